import type { GatewayConfig } from './config.js';

/** Headers on every answer of the gateway. HSTS only over HTTPS (a browser ignores it over HTTP anyway). */
export function baseSecurityHeaders(https: boolean): Record<string, string> {
  return {
    'x-content-type-options': 'nosniff',
    'x-frame-options': 'DENY',
    'referrer-policy': 'same-origin',
    ...(https ? { 'strict-transport-security': 'max-age=31536000; includeSubDomains' } : {}),
  };
}

const originOf = (url: string | undefined) => {
  try { return url ? new URL(url).origin : null; } catch { return null; }
};

/**
 * The web app's Content-Security-Policy. Scripts only from the portal's own origin (the Vite
 * build has no inline script); styles also inline (Chakra's emotion inserts style elements);
 * images from blob: and data: (map sprites, PDF pages, previews); MapLibre's and pdf.js's workers
 * are files of the build; the map style's host and CSP_EXTRA_SOURCES are added when configured.
 */
export function webAppPolicy(config: Pick<GatewayConfig, 'mapStyleUrl' | 'cspExtraSources'>): string {
  const extra = [originOf(config.mapStyleUrl), ...config.cspExtraSources].filter(Boolean).join(' ');
  const withExtra = (sources: string) => (extra ? `${sources} ${extra}` : sources);
  return [
    "default-src 'self'",
    "script-src 'self'",
    "style-src 'self' 'unsafe-inline'",
    withExtra("img-src 'self' data: blob:"),
    withExtra("font-src 'self' data:"),
    withExtra("connect-src 'self'"),
    "worker-src 'self' blob:",
    "child-src 'self' blob:",
    "frame-src 'none'",
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    "frame-ancestors 'none'",
    "manifest-src 'self'",
  ].join('; ');
}
