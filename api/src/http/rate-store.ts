import type { Db } from '../db/client.js';

type Result = { current: number; ttl: number };
type Callback = (error: Error | null, result?: Result) => void;
interface RouteParams { routeInfo?: { method?: string; url?: string } }

/**
 * The @fastify/rate-limit store for a deployment of several api processes or hosts (issue 27): the
 * counters live in PostgreSQL (table rate_limits, migration 025), so a limit of N a minute is N for
 * the whole deployment, not N per process. Fixed windows, like the plugin's own memory store: the
 * first hit of a key opens a window of `timeWindow` ms; each hit adds one in a single upsert, which
 * PostgreSQL serializes per row, so concurrent hits on several hosts are all counted.
 * Used when DATABASE_URL is set; PGlite (one process) keeps the in-memory store.
 */
export function pgRateStore(db: Db) {
  class PgRateStore {
    /** The plugin constructs the store with its options (unused here); children carry a key prefix. */
    constructor(_options?: unknown, private prefix = 'rl:') {}

    incr(key: string, cb: Callback, timeWindow: number) {
      db.query<{ hits: number; ttl: number }>(
        `INSERT INTO rate_limits AS r (key, hits, expires_at) VALUES ($1, 1, now() + make_interval(secs => $2::float8 / 1000))
         ON CONFLICT (key) DO UPDATE SET
           hits = CASE WHEN r.expires_at <= now() THEN 1 ELSE r.hits + 1 END,
           expires_at = CASE WHEN r.expires_at <= now() THEN EXCLUDED.expires_at ELSE r.expires_at END
         RETURNING hits, GREATEST(0, extract(epoch FROM (expires_at - now())) * 1000)::float8 AS ttl`,
        [this.prefix + key, timeWindow],
      ).then(({ rows }) => cb(null, { current: rows[0].hits, ttl: Math.round(rows[0].ttl) }), (error: Error) => cb(error));
    }

    read(key: string, cb: Callback) {
      db.query<{ hits: number; ttl: number }>(
        `SELECT hits, extract(epoch FROM (expires_at - now())) * 1000 AS ttl FROM rate_limits WHERE key = $1 AND expires_at > now()`,
        [this.prefix + key],
      ).then(({ rows }) => cb(null, rows[0] ? { current: rows[0].hits, ttl: Math.round(Number(rows[0].ttl)) } : { current: 0, ttl: 0 }), (error: Error) => cb(error));
    }

    /** A route's own counters (its method and URL in the key), or a named limiter's (throttleBy keys carry their name). */
    child(routeOptions: object) {
      const params = routeOptions as RouteParams; // merged route options: routeInfo is the route ({} for createRateLimit)
      const route = params.routeInfo?.url ? `${params.routeInfo.method ?? ''}${params.routeInfo.url}:` : '';
      return new PgRateStore(undefined, `${this.prefix}${route}`);
    }
  }
  return PgRateStore;
}

/** Deletes counters whose window ended (the maintenance loop, every few minutes). */
export async function sweepRateLimits(db: Pick<Db, 'query'>): Promise<number> {
  const { rows } = await db.query<{ n: number }>('WITH gone AS (DELETE FROM rate_limits WHERE expires_at <= now() RETURNING 1) SELECT count(*)::int AS n FROM gone');
  return rows[0]?.n ?? 0;
}
