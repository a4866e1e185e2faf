import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import Fastify, { LogController, type FastifyInstance } from 'fastify';
import swagger from '@fastify/swagger';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { loadConfig, type Config } from './config.js';
import { openDb, type Db } from './db/client.js';
import { migrate } from './db/migrate.js';
import { registerAuthentication } from './auth/authenticate.js';
import { badRequest, HttpError } from './http/errors.js';
import { nullProblems, validationBody } from './http/validation.js';
import { registerUploads, tmpDirFor } from './http/uploads.js';
import { frameworkErrors, MAX_PARAM_LENGTH } from './http/bad-url.js';
import { createApiMetrics, registerMetrics } from './http/metrics.js';
import { registerRequestTracing, tracedDb } from './telemetry/tracing.js';
// The request id the client can quote: the rule the gateway follows too.
import { requestIdOf } from '@portal/service-kit';
import { registerThrottling } from './http/throttle.js';
import { finiteNumbers, registerInputBounds } from './http/input-bounds.js';
import { registerTextChecks } from './http/input-text.js';
import { JobRunner } from './jobs/runner.js';
import { blobStore } from './media/blob-store.js';
import { MediaStore } from './media/storage.js';
import { Mailer } from './mail/outbox.js';
import { createOffload, type Offload } from './offload/pool.js';
import { routes } from './routes/index.js';
import { ensurePolicyDocuments } from './domain/terms.js';
import { EventFeed } from './domain/events.js';

// The context's types live below the routes and the domain (context.ts); re-exported for callers of createApi.
export type { ApiApp, ApiContext, TypedApp } from './context.js';
import type { ApiApp } from './context.js';

export interface CreateApiOptions {
  config?: Partial<Config>;
  /** An already open database (tests share one); otherwise opened from config. */
  db?: Db;
  logger?: boolean | object;
}

/** The media secret: from config, or made once and kept in the database so restarts keep URLs valid. */
async function mediaSecret(db: Db, configured?: string): Promise<string> {
  if (configured) return configured;
  const fresh = crypto.randomBytes(32).toString('hex');
  await db.query(`INSERT INTO app_settings (key, value) VALUES ('media_secret', $1) ON CONFLICT (key) DO NOTHING`, [fresh]);
  const { rows } = await db.query<{ value: string }>(`SELECT value FROM app_settings WHERE key = 'media_secret'`);
  return rows[0].value;
}

/** Builds the api (not listening): database migrated, routes and job handlers registered. */
export async function createApi(options: CreateApiOptions = {}): Promise<ApiApp> {
  const config = { ...loadConfig(), ...options.config };
  fs.mkdirSync(config.dataDir, { recursive: true });
  const opened = options.db ?? (await openDb({ databaseUrl: config.databaseUrl, dataDir: config.dataDir }));
  // With tracing on, every query is a span of its request (telemetry/tracing.ts); off, the database as it is.
  const db = config.tracing ? tracedDb(opened) : opened;
  await migrate(db);

  const app = Fastify({
    logger: options.logger ?? { level: config.logLevel },
    bodyLimit: 5 * 1024 * 1024,
    // request.ip is the client's address when a trusted proxy (the gateway) says so in X-Forwarded-For.
    trustProxy: config.trustProxy,
    logController: new LogController({ disableRequestLogging: !config.logRequests }),
    // A request id the client can quote (X-Request-Id on every answer): the gateway's, when it sent a
    // well-formed one, so one id names the request in both services' logs; else a fresh one.
    genReqId: requestIdOf,
    // finiteNumbers: no Infinity or NaN passes a number schema, whatever coercion made of the text (input-bounds.ts).
    ajv: { customOptions: { removeAdditional: false, coerceTypes: 'array', allErrors: true, allowUnionTypes: true }, plugins: [finiteNumbers] },
    // A URL the router cannot read is a 400, with the media headers on /api/media/ (http/bad-url.ts).
    frameworkErrors,
    routerOptions: { maxParamLength: MAX_PARAM_LENGTH },
  }).withTypeProvider<TypeBoxTypeProvider>() as unknown as ApiApp;

  // Response schemas document the answers (OpenAPI) but never filter them.
  app.setSerializerCompiler(() => (data) => JSON.stringify(data));

  const media = new MediaStore(config.dataDir, await mediaSecret(db, config.mediaSecret), config.publicUrl, config.mediaUrlSeconds, undefined, await blobStore(config));
  const jobs = new JobRunner(db, app.log, config.jobPollMs);
  const mail = new Mailer(db, app.log, config.smtpUrl, config.mailFrom);
  const offload = createOffload(config.workThreads);
  const events = new EventFeed(db, (message) => app.log.warn(message));
  await events.start();
  app.decorate('ctx', { config, db, jobs, media, mail, offload, events });
  await ensurePolicyDocuments(app.ctx);
  await mail.purgeExpired();

  app.setErrorHandler((error: any, request, reply) => {
    if (error instanceof HttpError) return reply.status(error.status).headers(error.headers).send(error.body);
    if (error.validation) return reply.status(400).send(validationBody(error.validation));
    if (error.code === 'FST_ERR_CTP_INVALID_JSON_BODY' || error instanceof SyntaxError)
      return reply.status(400).send({ detail: `JSON parse error - ${error.message}` });
    if (error.code === 'FST_ERR_CTP_EMPTY_JSON_BODY') return reply.status(400).send({ detail: 'JSON parse error - the body is empty.' });
    if (error.code === 'FST_ERR_CTP_INVALID_MEDIA_TYPE') return reply.status(415).send({ detail: `Unsupported media type "${request.headers['content-type']}" in request.` });
    if (error.code === 'FST_ERR_CTP_BODY_TOO_LARGE' || error.code === 'FST_REQ_FILE_TOO_LARGE')
      return reply.status(413).send({ detail: 'The request is too large.' });
    if (typeof error.statusCode === 'number' && error.statusCode >= 400 && error.statusCode < 500)
      return reply.status(error.statusCode).send({ detail: error.message });
    request.log.error({ err: error }, 'unhandled error');
    return reply.status(500).send({ detail: 'A server error occurred.' });
  });
  app.setNotFoundHandler((request, reply) => reply.status(404).send({ detail: 'Not found.' }));
  // A JSON null where the schema takes none is refused, not coerced to 0, '' or false (validation.ts).
  app.addHook('preValidation', async (request) => {
    if (!request.body || typeof request.body !== 'object' || !String(request.headers['content-type'] ?? '').includes('json')) return;
    const problems = nullProblems(request.routeOptions.schema?.body, request.body);
    if (Object.keys(problems).length) throw badRequest(problems);
  });

  await app.register(swagger, {
    openapi: {
      openapi: '3.0.3',
      info: { title: 'Solar portal REST API', version: '1.0.0', description: 'The REST API of spec §7. Authenticate with `Authorization: Token <key>` from POST /api/login/.' },
      components: { securitySchemes: { token: { type: 'apiKey', in: 'header', name: 'Authorization', description: 'Token <key>' } } },
      security: [{ token: [] }],
    },
  });
  await registerUploads(app, { maxBytes: config.uploadMaxBytes, tmpDir: tmpDirFor(config.dataDir) });
  // Bad input of every route, present and future, refused before any handler sees it (issue 11):
  // integers beyond int4 (schemas get its range) and text PostgreSQL cannot store (after multipart parsing).
  registerInputBounds(app);
  registerTextChecks(app);
  if (config.tracing) registerRequestTracing(app);
  app.addHook('onSend', async (request, reply) => { reply.header('x-request-id', request.id); });
  await registerThrottling(app, db);
  registerMetrics(app, createApiMetrics(db), config.metricsToken);
  registerAuthentication(app, db, config.sessionIdleMinutes);

  await app.register(async (api) => {
    api.get('/openapi.json', { config: { public: true }, schema: { hide: true } }, async () => app.swagger());
    for (const register of routes) await register(api as ApiApp);
  }, { prefix: '/api' });

  app.addHook('onClose', async () => {
    await jobs.stop();
    await events.stop();
    await offload.close();
    if (!options.db) await db.close();
  });
  return app;
}

export const apiRoot = path.resolve(path.dirname(new URL(import.meta.url).pathname), '..');
