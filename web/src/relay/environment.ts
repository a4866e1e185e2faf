import {
  Environment,
  Network,
  RecordSource,
  Store,
  type FetchFunction,
  type GraphQLResponse,
} from 'relay-runtime';
import { errors } from '../messages';
import { buildGraphQLRequest } from './request';
import { postWithProgress, uploadProgressOf } from './upload';
import { createSubscribeFunction } from './subscribe';
import { takeEarlyResponse } from '../routing/earlyResponses';
import { enableOffline } from '../offline/setup';
import { isSignOutPending, LOGOUT_OPERATION, sendPendingSignOut } from '../auth/pendingSignOut';

export const GRAPHQL_URL = '/graphql';

export interface EnvironmentOptions {
  url?: string;
  fetch?: typeof fetch;
  /**
   * Called when the gateway answers UNAUTHENTICATED (a REST 401). The auth state machine (§4)
   * clears the session and goes to /login there.
   */
  onUnauthenticated?: () => void;
  /** Send persisted query ids instead of texts; default: in production builds. */
  persistedIds?: boolean;
  /**
   * Keep recent reads for reading offline and refuse changes while offline (issue 28,
   * src/offline); default: in production builds, where the browser has the Cache API.
   */
  offline?: boolean;
}

type ErrorWithCode = { message: string; extensions?: { code?: string; status?: number } };

export function hasUnauthenticatedError(response: unknown): boolean {
  const list = (response as { errors?: ErrorWithCode[] } | null)?.errors;
  return Array.isArray(list) && list.some((e) => e?.extensions?.code === 'UNAUTHENTICATED');
}

/** Statuses of a proxy or gateway whose service behind it is down. */
const UNAVAILABLE_STATUSES = new Set([502, 503, 504]);

/** An error saying the api behind the gateway is down (issue 26): UPSTREAM_UNAVAILABLE, or the api's 502/503/504. */
const isUnavailableError = (e: ErrorWithCode | null | undefined) =>
  e?.extensions?.code === 'UPSTREAM_UNAVAILABLE' || (e?.extensions?.code === 'UPSTREAM_ERROR' && UNAVAILABLE_STATUSES.has(e.extensions.status ?? 0));

/**
 * Issue 26: an outage looked like a sign-out. While the api is down the gateway answers the viewer
 * (and every other root field) null with UPSTREAM_UNAVAILABLE; read as data, a null viewer sent the
 * user to the sign-in page. An answer whose every root field failed that way is a failure of the
 * request instead ("the service is unavailable, your work is kept"), which screens show with a
 * retry, on the same route. Partial answers (one optional field unavailable) stay data.
 */
export function isServiceUnavailableAnswer(response: unknown): boolean {
  const answer = response as { data?: Record<string, unknown> | null; errors?: ErrorWithCode[] } | null;
  if (!Array.isArray(answer?.errors) || !answer.errors.some(isUnavailableError)) return false;
  const data = answer.data;
  return data == null || Object.values(data).every((value) => value === null);
}

/** The error a request fails with while the service is unavailable (friendlyError shows its text). */
export const serviceUnavailableError = () => new Error(errors.serviceUnavailable);
export const isServiceUnavailable = (error: unknown) => error instanceof Error && error.message === errors.serviceUnavailable;

export function createFetchFunction(options: EnvironmentOptions = {}): FetchFunction {
  const url = options.url ?? GRAPHQL_URL;
  const persistedIds = options.persistedIds ?? import.meta.env.PROD;
  /** The pending logout being sent: requests started meanwhile wait for this one instead of each sending their own. */
  let signingOut: Promise<boolean> | null = null;
  const signOutOnce = (doFetch: typeof fetch) => (signingOut ??= sendPendingSignOut(doFetch, url, persistedIds).finally(() => { signingOut = null; }));
  return async (params, variables, cacheConfig, uploadables) => {
    const doFetch = options.fetch ?? fetch;
    // Issue 28: a sign-out the gateway has not heard yet (made offline) goes first; until it is
    // heard nothing else is asked with the old session, and the page's early answers (sent with
    // that session) are never taken.
    const signOutPending = params.name !== LOGOUT_OPERATION && isSignOutPending();
    if (signOutPending && !(await signOutOnce(doFetch))) throw new Error(errors.network);
    const init = buildGraphQLRequest(params, variables, uploadables, persistedIds);
    const onUploadProgress = uploadables ? uploadProgressOf(cacheConfig?.metadata) : undefined;
    let json: GraphQLResponse;
    if (onUploadProgress && typeof XMLHttpRequest !== 'undefined') {
      // Uploads that show progress (§ "progress on long work") need XMLHttpRequest.
      try {
        json = (await postWithProgress(url, init, onUploadProgress)) as GraphQLResponse;
      } catch (error) {
        throw new Error(error instanceof SyntaxError ? errors.generic : errors.network);
      }
    } else {
      let response: Response;
      try {
        // Issue 28: the page's first script may have sent this very request already; take its response.
        // One that failed (the page loaded offline) is sent again: the connection may be back since.
        const early = signOutPending ? null : takeEarlyResponse(init.body, params.operationKind);
        response = await (early ? early.catch(() => doFetch(url, init)) : doFetch(url, init));
      } catch {
        throw new Error(errors.network);
      }
      if (UNAVAILABLE_STATUSES.has(response.status)) throw serviceUnavailableError();
      try {
        json = (await response.json()) as GraphQLResponse;
      } catch {
        throw new Error(errors.generic);
      }
    }
    if (hasUnauthenticatedError(json)) options.onUnauthenticated?.();
    else if (isServiceUnavailableAnswer(json)) throw serviceUnavailableError();
    return json;
  };
}

/** Forgets the signed-in user in the store; SignedIn guards then send the user to /login. */
export function clearViewer(environment: Environment) {
  environment.commitUpdate((store) => store.getRoot().setValue(null, 'viewer'));
}

export function createRelayEnvironment(options: EnvironmentOptions = {}): Environment {
  // §6: a 401 clears the session and sends the user to /login.
  const onUnauthenticated = () => {
    clearViewer(environment);
    options.onUnauthenticated?.();
  };
  const fetchFunction = createFetchFunction({ ...options, onUnauthenticated });
  const offline = (options.offline ?? import.meta.env.PROD) ? enableOffline(fetchFunction) : null;
  const environment: Environment = new Environment({
    network: Network.create(
      offline?.fetch ?? fetchFunction,
      // Live updates (issue 14): subscriptions stream over server-sent events from the same /graphql.
      createSubscribeFunction({ url: options.url ?? GRAPHQL_URL, persistedIds: options.persistedIds ?? import.meta.env.PROD, onUnauthenticated }),
    ),
    store: new Store(new RecordSource()),
  });
  offline?.attach(environment);
  return environment;
}
