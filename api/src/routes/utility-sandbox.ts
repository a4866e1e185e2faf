import crypto from 'node:crypto';
import type { FastifyRequest } from 'fastify';
import { Type } from 'typebox';
import type { ApiApp } from '../context.js';
import { SANDBOX_KEY, SANDBOX_REFERRAL_CODES, sandboxAuthorizations, sandboxExport, utilityService } from '../domain/utility-service.js';
import { HttpError, notFound } from '../http/errors.js';
import { MESSAGES } from '../messages.js';

const Any = Type.Object({}, { additionalProperties: true });

/**
 * The utility data service sandbox (see domain/utility-service.ts for its test referral codes),
 * served only when no UTILITY_API_URL is configured. Like UtilityAPI it wants
 * `Authorization: Bearer <key>`: UTILITY_API_KEY, or "sandbox-key" when none is set.
 */
export default async function utilitySandboxRoutes(app: ApiApp) {
  const { config } = app.ctx;
  if (config.utilityApiUrl) return;
  const service = utilityService(config);
  const expected = Buffer.from(config.utilityApiKey ?? SANDBOX_KEY);

  const checkKey = (request: FastifyRequest) => {
    const [scheme, key] = (request.headers.authorization ?? '').trim().split(/\s+/, 2);
    const given = Buffer.from(key ?? '');
    const ok = scheme?.toLowerCase() === 'bearer' && given.length === expected.length && crypto.timingSafeEqual(given, expected);
    if (!ok) throw new HttpError(401, { detail: MESSAGES.utilityInvalidKey });
  };

  app.get('/utility_service/v2/authorizations', {
    config: { public: true },
    schema: {
      tags: ['utility sandbox'], summary: 'Sandbox: UtilityAPI authorizations of a referral code', security: [],
      description: `Bearer key "${SANDBOX_KEY}" unless UTILITY_API_KEY is set. Test referral codes: ${SANDBOX_REFERRAL_CODES.join(', ')}; any other code finds none.`,
      querystring: Type.Object({ referrals: Type.String({ maxLength: 100 }), include: Type.Optional(Type.String({ maxLength: 200 })) }),
      response: { 200: Any },
    },
  }, async (request) => {
    checkKey(request);
    return sandboxAuthorizations((request.query as { referrals: string }).referrals, service.baseUrl);
  });

  app.get('/utility_service/v2/files/:uid/:file', {
    config: { public: true },
    schema: {
      tags: ['utility sandbox'], summary: 'Sandbox: an export file (bills.csv or intervals.csv)', security: [],
      params: Type.Object({ uid: Type.String({ pattern: '^\\d{1,12}$' }), file: Type.String({ maxLength: 40 }) }),
    },
  }, async (request, reply) => {
    checkKey(request);
    const { uid, file } = request.params as { uid: string; file: string };
    const found = sandboxExport(`files/${uid}/${file}`);
    if (!found) throw notFound();
    return reply.header('content-type', `${found.contentType}; charset=utf-8`)
      .header('content-disposition', `attachment; filename="${found.filename}"`).send(found.body);
  });
}
