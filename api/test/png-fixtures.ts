import crypto from 'node:crypto';
import zlib from 'node:zlib';

/** PNGs built by hand for the drawn-signature tests (issue 24): honest ones, big ones and bombs. */
function crc32(buf: Buffer) {
  let c = ~0;
  for (const byte of buf) { c ^= byte; for (let k = 0; k < 8; k++) c = (c >>> 1) ^ (0xedb88320 & -(c & 1)); }
  return (~c) >>> 0;
}
function chunk(type: string, data: Buffer) {
  const len = Buffer.alloc(4); len.writeUInt32BE(data.length);
  const body = Buffer.concat([Buffer.from(type, 'latin1'), data]);
  const crc = Buffer.alloc(4); crc.writeUInt32BE(crc32(body));
  return Buffer.concat([len, body, crc]);
}

/** A PNG of the given header whose IDAT is `scanlines` deflated (whatever their length). */
export function pngWith(width: number, height: number, scanlines: Buffer, color: 2 | 6 = 6) {
  const ihdr = Buffer.alloc(13); ihdr.writeUInt32BE(width, 0); ihdr.writeUInt32BE(height, 4); ihdr[8] = 8; ihdr[9] = color;
  return Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), chunk('IHDR', ihdr),
    chunk('IDAT', zlib.deflateSync(scanlines, { level: 9 })), chunk('IEND', Buffer.alloc(0))]);
}

/** Transparent RGBA rows (filter 0) with `ink` dark pixels on the first row(s). */
export function inkedRows(width: number, height: number, ink: number) {
  const stride = width * 4 + 1;
  const raw = Buffer.alloc(stride * height);
  for (let i = 0; i < ink; i++) {
    const x = i % width; const y = Math.floor(i / width);
    raw.set([17, 24, 39, 255], y * stride + 1 + x * 4);
  }
  return raw;
}

/** A drawing as the pad makes one: transparent, `ink` dark pixels. */
export const signaturePng = (width = 600, height = 160, ink = 400) => pngWith(width, height, inkedRows(width, height, ink));

/** A PNG of random opaque-ish pixels: it hardly compresses, so its file is about width × height × 4 bytes. */
export function noisyPng(width: number, height: number) {
  const stride = width * 4 + 1;
  const raw = crypto.randomBytes(stride * height);
  for (let y = 0; y < height; y++) raw[y * stride] = 0;
  return pngWith(width, height, raw);
}

export const dataUrl = (png: Buffer) => `data:image/png;base64,${png.toString('base64')}`;
