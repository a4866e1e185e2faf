import { createApi } from './app.js';
import { loadConfig } from './config.js';
import { seedIfEmpty } from './seed/index.js';

/** Starts the api: reads the environment, migrates, seeds an empty database, listens. */
const config = loadConfig();
const app = await createApi({ config });
await app.ready();
app.ctx.jobs.start();
if (config.seedDemo) await seedIfEmpty(app);
await app.listen({ host: config.host, port: config.port });
app.log.info(`api on http://${config.host}:${config.port}/api (OpenAPI: /api/openapi.json), data in ${config.databaseUrl ? 'PostgreSQL' : config.dataDir}`);

for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.once(signal, () => { void app.close().then(() => process.exit(0)); });
}
