import http from 'node:http';
import parsePrometheusTextFormat from 'parse-prometheus-text-format';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mayReadMetrics } from '@portal/service-kit';
import { pathPattern } from '../src/metrics.js';
import { servedStack } from './harness.js';

/**
 * Issue 27: the gateway's GET /metrics is Prometheus text a real parser reads; it moves with each
 * GraphQL operation (by name, never its variables) and each call to the api (by path pattern);
 * it answers loopback callers only, or the bearer of METRICS_TOKEN. /ready reports the api's
 * database and file store.
 */
function get(url: string, opts: { headers?: Record<string, string>; localAddress?: string } = {}): Promise<{ status: number; text: string; type: string }> {
  return new Promise((resolve, reject) => {
    http.get(url, { headers: opts.headers, localAddress: opts.localAddress }, (res) => {
      let text = '';
      res.setEncoding('utf8').on('data', (c: string) => { text += c; }).on('end', () => resolve({ status: res.statusCode ?? 0, text, type: String(res.headers['content-type']) }));
    }).on('error', reject);
  });
}
const sample = (text: string, name: string, labels: Record<string, string>) => {
  const line = text.split('\n').find((l) => l.startsWith(`${name}{`) && Object.entries(labels).every(([k, v]) => l.includes(`${k}="${v}"`)));
  return line ? Number(line.split(' ').at(-1)) : 0;
};

describe('gateway /metrics and /ready', () => {
  let served: Awaited<ReturnType<typeof servedStack>>;
  let base: string;
  beforeAll(async () => {
    served = await servedStack((stack) => Object.assign(stack.gateway.config, { metricsToken: 'gateway-metrics-token-for-tests' }));
    base = served.base;
  });
  afterAll(() => served?.close());

  it('parses, and counts a named operation, its outcome and its upstream calls', async () => {
    const before = (await get(`${base}/metrics`)).text;
    const login = await fetch(`${base}/graphql`, {
      method: 'POST', headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ query: 'mutation SignInProbe($u: String!, $p: String!) { login(input: { emailOrPhone: $u, password: $p }) { __typename } }', variables: { u: 'nobody@metrics.test', p: 'secret-password-value' } }),
    });
    expect(login.status).toBe(200);
    const scraped = await get(`${base}/metrics`);
    expect(scraped.status).toBe(200);
    expect(scraped.type).toMatch(/^text\/plain; version=0\.0\.4/);
    const families = parsePrometheusTextFormat(scraped.text);
    for (const name of ['portal_graphql_operations_total', 'portal_upstream_requests_total', 'portal_upstream_breaker_open', 'portal_subscription_streams_open', 'process_resident_memory_bytes']) {
      expect(families.some((f) => f.name === name), name).toBe(true);
    }
    const ops = (t: string) => sample(t, 'portal_graphql_operations_total', { operation: 'SignInProbe', type: 'mutation' });
    expect(ops(scraped.text) - ops(before)).toBe(1);
    const calls = (t: string) => sample(t, 'portal_upstream_requests_total', { method: 'POST', path: '/login/', status: '400' });
    expect(calls(scraped.text) - calls(before)).toBe(1);
    expect(sample(scraped.text, 'portal_gateway_http_requests_total', { kind: 'graphql', status: '200' })).toBeGreaterThan(0);
    // Variables never become labels.
    expect(scraped.text).not.toContain('nobody@metrics.test');
    expect(scraped.text).not.toContain('secret-password-value');
  });

  it('answers loopback, refuses another address without the token, answers it with the token', async () => {
    const other = { localAddress: '127.0.0.2' }; // another address of this machine: not the loopback the rule names
    expect((await get(`${base}/metrics`, other)).status).toBe(403);
    expect((await get(`${base}/metrics`, { ...other, headers: { authorization: 'Bearer nope' } })).status).toBe(403);
    expect((await get(`${base}/metrics`, { ...other, headers: { 'x-forwarded-for': '127.0.0.1' } })).status).toBe(403);
    expect((await get(`${base}/metrics`, { ...other, headers: { authorization: 'Bearer gateway-metrics-token-for-tests' } })).status).toBe(200);
    expect(mayReadMetrics('203.0.113.1', { authorization: 'Bearer x' }, undefined)).toBe(false);
    expect(mayReadMetrics('::1', {}, undefined)).toBe(true);
  });

  it('/ready reports the api\'s database and file store', async () => {
    const res = await get(`${base}/ready`);
    expect(res.status).toBe(200);
    expect(JSON.parse(res.text)).toMatchObject({ status: 'ready', api: { status: 'ready', database: 'pglite', storage: 'disk' } });
  });

  it('labels REST paths by pattern, not by id or token', () => {
    expect(pathPattern('/lead/123/economics/?x=1')).toBe('/lead/:id/economics/');
    expect(pathPattern('/agreement/sign/abcdefghijklmnopqrstuvwxyz012345/')).toBe('/agreement/sign/:token/');
  });
});
