import { createApi } from './app.js';
import { loadConfig } from './config.js';
import { seedIfEmpty } from './seed/index.js';

/** Starts the api: reads the environment, migrates, seeds an empty database, listens. */
const config = loadConfig();
const app = await createApi({ config });
await app.ready();
app.ctx.jobs.start();
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
  process.once(signal, () => { void app.close().then(() => process.exit(0)); });
}
