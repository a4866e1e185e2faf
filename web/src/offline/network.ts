import { getRequestIdentifier, type FetchFunction, type GraphQLResponse, type RequestParameters, type Variables } from 'relay-runtime';
import { errors } from '../messages';
import type { QueryCache } from './queryCache';
import { answeredFromCache, answeredOnline, getOfflineStatus } from './status';

/** Where the last confirmed user is remembered, so a start without a connection knows whose answers to read. */
export const OWNER_KEY = 'portal.offline.owner';

/** What the wrapper needs from the page; tests pass their own. */
export interface OfflineNetworkOptions {
  cache: QueryCache;
  /** navigator.onLine: false means certainly offline (true may still fail to connect). */
  online?: () => boolean;
  storage?: Pick<Storage, 'getItem' | 'setItem' | 'removeItem'> | null;
  now?: () => number;
  /** Called with the Relay identifier of each read answered from the cache (refresh.ts refetches them when online). */
  onServedFromCache?: (identifier: string) => void;
  /** Runs a save later, off the answer's path (default: when the page is idle); tests pass their own. */
  later?: (task: () => void) => void;
}

/**
 * When the main thread is idle, at most 2 s later: saving an answer (serialising it, the Cache
 * API's writes and the trim that reads every entry back) is not part of showing it. Run on
 * arrival, that work landed between React's render slices and in the keystroke's render time.
 */
export function whenIdle(task: () => void): void {
  if (typeof requestIdleCallback === 'function') requestIdleCallback(() => task(), { timeout: 2000 });
  else setTimeout(task, 0);
}

type Answer = GraphQLResponse & { data?: Record<string, unknown> | null; errors?: { extensions?: { code?: string } }[] };

const unauthenticated = (json: Answer) => Array.isArray(json.errors) && json.errors.some((e) => e?.extensions?.code === 'UNAUTHENTICATED');

/** The failures that mean "could not reach the server" (environment.ts throws errors.network for them). */
const isNetworkFailure = (error: unknown) => error instanceof Error && error.message === errors.network;

export interface OfflineNetwork {
  fetch: FetchFunction;
  /** Forgets every saved answer and the user they belong to (sign-out). */
  clear(): Promise<void>;
}

/**
 * Wraps the app's fetch function (issue 28, item 4):
 * - reads (queries) answered by the server are saved for their user; when the server cannot be
 *   reached, the saved answer is given instead and the offline banner says when it was saved;
 * - changes (mutations, uploads) are refused while the browser is offline, before anything is
 *   sent, with a message the forms show (their fields keep what was typed);
 * - whose answers: the user is learnt from any answer that selects `viewer` (the app's first
 *   request does). Answers are saved only once the user is known and only for that user; a
 *   different user, a null viewer or an UNAUTHENTICATED answer clears everything first. Answers
 *   started before a clear are never saved after it (the epoch).
 */
export function createOfflineNetwork(inner: FetchFunction, options: OfflineNetworkOptions): OfflineNetwork {
  const { cache } = options;
  const online = options.online ?? (() => navigator.onLine !== false);
  const storage = options.storage ?? null;
  const now = options.now ?? Date.now;
  const later = options.later ?? whenIdle;
  const stored = () => { try { return storage?.getItem(OWNER_KEY) ?? null; } catch { return null; } };
  const remember = (user: string | null) => {
    try { if (user) storage?.setItem(OWNER_KEY, user); else storage?.removeItem(OWNER_KEY); } catch { /* not remembered: nothing is read offline after a restart */ }
  };

  /** The user confirmed by an answer in this page's life; null until then. */
  let owner: string | null = null;
  let epoch = 0;
  /** Answers that arrived before the user was confirmed (the first requests run in parallel). */
  let pending: { operation: string; variables: Variables; json: Answer; epoch: number }[] = [];

  const clear = () => {
    epoch += 1;
    owner = null;
    pending = [];
    remember(null);
    return cache.clear();
  };

  const confirm = (user: string) => {
    if (owner === user) return;
    const before = stored();
    if (before !== null && before !== user) void clear();
    else if (before === null) void cache.clear(); // anything left without an owner is nobody's to read
    owner = user;
    remember(user);
    for (const item of pending) save(user, item.operation, item.variables, item.json, item.epoch);
    pending = [];
  };

  const learn = (json: Answer) => {
    if (unauthenticated(json)) return void clear();
    if (!json.data || !('viewer' in json.data)) return;
    const viewer = json.data.viewer as { id?: unknown } | null;
    if (viewer === null) void clear();
    else if (typeof viewer?.id === 'string') confirm(viewer.id);
  };

  /** Saves later (whenIdle): unless a clear (sign-out, another user) came in between. */
  const save = (user: string, operation: string, variables: Variables, json: Answer, startedIn: number) => {
    if (startedIn !== epoch) return;
    later(() => {
      if (startedIn === epoch && owner === user) void cache.save(user, operation, variables, json);
    });
  };

  const keep = (operation: string, variables: Variables, json: Answer, startedIn: number) => {
    if (startedIn !== epoch || json.errors?.length || !json.data) return;
    if (owner) save(owner, operation, variables, json, startedIn);
    else pending.push({ operation, variables, json, epoch: startedIn });
  };

  const fetch: FetchFunction = (params: RequestParameters, variables, cacheConfig, uploadables) => {
    const call = () => inner(params, variables, cacheConfig, uploadables) as Promise<GraphQLResponse>;
    if (params.operationKind !== 'query' || uploadables) {
      if (!online()) return Promise.reject(new Error(errors.offline));
      return call().then((json) => {
        learn(json as Answer);
        return json;
      }, (error: unknown) => {
        // Not sent, and the app is offline as far as the user can tell: the browser says so, or
        // the screen shows saved reads under the offline banner because the server could not be
        // reached. navigator.onLine alone is not enough: it can say online while nothing connects
        // (a network without internet, a page still learning it is offline), and the change is
        // then refused with the same message the banner's state promises.
        throw isNetworkFailure(error) && (!online() || getOfflineStatus().offline) ? new Error(errors.offline) : error;
      });
    }
    const operation = params.id ?? params.cacheID;
    const startedIn = epoch;
    const fromCache = async (): Promise<GraphQLResponse> => {
      const user = owner ?? stored();
      const saved = user ? await cache.read<GraphQLResponse>(user, operation, variables) : null;
      if (!saved) throw new Error(online() ? errors.network : errors.offlineNotSaved);
      answeredFromCache(saved.savedAt);
      options.onServedFromCache?.(getRequestIdentifier(params, variables));
      return saved.json;
    };
    if (!online()) return fromCache();
    return call().then((json) => {
      learn(json as Answer);
      keep(operation, variables, json as Answer, startedIn);
      answeredOnline(now());
      return json;
    }, (error: unknown) => {
      if (!isNetworkFailure(error)) throw error;
      return fromCache().catch(() => { throw error; });
    });
  };

  return { fetch, clear };
}
