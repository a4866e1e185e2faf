import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MESSAGES } from '../src/messages.js';
import { client, createTestApi, makeWorld, PASSWORD, type World } from './harness.js';

let app: Awaited<ReturnType<typeof createTestApi>>;
let world: World;
beforeAll(async () => { app = await createTestApi(); world = await makeWorld(app); });
afterAll(async () => app?.cleanup());

const signup = { first_name: 'Ada', last_name: 'Lovelace', company_name: 'Analytical Solar', phone_number: '+15551234567', email: 'ada@analytical.test', password: 'engines1' };

describe('sign-up and login', () => {
  it('signs up a new organization with its org admin, then logs in by email and by phone', async () => {
    const res = await client(app).post('/api/signup/', signup);
    expect(res.status).toBe(201);
    expect(res.body.token).toMatch(/^[0-9a-f]{64}$/);
    expect(res.body.organization).toMatchObject({ name: 'Analytical Solar', membership_type: 1, business_type: 0 });
    expect(res.body.is_terms_accepted).toBe(false);
    for (const login of ['ada@analytical.test', 'ADA@analytical.test', '5551234567', '+15551234567']) {
      const r = await client(app).post('/api/login/', { email_or_phone: login, password: 'engines1' });
      expect(r.status, login).toBe(200);
      expect(r.body.email).toBe('ada@analytical.test');
    }
  });

  it('refuses bad sign-up input with field messages', async () => {
    const res = await client(app).post('/api/signup/', { ...signup, email: 'nope@x', phone_number: '555-1234', password: '123' });
    expect(res.status).toBe(400);
    expect(res.body.email).toEqual([MESSAGES.emailFormat]);
    expect(res.body.phone_number).toEqual([MESSAGES.phoneFormat]);
    expect(res.body.password).toEqual([MESSAGES.passwordTooShort]);
    const missing = await client(app).post('/api/signup/', { email: 'x@y.test' });
    expect(missing.status).toBe(400);
    expect(missing.body.first_name).toEqual(['This field is required.']);
    const taken = await client(app).post('/api/signup/', { ...signup });
    expect(taken.status).toBe(400);
    expect(taken.body.email).toEqual([MESSAGES.emailTaken]);
  });

  it('answers malformed JSON with 400, never 500', async () => {
    const res = await app.inject({ method: 'POST', url: '/api/login/', headers: { 'content-type': 'application/json' }, payload: '{"email_or_phone": ' });
    expect(res.statusCode).toBe(400);
    expect(res.json().detail).toMatch(/JSON parse error/);
  });

  it('refuses wrong credentials and locks the account after five failures', async () => {
    const wrong = await client(app).post('/api/login/', { email_or_phone: world.userB.email, password: 'wrong-password' });
    expect(wrong.status).toBe(400);
    expect(wrong.body.non_field_errors).toEqual([MESSAGES.invalidCredentials]);
    for (let i = 0; i < 4; i++) await client(app).post('/api/login/', { email_or_phone: world.userB.email, password: 'wrong' });
    const locked = await client(app).post('/api/login/', { email_or_phone: world.userB.email, password: PASSWORD });
    expect(locked.status).toBe(429);
    expect(locked.body.detail).toMatch(/Too many failed sign-in attempts/);
  });

  it('needs a valid token for private routes', async () => {
    expect((await client(app).get('/api/user/')).status).toBe(401);
    expect((await client(app, 'f'.repeat(64)).get('/api/user/')).body).toEqual({ detail: 'Invalid token.' });
    const me = await client(app, world.userA.token).get('/api/user/');
    expect(me.status).toBe(200);
    expect(me.body).toMatchObject({ email: 'user@a.test', user_type: 0, organization: { pk: world.orgA, membership_type: 0 } });
    expect(me.body.privacy_policy_file).toContain('/api/media/policies/');
  });

  it('logs out by revoking the token', async () => {
    const login = await client(app).post('/api/login/', { email_or_phone: world.adminA.email, password: PASSWORD });
    const c = client(app, login.body.token);
    expect((await c.post('/api/logout/')).status).toBe(200);
    expect((await c.get('/api/user/')).status).toBe(401);
  });
});

describe('password reset', () => {
  it('mails a link, sets a new password once, and answers the same for unknown addresses', async () => {
    const unknown = await client(app).post('/api/request_reset_password/', { email: 'nobody@nowhere.test' });
    expect(unknown.body).toEqual({ detail: MESSAGES.resetRequested });
    const res = await client(app).post('/api/request_reset_password/', { email: world.viewerA.email });
    expect(res.body).toEqual({ detail: MESSAGES.resetRequested });
    const { rows } = await app.ctx.db.query(`SELECT body FROM outbox WHERE to_address = $1 ORDER BY id DESC LIMIT 1`, [world.viewerA.email]);
    const token = /token=([0-9a-f]+)/.exec(rows[0].body)![1];
    const done = await client(app).post('/api/reset_password/', { token, password: 'brand-new-pw' });
    expect(done.body).toEqual({ detail: MESSAGES.passwordChanged });
    expect((await client(app).post('/api/reset_password/', { token, password: 'again-new-pw' })).body.token).toEqual([MESSAGES.invalidResetToken]);
    expect((await client(app, world.viewerA.token).get('/api/user/')).status).toBe(401);
    expect((await client(app).post('/api/login/', { email_or_phone: world.viewerA.email, password: 'brand-new-pw' })).status).toBe(200);
  });
});

describe('terms', () => {
  it('serves the three policy PDFs and records acceptance', async () => {
    const terms = await client(app).get('/api/get_terms_and_policy/');
    expect(Object.keys(terms.body).sort()).toEqual(['platform_agreement_file', 'privacy_policy_file', 'terms_of_service_file']);
    const pdf = await app.inject({ method: 'GET', url: terms.body.privacy_policy_file.replace('http://api.test', '') });
    expect(pdf.statusCode).toBe(200);
    expect(pdf.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
    const signup2 = await client(app).post('/api/signup/', { ...signup, email: 'new@terms.test' });
    const c = client(app, signup2.body.token);
    expect((await c.post('/api/accept_terms_and_policy/', { is_accepted: 'maybe' })).status).toBe(400);
    expect((await c.post('/api/accept_terms_and_policy/', { is_accepted: true })).body.detail).toBe(MESSAGES.termsAccepted);
    expect((await c.get('/api/user/')).body.is_terms_accepted).toBe(true);
  });
});

describe('session tokens (issue 13: one query to authenticate)', () => {
  const tokenHashOf = async (token: string) => (await import('../src/auth/passwords.js')).hashToken(token);

  it('authenticates a token used within the minute with one query, and writes its use down at most once a minute', async () => {
    const { db } = app.ctx;
    const hash = await tokenHashOf(world.userA.token);
    await db.query(`UPDATE auth_tokens SET last_used = now() - interval '2 minutes' WHERE token_hash = $1`, [hash]);
    const seen: string[] = [];
    const query = db.query;
    db.query = ((sql: string, params?: unknown[]) => { seen.push(sql); return query.call(db, sql, params); }) as typeof db.query;
    try {
      expect((await client(app, world.userA.token).get('/api/leads_summary/')).status).toBe(200);
      const stale = seen.filter((s) => /auth_tokens/.test(s));
      expect(stale).toHaveLength(2); // the lookup, and the write of a use two minutes old
      seen.length = 0;
      expect((await client(app, world.userA.token).get('/api/leads_summary/')).status).toBe(200);
      expect(seen.filter((s) => /auth_tokens/.test(s))).toHaveLength(1); // the lookup alone
    } finally {
      db.query = query;
    }
    const { rows } = await db.query(`SELECT last_used > now() - interval '10 seconds' AS fresh FROM auth_tokens WHERE token_hash = $1`, [hash]);
    expect(rows[0].fresh).toBe(true);
  });

  it('refuses a token idle for longer than the session allows', async () => {
    const { db } = app.ctx;
    const hash = await tokenHashOf(world.userB.token);
    await db.query(`UPDATE auth_tokens SET last_used = now() - ($2 || ' minutes')::interval WHERE token_hash = $1`, [hash, String(app.ctx.config.sessionIdleMinutes + 1)]);
    const res = await client(app, world.userB.token).get('/api/leads_summary/');
    expect(res.status).toBe(401);
  });
});
