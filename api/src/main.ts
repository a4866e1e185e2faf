import { createApi } from './app.js';
import { loadConfig } from './config.js';
import { tmpDirFor } from './http/uploads.js';
import { startMaintenance } from './jobs/maintenance.js';
import { seedIfEmpty } from './seed/index.js';
import cluster from 'node:cluster';
import { startTracing } from './telemetry/tracing.js';
import { runAsClusterPrimary, workerCount } from '@portal/service-kit';

/**
 * A promise nobody awaited must not end the service (Node's default): it is logged. An uncaught
 * exception leaves the process in an unknown state: logged, then exit, and the supervisor
 * (`npm start`, docker-compose) starts a fresh one.
 */
process.on('unhandledRejection', (reason) => console.error('[api] unhandled rejection (still serving):', reason));
process.on('uncaughtException', (error) => { console.error('[api] uncaught exception, exiting:', error); process.exit(1); });

/** Starts the api: reads the environment, migrates, seeds an empty database, listens. */
const config = loadConfig();
// Spans exported over OTLP when OTEL_EXPORTER_OTLP_ENDPOINT is set (issue 27); nothing otherwise.
startTracing('portal-api');
// API_WORKERS runs several api processes on one port, with PostgreSQL only: the embedded database
// belongs to one process. The primary migrates and seeds once, then forks; the job queue is shared
// through the database (FOR UPDATE SKIP LOCKED).
const workers = workerCount(process.env.API_WORKERS);
if (workers > 1 && !config.databaseUrl && cluster.isPrimary) console.warn('[api] API_WORKERS needs DATABASE_URL (PostgreSQL): the embedded database runs in one process');
if (workers > 1 && config.databaseUrl && cluster.isPrimary) {
  const setup = await createApi({ config });
  await setup.ready();
  if (config.seedDemo) await seedIfEmpty(setup);
  await setup.close();
  process.env.SEED_DEMO = 'false';
  runAsClusterPrimary('api', workers);
} else {
  await startApi();
}

async function startApi() {
  const app = await createApi({ config });
  await app.ready();
  app.ctx.jobs.start();
  const stopMaintenance = startMaintenance(app.ctx, app.log, tmpDirFor(config.dataDir));
  if (config.seedDemo) {
    try {
      await seedIfEmpty(app);
    } catch (error) {
      // A half-seeded database would never be seeded again: say so plainly and stop.
      app.log.error({ err: error }, `seeding the demo data failed; remove ${config.databaseUrl ? 'the database' : config.dataDir} and start again, or start with SEED_DEMO=false`);
      await app.close();
      process.exit(1);
    }
  }
  await app.listen({ host: config.host, port: config.port });
  console.log(`api on http://${config.host}:${config.port}/api (OpenAPI: /api/openapi.json), data in ${config.databaseUrl ? 'PostgreSQL' : config.dataDir}`);

  for (const signal of ['SIGINT', 'SIGTERM'] as const) {
    process.once(signal, () => { stopMaintenance(); void app.close().then(() => process.exit(0)); });
  }
}
