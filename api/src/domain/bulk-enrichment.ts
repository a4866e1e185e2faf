import Papa from 'papaparse';
import { SPREADSHEET_FORMULA } from '../../../shared/csv/formula.js';
import { MESSAGES } from '../messages.js';
import { estimateSite, stateOf } from './estimator.js';
import { prospectProperty } from './prospect.js';

/** Rows one uploaded file may hold; larger files fail with a reason rather than being cut silently. */
export const MAX_BULK_ROWS = 10_000;
export const BULK_JOB = 'bulk_enrichment';
export type BulkKind = 'bulk' | 'prospect';

/** Headers are compared lower case with spaces, dashes and underscores alike ("Property Address"). */
const headerKey = (header: string) => header.replace(/^\uFEFF/, '').trim().toLowerCase().replace(/[\s_-]+/g, '_');
const FULL_ADDRESS = ['address', 'site_address', 'property_address', 'full_address'];
/** Issue 26: a business name column, carried to the prospect's New Lead (first one found). */
const BUSINESS_NAME = ['business_name', 'business', 'company_name', 'company', 'tenant_name', 'tenant', 'name'];
/** A business name longer than this is cut (a lead name is at most 255 characters). */
export const BUSINESS_NAME_MAX = 200;
const PARTS = {
  street: ['street', 'street_address', 'address_line_1', 'address1'],
  city: ['city'],
  state: ['state'],
  zip: ['zip', 'zip_code', 'zipcode', 'postal_code'],
} as const;

export class CsvInputError extends Error {}

function joinParts(street: string, city: string, state: string, zip: string): string {
  const tail = [state, zip].filter(Boolean).join(' ');
  return [street, city, tail].filter(Boolean).join(', ');
}

/**
 * The addresses of an uploaded CSV (first row = header). The address is the first column named
 * address / site_address / property address / full_address; without one, street + city + state
 * (+ zip) columns are joined. When a full-address value names no state but city/state columns
 * exist, they are appended, so "100 Main St" + Fresno + CA becomes one complete address.
 * An unquoted address in the last column that split at its commas is joined back together.
 * Rows with an empty address are skipped. Throws CsvInputError with a reason a person can act on.
 */
export function addressesFromCsv(text: string): string[] {
  return addressRowsFromCsv(text).map((row) => row.address);
}

/** addressesFromCsv with each row's business name (a business/company/name column), null when none. */
export function addressRowsFromCsv(text: string): Array<{ address: string; business_name: string | null }> {
  const parsed = Papa.parse<Record<string, string>>(text.replace(/^\uFEFF/, ''), { header: true, skipEmptyLines: 'greedy' });
  const broken = parsed.errors.find((e) => e.type === 'Quotes');
  // papaparse's row numbers for quote errors do not point at the opening quote reliably, so none is shown.
  if (broken) throw new CsvInputError(MESSAGES.bulkUnreadable(`${broken.message}.`));
  const headers = parsed.meta.fields ?? [];
  const find = (names: readonly string[]) => headers.find((h) => names.includes(headerKey(h)));
  const full = find(FULL_ADDRESS);
  const street = find(PARTS.street);
  const [city, state, zip] = [find(PARTS.city), find(PARTS.state), find(PARTS.zip)];
  const business = find(BUSINESS_NAME);
  if (!full && !(street && city && state)) throw new CsvInputError(MESSAGES.bulkNoAddressColumn);
  if (parsed.data.length > MAX_BULK_ROWS) throw new CsvInputError(MESSAGES.bulkTooManyRows(parsed.data.length, MAX_BULK_ROWS));

  const cell = (row: Record<string, string>, column?: string) => (column ? String(row[column] ?? '').trim() : '');
  const addresses: Array<{ address: string; business_name: string | null }> = [];
  for (const row of parsed.data) {
    let address: string;
    if (full) {
      address = cell(row, full);
      // An unquoted "1 Main St, Fresno, CA 93721" in the last column splits at its commas; rejoin it.
      const extra = (row as { __parsed_extra?: unknown[] }).__parsed_extra;
      if (full === headers[headers.length - 1] && Array.isArray(extra)) address = [address, ...extra.map((v) => String(v).trim())].filter(Boolean).join(', ');
      if (address && city && state && !stateOf(address)) address = joinParts(address, cell(row, city), cell(row, state), cell(row, zip));
    } else {
      const streetValue = cell(row, street);
      address = streetValue ? joinParts(streetValue, cell(row, city), cell(row, state), cell(row, zip)) : '';
    }
    // Control characters (a NUL included) never reach a lead name.
    const name = cell(row, business).replace(/[\u0000-\u001f\u007f]+/g, ' ').replace(/\s+/g, ' ').trim().slice(0, BUSINESS_NAME_MAX);
    if (address) addresses.push({ address: address.replace(/\s+/g, ' '), business_name: name || null });
  }
  if (!addresses.length) throw new CsvInputError(MESSAGES.bulkNoRows);
  return addresses;
}

/** The result file of a bulk job: each address with the estimator's figures (estimator.ts). */
export function bulkResultCsv(addresses: string[]): string {
  const rows = addresses.map((address) => {
    const e = estimateSite({ address });
    // An address no geocoder can place gets no invented figures, and says why (issue 12).
    if (!e) return { address, state: '', building_size: '', rooftop_solar_area: '', rooftop_solar_capacity: '', estimated_year_production: '', estimated_epc_cost: '', utility_rate: '', location_precision: '', note: MESSAGES.addressNotFound };
    return {
      address,
      state: e.state ?? '',
      building_size: e.building_size,
      rooftop_solar_area: e.rooftop_solar_area,
      rooftop_solar_capacity: e.rooftop_solar_capacity,
      estimated_year_production: e.estimated_year_production,
      estimated_epc_cost: e.estimated_epc_cost,
      utility_rate: e.utility_rate,
      location_precision: e.location_precision ?? '',
      note: '',
    };
  });
  // Addresses come from users: a cell a spreadsheet could run as a formula stays text.
  return Papa.unparse(rows, { escapeFormulae: SPREADSHEET_FORMULA });
}

/** What a bulk file comes to: a reason a person can act on to refuse it, or its results. */
export type BulkOutcome = { refused: string } | { count: number; prospect?: unknown[]; csv?: string };

/** Reads and estimates a whole bulk file; run off the event loop (offload/tasks.ts). */
export function enrichBulkCsv(kind: BulkKind, text: string): BulkOutcome {
  let addresses: Array<{ address: string; business_name: string | null }>;
  try {
    addresses = addressRowsFromCsv(text);
  } catch (error) {
    if (error instanceof CsvInputError) return { refused: error.message };
    throw error;
  }
  return kind === 'prospect'
    ? { count: addresses.length, prospect: addresses.map((row) => ({ ...prospectProperty(row.address), business_name: row.business_name })) }
    : { count: addresses.length, csv: bulkResultCsv(addresses.map((row) => row.address)) };
}
