import rateLimit, { normalizeIP, type FastifyRateLimitStoreCtor, type RateLimitOptions } from '@fastify/rate-limit';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { Db } from '../db/client.js';
import { MESSAGES } from '../messages.js';
import { tooMany } from './errors.js';
import { pgRateStore } from './rate-store.js';

/**
 * Per-address throttling (@fastify/rate-limit) for the routes that a stranger can use to guess or
 * to make the api send mail: login, sign-up, password reset request and reset, invite lookup and
 * invites. Nothing is throttled unless its route asks (`config: { rateLimit: perMinute(n) }`).
 *
 * The key is request.ip, which is the browser's address when the request came through a trusted
 * proxy (the gateway's X-Forwarded-For; see trustProxy in app.ts). On PostgreSQL the counters live
 * in the database (rate-store.ts), so several api processes and hosts share one limit (issue 27);
 * on the embedded database (one process) they live in memory.
 *
 * An answer over the limit is 429 {"detail": "Too many requests … Try again in N seconds."} with
 * Retry-After, like every other error of the api.
 */
export async function registerThrottling(app: FastifyInstance, db: Db) {
  await app.register(rateLimit, {
    global: false,
    ...(db.kind === 'postgres' ? { store: pgRateStore(db) as unknown as FastifyRateLimitStoreCtor } : {}),
    errorResponseBuilder: (_request, context) => {
      const seconds = Math.max(1, Math.ceil(context.ttl / 1000));
      return tooMany(MESSAGES.tooManyRequests(seconds), seconds);
    },
  });
}

/** A route's rateLimit config: at most `max` requests a minute per client address; 0 or less is off. */
export function perMinute(max: number): RateLimitOptions | false {
  return max > 0 ? { max, timeWindow: 60_000 } : false;
}

/**
 * The client address that throttles and sign-in locks count by: request.ip, with IPv4-mapped IPv6
 * as IPv4 and IPv6 cut to its /64 (one subscriber's whole network), as @fastify/rate-limit keys it.
 */
export function clientKey(request: FastifyRequest): string {
  return normalizeIP(request.ip || 'unknown', 64);
}

/** One limit of throttleBy: at most `max` requests a minute per key (0 or less: off; a null key: not counted). */
export interface KeyedLimit {
  max: number;
  key: (request: FastifyRequest) => string | null;
  /** The 429's detail, given the seconds until the client may try again. */
  detail: (seconds: number) => string;
}

/**
 * An onRequest hook (before the body is read) that throttles by several keys at once, e.g. a public
 * link's page by client address and by link: a route's `rateLimit` config counts by one key only.
 * The first limit reached answers 429 with Retry-After. Null when every limit is off.
 */
export function throttleBy(app: FastifyInstance, name: string, limits: KeyedLimit[]) {
  const checks = limits.filter((limit) => limit.max > 0).map((limit, i) => ({
    ...limit,
    run: app.createRateLimit({ max: limit.max, timeWindow: 60_000, keyGenerator: (request) => `${name}:${i}:${limit.key(request)}` }),
  }));
  if (!checks.length) return null;
  return async (request: FastifyRequest, reply: FastifyReply) => {
    for (const check of checks) {
      if (check.key(request) === null) continue;
      const outcome = await check.run(request);
      if (outcome.isAllowed || !outcome.isExceeded) continue;
      const seconds = Math.max(1, outcome.ttlInSeconds);
      reply.header('retry-after', String(seconds));
      throw tooMany(check.detail(seconds), seconds);
    }
  };
}
