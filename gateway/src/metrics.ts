import type { DefinitionNode, OperationDefinitionNode } from 'graphql';
import type { Plugin } from 'graphql-yoga';
import { collectDefaultMetrics, Counter, Gauge, Histogram, Registry } from 'prom-client';

/**
 * Prometheus metrics of the gateway at GET /metrics (issue 27; prom-client), one registry per
 * gateway: HTTP answers by kind of path, GraphQL operations by name, type and outcome with their
 * latency, every upstream (REST) call by method, path pattern and status with its latency, the
 * breaker, the per-caller queues, open subscription streams, and the process's own figures.
 * Operation names are labels, never variables' values; REST paths lose their ids (/lead/:id/).
 */
export interface GatewayGauges {
  breakerOpen: () => boolean;
  /** Calls waiting or running in the per-caller queues, and the callers that have a queue. */
  queues: () => { calls: number; callers: number };
  openStreams: () => number;
}

const SECONDS = [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10, 30];

export function createGatewayMetrics() {
  const registry = new Registry();
  registry.setDefaultLabels({ service: 'gateway' });
  collectDefaultMetrics({ register: registry });
  const http = new Counter({ name: 'portal_gateway_http_requests_total', help: 'HTTP answers by kind of path (graphql, health, ready, metrics, public_api, web) and status code.', labelNames: ['kind', 'status'], registers: [registry] });
  const httpSeconds = new Histogram({ name: 'portal_gateway_http_request_duration_seconds', help: 'Time to answer an HTTP request (streams: until they end), by kind of path.', labelNames: ['kind'], buckets: SECONDS, registers: [registry] });
  const operations = new Counter({ name: 'portal_graphql_operations_total', help: 'GraphQL operations executed, by operation name, type and outcome (ok, error).', labelNames: ['operation', 'type', 'outcome'], registers: [registry] });
  const operationSeconds = new Histogram({ name: 'portal_graphql_operation_duration_seconds', help: 'GraphQL execution time (its upstream calls included), by operation name and type.', labelNames: ['operation', 'type'], buckets: SECONDS, registers: [registry] });
  const upstream = new Counter({ name: 'portal_upstream_requests_total', help: 'Calls to the api, by method, path pattern and status (error: no answer).', labelNames: ['method', 'path', 'status'], registers: [registry] });
  const upstreamSeconds = new Histogram({ name: 'portal_upstream_request_duration_seconds', help: 'Time for the api to answer a call, by method and path pattern.', labelNames: ['method', 'path'], buckets: SECONDS, registers: [registry] });
  let gauges: GatewayGauges | null = null;
  new Gauge({ name: 'portal_upstream_breaker_open', help: '1 while the breaker fails calls fast because the api does not answer its health check.', registers: [registry], collect() { this.set(gauges?.breakerOpen() ? 1 : 0); } });
  new Gauge({ name: 'portal_upstream_queued_calls', help: 'Calls to the api waiting or running in the per-caller queues.', registers: [registry], collect() { this.set(gauges?.queues().calls ?? 0); } });
  new Gauge({ name: 'portal_upstream_queued_callers', help: 'Callers (users) with calls in the queues.', registers: [registry], collect() { this.set(gauges?.queues().callers ?? 0); } });
  new Gauge({ name: 'portal_subscription_streams_open', help: 'Open subscription streams (server-sent events).', registers: [registry], collect() { this.set(gauges?.openStreams() ?? 0); } });

  return {
    registry,
    /** Where the gauges read from (the gateway's breaker, queues and events feed). */
    watch(g: GatewayGauges) { gauges = g; },
    httpAnswered(kind: string, status: number, seconds: number) {
      http.inc({ kind, status: String(status) });
      httpSeconds.observe({ kind }, seconds);
    },
    upstreamAnswered(method: string, path: string, status: number | 'error', seconds: number) {
      const pattern = pathPattern(path);
      upstream.inc({ method, path: pattern, status: String(status) });
      upstreamSeconds.observe({ method, path: pattern }, seconds);
    },
    /** A Yoga plugin timing each operation's execution. */
    plugin(): Plugin {
      return {
        onExecute({ args }) {
          const started = process.hrtime.bigint();
          const definition = args.document.definitions.find((d: DefinitionNode): d is OperationDefinitionNode => d.kind === 'OperationDefinition'
            && (!args.operationName || d.name?.value === args.operationName));
          const labels = { operation: definition?.name?.value ?? args.operationName ?? 'anonymous', type: definition?.operation ?? 'query' };
          return {
            onExecuteDone({ result }) {
              const errors = 'errors' in result && Array.isArray(result.errors) && result.errors.length > 0;
              operations.inc({ ...labels, outcome: errors ? 'error' : 'ok' });
              operationSeconds.observe(labels, Number(process.hrtime.bigint() - started) / 1e9);
            },
          };
        },
      };
    },
  };
}

export type GatewayMetrics = ReturnType<typeof createGatewayMetrics>;

/** A REST path as a label: query dropped, numbers and long tokens as placeholders (/lead/:id/). */
export function pathPattern(path: string): string {
  return path.split('?')[0]
    .replace(/\/\d+(?=\/|$)/g, '/:id')
    .replace(/\/[A-Za-z0-9_-]{20,}(?=\/|$)/g, '/:token')
    .slice(0, 120);
}

