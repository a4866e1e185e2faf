import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { MOCKING_TEST_FILES } from './mocking-files';

const webRoot = path.resolve(__dirname, '..', '..');

function testFiles(dir: string): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return entry.name === '__generated__' ? [] : testFiles(full);
    return /\.test\.tsx?$/.test(entry.name) ? [path.relative(webRoot, full).split(path.sep).join('/')] : [];
  });
}

describe('the isolated test project', () => {
  it('holds exactly the test files that call vi.mock (a mock in the shared project would leak into other files)', () => {
    const mocking = testFiles(path.join(webRoot, 'src')).filter((file) => /\bvi\.(mock|doMock)\(/.test(fs.readFileSync(path.join(webRoot, file), 'utf8')));
    expect(mocking.sort()).toEqual([...MOCKING_TEST_FILES].sort());
  });
});
