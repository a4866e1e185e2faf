/**
 * Derives shared/economics/data/solar-grid.json: a 4 km grid of annual solar radiation and mean
 * temperature over the conterminous United States, which shared/economics/solar-resource.ts uses to
 * carry the TMY3 stations' monthly resource to the site's own grid cell.
 *
 * Usage: npx tsx scripts/data/solar-grid.ts <soltotal.bil> <tmean.bil> [--out shared/economics/data/solar-grid.json]
 *        [--note "where the files came from"]
 *
 * Inputs are two PRISM 30-year normal grids (PRISM Climate Group, Oregon State University,
 * prism.oregonstate.edu), 1991-2020, 2.5 arc-minute (~4 km), in PRISM's BIL form (the .bil with its
 * .hdr beside it; float32, NODATA -9999):
 *   - PRISM_soltotal_30yr_normal_4kmM3_annual_bil.bil: average daily total global shortwave
 *     radiation on a horizontal surface, MJ/m²/day (Rupp et al. 2022, J. Appl. Meteor. Climatol.);
 *   - PRISM_tmean_30yr_normal_4kmM3_annual_bil.bil: mean annual temperature, °C.
 * Both must share one grid (checked).
 *
 * Output, per band one byte per cell (row-major from the north-west cell, 255 = no data):
 *   ghi   kWh/m²/day = 2 + 0.02 × byte   (MJ ÷ 3.6; CONUS spans ~2.7–5.7)
 *   tempC °C        = -15 + 0.2 × byte
 * each row delta-coded (byte minus the previous byte of the row, mod 256), both bands concatenated,
 * brotli-compressed and base64-encoded (about 330 KB of JSON for 2 × 872,505 cells).
 *
 * data/solar-grid.json was made on 2026-11-27 from the copies in github.com/loeuf-quatre/anywhere-usa
 * (commit ee54163, data/PRISM_{soltotal,tmean}_30yr_normal_4kmM3_annual_bil/; each .bil 3,490,020
 * bytes, sha256 6a4a8644…ca10 and f80a1a52…9525; their .info.txt and .xml name the datasets above):
 *   npx tsx scripts/data/solar-grid.ts <dir>/PRISM_soltotal_30yr_normal_4kmM3_annual_bil.bil \
 *     <dir>/PRISM_tmean_30yr_normal_4kmM3_annual_bil.bil --note "…"
 * PRISM's monthly solar normals (12 such grids) were not found in any fetchable copy; with them, the
 * stations' monthly shape could be replaced too (one band per month, same encoding).
 *
 * PRISM's terms: the data may be used and distributed freely; the source must be credited as
 * "PRISM Climate Group, Oregon State University, https://prism.oregonstate.edu" with the date the
 * data were created. The raw grids are not committed; this script and its output are.
 */
import { readFileSync, writeFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { brotliCompressSync, constants } from 'node:zlib';

export interface BilGrid {
  ncols: number;
  nrows: number;
  /** Centre of the north-west cell, degrees. */
  ulLon: number;
  ulLat: number;
  /** Cell size, degrees. */
  step: number;
  values: Float32Array;
  nodata: number;
}

/** Reads an ESRI BIL raster of one float32 band (PRISM's form) with the .hdr next to it. */
export function readBil(path: string): BilGrid {
  const hdrText = readFileSync(path.replace(/\.bil$/i, '.hdr'), 'utf8');
  const hdr = new Map<string, string>();
  for (const line of hdrText.split(/\r?\n/)) {
    const [k, v] = line.trim().split(/\s+/);
    if (k && v !== undefined) hdr.set(k.toUpperCase(), v);
  }
  const num = (k: string) => {
    const v = Number(hdr.get(k));
    if (!Number.isFinite(v)) throw new Error(`${path}: .hdr has no ${k}`);
    return v;
  };
  if ((hdr.get('NBANDS') ?? '1') !== '1' || hdr.get('NBITS') !== '32' || hdr.get('PIXELTYPE') !== 'FLOAT') {
    throw new Error(`${path}: expected one float32 band`);
  }
  const ncols = num('NCOLS'), nrows = num('NROWS');
  const xdim = num('XDIM'), ydim = num('YDIM');
  if (Math.abs(xdim - ydim) > 1e-9) throw new Error(`${path}: cells are not square`);
  const buf = readFileSync(path);
  if (buf.length !== ncols * nrows * 4) throw new Error(`${path}: ${buf.length} bytes, expected ${ncols * nrows * 4}`);
  const little = (hdr.get('BYTEORDER') ?? 'I').toUpperCase() === 'I';
  const values = new Float32Array(ncols * nrows);
  for (let i = 0; i < values.length; i++) values[i] = little ? buf.readFloatLE(i * 4) : buf.readFloatBE(i * 4);
  return { ncols, nrows, ulLon: num('ULXMAP'), ulLat: num('ULYMAP'), step: xdim, values, nodata: hdr.has('NODATA') ? num('NODATA') : -9999 };
}

export const GHI_OFFSET = 2, GHI_SCALE = 0.02, TEMP_OFFSET = -15, TEMP_SCALE = 0.2, NODATA = 255;

function quantize(g: BilGrid, convert: (v: number) => number, offset: number, scale: number): Uint8Array {
  const out = new Uint8Array(g.values.length);
  let clipped = 0;
  for (let i = 0; i < out.length; i++) {
    const v = g.values[i];
    if (!(v > g.nodata + 1) || !Number.isFinite(v)) { out[i] = NODATA; continue; }
    const q = Math.round((convert(v) - offset) / scale);
    if (q < 0 || q > 254) clipped++;
    out[i] = Math.max(0, Math.min(254, q));
  }
  if (clipped) throw new Error(`${clipped} cells outside the byte range: widen the scale`);
  return out;
}

/** Row-wise delta coding: smooth fields become runs of small bytes, which compress well. */
export function deltaRows(bytes: Uint8Array, ncols: number): Uint8Array {
  const out = new Uint8Array(bytes.length);
  for (let r = 0; r < bytes.length / ncols; r++) {
    let prev = 0;
    for (let c = 0; c < ncols; c++) {
      const i = r * ncols + c;
      out[i] = (bytes[i] - prev) & 255;
      prev = bytes[i];
    }
  }
  return out;
}

export function buildGrid(sol: BilGrid, tmean: BilGrid, note: string) {
  for (const k of ['ncols', 'nrows', 'ulLon', 'ulLat', 'step'] as const) {
    if (Math.abs(sol[k] - tmean[k]) > 1e-6) throw new Error(`the two grids differ in ${k}`);
  }
  const ghi = quantize(sol, (mj) => mj / 3.6, GHI_OFFSET, GHI_SCALE);
  const temp = quantize(tmean, (c) => c, TEMP_OFFSET, TEMP_SCALE);
  const both = new Uint8Array(ghi.length * 2);
  both.set(deltaRows(ghi, sol.ncols), 0);
  both.set(deltaRows(temp, sol.ncols), ghi.length);
  const packed = brotliCompressSync(both, { params: { [constants.BROTLI_PARAM_QUALITY]: 11, [constants.BROTLI_PARAM_LGWIN]: 24 } });
  let land = 0;
  for (const b of ghi) if (b !== NODATA) land++;
  return {
    source: 'PRISM Climate Group, Oregon State University (https://prism.oregonstate.edu): 30-year normals 1991-2020 at 2.5 arc-minutes (~4 km), conterminous US — annual average daily global shortwave radiation on a horizontal surface (soltotal, M3, created 2021-11-05) and annual mean temperature (tmean, M3, created 2021-10-14)',
    terms: 'PRISM data may be used and distributed freely; credit the PRISM Climate Group, Oregon State University, https://prism.oregonstate.edu, and the date the data were created',
    note,
    period: '1991-2020',
    grid: { ncols: sol.ncols, nrows: sol.nrows, ulLon: sol.ulLon, ulLat: sol.ulLat, step: sol.step, datum: 'NAD83', cellCentres: true, landCells: land },
    bands: {
      ghi: { unit: 'kWh/m²/day', offset: GHI_OFFSET, scale: GHI_SCALE },
      tempC: { unit: '°C', offset: TEMP_OFFSET, scale: TEMP_SCALE },
    },
    encoding: 'bands ghi then tempC, each one byte per cell row-major from the north-west cell (value = offset + scale × byte, 255 = no data), each row delta-coded (byte − previous byte of the row, mod 256); brotli; base64',
    data: packed.toString('base64'),
  };
}

function main(): void {
  const args = process.argv.slice(2);
  let out = 'shared/economics/data/solar-grid.json';
  let note = '';
  const inputs: string[] = [];
  for (let i = 0; i < args.length; i++) {
    if (args[i] === '--out') out = args[++i];
    else if (args[i] === '--note') note = args[++i];
    else inputs.push(args[i]);
  }
  if (inputs.length !== 2) {
    console.error('usage: npx tsx scripts/data/solar-grid.ts <PRISM soltotal annual .bil> <PRISM tmean annual .bil> [--out file] [--note text]');
    process.exit(2);
  }
  const data = buildGrid(readBil(inputs[0]), readBil(inputs[1]), note);
  const json = JSON.stringify(data, null, 1);
  writeFileSync(out, json + '\n');
  console.error(`${data.grid.ncols}×${data.grid.nrows} cells (${data.grid.landCells} with data) written to ${out} (${json.length} bytes)`);
}

if (process.argv[1] && resolve(process.argv[1]) === fileURLToPath(import.meta.url)) main();
