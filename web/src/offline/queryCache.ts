/**
 * Recently read GraphQL answers, kept for reading offline (issue 28, item 4), in the browser's
 * Cache API under one cache name. Each answer is stored under its user, its operation (the
 * persisted id) and its variables; a lookup names the user, so one user's answers can never be
 * read as another's. Bounded: the newest MAX_ENTRIES answers, none older than MAX_AGE_MS.
 */
import { stableStringify } from '../relay/stableStringify';

/** The one cache holding answers; sign-out deletes it whole. */
export const DATA_CACHE = 'portal-offline-data';
/** Enough for the list's pages and a day's worth of leads, without growing without end. */
export const MAX_ENTRIES = 60;
/** A week: older answers are more misleading than helpful. */
export const MAX_AGE_MS = 7 * 24 * 3600_000;
const SAVED_AT = 'x-portal-saved-at';

export interface SavedAnswer<T = unknown> {
  json: T;
  /** When the answer arrived (ms since epoch): the banner's "what you saw at". */
  savedAt: number;
}

/** The subset of the Cache API this uses (tests pass an in-memory one). */
export type CacheStore = Pick<CacheStorage, 'open' | 'delete'>;

export { stableStringify };

/** The cache key (a URL the Cache API accepts; never requested): user, operation, variables. */
export function cacheKey(origin: string, user: string, operation: string, variables: object): string {
  const path = `/__offline-data/${encodeURIComponent(user)}/${encodeURIComponent(operation)}`;
  return `${origin}${path}?v=${encodeURIComponent(stableStringify(variables))}`;
}

export interface QueryCacheOptions {
  storage: CacheStore;
  /** Where keys are rooted (the page's origin). */
  origin: string;
  now?: () => number;
  maxEntries?: number;
  maxAgeMs?: number;
}

export class QueryCache {
  private readonly storage: CacheStore;
  private readonly origin: string;
  private readonly now: () => number;
  private readonly maxEntries: number;
  private readonly maxAgeMs: number;
  /** Every write and clear runs in order: a clear can never be overtaken by a write started before it. */
  private queue: Promise<unknown> = Promise.resolve();

  constructor(options: QueryCacheOptions) {
    this.storage = options.storage;
    this.origin = options.origin;
    this.now = options.now ?? Date.now;
    this.maxEntries = options.maxEntries ?? MAX_ENTRIES;
    this.maxAgeMs = options.maxAgeMs ?? MAX_AGE_MS;
  }

  private enqueue<T>(task: () => Promise<T>): Promise<T> {
    const run = this.queue.then(task, task);
    // A failed write (quota, private mode) only means less is kept offline.
    this.queue = run.catch(() => undefined);
    return run;
  }

  /** Keeps `json` as the answer `user` got to `operation` with `variables`, then trims the cache. */
  save(user: string, operation: string, variables: object, json: unknown): Promise<void> {
    const savedAt = this.now();
    return this.enqueue(async () => {
      const cache = await this.storage.open(DATA_CACHE);
      const response = new Response(JSON.stringify(json), { headers: { 'content-type': 'application/json', [SAVED_AT]: String(savedAt) } });
      await cache.put(cacheKey(this.origin, user, operation, variables), response);
      await this.trim(cache);
    });
  }

  /** The answer `user` last got to `operation` with `variables`, unless it is too old; null if none. */
  async read<T = unknown>(user: string, operation: string, variables: object): Promise<SavedAnswer<T> | null> {
    await this.queue;
    const cache = await this.storage.open(DATA_CACHE);
    const response = await cache.match(cacheKey(this.origin, user, operation, variables));
    if (!response) return null;
    const savedAt = Number(response.headers.get(SAVED_AT));
    if (!Number.isFinite(savedAt) || this.now() - savedAt > this.maxAgeMs) return null;
    return { json: (await response.json()) as T, savedAt };
  }

  /** Forgets every answer of every user (sign-out, another user, an expired session). */
  clear(): Promise<void> {
    return this.enqueue(async () => {
      await this.storage.delete(DATA_CACHE);
    });
  }

  /** Drops answers older than the age limit, then the oldest beyond the count limit. */
  private async trim(cache: Cache) {
    const requests = await cache.keys();
    const dated = await Promise.all(requests.map(async (request) => {
      const response = await cache.match(request);
      return { request, savedAt: Number(response?.headers.get(SAVED_AT)) || 0 };
    }));
    const now = this.now();
    dated.sort((a, b) => b.savedAt - a.savedAt);
    const drop = dated.filter((entry, index) => index >= this.maxEntries || now - entry.savedAt > this.maxAgeMs);
    await Promise.all(drop.map((entry) => cache.delete(entry.request)));
  }
}
