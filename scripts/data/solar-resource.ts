/**
 * Derives shared/economics/data/solar-resource.json: monthly solar resource at US weather stations.
 *
 * Usage: npx tsx scripts/data/solar-resource.ts <file-or-dir…> [--out shared/economics/data/solar-resource.json]
 *
 * Inputs are NREL TMY3 typical-year files (NSRDB 1991-2005 update; Wilcox & Marion 2008,
 * NREL/TP-581-43156), hourly, in either of their two public forms:
 *   - EnergyPlus EPW conversions ("LOCATION,<name>,<state>,USA,TMY3,<WMO>,<lat>,<lon>,<tz>,<elev>"),
 *   - NREL's own TMY3 CSV (first line "<USAF>,"<name>",<state>,<tz>,<lat>,<lon>,<elev>", then the
 *     column header and 8760 rows).
 * A directory is read recursively; files in neither form are skipped. Stations are deduplicated
 * on their coordinates (0.01°), the first file read wins.
 *
 * For each station and month it writes the mean daily global and diffuse horizontal irradiation
 * (kWh/m²/day), the mean dry-bulb temperature (°C) and the mean wind speed (m/s), quantised:
 * lat/lon ×1000, irradiation ×100, temperature and wind ×10, as integers.
 *
 * The raw files are not committed; this script and its output are.
 */
import { readFileSync, readdirSync, statSync, writeFileSync } from 'node:fs';
import { join, basename } from 'node:path';

interface Station {
  name: string;
  state: string;
  id: string;
  lat: number;
  lon: number;
  ghi: number[];
  dhi: number[];
  tempC: number[];
  windMs: number[];
}

const DAYS = [31, 28, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31];

function listFiles(p: string): string[] {
  const s = statSync(p);
  if (s.isDirectory()) return readdirSync(p).sort().flatMap((f) => listFiles(join(p, f)));
  return [p];
}

/** Accumulates hourly values into monthly means; irradiance in W/m² per hour → kWh/m²/day. */
class Months {
  ghi = new Array(12).fill(0);
  dhi = new Array(12).fill(0);
  t = new Array(12).fill(0);
  w = new Array(12).fill(0);
  n = new Array(12).fill(0);
  add(m: number, ghi: number, dhi: number, t: number, w: number): void {
    this.ghi[m] += Math.max(ghi, 0);
    this.dhi[m] += Math.max(dhi, 0);
    this.t[m] += t;
    this.w[m] += w;
    this.n[m] += 1;
  }
  done(): Pick<Station, 'ghi' | 'dhi' | 'tempC' | 'windMs'> | null {
    if (this.n.some((n, m) => n < DAYS[m] * 24 * 0.95)) return null;
    const perDay = (v: number, m: number) => (v / this.n[m]) * 24 / 1000;
    return {
      ghi: this.ghi.map(perDay),
      dhi: this.dhi.map(perDay),
      tempC: this.t.map((v, m) => v / this.n[m]),
      windMs: this.w.map((v, m) => v / this.n[m]),
    };
  }
}

function parseEpw(text: string): Station | null {
  const lines = text.split(/\r?\n/);
  const loc = lines[0].split(',');
  if (loc[0] !== 'LOCATION') return null;
  const acc = new Months();
  let started = false;
  for (const line of lines) {
    if (!started) { if (line.startsWith('DATA PERIODS')) started = true; continue; }
    const f = line.split(',');
    if (f.length < 22) continue;
    const m = Number(f[1]) - 1;
    const t = Number(f[6]), ghi = Number(f[13]), dhi = Number(f[15]), w = Number(f[21]);
    if (!(m >= 0 && m < 12) || ![t, ghi, dhi, w].every(Number.isFinite) || ghi >= 9999 || t >= 99.9) continue;
    acc.add(m, ghi, dhi, t, w >= 999 ? 0 : w);
  }
  const r = acc.done();
  if (!r) return null;
  return { name: loc[1], state: loc[2], id: loc[5], lat: Number(loc[6]), lon: Number(loc[7]), ...r };
}

function splitCsv(line: string): string[] {
  const out: string[] = [];
  let cur = '', q = false;
  for (const ch of line) {
    if (ch === '"') q = !q;
    else if (ch === ',' && !q) { out.push(cur); cur = ''; }
    else cur += ch;
  }
  out.push(cur);
  return out;
}

function parseTmy3Csv(text: string): Station | null {
  const lines = text.split(/\r?\n/);
  const meta = splitCsv(lines[0]);
  if (meta.length < 7 || !/^\d{6}$/.test(meta[0].trim())) return null;
  const head = splitCsv(lines[1]);
  const col = (name: string) => head.findIndex((h) => h.trim().startsWith(name));
  const iDate = col('Date'), iGhi = col('GHI (W/m^2)'), iDhi = col('DHI (W/m^2)'), iT = col('Dry-bulb (C)'), iW = col('Wspd (m/s)');
  if ([iDate, iGhi, iDhi, iT, iW].some((i) => i < 0)) return null;
  const acc = new Months();
  for (let k = 2; k < lines.length; k++) {
    const f = lines[k].split(',');
    if (f.length <= iW) continue;
    const m = Number(f[iDate].slice(0, 2)) - 1;
    const t = Number(f[iT]), ghi = Number(f[iGhi]), dhi = Number(f[iDhi]), w = Number(f[iW]);
    if (!(m >= 0 && m < 12) || ![t, ghi, dhi, w].every(Number.isFinite) || t <= -9900 || ghi <= -9900) continue;
    acc.add(m, ghi, dhi, t, Math.max(w, 0));
  }
  const r = acc.done();
  if (!r) return null;
  return {
    name: meta[1].trim(), state: meta[2].trim(), id: meta[0].trim(),
    lat: Number(meta[4]), lon: Number(meta[5]), ...r,
  };
}

function main(): void {
  const args = process.argv.slice(2);
  let out = 'shared/economics/data/solar-resource.json';
  const inputs: string[] = [];
  for (let i = 0; i < args.length; i++) {
    if (args[i] === '--out') out = args[++i];
    else inputs.push(args[i]);
  }
  if (!inputs.length) {
    console.error('usage: npx tsx scripts/data/solar-resource.ts <file-or-dir…> [--out file]');
    process.exit(2);
  }
  const seen = new Map<string, Station>();
  let skipped = 0;
  for (const file of inputs.flatMap(listFiles)) {
    let text: string;
    try { text = readFileSync(file, 'latin1'); } catch { skipped++; continue; }
    const st = text.startsWith('LOCATION,') ? parseEpw(text) : parseTmy3Csv(text);
    if (!st || !Number.isFinite(st.lat) || !Number.isFinite(st.lon)) { skipped++; continue; }
    const key = `${st.lat.toFixed(2)},${st.lon.toFixed(2)}`;
    if (!seen.has(key)) seen.set(key, st);
    else console.error(`duplicate station ${st.id} ${st.name} (${basename(file)})`);
  }
  const stations = [...seen.values()].sort((a, b) => a.lat - b.lat || a.lon - b.lon);
  const q = (v: number, s: number) => Math.round(v * s);
  const data = {
    source: 'NREL TMY3 (National Solar Radiation Database 1991-2005 update), monthly means of the hourly typical-year files',
    period: '1991-2005',
    units: { lat: 'deg×1000', lon: 'deg×1000', ghi: 'kWh/m²/day×100', dhi: 'kWh/m²/day×100', tempC: '°C×10', windMs: 'm/s×10' },
    layout: 'each station: [id, name, state, lat, lon, ghi×12, dhi×12, tempC×12, windMs×12]',
    stations: stations.map((s) => [
      s.id, s.name, s.state, q(s.lat, 1000), q(s.lon, 1000),
      ...s.ghi.map((v) => q(v, 100)), ...s.dhi.map((v) => q(v, 100)),
      ...s.tempC.map((v) => q(v, 10)), ...s.windMs.map((v) => q(v, 10)),
    ]),
  };
  const json = JSON.stringify(data).replace(/\],\[/g, '],\n[');
  writeFileSync(out, json + '\n');
  console.error(`${stations.length} stations written to ${out} (${json.length} bytes); ${skipped} files skipped`);
}

main();
