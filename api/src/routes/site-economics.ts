import { Type } from 'typebox';
import type { ApiApp } from '../context.js';
import { userOf } from '../auth/authenticate.js';
import { choice } from '../domain/pricing.js';
import { leadFor } from '../domain/lead-access.js';
import { ARRAY_TYPE_CHOICES, FLAT_ROOF, leadEconomics, NEAREST_ZIP_MAX_KM, siteEconomics, type Orientation, type SiteArrayType } from '../domain/site-economics.js';
import { badRequest, DETAIL } from '../http/errors.js';
import { MESSAGES } from '../messages.js';

const Query = Type.Object({
  zip: Type.Optional(Type.String({ pattern: '^\\s*\\d{5}(-\\d{4})?\\s*$', maxLength: 20, description: 'US ZIP code (5 digits, or ZIP+4)' })),
  latitude: Type.Optional(Type.Number({ minimum: -90, maximum: 90, description: 'Site latitude, degrees (with longitude; placed in the ZIP whose centre is nearest when no zip is given)' })),
  longitude: Type.Optional(Type.Number({ minimum: -180, maximum: 180, description: 'Site longitude, degrees' })),
  tilt: Type.Optional(Type.Number({ minimum: 0, maximum: 90, description: `Array tilt from horizontal, degrees (default ${FLAT_ROOF.tilt}, a flat commercial roof)` })),
  azimuth: Type.Optional(Type.Number({ minimum: 0, exclusiveMaximum: 360, description: `Array azimuth, degrees clockwise from north; 180 = south (default ${FLAT_ROOF.azimuth})` })),
  losses: Type.Optional(Type.Number({ minimum: -5, maximum: 99, description: `System losses, % (default ${FLAT_ROOF.losses}, PVWatts' default)` })),
  array_type: Type.Optional(choice(ARRAY_TYPE_CHOICES, `Array type (default ${FLAT_ROOF.array_type})`)),
}, { additionalProperties: false });
type SiteQueryString = { zip?: string; latitude?: number; longitude?: number; tilt?: number; azimuth?: number; losses?: number; array_type?: SiteArrayType };

const str = Type.Union([Type.String(), Type.Null()]);
const numOrNull = Type.Union([Type.Number(), Type.Null()]);
const RATE_SOURCES = ['bill', 'typed', 'utility_table', 'state_average'] as const;
const Utility = Type.Object({
  name: Type.String(), eia_id: Type.Union([Type.Integer(), Type.Null()], { description: 'EIA utility id (null where the table copy lacks it)' }),
  state: str, ownership: str, service_type: str,
  commercial_rate: Type.Union([Type.Number(), Type.Null()], { description: "Average commercial rate, $/kWh: the table's, else the state average (rate_source)" }),
  table_commercial_rate: Type.Union([Type.Number(), Type.Null()], { description: "The table's own average commercial rate, $/kWh (null where it has none)" }),
  industrial_rate: numOrNull, residential_rate: numOrNull,
  rate_source: Type.Union([Type.Literal('utility_table'), Type.Literal('state_average'), Type.Null()]),
  source: Type.String(), year: Type.Union([Type.Integer(), Type.Null()], { description: 'Year of the table the utility comes from' }),
  table: Type.Union([Type.Literal('iou'), Type.Literal('non_iou')]),
});
export const SiteEconomicsSchema = Type.Object({
  site: Type.Object({
    zip: str, zip_source: Type.Union([Type.Literal('given'), Type.Literal('nearest'), Type.Null()]), zip_distance_km: numOrNull,
    city: str, state: str, latitude: numOrNull, longitude: numOrNull, coordinates_source: Type.Union([Type.Literal('given'), Type.Literal('zip'), Type.Null()]),
  }),
  utility: Type.Union([Utility, Type.Null()]),
  utilities: Type.Array(Utility),
  rate: Type.Union([Type.Object({
    commercial_rate: Type.Number(), rate_source: Type.Union(RATE_SOURCES.map((s) => Type.Literal(s))), source: Type.String(),
    year: Type.Union([Type.Integer(), Type.String(), Type.Null()]), state: str,
  }), Type.Null()]),
  production: Type.Union([Type.Object({
    annual_kwh_per_kw: Type.Number({ description: 'First-year AC kWh per kW DC' }),
    monthly_kwh_per_kw: Type.Union([Type.Array(Type.Number()), Type.Null()], { description: 'Twelve monthly values, January first; null where the model gives none' }),
    tilt: Type.Number(), azimuth: Type.Number(), losses: Type.Number(), array_type: Type.String(),
    model: Type.Union([Type.Literal('latitude_band'), Type.Literal('pvwatts_method')], { description: "'pvwatts_method': the physical model on the TMY3 stations carried to the site's PRISM 4 km cell; 'latitude_band': the earlier estimate, where no station is within reach" }),
    source: Type.String(),
    stations: Type.Array(Type.Object({ id: Type.String(), name: Type.String(), state: Type.String(), distance_km: Type.Number(), weight: Type.Number() }),
      { description: 'The TMY3 stations the resource was interpolated from, nearest first' }),
  }), Type.Null()]),
  sources: Type.Object({ utility_rates: Type.String(), state_average: Type.String(), production: Type.String() }),
});

export const LeadEconomicsSchema = Type.Object({
  ...SiteEconomicsSchema.properties,
  orientation_source: Type.Union([Type.Literal('design_data'), Type.Literal('default')], { description: "The array's tilt, azimuth, losses and type: the lead's design data, or a flat commercial roof" }),
  named_utility: Type.Union([Type.String(), Type.Null()], { description: "The utility the lead names when it is none of the ZIP's in the table (typed, or from its bills)" }),
});

/** Issue 25: the utility, rate and production of a US site, for other tools (api/src/domain/site-economics.ts). */
export default async function siteEconomicsRoutes(app: ApiApp) {
  const { db } = app.ctx;

  app.get('/lead/:lead/economics/', {
    schema: {
      tags: ['leads'], summary: "The utility, commercial rate and solar production of a lead's site",
      description: "As GET /api/site_economics/ for the lead's ZIP (from its address, else the nearest to its pin) and coordinates, the utility the rep "
        + "chose among the ZIP's (property.utility_eia_id or utility_name), the array of its design data or a flat commercial roof. rate is the one the "
        + "pricing model uses: the lead's own avoided cost when typed ('typed') or from imported bills ('bill'), else the utility table's or the state "
        + 'average. 404 for a lead of another organization, as for an unknown one.',
      params: Type.Object({ lead: Type.Integer({ minimum: 1, maximum: 2_147_483_647 }) }),
      response: { 200: LeadEconomicsSchema },
    },
  }, async (request) => leadEconomics(await leadFor(db, userOf(request), (request.params as { lead: number }).lead, 'read')));

  app.get('/site_economics/', {
    schema: {
      tags: ['leads'], summary: 'The utility, commercial rate and solar production of a US site, by ZIP or coordinates',
      description: 'The ZIP\'s utilities from NREL\'s utility-rates-by-ZIP tables (EIA-861), most likely first, with their average commercial rate '
        + '(the state average where the table has none: rate_source says which), and the first-year AC kWh per kW DC of an array there '
        + '(the PVWatts-method model on the TMY3 stations near the site, carried to its PRISM 4 km cell; production.model and source name it). Coordinates without a ZIP are placed in the ZIP whose centre is nearest, '
        + `within ${NEAREST_ZIP_MAX_KM} km (site.zip_source 'nearest'). 400 with the field for bad input or a ZIP on file nowhere.`,
      querystring: Query,
      response: { 200: SiteEconomicsSchema },
    },
  }, async (request) => {
    userOf(request);
    const q = request.query as SiteQueryString;
    const hasLat = q.latitude !== undefined;
    const hasLng = q.longitude !== undefined;
    if (hasLat !== hasLng) throw badRequest({ [hasLat ? 'longitude' : 'latitude']: DETAIL.required });
    if (q.zip === undefined && !hasLat) throw badRequest({ zip: MESSAGES.siteEconomicsWhere });
    const orientation: Partial<Orientation> = { tilt: q.tilt, azimuth: q.azimuth, losses: q.losses, array_type: q.array_type };
    const answer = siteEconomics({ zip: q.zip, latitude: q.latitude, longitude: q.longitude, orientation });
    if (!answer) throw badRequest({ zip: MESSAGES.siteEconomicsZipUnknown(q.zip!.trim().slice(0, 5)) });
    return answer;
  });
}
