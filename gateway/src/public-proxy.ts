import type http from 'node:http';
import { pipeline } from 'node:stream/promises';
import { request } from 'undici';
import { cookieValue } from './context.js';

/**
 * The api's few public pages (their link is the credential), served through the gateway so the browser only ever
 * talks to one origin (no CORS, one port to expose): signed media URLs (their signature is the
 * access check), the agreement signing page and the web proposal link (issue 15). `npm start` points API_PUBLIC_URL at the gateway
 * so the links the api writes land here.
 */
const PUBLIC_PREFIXES = ['/api/media/', '/api/agreement/sign/', '/api/p/'];
// user-agent: the signing page records it in a signature's audit trail.
const PASSED_REQUEST_HEADERS = ['content-type', 'content-length', 'range', 'accept', 'if-none-match', 'if-modified-since', 'user-agent'];
const PASSED_RESPONSE_HEADERS = [
  'content-type', 'content-length', 'content-disposition', 'cache-control', 'etag', 'last-modified', 'accept-ranges',
  'content-range', 'location', 'x-content-type-options', 'content-security-policy',
  // The public pages' own headers (referrer policy) and a throttled answer's wait.
  'referrer-policy', 'retry-after',
];

/**
 * The pages that count a customer's view (first view, view count): a signed-in staff member who
 * opens one in the same browser is previewing it. The gateway passes their session (the HttpOnly
 * cookie) on as `Authorization: Token …`, only on GET and HEAD, so the api tells the preview apart
 * (a member of the owning organization or a super admin does not count; issue 24).
 */
const SESSION_PREFIXES = ['/api/agreement/sign/', '/api/p/'];
/** A session token as the api issues it (hex); anything else is not passed on (no header injection). */
const SESSION_TOKEN = /^[A-Za-z0-9_-]{16,256}$/;

export function isPublicApiPath(pathname: string): boolean {
  return PUBLIC_PREFIXES.some((prefix) => pathname.startsWith(prefix));
}

/**
 * Streams one request to the api (apiUrl ends in /api) and its answer back, bodies untouched.
 * The target is the api's origin plus the request's path: a request line such as
 * `GET //elsewhere.example/api/media/x` must never make the gateway call another host.
 */
export async function proxyToApi(
  apiUrl: string, req: http.IncomingMessage, res: http.ServerResponse, timeoutMs: number, clientAddress?: string | null, sessionCookieName?: string,
) {
  const asked = new URL(req.url ?? '/', 'http://gateway');
  const target = new URL(`${asked.pathname}${asked.search}`, new URL(apiUrl).origin);
  const headers: Record<string, string> = {};
  for (const name of PASSED_REQUEST_HEADERS) {
    const value = req.headers[name];
    if (typeof value === 'string') headers[name] = value;
  }
  // The api records the signer's address on a signed agreement and throttles by address.
  if (clientAddress) headers['x-forwarded-for'] = clientAddress;
  if (sessionCookieName && (req.method === 'GET' || req.method === 'HEAD') && SESSION_PREFIXES.some((prefix) => asked.pathname.startsWith(prefix))) {
    const cookie = req.headers.cookie;
    const session = cookieValue(typeof cookie === 'string' ? cookie : null, sessionCookieName);
    if (session && SESSION_TOKEN.test(session)) headers.authorization = `Token ${session}`;
  }
  const hasBody = req.method !== 'GET' && req.method !== 'HEAD';
  try {
    const answer = await request(target, {
      method: req.method as 'GET',
      headers,
      body: hasBody ? req : undefined,
      headersTimeout: timeoutMs,
      bodyTimeout: timeoutMs,
    });
    const out: Record<string, string | string[]> = {};
    for (const name of PASSED_RESPONSE_HEADERS) {
      const value = answer.headers[name];
      if (value !== undefined) out[name] = value;
    }
    res.writeHead(answer.statusCode, out);
    await pipeline(answer.body, res);
  } catch {
    if (!res.headersSent) res.writeHead(502, { 'content-type': 'text/plain; charset=utf-8' }).end('The api is unreachable.');
    else res.destroy();
  }
}
