/** Everything the gateway reads from the environment, with its default (docs/configuration.md lists each). */
export interface GatewayConfig {
  host: string;
  port: number;
  /** Base of the portal REST API, including /api. */
  apiUrl: string;
  /** Upstream timeout (spec §9: 200000 ms). */
  apiTimeoutMs: number;
  /**
   * EVENTS_SECRET, shared with the api: the credential of its events feed, which subscriptions
   * follow. Without it subscriptions answer LIVE_UPDATES_UNAVAILABLE.
   */
  eventsSecret?: string;
  /** How long each read of the events feed waits for news, in seconds (EVENTS_WAIT_SECONDS, 1–25). */
  eventsWaitSeconds: number;
  /** UtilityAPI-compatible service; without it the api's sandbox under /api/utility_service/v2. */
  utilityApiUrl: string;
  utilityApiKey: string;
  /** Address suggestions provider; without it the offline default. */
  geocoderUrl?: string;
  persistedOperationsOnly: boolean;
  /** Relay's persisted queries (id → text); default web/persisted-queries.json. */
  persistedOperationsFile?: string;
  /** The built web app to serve at /; default web/dist. */
  webDist?: string;
  /** Cookie that carries the api token for browsers. */
  cookieName: string;
  /** Largest accepted upload, refused while parsing (the api enforces the same limit). */
  uploadMaxBytes: number;
  /** Where uploads wait on disk while a request runs; default the OS temp dir. */
  uploadTmpDir?: string;
  /** Secure cookies always (COOKIE_SECURE=true); otherwise whenever the request came over HTTPS. */
  cookieSecure: boolean;
  /**
   * A proxy in front of the gateway is trusted (TRUST_PROXY=true): its X-Forwarded-Proto says
   * whether the browser used HTTPS, and the last X-Forwarded-For entry is the browser's address.
   */
  trustProxy: boolean;
  /** GET /metrics answers loopback callers; others only with `Authorization: Bearer <METRICS_TOKEN>` (issue 27). */
  metricsToken?: string;
  /** Spans per operation and api call (telemetry.ts): on when OTEL_EXPORTER_OTLP_ENDPOINT is set. */
  tracing?: boolean;
  /** Origins allowed to call /graphql from a browser with credentials (CORS); none by default. */
  corsOrigins: string[];
  /** The map style URL (MAP_STYLE_URL, or VITE_MAP_STYLE_URL of the build): its host joins the CSP. */
  mapStyleUrl?: string;
  /** Further hosts the web app may load from (map tiles, glyphs): CSP_EXTRA_SOURCES, space separated. */
  cspExtraSources: string[];
  /** Shares of the upstream pool per operation and per caller (upstream-guard.ts). */
  maxUpstreamCallsPerOperation: number;
  upstreamConcurrencyPerOperation: number;
  upstreamConcurrencyPerCaller: number;
  /** The circuit breaker for a hung api: when a call is slow, probe; how long a probe may take. */
  breakerSlowMs: number;
  breakerProbeTimeoutMs: number;
  breakerRetryMs: number;
}

const list = (value: string | undefined) => (value ?? '').split(/[\s,]+/).map((item) => item.trim()).filter(Boolean);
const positive = (value: string | undefined, fallback: number) => {
  const number = Number(value);
  return Number.isFinite(number) && number > 0 ? number : fallback;
};

export function loadGatewayConfig(env: NodeJS.ProcessEnv = process.env): GatewayConfig {
  const apiUrl = (env.API_URL || 'http://127.0.0.1:8000/api').replace(/\/$/, '');
  return {
    host: env.GATEWAY_HOST || '127.0.0.1',
    port: Number(env.PORT || 4000),
    apiUrl,
    apiTimeoutMs: Number(env.API_TIMEOUT_MS || 200_000),
    eventsSecret: env.EVENTS_SECRET || undefined,
    metricsToken: env.METRICS_TOKEN || undefined,
    tracing: Boolean(env.OTEL_EXPORTER_OTLP_ENDPOINT || env.OTEL_EXPORTER_OTLP_TRACES_ENDPOINT),
    eventsWaitSeconds: Math.min(25, Math.round(positive(env.EVENTS_WAIT_SECONDS, 20))),
    utilityApiUrl: (env.UTILITY_API_URL || `${apiUrl}/utility_service/v2`).replace(/\/$/, ''),
    utilityApiKey: env.UTILITY_API_KEY || 'sandbox-key',
    geocoderUrl: env.GEOCODER_URL || undefined,
    persistedOperationsOnly: env.PERSISTED_OPERATIONS_ONLY === 'true',
    persistedOperationsFile: env.PERSISTED_OPERATIONS_FILE || undefined,
    webDist: env.WEB_DIST || undefined,
    cookieName: env.AUTH_COOKIE_NAME || 'portal_token',
    uploadMaxBytes: Number(env.UPLOAD_MAX_MB || 25) * 1024 * 1024,
    uploadTmpDir: env.UPLOAD_TMP_DIR || undefined,
    cookieSecure: env.COOKIE_SECURE === 'true',
    trustProxy: env.TRUST_PROXY === 'true',
    corsOrigins: list(env.CORS_ORIGINS).map((origin) => origin.replace(/\/$/, '')),
    mapStyleUrl: env.MAP_STYLE_URL || env.VITE_MAP_STYLE_URL || undefined,
    cspExtraSources: list(env.CSP_EXTRA_SOURCES),
    maxUpstreamCallsPerOperation: positive(env.MAX_UPSTREAM_CALLS_PER_OPERATION, 250),
    upstreamConcurrencyPerOperation: positive(env.UPSTREAM_CONCURRENCY_PER_OPERATION, 8),
    upstreamConcurrencyPerCaller: positive(env.UPSTREAM_CONCURRENCY_PER_CALLER, 16),
    breakerSlowMs: positive(env.BREAKER_SLOW_MS, 3000),
    breakerProbeTimeoutMs: positive(env.BREAKER_PROBE_TIMEOUT_MS, 3000),
    breakerRetryMs: positive(env.BREAKER_RETRY_MS, 2000),
  };
}
