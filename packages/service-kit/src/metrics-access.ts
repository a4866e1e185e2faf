import crypto from 'node:crypto';

const LOOPBACK = new Set(['127.0.0.1', '::1', '::ffff:127.0.0.1']);

/**
 * Who may read a service's /metrics (issue 27): loopback callers — by the socket's own address,
 * never X-Forwarded-For — and others only with `Authorization: Bearer <METRICS_TOKEN>` when the
 * token is set (compared in constant time).
 */
export function mayReadMetrics(remoteAddress: string | undefined, authorization: string | undefined, token: string | undefined): boolean {
  if (remoteAddress && LOOPBACK.has(remoteAddress)) return true;
  if (!token) return false;
  const given = Buffer.from(/^Bearer (.+)$/.exec(authorization ?? '')?.[1] ?? '');
  const expected = Buffer.from(token);
  return given.length === expected.length && crypto.timingSafeEqual(given, expected);
}
