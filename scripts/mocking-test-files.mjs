// Test files that replace a module with vi.mock / vi.doMock. The api and gateway suites share one
// module graph per worker (isolate: false) and run these apart, each in a fresh graph, so their
// doubles never reach another file. Found by reading the files, so the list never goes stale.
import fs from 'node:fs';
import path from 'node:path';

const MOCKS_A_MODULE = /\bvi\.(mock|doMock)\(/;

/** Paths (relative to root) of the .test.ts files under root's dirs that mock a module. */
export function mockingTestFiles(root, dirs = ['src', 'test']) {
  const found = [];
  const walk = (dir) => {
    if (!fs.existsSync(path.join(root, dir))) return;
    for (const entry of fs.readdirSync(path.join(root, dir), { withFileTypes: true })) {
      const relative = path.posix.join(dir, entry.name);
      if (entry.isDirectory() && entry.name !== 'node_modules') walk(relative);
      else if (entry.name.endsWith('.test.ts') && MOCKS_A_MODULE.test(fs.readFileSync(path.join(root, relative), 'utf8'))) found.push(relative);
    }
  };
  dirs.forEach(walk);
  return found;
}
