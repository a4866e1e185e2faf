import type { GatewayContext } from '../context.js';
import type { LeadNode } from './lead-node.js';
import type { Query } from '../rest/client.js';
import { siteEconomicsApi, type RestLeadEconomics, type RestSiteEconomics, type RestSiteUtility } from '../rest/site-economics.js';

/** The schema's enums as the api's values (graphql-tools maps them both ways). */
export const siteEconomicsEnums = {
  RateSource: { BILL: 'bill', TYPED: 'typed', UTILITY_TABLE: 'utility_table', STATE_AVERAGE: 'state_average' },
  ArrayType: { FIXED_OPEN_RACK: 'fixed_open_rack', FIXED_ROOF_MOUNT: 'fixed_roof_mount', ONE_AXIS: 'one_axis' },
  ProductionModel: { PVWATTS_METHOD: 'pvwatts_method', LATITUDE_BAND: 'latitude_band' },
  ZipSource: { GIVEN: 'given', NEAREST: 'nearest' },
};

const utilityNode = (u: RestSiteUtility) => ({
  name: u.name, eiaId: u.eia_id, state: u.state, ownership: u.ownership, serviceType: u.service_type,
  commercialRate: u.commercial_rate, tableCommercialRate: u.table_commercial_rate, industrialRate: u.industrial_rate, residentialRate: u.residential_rate,
  rateSource: u.rate_source, source: u.source, year: u.year,
});

/** The api's answer as the schema's SiteEconomics (LeadEconomics adds two fields). */
export function siteEconomicsNode(e: RestSiteEconomics) {
  const p = e.production;
  return {
    site: {
      zip: e.site.zip, zipSource: e.site.zip_source, zipDistanceKm: e.site.zip_distance_km, city: e.site.city, state: e.site.state,
      latitude: e.site.latitude, longitude: e.site.longitude,
    },
    utility: e.utility ? utilityNode(e.utility) : null,
    utilities: e.utilities.map(utilityNode),
    rate: e.rate ? {
      commercialRate: e.rate.commercial_rate, rateSource: e.rate.rate_source, source: e.rate.source,
      year: e.rate.year === null ? null : String(e.rate.year), state: e.rate.state,
    } : null,
    production: p ? {
      annualKwhPerKw: p.annual_kwh_per_kw, monthlyKwhPerKw: p.monthly_kwh_per_kw, tilt: p.tilt, azimuth: p.azimuth, losses: p.losses,
      arrayType: p.array_type, model: p.model, source: p.source,
      stations: p.stations.map((s) => ({ id: s.id, name: s.name, state: s.state, distanceKm: s.distance_km, weight: s.weight })),
    } : null,
    sources: [e.sources.utility_rates, e.sources.state_average, e.sources.production],
  };
}

export const leadEconomicsNode = (e: RestLeadEconomics) => ({
  ...siteEconomicsNode(e), orientationFromDesign: e.orientation_source === 'design_data', namedUtility: e.named_utility,
});

/** siteEconomics' arguments → the api's query parameters. */
const ARGS: Record<string, string> = { zip: 'zip', latitude: 'latitude', longitude: 'longitude', tilt: 'tilt', azimuth: 'azimuth', losses: 'losses', arrayType: 'array_type' };

export function siteEconomicsQueryOf(args: Record<string, unknown>): Query {
  const query: Query = {};
  for (const [name, value] of Object.entries(args)) if (value !== null && value !== undefined && ARGS[name]) query[ARGS[name]] = value as string | number;
  return query;
}

export const siteEconomicsResolvers = {
  ...siteEconomicsEnums,
  Query: {
    siteEconomics: async (_: unknown, args: Record<string, unknown>, ctx: GatewayContext) =>
      siteEconomicsNode(await siteEconomicsApi(ctx.rest).site(siteEconomicsQueryOf(args))),
  },
  Lead: {
    // In the lead's own answer when the lead was fetched with it (lead-includes.ts), else its own call.
    economics: async (lead: LeadNode, _args: unknown, ctx: GatewayContext) =>
      leadEconomicsNode(lead.raw?.economics ?? await siteEconomicsApi(ctx.rest).lead(lead.databaseId)),
  },
};
