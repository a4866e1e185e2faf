import fs from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import zlib from 'node:zlib';
import path from 'node:path';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createServer } from '../src/server.js';
import { createGateway } from '../src/yoga.js';
import { realStack } from './harness.js';

/** A request without fetch's automatic decompression: the bytes and headers as sent. */
function rawRequest(url: string, headers: Record<string, string>, body?: string): Promise<{ headers: http.IncomingHttpHeaders; body: Buffer }> {
  return new Promise((resolve, reject) => {
    const req = http.request(url, { method: body ? 'POST' : 'GET', headers }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (chunk: Buffer) => chunks.push(chunk));
      res.on('end', () => resolve({ headers: res.headers, body: Buffer.concat(chunks) }));
    });
    req.on('error', reject);
    req.end(body);
  });
}

const decode = (answer: { headers: http.IncomingHttpHeaders; body: Buffer }) =>
  answer.headers['content-encoding'] === 'br' ? zlib.brotliDecompressSync(answer.body)
    : answer.headers['content-encoding'] === 'gzip' ? zlib.gunzipSync(answer.body) : answer.body;

describe('HTTP server', () => {
  let stack: Awaited<ReturnType<typeof realStack>>;
  let base: string;
  let server: ReturnType<typeof createServer>;
  const dist = fs.mkdtempSync(path.join(os.tmpdir(), 'web-dist-'));
  beforeAll(async () => {
    stack = await realStack();
    fs.mkdirSync(path.join(dist, 'assets'));
    fs.writeFileSync(path.join(dist, 'index.html'), '<!doctype html><title>Portal</title>');
    fs.writeFileSync(path.join(dist, 'assets', 'app.js'), 'console.log(1)');
    fs.writeFileSync(path.join(dist, 'assets', 'big.js'), Array.from({ length: 400 }, (_, i) => `export const value${i} = ${i};`).join('\n'));
    server = createServer(stack.gateway, dist);
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });
  afterAll(async () => {
    await new Promise((resolve) => server.close(resolve));
    await stack?.close();
    fs.rmSync(dist, { recursive: true, force: true });
  });

  it('serves the web app with an index.html fallback for client routes, and nothing outside dist', async () => {
    const route = await fetch(`${base}/manage/leads/12`);
    expect(await route.text()).toContain('<title>Portal</title>');
    const asset = await fetch(`${base}/assets/app.js`);
    expect(asset.headers.get('content-type')).toBe('text/javascript');
    expect(asset.headers.get('cache-control')).toContain('immutable');
    const escape = await fetch(`${base}/..%2f..%2fetc%2fpasswd`);
    expect(await escape.text()).toContain('<title>Portal</title>');
  });

  it("compresses what compresses (the app's JavaScript, GraphQL answers) for browsers that accept it, and never PDFs", async () => {
    const source = fs.readFileSync(path.join(dist, 'assets', 'big.js'));
    const zipped = await rawRequest(`${base}/assets/big.js`, { 'accept-encoding': 'gzip, deflate, br' });
    expect(['br', 'gzip']).toContain(zipped.headers['content-encoding']);
    expect(zipped.headers.vary).toMatch(/accept-encoding/i);
    expect(zipped.body.length).toBeLessThan(source.length / 3);
    expect(decode(zipped).equals(source)).toBe(true);
    const plain = await rawRequest(`${base}/assets/big.js`, {});
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body.equals(source)).toBe(true);

    const query = JSON.stringify({ query: '{ __schema { types { name description } } }' });
    const answer = await rawRequest(`${base}/graphql`, { 'content-type': 'application/json', 'accept-encoding': 'gzip' }, query);
    expect(answer.headers['content-encoding']).toBe('gzip');
    expect(JSON.parse(decode(answer).toString()).data.__schema.types.length).toBeGreaterThan(50);

    const policies = await (await fetch(`${base}/graphql`, {
      method: 'POST', headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ query: '{ policyDocuments { privacyPolicyUrl } }' }),
    })).json();
    const signed = new URL(policies.data.policyDocuments.privacyPolicyUrl);
    const pdf = await rawRequest(`${base}${signed.pathname}${signed.search}`, { 'accept-encoding': 'gzip, br' });
    expect(pdf.headers['content-encoding']).toBeUndefined();
    expect(pdf.body.subarray(0, 5).toString()).toBe('%PDF-');
  });

  it("passes the api's signed media URLs through, so the browser needs one origin", async () => {
    const policies = await (await fetch(`${base}/graphql`, {
      method: 'POST', headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ query: '{ policyDocuments { privacyPolicyUrl } }' }),
    })).json();
    const signed = new URL(policies.data.policyDocuments.privacyPolicyUrl);
    expect(signed.pathname).toMatch(/^\/api\/media\//);
    const pdf = await fetch(`${base}${signed.pathname}${signed.search}`);
    expect(pdf.status).toBe(200);
    expect(pdf.headers.get('content-type')).toBe('application/pdf');
    expect(Buffer.from(await pdf.arrayBuffer()).subarray(0, 5).toString()).toBe('%PDF-');
    signed.searchParams.set('signature', 'forged');
    const forged = await fetch(`${base}${signed.pathname}${signed.search}`);
    expect(forged.status).toBe(403);
  });

  it('reports health of the gateway and the api', async () => {
    const ok = await fetch(`${base}/health`);
    expect(ok.status).toBe(200);
    expect(await ok.json()).toEqual({ status: 'ok', gateway: 'ok', api: 'ok' });
    const lonely = createServer(createGateway({ config: { apiUrl: 'http://127.0.0.1:9/api' } }), dist);
    await new Promise<void>((resolve) => lonely.listen(0, '127.0.0.1', resolve));
    const down = await fetch(`http://127.0.0.1:${(lonely.address() as AddressInfo).port}/health`);
    expect(down.status).toBe(503);
    expect((await down.json()).api).toBe('unreachable');
    await new Promise((resolve) => lonely.close(resolve));
  });

  it('refuses multipart requests without the CSRF header, too many aliases and too deep queries', async () => {
    const post = async (query: string) => (await fetch(`${base}/graphql`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ query }) })).json();
    const form = new FormData();
    form.append('operations', JSON.stringify({ query: 'mutation { ping }' }));
    form.append('map', '{}');
    expect((await fetch(`${base}/graphql`, { method: 'POST', body: form })).status).toBe(403);
    expect((await post('mutation { ping }')).data).toEqual({ ping: true });
    const aliases = await post('query {' + Array.from({ length: 40 }, (_, i) => ` a${i}: viewer { firstName }`).join('') + '}');
    expect(aliases.errors[0].message).toMatch(/alias/i);
    const deep = await post('query { viewer { ' + 'organization { '.repeat(14) + 'name' + ' }'.repeat(14) + ' } }');
    expect(deep.errors.map((e: { message: string }) => e.message).join('\n')).toMatch(/depth/i);
  });
});
