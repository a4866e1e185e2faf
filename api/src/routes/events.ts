import crypto from 'node:crypto';
import { Type } from 'typebox';
import type { ApiApp } from '../context.js';
import { MAX_WAIT_SECONDS } from '../domain/events.js';
import { forbidden } from '../http/errors.js';

const Event = Type.Object({
  id: Type.Integer(),
  topic: Type.String({ enum: ['lead', 'user'] }),
  subject_id: Type.Integer({ description: 'The lead (topic lead) or the user (topic user) concerned' }),
  kind: Type.String({ description: 'The table that changed: leads, proposals, quotes, agreements, lead_files or notifications' }),
});
const Cursor = Type.Integer({ minimum: 0, maximum: Number.MAX_SAFE_INTEGER });

/** The secret as the caller sent it, compared in constant time; false when none is configured. */
function secretMatches(sent: unknown, configured: string | undefined): boolean {
  if (!configured || typeof sent !== 'string') return false;
  const a = crypto.createHash('sha256').update(sent).digest();
  const b = crypto.createHash('sha256').update(configured).digest();
  return crypto.timingSafeEqual(a, b);
}

/**
 * The events feed the gateway follows for GraphQL subscriptions (issue 14): what changed, as
 * topic + id, never the data. Not for users: its only credential is the EVENTS_SECRET shared
 * with the gateway, which then reads what changed with each subscriber's own token.
 */
export default async function eventsRoutes(app: ApiApp) {
  app.get('/events/', {
    config: { public: true },
    schema: {
      tags: ['events'],
      summary: 'Changes since a cursor, waiting up to `wait` seconds for news (gateway only: X-Events-Secret)',
      security: [],
      headers: Type.Object({ 'x-events-secret': Type.Optional(Type.String()) }),
      querystring: Type.Object({
        since: Type.Optional(Cursor),
        seen: Type.Optional(Cursor),
        wait: Type.Optional(Type.Integer({ minimum: 0, maximum: MAX_WAIT_SECONDS, default: 0 })),
      }),
      response: { 200: Type.Object({ events: Type.Array(Event), cursor: Type.Integer() }) },
    },
  }, async (request) => {
    if (!secretMatches(request.headers['x-events-secret'], app.ctx.config.eventsSecret)) throw forbidden();
    // since=1e400 (Infinity after coercion) is refused by every number schema (http/input-bounds.ts).
    const { since, seen, wait = 0 } = request.query as { since?: number; seen?: number; wait?: number };
    // A follower that hangs up stops the wait at once.
    const abort = new AbortController();
    request.raw.on('close', () => abort.abort());
    return app.ctx.events.read({ since, seen, waitMs: wait * 1000 }, abort.signal);
  });
}
