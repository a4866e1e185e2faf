import fs from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
// The build step itself (web/scripts/precompress.mjs) writes the copies this test serves.
// @ts-expect-error -- a plain .mjs script without types
import { precompress } from '../../web/scripts/precompress.mjs';
import { createServer } from '../src/server.js';
import { IMMUTABLE } from '../src/static-files.js';
import { CSRF_HEADER, createGateway } from '../src/yoga.js';

/** A request without fetch's automatic decompression: the status, headers and bytes as sent. */
function raw(url: string, headers: Record<string, string> = {}, method = 'GET'): Promise<{ status: number; headers: http.IncomingHttpHeaders; body: Buffer }> {
  return new Promise((resolve, reject) => {
    const req = http.request(url, { method, headers }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (chunk: Buffer) => chunks.push(chunk));
      res.on('end', () => resolve({ status: res.statusCode!, headers: res.headers, body: Buffer.concat(chunks) }));
    });
    req.on('error', reject);
    req.end();
  });
}

const SECURITY = { 'x-content-type-options': 'nosniff', 'x-frame-options': 'DENY', 'referrer-policy': 'same-origin' };
const BIG_JS = Array.from({ length: 400 }, (_, i) => `export const value${i} = ${i};`).join('\n');
/** A build manifest shaped like Vite's: the entry, the layout and the two lead screens, sharing a chunk. */
const MANIFEST = {
  'index.html': { file: 'assets/index-aaa.js', isEntry: true, imports: ['_react-bbb.js'] },
  '_react-bbb.js': { file: 'assets/react-bbb.js' },
  '_table-ccc.js': { file: 'assets/table-ccc.js', imports: ['_react-bbb.js'] },
  'src/components/layout/MainLayout.tsx': { file: 'assets/MainLayout-ddd.js', isDynamicEntry: true, imports: ['_react-bbb.js'] },
  'src/screens/Leads/LeadListScreen.tsx': { file: 'assets/LeadListScreen-eee.js', isDynamicEntry: true, imports: ['_table-ccc.js'], css: ['assets/LeadListScreen-eee.css'], dynamicImports: ['src/components/map/LeadsMap.tsx'] },
  'src/screens/LeadPage/LeadPage.tsx': { file: 'assets/LeadPage-fff.js', isDynamicEntry: true, imports: ['_table-ccc.js'] },
  'src/components/map/LeadsMap.tsx': { file: 'assets/LeadsMap-ggg.js', isDynamicEntry: true },
};

/** The app shell's templates as web/index.html carries them (web/src/components/layout/AppShell.tsx). */
const SHELLS = ['login', 'leads', 'lead', 'signed-in'].map((kind) => `    <template data-shell="${kind}"><main data-kind="${kind}"></main></template>\n`).join('');

describe('serving the web build like a CDN (issue 28)', () => {
  const dist = fs.mkdtempSync(path.join(os.tmpdir(), 'web-dist-'));
  const persisted = path.join(dist, 'persisted-queries.json');
  let server: ReturnType<typeof createServer>;
  let base: string;
  beforeAll(async () => {
    fs.mkdirSync(path.join(dist, 'assets'));
    fs.mkdirSync(path.join(dist, '.vite'));
    fs.writeFileSync(path.join(dist, 'index.html'), `<!doctype html><html><head><title>Portal</title>\n  </head><body><div id="root"></div>\n${SHELLS}</body></html>`);
    fs.writeFileSync(path.join(dist, 'assets', 'big-123.js'), BIG_JS);
    fs.writeFileSync(path.join(dist, 'assets', 'tiny-123.js'), 'console.log(1)');
    fs.writeFileSync(path.join(dist, 'sw.js'), BIG_JS);
    fs.writeFileSync(path.join(dist, '.vite', 'manifest.json'), JSON.stringify(MANIFEST));
    fs.writeFileSync(persisted, JSON.stringify({ q1: 'query Q { __typename }' }));
    precompress(dist);
    const gateway = createGateway({ config: { apiUrl: 'http://127.0.0.1:9/api', persistedOperationsFile: persisted, persistedOperationsOnly: false } });
    server = createServer(gateway, dist);
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });
  afterAll(async () => {
    await new Promise((resolve) => server.close(resolve));
    fs.rmSync(dist, { recursive: true, force: true });
  });

  it('the build step writes a Brotli and a gzip copy of each compressible file of 1 KB or more, never of HTML', () => {
    expect(zlib.brotliDecompressSync(fs.readFileSync(path.join(dist, 'assets', 'big-123.js.br'))).toString()).toBe(BIG_JS);
    expect(zlib.gunzipSync(fs.readFileSync(path.join(dist, 'assets', 'big-123.js.gz'))).toString()).toBe(BIG_JS);
    expect(fs.existsSync(path.join(dist, 'assets', 'tiny-123.js.br'))).toBe(false);
    expect(fs.existsSync(path.join(dist, 'index.html.br'))).toBe(false);
  });

  it('sends the Brotli copy to a browser that accepts it (even listed after gzip), gzip to one that accepts only gzip, the file to others', async () => {
    const br = await raw(`${base}/assets/big-123.js`, { 'accept-encoding': 'gzip, deflate, br, zstd' });
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.body.equals(fs.readFileSync(path.join(dist, 'assets', 'big-123.js.br')))).toBe(true);
    expect(br.headers['content-type']).toBe('text/javascript');
    expect(br.headers.vary).toMatch(/accept-encoding/i);
    expect(br.headers).toMatchObject({ ...SECURITY, 'cache-control': IMMUTABLE });
    const gzip = await raw(`${base}/assets/big-123.js`, { 'accept-encoding': 'gzip' });
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(gzip.body.equals(fs.readFileSync(path.join(dist, 'assets', 'big-123.js.gz')))).toBe(true);
    const refused = await raw(`${base}/assets/big-123.js`, { 'accept-encoding': 'br;q=0, gzip;q=0' });
    expect(refused.headers['content-encoding']).toBeUndefined();
    expect(refused.body.toString()).toBe(BIG_JS);
    const plain = await raw(`${base}/assets/big-123.js`);
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.headers.vary).toMatch(/accept-encoding/i);
    expect(plain.body.toString()).toBe(BIG_JS);
  });

  it('caches hashed assets for a year; index.html and other unhashed files revalidate, with a 304 for a matching ETag', async () => {
    expect((await raw(`${base}/assets/tiny-123.js`)).headers).toMatchObject({ 'cache-control': IMMUTABLE });
    for (const url of ['/', '/manage/leads', '/sw.js']) {
      const first = await raw(`${base}${url}`, { 'accept-encoding': 'br' });
      expect(first.status).toBe(200);
      expect(first.headers['cache-control']).toBe('no-cache');
      const etag = first.headers.etag!;
      expect(etag).toMatch(/^W\/".+"$/);
      const again = await raw(`${base}${url}`, { 'accept-encoding': 'br', 'if-none-match': etag });
      expect(again.status).toBe(304);
      expect(again.body.length).toBe(0);
      expect(again.headers).toMatchObject({ ...SECURITY, etag, 'cache-control': 'no-cache' });
      expect((await raw(`${base}${url}`, { 'accept-encoding': 'br', 'if-none-match': 'W/"other"' })).status).toBe(200);
    }
    // The HTML keeps its Content-Security-Policy on a 304 too.
    expect((await raw(`${base}/`, { 'if-none-match': (await raw(`${base}/`)).headers.etag! })).headers['content-security-policy']).toContain("script-src 'self'");
  });

  it("names the list's and the lead page's chunks for modulepreload (not the entry's, not lazy maps), and nothing on other routes", async () => {
    const list = (await raw(`${base}/manage/leads`)).body.toString();
    const links = (html: string) => [...html.matchAll(/<link rel="(?:modulepreload|preload)"[^>]*href="([^"]+)"/g)].map((match) => match[1]).sort();
    expect(links(list)).toEqual(['/assets/LeadListScreen-eee.css', '/assets/LeadListScreen-eee.js', '/assets/MainLayout-ddd.js', '/assets/table-ccc.js']);
    expect(list).toMatch(/<link rel="modulepreload" crossorigin href="\/assets\/LeadListScreen-eee.js">[\s\S]*<\/head>/);
    const lead = (await raw(`${base}/manage/leads/42`)).body.toString();
    expect(links(lead)).toEqual(['/assets/LeadPage-fff.js', '/assets/MainLayout-ddd.js', '/assets/table-ccc.js']);
    expect(links((await raw(`${base}/login`)).body.toString())).toEqual([]);
    // Each route's page has its own ETag.
    expect((await raw(`${base}/manage/leads`)).headers.etag).not.toBe((await raw(`${base}/manage/leads/42`)).headers.etag);
  });

  it("draws the route's app shell in #root (the signed-in frame only with a session cookie) and sends no templates", async () => {
    const shellOf = async (pathname: string, headers: Record<string, string> = {}) => {
      const html = (await raw(`${base}${pathname}`, headers)).body.toString();
      expect(html).not.toContain('<template');
      return /<div id="root">(.*?)<\/div>/.exec(html)?.[1];
    };
    const session = { cookie: 'other=1; portal_token=abc' };
    expect(await shellOf('/login')).toBe('<main data-kind="login"></main>');
    expect(await shellOf('/manage/leads', session)).toBe('<main data-kind="leads"></main>');
    expect(await shellOf('/manage/leads/42', session)).toBe('<main data-kind="lead"></main>');
    expect(await shellOf('/manage/profile', session)).toBe('<main data-kind="signed-in"></main>');
    // Without a session the app sends the visitor to sign in: that is the frame to draw.
    expect(await shellOf('/manage/leads')).toBe('<main data-kind="login"></main>');
    expect(await shellOf('/signup')).toBe('');
    expect(await shellOf('/index.html', session)).toBe('');
    // The shell is part of the page: each has its own ETag.
    expect((await raw(`${base}/manage/leads`, session)).headers.etag).not.toBe((await raw(`${base}/manage/leads`)).headers.etag);
    // It depends on the Cookie header, so a shared cache must key on it.
    expect((await raw(`${base}/manage/leads`)).headers.vary).toMatch(/\bCookie\b/);
    expect((await raw(`${base}/login`)).headers.vary).toMatch(/\bCookie\b/);
  });

  it('answers GraphQL (a persisted query over GET included) with Cache-Control: no-store', async () => {
    const get = await raw(`${base}/graphql?documentId=q1`, { [CSRF_HEADER]: '1', accept: 'application/graphql-response+json' });
    expect(get.status).toBe(200);
    expect(JSON.parse(get.body.toString())).toEqual({ data: { __typename: 'Query' } });
    expect(get.headers).toMatchObject({ ...SECURITY, 'cache-control': 'no-store' });
    const refused = await raw(`${base}/graphql?documentId=q1`, { accept: 'application/graphql-response+json' });
    expect(refused.headers['cache-control']).toBe('no-store');
  });
});
