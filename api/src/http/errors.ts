/**
 * Errors shaped like Django REST Framework's, which is what the gateway (and spec §8) expect:
 * 400 {"field": ["message"], "non_field_errors": [...]}, 401/403/404 {"detail": "..."}.
 */
export class HttpError extends Error {
  constructor(public status: number, public body: Record<string, unknown>, public headers: Record<string, string> = {}) {
    super(typeof body.detail === 'string' ? body.detail : JSON.stringify(body));
  }
}

export const DETAIL = {
  notAuthenticated: 'Authentication credentials were not provided.',
  invalidToken: 'Invalid token.',
  permissionDenied: 'You do not have permission to perform this action.',
  notFound: 'Not found.',
  required: 'This field is required.',
} as const;

/** 400 with per-field messages; a plain string goes under non_field_errors. */
export function badRequest(fields: Record<string, string | string[]> | string): HttpError {
  if (typeof fields === 'string') return new HttpError(400, { non_field_errors: [fields] });
  const body: Record<string, string[]> = {};
  for (const [key, value] of Object.entries(fields)) body[key] = Array.isArray(value) ? value : [value];
  return new HttpError(400, body);
}

export const unauthorized = (detail: string = DETAIL.notAuthenticated) => new HttpError(401, { detail });
export const forbidden = (detail: string = DETAIL.permissionDenied) => new HttpError(403, { detail });
export const notFound = (detail: string = DETAIL.notFound) => new HttpError(404, { detail });
export const conflict = (detail: string) => new HttpError(409, { detail });
/** 429, always with Retry-After: the whole seconds until a retry can succeed (at least 1). */
export const tooMany = (detail: string, retryAfterSeconds: number) =>
  new HttpError(429, { detail }, { 'retry-after': String(Math.max(1, Math.ceil(retryAfterSeconds))) });
