import crypto from 'node:crypto';
import { placeAddress, type LocationPrecision } from '../geo/index.js';
import { ESTIMATOR, stateOf } from '../../../shared/pricing/estimator.js';
import { zipOf } from '../../../shared/economics/zip.js';
import { siteEconomics, type Orientation, type RateSource, type SiteProduction } from './site-economics.js';

/**
 * The documented, deterministic site estimator behind enrichment ("pre-qualify this address")
 * and bulk enrichment. The same address always gives the same answer. Model:
 * - building footprint: the given building size, else 8,000–120,000 ft² drawn from a hash of the
 *   normalized address;
 * - usable roof: 60 % of the footprint (setbacks, HVAC, skylights);
 * - capacity: 15 W DC per usable ft² (modern 400 W modules at ~21 % efficiency, with row spacing);
 * - yearly production: capacity × the site's first-year AC kWh per kW DC (issue 25, site-economics.ts):
 *   the PVWatts-method model on the TMY3 resource near the site, for the lead's array (a flat
 *   commercial roof by default: roof mount, tilt 10°, azimuth 180°, losses 14.08 %); where no
 *   station is within reach, the latitude bands (below 34° 1,650; 34–38° 1,550; 38–42° 1,400; above 1,250);
 * - EPC cost: $2.60/W below 100 kW, $2.20/W below 500 kW, $1.90/W above;
 * - utility rate ($/kWh): the average commercial rate of the utility serving the site's ZIP (the one
 *   the rep chose among the ZIP's, else the most likely) from NREL's utility-rates-by-ZIP table,
 *   else the state's average from the same table (site-economics.ts); $0.16 only for a site in no state;
 *   yearly consumption: 1.3 × production (commercial sites use more than their roof makes).
 * The constants (and stateOf) live in shared/pricing/estimator.ts: the pricing model's defaults
 * read them, in the api and in the web's live price preview.
 */
export { ESTIMATOR, stateOf };

export interface SiteEstimate {
  building_size: number;
  rooftop_solar_area: number;
  rooftop_solar_capacity: number;
  estimated_year_production: number;
  estimated_epc_cost: number;
  epc_price_per_watt: number;
  utility_rate: number;
  annual_consumption: number;
  pre_solar_annual_utility_cost: number;
  state: string | null;
  latitude: number;
  longitude: number;
  /** How precisely the site is placed: the estimate rests on it (rooftop … city). */
  location_precision: LocationPrecision | null;
  /** The site's ZIP (the address's, else the nearest to its coordinates). */
  zip: string | null;
  /** The utility whose rate utility_rate is (null: the state average with no utility on file, or the default). */
  utility_name: string | null;
  utility_eia_id: number | null;
  utility_rate_source: Extract<RateSource, 'utility_table' | 'state_average'> | 'default';
  /** First-year AC kWh per kW DC and how it was had. */
  specific_yield: number;
  production: SiteProduction | null;
}

export const normalizeAddress = (address: string) => address.toLowerCase().replace(/[^a-z0-9]+/g, ' ').trim();

/** Uniform numbers in [0, 1) from a hash of the address; index picks independent draws. */
export function addressDraw(address: string, index = 0): number {
  const digest = crypto.createHash('sha256').update(`${normalizeAddress(address)}#${index}`).digest();
  return digest.readUInt32BE(0) / 0x1_0000_0000;
}

const round = (n: number, digits = 0) => Math.round(n * 10 ** digits) / 10 ** digits;

/**
 * The estimate of a site, or null when it cannot be placed: coordinates as given (with their
 * precision), else the offline geocoder's placement of the address (ZIP or city level). Nothing is
 * invented for an address that names no US place (issue 12: 'Nowhere' got a 104 kW system).
 */
export function estimateSite(input: {
  address: string; latitude?: number | null; longitude?: number | null; precision?: LocationPrecision | null; buildingSizeSqft?: number | null;
  /** The utility the rep chose among the ZIP's (by EIA id or name); the most likely one otherwise. */
  utility?: { eia_id?: number | null; name?: string | null } | null;
  orientation?: Partial<Orientation>;
}): SiteEstimate | null {
  const e = ESTIMATOR;
  const given = input.latitude != null && input.longitude != null;
  const placed = placeAddress(input.address);
  if (!given && !placed) return null;
  const latitude = given ? input.latitude! : placed!.latitude;
  const longitude = given ? input.longitude! : placed!.longitude;
  const precision = given ? input.precision ?? null : placed!.precision;
  const state = placed?.state ?? stateOf(input.address);
  const footprint = input.buildingSizeSqft && input.buildingSizeSqft > 0
    ? input.buildingSizeSqft
    : round(e.footprintMinSqft + addressDraw(input.address, 1) * (e.footprintMaxSqft - e.footprintMinSqft), -2);
  const area = round(footprint * e.usableRoofShare);
  const capacityKw = round((area * e.wattsPerSqft) / 1000, 1);
  const zip = placed?.zip ?? zipOf(input.address);
  const site = { latitude, longitude, orientation: input.orientation, chosen: input.utility };
  const economics = (zip ? siteEconomics({ ...site, zip }) : null) ?? siteEconomics(site)!;
  const specificYield = economics.production!.annual_kwh_per_kw;
  const production = round(capacityKw * specificYield);
  const perWatt = e.epcPerWatt.find((b) => capacityKw < b.belowKw)!.dollarsPerWatt;
  const rate = economics.rate ? round(economics.rate.commercial_rate, 4) : e.defaultUtilityRate;
  const consumption = round(production * e.consumptionToProduction);
  return {
    building_size: footprint,
    rooftop_solar_area: area,
    rooftop_solar_capacity: capacityKw,
    estimated_year_production: production,
    estimated_epc_cost: round(capacityKw * 1000 * perWatt),
    epc_price_per_watt: perWatt,
    utility_rate: rate,
    annual_consumption: consumption,
    pre_solar_annual_utility_cost: round(consumption * rate),
    state: state ?? economics.site.state,
    latitude,
    longitude,
    location_precision: precision,
    zip: economics.site.zip,
    utility_name: economics.utility?.name ?? null,
    utility_eia_id: economics.utility?.eia_id ?? null,
    utility_rate_source: economics.rate ? (economics.rate.rate_source as 'utility_table' | 'state_average') : 'default',
    specific_yield: specificYield,
    production: economics.production,
  };
}
