import zlib from 'node:zlib';

/** The largest drawn signature accepted (decoded PNG bytes); the page's canvas makes ~10–40 kB. */
export const DRAWN_SIGNATURE_MAX_BYTES = 200 * 1024;
/**
 * The largest drawing, in pixels: the page's pad is at most 640 × 160 CSS pixels, drawn at a pixel
 * ratio of at most 2 (signing-page.ts), so 1280 × 320. A side may reach 2000 px, the whole image
 * 600,000 px: decoded as RGBA that is at most 2.4 MB, whatever the file's 200 kB inflate to. (A
 * 19 kB file declaring 2000 × 2000 inflates to 16 MB: issue 24.)
 */
export const DRAWN_SIGNATURE_MAX_SIDE = 2000;
export const DRAWN_SIGNATURE_MAX_PIXELS = 600_000;
/** Fewer inked pixels than this is an empty pad (or a stray tap), not a signature. */
const MIN_INK_PIXELS = 40;
const PREFIX = 'data:image/png;base64,';
const PNG_MAGIC = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);

/** The longest data URL a drawn signature can be: the prefix and base64 (4 characters per 3 bytes). */
export const DRAWN_SIGNATURE_MAX_DATA_URL = PREFIX.length + Math.ceil(DRAWN_SIGNATURE_MAX_BYTES / 3) * 4;
/**
 * The signing form's body limit (form-urlencoded or JSON): the largest signature's data URL
 * percent-encoded (`+`, `/` and `=` become three bytes each, so at most three per character), plus
 * the name (200 characters, at most 9 bytes each encoded), the consent and the field names.
 */
export const SIGNING_FORM_MAX_BYTES = 3 * DRAWN_SIGNATURE_MAX_DATA_URL + 16 * 1024;

export type DrawnSignatureProblem = 'format' | 'size' | 'blank';
export type DrawnSignatureCheck = { ok: true; png: Buffer } | { ok: false; problem: DrawnSignatureProblem };

interface PngHeader { width: number; height: number; channels: number; idat: Buffer }
type Read = { ok: true; png: Buffer; header: PngHeader } | { ok: false; problem: DrawnSignatureProblem };

/** The chunks of a PNG up to IEND: IHDR checked, IDAT gathered. Nothing is inflated. */
function readPng(png: Buffer): Read {
  if (png.length > DRAWN_SIGNATURE_MAX_BYTES) return { ok: false, problem: 'size' };
  if (png.length < 33 || !png.subarray(0, 8).equals(PNG_MAGIC)) return { ok: false, problem: 'format' };
  let offset = 8;
  let ihdr: { width: number; height: number; depth: number; color: number; interlace: number } | null = null;
  const idat: Buffer[] = [];
  let ended = false;
  while (offset + 12 <= png.length) {
    const length = png.readUInt32BE(offset);
    const type = png.toString('latin1', offset + 4, offset + 8);
    const data = png.subarray(offset + 8, offset + 8 + length);
    if (data.length !== length) return { ok: false, problem: 'format' };
    if (type === 'IHDR') {
      if (length !== 13 || ihdr || offset !== 8) return { ok: false, problem: 'format' };
      ihdr = { width: data.readUInt32BE(0), height: data.readUInt32BE(4), depth: data[8], color: data[9], interlace: data[12] };
      // The declared size decides before anything is inflated: a drawing larger than the pad could
      // make is refused as too large, however small its file.
      if (!ihdr.width || !ihdr.height) return { ok: false, problem: 'format' };
      if (ihdr.width > DRAWN_SIGNATURE_MAX_SIDE || ihdr.height > DRAWN_SIGNATURE_MAX_SIDE || ihdr.width * ihdr.height > DRAWN_SIGNATURE_MAX_PIXELS) {
        return { ok: false, problem: 'size' };
      }
      if (ihdr.depth !== 8 || (ihdr.color !== 6 && ihdr.color !== 2) || ihdr.interlace !== 0) return { ok: false, problem: 'format' };
    } else if (type === 'IDAT') {
      if (!ihdr) return { ok: false, problem: 'format' };
      idat.push(data);
    } else if (type === 'IEND') { ended = true; break; }
    offset += 12 + length;
  }
  if (!ihdr || !ended || !idat.length) return { ok: false, problem: 'format' };
  return { ok: true, png, header: { width: ihdr.width, height: ihdr.height, channels: ihdr.color === 6 ? 4 : 3, idat: Buffer.concat(idat) } };
}

/**
 * The cheap part of the check, for the api's own thread: a PNG data URL (what
 * canvas.toDataURL('image/png') gives) of at most DRAWN_SIGNATURE_MAX_BYTES, its chunks, and an
 * IHDR of an 8-bit RGBA or RGB, not interlaced image within DRAWN_SIGNATURE_MAX_SIDE and
 * DRAWN_SIGNATURE_MAX_PIXELS. Nothing is inflated: drawnSignatureInk does that, in a worker thread.
 */
export function readDrawnSignature(dataUrl: string): DrawnSignatureCheck {
  if (!dataUrl.startsWith(PREFIX)) return { ok: false, problem: 'format' };
  const b64 = dataUrl.slice(PREFIX.length);
  if (b64.length > DRAWN_SIGNATURE_MAX_DATA_URL - PREFIX.length + 4) return { ok: false, problem: 'size' };
  if (!/^[A-Za-z0-9+/]*={0,2}$/.test(b64)) return { ok: false, problem: 'format' };
  const read = readPng(Buffer.from(b64, 'base64'));
  return read.ok ? { ok: true, png: read.png } : read;
}

/** The bytes the pixels of a header decode to: a filter byte and a row of pixels per line. */
export const decodedBytesOf = (header: { width: number; height: number; channels: number }) => (header.width * header.channels + 1) * header.height;

/**
 * The expensive part (offload/tasks.ts runs it in a worker thread): the image data inflated, never
 * past the size its header declares (zlib stops at maxOutputLength), the five PNG filters undone,
 * and at least MIN_INK_PIXELS visible and darker than paper. Null when it is a signature.
 */
export function drawnSignatureInk(png: Buffer): DrawnSignatureProblem | null {
  const read = readPng(png);
  if (!read.ok) return read.problem;
  const { width, height, channels, idat } = read.header;
  const stride = width * channels;
  const expected = decodedBytesOf(read.header);
  let raw: Buffer;
  try {
    raw = zlib.inflateSync(idat, { maxOutputLength: expected });
  } catch {
    return 'format'; // damaged, or more data than the header declares
  }
  if (raw.length !== expected) return 'format';
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
        default: return 'format';
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
  return ink < MIN_INK_PIXELS ? 'blank' : null;
}

/** Both parts on this thread (tests, scripts): the route runs the second in a worker thread. */
export function checkDrawnSignature(dataUrl: string): DrawnSignatureCheck {
  const read = readDrawnSignature(dataUrl);
  if (!read.ok) return read;
  const problem = drawnSignatureInk(read.png);
  return problem ? { ok: false, problem } : read;
}
