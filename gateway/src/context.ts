import type { Dispatcher } from 'undici';
import type { YogaInitialContext } from 'graphql-yoga';
import type http from 'node:http';
import { cameOverHttps, clientAddress, connectionOf } from './client-address.js';
import type { GatewayConfig } from './config.js';
import { RestClient, type RestCaller } from './rest/client.js';
import type { EventsFeed } from './rest/events-feed.js';

/** What every resolver gets: the caller's REST client and a way to set response cookies. */
export interface GatewayContext extends YogaInitialContext {
  config: GatewayConfig;
  rest: RestClient;
  /** Set-Cookie values to add to this response (login, logout). */
  responseCookies: string[];
  /** The browser reached us over HTTPS (directly, or through the trusted proxy): cookies are Secure. */
  https: boolean;
  /** The api's changes, which subscriptions listen to (one follower per gateway process). */
  events: EventsFeed;
}

/** Reads one cookie from a Cookie header. */
export function cookieValue(header: string | null, name: string): string | null {
  if (!header) return null;
  for (const part of header.split(';')) {
    const [key, ...rest] = part.trim().split('=');
    if (key !== name) continue;
    // A malformed escape is no token at all, never an exception (it would fail the whole request).
    try { return decodeURIComponent(rest.join('=')); } catch { return null; }
  }
  return null;
}

/**
 * The REST client of one GraphQL request: an `Authorization` header sent to the gateway is
 * forwarded as is (other tools); otherwise the HttpOnly cookie's token is used (browsers).
 */
export function buildContext(config: GatewayConfig, dispatcher: Dispatcher, shared: Omit<RestCaller, 'clientAddress'>, events: EventsFeed) {
  return (initial: YogaInitialContext & { req?: http.IncomingMessage }): Omit<GatewayContext, keyof YogaInitialContext> => {
    const headers = initial.request.headers;
    const header = (name: string) => headers.get(name);
    const connection = connectionOf(initial.req);
    const authorization = authorizationOf(headers, config);
    const caller: RestCaller = { ...shared, clientAddress: clientAddress(header, connection, config.trustProxy) };
    return {
      config,
      rest: new RestClient(dispatcher, config.apiUrl, authorization, config.apiTimeoutMs, caller),
      responseCookies: [],
      https: cameOverHttps(header, connection, config.trustProxy),
      events,
    };
  };
}

/** The caller's credentials: an `Authorization` header (other tools), else the session cookie's token (browsers). */
export function authorizationOf(headers: Headers, config: GatewayConfig): string | null {
  const token = cookieValue(headers.get('cookie'), config.cookieName);
  return headers.get('authorization') ?? (token ? `Token ${token}` : null);
}

/** The session cookie: HttpOnly, SameSite=Lax, Secure over HTTPS; persistent (30 days) only with Remember me. */
export function sessionCookie(ctx: Pick<GatewayContext, 'config' | 'https'>, token: string, remember: boolean): string {
  const parts = [`${ctx.config.cookieName}=${encodeURIComponent(token)}`, 'Path=/', 'HttpOnly', 'SameSite=Lax'];
  if (remember) parts.push(`Max-Age=${30 * 24 * 3600}`);
  if (ctx.config.cookieSecure || ctx.https) parts.push('Secure');
  return parts.join('; ');
}

export const clearedCookie = (ctx: Pick<GatewayContext, 'config' | 'https'>) =>
  `${ctx.config.cookieName}=; Path=/; HttpOnly; SameSite=Lax; Max-Age=0${ctx.config.cookieSecure || ctx.https ? '; Secure' : ''}`;
