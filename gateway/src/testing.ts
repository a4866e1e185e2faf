/**
 * Testing kit: the real gateway (schema, resolvers, plugins, error channel) over a mocked REST
 * layer, for CI of any team that builds on the gateway — `import { mockedGateway } from
 * '@portal/gateway/testing'` (README "Testing against a mocked REST layer"; copyable example:
 * gateway/test/testing-kit.example.test.ts).
 *
 * Nothing here waits on a clock: an answer is declared before the operation runs and served at
 * once, and the calls made are read after the operation has answered.
 */
import { MockAgent, type Interceptable } from 'undici';

type MockScope = ReturnType<ReturnType<Interceptable['intercept']>['reply']>;
import { createGateway, CSRF_HEADER, type CreateGatewayOptions } from './yoga.js';
import type { GatewayConfig } from './config.js';
import { FeedPlayer, readEventStream, type KitSubscription, type PublishedChange } from './testing-events.js';

export type { KitSubscription, PublishedChange, StreamedResult } from './testing-events.js';

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
   * Declares the api's answer to one REST call, once (or `times` times): `path` is under the api's
   * base (`/lead/7/`); a path with a query string must match it exactly, `query` matches parameters
   * in any order.
   */
  answer(method: Method, path: string, status: number, body?: unknown, options?: { query?: Record<string, string>; times?: number }): MockScope;
  /**
   * Starts a subscription over server-sent events, as the web app does (signed in with `auth`
   * unless `headers` say otherwise); `next()` awaits its next event.
   */
  subscribe<Data = any>(query: string, variables?: Record<string, unknown>, headers?: Record<string, string>): Promise<KitSubscription<Data>>;
  /**
   * Plays the api's events feed: the gateway's follower gets these changes at once, and each
   * subscription of their lead or user pushes an event (read afresh through declared answers).
   */
  publish(...changes: PublishedChange[]): void;
  /** Runs a GraphQL operation (signed in with `auth` unless `headers` say otherwise). */
  execute<Data = any>(query: string, variables?: Record<string, unknown>, headers?: Record<string, string>): Promise<OperationResult<Data>>;
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
  const gateway = createGateway({ dispatcher: agent, log: options.log, config: { apiUrl: MOCK_API_URL, apiTimeoutMs: 2000, eventsSecret: 'kit-events-secret', ...options.config } });
  const auth = { authorization: 'Token test-token' };
  const basePath = new URL(MOCK_API_URL).pathname;
  let closed = false;
  const feed = new FeedPlayer(mock, basePath);
  return {
    gateway, agent, mock, auth,
    answer(method, path, status, body, { query, times } = {}) {
      const scope = mock.intercept({ method, path: basePath + path, ...(query ? { query } : {}) })
        .reply(status, body === undefined ? '' : (body as object), { headers: { 'content-type': 'application/json' } });
      if (times && times > 1) scope.times(times);
      return scope;
    },
    async subscribe(query, variables = {}, headers = auth) {
      feed.ensureRegistered();
      const abort = new AbortController();
      const response = await gateway.fetch('http://gateway.test/graphql', {
        method: 'POST', signal: abort.signal,
        headers: { 'content-type': 'application/json', accept: 'text/event-stream', [CSRF_HEADER]: '1', ...headers },
        body: JSON.stringify({ query, variables }),
      });
      return readEventStream(response, abort);
    },
    publish(...changes) {
      feed.ensureRegistered();
      feed.publish(changes);
    },
    async execute(query, variables = {}, headers = auth) {
      const response = await gateway.fetch('http://gateway.test/graphql', {
        method: 'POST', headers: { 'content-type': 'application/json', [CSRF_HEADER]: '1', ...headers }, body: JSON.stringify({ query, variables }),
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
