import { OTLPTraceExporter } from '@opentelemetry/exporter-trace-otlp-http';
import { resourceFromAttributes } from '@opentelemetry/resources';
import { BatchSpanProcessor, NodeTracerProvider } from '@opentelemetry/sdk-trace-node';
import { startTracing as startServiceTracing } from '@portal/service-kit/tracing';

/**
 * Starts the OpenTelemetry SDK for the gateway process (issue 27) when OTEL_EXPORTER_OTLP_ENDPOINT
 * is set; null otherwise. The rule is packages/service-kit's (the api's too), given this service's
 * SDK classes. Apart from telemetry.ts (which needs only @opentelemetry/api) so the gateway's
 * testing kit, which builds from the gateway's sources, carries neither the SDK nor the kit.
 */
export const startTracing = (serviceName: string, env: NodeJS.ProcessEnv = process.env): NodeTracerProvider | null =>
  startServiceTracing(serviceName, { NodeTracerProvider, BatchSpanProcessor, OTLPTraceExporter, resourceFromAttributes }, env);
