import zlib from 'node:zlib';

/** The largest drawn signature accepted (decoded PNG bytes); the page's canvas makes ~10–40 kB. */
export const DRAWN_SIGNATURE_MAX_BYTES = 200 * 1024;
const MAX_SIDE = 2000;
/** Fewer inked pixels than this is an empty pad (or a stray tap), not a signature. */
const MIN_INK_PIXELS = 40;
const PREFIX = 'data:image/png;base64,';
const PNG_MAGIC = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);

export type DrawnSignatureCheck = { ok: true; png: Buffer } | { ok: false; problem: 'format' | 'size' | 'blank' };

/**
 * Checks a drawn signature posted as a PNG data URL (what canvas.toDataURL('image/png') gives):
 * a real PNG (signature, IHDR, CRC-free parse of its chunks, 8-bit RGBA or RGB, not interlaced, at
 * most 2000 px a side), at most DRAWN_SIGNATURE_MAX_BYTES, and not blank: its pixels are decoded
 * (the five PNG filters undone) and at least MIN_INK_PIXELS must be visible and darker than paper.
 */
export function checkDrawnSignature(dataUrl: string): DrawnSignatureCheck {
  if (!dataUrl.startsWith(PREFIX)) return { ok: false, problem: 'format' };
  const b64 = dataUrl.slice(PREFIX.length);
  if (b64.length > Math.ceil(DRAWN_SIGNATURE_MAX_BYTES / 3) * 4 + 4) return { ok: false, problem: 'size' };
  if (!/^[A-Za-z0-9+/]*={0,2}$/.test(b64)) return { ok: false, problem: 'format' };
  const png = Buffer.from(b64, 'base64');
  if (png.length > DRAWN_SIGNATURE_MAX_BYTES) return { ok: false, problem: 'size' };
  if (png.length < 33 || !png.subarray(0, 8).equals(PNG_MAGIC)) return { ok: false, problem: 'format' };
  let offset = 8;
  let header: { width: number; height: number; depth: number; color: number; interlace: number } | null = null;
  const idat: Buffer[] = [];
  let ended = false;
  while (offset + 12 <= png.length) {
    const length = png.readUInt32BE(offset);
    const type = png.toString('latin1', offset + 4, offset + 8);
    const data = png.subarray(offset + 8, offset + 8 + length);
    if (data.length !== length) return { ok: false, problem: 'format' };
    if (type === 'IHDR') {
      if (length !== 13) return { ok: false, problem: 'format' };
      header = { width: data.readUInt32BE(0), height: data.readUInt32BE(4), depth: data[8], color: data[9], interlace: data[12] };
    } else if (type === 'IDAT') idat.push(data);
    else if (type === 'IEND') { ended = true; break; }
    offset += 12 + length;
  }
  if (!header || !ended || !idat.length) return { ok: false, problem: 'format' };
  const { width, height, depth, color, interlace } = header;
  if (!width || !height || width > MAX_SIDE || height > MAX_SIDE || depth !== 8 || (color !== 6 && color !== 2) || interlace !== 0) return { ok: false, problem: 'format' };
  const channels = color === 6 ? 4 : 3;
  const stride = width * channels;
  let raw: Buffer;
  try {
    raw = zlib.inflateSync(Buffer.concat(idat), { maxOutputLength: (stride + 1) * height + 1 });
  } catch {
    return { ok: false, problem: 'format' };
  }
  if (raw.length !== (stride + 1) * height) return { ok: false, problem: 'format' };
  let previous = Buffer.alloc(stride);
  let ink = 0;
  for (let y = 0; y < height; y++) {
    const filter = raw[y * (stride + 1)];
    const line = Buffer.from(raw.subarray(y * (stride + 1) + 1, (y + 1) * (stride + 1)));
    for (let i = 0; i < stride; i++) {
      const a = i >= channels ? line[i - channels] : 0;
      const b = previous[i];
      const c = i >= channels ? previous[i - channels] : 0;
      let predictor: number;
      switch (filter) {
        case 0: predictor = 0; break;
        case 1: predictor = a; break;
        case 2: predictor = b; break;
        case 3: predictor = (a + b) >> 1; break;
        case 4: {
          const p = a + b - c;
          const pa = Math.abs(p - a); const pb = Math.abs(p - b); const pc = Math.abs(p - c);
          predictor = pa <= pb && pa <= pc ? a : pb <= pc ? b : c;
          break;
        }
        default: return { ok: false, problem: 'format' };
      }
      line[i] = (line[i] + predictor) & 0xff;
    }
    for (let x = 0; x < width; x++) {
      const p = x * channels;
      const alpha = channels === 4 ? line[p + 3] : 255;
      if (alpha > 64 && line[p] + line[p + 1] + line[p + 2] < 600) ink++;
    }
    previous = line;
  }
  if (ink < MIN_INK_PIXELS) return { ok: false, problem: 'blank' };
  return { ok: true, png };
}
