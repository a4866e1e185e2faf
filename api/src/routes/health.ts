import { Type } from 'typebox';
import type { ApiApp } from '../app.js';

/** Liveness and database reachability, for the gateway's /health and load balancers. */
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
}
