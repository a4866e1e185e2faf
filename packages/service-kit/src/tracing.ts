/**
 * Starting the OpenTelemetry SDK, as the api and the gateway both do (issue 27): on when
 * OTEL_EXPORTER_OTLP_ENDPOINT (or OTEL_EXPORTER_OTLP_TRACES_ENDPOINT) is set, spans exported as
 * OTLP/HTTP JSON (the standard OTEL_* variables apply); off and free otherwise.
 *
 * The SDK's classes come from the calling service (`sdk`), not from imports here: the repository's
 * root node_modules holds @opentelemetry/core and resources 1.x (hoisted for other packages) while
 * the services use 2.x in their own node_modules, so an import from this package would load the
 * wrong major. Its own entry point (`@portal/service-kit/tracing`), outside the index, so nothing
 * that imports the kit's other helpers loads tracing code.
 */

/** The SDK pieces a service passes in (from its own @opentelemetry/* dependencies). */
export interface TracingSdk<Provider extends { register(): void }> {
  NodeTracerProvider: new (config: { resource: any; spanProcessors: any[] }) => Provider;
  BatchSpanProcessor: new (exporter: any) => any;
  OTLPTraceExporter: new (config: { url: string }) => any;
  resourceFromAttributes: (attributes: Record<string, string>) => any;
}

/** Whether tracing is configured: an OTLP endpoint is set. */
export const tracingConfigured = (env: NodeJS.ProcessEnv = process.env) => Boolean(env.OTEL_EXPORTER_OTLP_ENDPOINT || env.OTEL_EXPORTER_OTLP_TRACES_ENDPOINT);

/** The OTLP/HTTP traces URL: OTEL_EXPORTER_OTLP_TRACES_ENDPOINT as given, or OTEL_EXPORTER_OTLP_ENDPOINT + /v1/traces (the spec's rule). */
export const tracesUrl = (env: NodeJS.ProcessEnv) => env.OTEL_EXPORTER_OTLP_TRACES_ENDPOINT || `${String(env.OTEL_EXPORTER_OTLP_ENDPOINT).replace(/\/$/, '')}/v1/traces`;

/** Registers the global tracer provider (once per process); null when tracing is not configured. */
export function startTracing<Provider extends { register(): void }>(serviceName: string, sdk: TracingSdk<Provider>, env: NodeJS.ProcessEnv = process.env): Provider | null {
  if (!tracingConfigured(env)) return null;
  const provider = new sdk.NodeTracerProvider({
    resource: sdk.resourceFromAttributes({ 'service.name': env.OTEL_SERVICE_NAME || serviceName }),
    spanProcessors: [new sdk.BatchSpanProcessor(new sdk.OTLPTraceExporter({ url: tracesUrl(env) }))],
  });
  provider.register();
  return provider;
}
