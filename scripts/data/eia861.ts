/**
 * Reads EIA Form 861's "Sales to Ultimate Customers" table (Sales_Ult_Cust_<year>.xlsx, sheet
 * "States": one row per utility, state, part/service type and balancing authority, with revenue in
 * thousand dollars, sales in MWh and customer counts for each customer class) into per-utility
 * average rates, for scripts/data/utility-rates.ts to fill in what a ZIP table lacks.
 *
 * The workbook is read without a spreadsheet library: an .xlsx is a zip of XML parts, so this
 * reads the zip's central directory, inflates the parts it needs (node:zlib), and takes the cells
 * of the first sheet (shared strings resolved). A CSV export of the same sheet (one header row with
 * the column names below) is read as well.
 *
 * Average rate of a class = revenue (thousand $) / sales (MWh) = $/kWh, summed over the utility's
 * rows of one state and service type (a utility with several balancing areas in a state has one
 * row for each). That is how NREL derives the rates of its ZIP tables from the same form.
 */
import { inflateRawSync } from 'node:zlib';

export interface Eia861Rate {
  utility_number: number;
  name: string;
  state: string;
  ownership: string;
  service_type: string;
  /** $/kWh, null where the class has no sales. */
  res: number | null; comm: number | null; ind: number | null;
}

/** The named files of a zip archive (stored or deflated). */
export function unzip(buf: Buffer, wanted: (name: string) => boolean): Map<string, Buffer> {
  let eocd = -1;
  for (let i = buf.length - 22; i >= Math.max(0, buf.length - 65_557); i -= 1) {
    if (buf.readUInt32LE(i) === 0x06054b50) { eocd = i; break; }
  }
  if (eocd < 0) throw new Error('not a zip archive (no end of central directory)');
  const count = buf.readUInt16LE(eocd + 10);
  let p = buf.readUInt32LE(eocd + 16);
  const out = new Map<string, Buffer>();
  for (let n = 0; n < count; n += 1) {
    if (buf.readUInt32LE(p) !== 0x02014b50) throw new Error('bad zip central directory');
    const method = buf.readUInt16LE(p + 10);
    const size = buf.readUInt32LE(p + 20);
    const nameLen = buf.readUInt16LE(p + 28);
    const extraLen = buf.readUInt16LE(p + 30);
    const commentLen = buf.readUInt16LE(p + 32);
    const local = buf.readUInt32LE(p + 42);
    const name = buf.toString('utf8', p + 46, p + 46 + nameLen);
    p += 46 + nameLen + extraLen + commentLen;
    if (!wanted(name)) continue;
    const start = local + 30 + buf.readUInt16LE(local + 26) + buf.readUInt16LE(local + 28);
    const data = buf.subarray(start, start + size);
    if (method === 0) out.set(name, Buffer.from(data));
    else if (method === 8) out.set(name, inflateRawSync(data));
    else throw new Error(`zip entry ${name}: compression method ${method} not supported`);
  }
  return out;
}

const decodeXml = (s: string) => s.replace(/&(lt|gt|amp|quot|apos|#x[0-9a-fA-F]+|#\d+);/g, (_, e: string) =>
  e === 'lt' ? '<' : e === 'gt' ? '>' : e === 'amp' ? '&' : e === 'quot' ? '"' : e === 'apos' ? "'"
    : String.fromCodePoint(e.startsWith('#x') ? parseInt(e.slice(2), 16) : Number(e.slice(1))));

const columnIndex = (letters: string) => [...letters].reduce((n, ch) => n * 26 + ch.charCodeAt(0) - 64, 0) - 1;

/** The cells of an .xlsx workbook's first sheet, as rows of strings ('' for an empty cell). */
export function readXlsxFirstSheet(buf: Buffer): string[][] {
  const parts = unzip(buf, (n) => n === 'xl/workbook.xml' || n === 'xl/_rels/workbook.xml.rels' || n === 'xl/sharedStrings.xml' || n.startsWith('xl/worksheets/'));
  const workbook = parts.get('xl/workbook.xml')?.toString('utf8') ?? '';
  const rels = parts.get('xl/_rels/workbook.xml.rels')?.toString('utf8') ?? '';
  const firstId = /<sheet\b[^>]*\br:id="([^"]+)"/.exec(workbook)?.[1];
  const target = firstId ? new RegExp(`<Relationship\\b[^>]*\\bId="${firstId}"[^>]*\\bTarget="([^"]+)"`).exec(rels)?.[1]
    ?? new RegExp(`<Relationship\\b[^>]*\\bTarget="([^"]+)"[^>]*\\bId="${firstId}"`).exec(rels)?.[1] : undefined;
  const sheetName = target ? `xl/${target.replace(/^\/?xl\//, '')}` : 'xl/worksheets/sheet1.xml';
  const sheet = parts.get(sheetName)?.toString('utf8');
  if (!sheet) throw new Error(`workbook has no ${sheetName}`);
  const shared = [...(parts.get('xl/sharedStrings.xml')?.toString('utf8') ?? '').matchAll(/<si>([\s\S]*?)<\/si>/g)]
    .map((m) => decodeXml([...m[1].matchAll(/<t\b[^>]*>([\s\S]*?)<\/t>/g)].map((t) => t[1]).join('')));
  const rows: string[][] = [];
  for (const row of sheet.matchAll(/<row\b[^>]*>([\s\S]*?)<\/row>/g)) {
    const cells: string[] = [];
    for (const c of row[1].matchAll(/<c\b([^>]*?)(?:\/>|>([\s\S]*?)<\/c>)/g)) {
      const ref = /\br="([A-Z]+)\d+"/.exec(c[1])?.[1];
      if (!ref) continue;
      const type = /\bt="([^"]+)"/.exec(c[1])?.[1];
      const inner = c[2] ?? '';
      let value = '';
      if (type === 'inlineStr') value = decodeXml([...inner.matchAll(/<t\b[^>]*>([\s\S]*?)<\/t>/g)].map((t) => t[1]).join(''));
      else {
        const v = /<v>([\s\S]*?)<\/v>/.exec(inner)?.[1];
        if (v !== undefined) value = type === 's' ? shared[Number(v)] ?? '' : decodeXml(v);
      }
      const i = columnIndex(ref);
      while (cells.length < i) cells.push('');
      cells[i] = value;
    }
    rows.push(cells);
  }
  return rows;
}

/** Splits a plain CSV (quoted fields may hold commas) into rows. */
function readCsv(text: string): string[][] {
  return text.split(/\r?\n/).filter((l) => l.trim()).map((line) => {
    const out: string[] = []; let cur = ''; let q = false;
    for (let i = 0; i < line.length; i += 1) {
      const ch = line[i];
      if (q) { if (ch === '"' && line[i + 1] === '"') { cur += '"'; i += 1; } else if (ch === '"') q = false; else cur += ch; }
      else if (ch === '"') q = true; else if (ch === ',') { out.push(cur); cur = ''; } else cur += ch;
    }
    out.push(cur);
    return out;
  });
}

const num = (s: string | undefined) => { const t = (s ?? '').replace(/,/g, '').trim(); return /^-?\d*\.?\d+(e[-+]?\d+)?$/i.test(t) ? Number(t) : 0; };

/**
 * Per (utility number, state, service type) average rates from the sheet's rows. The header row is
 * the one naming "Utility Number"; revenue and sales columns are found by their names
 * ("Commercial Revenue Thousand Dollars", "Commericial Sales Megawatthours" — EIA's spelling —, …).
 */
export function eia861Rates(rows: string[][]): { year: number | null; rates: Eia861Rate[] } {
  const h = rows.findIndex((r) => r.some((c) => /utility number/i.test(c)));
  if (h < 0) throw new Error('not an EIA-861 sales table: no "Utility Number" header');
  const header = rows[h].map((c) => c.replace(/\s+/g, ' ').trim().toLowerCase());
  const find = (...words: string[]) => header.findIndex((c) => words.every((w) => c.includes(w)));
  const col = {
    year: find('data year'), id: find('utility number'), name: find('utility name'), service: find('service type'),
    state: find('state'), ownership: find('ownership'),
    resRev: find('residential', 'revenue'), resMwh: find('residential', 'sales'),
    comRev: find('commercial', 'revenue'), comMwh: header.findIndex((c) => /^comm?er?i?ci?al sales/.test(c)),
    indRev: find('industrial', 'revenue'), indMwh: find('industrial', 'sales'),
  };
  for (const [k, v] of Object.entries(col)) if (v < 0) throw new Error(`EIA-861 sales table: no ${k} column in ${header.join(' | ')}`);
  const sums = new Map<string, Eia861Rate & { sums: number[] }>();
  let year: number | null = null;
  for (const r of rows.slice(h + 1)) {
    const id = num(r[col.id]);
    const state = (r[col.state] ?? '').trim();
    const service = (r[col.service] ?? '').trim();
    if (!id || id === 99999 || !/^[A-Z]{2}$/.test(state) || !service) continue; // 99999: EIA's adjustment rows
    if (year === null && /^\d{4}$/.test((r[col.year] ?? '').trim())) year = Number(r[col.year]);
    const key = `${id}|${state}|${service}`;
    let e = sums.get(key);
    if (!e) {
      e = { utility_number: id, name: (r[col.name] ?? '').replace(/\s+/g, ' ').trim(), state, ownership: (r[col.ownership] ?? '').trim(), service_type: service, res: null, comm: null, ind: null, sums: [0, 0, 0, 0, 0, 0] };
      sums.set(key, e);
    }
    [col.resRev, col.resMwh, col.comRev, col.comMwh, col.indRev, col.indMwh].forEach((c, i) => { e!.sums[i] += num(r[c]); });
  }
  const rate = (rev: number, mwh: number) => (mwh > 0 && rev > 0 ? Math.round((rev / mwh) * 1e6) / 1e6 : null);
  const rates = [...sums.values()].map(({ sums: s, ...e }) => ({ ...e, res: rate(s[0], s[1]), comm: rate(s[2], s[3]), ind: rate(s[4], s[5]) }));
  return { year, rates };
}

/** Reads Sales_Ult_Cust_<year>.xlsx (or a CSV export of its States sheet). */
export function readEia861(buf: Buffer, fileName: string): { year: number | null; rates: Eia861Rate[] } {
  const rows = /\.csv$/i.test(fileName) ? readCsv(buf.toString('utf8')) : readXlsxFirstSheet(buf);
  return eia861Rates(rows);
}

/** A utility name reduced for matching: case, punctuation, "&"/"and", "The", a "d/b/a …" tail, and Co/Company/Inc/Corp/LLC endings. */
export function normalizeUtilityName(name: string): string {
  let n = name.toLowerCase().replace(/\s+d\/b\/a\b.*$/, '').replace(/&/g, ' and ').replace(/\([a-z]{2}\)/g, ' ').replace(/[^a-z0-9]+/g, ' ').trim();
  n = n.replace(/^the /, '');
  let prev = '';
  while (prev !== n) {
    prev = n;
    n = n.replace(/ (co|company|inc|incorporated|corp|corporation|llc|l l c|lp|ltd)$/, '').trim();
  }
  return n;
}
