import fs from 'node:fs';

/**
 * Does a file's content match its extension? (issue 15: "a file whose content does not match its
 * extension is refused".) Binary formats are recognised by their leading bytes; text formats by
 * the absence of NUL bytes (a UTF-16 text with its byte-order mark passes). Only the first 8 KB are
 * read, so the check costs the same for a 25 MB upload as for a small one.
 */
const HEAD_BYTES = 8192;

const startsWith = (head: Buffer, ...bytes: number[]) => bytes.every((byte, i) => head[i] === byte);
const ascii = (head: Buffer, at: number, text: string) => head.subarray(at, at + text.length).toString('latin1') === text;

const isZip = (head: Buffer) => ascii(head, 0, 'PK\u0003\u0004') || ascii(head, 0, 'PK\u0005\u0006') || ascii(head, 0, 'PK\u0007\u0008');
/** The OLE compound file of old Office formats (.xls, .doc). */
const isOle = (head: Buffer) => startsWith(head, 0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1);
const hasUtf16Bom = (head: Buffer) => startsWith(head, 0xff, 0xfe) || startsWith(head, 0xfe, 0xff);
const isText = (head: Buffer) => hasUtf16Bom(head) || !head.includes(0);

const SIGNATURES: Record<string, (head: Buffer) => boolean> = {
  // A PDF header may follow a little junk (the format allows it within the first 1 KB).
  pdf: (head) => head.subarray(0, 1024).includes('%PDF-'),
  png: (head) => startsWith(head, 0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a),
  jpg: (head) => startsWith(head, 0xff, 0xd8, 0xff),
  jpeg: (head) => startsWith(head, 0xff, 0xd8, 0xff),
  gif: (head) => ascii(head, 0, 'GIF87a') || ascii(head, 0, 'GIF89a'),
  webp: (head) => ascii(head, 0, 'RIFF') && ascii(head, 8, 'WEBP'),
  zip: isZip,
  kmz: isZip,
  xlsx: isZip,
  docx: isZip,
  // Old Office formats; a newer file saved under the old name (a zip) is what people mean too.
  xls: (head) => isOle(head) || isZip(head),
  doc: (head) => isOle(head) || isZip(head),
  csv: isText,
  txt: isText,
  json: isText,
  xml: isText,
  kml: isText,
};

/** True when the file at `path` looks like a `.ext` file; an extension with no rule passes. */
export function contentMatchesExtension(path: string, ext: string): boolean {
  const rule = SIGNATURES[ext];
  if (!rule) return true;
  const head = Buffer.alloc(HEAD_BYTES);
  const fd = fs.openSync(path, 'r');
  try {
    const read = fs.readSync(fd, head, 0, HEAD_BYTES, 0);
    return rule(head.subarray(0, read));
  } finally {
    fs.closeSync(fd);
  }
}
