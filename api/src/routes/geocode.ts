import { Type } from 'typebox';
import type { ApiApp } from '../context.js';
import { userOf } from '../auth/authenticate.js';
import { countiesOf, LOCATION_PRECISIONS, suggestAddresses } from '../geo/index.js';

const text = Type.Union([Type.String(), Type.Null()]);
const Suggestion = Type.Object({
  label: Type.String(), street: text, street_number: text, street_name: text,
  city: Type.String(), state: Type.String(), zip: text, county: text,
  latitude: Type.Number(), longitude: Type.Number(),
  precision: Type.Union(LOCATION_PRECISIONS.map((p) => Type.Literal(p))),
});

/** The offline US geocoder (api/src/geo): address suggestions and counties, for the site address fields. */
export default async function geocodeRoutes(app: ApiApp) {
  app.get('/geocode/', {
    schema: {
      tags: ['leads'], summary: 'Address suggestions from the offline US index (every ZIP code and place)',
      description: 'Best first: the exact ZIP (precision zip), then the city and state (precision city), then a misspelt city, '
        + 'then places whose name starts with what was typed. The typed street is kept in each label. Fewer than 2 characters: [].',
      querystring: Type.Object({
        q: Type.String({ maxLength: 200 }),
        limit: Type.Optional(Type.Integer({ minimum: 1, maximum: 20, default: 5 })),
      }),
      response: { 200: Type.Array(Suggestion) },
    },
  }, async (request) => {
    userOf(request);
    const { q, limit } = request.query as { q: string; limit?: number };
    return suggestAddresses(q, limit ?? 5);
  });

  app.get('/counties/', {
    schema: {
      tags: ['leads'], summary: "The counties of a US state, as the offline index names them (an unknown state has none)",
      querystring: Type.Object({ state: Type.String({ maxLength: 2 }) }),
      response: { 200: Type.Object({ state: Type.String(), counties: Type.Array(Type.String()) }) },
    },
  }, async (request) => {
    userOf(request);
    const state = (request.query as { state: string }).state.toUpperCase();
    return { state, counties: countiesOf(state) };
  });
}
