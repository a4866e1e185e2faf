import { Type } from 'typebox';
import type { ApiApp } from '../context.js';
import { userOf } from '../auth/authenticate.js';
import { badRequest, notFound } from '../http/errors.js';
import { MESSAGES } from '../messages.js';

/** A user keeps at most this many views (a menu, not a database). */
export const LEAD_VIEWS_MAX = 50;
/** The list's query-string keys a view keeps (listParams.ts in the web app); the page is not a view. */
export const LEAD_VIEW_KEYS = ['search', 'state', 'proposal_type', 'lead_status', 'updated', 'close_month', 'order', 'limit'] as const;
/** The table's optional columns (web screens/Leads/tools/columns.ts). */
export const LEAD_VIEW_COLUMNS = ['updated', 'leadStatus', 'address', 'proposalType', 'systemSize', 'created', 'location', 'organization', 'assignedUser', 'expectedClose', 'dealValue'] as const;

const View = Type.Object({
  id: Type.Integer(),
  name: Type.String(),
  query: Type.String({ description: 'The lead list\'s query string, e.g. "state=cancelled&order=asc__name"' }),
  hidden_columns: Type.Array(Type.String()),
  created: Type.String({ format: 'date-time' }),
  updated: Type.String({ format: 'date-time' }),
});

const ViewBody = Type.Object({
  name: Type.String({ maxLength: 80 }),
  query: Type.String({ maxLength: 2000, description: `The list's query string; only ${LEAD_VIEW_KEYS.join(', ')} are kept` }),
  hidden_columns: Type.Optional(Type.Array(Type.String({ enum: [...LEAD_VIEW_COLUMNS] }), { maxItems: LEAD_VIEW_COLUMNS.length })),
}, { additionalProperties: false });

/** The keys a view keeps, in a stable order; everything else (the page, unknown keys) is dropped. */
export function viewQuery(raw: string): string {
  const given = new URLSearchParams(raw.replace(/^\?/, ''));
  const kept = new URLSearchParams();
  for (const key of LEAD_VIEW_KEYS) {
    const value = given.get(key);
    if (value !== null && value.trim() !== '') kept.set(key, value.trim().slice(0, 300));
  }
  return kept.toString();
}

const viewJson = (r: any) => ({ id: r.id, name: r.name, query: r.query, hidden_columns: r.hidden_columns ?? [], created: r.created, updated: r.updated });

/** Issue 15: saved lead-list views, each user's own. */
export default async function leadViewsRoutes(app: ApiApp) {
  const { db } = app.ctx;

  app.get('/lead_views/', {
    schema: { tags: ['leads'], summary: "The caller's saved lead-list views, by name", response: { 200: Type.Array(View) } },
  }, async (request) => {
    const { rows } = await db.query('SELECT * FROM lead_views WHERE user_id = $1 ORDER BY lower(name), id', [userOf(request).id]);
    return rows.map(viewJson);
  });

  app.post('/lead_views/', {
    schema: {
      tags: ['leads'], summary: 'Save the list as a named view (saving under an existing name replaces that view)',
      description: `At most ${LEAD_VIEWS_MAX} views per user.`,
      body: ViewBody, response: { 201: View },
    },
  }, async (request, reply) => {
    const user = userOf(request);
    const body = request.body as { name: string; query: string; hidden_columns?: string[] };
    const name = body.name.replace(/\s+/g, ' ').trim();
    if (!name) throw badRequest({ name: MESSAGES.leadViewNameRequired });
    const view = await db.transaction(async (tx) => {
      // One user's saves in a row: the count and the insert see the same views.
      await tx.query('SELECT 1 FROM users WHERE id = $1 FOR UPDATE', [user.id]);
      const { rows: [{ n }] } = await tx.query<{ n: number }>('SELECT count(*)::int AS n FROM lead_views WHERE user_id = $1 AND name <> $2', [user.id, name]);
      if (n >= LEAD_VIEWS_MAX) throw badRequest({ name: MESSAGES.leadViewsFull(LEAD_VIEWS_MAX) });
      const { rows } = await tx.query(
        `INSERT INTO lead_views (user_id, name, query, hidden_columns) VALUES ($1, $2, $3, $4::jsonb)
         ON CONFLICT (user_id, name) DO UPDATE SET query = excluded.query, hidden_columns = excluded.hidden_columns, updated = now()
         RETURNING *`,
        [user.id, name, viewQuery(body.query), JSON.stringify([...new Set(body.hidden_columns ?? [])])]);
      return rows[0];
    });
    return reply.status(201).send(viewJson(view));
  });

  app.delete('/lead_views/:id/', {
    schema: {
      tags: ['leads'], summary: 'Delete one of the caller\'s saved views (404 for anyone else\'s)',
      params: Type.Object({ id: Type.Integer({ minimum: 1, maximum: 2_147_483_647 }) }),
      response: { 200: Type.Object({ detail: Type.String() }) },
    },
  }, async (request) => {
    const { rows } = await db.query('DELETE FROM lead_views WHERE id = $1 AND user_id = $2 RETURNING id', [(request.params as { id: number }).id, userOf(request).id]);
    if (!rows.length) throw notFound();
    return { detail: MESSAGES.leadViewDeleted };
  });
}
