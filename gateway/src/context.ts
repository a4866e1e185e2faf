import type { Dispatcher } from 'undici';
import type { YogaInitialContext } from 'graphql-yoga';
import type http from 'node:http';
import { cameOverHttps, clientAddress, connectionOf } from './client-address.js';
import type { GatewayConfig } from './config.js';
import { RestClient, type RestCaller } from './rest/client.js';
import type { EventsFeed } from './rest/events-feed.js';
import { parseAuthorization, type Credentials, type SessionDirectory } from './sessions.js';

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
  /** The caller's credentials as the gateway read them (sessions.ts). */
  credentials: Credentials;
  /** Who is who (token → user, cached), shared by the process. */
  sessions: SessionDirectory;
  /** The key every per-caller limit counts by: `user:<id>`, or `address:<ip>` without a session (one lookup per request at most). */
  callerKey(): Promise<string>;
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
 * forwarded when it is exactly `Token <key>` (other tools); otherwise the HttpOnly cookie's token
 * is used (browsers). Credentials of any other spelling are never forwarded (sessions.ts).
 */
export function buildContext(config: GatewayConfig, dispatcher: Dispatcher, shared: Omit<RestCaller, 'clientAddress'>, events: EventsFeed, sessions: SessionDirectory) {
  return (initial: YogaInitialContext & { req?: http.IncomingMessage }): Omit<GatewayContext, keyof YogaInitialContext> => {
    const headers = initial.request.headers;
    const header = (name: string) => headers.get(name);
    const connection = connectionOf(initial.req);
    const credentials = credentialsOf(headers, config);
    const address = clientAddress(header, connection, config.trustProxy);
    let key: Promise<string> | null = null;
    const callerKey = () => (key ??= sessions.callerKey(credentials, address));
    const authorization = credentials.kind === 'token' ? credentials.authorization : null;
    const caller: RestCaller = {
      ...shared, clientAddress: address, callerKey, invalidCredentials: credentials.kind === 'invalid',
      requestId: typeof initial.req?.headers['x-request-id'] === 'string' ? initial.req.headers['x-request-id'] : null,
      // A 401 to a session's call: it has ended (logout elsewhere, expiry); its streams end with it.
      onUnauthorized: authorization ? () => sessions.ended(authorization) : undefined,
    };
    return {
      config,
      rest: new RestClient(dispatcher, config.apiUrl, authorization, config.apiTimeoutMs, caller),
      responseCookies: [],
      https: cameOverHttps(header, connection, config.trustProxy),
      events,
      credentials,
      sessions,
      callerKey,
    };
  };
}

/** The caller's credentials: an `Authorization` header (other tools), else the session cookie's token (browsers), read strictly. */
export function credentialsOf(headers: Headers, config: GatewayConfig): Credentials {
  const header = headers.get('authorization');
  if (header !== null) return parseAuthorization(header);
  const token = cookieValue(headers.get('cookie'), config.cookieName);
  return token ? parseAuthorization(`Token ${token}`) : { kind: 'none' };
}

/** The Authorization the gateway forwards for these headers, or null (none, or not of the one accepted form). */
export function authorizationOf(headers: Headers, config: GatewayConfig): string | null {
  const credentials = credentialsOf(headers, config);
  return credentials.kind === 'token' ? credentials.authorization : null;
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
