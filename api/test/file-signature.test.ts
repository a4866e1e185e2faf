import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { contentMatchesExtension } from '../src/http/file-signature.js';
import { SAMPLE } from './harness.js';

const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'signature-'));
afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));
let n = 0;
const fileOf = (content: Buffer | string) => {
  const file = path.join(dir, `f${n++}`);
  fs.writeFileSync(file, content);
  return file;
};
const bytes = (...values: number[]) => Buffer.from(values);
const HTML = '<!doctype html><script>alert(1)</script>';
const ZIP = Buffer.concat([Buffer.from('PK\u0003\u0004', 'latin1'), Buffer.alloc(30)]);
const OLE = Buffer.concat([bytes(0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1), Buffer.alloc(32)]);

// Issue 15: a file whose content does not match its extension is refused.
describe('contentMatchesExtension', () => {
  const cases: Array<[ext: string, good: Buffer | string, bad: Buffer | string]> = [
    ['pdf', SAMPLE.pdf().content, HTML],
    ['png', SAMPLE.png().content, HTML],
    ['jpg', Buffer.concat([bytes(0xff, 0xd8, 0xff, 0xe0), Buffer.alloc(16)]), SAMPLE.png().content],
    ['jpeg', Buffer.concat([bytes(0xff, 0xd8, 0xff, 0xe1), Buffer.alloc(16)]), SAMPLE.pdf().content],
    ['gif', 'GIF89a....', HTML],
    ['webp', Buffer.concat([Buffer.from('RIFF\u0000\u0000\u0000\u0000WEBPVP8 ', 'latin1'), Buffer.alloc(8)]), 'RIFF....WAVE'],
    ['docx', ZIP, OLE],
    ['xlsx', ZIP, 'a,b\n1,2\n'],
    ['zip', ZIP, HTML],
    ['kmz', ZIP, '<kml/>'],
    ['xls', OLE, HTML],
    ['doc', OLE, SAMPLE.pdf().content],
    ['csv', 'address,city\n1 Main St,Fresno\n', SAMPLE.png().content],
    ['txt', 'Roof access from the north side.\n', bytes(0x4d, 0x5a, 0x90, 0x00, 0x03)],
    ['json', '{"a":1}', ZIP],
    ['xml', '<a/>', OLE],
  ];
  for (const [ext, good, bad] of cases) {
    it(`.${ext}: accepts its own content, refuses another's`, () => {
      expect(contentMatchesExtension(fileOf(good), ext)).toBe(true);
      expect(contentMatchesExtension(fileOf(bad), ext)).toBe(false);
    });
  }

  it('accepts a PDF header after a little junk, a UTF-16 text with its mark, and a newer Office file under the old name', () => {
    expect(contentMatchesExtension(fileOf(Buffer.concat([Buffer.from('\r\n\r\n'), SAMPLE.pdf().content])), 'pdf')).toBe(true);
    expect(contentMatchesExtension(fileOf(Buffer.concat([bytes(0xff, 0xfe), Buffer.from('a,b\n', 'utf16le')])), 'csv')).toBe(true);
    expect(contentMatchesExtension(fileOf(ZIP), 'xls')).toBe(true);
  });

  it('lets an extension with no rule through', () => {
    expect(contentMatchesExtension(fileOf(HTML), 'heic')).toBe(true);
  });
});
