import fs from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import type { AddressInfo } from 'node:net';
import { trace } from '@opentelemetry/api';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApi, type ApiApp } from '../../api/src/app.js';
import { openPglite } from '../../api/src/db/client.js';
import { migratedPgliteDump } from '../../api/test/template-db.js';
import { createServer } from '../src/server.js';
import { startTracing } from '../src/tracing-start.js';
import { createGateway } from '../src/yoga.js';

/**
 * Issue 27: with OTEL_EXPORTER_OTLP_ENDPOINT set, one GraphQL request is one trace: the gateway's
 * operation span, its client span for the api call, the api's request span (joined through the
 * W3C traceparent header) and the api's database spans, exported as OTLP/HTTP JSON to a collector
 * stand-in started here. Variables' values appear in no span.
 */
interface OtlpSpan { traceId: string; spanId: string; parentSpanId?: string; name: string; attributes?: { key: string; value: Record<string, unknown> }[] }
const received: OtlpSpan[] = [];
let collector: http.Server;
let provider: ReturnType<typeof startTracing>;
let api: ApiApp;
let gateway: ReturnType<typeof createGateway>;
let server: http.Server;
let base: string;
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'tracing-'));
const webDist = fs.mkdtempSync(path.join(os.tmpdir(), 'tracing-web-'));

beforeAll(async () => {
  collector = http.createServer((req, res) => {
    let body = '';
    req.setEncoding('utf8').on('data', (c: string) => { body += c; }).on('end', () => {
      if (req.url === '/v1/traces' && String(req.headers['content-type']).includes('json')) {
        for (const rs of JSON.parse(body).resourceSpans ?? []) for (const ss of rs.scopeSpans ?? []) received.push(...ss.spans);
      }
      res.writeHead(200, { 'content-type': 'application/json' }).end('{}');
    });
  });
  await new Promise<void>((resolve) => collector.listen(0, '127.0.0.1', resolve));
  provider = startTracing('portal-test', { OTEL_EXPORTER_OTLP_ENDPOINT: `http://127.0.0.1:${(collector.address() as AddressInfo).port}` });
  api = await createApi({ db: await openPglite(null, { loadDataDir: await migratedPgliteDump() }), logger: false, config: { dataDir, jobPollMs: 0, tracing: true, seedDemo: false } });
  await api.listen({ host: '127.0.0.1', port: 0 });
  gateway = createGateway({ config: { apiUrl: `http://127.0.0.1:${(api.server.address() as AddressInfo).port}/api`, tracing: true } });
  server = createServer(gateway, webDist);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});

afterAll(async () => {
  server?.closeAllConnections();
  await new Promise((resolve) => server?.close(resolve));
  await gateway?.closeUpstream();
  await api?.close();
  await api?.ctx.db.close();
  await provider?.shutdown();
  trace.disable();
  collector?.closeAllConnections();
  await new Promise((resolve) => collector?.close(resolve));
  fs.rmSync(dataDir, { recursive: true, force: true });
  fs.rmSync(webDist, { recursive: true, force: true });
});

describe('one trace per GraphQL request, across the gateway, the api and the database', () => {
  it('links the operation, the api call, the api request and its queries; no variable values', async () => {
    const answer = await fetch(`${base}/graphql`, {
      method: 'POST', headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ query: 'mutation TraceProbe($u: String!, $p: String!) { login(input: { emailOrPhone: $u, password: $p }) { __typename } }', variables: { u: 'traced@tracing.test', p: 'traced-secret-password' } }),
    });
    expect(answer.status).toBe(200);
    expect(answer.headers.get('x-request-id')).toMatch(/^[0-9a-f-]{36}$/);
    await provider!.forceFlush();

    const operation = received.find((s) => s.name === 'graphql.mutation TraceProbe');
    expect(operation).toBeTruthy();
    const trace = received.filter((s) => s.traceId === operation!.traceId);
    const byId = new Map(trace.map((s) => [s.spanId, s]));
    const call = trace.find((s) => s.name === 'POST /login/');
    expect(call?.parentSpanId).toBe(operation!.spanId);
    const request = trace.find((s) => s.name === 'POST /api/login/');
    expect(request?.parentSpanId).toBe(call!.spanId);
    const queries = trace.filter((s) => s.name === 'db.query');
    expect(queries.length).toBeGreaterThan(0);
    for (const q of queries) expect(byId.get(q.parentSpanId!)?.name).toBe('POST /api/login/');
    const text = JSON.stringify(received);
    expect(text).not.toContain('traced@tracing.test');
    expect(text).not.toContain('traced-secret-password');
  });
});

describe('the start rule both services share (@portal/service-kit/tracing)', () => {
  it('is off without an endpoint; the traces URL is the traces endpoint as given, else the endpoint + /v1/traces', async () => {
    const { tracesUrl, tracingConfigured } = await import('@portal/service-kit/tracing');
    expect(startTracing('portal-test', {})).toBeNull();
    expect(tracingConfigured({})).toBe(false);
    expect(tracingConfigured({ OTEL_EXPORTER_OTLP_TRACES_ENDPOINT: 'http://c:4318/t' })).toBe(true);
    expect(tracesUrl({ OTEL_EXPORTER_OTLP_ENDPOINT: 'http://c:4318/' })).toBe('http://c:4318/v1/traces');
    expect(tracesUrl({ OTEL_EXPORTER_OTLP_ENDPOINT: 'http://c:4318', OTEL_EXPORTER_OTLP_TRACES_ENDPOINT: 'http://d:4318/mine' })).toBe('http://d:4318/mine');
  });
});
