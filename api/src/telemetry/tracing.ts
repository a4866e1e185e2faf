import { context, propagation, ROOT_CONTEXT, SpanKind, SpanStatusCode, trace, type Span } from '@opentelemetry/api';
import { OTLPTraceExporter } from '@opentelemetry/exporter-trace-otlp-http';
import { resourceFromAttributes } from '@opentelemetry/resources';
import { BatchSpanProcessor, NodeTracerProvider } from '@opentelemetry/sdk-trace-node';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { startTracing as startServiceTracing } from '@portal/service-kit/tracing';
import type { Db, Queryable } from '../db/client.js';

/**
 * OpenTelemetry tracing of the api (issue 27), with the official @opentelemetry packages: on when
 * OTEL_EXPORTER_OTLP_ENDPOINT is set (spans exported as OTLP/HTTP JSON, the standard OTEL_*
 * variables apply), off and free otherwise — no provider, no hooks, no wrapper. Each request is a
 * server span that continues the caller's trace (W3C traceparent, sent by the gateway); each
 * database query is a child span with its SQL text (parameterised: no values). Fastify's and pg's
 * auto-instrumentations are not used: the embedded database (PGlite) has none, and one small
 * wrapper covers both databases the same way.
 */
/** Registers the global tracer provider (once per process; packages/service-kit with this service's SDK); null when tracing is not configured. */
export const startTracing = (serviceName: string, env: NodeJS.ProcessEnv = process.env): NodeTracerProvider | null =>
  startServiceTracing(serviceName, { NodeTracerProvider, BatchSpanProcessor, OTLPTraceExporter, resourceFromAttributes }, env);

const tracer = () => trace.getTracer('portal-api');

const spans = new WeakMap<FastifyRequest, Span>();

/** A server span per request, continuing the caller's trace; the request runs inside it. */
export function registerRequestTracing(app: FastifyInstance) {
  app.addHook('onRequest', (request, _reply, done) => {
    const parent = propagation.extract(ROOT_CONTEXT, request.headers);
    const route = request.routeOptions?.url ?? 'unmatched';
    const span = tracer().startSpan(`${request.method} ${route}`, {
      kind: SpanKind.SERVER,
      attributes: { 'http.request.method': request.method, 'http.route': route, 'portal.service': 'api', 'portal.request_id': request.id },
    }, parent);
    spans.set(request, span);
    // Every log line of the request names its trace, beside its request id (reqId).
    request.log = request.log.child({ traceId: span.spanContext().traceId });
    // The rest of the request's life continues from here: its queries find this span as their parent.
    context.with(trace.setSpan(parent, span), done);
  });
  app.addHook('onResponse', async (request, reply) => {
    const span = spans.get(request);
    if (!span) return;
    span.setAttribute('http.response.status_code', reply.statusCode);
    if (reply.statusCode >= 500) span.setStatus({ code: SpanStatusCode.ERROR });
    span.end();
  });
}

/** The trace id of the current request's span, for the logs (null when tracing is off). */
export function traceIdOf(request: FastifyRequest): string | null {
  const id = spans.get(request)?.spanContext().traceId;
  return id && id !== '00000000000000000000000000000000' ? id : null;
}

function tracedQuery(q: Queryable, system: string): Queryable['query'] {
  return <T>(sql: string, params?: unknown[]) => tracer().startActiveSpan('db.query', {
    kind: SpanKind.CLIENT,
    attributes: { 'db.system.name': system, 'db.query.text': sql.replace(/\s+/g, ' ').trim().slice(0, 500), 'portal.service': 'api' },
  }, async (span) => {
    try {
      return await q.query<T>(sql, params);
    } catch (error) {
      span.setStatus({ code: SpanStatusCode.ERROR, message: (error as Error).message?.slice(0, 200) });
      throw error;
    } finally {
      span.end();
    }
  });
}

/** The database with a span around every query, in or out of a transaction. */
export function tracedDb(db: Db): Db {
  const system = db.kind === 'postgres' ? 'postgresql' : 'pglite';
  return Object.assign(Object.create(db) as Db, {
    query: tracedQuery(db, system),
    transaction: <T>(fn: (tx: Queryable) => Promise<T>) => db.transaction((tx) => fn({ query: tracedQuery(tx, system) })),
  });
}
