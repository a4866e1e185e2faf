import http from 'node:http';
import net from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { cameThroughProxy, mayReadMetrics } from '@portal/service-kit';
import { servedStack } from './harness.js';

/**
 * Issue 27's gateway routes under attack (the review of issues 26-27): /metrics through the public
 * proxy's path handling, /ready's body, and the X-Request-Id a client sends. Another address of
 * this machine (127.0.0.2) stands for a remote caller.
 */
type Answer = { status: number; text: string; headers: http.IncomingHttpHeaders };
/** A request whose path is sent exactly as written (no URL normalization on the client side). */
function raw(base: string, pathAndQuery: string, opts: { headers?: Record<string, string | string[]>; localAddress?: string } = {}): Promise<Answer> {
  const { hostname, port } = new URL(base);
  return new Promise((resolve, reject) => {
    http.get({ hostname, port, path: pathAndQuery, headers: opts.headers, localAddress: opts.localAddress }, (res) => {
      let text = '';
      res.setEncoding('utf8').on('data', (c: string) => { text += c; }).on('end', () => resolve({ status: res.statusCode ?? 0, text, headers: res.headers }));
    }).on('error', reject);
  });
}
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

describe('gateway: /metrics, /ready and X-Request-Id under attack', () => {
  let served: Awaited<ReturnType<typeof servedStack>>;
  let base: string;
  beforeAll(async () => {
    served = await servedStack();
    base = served.base;
  });
  afterAll(() => served?.close());

  it('no dot segment, encoded or not, reaches the api\'s /metrics (or the gateway\'s) through the public proxy', async () => {
    const remote = { localAddress: '127.0.0.2' };
    for (const p of ['/api/p/../../metrics', '/api/p/%2e%2e/%2e%2e/metrics', '/api/p/%2E%2E/%2E%2E/metrics', '/api/media/..%2f..%2fmetrics',
      '/api/agreement/sign/../../../metrics', '/api/media/%2e%2e%2f%2e%2e%2fmetrics', '/api/p/.%2e/.%2e/metrics', '/api/p/..\\..\\metrics', '//metrics', '/metrics/', '/metrics?x=1', '/METRICS']) {
      const res = await raw(base, p, remote);
      expect(res.text, p).not.toContain('portal_http_requests_total');
      expect(res.text, p).not.toContain('process_cpu_user_seconds_total');
      expect(res.status, p).toBeLessThan(500);
    }
  });

  it('/ready says ready or not, and the api\'s kinds, nothing else', async () => {
    const res = await raw(base, '/ready', { localAddress: '127.0.0.2' });
    expect(res.status).toBe(200);
    const body = JSON.parse(res.text);
    expect(Object.keys(body).sort()).toEqual(['api', 'gateway', 'status']);
    expect(Object.keys(body.api).sort()).toEqual(['database', 'status', 'storage']);
    expect(res.headers['cache-control']).toBe('no-store');
  });

  it('X-Request-Id: a well-formed id is echoed; anything else is a fresh UUID; a bare LF in a header never splits it', async () => {
    expect((await raw(base, '/health', { headers: { 'x-request-id': 'trace-1234-abcd' } })).headers['x-request-id']).toBe('trace-1234-abcd');
    for (const given of ['short', 'a'.repeat(65), 'x'.repeat(8000), 'ünïcödé-1234', '../../etc/passwd', '<script>alert(1)</script>', 'abcd efgh ijkl', 'abcdefgh,abcdefgh']) {
      const res = await raw(base, '/health', { headers: { 'x-request-id': Buffer.from(given).toString('latin1') } });
      expect(String(res.headers['x-request-id']), given.slice(0, 40)).toMatch(UUID);
    }
    const twice = await raw(base, '/health', { headers: { 'x-request-id': ['trace-1234-abcd', 'trace-5678-efgh'] } });
    expect(String(twice.headers['x-request-id'])).toMatch(UUID);
    // A raw request with a bare LF inside the header: refused by the parser, or the id is fresh; never a header of ours.
    const { port } = new URL(base);
    const answer = await new Promise<string>((resolve, reject) => {
      const socket = net.connect(Number(port), '127.0.0.1', () => socket.end('GET /health HTTP/1.1\r\nHost: x\r\nX-Request-Id: abcdefgh\nX-Evil: injected\r\nConnection: close\r\n\r\n'));
      let text = '';
      socket.setEncoding('utf8').on('data', (c: string) => { text += c; }).on('end', () => resolve(text)).on('error', reject);
    });
    expect(answer.toLowerCase()).not.toContain('x-evil');
    expect(answer).not.toMatch(/x-request-id: abcdefgh/i);
  });

  it('the gateway\'s /metrics: a loopback request a proxy forwarded (any forwarding header) is refused', async () => {
    expect((await raw(base, '/metrics')).status).toBe(200);
    const forwarded: Record<string, string>[] = [{ 'x-forwarded-for': '203.0.113.5' }, { forwarded: 'for=203.0.113.5' }, { 'x-real-ip': '203.0.113.5' }, { via: '1.1 nginx' }];
    for (const headers of forwarded) {
      const answer = await raw(base, '/metrics', { headers });
      expect(answer.status, JSON.stringify(headers)).toBe(403);
      expect(answer.text).not.toContain('# HELP');
    }
  });

  it('the metrics rule: a forwarding header takes loopback away, never grants it', () => {
    expect(mayReadMetrics('127.0.0.1', {}, undefined)).toBe(true);
    expect(mayReadMetrics('127.0.0.1', { 'x-forwarded-for': '203.0.113.5' }, undefined)).toBe(false);
    expect(mayReadMetrics('::ffff:127.0.0.1', { forwarded: 'for=203.0.113.5' }, undefined)).toBe(false);
    expect(mayReadMetrics('127.0.0.1', { via: '1.1 proxy', authorization: 'Bearer tok' }, 'tok')).toBe(true);
    expect(mayReadMetrics('203.0.113.5', { 'x-forwarded-for': '127.0.0.1' }, undefined)).toBe(false);
    expect(mayReadMetrics('127.0.0.2', {}, undefined)).toBe(false);
    expect(cameThroughProxy({ 'x-real-ip': '1.2.3.4' })).toBe(true);
    expect(cameThroughProxy({ host: 'x' })).toBe(false);
  });
});
