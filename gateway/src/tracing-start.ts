import { OTLPTraceExporter } from '@opentelemetry/exporter-trace-otlp-http';
import { resourceFromAttributes } from '@opentelemetry/resources';
import { BatchSpanProcessor, NodeTracerProvider } from '@opentelemetry/sdk-trace-node';

/**
 * Starts the OpenTelemetry SDK for the gateway process (issue 27) when OTEL_EXPORTER_OTLP_ENDPOINT
 * is set; null otherwise. Apart from telemetry.ts (which needs only @opentelemetry/api) so the
 * gateway's testing kit, which builds from the gateway's sources, does not carry the SDK.
 */
/** The OTLP/HTTP traces URL: OTEL_EXPORTER_OTLP_TRACES_ENDPOINT as given, or OTEL_EXPORTER_OTLP_ENDPOINT + /v1/traces (the spec's rule). */
const tracesUrl = (env: NodeJS.ProcessEnv) => env.OTEL_EXPORTER_OTLP_TRACES_ENDPOINT || `${String(env.OTEL_EXPORTER_OTLP_ENDPOINT).replace(/\/$/, '')}/v1/traces`;

export function startTracing(serviceName: string, env: NodeJS.ProcessEnv = process.env): NodeTracerProvider | null {
  if (!env.OTEL_EXPORTER_OTLP_ENDPOINT && !env.OTEL_EXPORTER_OTLP_TRACES_ENDPOINT) return null;
  const provider = new NodeTracerProvider({
    resource: resourceFromAttributes({ 'service.name': env.OTEL_SERVICE_NAME || serviceName }),
    spanProcessors: [new BatchSpanProcessor(new OTLPTraceExporter({ url: tracesUrl(env) }))],
  });
  provider.register();
  return provider;
}

