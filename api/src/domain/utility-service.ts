import Papa from 'papaparse';
import type { Config } from '../config.js';
import type { Queryable } from '../db/client.js';
import { badRequest } from '../http/errors.js';
import { MESSAGES } from '../messages.js';
import { addressDraw } from './estimator.js';

/**
 * The utility data service (UtilityAPI-compatible, architecture.md "External services").
 * UTILITY_API_URL is the service's versioned base, e.g. https://utilityapi.com/api/v2, and
 * UTILITY_API_KEY its bearer key; both stay on the server. With no URL configured the api serves
 * its own sandbox of the same shape under /api/utility_service/v2/ (routes/utility-sandbox.ts),
 * answered in-process here, so the demo and the tests run the whole import offline.
 *
 * Sandbox test referral codes (any other code finds no authorization):
 * - DEMO-CA-1  PG&E, a warehouse in Fresno, CA: two meters, 12 months of bills
 * - DEMO-CT-1  Eversource, a distribution center in Hartford, CT: one meter
 * - DEMO-CO-1  Xcel Energy, an office in Denver, CO: one meter
 * - DEMO-RI-1  Rhode Island Energy, a cold store in Providence, RI: one meter
 * Each authorization exports 'Bills: all meters [csv]' (a utility bill on import) and
 * 'Intervals: all meters [csv]' (15-minute data for one week, an additional file of kind 7).
 */
export const SANDBOX_KEY = 'sandbox-key';
export const SANDBOX_PREFIX = '/api/utility_service/v2';
export const BILLS_EXPORT_NAME = 'Bills: all meters [csv]';
export const INTERVALS_EXPORT_NAME = 'Intervals: all meters [csv]';

interface SandboxSite { uid: string; email: string; utility: string; tariff: string; address: string; meters: number; monthlyKwh: number; rate: number; demandRate: number }
const SANDBOX: Record<string, SandboxSite> = {
  'DEMO-CA-1': { uid: '731001', email: 'facilities@valleywarehouse.example', utility: 'PG&E', tariff: 'B-19 Secondary', address: '2450 S Orange Ave, Fresno, CA 93725', meters: 2, monthlyKwh: 61_000, rate: 0.24, demandRate: 24.1 },
  'DEMO-CT-1': { uid: '731002', email: 'ops@hartforddc.example', utility: 'Eversource', tariff: 'Rate 30 Large Time-of-Day', address: '100 Weston St, Hartford, CT 06120', meters: 1, monthlyKwh: 48_000, rate: 0.22, demandRate: 14.7 },
  'DEMO-CO-1': { uid: '731003', email: 'energy@denveroffice.example', utility: 'Xcel Energy', tariff: 'SG General Service', address: '1601 Wewatta St, Denver, CO 80202', meters: 1, monthlyKwh: 35_000, rate: 0.13, demandRate: 19.5 },
  'DEMO-RI-1': { uid: '731004', email: 'plant@providencecold.example', utility: 'Rhode Island Energy', tariff: 'G-32 Large Demand', address: '55 Harris Ave, Providence, RI 02903', meters: 1, monthlyKwh: 72_000, rate: 0.21, demandRate: 11.2 },
};
export const SANDBOX_REFERRAL_CODES = Object.keys(SANDBOX);

const siteByUid = (uid: string) => Object.values(SANDBOX).find((s) => s.uid === uid) ?? null;
const meterUid = (site: SandboxSite, i: number) => `${site.uid}${i + 1}`;
/** Commercial load shape: summer cooling peak, a shoulder in winter. */
const SEASON = [0.86, 0.82, 0.88, 0.92, 1.0, 1.12, 1.24, 1.26, 1.14, 0.98, 0.88, 0.9];

/** The sandbox's authorizations of a referral code, in UtilityAPI's shape. */
export function sandboxAuthorizations(referral: string, baseUrl: string) {
  const site = SANDBOX[referral.trim().toUpperCase()];
  if (!site) return { authorizations: [], next: null };
  return {
    authorizations: [{
      uid: site.uid,
      customer_email: site.email,
      customer_signature: { full_name: 'Sandbox Customer', ts: '2024-01-15T17:00:00Z' },
      utility: site.utility,
      referrals: [referral.trim().toUpperCase()],
      created: '2024-01-15T17:00:00.000000+00:00',
      meters: {
        meters: Array.from({ length: site.meters }, (_, i) => ({
          uid: meterUid(site, i), authorization_uid: site.uid, utility: site.utility, status: 'updated',
          base: { service_identifier: `SA${meterUid(site, i)}`, service_tariff: site.tariff, service_address: site.address, meter_numbers: [`M${meterUid(site, i)}`], billing_account: `AC${site.uid}` },
          bill_count: 12, interval_count: 672,
        })),
      },
      exports_list: [
        { link: `${baseUrl}/files/${site.uid}/bills.csv`, name: BILLS_EXPORT_NAME },
        { link: `${baseUrl}/files/${site.uid}/intervals.csv`, name: INTERVALS_EXPORT_NAME },
      ],
    }],
    next: null,
  };
}

const csvLine = (values: Array<string | number>) => values.map((v) => (typeof v === 'string' && /[",\n]/.test(v) ? `"${v.replace(/"/g, '""')}"` : String(v))).join(',');
const isoDay = (d: Date) => d.toISOString().slice(0, 10);

/** 12 monthly bills per meter (calendar 2024), deterministic per site. */
function billsCsv(site: SandboxSite): string {
  const lines = [csvLine(['bill_id', 'meter_uid', 'utility', 'utility_service_id', 'utility_tariff_name', 'utility_service_address', 'utility_meter_number',
    'bill_start_date', 'bill_end_date', 'bill_total_kwh', 'bill_peak_demand_kw', 'bill_total_volume_cost', 'bill_total_demand_cost', 'bill_total_fixed_cost', 'bill_total_cost'])];
  for (let m = 0; m < site.meters; m++) {
    const share = site.meters === 1 ? 1 : m === 0 ? 0.65 : 0.35;
    for (let month = 0; month < 12; month++) {
      const noise = 0.95 + addressDraw(`${site.address}#${m}#${month}`) * 0.1;
      const kwh = Math.round(site.monthlyKwh * share * SEASON[month] * noise);
      const peak = Math.round((kwh / (30 * 24 * 0.45)) * 10) / 10;
      const volume = Math.round(kwh * site.rate * 100) / 100;
      const demand = Math.round(peak * site.demandRate * 100) / 100;
      const fixed = 185.5;
      const start = new Date(Date.UTC(2024, month, 1));
      const end = new Date(Date.UTC(2024, month + 1, 0));
      lines.push(csvLine([`${meterUid(site, m)}${String(month + 1).padStart(2, '0')}`, meterUid(site, m), site.utility, `SA${meterUid(site, m)}`, site.tariff, site.address,
        `M${meterUid(site, m)}`, isoDay(start), isoDay(end), kwh, peak, volume.toFixed(2), demand.toFixed(2), fixed.toFixed(2), (volume + demand + fixed).toFixed(2)]));
    }
  }
  return lines.join('\n') + '\n';
}

/** One week (1–7 July 2024) of 15-minute interval data per meter, with a working-day shape. */
function intervalsCsv(site: SandboxSite): string {
  const lines = [csvLine(['meter_uid', 'utility', 'utility_service_id', 'interval_start', 'interval_end', 'interval_kwh', 'source'])];
  for (let m = 0; m < site.meters; m++) {
    const share = site.meters === 1 ? 1 : m === 0 ? 0.65 : 0.35;
    const avgKw = (site.monthlyKwh * share * SEASON[6]) / (31 * 24);
    for (let i = 0; i < 7 * 96; i++) {
      const start = new Date(Date.UTC(2024, 6, 1) + i * 15 * 60_000);
      const hour = start.getUTCHours();
      const weekend = [0, 6].includes(start.getUTCDay());
      const shape = weekend ? 0.55 : hour >= 7 && hour < 19 ? 1.45 : 0.6;
      const kwh = Math.round((avgKw * shape * (0.92 + addressDraw(`${site.uid}#${m}#${i}`) * 0.16)) / 4 * 1000) / 1000;
      lines.push(csvLine([meterUid(site, m), site.utility, `SA${meterUid(site, m)}`, start.toISOString(), new Date(start.getTime() + 15 * 60_000).toISOString(), kwh, 'interval']));
    }
  }
  return lines.join('\n') + '\n';
}

/** A sandbox export by the path after the prefix ("files/731001/bills.csv"), or null. */
export function sandboxExport(relPath: string): { body: string; contentType: string; filename: string } | null {
  const match = /^files\/(\d+)\/(bills|intervals)\.csv$/.exec(relPath);
  const site = match && siteByUid(match[1]);
  if (!match || !site) return null;
  return match[2] === 'bills'
    ? { body: billsCsv(site), contentType: 'text/csv', filename: `bills-${site.uid}.csv` }
    : { body: intervalsCsv(site), contentType: 'text/csv', filename: `intervals-${site.uid}.csv` };
}

export interface UtilityService { baseUrl: string; key: string; sandbox: boolean }

/** The configured service, or the api's own sandbox. */
export function utilityService(config: Config): UtilityService {
  if (config.utilityApiUrl) return { baseUrl: config.utilityApiUrl.replace(/\/+$/, ''), key: config.utilityApiKey ?? '', sandbox: false };
  return { baseUrl: `${config.publicUrl}${SANDBOX_PREFIX}`, key: config.utilityApiKey ?? SANDBOX_KEY, sandbox: true };
}

const TIMEOUT_MS = 30_000;

async function fetchService(service: UtilityService, url: string, maxBytes: number): Promise<Response> {
  const response = await fetch(url, {
    headers: { authorization: `Bearer ${service.key}`, accept: 'application/json, text/csv, */*' },
    // A redirect could lead anywhere; the service's own links never need one.
    redirect: 'error',
    signal: AbortSignal.timeout(TIMEOUT_MS),
  });
  const length = Number(response.headers.get('content-length') ?? 0);
  if (!response.ok || length > maxBytes) throw new Error(`utility service answered ${response.status}`);
  return response;
}

/** The body, refused once it grows past maxBytes (a chunked answer has no length to check first). */
async function readCapped(response: Response, maxBytes: number): Promise<Buffer> {
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of response.body as unknown as AsyncIterable<Uint8Array>) {
    size += chunk.length;
    if (size > maxBytes) throw new Error('export too large');
    chunks.push(Buffer.from(chunk));
  }
  return Buffer.concat(chunks);
}

/** Authorizations of a referral code (the browser never holds the service key). */
export async function fetchAuthorizations(service: UtilityService, referral: string): Promise<unknown> {
  if (service.sandbox) return sandboxAuthorizations(referral, service.baseUrl);
  const url = `${service.baseUrl}/authorizations?referrals=${encodeURIComponent(referral)}&include=meters,exports_list`;
  try {
    const body = (await (await fetchService(service, url, 5 * 1024 * 1024)).json()) as any;
    return { authorizations: Array.isArray(body?.authorizations) ? body.authorizations : [], next: body?.next ?? null };
  } catch {
    throw badRequest(MESSAGES.utilityDataError);
  }
}

/**
 * Downloads an export link. Only links under the service's own origin are fetched (anything else
 * would let a caller make the api fetch internal addresses); sandbox links never leave the process.
 */
export async function downloadExport(service: UtilityService, link: string, name: string, maxBytes: number): Promise<{ data: Buffer; contentType: string }> {
  let url: URL;
  try { url = new URL(link); } catch { throw badRequest({ files: MESSAGES.utilityLinkRefused }); }
  const base = new URL(service.baseUrl);
  if (url.origin !== base.origin || !['http:', 'https:'].includes(url.protocol) || url.username || url.password) throw badRequest({ files: MESSAGES.utilityLinkRefused });
  if (service.sandbox) {
    const prefix = `${base.pathname.replace(/\/+$/, '')}/`;
    const file = url.pathname.startsWith(prefix) ? sandboxExport(url.pathname.slice(prefix.length)) : null;
    if (!file) throw badRequest({ files: MESSAGES.utilityDownloadFailed(name) });
    return { data: Buffer.from(file.body), contentType: file.contentType };
  }
  try {
    const response = await fetchService(service, url.toString(), maxBytes);
    const data = await readCapped(response, maxBytes);
    if (data.length === 0) throw new Error('empty export');
    return { data, contentType: response.headers.get('content-type')?.split(';')[0] || 'application/octet-stream' };
  } catch {
    throw badRequest({ files: MESSAGES.utilityDownloadFailed(name) });
  }
}

/**
 * The rate a lead's imported bills show (issue 25): the energy (volume) charges ÷ the kWh billed,
 * over every bill of the 'Bills' export. Demand and fixed charges are left out: solar does not
 * avoid them kWh for kWh. Null when the export has no usable kWh or cost.
 */
export interface BillRate { rate: number; kwh: number; volume_cost: number; bills: number; utility: string | null; tariff: string | null; from: string | null; to: string | null }

export function billRateOf(csv: Buffer | string): BillRate | null {
  const text = (typeof csv === 'string' ? csv : csv.toString('utf8')).replace(/^\uFEFF/, '');
  const parsed = Papa.parse<Record<string, string>>(text, { header: true, skipEmptyLines: 'greedy' });
  let kwh = 0, cost = 0, bills = 0;
  let from: string | null = null, to: string | null = null, utility: string | null = null, tariff: string | null = null;
  for (const row of parsed.data) {
    const k = Number(row.bill_total_kwh), c = Number(row.bill_total_volume_cost);
    if (!(k > 0) || !Number.isFinite(k) || !(c >= 0) || !Number.isFinite(c)) continue;
    kwh += k; cost += c; bills += 1;
    utility ??= row.utility?.trim() || null;
    tariff ??= row.utility_tariff_name?.trim() || null;
    if (row.bill_start_date && (!from || row.bill_start_date < from)) from = row.bill_start_date;
    if (row.bill_end_date && (!to || row.bill_end_date > to)) to = row.bill_end_date;
  }
  if (!bills || !(kwh > 0) || !(cost > 0)) return null;
  return { rate: Math.round((cost / kwh) * 10_000) / 10_000, kwh: Math.round(kwh), volume_cost: Math.round(cost * 100) / 100, bills, utility, tariff, from, to };
}

/**
 * Rate precedence (issue 25): a rate the user typed on the lead wins; else the imported bills'
 * rate replaces the estimate (the utility table's or the state average). Kept in intake.bill_rate
 * so the lead's economics say where the rate comes from; avoided_cost is then no longer an
 * estimate, so an address change does not drop it.
 */
export async function applyBillRate(tx: Queryable, leadId: number, bill: BillRate): Promise<void> {
  const { rows } = await tx.query<any>('SELECT property, project_info, intake FROM leads WHERE id = $1 FOR UPDATE', [leadId]);
  const lead = rows[0];
  if (!lead) return;
  const property = lead.property ?? {};
  const info = lead.project_info ?? {};
  const intake = lead.intake ?? {};
  const estimated = intake.estimated ?? {};
  const isEstimate = (keys: unknown) => Array.isArray(keys) && keys.includes('avoided_cost');
  const typed = (property.avoided_cost != null && !isEstimate(estimated.property) && intake.bill_rate?.rate !== property.avoided_cost)
    || (info.avoided_cost != null && !isEstimate(estimated.project_info) && intake.bill_rate?.rate !== info.avoided_cost);
  const nextIntake: Record<string, any> = { ...intake, bill_rate: bill };
  if (typed) {
    await tx.query('UPDATE leads SET intake = $2 WHERE id = $1', [leadId, JSON.stringify(nextIntake)]);
    return;
  }
  const drop = (keys: unknown) => (Array.isArray(keys) ? keys.filter((k) => k !== 'avoided_cost') : keys);
  nextIntake.estimated = { ...estimated, property: drop(estimated.property), project_info: drop(estimated.project_info) };
  await tx.query('UPDATE leads SET property = $2, project_info = $3, intake = $4 WHERE id = $1', [leadId,
    JSON.stringify({ ...property, avoided_cost: bill.rate, ...(property.utility_name ? {} : bill.utility ? { utility_name: bill.utility } : {}) }),
    JSON.stringify({ ...info, avoided_cost: bill.rate }), JSON.stringify(nextIntake)]);
}
