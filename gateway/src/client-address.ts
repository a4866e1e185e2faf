import type http from 'node:http';
import type { TLSSocket } from 'node:tls';

/** What the gateway knows of the connection a request came on (absent when run in-process). */
export interface Connection {
  remoteAddress?: string | null;
  encrypted?: boolean;
}

type HeaderOf = (name: string) => string | null | undefined;

export const connectionOf = (req: http.IncomingMessage | undefined): Connection =>
  req ? { remoteAddress: req.socket?.remoteAddress ?? null, encrypted: Boolean((req.socket as TLSSocket | undefined)?.encrypted) } : {};

/**
 * The browser's address. Without a trusted proxy it is the connection's peer, whatever headers
 * say (a client cannot choose its address to dodge the sign-in throttle); behind one
 * (TRUST_PROXY=true) it is the last X-Forwarded-For entry, the one that proxy added.
 */
export function clientAddress(header: HeaderOf, connection: Connection, trustProxy: boolean): string | null {
  if (trustProxy) {
    const forwarded = (header('x-forwarded-for') ?? '').split(',').map((part) => part.trim()).filter(Boolean);
    if (forwarded.length) return forwarded[forwarded.length - 1];
  }
  return connection.remoteAddress?.replace(/^::ffff:/, '') ?? null;
}

/** The browser used HTTPS: a TLS connection, or the trusted proxy says so. */
export function cameOverHttps(header: HeaderOf, connection: Connection, trustProxy: boolean): boolean {
  if (connection.encrypted) return true;
  return trustProxy && (header('x-forwarded-proto') ?? '').split(',')[0].trim().toLowerCase() === 'https';
}

export const nodeHeader = (req: http.IncomingMessage): HeaderOf => (name) => {
  const value = req.headers[name];
  return Array.isArray(value) ? value.join(', ') : value;
};
