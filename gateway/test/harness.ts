import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { AddressInfo } from 'node:net';
import { createApi } from '../../api/src/app.js';
import { openPglite } from '../../api/src/db/client.js';
import { migratedPgliteDump } from '../../api/test/template-db.js';
import type http from 'node:http';
import { createServer } from '../src/server.js';
import { createGateway } from '../src/yoga.js';

export type Gateway = ReturnType<typeof createGateway>;

/** Runs a GraphQL operation in-process; returns the parsed answer and the response. */
export async function gql(gateway: Gateway, query: string, variables: Record<string, unknown> = {}, headers: Record<string, string> = {}) {
  const response = await gateway.fetch('http://gateway.test/graphql', {
    method: 'POST', headers: { 'content-type': 'application/json', ...headers }, body: JSON.stringify({ query, variables }),
  });
  return { status: response.status, body: (await response.json()) as { data?: any; errors?: any[] }, response };
}

/** A multipart GraphQL request (the GraphQL multipart request spec) with files at variable paths. */
export async function gqlUpload(gateway: Gateway, query: string, variables: Record<string, unknown>, files: Record<string, File>, headers: Record<string, string> = {}) {
  const form = new FormData();
  form.append('operations', JSON.stringify({ query, variables }));
  const keys = Object.keys(files);
  form.append('map', JSON.stringify(Object.fromEntries(keys.map((p, i) => [String(i), [`variables.${p}`]]))));
  keys.forEach((p, i) => form.append(String(i), files[p]));
  const response = await gateway.fetch('http://gateway.test/graphql', { method: 'POST', body: form, headers: { 'x-graphql-yoga-csrf': '1', ...headers } });
  return { status: response.status, body: (await response.json()) as { data?: any; errors?: any[] } };
}

/** The gateway against a mocked REST layer: the testing kit other teams use (src/testing.ts). */
export { mockedGateway } from '../src/testing.js';

/**
 * The real api (PGlite in memory, no demo data, jobs drained on demand) listening on a free port, and a gateway over it.
 * The database is a clone of the one migrated once for the run (test/global-setup.ts).
 */
export async function realStack() {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'gateway-it-'));
  const db = await openPglite(null, { loadDataDir: await migratedPgliteDump() });
  const api = await createApi({ db, logger: false, config: { dataDir, jobPollMs: 0, workThreads: 0, uploadMaxBytes: 1024 * 1024, eventsSecret: 'stack-events-secret' } });
  await api.listen({ host: '127.0.0.1', port: 0 });
  const port = (api.server.address() as AddressInfo).port;
  const gateway = createGateway({ config: { apiUrl: `http://127.0.0.1:${port}/api`, eventsSecret: 'stack-events-secret' } });
  return {
    api, gateway,
    async close() {
      await (gateway.dispatcher as any).close?.();
      await api.close();
      await db.close();
      fs.rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

/**
 * realStack behind the gateway's own HTTP server (server.ts: /metrics, /ready, the public proxy,
 * static files from an empty build folder) on a free loopback port; `setup` adjusts the stack first.
 */
export async function servedStack(setup?: (stack: Awaited<ReturnType<typeof realStack>>) => void) {
  const stack = await realStack();
  setup?.(stack);
  const dist = fs.mkdtempSync(path.join(os.tmpdir(), 'web-dist-'));
  const server: http.Server = createServer(stack.gateway, dist);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    stack, server,
    base: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    async close() {
      server.closeAllConnections();
      await new Promise((resolve) => server.close(resolve));
      await stack.close();
      fs.rmSync(dist, { recursive: true, force: true });
    },
  };
}

/** The token of a Set-Cookie answer, to send back as a Cookie header. */
export function cookieFrom(response: Response, name = 'portal_token'): string | null {
  const header = response.headers.get('set-cookie') ?? '';
  const match = new RegExp(`${name}=([^;]*)`).exec(header);
  return match ? `${name}=${match[1]}` : null;
}
