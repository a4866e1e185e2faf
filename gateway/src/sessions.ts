import crypto from 'node:crypto';
import { LRUCache } from 'lru-cache';
import type { Dispatcher } from 'undici';

/**
 * Who is calling (issue 24, item 6). The api reads `Authorization` strictly (exactly
 * `Token <key>`: one space, the scheme word as written, the key as issued) and so does the
 * gateway, so one session has one spelling; and every per-caller limit of the gateway (the
 * upstream queue, the live-update cap, the geocoder's rate) counts by the session's USER, which
 * the gateway learns from the api (GET /api/session/, cached), never by the header's text or the
 * token: two logins of one user are one caller. A caller without a session counts by its address.
 */

/** The api's text for credentials it cannot read (api/src/http/errors.ts DETAIL.invalidToken; a test keeps them equal). */
export const INVALID_TOKEN = 'Invalid token.';

/**
 * What the gateway forwards: `Token` SP key, the key one RFC 7235 token68 (letters, digits and
 * `-._~+/`, then `=` padding; at most 512 characters). The api takes only the keys it issues (64
 * lowercase hex) and refuses every other key of this form as an unknown session; anything not of
 * this form is not forwarded at all.
 */
const HEADER = /^Token ([A-Za-z0-9._~+/-]{1,512}=*)$/;

export type Credentials =
  /** No header and no session cookie. */
  | { kind: 'none' }
  /** A well-formed header (or the cookie's token as one): forwarded exactly as `authorization`. */
  | { kind: 'token'; authorization: string }
  /** A header (or cookie) that is no session's spelling: never forwarded; a signed-in route answers 401 Invalid token. */
  | { kind: 'invalid' };

/** The one reading of an Authorization header in the gateway. */
export function parseAuthorization(header: string | null | undefined): Credentials {
  if (header === null || header === undefined) return { kind: 'none' };
  return HEADER.test(header) ? { kind: 'token', authorization: header } : { kind: 'invalid' };
}

/** A session's key in the gateway's memory: a hash, so no token is kept in maps and caches. */
export const sessionKeyOf = (authorization: string) => crypto.createHash('sha256').update(authorization).digest('base64url');

/** The api's answer about one session: its user's id, or null when the api says there is none (401). Throws when it could not tell. */
export type SessionLookup = (authorization: string, signal?: AbortSignal) => Promise<number | null>;

/** GET {apiUrl}/session/ with the caller's credentials: `{ user }`, or 401 once the session has ended. */
export function apiSessionLookup(dispatcher: Dispatcher, apiUrl: string, timeoutMs: number): SessionLookup {
  const url = new URL(apiUrl);
  const path = `${url.pathname.replace(/\/$/, '')}/session/`;
  return async (authorization, signal) => {
    const timeout = AbortSignal.timeout(timeoutMs);
    const answer = await dispatcher.request({
      origin: url.origin, path, method: 'GET', headers: { accept: 'application/json', authorization },
      headersTimeout: timeoutMs, bodyTimeout: timeoutMs, signal: signal ? AbortSignal.any([signal, timeout]) : timeout,
    });
    const text = await answer.body.text();
    if (answer.statusCode === 401) return null;
    if (answer.statusCode !== 200) throw new Error(`the api answered ${answer.statusCode} to /session/`);
    const user = (JSON.parse(text) as { user?: unknown }).user;
    if (!Number.isSafeInteger(user)) throw new Error('malformed /session/ answer');
    return user as number;
  };
}

export interface SessionDirectoryOptions {
  /** How long a known session's user is trusted before the api is asked again. */
  ttlMs: number;
  /** How long "no such session" is remembered (a flood with a dead token makes one lookup per period). */
  deadTtlMs: number;
  /** Sessions remembered at most (least recently used go first). */
  max: number;
}

export const DEFAULT_SESSIONS: SessionDirectoryOptions = { ttlMs: 60_000, deadTtlMs: 10_000, max: 10_000 };

interface Known { user: number | null; at: number }

/**
 * Token → user, asked of the api once per session per ttl (concurrent asks share one call),
 * bounded in memory, forgotten at logout or at any 401 the session meets.
 */
export class SessionDirectory {
  private known: LRUCache<string, Known>;
  private asking = new Map<string, Promise<number | null | undefined>>();
  private endedListeners = new Set<(sessionKey: string) => void>();

  constructor(private lookup: SessionLookup, private options: SessionDirectoryOptions = DEFAULT_SESSIONS) {
    this.known = new LRUCache<string, Known>({ max: options.max, ttl: options.ttlMs });
  }

  /** The session's user: null when the api says it has none, undefined when it could not tell (api unreachable). */
  async userOf(authorization: string, maxAgeMs?: number): Promise<number | null | undefined> {
    const key = sessionKeyOf(authorization);
    const known = this.known.get(key);
    if (known && (maxAgeMs === undefined || Date.now() - known.at <= maxAgeMs)) return known.user;
    let asking = this.asking.get(key);
    if (!asking) {
      asking = this.lookup(authorization).then(
        (user) => {
          this.known.set(key, { user, at: Date.now() }, user === null ? { ttl: this.options.deadTtlMs } : {});
          return user;
        },
        () => undefined,
      ).finally(() => this.asking.delete(key));
      this.asking.set(key, asking);
    }
    return asking;
  }

  /**
   * The key every per-caller limit counts by: `user:<id>` for a session, the address for a caller
   * without one; a session the api could not be asked about counts by its own key until it can.
   */
  async callerKey(credentials: Credentials, clientAddress: string | null | undefined): Promise<string> {
    const address = `address:${clientAddress ?? 'unknown'}`;
    if (credentials.kind !== 'token') return address;
    const user = await this.userOf(credentials.authorization);
    if (user === null) return address;
    return user === undefined ? `session:${sessionKeyOf(credentials.authorization)}` : `user:${user}`;
  }

  /** The session has ended (logout, a 401): forget it, and tell whoever holds its streams. */
  ended(authorization: string) {
    const key = sessionKeyOf(authorization);
    this.known.set(key, { user: null, at: Date.now() }, { ttl: this.options.deadTtlMs });
    for (const listener of this.endedListeners) listener(key);
  }

  onEnded(listener: (sessionKey: string) => void) { this.endedListeners.add(listener); }

  get size() { return this.known.size; }
}
