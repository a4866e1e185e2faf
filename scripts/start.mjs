// `npm start`: the api and the gateway side by side, output prefixed. A service that dies is
// restarted (with a log line); stopping `npm start` (Ctrl-C, SIGTERM) stops both.
import crypto from 'node:crypto';
import { createRequire } from 'node:module';
import { supervise } from './supervise.mjs';

// The gateway follows the api's address unless told otherwise.
const apiHost = process.env.API_HOST && process.env.API_HOST !== '0.0.0.0' ? process.env.API_HOST : '127.0.0.1';
process.env.API_URL ??= `http://${apiHost}:${process.env.API_PORT || 8000}/api`;
// Links the api writes (signed media, agreement signing) point at the gateway, which passes those
// public pages through: the browser only ever talks to the gateway's origin.
const gatewayHost = process.env.GATEWAY_HOST && process.env.GATEWAY_HOST !== '0.0.0.0' ? process.env.GATEWAY_HOST : '127.0.0.1';
process.env.API_PUBLIC_URL ??= `http://${gatewayHost}:${process.env.PORT || 4000}`;
// The gateway follows the api's events feed for live updates with a secret they share; locally
// a fresh one each start does (nothing else holds it). Deployments set their own (docker-compose.yml).
process.env.EVENTS_SECRET ||= crypto.randomBytes(32).toString('base64url');

// Each service is one node process running TypeScript through tsx's loader, so signals reach it
// directly (no npx or tsx wrapper in between).
const tsx = createRequire(import.meta.url).resolve('tsx');
// SERVICE_NODE_FLAGS adds node flags NODE_OPTIONS refuses (bench:load's --cpu-prof profiles).
const nodeFlags = (process.env.SERVICE_NODE_FLAGS ?? '').split(/\s+/).filter(Boolean);
const service = (name, entry) => ({ name, command: process.execPath, args: [...nodeFlags, '--import', tsx, entry] });
const supervisor = supervise([service('api', 'api/src/main.ts'), service('gateway', 'gateway/src/main.ts')]);

for (const signal of ['SIGINT', 'SIGTERM']) {
  process.once(signal, () => {
    console.log(`[start] ${signal}: stopping the api and the gateway`);
    void supervisor.stop().then(() => process.exit(0));
  });
}
