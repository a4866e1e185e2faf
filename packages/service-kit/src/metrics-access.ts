import crypto from 'node:crypto';
import type { IncomingHttpHeaders } from 'node:http';

const LOOPBACK = new Set(['127.0.0.1', '::1', '::ffff:127.0.0.1']);
/** Headers a proxy adds to what it forwards (RFC 7239, the de-facto X-Forwarded-For / X-Real-IP, RFC 9110's Via). */
const FORWARDING_HEADERS = ['forwarded', 'x-forwarded-for', 'x-real-ip', 'via'] as const;

/** Whether a request says a proxy forwarded it: then the socket's loopback address is the proxy's, not the caller's. */
export const cameThroughProxy = (headers: IncomingHttpHeaders | undefined): boolean =>
  Boolean(headers && FORWARDING_HEADERS.some((name) => headers[name] !== undefined));

/**
 * Who may read a service's /metrics (issue 27): loopback callers — by the socket's own address,
 * never X-Forwarded-For — and others only with `Authorization: Bearer <METRICS_TOKEN>` when the
 * token is set (compared in constant time). The request's headers are required (the gateway once
 * forgot to pass them): a loopback socket whose request carries a proxy's forwarding header is not local: a reverse proxy on the same host
 * (nginx, Caddy, a load balancer's agent) would otherwise make every remote caller look like
 * loopback. Headers a client adds itself can only take loopback away, never grant it.
 */
export function mayReadMetrics(remoteAddress: string | undefined, headers: IncomingHttpHeaders, token: string | undefined): boolean {
  if (remoteAddress && LOOPBACK.has(remoteAddress) && !cameThroughProxy(headers)) return true;
  if (!token) return false;
  const given = Buffer.from(/^Bearer (.+)$/.exec(headers.authorization ?? '')?.[1] ?? '');
  const expected = Buffer.from(token);
  return given.length === expected.length && crypto.timingSafeEqual(given, expected);
}
