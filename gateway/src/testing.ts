/**
 * Testing kit: the real gateway (schema, resolvers, plugins, error channel) over a mocked REST
 * layer, for CI of any team that builds on the gateway — `import { mockedGateway } from
 * '@portal/gateway/testing'` in this repository, and the package `@portal/gateway-testing`
 * (gateway-testing/, built from these sources) everywhere else (README "Testing against a mocked
 * REST layer"; copyable examples: gateway/test/testing-kit.example.test.ts,
 * gateway-testing/example/account.test.ts).
 *
 * Nothing here waits on a clock: an answer is declared before the operation runs and served at
 * once, and the calls made are read after the operation has answered.
 */
import { print, type DocumentNode } from 'graphql';
import { MockAgent, type Interceptable } from 'undici';
import { createGateway, CSRF_HEADER, type CreateGatewayOptions } from './yoga.js';
import type { GatewayConfig } from './config.js';
import { FeedPlayer, readEventStream, type KitSubscription, type PublishedChange } from './testing-events.js';
import { restRequest, type RestRequest, type RestRoute, type RestRouteAnswer, type RestRouteArgs } from './testing-routes.js';

export type { KitSubscription, PublishedChange, StreamedResult } from './testing-events.js';
export { REST_MODULES, restRequest, restRoutes } from './testing-routes.js';
export type { RestRequest, RestRoute, RestRouteAnswer, RestRouteArgs, RestRouteCall } from './testing-routes.js';

/** What `answer` and `route(...).reply` return: undici's scope (`.times(n)`, `.persist()`, `.delay(ms)`). */
export type MockScope = ReturnType<ReturnType<Interceptable['intercept']>['reply']>;
export type Variables = Record<string, unknown>;

/**
 * The type marker of a typed document, as `@graphql-typed-document-node/core` declares it and
 * GraphQL Code Generator emits it (TypedDocumentNode, and the client preset's TypedDocumentString):
 * `execute(doc)` infers the result and the variables from it.
 */
export interface DocumentTypeDecoration<TResult, TVariables> {
  __apiType?: (variables: TVariables) => TResult;
}
/** A parsed document carrying its result and variables types (structurally @graphql-typed-document-node/core's). */
export interface TypedDocumentNode<TResult = { [key: string]: any }, TVariables = { [key: string]: any }>
  extends DocumentNode, DocumentTypeDecoration<TResult, TVariables> {}
/**
 * An operation's text carrying its result and variables types: what `operation()` makes (a string
 * at run time, typed as a String object so that it is never taken for an untyped string).
 */
export type TypedOperation<TResult, TVariables = Variables> = String & DocumentTypeDecoration<TResult, TVariables>;
/** A document without result types: its `data` is `any` unless a type argument says otherwise. */
export type UntypedDocument = string | (DocumentNode & { __apiType?: undefined });
/** Anything typed `execute` and `subscribe` take: a TypedDocumentNode, a TypedDocumentString or a TypedOperation. */
export type TypedDocument<TResult, TVariables> = DocumentTypeDecoration<TResult, TVariables> & (DocumentNode | String);

/**
 * Types an operation's text without a code generator: `const LEADS = operation<{ leads: … },
 * { first: number }>('query Leads($first: Int) { … }')`; `kit.execute(LEADS, { first: 2 })` is then
 * typed (its data and its variables). The text is unchanged.
 */
export function operation<TResult, TVariables = Variables>(source: string): TypedOperation<TResult, TVariables> {
  return source as unknown as TypedOperation<TResult, TVariables>;
}

/** The text to send for a document: a string as it is, a parsed document printed. */
function sourceOf(document: string | String | DocumentNode): string {
  return typeof document === 'string' || document instanceof String ? String(document) : print(document);
}

/** The origin and base path the mocked api lives at (any name works: nothing leaves the process). */
export const MOCK_API_ORIGIN = 'http://api.test';
export const MOCK_API_URL = `${MOCK_API_ORIGIN}/api`;

export type Gateway = ReturnType<typeof createGateway>;
type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

/** One REST call the gateway made, as the api would have seen it. */
export interface RestCall {
  method: string;
  /** The path under the api's base, with its query string: `/leads/?page=1&limit=50`. */
  path: string;
  /** The query string's parameters. */
  query: Record<string, string>;
  /** The request's JSON body, parsed (multipart and empty bodies: null). */
  body: unknown;
  /** The Authorization header the gateway forwarded (null when the caller was anonymous). */
  authorization: string | null;
}

/**
 * One REST call named by the gateway's REST client (`kit.route('leads.lead', 7)`): the request it
 * makes for these arguments, and the api's answer to declare for it.
 */
export interface RouteMock<R extends RestRoute> extends RestRequest {
  route: R;
  /**
   * Declares the api's successful answer, typed as the gateway's REST module reads it (200 unless
   * `status` says otherwise), once or `times` times.
   */
  reply(body: RestRouteAnswer<R>, options?: { status?: number; times?: number }): MockScope;
  /** Declares a refusal or a failure: a 4xx or 5xx status with the api's body (`{ detail }`, field errors). */
  fail(status: number, body?: unknown, options?: { times?: number }): MockScope;
}

/** What an operation answered. */
export interface OperationResult<Data = any> {
  status: number;
  data?: Data | null;
  errors?: Array<{ message: string; path?: Array<string | number>; extensions?: Record<string, any> }>;
  response: Response;
}

export interface MockedGateway {
  gateway: Gateway;
  /** undici's MockAgent: `agent.get(MOCK_API_ORIGIN)` is the mocked api for anything `answer` does not cover. */
  agent: MockAgent;
  /** The mocked api's interceptable (paths here include the base: `/api/leads/`). */
  mock: Interceptable;
  /** Headers that sign a request in (a fixed token; the mocked api decides what it may see). */
  auth: { authorization: string };
  /**
   * Whose session each Authorization header is, as the api's GET /session/ would say (the gateway's
   * per-user limits count by it; the kit answers it without a REST call): each header is a user of
   * its own unless set here (two headers, one user id: one user with two sessions); null: the session
   * has ended.
   */
  sessions: Map<string, number | null>;
  /**
   * Declares the api's answer to one REST call, once (or `times` times): `path` is under the api's
   * base (`/lead/7/`); a path with a query string must match it exactly, `query` matches parameters
   * in any order.
   */
  answer(method: Method, path: string, status: number, body?: unknown, options?: { query?: Record<string, string>; times?: number }): MockScope;
  /**
   * A REST call by its name in the gateway's REST client (`<module>.<call>` of gateway/src/rest/*.ts)
   * and the arguments the gateway passes it: the path and query come from the gateway's own code,
   * so a test never spells one. `kit.route('leads.list', { page: 1, limit: 2 }).reply({ results, page: 1, limit: 2, count: 3 })`.
   */
  route<R extends RestRoute>(route: R, ...args: RestRouteArgs<R>): RouteMock<R>;
  /**
   * Starts a subscription over server-sent events, as the web app does (signed in with `auth`
   * unless `headers` say otherwise); `next()` awaits its next event. Typed by a typed document.
   */
  subscribe<Data = any, Vars = Variables>(document: TypedDocument<Data, Vars>, variables?: NoInfer<Vars>, headers?: Record<string, string>): Promise<KitSubscription<Data>>;
  subscribe<Data = any>(document: UntypedDocument, variables?: Variables, headers?: Record<string, string>): Promise<KitSubscription<Data>>;
  /**
   * Plays the api's events feed: the gateway's follower gets these changes at once, and each
   * subscription of their lead or user pushes an event (read afresh through declared answers).
   */
  publish(...changes: PublishedChange[]): void;
  /**
   * Runs a GraphQL operation (signed in with `auth` unless `headers` say otherwise). A typed
   * document (TypedDocumentNode, TypedDocumentString, `operation<…>()`) types `data` and the
   * variables; a plain string or DocumentNode takes the result type as a type argument:
   * `execute<{ viewer: { name: string } }>('{ viewer { name } }')`.
   */
  execute<Data = any, Vars = Variables>(document: TypedDocument<Data, Vars>, variables?: NoInfer<Vars>, headers?: Record<string, string>): Promise<OperationResult<Data>>;
  execute<Data = any>(document: UntypedDocument, variables?: Variables, headers?: Record<string, string>): Promise<OperationResult<Data>>;
  /** The REST calls made so far, in order. */
  calls(): RestCall[];
  /** Throws, listing them, when answers were declared and never asked for. */
  assertAllAnswersUsed(): void;
  close(): Promise<void>;
}

/**
 * The gateway over a mocked api: real network connections are refused, so a REST call nobody
 * declared fails the operation with UPSTREAM_UNAVAILABLE (what a real outage gives), and shows in
 * `calls()`.
 */
export function mockedGateway(options: { config?: Partial<GatewayConfig>; log?: CreateGatewayOptions['log'] } = {}): MockedGateway {
  const agent = new MockAgent({ enableCallHistory: true });
  agent.disableNetConnect();
  const mock = agent.get(MOCK_API_ORIGIN);
  const sessions = new Map<string, number | null>();
  const lookupSession = async (authorization: string) => {
    if (!sessions.has(authorization)) sessions.set(authorization, 1000 + sessions.size);
    return sessions.get(authorization)!;
  };
  const gateway = createGateway({ dispatcher: agent, log: options.log, lookupSession, config: { apiUrl: MOCK_API_URL, apiTimeoutMs: 2000, eventsSecret: 'kit-events-secret', ...options.config } });
  const auth = { authorization: 'Token test-token' };
  const basePath = new URL(MOCK_API_URL).pathname;
  let closed = false;
  const feed = new FeedPlayer(mock, basePath);
  const answer: MockedGateway['answer'] = (method, path, status, body, { query, times } = {}) => {
    const scope = mock.intercept({ method, path: basePath + path, ...(query ? { query } : {}) })
      .reply(status, body === undefined ? '' : (body as object), { headers: { 'content-type': 'application/json' } });
    if (times && times > 1) scope.times(times);
    return scope;
  };
  return {
    gateway, agent, mock, auth, sessions, answer,
    route(route, ...args) {
      const request = restRequest(route, ...args);
      const query = Object.keys(request.query).length ? request.query : undefined;
      return {
        route, ...request,
        reply: (body, { status = 200, times } = {}) => {
          if (status >= 400) throw new Error(`${String(route)}: reply() declares a success; declare a ${status} with fail()`);
          return answer(request.method, request.path, status, body, { query, times });
        },
        fail: (status, body, { times } = {}) => {
          if (status < 400) throw new Error(`${String(route)}: fail() declares a 4xx or 5xx; declare a ${status} with reply()`);
          return answer(request.method, request.path, status, body, { query, times });
        },
      };
    },
    async subscribe(document: string | String | DocumentNode, variables: Variables = {}, headers: Record<string, string> = auth) {
      feed.ensureRegistered();
      const abort = new AbortController();
      const response = await gateway.fetch('http://gateway.test/graphql', {
        method: 'POST', signal: abort.signal,
        headers: { 'content-type': 'application/json', accept: 'text/event-stream', [CSRF_HEADER]: '1', ...headers },
        body: JSON.stringify({ query: sourceOf(document), variables }),
      });
      return readEventStream(response, abort);
    },
    publish(...changes) {
      feed.ensureRegistered();
      feed.publish(changes);
    },
    async execute(document: string | String | DocumentNode, variables: Variables = {}, headers: Record<string, string> = auth) {
      const response = await gateway.fetch('http://gateway.test/graphql', {
        method: 'POST', headers: { 'content-type': 'application/json', [CSRF_HEADER]: '1', ...headers }, body: JSON.stringify({ query: sourceOf(document), variables }),
      });
      const body = (await response.json()) as { data?: any; errors?: OperationResult['errors'] };
      return { status: response.status, data: body.data, errors: body.errors, response };
    },
    calls() {
      return (agent.getCallHistory()?.calls() ?? []).map((log) => {
        const headers = (log.headers ?? {}) as Record<string, string | string[]>;
        const authorization = headers.authorization ?? headers.Authorization;
        let body: unknown = null;
        if (typeof log.body === 'string' && log.body) {
          try { body = JSON.parse(log.body); } catch { body = null; }
        }
        const search = new URLSearchParams(log.searchParams).toString();
        return {
          method: log.method,
          path: log.path.slice(basePath.length) + (search ? `?${search}` : ''),
          query: { ...log.searchParams },
          body,
          authorization: typeof authorization === 'string' ? authorization : null,
        };
      });
    },
    assertAllAnswersUsed() { agent.assertNoPendingInterceptors(); },
    /** Safe to call more than once (an afterEach after a test that closed its own kit). */
    async close() {
      if (closed) return;
      closed = true;
      feed.stop();
      await gateway.closeUpstream();
      await agent.close();
    },
  };
}
