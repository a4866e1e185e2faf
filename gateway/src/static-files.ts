import crypto from 'node:crypto';
import fs from 'node:fs';
import http from 'node:http';
import path from 'node:path';
import { pipeline } from 'node:stream/promises';
import Negotiator from 'negotiator';
import { servedPage } from './runtime-settings.js';
import { hasSessionCookie, shellKindOf, withAppShell, type ShellKind } from './app-shell.js';
import type { ShellData } from './shell-data.js';
import { routeOf, routePreloads } from './route-preloads.js';
import type { GatewayConfig } from './config.js';

const TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8', '.js': 'text/javascript', '.mjs': 'text/javascript', '.css': 'text/css', '.json': 'application/json',
  '.svg': 'image/svg+xml', '.png': 'image/png', '.jpg': 'image/jpeg', '.ico': 'image/x-icon', '.woff2': 'font/woff2', '.wasm': 'application/wasm',
  '.map': 'application/json', '.txt': 'text/plain; charset=utf-8', '.pdf': 'application/pdf', '.webmanifest': 'application/manifest+json',
};

const NOT_BUILT = `<!doctype html><meta charset="utf-8"><title>Solar Portal</title>
<body style="font-family:system-ui;margin:3rem;max-width:40rem"><h1>Solar Portal gateway</h1>
<p>The web app is not built yet. The GraphQL API is at <a href="/graphql">/graphql</a> (GraphiQL in a browser).</p></body>`;

/** Files of the build whose names carry a content hash (Vite's assets/): never change, cached a year. */
export const IMMUTABLE = 'public, max-age=31536000, immutable';
/** Everything else (index.html, a service worker, a manifest): the browser asks each time, a 304 if unchanged. */
export const REVALIDATE = 'no-cache';

/** The copies web/scripts/precompress.mjs writes beside a file, in the order we prefer them. */
const PRECOMPRESSED = [{ encoding: 'br', suffix: '.br' }, { encoding: 'gzip', suffix: '.gz' }] as const;

const isFile = (file: string) => {
  try { return fs.statSync(file).isFile(); } catch { return false; }
};

/** True when the request's If-None-Match names `etag` (weak comparison, as RFC 9110 asks for GET). */
function notModified(req: http.IncomingMessage, etag: string): boolean {
  const header = req.headers['if-none-match'];
  if (!header) return false;
  const bare = (tag: string) => tag.trim().replace(/^W\//, '');
  return header.trim() === '*' || header.split(',').some((tag) => bare(tag) === bare(etag));
}

/**
 * The built web app: files of `root`, and index.html for any other path (client-side routes load on
 * refresh). Hashed assets are cached immutably; the rest revalidate with an ETag. A file's Brotli or
 * gzip copy from the build is sent as it is when the browser accepts it (server.ts's on-the-fly
 * compression then leaves the answer alone, it already has a Content-Encoding). The HTML names the
 * route's chunks for modulepreload (route-preloads.ts) and draws its app shell (app-shell.ts). Security headers are set by server.ts
 * before this runs, so every answer here carries them.
 */
/** What a signed-in page's shell draws of its viewer and data (shell-data.ts); absent in tests of the files alone. */
export type ShellLookup = (req: http.IncomingMessage, kind: ShellKind, pathname: string) => Promise<ShellData>;

export function staticFiles(root: string, config: Pick<GatewayConfig, 'mapStyleUrl' | 'cookieName'>, policy: string, shellLookup?: ShellLookup) {
  return async (req: http.IncomingMessage, res: http.ServerResponse, decoded: string, pathname: string) => {
    const file = path.resolve(root, '.' + decoded);
    const inside = file === root || file.startsWith(root + path.sep);
    const target = inside && isFile(file) ? file : path.join(root, 'index.html');
    if (!isFile(target)) {
      res.writeHead(200, { 'content-type': 'text/html; charset=utf-8', 'content-security-policy': "default-src 'none'; style-src 'unsafe-inline'; frame-ancestors 'none'" }).end(NOT_BUILT);
      return;
    }
    const type = TYPES[path.extname(target)] ?? 'application/octet-stream';
    if (target.endsWith('.html')) {
      // The page differs per route (its preloads, its app shell) and per settings: its ETag is its content's.
      const routed = target !== file;
      const page = servedPage(target, config, routed ? routePreloads(root, routeOf(pathname)) : '');
      let kind = routed ? shellKindOf(pathname, hasSessionCookie(req.headers.cookie, config.cookieName)) : null;
      // A signed-in page draws its viewer's name (and a lead page its lead's): it is this user's page.
      // (Its failures are caught inside; an unexpected one still only costs the slots, never the page.)
      const data = kind && kind !== 'login' && shellLookup ? await shellLookup(req, kind, pathname).catch(() => null) : null;
      if (data && !data.signedIn) kind = 'login';
      const html = withAppShell(page, kind, data?.signedIn ? data.slots : {});
      const etag = `W/"${crypto.createHash('sha1').update(html).digest('base64url')}"`;
      // A routed page's shell depends on the request's session: caches must key on the cookie, and
      // a page that names its viewer is theirs alone (private: no shared cache keeps it).
      const personal = !!data?.signedIn && Object.keys(data.slots).length > 0;
      const headers = {
        'content-type': type, 'cache-control': personal ? `private, ${REVALIDATE}` : REVALIDATE, etag, 'content-security-policy': policy,
        ...(routed ? { vary: 'Cookie' } : {}),
      };
      if (notModified(req, etag)) { res.writeHead(304, headers).end(); return; }
      res.writeHead(200, headers);
      res.end(req.method === 'HEAD' ? undefined : html);
      return;
    }
    const immutable = path.relative(root, target).split(path.sep)[0] === 'assets';
    const copy = precompressedCopy(req, target);
    res.setHeader('vary', 'Accept-Encoding');
    const sent = copy?.file ?? target;
    const stat = fs.statSync(sent);
    const headers: http.OutgoingHttpHeaders = {
      'content-type': type,
      'cache-control': immutable ? IMMUTABLE : REVALIDATE,
      'content-length': stat.size,
      ...(copy ? { 'content-encoding': copy.encoding } : {}),
    };
    if (!immutable) {
      const etag = `W/"${stat.size.toString(16)}-${Math.floor(stat.mtimeMs).toString(16)}${copy ? `-${copy.encoding}` : ''}"`;
      headers.etag = etag;
      if (notModified(req, etag)) { delete headers['content-length']; res.writeHead(304, headers).end(); return; }
    }
    res.writeHead(200, headers);
    if (req.method === 'HEAD') { res.end(); return; }
    // A browser that goes away mid-file is not an error of ours.
    await pipeline(fs.createReadStream(sent), res).catch(() => res.destroy());
  };
}

/** The build's Brotli or gzip copy of `file` that the request accepts, if there is one. */
function precompressedCopy(req: http.IncomingMessage, file: string): { file: string; encoding: string } | null {
  if (!req.headers['accept-encoding']) return null;
  const available = PRECOMPRESSED.filter(({ suffix }) => isFile(file + suffix));
  if (!available.length) return null;
  const names = available.map((copy) => copy.encoding);
  // Browsers list gzip before br at equal weight; the second argument (negotiator ≥ 0.6.4, which its
  // types omit) prefers ours, the smaller, among encodings the browser weighs alike.
  const encoding = (new Negotiator(req) as unknown as { encoding(available: string[], preferred: string[]): string | undefined }).encoding(names, names);
  const chosen = available.find((copy) => copy.encoding === encoding);
  return chosen ? { file: file + chosen.suffix, encoding: chosen.encoding } : null;
}
