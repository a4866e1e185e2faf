import http from 'node:http';
import type { AddressInfo } from 'node:net';
import v8 from 'node:v8';
import vm from 'node:vm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { UPSTREAM_UNAVAILABLE } from '../src/rest/errors.js';
import { createGateway } from '../src/yoga.js';
import { gql, mockedGateway } from './harness.js';

const QUERY = 'query { policyDocuments { privacyPolicyUrl } }';

/** A misbehaving upstream: each path is one kind of fault. */
function faultyUpstream() {
  return http.createServer((req, res) => {
    // Never answers: only the gateway's own timeout can end the request (no clock in the test).
    if (req.url?.startsWith('/api/slow')) return;
    if (req.url?.startsWith('/api/truncated')) {
      res.writeHead(200, { 'content-type': 'application/json', 'content-length': '500' });
      res.write('{"privacy_policy_file": "ab');
      setTimeout(() => res.destroy(), 20);
      return;
    }
    if (req.url?.startsWith('/api/garbage')) { res.writeHead(200, { 'content-type': 'application/json' }).end('{"privacy_policy_file": '); return; }
    res.writeHead(502, { 'content-type': 'text/html' }).end('<html>Bad gateway</html>');
  });
}

describe('faults of the upstream', () => {
  let server: http.Server;
  let base: string;
  beforeAll(async () => {
    server = faultyUpstream();
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });
  afterAll(async () => { server.closeAllConnections(); await new Promise((r) => server.close(r)); });

  const gatewayAt = (prefix: string, timeoutMs = 5000) => createGateway({ config: { apiUrl: `${base}/api/${prefix}`, apiTimeoutMs: timeoutMs } });

  it('answers a clear UPSTREAM_UNAVAILABLE when the api is down, and stays up', async () => {
    const gateway = createGateway({ config: { apiUrl: 'http://127.0.0.1:9/api' } });
    for (let i = 0; i < 3; i++) {
      const res = await gql(gateway, QUERY);
      expect(res.status).toBe(200);
      expect(res.body.errors![0]).toMatchObject({ message: UPSTREAM_UNAVAILABLE, extensions: { code: 'UPSTREAM_UNAVAILABLE' } });
    }
    expect((await gql(gateway, 'mutation { ping }')).body.data).toEqual({ ping: true });
  });

  // Issue 26: an outage looked like a sign-out. The viewer of a session while the api is down is not
  // a plain null (signed out): it comes with UPSTREAM_UNAVAILABLE, which the web keys on.
  it('the viewer of a session while the api is down: null with UPSTREAM_UNAVAILABLE, never a silent null', async () => {
    const gateway = createGateway({ config: { apiUrl: 'http://127.0.0.1:9/api' } });
    const res = await gql(gateway, 'query { viewer { id } }', {}, { authorization: 'Token 0123456789abcdef0123456789abcdef01234567' });
    expect(res.body.data).toEqual({ viewer: null });
    expect(res.body.errors).toHaveLength(1);
    expect(res.body.errors![0]).toMatchObject({ message: UPSTREAM_UNAVAILABLE, path: ['viewer'], extensions: { code: 'UPSTREAM_UNAVAILABLE' } });
    // Without a session it is signed out: null and no error, whatever the api's state.
    expect((await gql(gateway, 'query { viewer { id } }')).body).toEqual({ data: { viewer: null } });
  });

  it('gives up on an upstream that never answers, at its timeout', async () => {
    const res = await gql(gatewayAt('slow', 200), QUERY);
    expect(res.body.errors![0].extensions.code).toBe('UPSTREAM_UNAVAILABLE');
  });

  it('reports truncated and malformed answers, and 5xx pages, without crashing', async () => {
    expect((await gql(gatewayAt('truncated'), QUERY)).body.errors![0].extensions.code).toBe('UPSTREAM_UNAVAILABLE');
    expect((await gql(gatewayAt('garbage'), QUERY)).body.errors![0].extensions.code).toBe('UPSTREAM_UNAVAILABLE');
    const bad = await gql(gatewayAt('down'), QUERY);
    expect(bad.body.errors![0]).toMatchObject({ message: '502 Some error has occurred. Please try again later.', extensions: { status: 502 } });
  });

  it('does not grow memory across 10,000 failing requests', async () => {
    v8.setFlagsFromString('--expose-gc');
    const gc = vm.runInNewContext('gc') as () => void;
    const { gateway, mock } = mockedGateway();
    mock.intercept({ path: '/api/get_terms_and_policy/', method: 'GET' }).replyWithError(new Error('ECONNREFUSED')).persist();
    const burst = async (n: number) => { for (let i = 0; i < n; i++) await gql(gateway, QUERY); };
    await burst(1000);
    gc();
    const before = process.memoryUsage().heapUsed;
    await burst(10_000);
    gc();
    const grown = process.memoryUsage().heapUsed - before;
    expect(grown).toBeLessThan(15 * 1024 * 1024);
  }, 120_000);
});
