import { mayReadMetrics } from '@portal/service-kit';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { collectDefaultMetrics, Counter, Gauge, Histogram, Registry } from 'prom-client';
import type { Db } from '../db/client.js';

/**
 * Prometheus metrics of the api at GET /metrics (issue 27; prom-client): requests, latency and
 * errors per route, the job queue's depth and its oldest job's age, the PostgreSQL pool, and the
 * process's own (CPU, memory, event-loop lag, GC). Served outside /api, which the gateway never
 * forwards: answered to loopback callers, and to others only with `Authorization: Bearer
 * <METRICS_TOKEN>` when METRICS_TOKEN is set.
 */
export function createApiMetrics(db: Db) {
  const registry = new Registry();
  registry.setDefaultLabels({ service: 'api' });
  collectDefaultMetrics({ register: registry });

  const requests = new Counter({
    name: 'portal_http_requests_total', help: 'Requests answered, by method, route pattern and status code.',
    labelNames: ['method', 'route', 'status'], registers: [registry],
  });
  const duration = new Histogram({
    name: 'portal_http_request_duration_seconds', help: 'Time to answer a request, by method and route pattern.',
    labelNames: ['method', 'route'], buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10], registers: [registry],
  });
  new Gauge({
    name: 'portal_jobs_queued', help: 'Background jobs waiting (PDFs, enrichment, mail, reminders), by kind.',
    labelNames: ['kind'], registers: [registry],
    async collect() {
      this.reset();
      const { rows } = await db.query<{ kind: string; n: number }>("SELECT kind, count(*)::int AS n FROM jobs WHERE status = 'queued' GROUP BY kind");
      for (const row of rows) this.set({ kind: row.kind }, row.n);
    },
  });
  new Gauge({
    name: 'portal_jobs_oldest_queued_age_seconds', help: 'How long the oldest job that is due has waited (0: none due).', registers: [registry],
    async collect() {
      const { rows } = await db.query<{ age: number | null }>("SELECT extract(epoch FROM now() - min(run_after))::float8 AS age FROM jobs WHERE status = 'queued' AND run_after <= now()");
      this.set(Math.max(0, Number(rows[0]?.age ?? 0)));
    },
  });
  new Gauge({
    name: 'portal_jobs_failed', help: 'Jobs that failed for good (kept for inspection).', registers: [registry],
    async collect() {
      const { rows } = await db.query<{ n: number }>("SELECT count(*)::int AS n FROM jobs WHERE status = 'failed'");
      this.set(rows[0]?.n ?? 0);
    },
  });
  new Gauge({
    name: 'portal_db_pool_connections', help: 'PostgreSQL pool connections by state (total, idle, waiting clients, max); absent on the embedded database.',
    labelNames: ['state'], registers: [registry],
    collect() {
      const stats = db.poolStats?.();
      if (!stats) return;
      for (const [state, value] of Object.entries(stats)) this.set({ state }, value);
    },
  });

  return {
    registry,
    /** Counts one answered request (the onResponse hook). */
    observe(request: FastifyRequest, status: number, seconds: number) {
      // The route's pattern (/api/lead/:id/), never its values: ids would make every lead a new series.
      const route = request.routeOptions?.url ?? 'unmatched';
      requests.inc({ method: request.method, route, status: String(status) });
      duration.observe({ method: request.method, route }, seconds);
    },
  };
}

export type ApiMetrics = ReturnType<typeof createApiMetrics>;

// Who may read it: packages/service-kit (loopback, else Bearer METRICS_TOKEN).
export { mayReadMetrics };

/** Registers the hook that counts every request and GET /metrics. */
export function registerMetrics(app: FastifyInstance, metrics: ApiMetrics, token: string | undefined) {
  app.addHook('onResponse', async (request, reply) => {
    metrics.observe(request, reply.statusCode, reply.elapsedTime / 1000);
  });
  app.get('/metrics', { config: { public: true }, schema: { hide: true } }, async (request, reply) => {
    if (!mayReadMetrics(request.socket.remoteAddress, request.headers, token)) {
      return reply.status(403).send({ detail: 'Metrics are answered to this host, or with the metrics token.' });
    }
    reply.header('content-type', metrics.registry.contentType).header('cache-control', 'no-store');
    return metrics.registry.metrics();
  });
}
