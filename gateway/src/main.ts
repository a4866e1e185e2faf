import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { createServer } from './server.js';
import { createGateway } from './yoga.js';

/** Starts the gateway: reads the environment, serves /graphql, /health and the web app. */
const gateway = createGateway();
const webDist = gateway.config.webDist ?? path.join(path.dirname(fileURLToPath(import.meta.url)), '..', '..', 'web', 'dist');
const server = createServer(gateway, webDist);
server.listen(gateway.config.port, gateway.config.host, () => {
  console.log(`gateway on http://${gateway.config.host}:${gateway.config.port} (GraphQL: /graphql, health: /health), api ${gateway.config.apiUrl}`);
});
for (const signal of ['SIGINT', 'SIGTERM'] as const) process.once(signal, () => server.close(() => process.exit(0)));
