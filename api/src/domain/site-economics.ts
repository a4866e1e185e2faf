import rates from '../../../shared/economics/data/utility-rates.json' with { type: 'json' };
import {
  normalizeZip, UTILITY_RATES_CITATION, UTILITY_RATES_EIA861_SOURCE, UTILITY_RATES_EIA861_YEAR, UTILITY_RATES_SOURCE, UTILITY_RATES_YEARS,
  utilitiesForZip, zipOf, type ZipUtility,
} from '../../../shared/economics/utilities.js';
import { PRODUCTION_MODEL } from '../../../shared/economics/production.js';
import { GRID_REACH_KM, productionAt as resourceProductionAt, SOLAR_RESOURCE_PERIOD, SOLAR_RESOURCE_SOURCE, STATION_REACH_KM } from '../../../shared/economics/solar-resource.js';
import { ESTIMATOR } from '../../../shared/pricing/estimator.js';
import { placeIndex, type ZipPlace } from '../geo/places.js';
import { badRequest } from '../http/errors.js';
import { MESSAGES } from '../messages.js';

/**
 * The economics of a US site (issue 25): the utility (or utilities) serving it with their average
 * commercial rate, and what a kW of panels there makes in its first year. Offline and
 * deterministic; GET /api/site_economics/, the gateway's siteEconomics and Lead.economics, and the
 * estimator all answer from here.
 *
 * - A site is a ZIP, or coordinates. Coordinates are placed in the ZIP whose centre is nearest
 *   (GeoNames' ZIP centres, api/src/geo/places.ts), within NEAREST_ZIP_MAX_KM; the answer says so
 *   (site.zip_source 'nearest' and the distance). A ZIP boundary is not a circle, so near a
 *   boundary the ZIP (and its utility) can be the neighbour's: the rep picks among the ZIP's
 *   utilities, or gives the ZIP.
 * - The utility: the ZIP's most likely utility (shared/economics/utilities.ts explains the order),
 *   its average commercial rate from NREL's table (rate_source 'utility_table'); where the table
 *   has no commercial rate for it, the state average (rate_source 'state_average', below).
 * - The state average commercial rate: the mean of the commercial rates of the state's entries in
 *   the same NREL table that have one, each weighted by the ZIP codes it serves (a proxy for its
 *   customers), computed when first needed from the data itself, so it follows the table.
 * - Production: first-year AC kWh per kW DC from the PVWatts-method model (shared/economics/production.ts)
 *   on the TMY3 stations' monthly resource near the site (solar-resource.ts); where no station is
 *   within reach, the estimator's latitude band, and the answer says so (production.model, source).
 */

export const NEAREST_ZIP_MAX_KM = 50;

export type RateSource = 'bill' | 'typed' | 'utility_table' | 'state_average';

export const STATE_AVERAGE_SOURCE =
  `Average commercial rate of the state's utilities in ${UTILITY_RATES_SOURCE}, weighted by the ZIP codes each serves`;

export interface SiteUtility {
  name: string;
  eia_id: number | null;
  state: string | null;
  ownership: string | null;
  service_type: string | null;
  /** $/kWh: the table's average commercial rate, or the state average where the table has none (rate_source says which). */
  commercial_rate: number | null;
  /** The table's own commercial rate for this utility (null where it has none). year: the rate's year (the table's where the rate is the state average). */
  table_commercial_rate: number | null;
  industrial_rate: number | null;
  residential_rate: number | null;
  rate_source: Extract<RateSource, 'utility_table' | 'state_average'> | null;
  source: string;
  year: number | null;
  table: 'iou' | 'non_iou';
}

export interface StateAverage { state: string; commercial_rate: number; utilities: number; zips: number; source: string; year: string }

let averages: Map<string, StateAverage> | null = null;

/** The state average commercial rates (see above), by two-letter state. */
export function stateAverageRates(): Map<string, StateAverage> {
  if (averages) return averages;
  const file = rates as unknown as { utilities: [number | null, string, string | null, string | null, string | null, number | null, number | null, number | null, number][]; zips: Record<string, number[]> };
  const zipCount = new Array<number>(file.utilities.length).fill(0);
  for (const list of Object.values(file.zips)) for (const i of list) zipCount[i] += 1;
  const sums = new Map<string, { weighted: number; zips: number; utilities: number }>();
  file.utilities.forEach(([, , state, service, , commercial], i) => {
    // A delivery-only or energy-only rate is part of a price, not what a customer pays per kWh.
    if (!state || commercial === null || !(commercial > 0) || (service !== null && service !== 'Bundled') || !zipCount[i]) return;
    const s = sums.get(state) ?? { weighted: 0, zips: 0, utilities: 0 };
    s.weighted += commercial * zipCount[i];
    s.zips += zipCount[i];
    s.utilities += 1;
    sums.set(state, s);
  });
  const year = `${UTILITY_RATES_EIA861_YEAR} (investor-owned utilities, EIA-861), ${UTILITY_RATES_YEARS.non_iou} (other utilities)`;
  averages = new Map([...sums].map(([state, s]) => [state, {
    state, commercial_rate: Math.round((s.weighted / s.zips) * 10_000) / 10_000, utilities: s.utilities, zips: s.zips, source: STATE_AVERAGE_SOURCE, year,
  }]));
  return averages;
}

export const stateAverageRate = (state: string | null | undefined): StateAverage | null =>
  (state ? stateAverageRates().get(state.toUpperCase()) ?? null : null);

function siteUtility(u: ZipUtility): SiteUtility {
  const average = u.commercial_rate === null ? stateAverageRate(u.state) : null;
  return {
    name: u.name, eia_id: u.eia_id, state: u.state, ownership: u.ownership, service_type: u.service_type,
    commercial_rate: u.commercial_rate ?? average?.commercial_rate ?? null,
    table_commercial_rate: u.commercial_rate,
    industrial_rate: u.industrial_rate, residential_rate: u.residential_rate,
    rate_source: u.commercial_rate !== null ? 'utility_table' : average ? 'state_average' : null,
    source: u.commercial_rate === null ? (average ? STATE_AVERAGE_SOURCE : UTILITY_RATES_SOURCE)
      : u.table === 'iou' && u.commercial_rate_year !== u.year ? `${UTILITY_RATES_EIA861_SOURCE} (the investor-owned utilities' rates missing from ${UTILITY_RATES_SOURCE})` : UTILITY_RATES_SOURCE,
    year: u.commercial_rate === null ? u.year : u.commercial_rate_year ?? u.year, table: u.table,
  };
}

/**
 * The utilities of a ZIP, most likely first, one entry per utility: the IOU table lists a utility
 * twice where it has a bundled and a delivery-only row (the first, bundled one is kept).
 */
export function siteUtilities(zip: string): SiteUtility[] {
  const seen = new Set<string>();
  const out: SiteUtility[] = [];
  for (const u of utilitiesForZip(zip)) {
    const key = `${u.eia_id ?? ''}|${u.name}|${u.state ?? ''}`;
    if (seen.has(key)) continue;
    seen.add(key);
    out.push(siteUtility(u));
  }
  return out;
}

/** The same utility, by EIA id when both have one, else by name (case and punctuation aside). */
export function sameUtility(u: Pick<SiteUtility, 'eia_id' | 'name'>, choice: { eia_id?: number | null; name?: string | null }): boolean {
  if (choice.eia_id != null && u.eia_id != null) return choice.eia_id === u.eia_id;
  const norm = (s: string) => s.toLowerCase().replace(/[^a-z0-9]+/g, ' ').trim();
  return !!choice.name && norm(choice.name) === norm(u.name);
}

// --- coordinates → ZIP -----------------------------------------------------------------------

const CELL_DEG = 0.25;
let grid: Map<string, ZipPlace[]> | null = null;
const cellKey = (i: number, j: number) => `${i}|${j}`;

function zipGrid(): Map<string, ZipPlace[]> {
  if (grid) return grid;
  grid = new Map();
  for (const z of placeIndex().zips.values()) {
    const key = cellKey(Math.floor(z.latitude / CELL_DEG), Math.floor(z.longitude / CELL_DEG));
    (grid.get(key) ?? grid.set(key, []).get(key)!).push(z);
  }
  return grid;
}

function distanceKm(lat1: number, lng1: number, lat2: number, lng2: number): number {
  const rad = Math.PI / 180;
  const dLat = (lat2 - lat1) * rad;
  const dLng = (lng2 - lng1) * rad;
  const a = Math.sin(dLat / 2) ** 2 + Math.cos(lat1 * rad) * Math.cos(lat2 * rad) * Math.sin(dLng / 2) ** 2;
  return 2 * 6371 * Math.asin(Math.min(1, Math.sqrt(a)));
}

/** The ZIP whose centre is nearest to the coordinates, within maxKm; null when none is. */
export function nearestZip(latitude: number, longitude: number, maxKm = NEAREST_ZIP_MAX_KM): { place: ZipPlace; km: number } | null {
  const g = zipGrid();
  const i0 = Math.floor(latitude / CELL_DEG);
  const j0 = Math.floor(longitude / CELL_DEG);
  // Cells are at least ~27 km tall; wide enough a ring of cells to cover maxKm at any US latitude.
  const rings = Math.ceil(maxKm / (111 * CELL_DEG * Math.max(0.2, Math.cos(latitude * Math.PI / 180)))) + 1;
  let best: { place: ZipPlace; km: number } | null = null;
  for (let di = -rings; di <= rings; di++) {
    for (let dj = -rings; dj <= rings; dj++) {
      for (const z of g.get(cellKey(i0 + di, j0 + dj)) ?? []) {
        const km = distanceKm(latitude, longitude, z.latitude, z.longitude);
        if (km <= maxKm && (!best || km < best.km || (km === best.km && z.zip < best.place.zip))) best = { place: z, km };
      }
    }
  }
  return best;
}

// --- production ------------------------------------------------------------------------------

export const ARRAY_TYPE_CHOICES = ['fixed_open_rack', 'fixed_roof_mount', 'one_axis'] as const;
export type SiteArrayType = (typeof ARRAY_TYPE_CHOICES)[number];
export interface Orientation { tilt: number; azimuth: number; losses: number; array_type: SiteArrayType }
/** A flat commercial roof (shared/economics/production.ts FLAT_ROOF_DEFAULTS). */
export const FLAT_ROOF: Orientation = { tilt: 10, azimuth: 180, losses: 14.08, array_type: 'fixed_roof_mount' };

/** The physical model and its resource (shared/economics/production.ts, solar-resource.ts). */
export const PRODUCTION_SOURCE = productionSourceOf(SOLAR_RESOURCE_SOURCE);
/** The sentence for one answer: the resource source says whether the site had a PRISM grid cell. */
function productionSourceOf(resourceSource: string): string {
  return `${PRODUCTION_MODEL}, on ${resourceSource} (${SOLAR_RESOURCE_PERIOD}), from the nearest stations within ${GRID_REACH_KM} km (${STATION_REACH_KM} km where the site has no grid cell)`;
}
/** Where no station is near (Alaska, Hawaii, outside the US): the estimator's latitude bands, said so. */
export const BAND_PRODUCTION_SOURCE =
  `No TMY3 station within reach (${GRID_REACH_KM} km with a PRISM grid cell, ${STATION_REACH_KM} km without): the portal's earlier estimate by latitude band (below 34° 1,650 kWh/kW; 34–38° 1,550; 38–42° 1,400; above 1,250); `
  + 'tilt, azimuth, losses and array type not modelled, no monthly values';

export interface SiteProduction extends Orientation {
  /** First-year AC kWh per kW DC. */
  annual_kwh_per_kw: number;
  /** Twelve monthly values, January first; null where the model gives none. */
  monthly_kwh_per_kw: number[] | null;
  /** 'pvwatts_method': the physical model on the site's solar resource; 'latitude_band': the estimator's bands, where there is no resource. */
  model: 'latitude_band' | 'pvwatts_method';
  source: string;
  /** The TMY3 stations the resource was interpolated from, nearest first ([] for the latitude band). */
  stations: { id: string; name: string; state: string; distance_km: number; weight: number }[];
}

const round1 = (n: number) => Math.round(n * 10) / 10;

/** The last answers of productionAt (~1 ms each): a lead page, its PDF and the estimator ask for the same site in turn. */
const productionCache = new Map<string, SiteProduction>();
const PRODUCTION_CACHE_SIZE = 2000;

/** What a kW makes at the site: the PVWatts-method model on the site's resource, else the latitude band (source says which). */
export function productionAt(latitude: number, longitude: number, orientation: Orientation): SiteProduction {
  const key = `${latitude}|${longitude}|${orientation.tilt}|${orientation.azimuth}|${orientation.losses}|${orientation.array_type}`;
  const cached = productionCache.get(key);
  if (cached) return { ...cached };
  const answer = computeSiteProduction(latitude, longitude, orientation);
  if (productionCache.size >= PRODUCTION_CACHE_SIZE) productionCache.delete(productionCache.keys().next().value!);
  productionCache.set(key, answer);
  return { ...answer };
}

function computeSiteProduction(latitude: number, longitude: number, orientation: Orientation): SiteProduction {
  const modelled = resourceProductionAt({ latitude, longitude, tilt: orientation.tilt, azimuth: orientation.azimuth, losses: orientation.losses, arrayType: orientation.array_type });
  if (modelled) {
    return {
      annual_kwh_per_kw: round1(modelled.annualKwhPerKw), monthly_kwh_per_kw: modelled.monthlyKwhPerKw.map(round1), ...orientation,
      model: 'pvwatts_method', source: productionSourceOf(modelled.resourceSource),
      stations: modelled.stations.map((st) => ({ id: st.id, name: st.name, state: st.state, distance_km: st.distanceKm, weight: Math.round(st.weight * 1000) / 1000 })),
    };
  }
  const band = ESTIMATOR.yieldBands.find((b) => Math.abs(latitude) < b.belowLatitude)!;
  return { annual_kwh_per_kw: band.kwhPerKwp, monthly_kwh_per_kw: null, ...orientation, model: 'latitude_band', source: BAND_PRODUCTION_SOURCE, stations: [] };
}

// --- the site --------------------------------------------------------------------------------

export interface SiteEconomics {
  site: {
    zip: string | null;
    /** 'given': the caller's ZIP; 'nearest': the ZIP whose centre is nearest the coordinates; null: none within NEAREST_ZIP_MAX_KM. */
    zip_source: 'given' | 'nearest' | null;
    zip_distance_km: number | null;
    city: string | null;
    state: string | null;
    latitude: number | null;
    longitude: number | null;
    /** 'given': the caller's coordinates; 'zip': the ZIP's centre. */
    coordinates_source: 'given' | 'zip' | null;
  };
  /** The utility the estimate uses: the chosen one when it serves the ZIP, else the most likely. */
  utility: SiteUtility | null;
  /** The ZIP's utilities, most likely first (the chosen or most likely one included). */
  utilities: SiteUtility[];
  /** The site's commercial rate: the utility's (or its state average), else the state average. */
  rate: { commercial_rate: number; rate_source: RateSource; source: string; year: string | number | null; state: string | null } | null;
  production: SiteProduction | null;
  sources: { utility_rates: string; state_average: string; production: string };
}

export interface SiteQuery {
  zip?: string | null;
  latitude?: number | null;
  longitude?: number | null;
  orientation?: Partial<Orientation>;
  /** A utility the rep chose (by EIA id or name): used when it serves the ZIP. */
  chosen?: { eia_id?: number | null; name?: string | null } | null;
}

/** The economics of a site; null when the ZIP is known to neither the place index nor the rate table. */
export function siteEconomics(q: SiteQuery): SiteEconomics | null {
  const orientation: Orientation = { ...FLAT_ROOF, ...Object.fromEntries(Object.entries(q.orientation ?? {}).filter(([, v]) => v !== undefined && v !== null)) };
  const givenCoordinates = q.latitude != null && q.longitude != null;
  let zip = q.zip ? normalizeZip(q.zip) : null;
  let zipSource: SiteEconomics['site']['zip_source'] = zip ? 'given' : null;
  let zipDistance: number | null = null;
  let place: ZipPlace | null = zip ? placeIndex().zips.get(zip) ?? null : null;
  if (!zip && givenCoordinates) {
    const near = nearestZip(q.latitude!, q.longitude!);
    if (near) { place = near.place; zip = near.place.zip; zipSource = 'nearest'; zipDistance = Math.round(near.km * 10) / 10; }
  }
  const all = zip ? siteUtilities(zip) : [];
  if (zip && zipSource === 'given' && !place && !all.length) return null;
  const chosen = q.chosen && (q.chosen.eia_id != null || q.chosen.name) ? all.find((u) => sameUtility(u, q.chosen!)) : undefined;
  const utility = chosen ?? all[0] ?? null;
  const state = place?.state ?? utility?.state ?? null;
  const average = stateAverageRate(state);
  const rate: SiteEconomics['rate'] = utility?.commercial_rate != null
    ? { commercial_rate: utility.commercial_rate, rate_source: utility.rate_source!, source: utility.source, year: utility.rate_source === 'utility_table' ? utility.year : average?.year ?? null, state }
    : average ? { commercial_rate: average.commercial_rate, rate_source: 'state_average', source: average.source, year: average.year, state } : null;
  const latitude = givenCoordinates ? q.latitude! : place?.latitude ?? null;
  const longitude = givenCoordinates ? q.longitude! : place?.longitude ?? null;
  return {
    site: {
      zip, zip_source: zipSource, zip_distance_km: zipDistance, city: place?.city ?? null, state,
      latitude, longitude, coordinates_source: givenCoordinates ? 'given' : latitude !== null ? 'zip' : null,
    },
    utility,
    utilities: all,
    rate,
    production: latitude !== null && longitude !== null ? productionAt(latitude, longitude, orientation) : null,
    sources: { utility_rates: UTILITY_RATES_CITATION, state_average: STATE_AVERAGE_SOURCE, production: PRODUCTION_SOURCE },
  };
}

/** The ZIP of a lead's site: its address's, else the nearest to its coordinates. */
export function siteZipOf(property: Record<string, any>): string | null {
  const fromAddress = zipOf(String(property.site_address ?? ''));
  if (fromAddress) return fromAddress;
  const lat = property.latitude, lng = property.longitude;
  return typeof lat === 'number' && typeof lng === 'number' ? nearestZip(lat, lng)?.place.zip ?? null : null;
}

/**
 * A property whose utility_eia_id was set: 400 on property.utility_eia_id unless that utility serves
 * the site's ZIP; utility_name becomes the table's name for it unless the same change names it.
 */
export function chosenUtilityOf<T extends Record<string, any>>(property: T, nameGiven: boolean): T {
  const zip = siteZipOf(property);
  const match = zip ? siteUtilities(zip).find((u) => u.eia_id === property.utility_eia_id) : undefined;
  if (!match) throw badRequest({ 'property.utility_eia_id': MESSAGES.utilityNotOfZip(zip) });
  return nameGiven ? property : { ...property, utility_name: match.name };
}

// --- a lead's site -------------------------------------------------------------------------

const numOf = (v: unknown): number | null => (typeof v === 'number' && Number.isFinite(v) ? v : null);

export const TYPED_RATE_SOURCE = 'Entered on the lead';

export interface LeadEconomics extends SiteEconomics {
  /** Where the array's tilt, azimuth, losses and type come from: the lead's design data, or a flat commercial roof. */
  orientation_source: 'design_data' | 'default';
  /** The utility the lead names (property.utility_name), when it is not one of the ZIP's in the table (a name typed or from bills). */
  named_utility: string | null;
}

/**
 * The economics of a lead's site (Lead.economics, GET /api/lead/{id}/economics/): its ZIP from the
 * address (else the nearest to its pin), its coordinates, its design data's tilt/azimuth/losses/array
 * type where it has them (a flat commercial roof otherwise), the utility the rep chose. The rate is the
 * one the pricing model uses: the lead's own avoided cost when the user typed it ('typed') or the
 * imported bills gave it ('bill'), else the site's (the utility table's, else the state average).
 */
export function leadEconomics(lead: Record<string, any>): LeadEconomics {
  const property = lead.property ?? {};
  const info = lead.project_info ?? {};
  const design = lead.design_data ?? {};
  const intake = lead.intake ?? {};
  const given: Partial<Orientation> = {};
  for (const key of ['tilt', 'azimuth', 'losses'] as const) if (numOf(design[key]) !== null) given[key] = design[key];
  if ((ARRAY_TYPE_CHOICES as readonly string[]).includes(design.array_type)) given.array_type = design.array_type;
  const latitude = numOf(property.latitude), longitude = numOf(property.longitude);
  const chosen = { eia_id: numOf(property.utility_eia_id), name: typeof property.utility_name === 'string' ? property.utility_name : null };
  const zip = zipOf(String(property.site_address ?? ''));
  const site = { latitude, longitude, orientation: given, chosen };
  const economics = (zip ? siteEconomics({ ...site, zip }) : null) ?? siteEconomics(site)!;
  const named = chosen.name && !economics.utilities.some((u) => sameUtility(u, { name: chosen.name })) ? chosen.name : null;
  // The avoided cost the pricing model reads (project_info first), unless enrichment filled it.
  const estimated = intake.estimated ?? {};
  const isEstimate = (keys: unknown) => Array.isArray(keys) && keys.includes('avoided_cost');
  const positive = (v: unknown) => (numOf(v) !== null && (v as number) > 0 ? (v as number) : null);
  const used = positive(info.avoided_cost) ?? positive(property.avoided_cost);
  // Enrichment copies the property's avoided cost into project_info as an estimate: the user's own is either.
  const own = used !== null && ((positive(info.avoided_cost) !== null && !isEstimate(estimated.project_info))
    || (positive(property.avoided_cost) === used && !isEstimate(estimated.property)));
  let rate = economics.rate;
  if (own) {
    const bill = intake.bill_rate;
    const fromBill = bill && numOf(bill.rate) === used;
    rate = {
      commercial_rate: used, rate_source: fromBill ? 'bill' : 'typed',
      source: fromBill
        ? `Imported utility bills${bill.utility ? ` (${bill.utility})` : ''}: energy charges ÷ kWh over ${bill.bills} bills${bill.from && bill.to ? `, ${bill.from} to ${bill.to}` : ''}`
        : TYPED_RATE_SOURCE,
      year: fromBill && typeof bill.to === 'string' ? Number(bill.to.slice(0, 4)) || null : null,
      state: economics.site.state,
    };
  }
  return { ...economics, rate, orientation_source: Object.keys(given).length ? 'design_data' : 'default', named_utility: named };
}

/** What a proposal or quote PDF prints about the site (issue 25: it said "region CA" for an Ohio site). */
export interface PdfSite {
  state: string | null;
  stateName: string | null;
  utility: string | null;
  /** The lead's rate and where it comes from (rate_source and its named source, with the year). */
  rate: number | null;
  rateSource: RateSource | null;
  rateSourceText: string | null;
}

export function pdfSiteOf(lead: Record<string, any>): PdfSite {
  const e = leadEconomics(lead);
  const state = e.site.state ?? (typeof lead.property?.state === 'string' ? lead.property.state : null);
  const year = e.rate?.year != null ? `, ${e.rate.year}` : '';
  return {
    state, stateName: state ? placeIndex().stateNames.get(state) ?? null : null,
    utility: e.named_utility ?? e.utility?.name ?? null,
    rate: e.rate?.commercial_rate ?? null, rateSource: e.rate?.rate_source ?? null,
    rateSourceText: e.rate ? `${e.rate.source}${year}` : null,
  };
}
