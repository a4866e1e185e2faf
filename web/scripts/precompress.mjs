// `npm run build`'s step after `vite build` (issue 28): writes a Brotli (.br) and a gzip (.gz) copy
// beside each compressible file of dist (not dist/.vite, the build's own reports), at the highest
// levels, so the gateway sends them as they are (gateway/src/static-files.ts) instead of
// compressing on every request at a fast level.
// A copy that is not smaller than its file is not written. HTML is left out: the gateway writes
// per-page settings and preloads into index.html, and compresses that small page itself.
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';

const COMPRESSIBLE = /\.(js|mjs|css|json|svg|txt|wasm|map)$/;
/** Below this, compression gains less than the headers cost (the gateway's on-the-fly threshold too). */
const MIN_BYTES = 1024;

/** Every file under `dir`, recursively. */
const filesUnder = (dir) => fs.readdirSync(dir, { withFileTypes: true })
  .filter((entry) => entry.name !== '.vite')
  .flatMap((entry) => (entry.isDirectory() ? filesUnder(path.join(dir, entry.name)) : [path.join(dir, entry.name)]));

export function precompress(dir) {
  let raw = 0;
  let br = 0;
  let count = 0;
  for (const file of filesUnder(dir)) {
    if (!COMPRESSIBLE.test(file)) continue;
    const source = fs.readFileSync(file);
    if (source.length < MIN_BYTES) continue;
    const brotli = brotliCompressSync(source, {
      params: { [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY, [constants.BROTLI_PARAM_SIZE_HINT]: source.length },
    });
    const gzip = gzipSync(source, { level: 9 });
    if (brotli.length < source.length) fs.writeFileSync(`${file}.br`, brotli);
    if (gzip.length < source.length) fs.writeFileSync(`${file}.gz`, gzip);
    raw += source.length;
    br += Math.min(brotli.length, source.length);
    count += 1;
  }
  return { count, raw, br };
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const dist = path.resolve(process.argv[2] ?? path.join(path.dirname(fileURLToPath(import.meta.url)), '..', 'dist'));
  const { count, raw, br } = precompress(dist);
  console.log(`precompressed ${count} files in ${path.relative(process.cwd(), dist) || '.'}: ${(raw / 1024).toFixed(0)} KB → ${(br / 1024).toFixed(0)} KB brotli (+ gzip)`);
}
