import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { makeExecutableSchema } from '@graphql-tools/schema';
import { createYoga, type Plugin } from 'graphql-yoga';
import { Pool, type Dispatcher } from 'undici';
import { loadGatewayConfig, type GatewayConfig } from './config.js';
import { authorizationOf, buildContext, type GatewayContext } from './context.js';
import { createPool, RestClient, type RestCaller } from './rest/client.js';
import { isUpstreamError } from './rest/errors.js';
import { EventsFeed } from './rest/events-feed.js';
import { CallerQueues, healthProbe, UpstreamBreaker } from './rest/upstream-guard.js';
import { apiSessionLookup, SessionDirectory, type SessionLookup } from './sessions.js';
import { resolvers } from './resolvers/index.js';
import { GRAPHIQL_EXAMPLES } from './graphiql-examples.js';
import { renderLocalGraphiQL, useGraphiQLPolicy } from './graphiql.js';
import { usePersistedOperations } from './plugins/use-persisted-operations.js';
import { useDiskUploads } from './plugins/use-disk-uploads.js';
import { useListLimits } from './plugins/use-list-limits.js';
import { useGetParams } from './plugins/use-get-params.js';
import { useNestingLimit } from './plugins/use-nesting-limit.js';
import { useBodyLimit } from './plugins/use-body-limit.js';
import { useCompiledExecution } from './plugins/use-compiled-execution.js';
import { useCsrfHeader } from './plugins/use-csrf-header.js';
import { useOperationLimits } from './plugins/use-operation-limits.js';
import { useCodedAnswers } from './plugins/use-coded-answers.js';
import { useNoEcho } from './plugins/use-no-echo.js';
import { useNoStore } from './plugins/use-no-store.js';
import { createGatewayMetrics } from './metrics.js';
import { useTracing } from './telemetry.js';

const root = path.join(path.dirname(fileURLToPath(import.meta.url)), '..', '..');
export const schemaPath = path.join(root, 'schema.graphql');
/** Header every browser request carries (the web app's fetch sets it); multipart and GET need it. */
export const CSRF_HEADER = 'x-graphql-yoga-csrf';

/** Adds the Set-Cookie values resolvers asked for (login, logout) to the response. */
function useResponseCookies(): Plugin<GatewayContext> {
  const cookies = new WeakMap<Request, string[]>();
  return {
    onContextBuilding: ({ context }) => () => { cookies.set(context.request, (context as GatewayContext).responseCookies); },
    onResponse: ({ request, response }) => {
      for (const cookie of cookies.get(request) ?? []) response.headers.append('set-cookie', cookie);
    },
  };
}

export interface CreateGatewayOptions {
  config?: Partial<GatewayConfig>;
  /** The upstream dispatcher: a keep-alive Pool by default; tests pass an undici MockAgent. */
  dispatcher?: Dispatcher;
  /** Where the gateway logs what an operator should know (the breaker opening, say); console by default. */
  log?: (message: string) => void;
  /** Who a session's user is: GET /api/session/ by default; the testing kit answers it itself. */
  lookupSession?: SessionLookup;
}

/** The gateway (not listening): `yoga.fetch` serves it in-process, `createServer(yoga)` over HTTP. */
export function createGateway(options: CreateGatewayOptions = {}) {
  const config = { ...loadGatewayConfig(), ...options.config };
  const dispatcher = options.dispatcher ?? createPool(config.apiUrl);
  const log = options.log ?? ((message: string) => console.warn(`[gateway] ${message}`));
  // Health probes get their own connections, so a pool full of hung requests cannot delay them.
  const probeDispatcher = options.dispatcher ?? new Pool(new URL(config.apiUrl).origin, { connections: 2 });
  const probe = healthProbe(probeDispatcher, config.apiUrl);
  const breaker = new UpstreamBreaker(probe, { slowMs: config.breakerSlowMs, probeTimeoutMs: config.breakerProbeTimeoutMs, retryMs: config.breakerRetryMs, log });
  const metrics = createGatewayMetrics();
  const shared: Omit<RestCaller, 'clientAddress'> = {
    metrics,
    tracing: config.tracing,
    limits: {
      maxCallsPerOperation: config.maxUpstreamCallsPerOperation,
      operationConcurrency: config.upstreamConcurrencyPerOperation,
      callerConcurrency: config.upstreamConcurrencyPerCaller,
    },
    callers: new CallerQueues(config.upstreamConcurrencyPerCaller),
    breaker,
  };
  /** A definite 401 from the api refuses an upload before its body is read; anything else lets it on. */
  const isSignedIn = async (request: Request) => {
    const authorization = authorizationOf(request.headers, config);
    if (!authorization) return false;
    try {
      await new RestClient(dispatcher, config.apiUrl, authorization, config.apiTimeoutMs, shared).get('/user/');
      return true;
    } catch (error) {
      return !isUpstreamError(error, 401);
    }
  };
  /** The api's health for /health: fails fast while the breaker is open. */
  const apiHealth = async (): Promise<'ok' | 'unreachable'> => {
    if (breaker.isOpen) return 'unreachable';
    return (await breaker.check()) ? 'ok' : 'unreachable';
  };
  // Token → user for every per-caller limit (sessions.ts); its lookups go through the breaker, so a
  // hung api fails them fast like any call.
  const lookup = options.lookupSession ?? apiSessionLookup(dispatcher, config.apiUrl, Math.min(config.apiTimeoutMs, 10_000));
  const sessions = new SessionDirectory((authorization) => breaker.run((signal) => lookup(authorization, signal)));
  const events = new EventsFeed({
    dispatcher, apiUrl: config.apiUrl, secret: config.eventsSecret, waitSeconds: config.eventsWaitSeconds, log,
    checkSession: async (authorization, maxAgeMs) => {
      const user = await sessions.userOf(authorization, maxAgeMs);
      return user === undefined ? undefined : user !== null;
    },
  });
  // A session that ends in this process (logout, a 401) ends its streams at once.
  sessions.onEnded((sessionKey) => events.endSession(sessionKey));
  metrics.watch({
    breakerOpen: () => breaker.isOpen,
    queues: () => ({ calls: shared.callers!.calls, callers: shared.callers!.size }),
    openStreams: () => events.openStreams,
  });
  /** The api's readiness (/api/ready/: its database and file store) for the gateway's /ready. */
  const apiReady = async (): Promise<{ ready: boolean; api: unknown }> => {
    if (breaker.isOpen) return { ready: false, api: 'unreachable' };
    const url = new URL(config.apiUrl);
    try {
      const answer = await probeDispatcher.request({
        origin: url.origin, path: `${url.pathname.replace(/\/$/, '')}/ready/`, method: 'GET',
        headersTimeout: 5000, bodyTimeout: 5000, signal: AbortSignal.timeout(5000),
      });
      const body = await answer.body.json().catch(() => null);
      return { ready: answer.statusCode === 200, api: body ?? 'unreachable' };
    } catch {
      return { ready: false, api: 'unreachable' };
    }
  };
  const schema = makeExecutableSchema({ typeDefs: fs.readFileSync(schemaPath, 'utf8'), resolvers: resolvers as any });
  const yoga = createYoga<Record<string, unknown>, GatewayContext>({
    schema,
    context: buildContext(config, dispatcher, shared, events, sessions) as any,
    // The web app is same-origin; other browser origins must be listed (CORS_ORIGINS).
    cors: config.corsOrigins.length ? { origin: config.corsOrigins, credentials: true, methods: ['GET', 'POST'] } : false,
    plugins: [
      metrics.plugin(),
      useResponseCookies(),
      useCodedAnswers(),
      useNoEcho(),
      useNoStore(),
      useCsrfHeader(CSRF_HEADER),
      useListLimits(),
      useGetParams(),
      useNestingLimit(),
      useDiskUploads({ maxBytes: config.uploadMaxBytes, tmpDir: config.uploadTmpDir, isSignedIn }),
      useGraphiQLPolicy(),
      // Depth, alias, directive and cost limits (tokens and brackets: useNestingLimit), each refusal QUERY_TOO_COMPLEX.
      useOperationLimits(),
      usePersistedOperations({ file: config.persistedOperationsFile ?? path.join(root, 'web', 'persisted-queries.json'), only: config.persistedOperationsOnly }),
      useCompiledExecution(),
      // After compiled execution: it wraps the execute function that plugin sets (telemetry.ts).
      config.tracing && useTracing(),
      // After every plugin that sets a request parser (as Yoga places its own, turned off below).
      useBodyLimit(),
    ].filter(Boolean) as Plugin[],
    maxRequestBodySize: false,
    graphiql: { title: 'Solar Portal GraphQL', defaultQuery: GRAPHIQL_EXAMPLES },
    renderGraphiQL: renderLocalGraphiQL,
    landingPage: false,
  });
  return Object.assign(yoga, {
    config, dispatcher, apiHealth, apiReady, events, sessions, metrics,
    /** The shared upstream guards (breaker, limits, metrics) for calls made outside GraphQL (the app shell's, shell-data.ts). */
    upstreamCaller: shared,
    async closeUpstream() {
      await events.close();
      breaker.close();
      if (!options.dispatcher) await Promise.all([(dispatcher as Pool).close(), (probeDispatcher as Pool).close()]);
    },
  });
}
