import pLimit, { type LimitFunction } from 'p-limit';
import { FormData, Pool, type Dispatcher } from 'undici';
import { retryAfterSeconds, STATUS_MESSAGES, tooManyUpstreamCalls, upstreamError, upstreamUnavailable } from './errors.js';
import { DEFAULT_LIMITS, UpstreamDownError, type CallerQueues, type UpstreamBreaker, type UpstreamLimits } from './upstream-guard.js';
import { INVALID_TOKEN } from '../sessions.js';
import { pathPattern, type GatewayMetrics } from '../metrics.js';
import { tracedCall } from '../telemetry.js';

export type Query = Record<string, string | number | boolean | null | undefined>;

/** One keep-alive pool per api origin, shared by all requests of a gateway process. */
export function createPool(apiUrl: string): Pool {
  return new Pool(new URL(apiUrl).origin, { connections: 64, pipelining: 1, keepAliveTimeout: 30_000 });
}

/** Who is calling and what protects the shared pool from them (see upstream-guard.ts). */
export interface RestCaller {
  /** The browser's address, sent on as X-Forwarded-For (the api throttles sign-ins by it). */
  clientAddress?: string | null;
  limits?: UpstreamLimits;
  /** Shared by every request of the process; keyed by callerKey (the session's user, else the address). */
  callers?: CallerQueues;
  breaker?: UpstreamBreaker | null;
  /** Who the caller is, for per-caller limits (context.ts): `user:<id>`, else `address:<ip>`. */
  callerKey?: () => Promise<string>;
  /** The caller sent credentials of no accepted form: none are forwarded, and a 401 says Invalid token, as the api would. */
  invalidCredentials?: boolean;
  /** Told when the api answers 401 to a call made with credentials (the session has ended). */
  onUnauthorized?: () => void;
  /** Counts each call and its latency (metrics.ts, issue 27). */
  metrics?: Pick<GatewayMetrics, 'upstreamAnswered'>;
  /** Each call a client span with a traceparent header (telemetry.ts), when tracing is on. */
  tracing?: boolean;
  /** The request's id (X-Request-Id), sent on so both services' logs name the request alike. */
  requestId?: string | null;
}

/**
 * The only way resolvers reach the api: built per GraphQL request with the caller's
 * `Authorization` header. GETs are memoised for the request, so the same upstream GET is never
 * made twice in one operation; any write clears the memo, since what was read may have changed.
 * One operation makes at most limits.maxCallsPerOperation calls, a few at a time, and waits in its
 * caller's queue, so no request (a `nodes` of many ids, say) can monopolise the shared pool.
 */
export class RestClient {
  private gets = new Map<string, Promise<unknown>>();
  private readonly basePath: string;
  private readonly origin: string;
  private readonly limits: UpstreamLimits;
  /** Made at the first call: most operations' context is built for a request that never calls (`{ __typename }`, a refused one). */
  private operationQueue: LimitFunction | null = null;
  private calls = 0;

  constructor(private pool: Dispatcher, private apiUrl: string, private authorization: string | null, private timeoutMs: number, private caller: RestCaller = {}) {
    ({ basePath: this.basePath, origin: this.origin } = apiParts(apiUrl));
    this.limits = caller.limits ?? DEFAULT_LIMITS;
  }

  /**
   * A client for the next step of a long-lived operation (each event of a subscription): the same
   * caller and credentials, a fresh call budget, and no answers cached from earlier steps.
   */
  renewed(): RestClient {
    return new RestClient(this.pool, this.apiUrl, this.authorization, this.timeoutMs, this.caller);
  }

  /** Upstream calls this operation has made so far. */
  get callCount() { return this.calls; }

  get hasCredentials() { return Boolean(this.authorization); }

  /** Who calls (what per-caller limits count by): the session's user, else the client's address. */
  callerKey(): Promise<string> {
    return this.caller.callerKey?.() ?? Promise.resolve(`address:${this.caller.clientAddress ?? 'unknown'}`);
  }

  get<T>(path: string, query?: Query): Promise<T> {
    const url = withQuery(path, query);
    let pending = this.gets.get(url);
    if (!pending) {
      pending = this.send('GET', url);
      this.gets.set(url, pending);
      pending.catch(() => this.gets.delete(url));
    }
    return pending as Promise<T>;
  }

  post<T>(path: string, body?: unknown): Promise<T> { return this.write('POST', path, body); }
  patch<T>(path: string, body?: unknown): Promise<T> { return this.write('PATCH', path, body); }
  put<T>(path: string, body?: unknown): Promise<T> { return this.write('PUT', path, body); }
  delete<T>(path: string): Promise<T> { return this.write('DELETE', path); }

  /**
   * A multipart write. Uploaded files arrive as disk-backed Files (plugins/use-disk-uploads.ts),
   * which undici streams from disk to the api.
   */
  multipart<T>(method: 'POST' | 'PUT' | 'PATCH', path: string, fields: Record<string, string | number | boolean | Blob | null | undefined>): Promise<T> {
    const form = new FormData();
    for (const [key, value] of Object.entries(fields)) {
      if (value === undefined || value === null) continue;
      if (value instanceof Blob) form.append(key, value, (value as File).name ?? key);
      else form.append(key, String(value));
    }
    this.gets.clear();
    return this.send(method, path, form) as Promise<T>;
  }

  private write<T>(method: 'POST' | 'PATCH' | 'PUT' | 'DELETE', path: string, body?: unknown): Promise<T> {
    this.gets.clear();
    return this.send(method, path, body === undefined ? undefined : JSON.stringify(body)) as Promise<T>;
  }

  private async send(method: Dispatcher.HttpMethod, path: string, body?: string | FormData): Promise<unknown> {
    if (++this.calls > this.limits.maxCallsPerOperation) throw tooManyUpstreamCalls(this.limits.maxCallsPerOperation);
    const headers: Record<string, string> = { accept: 'application/json' };
    if (this.authorization) headers.authorization = this.authorization;
    if (this.caller.clientAddress) headers['x-forwarded-for'] = this.caller.clientAddress;
    if (typeof body === 'string') headers['content-type'] = 'application/json';
    if (this.caller.requestId) headers['x-request-id'] = this.caller.requestId;
    const metrics = this.caller.metrics;
    const call = (signal?: AbortSignal) => {
      const started = performance.now();
      return this.pool.request({
        origin: this.origin, path: this.basePath + path, method, headers, body: body as any,
        headersTimeout: this.timeoutMs, bodyTimeout: this.timeoutMs, signal,
      }).then(async (response) => {
        const text = await response.body.text();
        metrics?.upstreamAnswered(method, path, response.statusCode, (performance.now() - started) / 1000);
        return { response, text };
      }, (error: unknown) => {
        metrics?.upstreamAnswered(method, path, 'error', (performance.now() - started) / 1000);
        throw error;
      });
    };
    const request = this.caller.tracing
      ? (signal?: AbortSignal) => tracedCall(method, pathPattern(path), headers, async () => {
        const answer = await call(signal);
        return { status: answer.response.statusCode, value: answer };
      })
      : call;
    const guarded = () => (this.caller.breaker ? this.caller.breaker.run(request) : request());
    let answer: { response: Dispatcher.ResponseData; text: string };
    try {
      const callerKey = this.caller.callers ? await this.callerKey() : '';
      this.operationQueue ??= pLimit(this.limits.operationConcurrency);
      answer = await this.operationQueue(() => (this.caller.callers ? this.caller.callers.run(callerKey, guarded) : guarded()));
    } catch (error) {
      if (error instanceof UpstreamDownError) throw upstreamUnavailable(error.message);
      throw upstreamUnavailable((error as Error).message);
    }
    const { response, text } = answer;
    let parsed: unknown = text;
    if (text && String(response.headers['content-type'] ?? '').includes('json')) {
      try { parsed = JSON.parse(text); } catch {
        if (response.statusCode < 400) throw upstreamUnavailable('malformed JSON from the api');
      }
    }
    if (response.statusCode === 401) {
      if (this.caller.invalidCredentials) parsed = { detail: INVALID_TOKEN };
      else if (this.authorization) this.caller.onUnauthorized?.();
    }
    if (response.statusCode >= 400) throw upstreamError(response.statusCode, parsed, retryAfterSeconds(response.headers['retry-after']));
    return parsed;
  }
}

const apiUrls = new Map<string, { basePath: string; origin: string }>();
/** The origin and base path of an api URL, parsed once per URL (a client is made per request). */
function apiParts(apiUrl: string) {
  let parts = apiUrls.get(apiUrl);
  if (!parts) {
    const url = new URL(apiUrl);
    parts = { basePath: url.pathname.replace(/\/$/, ''), origin: url.origin };
    if (apiUrls.size < 100) apiUrls.set(apiUrl, parts);
  }
  return parts;
}

/** The media path form of a path parameter: each `/`-separated segment is encoded on its own. */
export class PathSegments { constructor(readonly path: string) {} }

const UNUSABLE = /[\u0000-\u001f\u007f]|[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/;
/** Text no id, token or code the api knows ever holds: control characters (NUL, ...) and lone surrogates. */
export const hasUnusableText = (text: string) => UNUSABLE.test(text);

function encodeParam(value: string | number | PathSegments): string {
  if (typeof value === 'number') {
    if (!Number.isSafeInteger(value)) throw unusableParam();
    return String(value);
  }
  const text = value instanceof PathSegments ? value.path : value;
  // encodeURIComponent throws URIError on a lone surrogate: that is no id or token the api knows.
  if (hasUnusableText(text)) throw unusableParam();
  return value instanceof PathSegments ? text.split('/').map(encodeURIComponent).join('/') : encodeURIComponent(text);
}

/** A parameter that cannot name anything answers as the api would for an unknown one: 404. */
const unusableParam = () => upstreamError(404, { detail: STATUS_MESSAGES[404] });

/**
 * Builds an api path from a template, encoding every parameter: `restPath\`/invite/${token}/\``.
 * The only way rest/*.ts put a caller's value in a path, so a lone surrogate, a NUL or a `/` in a
 * token can never break the URL (URIError: a 500) or reach another route; unusable input is a 404.
 */
export function restPath(strings: TemplateStringsArray, ...params: Array<string | number | PathSegments>): string {
  return strings.reduce((out, part, i) => out + part + (i < params.length ? encodeParam(params[i]) : ''), '');
}

export function withQuery(path: string, query?: Query): string {
  if (!query) return path;
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) if (value !== undefined && value !== null && value !== '') params.set(key, String(value));
  const qs = params.toString();
  return qs ? `${path}?${qs}` : path;
}
