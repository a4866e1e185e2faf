import crypto from 'node:crypto';

/** What a caller's X-Request-Id may be to be kept: 8 to 64 letters, digits and hyphens (no CR/LF, no spaces: safe in logs and headers). */
const WELL_FORMED = /^[A-Za-z0-9-]{8,64}$/;

/**
 * The request id (issue 27): a well-formed X-Request-Id from the caller (a browser, the gateway
 * calling the api), else a new UUID. Two copies of one header, or any other value, get a new one.
 */
export function requestIdOf(req: { headers: Record<string, string | string[] | undefined> }): string {
  const given = req.headers['x-request-id'];
  return typeof given === 'string' && WELL_FORMED.test(given) ? given : crypto.randomUUID();
}
