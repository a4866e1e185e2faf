/**
 * Issue 24, items 6 and 14: one session is one exact header. `Authorization: Token <key>` with one
 * space, the scheme word as written and the key as issued (64 lowercase hex) signs a request in;
 * every variant of it (case, spaces, tabs, trailing words, other schemes) is a 401 with the
 * invalid-token message on a signed-in route, and is ignored on a public one. Every 429 says when
 * to retry (Retry-After, whole seconds).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { parseAuthorization, TOKEN_PATTERN } from '../src/auth/authenticate.js';
import { DETAIL } from '../src/http/errors.js';
import { headerVariants } from './auth-variants.js';
import { createTestApi, makeOrganization, makeUser, PASSWORD, type Actor } from './harness.js';

type TestApi = Awaited<ReturnType<typeof createTestApi>>;

describe('the Authorization header, parsed strictly', () => {
  let app: TestApi;
  let alice: Actor;
  beforeAll(async () => {
    app = await createTestApi();
    const org = await makeOrganization(app, 'Header Org');
    alice = await makeUser(app, { email: 'alice@header.test', organizationId: org });
  });
  afterAll(async () => { await app.cleanup(); });

  it('the parser takes exactly `Token <64 lowercase hex>`', () => {
    const key = 'a'.repeat(64);
    expect(parseAuthorization(undefined)).toEqual({ kind: 'none' });
    expect(parseAuthorization(`Token ${key}`)).toEqual({ kind: 'token', key });
    for (const variant of headerVariants(key)) expect(parseAuthorization(variant), variant).toEqual({ kind: 'invalid' });
    expect(TOKEN_PATTERN.test(key)).toBe(true);
  });

  it('signs in with the exact header only; every variant of the same token is 401 "Invalid token."', async () => {
    const exact = await app.inject({ method: 'GET', url: '/api/user/', headers: { authorization: `Token ${alice.token}` } });
    expect(exact.statusCode).toBe(200);
    for (const variant of headerVariants(alice.token)) {
      const res = await app.inject({ method: 'GET', url: '/api/user/', headers: { authorization: variant } });
      expect(res.statusCode, JSON.stringify(variant)).toBe(401);
      expect(res.json()).toEqual({ detail: DETAIL.invalidToken });
    }
  });

  it('a public route ignores a header it cannot read (the sign-in works, no session is taken from it)', async () => {
    const res = await app.inject({ method: 'POST', url: '/api/login/', headers: { authorization: `token ${alice.token} x` }, payload: { email_or_phone: alice.email, password: PASSWORD } });
    expect(res.statusCode).toBe(200);
  });

  it('GET /session/ names the session\'s user without extending it; 401 once it has ended', async () => {
    const { db } = app.ctx;
    await db.query(`UPDATE auth_tokens SET last_used = now() - interval '5 minutes'`);
    const res = await app.inject({ method: 'GET', url: '/api/session/', headers: { authorization: `Token ${alice.token}` } });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ user: alice.id });
    const { rows } = await db.query<{ stale: boolean }>(`SELECT last_used < now() - interval '4 minutes' AS stale FROM auth_tokens WHERE user_id = $1`, [alice.id]);
    expect(rows.every((row) => row.stale)).toBe(true);
    const variant = await app.inject({ method: 'GET', url: '/api/session/', headers: { authorization: `Token ${alice.token} x` } });
    expect(variant.statusCode).toBe(401);
    const login = await app.inject({ method: 'POST', url: '/api/login/', payload: { email_or_phone: alice.email, password: PASSWORD } });
    const token = login.json().token as string;
    expect((await app.inject({ method: 'POST', url: '/api/logout/', headers: { authorization: `Token ${token}` } })).statusCode).toBe(200);
    const ended = await app.inject({ method: 'GET', url: '/api/session/', headers: { authorization: `Token ${token}` } });
    expect(ended.statusCode).toBe(401);
  });
});

describe('every 429 says when to retry', () => {
  let app: TestApi;
  beforeAll(async () => { app = await createTestApi({ loginRateLimit: 100, authRateLimit: 2 }); });
  afterAll(async () => { await app.cleanup(); });

  it('the sign-in lock answers Retry-After in seconds, matching its minutes', async () => {
    const org = await makeOrganization(app, 'Lock Org');
    const bob = await makeUser(app, { email: 'bob@lock.test', organizationId: org });
    let res;
    for (let i = 0; i < 6; i++) res = await app.inject({ method: 'POST', url: '/api/login/', payload: { email_or_phone: bob.email, password: 'wrong-password' } });
    expect(res!.statusCode).toBe(429);
    const seconds = Number(res!.headers['retry-after']);
    expect(Number.isInteger(seconds)).toBe(true);
    expect(seconds).toBeGreaterThan(14 * 60);
    expect(seconds).toBeLessThanOrEqual(15 * 60);
  });

  it('a throttled route answers Retry-After', async () => {
    let res;
    for (let i = 0; i < 3; i++) res = await app.inject({ method: 'POST', url: '/api/request_reset_password/', payload: { email: 'nobody@x.test' } });
    expect(res!.statusCode).toBe(429);
    expect(Number(res!.headers['retry-after'])).toBeGreaterThan(0);
  });
});
