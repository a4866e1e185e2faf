import type { Dispatcher } from 'undici';
import type { YogaInitialContext } from 'graphql-yoga';
import type { GatewayConfig } from './config.js';
import { RestClient } from './rest/client.js';

/** What every resolver gets: the caller's REST client and a way to set response cookies. */
export interface GatewayContext extends YogaInitialContext {
  config: GatewayConfig;
  rest: RestClient;
  /** Set-Cookie values to add to this response (login, logout). */
  responseCookies: string[];
}

/** Reads one cookie from a Cookie header. */
export function cookieValue(header: string | null, name: string): string | null {
  if (!header) return null;
  for (const part of header.split(';')) {
    const [key, ...rest] = part.trim().split('=');
    if (key === name) return decodeURIComponent(rest.join('='));
  }
  return null;
}

/**
 * The REST client of one GraphQL request: an `Authorization` header sent to the gateway is
 * forwarded as is (other tools); otherwise the HttpOnly cookie's token is used (browsers).
 */
export function buildContext(config: GatewayConfig, dispatcher: Dispatcher) {
  return (initial: YogaInitialContext): Omit<GatewayContext, keyof YogaInitialContext> => {
    const header = initial.request.headers.get('authorization');
    const cookieToken = cookieValue(initial.request.headers.get('cookie'), config.cookieName);
    const authorization = header ?? (cookieToken ? `Token ${cookieToken}` : null);
    return { config, rest: new RestClient(dispatcher, config.apiUrl, authorization, config.apiTimeoutMs), responseCookies: [] };
  };
}

/** The session cookie: HttpOnly, SameSite=Lax; persistent (30 days) only with Remember me. */
export function sessionCookie(config: GatewayConfig, token: string, remember: boolean): string {
  const parts = [`${config.cookieName}=${encodeURIComponent(token)}`, 'Path=/', 'HttpOnly', 'SameSite=Lax'];
  if (remember) parts.push(`Max-Age=${30 * 24 * 3600}`);
  if (config.cookieSecure) parts.push('Secure');
  return parts.join('; ');
}

export const clearedCookie = (config: GatewayConfig) => `${config.cookieName}=; Path=/; HttpOnly; SameSite=Lax; Max-Age=0`;
