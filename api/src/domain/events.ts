import type { Db, Queryable } from '../db/client.js';

/** The NOTIFY channel the events triggers (migration 011) wake listeners on. */
export const EVENTS_CHANNEL = 'portal_events';
/**
 * Ids are taken when a row is written, not when its transaction commits, so a slow transaction can
 * commit an id lower than one already read. The feed's cursor therefore only passes rows older
 * than this; the follower sees the younger ones again and skips those it already has.
 */
export const SETTLE_SECONDS = 30;
/** The longest a read waits for news (the gateway's upstream timeout is far above it). */
export const MAX_WAIT_SECONDS = 25;
/** Rows per answer, for each of the two sets (unsettled ones already seen, and new ones). */
export const FEED_LIMIT = 1000;
/** A missed NOTIFY (a dropped LISTEN connection) delays news by at most this. */
const RECHECK_MS = 2000;
/** Rows older than this are pruned (jobs/maintenance.ts): followers are seconds behind, not hours. */
export const KEEP_HOURS = 1;

export interface FeedEvent { id: number; topic: 'lead' | 'user'; subject_id: number; kind: string }
export interface FeedAnswer { events: FeedEvent[]; cursor: number }

/** The events feed one api process serves: reads rows, and waits for NOTIFYs between reads. */
export class EventFeed {
  private waiters = new Set<() => void>();
  private unlisten: (() => Promise<void>) | null = null;

  constructor(private db: Db, private warn: (message: string) => void) {}

  async start() {
    try {
      this.unlisten = await this.db.listen(EVENTS_CHANNEL, () => this.wake());
    } catch (error) {
      this.warn(`events: LISTEN is unavailable (${(error as Error).message}); the feed re-reads every ${RECHECK_MS} ms`);
    }
  }

  async stop() {
    this.wake();
    await this.unlisten?.();
  }

  /**
   * The events after `since` (the previous answer's cursor): those in (since, seen] again (they
   * may include late commits), and new ones after `seen`. When there is nothing new it waits up to
   * waitMs for news. Without `since`, answers at once with the current end as the cursor.
   */
  async read(query: { since?: number; seen?: number; waitMs: number }, signal: AbortSignal): Promise<FeedAnswer> {
    if (query.since === undefined) return { events: [], cursor: await lastId(this.db) };
    const since = query.since;
    const seen = Math.max(since, query.seen ?? since);
    const deadline = Date.now() + query.waitMs;
    for (;;) {
      const fresh = await rowsBetween(this.db, seen, null);
      if (fresh.length || Date.now() >= deadline || signal.aborted) {
        const late = seen > since ? await rowsBetween(this.db, since, seen) : [];
        // Never past what this answer holds: rows after it are still to be read.
        const reached = fresh.length ? fresh[fresh.length - 1].id : seen;
        const cursor = Math.min(await settledUpTo(this.db, since), reached);
        return { events: [...late, ...fresh], cursor: Math.max(since, cursor) };
      }
      await this.nextNews(Math.min(RECHECK_MS, deadline - Date.now()), signal);
    }
  }

  private wake() {
    const waiting = [...this.waiters];
    this.waiters.clear();
    for (const resolve of waiting) resolve();
  }

  private nextNews(ms: number, signal: AbortSignal): Promise<void> {
    return new Promise((resolve) => {
      const done = () => {
        clearTimeout(timer);
        signal.removeEventListener('abort', done);
        this.waiters.delete(done);
        resolve();
      };
      const timer = setTimeout(done, Math.max(0, ms));
      signal.addEventListener('abort', done);
      this.waiters.add(done);
    });
  }
}

const lastId = async (db: Queryable) =>
  (await db.query<{ id: number | null }>('SELECT max(id)::int8 AS id FROM events')).rows[0].id ?? 0;

async function rowsBetween(db: Queryable, after: number, upTo: number | null): Promise<FeedEvent[]> {
  const { rows } = await db.query<FeedEvent>(
    `SELECT id, topic, subject_id, kind FROM events WHERE id > $1 AND ($2::int8 IS NULL OR id <= $2::int8) ORDER BY id LIMIT ${FEED_LIMIT}`,
    [after, upTo]);
  return rows.map((row) => ({ ...row, id: Number(row.id) }));
}

/** The highest id such that every row up to it is older than the settle window. */
async function settledUpTo(db: Queryable, since: number): Promise<number> {
  const { rows } = await db.query<{ young: number | null; last: number | null }>(
    `SELECT min(id) FILTER (WHERE created >= clock_timestamp() - make_interval(secs => ${SETTLE_SECONDS}))::int8 AS young,
            max(id)::int8 AS last
       FROM events WHERE id > $1`, [since]);
  const { young, last } = rows[0];
  if (young != null) return Number(young) - 1;
  return last != null ? Number(last) : since;
}

/** Removes rows older than KEEP_HOURS; returns how many. */
export async function pruneEvents(db: Queryable, olderThanHours = KEEP_HOURS): Promise<number> {
  const { rows } = await db.query<{ n: number }>(
    `WITH gone AS (DELETE FROM events WHERE created < now() - make_interval(hours => $1::int) RETURNING 1) SELECT count(*)::int AS n FROM gone`,
    [olderThanHours]);
  return rows[0].n;
}
