import crypto from 'node:crypto';
import type http from 'node:http';
import { context, propagation, ROOT_CONTEXT, SpanKind, SpanStatusCode, trace, type Context } from '@opentelemetry/api';
import type { DefinitionNode, OperationDefinitionNode } from 'graphql';
import type { Plugin } from 'graphql-yoga';

/**
 * OpenTelemetry tracing of the gateway (issue 27), official @opentelemetry packages (the SDK is
 * started by tracing-start.ts, from main.ts only; this module needs only the API): on when
 * OTEL_EXPORTER_OTLP_ENDPOINT is set (OTLP/HTTP JSON; the standard OTEL_* variables apply), off and
 * free otherwise (no provider: the API's no-op tracer). One trace per request: the GraphQL
 * operation's span (its name and type, never its variables' values) and a client span for each call
 * to the api, which carries the W3C traceparent so the api's request and query spans join the trace.
 */
const tracer = () => trace.getTracer('portal-gateway');

/** The context a request continues: the caller's traceparent (a browser or another tool may send one), else a new trace. */
export const incomingContext = (req: http.IncomingMessage): Context => propagation.extract(ROOT_CONTEXT, req.headers);

/** A request id the client can quote: a well-formed X-Request-Id it sent, else a new UUID (sent on to the api). */
export function requestIdOf(req: http.IncomingMessage): string {
  const given = req.headers['x-request-id'];
  return typeof given === 'string' && /^[A-Za-z0-9-]{8,64}$/.test(given) ? given : crypto.randomUUID();
}

/**
 * A span per GraphQL operation, the execution (and so its resolvers' api calls) running inside it.
 * Placed after the compiled-execution plugin, so it wraps the execute function that plugin sets.
 */
export function useTracing(): Plugin {
  return {
    onExecute({ args, executeFn, setExecuteFn }) {
      const definition = args.document.definitions.find((d: DefinitionNode): d is OperationDefinitionNode => d.kind === 'OperationDefinition'
        && (!args.operationName || d.name?.value === args.operationName));
      const name = definition?.name?.value ?? args.operationName ?? 'anonymous';
      const type = definition?.operation ?? 'query';
      const span = tracer().startSpan(`graphql.${type} ${name}`, {
        kind: SpanKind.SERVER,
        attributes: { 'graphql.operation.name': name, 'graphql.operation.type': type, 'portal.service': 'gateway' },
      });
      const active = trace.setSpan(context.active(), span);
      setExecuteFn((execArgs) => context.with(active, () => executeFn(execArgs)));
      return {
        onExecuteDone({ result }) {
          const errors = 'errors' in result && Array.isArray(result.errors) ? result.errors : [];
          if (errors.length) {
            span.setAttribute('graphql.error.count', errors.length);
            span.setStatus({ code: SpanStatusCode.ERROR, message: String(errors[0]?.message ?? '').slice(0, 200) });
          }
          span.end();
        },
      };
    },
  };
}

/**
 * Runs one call to the api in a client span, with its traceparent header set; `path` is the
 * pattern (ids replaced), never the ids or a query string.
 */
export function tracedCall<T>(method: string, pattern: string, headers: Record<string, string>, call: () => Promise<{ status: number; value: T }>): Promise<T> {
  return tracer().startActiveSpan(`${method} ${pattern}`, {
    kind: SpanKind.CLIENT, attributes: { 'http.request.method': method, 'url.template': pattern, 'portal.service': 'gateway' },
  }, async (span) => {
    propagation.inject(context.active(), headers);
    try {
      const { status, value } = await call();
      span.setAttribute('http.response.status_code', status);
      if (status >= 500) span.setStatus({ code: SpanStatusCode.ERROR });
      return value;
    } catch (error) {
      span.setStatus({ code: SpanStatusCode.ERROR, message: (error as Error).message?.slice(0, 200) });
      throw error;
    } finally {
      span.end();
    }
  });
}
