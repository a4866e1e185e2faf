import type { FastifyInstance } from 'fastify';
import type { Config } from './config.js';
import type { Db } from './db/client.js';
import type { EventFeed } from './domain/events.js';
import type { JobRunner } from './jobs/runner.js';
import type { Mailer } from './mail/outbox.js';
import type { MediaStore } from './media/storage.js';
import type { Offload } from './offload/pool.js';

/**
 * What routes, jobs and the seed share: one per api process. Its own module, below the routes and
 * the domain (issue 27): app.ts builds it and imports every route, so a type kept there made every
 * route and most of the domain one import circle.
 */
export interface ApiContext {
  config: Config;
  db: Db;
  jobs: JobRunner;
  media: MediaStore;
  mail: Mailer;
  offload: Offload;
  /** The changes feed the gateway follows for subscriptions (routes/events.ts). */
  events: EventFeed;
}

export type ApiApp = FastifyInstance & { ctx: ApiContext };
export type TypedApp = ReturnType<ApiApp['withTypeProvider']> & { ctx: ApiContext };

declare module 'fastify' {
  interface FastifyInstance { ctx: ApiContext }
}
