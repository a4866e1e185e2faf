import { Type } from 'typebox';
import type { ApiApp } from '../context.js';
import { userOf } from '../auth/authenticate.js';
import type { AuthUser } from '../auth/users.js';
import type { Queryable } from '../db/client.js';
import { LeadListFilters, leadWhere, submittedLeadsWhere, type LeadListQuery } from '../domain/lead-list.js';

/**
 * The most points one answer carries. A map needs every lead at once (no pages), but an answer
 * must stay bounded: 20,000 points is ~1.7 MB of JSON, still clustered smoothly by MapLibre. Past
 * it the most recently updated leads win (the list's default order), so the cut is predictable.
 */
export const LEAD_LOCATIONS_MAX = 20_000;

const LeadLocation = Type.Object({
  id: Type.Integer(),
  name: Type.String(),
  latitude: Type.Number(),
  longitude: Type.Number(),
  lead_status: Type.Integer({ minimum: 0, maximum: 6 }),
});

// A coordinate when it is a number, else null (anything else cannot be placed on a map).
const coordinate = (key: string) => `CASE WHEN jsonb_typeof(l.property->'${key}') = 'number' THEN (l.property->>'${key}')::float8 END`;

/**
 * The caller's leads that have coordinates, with the list's scope and filters (leadWhere), as the
 * JSON text of the answer.
 *
 * Query plan: ORDER BY updated DESC, id DESC with a LIMIT lets PostgreSQL walk leads_updated_idx
 * (super admin) and stop at the cap, or take one organization's rows by its indexes; searches use
 * the trigram index. The coordinate test is written as `CASE … END IS NOT NULL` on purpose: the
 * planner has no statistics for JSON expressions and guesses `jsonb_typeof(…) = 'number'` matches
 * 0.5 % of rows (so it sorts the whole table: ~750 ms at 100,000 leads on PGlite), while it guesses
 * 99.5 % for `IS NOT NULL`, which is the truth here (enrichment places every lead), and picks the
 * index walk (~120 ms for 20,000 rows). The database builds the JSON itself (json_agg): handing
 * 20,000 rows to JavaScript one by one and stringifying them took about 2.5 times as long.
 */
export async function leadLocationsJson(db: Queryable, user: AuthUser, q: Omit<LeadListQuery, 'page' | 'limit' | 'order'>, max = LEAD_LOCATIONS_MAX): Promise<string> {
  const where = leadWhere(user, q);
  const params = [...where.params, max];
  const { rows } = await db.query<{ json: string }>(
    `SELECT coalesce(json_agg(s), '[]')::text AS json FROM (
       SELECT l.id, l.name, c.latitude, c.longitude, l.lead_status
       FROM leads l CROSS JOIN LATERAL (SELECT ${coordinate('latitude')} AS latitude, ${coordinate('longitude')} AS longitude) c
       ${submittedLeadsWhere(where.sql)} AND c.latitude IS NOT NULL AND c.longitude IS NOT NULL
       ORDER BY l.updated DESC, l.id DESC LIMIT $${params.length}::int) s`, params);
  return rows[0].json;
}

export default async function leadLocationsRoutes(app: ApiApp) {
  app.get('/lead_locations/', {
    schema: {
      tags: ['leads'], summary: 'Every lead the caller may see that has coordinates, for the overview map',
      description: `Same scope and filters as GET /leads/ (search, proposal_type, lead_status, updated, organization, associated_user), `
        + `no paging: a compact array of {id, name, latitude, longitude, lead_status}. At most ${LEAD_LOCATIONS_MAX.toLocaleString('en-US')} `
        + 'points, the most recently updated first.',
      querystring: Type.Object(LeadListFilters), response: { 200: Type.Array(LeadLocation) },
    },
  }, async (request, reply) => {
    // Already JSON text: sent as is (a string is never serialized again).
    const json = await leadLocationsJson(app.ctx.db, userOf(request), request.query as LeadListQuery);
    return reply.type('application/json; charset=utf-8').send(json);
  });
}
