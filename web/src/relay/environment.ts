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
}

type ErrorWithCode = { message: string; extensions?: { code?: string } };

export function hasUnauthenticatedError(response: unknown): boolean {
  const list = (response as { errors?: ErrorWithCode[] } | null)?.errors;
  return Array.isArray(list) && list.some((e) => e?.extensions?.code === 'UNAUTHENTICATED');
}

export function createFetchFunction(options: EnvironmentOptions = {}): FetchFunction {
  const url = options.url ?? GRAPHQL_URL;
  const persistedIds = options.persistedIds ?? import.meta.env.PROD;
  return async (params, variables, cacheConfig, uploadables) => {
    const doFetch = options.fetch ?? fetch;
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
        response = await doFetch(url, init);
      } catch {
        throw new Error(errors.network);
      }
      try {
        json = (await response.json()) as GraphQLResponse;
      } catch {
        throw new Error(errors.generic);
      }
    }
    if (hasUnauthenticatedError(json)) options.onUnauthenticated?.();
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
  const environment: Environment = new Environment({
    network: Network.create(
      createFetchFunction({ ...options, onUnauthenticated }),
      // Live updates (issue 14): subscriptions stream over server-sent events from the same /graphql.
      createSubscribeFunction({ url: options.url ?? GRAPHQL_URL, persistedIds: options.persistedIds ?? import.meta.env.PROD, onUnauthenticated }),
    ),
    store: new Store(new RecordSource()),
  });
  return environment;
}
