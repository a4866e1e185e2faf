/**
 * The utility (or utilities) serving a US ZIP code and their average retail rates, offline, from
 * NREL's "U.S. Electric Utility Companies and Rates: Look-up by Zipcode" tables (derived by NREL
 * from EIA Form 861), compacted by scripts/data/utility-rates.ts into data/utility-rates.json.
 * The investor-owned table at hand is a column extract without EIA ids, service types, commercial
 * and industrial rates: those come from EIA-861 2019 (Sales to Ultimate Customers), matched by
 * utility name and state (commercial_rate_year says so per entry).
 *
 * Node only in practice: the JSON (~0.85 MB) is parsed when the module is imported (~15 ms); the
 * entries and their order are built on the first lookup (~20 ms); every lookup after that is an
 * object read and a sort of two or three entries, well under a microsecond. The web should not
 * import it (it would ship the whole table): it asks the api.
 *
 * Order of the utilities of a ZIP, most likely first:
 *   1. full (bundled) service or an unknown service type before delivery-only, before energy-only
 *      (a delivery-only rate leaves the energy out, so it is not what the customer pays per kWh);
 *   2. investor-owned, then the other local utilities (co-ops, municipal, state, districts), then
 *      federal ones (TVA and the power marketing administrations sell to a few large customers
 *      directly; the local utility is the one a business buys from);
 *   3. the entry serving more ZIPs in the table first (a proxy for size);
 *   4. the higher residential rate first: the IOU table at hand has no service type, so a bundled and a
 *      delivery-only entry of the same utility both show, and the bundled one (energy included) is
 *      the higher;
 *   5. then by name, then by EIA id, so the order is stable.
 */
import rates from './data/utility-rates.json';
import { normalizeZip } from './zip.js';

export interface UtilityRatesTable {
  table: 'iou' | 'non_iou';
  year: number | null;
  rows: number; kept: number; skipped: number; repaired: number;
  note?: string;
}

export type ServiceType = 'Bundled' | 'Delivery' | 'Energy';

export interface ZipUtility {
  /** EIA utility id; null where the table copy at hand lacks it. */
  eia_id: number | null;
  name: string;
  /** Two-letter state of this entry (a utility serving two states has one entry in each). */
  state: string | null;
  /** 'Investor Owned', 'Cooperative', 'Municipal', 'Federal', 'Political Subdivision', 'State', … */
  ownership: string | null;
  service_type: ServiceType | null;
  /** Average rates in $/kWh (revenue / sales); null where the table has none (0 or blank there). */
  commercial_rate: number | null;
  industrial_rate: number | null;
  residential_rate: number | null;
  /** How many ZIP codes this entry serves in the table (a proxy for its size). */
  zip_count: number;
  /** Which table, and its year. */
  table: 'iou' | 'non_iou';
  year: number | null;
  /**
   * The year of commercial_rate and industrial_rate: the table's year, except for investor-owned
   * entries whose EIA id, commercial and industrial rates (and service type) the IOU table copy at
   * hand lacked and were filled from EIA-861 (Sales to Ultimate Customers) of that year — the
   * utility's statewide average for its service type, as NREL derives them. Use it, not `year`,
   * when citing the commercial rate.
   */
  commercial_rate_year: number | null;
}

interface RatesFile {
  source: string;
  tables: UtilityRatesTable[];
  utilities: [number | null, string, string | null, string | null, string | null, number | null, number | null, number | null, number, number?][];
  zips: Record<string, number[]>;
  eia861?: { source: string; year: number | null };
}

/** The source as the proposal should name it. */
export const UTILITY_RATES_SOURCE = 'NREL, U.S. Electric Utility Companies and Rates: Look-up by Zipcode (from EIA Form 861)';
/** The year of each table in data/utility-rates.json (the IOU and non-IOU tables came from different years). */
export const UTILITY_RATES_YEARS = { iou: 2024, non_iou: 2020 } as const;
/** Where the investor-owned entries' EIA ids and commercial/industrial rates come from (the IOU table copy lacks them). */
export const UTILITY_RATES_EIA861_SOURCE = 'EIA Form 861, Sales to Ultimate Customers: revenue / sales by utility, state and service type';
export const UTILITY_RATES_EIA861_YEAR = 2019;
/** One line for "where each number comes from". */
export const UTILITY_RATES_CITATION =
  `${UTILITY_RATES_SOURCE}: investor-owned utilities ${UTILITY_RATES_YEARS.iou} (their commercial and industrial rates and EIA ids: ${UTILITY_RATES_EIA861_SOURCE}, ${UTILITY_RATES_EIA861_YEAR}), other utilities ${UTILITY_RATES_YEARS.non_iou}`;

const SERVICE_RANK: Record<string, number> = { Bundled: 0, Delivery: 1, Energy: 2 };
const serviceRank = (s: string | null) => (s === null ? 0 : SERVICE_RANK[s] ?? 0);
const ownershipRank = (o: string | null) => (o === 'Investor Owned' ? 0 : o === 'Federal' ? 2 : 1);

interface Loaded { file: RatesFile; utilities: Readonly<ZipUtility>[]; rank: number[] }
let loaded: Loaded | null = null;

function load(): Loaded {
  if (loaded) return loaded;
  const file = rates as unknown as RatesFile;
  const counts = new Array<number>(file.utilities.length).fill(0);
  for (const list of Object.values(file.zips)) for (const i of list) counts[i] += 1;
  const utilities = file.utilities.map(([eia, name, state, service, ownership, comm, ind, res, t, ciYear], i) => Object.freeze({
    eia_id: eia, name, state, ownership, service_type: service as ServiceType | null,
    commercial_rate: comm, industrial_rate: ind, residential_rate: res,
    zip_count: counts[i], table: file.tables[t].table, year: file.tables[t].year,
    commercial_rate_year: ciYear ?? file.tables[t].year,
  }));
  // One precomputed rank per entry: comparing two numbers is all a lookup's sort does.
  const order = utilities.map((_, i) => i).sort((a, b) => compare(utilities[a], utilities[b]) || a - b);
  const rank = new Array<number>(utilities.length);
  order.forEach((u, r) => { rank[u] = r; });
  loaded = { file, utilities, rank };
  return loaded;
}

function compare(a: ZipUtility, b: ZipUtility): number {
  return serviceRank(a.service_type) - serviceRank(b.service_type)
    || ownershipRank(a.ownership) - ownershipRank(b.ownership)
    || b.zip_count - a.zip_count
    || (b.residential_rate ?? 0) - (a.residential_rate ?? 0)
    || a.name.localeCompare(b.name)
    || (a.eia_id ?? 0) - (b.eia_id ?? 0);
}

// The ZIP readers live apart so that the web can use them without loading the table.
export { normalizeZip, zipOf } from './zip.js';

/** The utilities serving a ZIP, most likely first (see the order above); [] for an unknown or malformed ZIP. */
export function utilitiesForZip(zip: string): ZipUtility[] {
  const z = normalizeZip(zip);
  if (!z) return [];
  const { file, utilities, rank } = load();
  const list = Object.prototype.hasOwnProperty.call(file.zips, z) ? file.zips[z] : undefined;
  if (!list) return [];
  return [...list].sort((a, b) => rank[a] - rank[b]).map((i) => utilities[i]);
}

/** The tables the data was derived from (year, rows read and kept). */
export function utilityRatesTables(): readonly UtilityRatesTable[] {
  return load().file.tables;
}
