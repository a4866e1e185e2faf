import { FormData, Pool, type Dispatcher } from 'undici';
import { upstreamError, upstreamUnavailable } from './errors.js';

export type Query = Record<string, string | number | boolean | null | undefined>;

/** One keep-alive pool per api origin, shared by all requests of a gateway process. */
export function createPool(apiUrl: string): Pool {
  return new Pool(new URL(apiUrl).origin, { connections: 64, pipelining: 1, keepAliveTimeout: 30_000 });
}

/**
 * The only way resolvers reach the api: built per GraphQL request with the caller's
 * `Authorization` header. GETs are memoised for the request, so the same upstream GET is never
 * made twice in one operation; any write clears the memo, since what was read may have changed.
 */
export class RestClient {
  private gets = new Map<string, Promise<unknown>>();
  private readonly basePath: string;
  private readonly origin: string;

  constructor(private pool: Dispatcher, apiUrl: string, private authorization: string | null, private timeoutMs: number) {
    this.basePath = new URL(apiUrl).pathname.replace(/\/$/, '');
    this.origin = new URL(apiUrl).origin;
  }

  get hasCredentials() { return Boolean(this.authorization); }

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
    const headers: Record<string, string> = { accept: 'application/json' };
    if (this.authorization) headers.authorization = this.authorization;
    if (typeof body === 'string') headers['content-type'] = 'application/json';
    let response: Dispatcher.ResponseData;
    try {
      response = await this.pool.request({
        origin: this.origin, path: this.basePath + path, method, headers, body: body as any,
        headersTimeout: this.timeoutMs, bodyTimeout: this.timeoutMs,
      });
    } catch (error) {
      throw upstreamUnavailable((error as Error).message);
    }
    let text: string;
    try {
      text = await response.body.text();
    } catch (error) {
      throw upstreamUnavailable(`truncated answer: ${(error as Error).message}`);
    }
    let parsed: unknown = text;
    if (text && String(response.headers['content-type'] ?? '').includes('json')) {
      try { parsed = JSON.parse(text); } catch {
        if (response.statusCode < 400) throw upstreamUnavailable('malformed JSON from the api');
      }
    }
    if (response.statusCode >= 400) throw upstreamError(response.statusCode, parsed);
    return parsed;
  }
}

export function withQuery(path: string, query?: Query): string {
  if (!query) return path;
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) if (value !== undefined && value !== null && value !== '') params.set(key, String(value));
  const qs = params.toString();
  return qs ? `${path}?${qs}` : path;
}
