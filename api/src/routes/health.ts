import { Type } from 'typebox';
import type { ApiApp } from '../context.js';

/**
 * Liveness and database reachability (/health/, the gateway's /health and load balancers), and
 * readiness (/ready/, issue 27): the database and the file store (disk or bucket) both answer, so a
 * host that lost its bucket is taken out of rotation while /health/ keeps it from being restarted.
 */
export default async function healthRoutes(app: ApiApp) {
  app.get('/health/', {
    config: { public: true },
    schema: { tags: ['health'], summary: 'The api answers and its database is reachable', security: [], response: { 200: Type.Object({ status: Type.String(), database: Type.String() }), 503: Type.Object({ status: Type.String(), database: Type.String() }) } },
  }, async (request, reply) => {
    try {
      await app.ctx.db.query('SELECT 1');
      return { status: 'ok', database: app.ctx.db.kind };
    } catch (error) {
      request.log.error({ err: error }, 'health: database unreachable');
      return reply.status(503).send({ status: 'unavailable', database: app.ctx.db.kind });
    }
  });

  const Ready = Type.Object({ status: Type.String(), database: Type.String(), storage: Type.String() });
  app.get('/ready/', {
    config: { public: true },
    schema: { tags: ['health'], summary: 'The database and the file store both answer (ready for traffic)', security: [], response: { 200: Ready, 503: Ready } },
  }, async (request, reply) => {
    const [database, storage] = await Promise.all([
      app.ctx.db.query('SELECT 1').then(() => true, (error) => { request.log.error({ err: error }, 'ready: database unreachable'); return false; }),
      app.ctx.media.blobs.ping().then(() => true, (error) => { request.log.error({ err: error }, 'ready: file store unreachable'); return false; }),
    ]);
    const body = {
      status: database && storage ? 'ready' : 'unavailable',
      database: database ? app.ctx.db.kind : 'unreachable',
      storage: storage ? app.ctx.media.blobs.kind : 'unreachable',
    };
    return reply.status(database && storage ? 200 : 503).send(body);
  });
}
