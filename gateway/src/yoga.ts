import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { makeExecutableSchema } from '@graphql-tools/schema';
import { EnvelopArmorPlugin } from '@escape.tech/graphql-armor';
import { useCSRFPrevention } from '@graphql-yoga/plugin-csrf-prevention';
import { createYoga, type Plugin } from 'graphql-yoga';
import type { Dispatcher } from 'undici';
import { loadGatewayConfig, type GatewayConfig } from './config.js';
import { buildContext, type GatewayContext } from './context.js';
import { createPool } from './rest/client.js';
import { resolvers } from './resolvers/index.js';
import { GRAPHIQL_EXAMPLES } from './graphiql-examples.js';
import { usePersistedOperations } from './plugins/use-persisted-operations.js';
import { useDiskUploads } from './plugins/use-disk-uploads.js';

const root = path.join(path.dirname(fileURLToPath(import.meta.url)), '..', '..');
export const schemaPath = path.join(root, 'schema.graphql');
/** Header every browser request carries (the web app's fetch sets it); multipart and GET need it. */
export const CSRF_HEADER = 'x-graphql-yoga-csrf';

/** Adds the Set-Cookie values resolvers asked for (login, logout) to the response. */
function useResponseCookies(): Plugin<GatewayContext> {
  const cookies = new WeakMap<Request, string[]>();
  return {
    onContextBuilding: ({ context }) => () => { cookies.set(context.request, (context as GatewayContext).responseCookies); },
    onResponse: ({ request, response }) => {
      for (const cookie of cookies.get(request) ?? []) response.headers.append('set-cookie', cookie);
    },
  };
}

export interface CreateGatewayOptions {
  config?: Partial<GatewayConfig>;
  /** The upstream dispatcher: a keep-alive Pool by default; tests pass an undici MockAgent. */
  dispatcher?: Dispatcher;
}

/** The gateway (not listening): `yoga.fetch` serves it in-process, `createServer(yoga)` over HTTP. */
export function createGateway(options: CreateGatewayOptions = {}) {
  const config = { ...loadGatewayConfig(), ...options.config };
  const dispatcher = options.dispatcher ?? createPool(config.apiUrl);
  const schema = makeExecutableSchema({ typeDefs: fs.readFileSync(schemaPath, 'utf8'), resolvers: resolvers as any });
  const yoga = createYoga<Record<string, unknown>, GatewayContext>({
    schema,
    context: buildContext(config, dispatcher) as any,
    plugins: [
      useResponseCookies(),
      useCSRFPrevention({ requestHeaders: [CSRF_HEADER] }),
      useDiskUploads({ maxBytes: config.uploadMaxBytes, tmpDir: config.uploadTmpDir }),
      // Depth, alias, directive and token limits against expensive queries; cost limit generous
      // enough for the lead page (one lead with its proposals, quotes, agreements and files).
      EnvelopArmorPlugin({ maxDepth: { n: 12, flattenFragments: true }, costLimit: { maxCost: 20000 }, maxAliases: { n: 30 }, maxTokens: { n: 5000 } }),
      usePersistedOperations({ file: config.persistedOperationsFile ?? path.join(root, 'web', 'persisted-queries.json'), only: config.persistedOperationsOnly }),
    ].filter(Boolean) as Plugin[],
    graphiql: { title: 'Solar Portal GraphQL', defaultQuery: GRAPHIQL_EXAMPLES },
    landingPage: false,
  });
  return Object.assign(yoga, { config, dispatcher });
}
