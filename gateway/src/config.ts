/** Everything the gateway reads from the environment, with its default (README lists each). */
export interface GatewayConfig {
  host: string;
  port: number;
  /** Base of the portal REST API, including /api. */
  apiUrl: string;
  /** Upstream timeout (spec §9: 200000 ms). */
  apiTimeoutMs: number;
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
  cookieSecure: boolean;
}

export function loadGatewayConfig(env: NodeJS.ProcessEnv = process.env): GatewayConfig {
  const apiUrl = (env.API_URL || 'http://127.0.0.1:8000/api').replace(/\/$/, '');
  return {
    host: env.GATEWAY_HOST || '127.0.0.1',
    port: Number(env.PORT || 4000),
    apiUrl,
    apiTimeoutMs: Number(env.API_TIMEOUT_MS || 200_000),
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
  };
}
