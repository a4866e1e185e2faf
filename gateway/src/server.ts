import http from 'node:http';
import path from 'node:path';
import compression from 'compression';
import { cameOverHttps, clientAddress, connectionOf, nodeHeader } from './client-address.js';
import { isPublicApiPath, proxyToApi } from './public-proxy.js';
import { context } from '@opentelemetry/api';
// Who may read /metrics (loopback, else Bearer METRICS_TOKEN): the rule both services share.
import { mayReadMetrics } from '@portal/service-kit';
import { incomingContext, requestIdOf } from './telemetry.js';
import { baseSecurityHeaders, webAppPolicy } from './security-headers.js';
import { shellData } from './shell-data.js';
import { staticFiles } from './static-files.js';
import type { createGateway } from './yoga.js';

/**
 * One HTTP server for the product: /graphql (Yoga), /health (liveness: gateway and api), /ready
 * (readiness: the api's database and file store), /metrics (Prometheus), the api's public pages
 * (signed media, agreement signing; see public-proxy.ts), and the built web app at / with a
 * fallback to index.html so client-side routes load on refresh.
 */
export function createServer(gateway: ReturnType<typeof createGateway>, webDist: string, log: (message: string, error?: unknown) => void = logError) {
  const root = path.resolve(webDist);
  const serve = handler(gateway, root);
  const securityHeaders = { http: Object.entries(baseSecurityHeaders(false)), https: Object.entries(baseSecurityHeaders(true)) };
  /** Open subscription streams (SSE), so a shutdown can end each with a retry hint. */
  const streams = new Set<http.ServerResponse>();
  const server = http.createServer((req, res) => {
    if (String(req.headers.accept ?? '').includes('text/event-stream')) {
      streams.add(res);
      res.once('close', () => streams.delete(res));
    }
    const https = cameOverHttps(nodeHeader(req), connectionOf(req), gateway.config.trustProxy);
    for (const [name, value] of securityHeaders[https ? 'https' : 'http']) res.setHeader(name, value);
    // A request id the client can quote, on the answer and sent on to the api (its logs say it too).
    req.headers['x-request-id'] = requestIdOf(req);
    res.setHeader('x-request-id', req.headers['x-request-id']);
    const started = performance.now();
    res.once('close', () => gateway.metrics.httpAnswered(kindOf(req.url), res.statusCode, (performance.now() - started) / 1000));
    compress(req, res, () => {
      // No request can take the process down: whatever a handler throws is this request's 500.
      serve(req, res).catch((error) => {
        log(`${req.method} ${String(req.url).slice(0, 200)} failed`, error);
        if (!res.headersSent) res.writeHead(500, { 'content-type': 'text/plain; charset=utf-8' }).end('A server error occurred.');
        else res.destroy();
      });
    });
  });
  return Object.assign(server, {
    /**
     * A graceful stop (issue 27): no new connections; requests in flight finish; each open
     * subscription stream gets an SSE `retry:` hint and ends, so the browser reconnects (to another
     * gateway behind the balancer, or this one restarted) in a couple of seconds instead of waiting
     * out a dead connection. Resolves when the last request has finished, or after `graceMs`.
     */
    drain(graceMs = 8_000): Promise<void> {
      return new Promise<void>((resolve) => {
        const timer = setTimeout(() => { server.closeAllConnections(); resolve(); }, graceMs);
        timer.unref();
        server.close(() => { clearTimeout(timer); resolve(); });
        for (const res of streams) {
          if (!res.writableEnded) res.end(`: the gateway is restarting\nretry: ${RECONNECT_MS}\n\n`);
        }
        streams.clear();
        server.closeIdleConnections();
      });
    },
  });
}

/** How soon a browser reconnects a stream the gateway ended for a restart (SSE retry, ms). */
export const RECONNECT_MS = 2000;

const logError = (message: string, error?: unknown) => console.error(`[gateway] ${message}:`, error);

/** The kind of path a request went to, as the metrics label it (a few values, never the path itself). */
function kindOf(rawUrl: string | undefined): string {
  const pathname = (rawUrl ?? '/').split('?')[0];
  if (pathname.startsWith('/graphql')) return 'graphql';
  if (pathname === '/health' || pathname === '/ready' || pathname === '/metrics') return pathname.slice(1);
  if (isPublicApiPath(pathname)) return 'public_api';
  return 'web';
}

/** The URL's path decoded, or null when it is not valid percent-encoding (`/%E0%A4%A`). */
function decodedPath(pathname: string): string | null {
  try { return decodeURIComponent(pathname); } catch { return null; }
}

/**
 * gzip or brotli (what the browser accepts) for answers over 1 KB that compress: the web app's
 * JavaScript (~1 MB raw on the first visit) and GraphQL answers such as the map's 10,000 leads
 * (~0.9 MB of JSON). Images and PDFs pass as they are; streamed GraphQL answers (SSE, multipart)
 * are never buffered.
 */
const compressAnswer = compression({
  filter: (req, res) => !/^(text\/event-stream|multipart\/mixed)/.test(String(res.getHeader('content-type') ?? '')) && compression.filter(req, res),
});
const compress = (req: http.IncomingMessage, res: http.ServerResponse, next: () => void) =>
  compressAnswer(req as Parameters<typeof compressAnswer>[0], res as Parameters<typeof compressAnswer>[1], next);

function handler(gateway: ReturnType<typeof createGateway>, root: string) {
  const files = staticFiles(root, gateway.config, webAppPolicy(gateway.config), (req, kind, pathname) =>
    shellData(gateway.dispatcher, gateway.config.apiUrl, req.headers.cookie ?? null, gateway.config.cookieName, kind, pathname, {
      ...gateway.upstreamCaller,
      clientAddress: clientAddress(nodeHeader(req), connectionOf(req), gateway.config.trustProxy),
      requestId: typeof req.headers['x-request-id'] === 'string' ? req.headers['x-request-id'] : null,
    }));
  return async (req: http.IncomingMessage, res: http.ServerResponse) => {
    let url: URL;
    try { url = new URL(req.url ?? '/', 'http://gateway'); } catch { res.writeHead(400).end('Bad request.'); return; }
    // The operation continues the caller's trace, if it sent one (telemetry.ts; no-op when tracing is off).
    if (url.pathname.startsWith('/graphql')) return gateway.config.tracing ? context.with(incomingContext(req), () => gateway(req, res)) : gateway(req, res);
    if (url.pathname === '/health') return health(gateway, res);
    if (url.pathname === '/ready') return ready(gateway, res);
    if (url.pathname === '/metrics') return metrics(gateway, req, res);
    if (isPublicApiPath(url.pathname)) {
      const client = clientAddress(nodeHeader(req), connectionOf(req), gateway.config.trustProxy);
      return proxyToApi(gateway.config.apiUrl, req, res, gateway.config.apiTimeoutMs, client, gateway.config.cookieName);
    }
    if (req.method !== 'GET' && req.method !== 'HEAD') { res.writeHead(405).end(); return; }
    const decoded = decodedPath(url.pathname);
    if (decoded === null || decoded.includes('\0')) { res.writeHead(400, { 'content-type': 'text/plain; charset=utf-8' }).end('Bad request: the address is not valid.'); return; }
    return files(req, res, decoded, url.pathname);
  };
}

/** 200 when the api answers its health check in time; 503 at once while the breaker is open. */
async function health(gateway: ReturnType<typeof createGateway>, res: http.ServerResponse) {
  const api = await gateway.apiHealth();
  res.writeHead(api === 'ok' ? 200 : 503, { 'content-type': 'application/json', 'cache-control': 'no-store' })
    .end(JSON.stringify({ status: api === 'ok' ? 'ok' : 'degraded', gateway: 'ok', api }));
}

/** 200 when the api is ready (its database and file store answer); 503 with what is not. */
async function ready(gateway: ReturnType<typeof createGateway>, res: http.ServerResponse) {
  const { ready: isReady, api } = await gateway.apiReady();
  res.writeHead(isReady ? 200 : 503, { 'content-type': 'application/json', 'cache-control': 'no-store' })
    .end(JSON.stringify({ status: isReady ? 'ready' : 'unavailable', gateway: 'ok', api }));
}

/** Prometheus text to loopback callers (the socket's address) or the bearer of METRICS_TOKEN; 403 to anyone else. */
async function metrics(gateway: ReturnType<typeof createGateway>, req: http.IncomingMessage, res: http.ServerResponse) {
  if (!mayReadMetrics(req.socket.remoteAddress, req.headers, gateway.config.metricsToken)) {
    res.writeHead(403, { 'content-type': 'text/plain; charset=utf-8', 'cache-control': 'no-store' }).end('Metrics are answered to this host, or with the metrics token.');
    return;
  }
  const text = await gateway.metrics.registry.metrics();
  res.writeHead(200, { 'content-type': gateway.metrics.registry.contentType, 'cache-control': 'no-store' }).end(text);
}
