import parsePrometheusTextFormat, { type ParsedFamily } from 'parse-prometheus-text-format';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApi, makeWorld, type World, client } from './harness.js';

/**
 * Issue 27: GET /metrics is Prometheus text a real parser reads, moves when requests are made, and
 * is answered to loopback callers only — or to the bearer of METRICS_TOKEN when it is set.
 */
let app: Awaited<ReturnType<typeof createTestApi>>;
let world: World;
beforeAll(async () => { app = await createTestApi({ metricsToken: 'a-long-metrics-token-for-tests' }); world = await makeWorld(app); });
afterAll(async () => app?.cleanup());

const scrape = async () => {
  const res = await app.inject({ method: 'GET', url: '/metrics' });
  expect(res.statusCode).toBe(200);
  expect(res.headers['content-type']).toMatch(/^text\/plain; version=0\.0\.4/);
  return parsePrometheusTextFormat(res.body);
};
const family = (families: ParsedFamily[], name: string) => families.find((f) => f.name === name);
const requestsOf = (families: ParsedFamily[], route: string, status: string) =>
  Number(family(families, 'portal_http_requests_total')?.metrics.find((m) => m.labels?.route === route && m.labels?.status === status)?.value ?? 0);

describe('GET /metrics', () => {
  it('parses, and counts requests by route pattern and status as they are made', async () => {
    const before = await scrape();
    expect(family(before, 'process_cpu_user_seconds_total')).toBeTruthy();
    expect(family(before, 'portal_jobs_queued')?.type).toBe('GAUGE');
    const lead = await client(app, world.userA.token).get('/api/lead/999999/');
    expect(lead.status).toBe(404);
    await client(app, world.userA.token).get('/api/leads/');
    const after = await scrape();
    expect(requestsOf(after, '/api/lead/:lead/', '404') - requestsOf(before, '/api/lead/:lead/', '404')).toBe(1);
    expect(requestsOf(after, '/api/leads/', '200') - requestsOf(before, '/api/leads/', '200')).toBe(1);
    // Patterns, never ids: a lead id never becomes a label.
    expect(JSON.stringify(family(after, 'portal_http_requests_total'))).not.toContain('999999');
    const latency = family(after, 'portal_http_request_duration_seconds');
    expect(latency?.type).toBe('HISTOGRAM');
    expect(latency?.metrics.some((m) => Number(m.buckets?.['+Inf']) > 0)).toBe(true);
    // (The parser keeps a histogram's buckets but not its labels: the route's count is read from the text.)
    const text = (await app.inject({ method: 'GET', url: '/metrics' })).body;
    expect(Number(/^portal_http_request_duration_seconds_count\{[^}]*route="\/api\/leads\/"[^}]*\} (\d+)$/m.exec(text)?.[1])).toBeGreaterThan(0);
  });

  it('shows the job queue: a queued job raises its kind\'s depth', async () => {
    await app.ctx.db.query("INSERT INTO jobs (kind, payload, run_after) VALUES ('metrics_probe', '{}', now() - interval '90 seconds')");
    const families = await scrape();
    expect(Number(family(families, 'portal_jobs_queued')?.metrics.find((m) => m.labels?.kind === 'metrics_probe')?.value)).toBe(1);
    expect(Number(family(families, 'portal_jobs_oldest_queued_age_seconds')?.metrics[0].value)).toBeGreaterThanOrEqual(89);
    await app.ctx.db.query("DELETE FROM jobs WHERE kind = 'metrics_probe'");
  });

  it('refuses other hosts without the token, and answers them with it', async () => {
    const outside = { remoteAddress: '203.0.113.7' };
    expect((await app.inject({ method: 'GET', url: '/metrics', ...outside })).statusCode).toBe(403);
    expect((await app.inject({ method: 'GET', url: '/metrics', ...outside, headers: { authorization: 'Bearer wrong' } })).statusCode).toBe(403);
    expect((await app.inject({ method: 'GET', url: '/metrics', ...outside, headers: { authorization: 'Token a-long-metrics-token-for-tests' } })).statusCode).toBe(403);
    const ok = await app.inject({ method: 'GET', url: '/metrics', ...outside, headers: { authorization: 'Bearer a-long-metrics-token-for-tests' } });
    expect(ok.statusCode).toBe(200);
    // A forwarded address does not make a caller local: the socket's address decides.
    expect((await app.inject({ method: 'GET', url: '/metrics', ...outside, headers: { 'x-forwarded-for': '127.0.0.1' } })).statusCode).toBe(403);
  });
});
