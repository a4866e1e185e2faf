import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { createApi, type ApiApp } from '../src/app.js';
import { setPassword } from '../src/auth/credentials.js';
import type { Config } from '../src/config.js';
import { REDACTED_LINK } from '../src/mail/outbox.js';
import { MESSAGES } from '../src/messages.js';
import { client, makeOrganization, makeUser, openTestDb, PASSWORD, testConfig } from './harness.js';

// Dozens of real scrypt checks per test: room for a loaded machine.
vi.setConfig({ testTimeout: 120_000 });

/**
 * Issue 10, items 5 and 8: sign-in lockout that parallel guesses cannot outrun, per client address;
 * unknown accounts indistinguishable from wrong passwords; per-address throttling of the auth
 * endpoints; reset links that die together; outbox bodies that lose their links.
 */

// Every password check goes through verifyPassword: count the calls that reach scrypt.
const verified = vi.hoisted(() => ({ count: 0 }));
vi.mock('../src/auth/passwords.js', async (importOriginal) => {
  const actual = await importOriginal<typeof import('../src/auth/passwords.js')>();
  return {
    ...actual,
    verifyPassword: async (password: string, stored: string) => {
      verified.count++;
      return actual.verifyPassword(password, stored);
    },
  };
});

type TestApi = ApiApp & { cleanup(): Promise<void> };

async function apiWith(config: Partial<Config>): Promise<TestApi> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'portal-sec-auth-'));
  const { db, drop } = await openTestDb();
  const app = await createApi({ db, logger: false, config: { ...testConfig(dataDir), ...config } });
  await app.ready();
  return Object.assign(app, {
    async cleanup() {
      await app.close();
      await db.close();
      await drop();
      fs.rmSync(dataDir, { recursive: true, force: true });
    },
  });
}

/** POST /api/login/ as seen from `address` (through the trusted gateway's X-Forwarded-For, or as the peer itself). */
async function login(app: ApiApp, emailOrPhone: string, password: string, address: { forwarded?: string; peer?: string } = {}) {
  const res = await app.inject({
    method: 'POST', url: '/api/login/', remoteAddress: address.peer,
    headers: { 'content-type': 'application/json', ...(address.forwarded ? { 'x-forwarded-for': address.forwarded } : {}) },
    payload: JSON.stringify({ email_or_phone: emailOrPhone, password }),
  });
  return { status: res.statusCode, body: res.json(), headers: res.headers };
}

describe('sign-in lockout (no throttling)', () => {
  let app: TestApi;
  let orgId: number;
  beforeAll(async () => {
    app = await apiWith({ loginRateLimit: 0, authRateLimit: 0, inviteRateLimit: 0 });
    orgId = await makeOrganization(app, 'Lock Test');
  });
  afterAll(async () => app?.cleanup());
  beforeEach(() => { verified.count = 0; });

  it('60 parallel wrong passwords: at most 5 reach scrypt, and the account is locked for that address', async () => {
    const victim = await makeUser(app, { email: 'victim@lock.test', organizationId: orgId });
    const attacker = { forwarded: '203.0.113.66' };
    const burst = await Promise.all(Array.from({ length: 60 }, (_, i) => login(app, victim.email, `guess-${i}`, attacker)));
    expect(verified.count).toBeLessThanOrEqual(5);
    expect(burst.filter((r) => r.status === 400)).toHaveLength(5);
    expect(burst.filter((r) => r.status === 429)).toHaveLength(55);
    for (const r of burst.filter((r) => r.status === 429)) expect(r.body).toEqual({ detail: MESSAGES.tooManyAttempts(15) });

    // Even the right password is refused from the attacking address, without checking it.
    verified.count = 0;
    const locked = await login(app, victim.email, PASSWORD, attacker);
    expect(locked.status).toBe(429);
    expect(locked.body).toEqual({ detail: MESSAGES.tooManyAttempts(15) });
    expect(verified.count).toBe(0);

    // The victim, from another address, signs in: through the gateway (X-Forwarded-For) or directly.
    expect((await login(app, victim.email, PASSWORD, { forwarded: '198.51.100.10' })).status).toBe(200);
    expect((await login(app, victim.email, PASSWORD, { peer: '198.51.100.11' })).status).toBe(200);
  });

  it('the lock ends after its minutes; a success ends a run of failures', async () => {
    const user = await makeUser(app, { email: 'runs@lock.test', organizationId: orgId });
    const from = { forwarded: '203.0.113.70' };
    for (let i = 0; i < 4; i++) expect((await login(app, user.email, 'wrong', from)).status).toBe(400);
    expect((await login(app, user.email, PASSWORD, from)).status).toBe(200);
    for (let i = 0; i < 4; i++) expect((await login(app, user.email, 'wrong', from)).status).toBe(400);
    expect((await login(app, user.email, PASSWORD, from)).status).toBe(200);

    for (let i = 0; i < 5; i++) expect((await login(app, user.email, 'wrong', from)).status).toBe(400);
    expect((await login(app, user.email, PASSWORD, from)).status).toBe(429);
    await app.ctx.db.query(`UPDATE login_attempts SET locked_until = now() - interval '1 second' WHERE account = $1`, [`user:${user.id}`]);
    expect((await login(app, user.email, PASSWORD, from)).status).toBe(200);
  });

  it('an IPv6 client is one /64: its other addresses share the lock, other networks do not', async () => {
    const user = await makeUser(app, { email: 'six@lock.test', organizationId: orgId });
    for (let i = 0; i < 5; i++) expect((await login(app, user.email, 'wrong', { forwarded: `2001:db8:1:2::${i + 1}` })).status).toBe(400);
    expect((await login(app, user.email, PASSWORD, { forwarded: '2001:db8:1:2:ffff::9' })).status).toBe(429);
    expect((await login(app, user.email, PASSWORD, { forwarded: '2001:db8:1:3::1' })).status).toBe(200);
  });

  it('an unknown account gets the same answer, the same scrypt and the same lock as a wrong password', async () => {
    const known = await makeUser(app, { email: 'known@lock.test', organizationId: orgId });
    verified.count = 0;
    const unknown = await login(app, 'nobody@lock.test', 'whatever', { forwarded: '203.0.113.80' });
    expect(verified.count).toBe(1); // the unknown account was verified against a dummy hash
    const wrong = await login(app, known.email, 'whatever', { forwarded: '203.0.113.80' });
    expect(unknown.status).toBe(400);
    expect(unknown.body).toEqual(wrong.body);
    expect(unknown.body).toEqual({ non_field_errors: [MESSAGES.invalidCredentials] });

    // The same work either way (the time an attacker could read comes from it): one scrypt
    // verification per attempt, known account or not. Counted, not timed: a busy runner's clock
    // says nothing (issue 13). Each attempt from its own address so nothing locks.
    for (let i = 0; i < 5; i++) {
      verified.count = 0;
      await login(app, known.email, 'wrong', { forwarded: `192.0.2.${i + 1}` });
      expect(verified.count).toBe(1);
      verified.count = 0;
      await login(app, `ghost${i}@lock.test`, 'wrong', { forwarded: `192.0.2.${i + 101}` });
      expect(verified.count).toBe(1);
    }

    // Five failures lock an unknown address exactly as they lock a real one.
    const from = { forwarded: '203.0.113.81' };
    for (let i = 0; i < 5; i++) {
      expect((await login(app, 'ghost@lock.test', 'wrong', from)).status).toBe(400);
      expect((await login(app, known.email, 'wrong', from)).status).toBe(400);
    }
    const ghost = await login(app, 'GHOST@lock.test', 'wrong', from);
    const real = await login(app, known.email, 'wrong', from);
    expect(ghost.status).toBe(429);
    expect(ghost.body).toEqual(real.body);
    expect(real.body).toEqual({ detail: MESSAGES.tooManyAttempts(15) });
  });

  it('a password reset lifts the locks of the account from every address', async () => {
    const user = await makeUser(app, { email: 'reset-lock@lock.test', organizationId: orgId });
    for (let i = 0; i < 5; i++) await login(app, user.email, 'wrong', { forwarded: '203.0.113.90' });
    expect((await login(app, user.email, PASSWORD, { forwarded: '203.0.113.90' })).status).toBe(429);
    await client(app).post('/api/request_reset_password/', { email: user.email });
    const { rows } = await app.ctx.db.query(`SELECT body FROM outbox WHERE to_address = $1 ORDER BY id DESC LIMIT 1`, [user.email]);
    const token = /token=([0-9a-f]+)/.exec(rows[0].body)![1];
    expect((await client(app).post('/api/reset_password/', { token, password: 'fresh-pass-1' })).status).toBe(200);
    expect((await login(app, user.email, 'fresh-pass-1', { forwarded: '203.0.113.90' })).status).toBe(200);
  });
});

describe('per-address throttling', () => {
  let app: TestApi;
  let admin: Awaited<ReturnType<typeof makeUser>>;
  beforeAll(async () => {
    app = await apiWith({ loginRateLimit: 3, authRateLimit: 2, inviteRateLimit: 2 });
    admin = await makeUser(app, { email: 'admin@throttle.test', organizationId: await makeOrganization(app, 'Throttle Org'), membershipType: 1 });
  });
  afterAll(async () => app?.cleanup());

  const json = (method: 'GET' | 'POST', url: string, body: unknown, address: string, token?: string) => app.inject({
    method, url, payload: method === 'POST' ? JSON.stringify(body) : undefined,
    headers: { 'x-forwarded-for': address, ...(method === 'POST' ? { 'content-type': 'application/json' } : {}), ...(token ? { authorization: `Token ${token}` } : {}) },
  });

  function expectThrottled(res: Awaited<ReturnType<typeof json>>) {
    expect(res.statusCode).toBe(429);
    const body = res.json();
    expect(Object.keys(body)).toEqual(['detail']);
    expect(body.detail).toMatch(/^Too many requests from your address\. Try again in \d+ seconds?\.$/);
    expect(Number(res.headers['retry-after'])).toBeGreaterThan(0);
  }

  it('login: 429 {detail} past the limit for that address only', async () => {
    for (let i = 0; i < 3; i++) expect((await json('POST', '/api/login/', { email_or_phone: admin.email, password: 'wrong' }, '203.0.113.1')).statusCode).toBe(400);
    expectThrottled(await json('POST', '/api/login/', { email_or_phone: admin.email, password: PASSWORD }, '203.0.113.1'));
    expect((await json('POST', '/api/login/', { email_or_phone: admin.email, password: PASSWORD }, '203.0.113.2')).statusCode).toBe(200);
  });

  it('sign-up, reset request, reset, invite lookup and invites', async () => {
    const cases: Array<[string, () => Promise<Awaited<ReturnType<typeof json>>>]> = [
      ['signup', () => json('POST', '/api/signup/', { first_name: 'A', last_name: 'B', phone_number: '+15550001111', email: 'bad', password: 'x' }, '203.0.113.10')],
      ['request reset', () => json('POST', '/api/request_reset_password/', { email: 'nobody@throttle.test' }, '203.0.113.11')],
      ['reset', () => json('POST', '/api/reset_password/', { token: 'f'.repeat(64), password: 'whatever1' }, '203.0.113.12')],
      ['invite lookup', () => json('GET', `/api/invite/${'e'.repeat(64)}/`, undefined, '203.0.113.13')],
      ['invite', () => json('POST', '/api/invited_users/', { email: `x${Math.random()}@throttle.test`, type: 1 }, '203.0.113.14', admin.token)],
    ];
    for (const [name, call] of cases) {
      for (let i = 0; i < 2; i++) expect((await call()).statusCode, name).not.toBe(429);
      expectThrottled(await call());
    }
    // Another address is not affected.
    expect((await json('POST', '/api/request_reset_password/', { email: 'nobody@throttle.test' }, '203.0.113.99')).statusCode).toBe(200);
  });

  it('X-Forwarded-For counts only from a trusted proxy (loopback by default)', async () => {
    const stranger = (forwarded: string) => app.inject({
      method: 'POST', url: '/api/request_reset_password/', remoteAddress: '198.51.100.77',
      headers: { 'content-type': 'application/json', 'x-forwarded-for': forwarded }, payload: JSON.stringify({ email: 'nobody@throttle.test' }),
    });
    expect((await stranger('10.0.0.1')).statusCode).toBe(200);
    expect((await stranger('10.0.0.2')).statusCode).toBe(200);
    expectThrottled(await stranger('10.0.0.3'));
  });
});

describe('reset links and the outbox', () => {
  let app: TestApi;
  let orgId: number;
  beforeAll(async () => {
    app = await apiWith({ loginRateLimit: 0, authRateLimit: 0, inviteRateLimit: 0 });
    orgId = await makeOrganization(app, 'Links Org');
  });
  afterAll(async () => app?.cleanup());

  const mailsTo = async (email: string) =>
    (await app.ctx.db.query<{ id: number; subject: string; body: string; sent_at: Date | null }>(`SELECT id, subject, body, sent_at FROM outbox WHERE to_address = $1 ORDER BY id`, [email])).rows;
  const tokenOf = (body: string) => /token=([0-9a-f]{64})/.exec(body)?.[1];
  async function requestReset(email: string): Promise<string> {
    expect((await client(app).post('/api/request_reset_password/', { email })).status).toBe(200);
    return tokenOf((await mailsTo(email)).at(-1)!.body)!;
  }

  it('using one reset link invalidates every other one, and their mails lose the links', async () => {
    const user = await makeUser(app, { email: 'two-links@links.test', organizationId: orgId });
    const first = await requestReset(user.email);
    const second = await requestReset(user.email);
    expect(first).not.toBe(second);
    expect((await client(app).post('/api/reset_password/', { token: second, password: 'second-pw' })).status).toBe(200);
    const again = await client(app).post('/api/reset_password/', { token: first, password: 'first-pw' });
    expect(again.status).toBe(400);
    expect(again.body.token).toEqual([MESSAGES.invalidResetToken]);
    const mails = await mailsTo(user.email);
    const resets = mails.filter((m) => m.subject.startsWith('Reset'));
    expect(resets).toHaveLength(2);
    for (const mail of resets) {
      expect(mail.body).not.toMatch(/[0-9a-f]{64}/);
      expect(mail.body).toContain(REDACTED_LINK);
    }
  });

  it('changing the password (setPassword) invalidates open reset links', async () => {
    const user = await makeUser(app, { email: 'change@links.test', organizationId: orgId });
    const token = await requestReset(user.email);
    const { hashPassword } = await import('../src/auth/passwords.js');
    const hash = await hashPassword('changed-pw');
    await app.ctx.db.transaction((tx) => setPassword(tx, app.ctx.mail, user.id, hash));
    expect((await client(app).post('/api/reset_password/', { token, password: 'hijack-pw' })).body.token).toEqual([MESSAGES.invalidResetToken]);
    expect((await login(app, user.email, 'changed-pw')).status).toBe(200);
    expect(tokenOf((await mailsTo(user.email)).at(-1)!.body)).toBeUndefined();
  });

  it('expired links are purged from the outbox at the next send', async () => {
    const user = await makeUser(app, { email: 'expired@links.test', organizationId: orgId });
    const token = await requestReset(user.email);
    await app.ctx.db.query(`UPDATE outbox SET secret_until = now() - interval '1 minute' WHERE to_address = $1`, [user.email]);
    await app.ctx.db.query(`UPDATE password_resets SET expires = now() - interval '1 minute' WHERE user_id = $1`, [user.id]);
    const other = await makeUser(app, { email: 'other@links.test', organizationId: orgId });
    await requestReset(other.email); // any mail sent purges what has expired
    const [mail] = await mailsTo(user.email);
    expect(mail.body).not.toContain(token);
    expect(mail.body).toContain(REDACTED_LINK);
    expect(mail.subject).toBe('Reset your Solar Portal password'); // the audit stays
  });

  it('with SMTP, a delivered link mail keeps no link in the outbox', async () => {
    const user = await makeUser(app, { email: 'smtp@links.test', organizationId: orgId });
    const sent: Array<{ to: string; text: string }> = [];
    const mailer = app.ctx.mail as unknown as { transport: unknown };
    mailer.transport = Promise.resolve({ sendMail: async (m: { to: string; text: string }) => { sent.push(m); } });
    try {
      await client(app).post('/api/request_reset_password/', { email: user.email });
    } finally {
      mailer.transport = null;
    }
    expect(sent).toHaveLength(1);
    const token = tokenOf(sent[0].text)!;
    expect(token).toBeTruthy();
    const [mail] = await mailsTo(user.email);
    expect(mail.sent_at).not.toBeNull();
    expect(mail.body).not.toContain(token);
    // The delivered link itself still works.
    expect((await client(app).post('/api/reset_password/', { token, password: 'via-smtp-1' })).status).toBe(200);
  });

  it('invite links leave the outbox when replaced and when used', async () => {
    const admin = await makeUser(app, { email: 'admin@links.test', organizationId: orgId, membershipType: 1 });
    const invite = () => client(app, admin.token).post('/api/invited_users/', { email: 'guest@links.test', type: 1 });
    expect((await invite()).status).toBe(201);
    expect((await invite()).status).toBe(201);
    const [old, current] = await mailsTo('guest@links.test');
    expect(tokenOf(old.body)).toBeUndefined();
    const token = tokenOf(current.body)!;
    expect(token).toBeTruthy();
    const signup = await client(app).post('/api/signup/', { first_name: 'G', last_name: 'Uest', phone_number: '+15550002222', email: 'guest@links.test', password: 'guest-pw-1', token });
    expect(signup.status).toBe(201);
    const after = await mailsTo('guest@links.test');
    expect(after.every((m) => tokenOf(m.body) === undefined)).toBe(true);
  });
});
