import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { createServer } from './server.js';
import { uploadTmpDir } from './plugins/use-disk-uploads.js';
// The same sweep the api runs on its own temporary uploads: the package both services share.
import { runAsClusterPrimary, sweepTemporaryFiles, workerCount } from '@portal/service-kit';
import { createGateway } from './yoga.js';
import { startTracing } from './tracing-start.js';

/**
 * A promise nobody awaited must not end the service for everyone (Node's default): it is logged.
 * An uncaught exception leaves the process in an unknown state: logged, then exit, and the
 * supervisor (`npm start`, docker-compose) starts a fresh one.
 */
process.on('unhandledRejection', (reason) => console.error('[gateway] unhandled rejection (still serving):', reason));
process.on('uncaughtException', (error) => { console.error('[gateway] uncaught exception, exiting:', error); process.exit(1); });

/** Starts the gateway: reads the environment, serves /graphql, /health and the web app. */
function startGateway() {
  // Spans exported over OTLP when OTEL_EXPORTER_OTLP_ENDPOINT is set (issue 27); nothing otherwise.
  startTracing('portal-gateway');
  const gateway = createGateway();
  const webDist = gateway.config.webDist ?? path.join(path.dirname(fileURLToPath(import.meta.url)), '..', '..', 'web', 'dist');
  const server = createServer(gateway, webDist);
  // Uploads are removed when their response is sent; a crash mid-request leaves them: swept hourly.
  const sweep = () => void sweepTemporaryFiles(uploadTmpDir(gateway.config.uploadTmpDir)).catch(() => undefined);
  sweep();
  setInterval(sweep, 60 * 60 * 1000).unref();
  server.listen(gateway.config.port, gateway.config.host, () => {
    console.log(`gateway on http://${gateway.config.host}:${gateway.config.port} (GraphQL: /graphql, health: /health), api ${gateway.config.apiUrl}`);
  });
  for (const signal of ['SIGINT', 'SIGTERM'] as const) {
    process.once(signal, () => {
      // Requests in flight finish; streams end with a retry hint (server.ts drain); then the upstream pools close.
      void server.drain().then(() => gateway.closeUpstream()).finally(() => process.exit(0));
    });
  }
}

// The gateway keeps no state between requests, so GATEWAY_WORKERS (a number, or "auto": one per
// core) runs that many processes on the one port (README "Scaling").
if (!runAsClusterPrimary('gateway', workerCount(process.env.GATEWAY_WORKERS))) startGateway();
