import fs from 'node:fs';
import http from 'node:http';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { createServer } from '../src/server.js';
import { createGateway } from '../src/yoga.js';
import { toGlobalId } from '../src/resolvers/ids.js';
import { LIST_TOO_LONG } from '../src/plugins/use-list-limits.js';
import { TOO_MANY_UPSTREAM_CALLS, UPSTREAM_UNAVAILABLE } from '../src/rest/errors.js';
import { UPLOAD_NEEDS_SESSION } from '../src/plugins/use-disk-uploads.js';
import { gql, mockedGateway } from './harness.js';

const listen = async (server: http.Server) => {
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
};
const close = (server: http.Server) => { server.closeAllConnections(); return new Promise((resolve) => server.close(resolve)); };

/** A raw HTTP/1.1 request line, as an attacker can send it (fetch would normalise it). */
function rawGet(base: string, target: string, headers: Record<string, string> = {}): Promise<{ status: number; head: string }> {
  const { port } = new URL(base);
  return new Promise((resolve, reject) => {
    const socket = net.connect(Number(port), '127.0.0.1', () => {
      socket.write(`GET ${target} HTTP/1.1\r\nHost: portal.test\r\nConnection: close\r\n${Object.entries(headers).map(([k, v]) => `${k}: ${v}\r\n`).join('')}\r\n`);
    });
    let data = '';
    socket.on('data', (chunk) => { data += chunk; });
    socket.on('end', () => resolve({ status: Number(data.split(' ')[1]), head: data.split('\r\n\r\n')[0] }));
    socket.on('error', reject);
  });
}

/** A stand-in api: records what it was asked, answers per path. */
function fakeApi(answer: (req: http.IncomingMessage, res: http.ServerResponse) => void) {
  const seen: http.IncomingMessage[] = [];
  const server = http.createServer((req, res) => { seen.push(req); answer(req, res); });
  return { server, seen };
}

describe('a malformed request never stops the gateway (item 2)', () => {
  const dist = fs.mkdtempSync(path.join(os.tmpdir(), 'web-dist-'));
  let server: http.Server;
  let base: string;
  beforeAll(async () => {
    fs.writeFileSync(path.join(dist, 'index.html'), '<!doctype html><title>Portal</title>');
    server = createServer(createGateway({ config: { apiUrl: 'http://127.0.0.1:9/api' } }), dist, () => undefined);
    base = await listen(server);
  });
  afterAll(async () => { await close(server); fs.rmSync(dist, { recursive: true, force: true }); });

  it('answers 400 to a malformed escape or a NUL in the path, and keeps serving', async () => {
    for (const target of ['/%E0%A4%A', '/%', '/leads/%ZZ', '/a%00b', '/assets/%C0%AF']) {
      const answer = await rawGet(base, target);
      expect([400, 200], target).toContain(answer.status);
    }
    expect((await rawGet(base, '/%E0%A4%A')).status).toBe(400);
    expect((await fetch(`${base}/manage/leads`)).status).toBe(200);
  });

  it('turns whatever a handler throws into a logged 500 for that request only', async () => {
    const gateway = createGateway({ config: { apiUrl: 'http://127.0.0.1:9/api' } });
    const logged: string[] = [];
    const broken = createServer(Object.assign(gateway, { apiHealth: async () => { throw new Error('boom'); } }), dist, (message) => logged.push(message));
    const url = await listen(broken);
    expect((await fetch(`${url}/health`)).status).toBe(500);
    expect(logged).toEqual(['GET /health failed']);
    expect((await fetch(`${url}/manage/leads`)).status).toBe(200);
    await close(broken);
  });

  it('reads no token from a malformed cookie instead of failing the request', async () => {
    const { gateway } = mockedGateway();
    const res = await gql(gateway, '{ __typename }', {}, { cookie: 'portal_token=%E0%A4%A' });
    expect(res.status).toBe(200);
    expect(res.body.data).toEqual({ __typename: 'Query' });
  });

  it('never proxies a public page to another host, whatever the request line says', async () => {
    const elsewhere = fakeApi((_, res) => res.end('elsewhere'));
    const otherBase = await listen(elsewhere.server);
    const api = fakeApi((_, res) => res.writeHead(404).end());
    const apiBase = await listen(api.server);
    const gatewayServer = createServer(createGateway({ config: { apiUrl: `${apiBase}/api` } }), dist, () => undefined);
    const url = await listen(gatewayServer);
    await rawGet(url, `//${new URL(otherBase).host}/api/media/x?expires=1&signature=y`);
    expect(elsewhere.seen).toHaveLength(0);
    expect(api.seen.map((req) => req.url)).toEqual(['/api/media/x?expires=1&signature=y']);
    await Promise.all([close(gatewayServer), close(elsewhere.server), close(api.server)]);
  });
});

describe('list arguments and upstream calls are bounded (item 4)', () => {
  const NODES = 'query($ids: [ID!]!) { nodes(ids: $ids) { id } }';
  const leadIds = (n: number) => Array.from({ length: n }, (_, i) => toGlobalId('Lead', i + 1));

  it('refuses more than 100 ids, in variables or written in the query, before any upstream call', async () => {
    const { gateway, mock, auth } = mockedGateway();
    const calls: string[] = [];
    mock.intercept({ path: /\/api\/lead\//, method: 'GET' }).reply(404, (opts) => { calls.push(String(opts.path)); return { detail: 'Not found.' }; }).persist();
    const tooMany = await gql(gateway, NODES, { ids: leadIds(10_000) }, auth);
    expect(tooMany.body.errors![0]).toMatchObject({ message: LIST_TOO_LONG(100), extensions: { code: 'BAD_USER_INPUT' } });
    const literal = await gql(gateway, `{ nodes(ids: [${leadIds(101).map((id) => `"${id}"`).join(',')}]) { id } }`, {}, auth);
    expect(literal.body.errors![0].message).toBe(LIST_TOO_LONG(100));
    expect(calls).toEqual([]);
    const fine = await gql(gateway, NODES, { ids: leadIds(100) }, auth);
    expect(fine.body.errors).toBeUndefined();
    expect(fine.body.data.nodes).toHaveLength(100);
  });

  it('answers a deeply nested list variable with BAD_USER_INPUT, not a stack overflow', async () => {
    const { gateway, auth } = mockedGateway();
    const ids = '['.repeat(200_000) + '"x"' + ']'.repeat(200_000);
    const res = await gateway.fetch('http://gateway.test/graphql', {
      method: 'POST', headers: { 'content-type': 'application/json', ...auth },
      body: `{"query":"query($ids: [ID!]!) { nodes(ids: $ids) { id } }","variables":{"ids":${ids}}}`,
    });
    expect(res.status).toBe(200);
    expect((await res.json()).errors[0].extensions.code).toBe('BAD_USER_INPUT');
  });

  it('caps the upstream calls one operation may make', async () => {
    const api = fakeApi((_, res) => res.writeHead(404, { 'content-type': 'application/json' }).end('{"detail":"Not found."}'));
    const apiBase = await listen(api.server);
    const gateway = createGateway({ config: { apiUrl: `${apiBase}/api`, maxUpstreamCallsPerOperation: 20 } });
    const res = await gql(gateway, NODES, { ids: leadIds(50) }, { authorization: 'Token t' });
    expect(res.body.errors!.map((e) => e.message)).toContain(TOO_MANY_UPSTREAM_CALLS(20));
    // Besides the one question of whose session it is (GET /session/, issue 24).
    expect(api.seen.filter((req) => !req.url!.endsWith('/session/')).length).toBeLessThanOrEqual(20);
    await gateway.closeUpstream();
    await close(api.server);
  });

  it("keeps one caller's burst in its own queue: another organization is answered while it waits", async () => {
    let release!: () => void;
    const held = new Promise<void>((resolve) => { release = resolve; });
    let inFlight = 0;
    let mostInFlight = 0;
    const api = fakeApi((req, res) => {
      const reply = () => res.writeHead(404, { 'content-type': 'application/json' }).end('{"detail":"Not found."}');
      // Whose session: the attacker is user 1, the colleague user 2 (the queues count users, issue 24).
      if (req.url!.endsWith('/session/')) { res.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify({ user: req.headers.authorization === 'Token attacker' ? 1 : 2 })); return; }
      if (req.headers.authorization !== 'Token attacker') { reply(); return; }
      inFlight++;
      mostInFlight = Math.max(mostInFlight, inFlight);
      void held.then(() => { inFlight--; reply(); });
    });
    const apiBase = await listen(api.server);
    const gateway = createGateway({ config: { apiUrl: `${apiBase}/api`, breakerSlowMs: 60_000 } });
    const bursts = [1, 2, 3].map(() => gql(gateway, NODES, { ids: leadIds(100) }, { authorization: 'Token attacker' }));
    await vi.waitFor(() => expect(inFlight).toBeGreaterThan(0));
    const other = await gql(gateway, NODES, { ids: leadIds(3) }, { authorization: 'Token colleague' });
    expect(other.body.errors).toBeUndefined();
    expect(other.body.data.nodes).toEqual([null, null, null]);
    // Three operations of one caller share its 16 connections; the pool has 64.
    expect(mostInFlight).toBeLessThanOrEqual(16);
    release();
    for (const burst of await Promise.all(bursts)) expect(burst.body.data.nodes).toHaveLength(100);
    await gateway.closeUpstream();
    await close(api.server);
  });
});

describe('browsers of other origins get no access (item 6)', () => {
  const preflight = (gateway: ReturnType<typeof createGateway>, origin: string) => gateway.fetch('http://gateway.test/graphql', {
    method: 'POST', headers: { origin, 'content-type': 'application/json', cookie: 'portal_token=abc' }, body: JSON.stringify({ query: '{ __typename }' }),
  });

  it('does not reflect an unknown Origin with credentials', async () => {
    const { gateway } = mockedGateway();
    const res = await preflight(gateway, 'https://evil.example');
    expect(res.headers.get('access-control-allow-origin')).toBeNull();
    expect(res.headers.get('access-control-allow-credentials')).toBeNull();
  });

  it('allows exactly the configured CORS_ORIGINS', async () => {
    const gateway = createGateway({ config: { apiUrl: 'http://127.0.0.1:9/api', corsOrigins: ['https://tools.example'] } });
    expect((await preflight(gateway, 'https://tools.example')).headers.get('access-control-allow-origin')).toBe('https://tools.example');
    expect((await preflight(gateway, 'https://evil.example')).headers.get('access-control-allow-origin')).not.toBe('https://evil.example');
  });
});

describe('security headers on the web app (item 7)', () => {
  const dist = fs.mkdtempSync(path.join(os.tmpdir(), 'web-dist-'));
  let plain: http.Server;
  let proxied: http.Server;
  let plainBase: string;
  let proxiedBase: string;
  beforeAll(async () => {
    fs.mkdirSync(path.join(dist, 'assets'));
    fs.writeFileSync(path.join(dist, 'index.html'), '<!doctype html><title>Portal</title>');
    fs.writeFileSync(path.join(dist, 'assets', 'app.js'), 'console.log(1)');
    plain = createServer(createGateway({ config: { apiUrl: 'http://127.0.0.1:9/api', mapStyleUrl: 'https://tiles.example/style.json' } }), dist);
    proxied = createServer(createGateway({ config: { apiUrl: 'http://127.0.0.1:9/api', trustProxy: true } }), dist);
    plainBase = await listen(plain);
    proxiedBase = await listen(proxied);
  });
  afterAll(async () => { await Promise.all([close(plain), close(proxied)]); fs.rmSync(dist, { recursive: true, force: true }); });

  it('serves the app under a CSP that allows only its own scripts, and no framing', async () => {
    const page = await fetch(`${plainBase}/manage/leads`);
    const policy = page.headers.get('content-security-policy')!;
    expect(policy).toContain("script-src 'self'");
    expect(policy).not.toMatch(/script-src[^;]*unsafe/);
    expect(policy).toContain("frame-ancestors 'none'");
    expect(policy).toContain("object-src 'none'");
    expect(policy).toMatch(/connect-src 'self' https:\/\/tiles\.example/);
    expect(page.headers.get('x-frame-options')).toBe('DENY');
    expect(page.headers.get('referrer-policy')).toBe('same-origin');
    expect(page.headers.get('x-content-type-options')).toBe('nosniff');
    expect(page.headers.get('strict-transport-security')).toBeNull();
  });

  it('sends HSTS only when the trusted proxy says the browser used HTTPS', async () => {
    const base = proxiedBase;
    expect((await fetch(base, { headers: { 'x-forwarded-proto': 'https' } })).headers.get('strict-transport-security')).toMatch(/max-age=\d+/);
    expect((await fetch(base)).headers.get('strict-transport-security')).toBeNull();
    const untrusted = await fetch(`${plainBase}/`, { headers: { 'x-forwarded-proto': 'https' } });
    expect(untrusted.headers.get('strict-transport-security')).toBeNull();
  });
});

describe('what the gateway tells and forwards (items 13, 15, and the client address)', () => {
  it('keeps the api address out of UPSTREAM_UNAVAILABLE answers', async () => {
    const gateway = createGateway({ config: { apiUrl: 'http://127.0.0.1:9/api' }, log: () => undefined });
    const res = await gql(gateway, '{ policyDocuments { privacyPolicyUrl } }');
    expect(res.body.errors![0]).toEqual(expect.objectContaining({ message: UPSTREAM_UNAVAILABLE, extensions: { code: 'UPSTREAM_UNAVAILABLE' } }));
    expect(JSON.stringify(res.body)).not.toMatch(/127\.0\.0\.1|ECONNREFUSED|:9\b/);
  });

  const LOGIN = 'mutation { login(input: { emailOrPhone: "a@b.test", password: "secret123" }) { isTermsAccepted } }';
  const loginApi = () => fakeApi((req, res) => {
    res.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify({ pk: 1, email: 'a@b.test', token: 'tok', is_terms_accepted: true, user_type: 0 }));
  });
  const post = (base: string, headers: Record<string, string> = {}) => fetch(`${base}/graphql`, {
    method: 'POST', headers: { 'content-type': 'application/json', ...headers }, body: JSON.stringify({ query: LOGIN }),
  });

  it('marks the session cookie Secure when the browser came over HTTPS through the trusted proxy, and only then', async () => {
    const api = loginApi();
    const apiBase = await listen(api.server);
    const trusting = createServer(createGateway({ config: { apiUrl: `${apiBase}/api`, trustProxy: true } }), os.tmpdir());
    const direct = createServer(createGateway({ config: { apiUrl: `${apiBase}/api` } }), os.tmpdir());
    const overHttps = await post(await listen(trusting), { 'x-forwarded-proto': 'https' });
    expect(overHttps.headers.get('set-cookie')).toMatch(/portal_token=tok;.*Secure/);
    const overHttp = await post(await listen(direct), { 'x-forwarded-proto': 'https' });
    expect(overHttp.headers.get('set-cookie')).toMatch(/portal_token=tok/);
    expect(overHttp.headers.get('set-cookie')).not.toMatch(/Secure/);
    await Promise.all([close(trusting), close(direct), close(api.server)]);
  });

  it("sends the browser's address to the api, and ignores an X-Forwarded-For it was not told to trust", async () => {
    const api = loginApi();
    const apiBase = await listen(api.server);
    const direct = createServer(createGateway({ config: { apiUrl: `${apiBase}/api` } }), os.tmpdir());
    const trusting = createServer(createGateway({ config: { apiUrl: `${apiBase}/api`, trustProxy: true } }), os.tmpdir());
    await post(await listen(direct), { 'x-forwarded-for': '203.0.113.9' });
    await post(await listen(trusting), { 'x-forwarded-for': '198.51.100.7, 203.0.113.5' });
    expect(api.seen.map((req) => req.headers['x-forwarded-for'])).toEqual(['127.0.0.1', '203.0.113.5']);
    await Promise.all([close(trusting), close(direct), close(api.server)]);
  });
});

describe('uploads need a session before their body is read (item 14)', () => {
  it('answers 401 to an upload without credentials while its body is still arriving', async () => {
    const { gateway } = mockedGateway();
    // A body that never ends: reading it would hang this test.
    const body = new ReadableStream<Uint8Array>({ start(controller) { controller.enqueue(new TextEncoder().encode('--x\r\nContent-Disposition: form-data; name="operations"\r\n\r\n')); } });
    const res = await gateway.fetch('http://gateway.test/graphql', {
      method: 'POST', body, duplex: 'half', headers: { 'content-type': 'multipart/form-data; boundary=x', 'x-graphql-yoga-csrf': '1' },
    } as RequestInit);
    expect(res.status).toBe(401);
    expect((await res.json()).errors[0]).toMatchObject({ message: UPLOAD_NEEDS_SESSION, extensions: { code: 'UNAUTHENTICATED' } });
  });

  it('answers 401 when the api refuses the token, without reading the body', async () => {
    const { gateway, mock } = mockedGateway();
    mock.intercept({ path: '/api/user/', method: 'GET' }).reply(401, { detail: 'Invalid token.' });
    const body = new ReadableStream<Uint8Array>({ start(controller) { controller.enqueue(new TextEncoder().encode('--x\r\n')); } });
    const res = await gateway.fetch('http://gateway.test/graphql', {
      method: 'POST', body, duplex: 'half', headers: { 'content-type': 'multipart/form-data; boundary=x', 'x-graphql-yoga-csrf': '1', cookie: 'portal_token=stale' },
    } as RequestInit);
    expect(res.status).toBe(401);
  });
});

describe('request body limit (use-body-limit.ts, issue 13)', () => {
  const post = (body: BodyInit, headers: Record<string, string> = {}) => mockedGateway().gateway.fetch('http://gateway.test/graphql', {
    method: 'POST', body, duplex: 'half', headers: { 'content-type': 'application/json', ...headers },
  } as RequestInit);

  it('answers 413 to a body without Content-Length once it passes 25,000,000 bytes, and 413/400 on a Content-Length past the limit or not a number', async () => {
    const megabyte = new Uint8Array(1_000_000).fill(0x20);
    let sent = 0;
    const chunked = new ReadableStream<Uint8Array>({
      pull(controller) {
        if (sent === 0) controller.enqueue(new TextEncoder().encode('{"query":"{ __typename }"'));
        if (sent++ < 26) controller.enqueue(megabyte); else { controller.enqueue(new TextEncoder().encode('}')); controller.close(); }
      },
    });
    expect((await post(chunked)).status).toBe(413);
    expect((await post('{}', { 'content-length': '25000001' })).status).toBe(413);
    expect((await post('{}', { 'content-length': '2e3' })).status).toBe(400);
    const small = new ReadableStream<Uint8Array>({ start(c) { c.enqueue(new TextEncoder().encode('{"query":"{ __typename }"}')); c.close(); } });
    const ok = await post(small);
    expect(ok.status).toBe(200);
    expect(await ok.json()).toEqual({ data: { __typename: 'Query' } });
  });
});

describe('a hung api (item 16)', () => {
  let healthy = false;
  const api = fakeApi((req, res) => {
    if (!healthy) return; // accepts the connection, never answers
    res.writeHead(200, { 'content-type': 'application/json' }).end(req.url?.startsWith('/api/health/') ? '{"status":"ok"}' : '{"privacy_policy_file":null,"terms_of_service_file":null,"platform_agreement_file":null}');
  });
  let apiBase: string;
  beforeAll(async () => { apiBase = await listen(api.server); });
  afterAll(() => close(api.server));

  it('answers UPSTREAM_UNAVAILABLE soon, not after the 200 s timeout, fails fast while down, and recovers by itself', async () => {
    const logged: string[] = [];
    const gateway = createGateway({
      // Thresholds far above what a healthy loopback call takes on a busy runner, far below 200 s.
      config: { apiUrl: `${apiBase}/api`, apiTimeoutMs: 200_000, breakerSlowMs: 1000, breakerProbeTimeoutMs: 2000, breakerRetryMs: 100 },
      log: (message) => logged.push(message),
    });
    const query = '{ policyDocuments { privacyPolicyUrl } }';
    const first = await gql(gateway, query);
    expect(first.body.errors![0]).toMatchObject({ message: UPSTREAM_UNAVAILABLE, extensions: { code: 'UPSTREAM_UNAVAILABLE' } });
    expect(logged[0]).toMatch(/did not answer its health check/);

    // While open, nothing more is sent to the hung api.
    const asked = api.seen.filter((req) => !req.url?.startsWith('/api/health/')).length;
    const second = await gql(gateway, query);
    expect(second.body.errors![0].extensions.code).toBe('UPSTREAM_UNAVAILABLE');
    expect(api.seen.filter((req) => !req.url?.startsWith('/api/health/')).length).toBe(asked);
    const server = createServer(gateway, os.tmpdir());
    const base = await listen(server);
    expect((await fetch(`${base}/health`)).status).toBe(503);

    healthy = true;
    await vi.waitFor(async () => expect((await gql(gateway, query)).body.errors).toBeUndefined(), { timeout: 30_000, interval: 100 });
    expect((await fetch(`${base}/health`)).status).toBe(200);
    expect(logged.at(-1)).toMatch(/answers again/);
    await close(server);
    await gateway.closeUpstream();
  }, 60_000);
});
