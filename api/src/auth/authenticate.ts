import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Db } from '../db/client.js';
import { DETAIL, unauthorized } from '../http/errors.js';
import { hashToken } from './passwords.js';
import { AUTH_USER_COLUMNS, type AuthUser } from './users.js';

declare module 'fastify' {
  interface FastifyRequest { user: AuthUser | null; tokenHash: string | null }
  interface FastifyContextConfig {
    /** No token needed (login, sign-up, invite lookup, signing page, signed media). */
    public?: boolean;
    /** A use that does not count as activity (the gateway's session checks): last_used is left alone. */
    touch?: boolean;
  }
}

/** A session key as the api issues it (passwords.ts newToken): 64 lowercase hex digits. */
export const TOKEN_PATTERN = /^[0-9a-f]{64}$/;
const HEADER = /^Token ([0-9a-f]{64})$/;

export type ParsedAuthorization = { kind: 'none' } | { kind: 'token'; key: string } | { kind: 'invalid' };

/**
 * The one reading of an Authorization header (issue 24): exactly `Token <key>`, the scheme word
 * as written, one space, the key as issued. Any other text (`token <key>`, two spaces, a tab, a
 * trailing word, another scheme) is no session at all, so one session can never be spelt several
 * ways (the gateway, which counts its limits per user, reads the header with the same rule).
 */
export function parseAuthorization(header: string | string[] | undefined): ParsedAuthorization {
  if (header === undefined) return { kind: 'none' };
  const match = typeof header === 'string' ? HEADER.exec(header) : null;
  return match ? { kind: 'token', key: match[1] } : { kind: 'invalid' };
}

/** The token of `Authorization: Token <key>`, or null when absent; any other header is 401 Invalid token. */
export function tokenFrom(request: FastifyRequest): string | null {
  const parsed = parseAuthorization(request.headers.authorization);
  if (parsed.kind === 'invalid') throw unauthorized(DETAIL.invalidToken);
  return parsed.kind === 'token' ? parsed.key : null;
}

/**
 * Every route needs a valid token unless its config says public. A token expires after
 * idleMinutes without use; each use pushes that back (at most one write a minute per token).
 */
export function registerAuthentication(app: FastifyInstance, db: Db, idleMinutes: number) {
  app.decorateRequest('user', null);
  app.decorateRequest('tokenHash', null);
  app.addHook('preHandler', async (request) => {
    // An unknown URL is a 404 for everyone, as in DRF (URLs resolve before authentication); the
    // signing page's prefix answers its branded page there (routes/agreements.ts).
    const isPublic = request.routeOptions.config?.public === true || request.is404;
    let token: string | null;
    try {
      token = tokenFrom(request);
    } catch (error) {
      if (isPublic) return;
      throw error;
    }
    if (!token) {
      if (isPublic) return;
      throw unauthorized();
    }
    const tokenHash = hashToken(token);
    // One query a request: the token's user, and whether its last use is worth writing down.
    const { rows } = await db.query<AuthUser & { touch: boolean }>(
      `SELECT ${AUTH_USER_COLUMNS}, t.last_used < now() - interval '1 minute' AS touch
       FROM auth_tokens t JOIN users u ON u.id = t.user_id LEFT JOIN organizations o ON o.id = u.organization_id
       WHERE t.token_hash = $1 AND t.last_used > now() - ($2 || ' minutes')::interval
         -- A deactivated account or organization has no session (issue 26; its tokens are deleted too).
         AND u.deactivated_at IS NULL AND o.deactivated_at IS NULL`,
      [tokenHash, String(idleMinutes)]);
    if (!rows[0]) {
      if (isPublic) return;
      throw unauthorized(DETAIL.invalidToken);
    }
    const { touch, ...user } = rows[0];
    if (touch && request.routeOptions.config?.touch !== false) await db.query(`UPDATE auth_tokens SET last_used = now() WHERE token_hash = $1`, [tokenHash]);
    request.user = user;
    request.tokenHash = tokenHash;
  });
}

/** The signed-in user of a route that is not public. */
export function userOf(request: FastifyRequest): AuthUser {
  if (!request.user) throw unauthorized();
  return request.user;
}
