import { createGraphQLError } from 'graphql-yoga';
import type { GraphQLError } from 'graphql';

/** Spec §8's texts for upstream statuses 401–499, written once. */
export const STATUS_MESSAGES: Record<number, string> = {
  401: 'Unauthorized. Request denied.',
  403: "You don't have permission to access this request on this server",
  404: 'The requested resource was not found on this server.',
  405: 'Request is not allowed.',
};
export const OTHER_4XX = 'Some error has occurred. Please try again later.';
export const UPSTREAM_UNAVAILABLE = 'The portal service is unavailable. Please try again later.';

export const CODES = {
  401: 'UNAUTHENTICATED', 403: 'FORBIDDEN', 404: 'NOT_FOUND', 405: 'METHOD_NOT_ALLOWED', 400: 'BAD_USER_INPUT', 429: 'RATE_LIMITED',
} as Record<number, string>;

/** One refused api field, in the api's words (`customer.first_name`); null for the whole input. */
export interface RestFieldError { restField: string | null; messages: string[] }

/** §8: a string body is one message, an array is used as is, an object becomes 'Field name: values' lines. */
export function bodyMessages(body: unknown): string[] {
  if (typeof body === 'string') return body ? [body] : [];
  if (Array.isArray(body)) return body.map(String);
  if (body && typeof body === 'object') {
    return Object.entries(body).map(([key, value]) => {
      const name = key.replace(/_/g, ' ').replace(/^./, (c) => c.toUpperCase());
      return `${name}: ${Array.isArray(value) ? value.join(' ') : typeof value === 'object' ? JSON.stringify(value) : String(value)}`;
    });
  }
  return [];
}

/** Django-style `{field: [messages]}` field by field; detail and non_field_errors are the whole input (null). */
export function fieldErrors(body: unknown): RestFieldError[] {
  if (!body || typeof body !== 'object' || Array.isArray(body)) return [{ restField: null, messages: bodyMessages(body) }];
  return Object.entries(body as Record<string, unknown>).map(([field, value]) => ({
    restField: field === 'non_field_errors' || field === 'detail' ? null : field,
    messages: Array.isArray(value) ? value.map(String) : [typeof value === 'string' ? value : JSON.stringify(value)],
  }));
}

/** An upstream error answer: a GraphQL error carrying the status, §8's text and the body (and a 429's Retry-After, in seconds). */
export type UpstreamError = GraphQLError & { upstreamStatus: number; upstreamBody: unknown; retryAfter?: number };

/** A Retry-After header in whole seconds (delta-seconds, or an HTTP date), or undefined when it says nothing usable. */
export function retryAfterSeconds(header: string | string[] | undefined, now = Date.now()): number | undefined {
  const value = Array.isArray(header) ? header[0] : header;
  if (!value) return undefined;
  if (/^\d{1,9}$/.test(value.trim())) return Math.max(1, Number(value.trim()));
  const date = Date.parse(value);
  return Number.isFinite(date) ? Math.max(1, Math.ceil((date - now) / 1000)) : undefined;
}

/**
 * Built with Yoga's createGraphQLError (Yoga's own graphql instance), so error masking lets it
 * through whichever module format loaded graphql.
 */
export function upstreamError(status: number, body: unknown, retryAfter?: number): UpstreamError {
  const message = status >= 401 && status <= 499
    ? `${status} ${STATUS_MESSAGES[status] ?? OTHER_4XX}`
    : status >= 500 ? `${status} ${OTHER_4XX}` : bodyMessages(body).join('\n') || OTHER_4XX;
  const detail = body && typeof body === 'object' && 'detail' in (body as object) ? (body as { detail: unknown }).detail : undefined;
  const error = createGraphQLError(message, {
    extensions: {
      code: CODES[status] ?? (status >= 500 ? 'UPSTREAM_ERROR' : 'UPSTREAM_CLIENT_ERROR'),
      status,
      // A query's refused arguments, in the api's words (mutations answer userErrors instead).
      ...(status === 400 ? { fieldErrors: fieldErrors(body).map((e) => ({ field: e.restField, messages: e.messages })) } : {}),
      ...(status >= 401 && status <= 499 && detail !== undefined ? { detail } : {}),
      // When to ask again (issue 24): the api's Retry-After on a 429, in seconds.
      ...(status === 429 && retryAfter !== undefined ? { retryAfter } : {}),
    },
  });
  return Object.assign(error, { upstreamStatus: status, upstreamBody: body, ...(status === 429 && retryAfter !== undefined ? { retryAfter } : {}) });
}

export function isUpstreamError(error: unknown, status?: number): error is UpstreamError {
  return typeof error === 'object' && error !== null && 'upstreamStatus' in error && (status === undefined || (error as UpstreamError).upstreamStatus === status);
}

/**
 * The api could not be reached or answered nonsense. Why goes to the log only: the reason names
 * internal addresses (`connect ECONNREFUSED 127.0.0.1:8201`) a client has no business seeing.
 */
export function upstreamUnavailable(reason: string): GraphQLError {
  logUpstream(`upstream unavailable: ${reason}`);
  return createGraphQLError(UPSTREAM_UNAVAILABLE, { extensions: { code: 'UPSTREAM_UNAVAILABLE' } });
}

export const TOO_MANY_UPSTREAM_CALLS = (max: number) =>
  `This operation needs more than ${max} calls to the portal service. Ask for fewer items at once.`;

/** One operation asked for more upstream work than one request may take (see upstream-guard.ts). */
export function tooManyUpstreamCalls(max: number): GraphQLError {
  return createGraphQLError(TOO_MANY_UPSTREAM_CALLS(max), { extensions: { code: 'OPERATION_TOO_LARGE' } });
}

/** Where upstream failures are logged; the same reason repeated within a second is logged once. */
let lastLogged = { text: '', at: 0 };
function logUpstream(text: string) {
  const now = Date.now();
  if (text === lastLogged.text && now - lastLogged.at < 1000) return;
  lastLogged = { text, at: now };
  console.warn(`[gateway] ${text}`);
}
