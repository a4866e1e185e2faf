import fs from 'node:fs';
import http from 'node:http';
import path from 'node:path';
import compression from 'compression';
import { request } from 'undici';
import { isPublicApiPath, proxyToApi } from './public-proxy.js';
import type { createGateway } from './yoga.js';

const TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8', '.js': 'text/javascript', '.mjs': 'text/javascript', '.css': 'text/css', '.json': 'application/json',
  '.svg': 'image/svg+xml', '.png': 'image/png', '.jpg': 'image/jpeg', '.ico': 'image/x-icon', '.woff2': 'font/woff2', '.wasm': 'application/wasm',
  '.map': 'application/json', '.txt': 'text/plain; charset=utf-8', '.pdf': 'application/pdf',
};

const NOT_BUILT = `<!doctype html><meta charset="utf-8"><title>Solar Portal</title>
<body style="font-family:system-ui;margin:3rem;max-width:40rem"><h1>Solar Portal gateway</h1>
<p>The web app is not built yet. The GraphQL API is at <a href="/graphql">/graphql</a> (GraphiQL in a browser).</p></body>`;

/**
 * One HTTP server for the product: /graphql (Yoga), /health (gateway and api), the api's public
 * pages (signed media, agreement signing; see public-proxy.ts), and the built web
 * app at / with a fallback to index.html so client-side routes load on refresh.
 */
export function createServer(gateway: ReturnType<typeof createGateway>, webDist: string) {
  const root = path.resolve(webDist);
  const serve = handler(gateway, root);
  return http.createServer((req, res) => compress(req, res, () => serve(req, res)));
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
  return async (req: http.IncomingMessage, res: http.ServerResponse) => {
    const url = new URL(req.url ?? '/', 'http://gateway');
    if (url.pathname.startsWith('/graphql')) return gateway(req, res);
    if (url.pathname === '/health') return health(gateway.config.apiUrl, res);
    if (isPublicApiPath(url.pathname)) return proxyToApi(gateway.config.apiUrl, req, res, gateway.config.apiTimeoutMs);
    if (req.method !== 'GET' && req.method !== 'HEAD') { res.writeHead(405).end(); return; }
    const file = path.resolve(root, '.' + decodeURIComponent(url.pathname));
    const inside = file === root || file.startsWith(root + path.sep);
    const target = inside && fs.existsSync(file) && fs.statSync(file).isFile() ? file : path.join(root, 'index.html');
    if (!fs.existsSync(target)) { res.writeHead(200, { 'content-type': 'text/html; charset=utf-8' }).end(NOT_BUILT); return; }
    const immutable = target.includes(`${path.sep}assets${path.sep}`);
    res.writeHead(200, {
      'content-type': TYPES[path.extname(target)] ?? 'application/octet-stream',
      'cache-control': immutable ? 'public, max-age=31536000, immutable' : 'no-cache',
      'x-content-type-options': 'nosniff',
    });
    if (req.method === 'HEAD') { res.end(); return; }
    fs.createReadStream(target).pipe(res);
  };
}

async function health(apiUrl: string, res: http.ServerResponse) {
  let api = 'unreachable';
  try {
    const answer = await request(`${apiUrl}/health/`, { headersTimeout: 5000, bodyTimeout: 5000 });
    api = answer.statusCode === 200 ? 'ok' : `status ${answer.statusCode}`;
    await answer.body.dump();
  } catch { /* api stays 'unreachable' */ }
  res.writeHead(api === 'ok' ? 200 : 503, { 'content-type': 'application/json' }).end(JSON.stringify({ status: api === 'ok' ? 'ok' : 'degraded', gateway: 'ok', api }));
}
