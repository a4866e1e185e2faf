import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createServer } from '../src/server.js';
import { createGateway } from '../src/yoga.js';
import { realStack } from './harness.js';

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
