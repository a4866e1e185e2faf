/**
 * Issue 11: links a person follows or types carelessly. A reset link is checked when its page
 * opens; a signing link that is truncated, damaged, missing its slash or carrying extra segments
 * shows the branded page, never the api's JSON; an unknown utility referral finds nothing (200).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SANDBOX_KEY } from '../src/domain/utility-service.js';
import { MESSAGES } from '../src/messages.js';
import { client, createTestApi, makeWorld, type World } from './harness.js';
import { insertLead } from './documents-fixtures.js';

let app: Awaited<ReturnType<typeof createTestApi>>;
let world: World;
beforeAll(async () => { app = await createTestApi(); world = await makeWorld(app); });
afterAll(async () => app?.cleanup());

const get = (url: string) => app.inject({ method: 'GET', url });

describe('GET /reset_password/{token}/', () => {
  const invalid = { detail: MESSAGES.invalidResetToken };

  async function resetToken(email: string) {
    await client(app).post('/api/request_reset_password/', { email });
    const { rows } = await app.ctx.db.query(`SELECT body FROM outbox WHERE to_address = $1 ORDER BY id DESC LIMIT 1`, [email]);
    return /token=([0-9a-f]+)/.exec(rows[0].body)![1];
  }

  it('answers {valid: true} for a usable token without using it; 404 once used or expired', async () => {
    const token = await resetToken(world.userB.email);
    const check = await get(`/api/reset_password/${token}/`);
    expect(check.statusCode).toBe(200);
    expect(check.json()).toEqual({ valid: true });
    expect((await get(`/api/reset_password/${token}/`)).statusCode).toBe(200);
    expect((await client(app).post('/api/reset_password/', { token, password: 'brand-new-pw' })).status).toBe(200);
    const used = await get(`/api/reset_password/${token}/`);
    expect(used.statusCode).toBe(404);
    expect(used.json()).toEqual(invalid);

    const expiring = await resetToken(world.adminB.email);
    await app.ctx.db.query(`UPDATE password_resets SET expires = now() - interval '1 minute'`);
    expect((await get(`/api/reset_password/${expiring}/`)).json()).toEqual(invalid);
  });

  it('unknown and malformed tokens are the same 404 (never a 400)', async () => {
    for (const token of ['a'.repeat(64), 'x', 'a'.repeat(500), 'abc%00', '__proto__', 'constructor']) {
      const res = await get(`/api/reset_password/${token}/`);
      expect(res.statusCode, token).toBe(404);
      expect(res.json(), token).toEqual(invalid);
    }
  });

  it('is described in the OpenAPI document and throttled like the other reset routes', async () => {
    const doc = (await client(app).get('/api/openapi.json')).body;
    expect(doc.paths['/api/reset_password/{token}/']?.get).toBeDefined();
    let last = 0;
    for (let i = 0; i < app.ctx.config.authRateLimit + 1; i++) last = (await get(`/api/reset_password/${'c'.repeat(64)}/`)).statusCode;
    expect(last).toBe(429);
  });
});

describe('the signing page under /api/agreement/sign/', () => {
  const as = (actor: { token: string }) => client(app, actor.token);
  const send = async () => {
    const lead = await insertLead(app, world.orgA);
    const sent = await as(world.adminA).post('/api/agreement/', { lead, agreement_type: 0 });
    return { lead, id: sent.body.agreement.id as number, path: new URL(sent.body.agreement.sign_url).pathname };
  };
  const expectBranded = (res: { statusCode: number; headers: Record<string, unknown>; body: string }, status: number) => {
    expect(res.statusCode).toBe(status);
    expect(String(res.headers['content-type'])).toContain('text/html');
    expect(res.body).toContain('<!doctype html>');
  };

  it('a link missing its trailing slash goes to the slashed one (308), query kept', async () => {
    const { path } = await send();
    const bare = path.replace(/\/$/, '');
    const res = await get(bare);
    expect(res.statusCode).toBe(308);
    expect(new URL(res.headers.location as string, `http://x${bare}`).pathname).toBe(path);
    const withQuery = await get(`${bare}?utm=mail`);
    expect(withQuery.headers.location).toBe(`${bare.split('/').pop()}/?utm=mail`);
    const post = await app.inject({ method: 'POST', url: bare, payload: { full_name: 'X', agree: true } });
    expect(post.statusCode).toBe(308);
    expectBranded(await get(path), 200);
  });

  it('truncated, damaged, empty or unknown tokens and extra segments: the branded 404, never JSON', async () => {
    const { path } = await send();
    const token = path.split('/')[4];
    for (const url of [
      `/api/agreement/sign/${token.slice(0, 40)}`, `/api/agreement/sign/${token.slice(0, 63)}/`, `/api/agreement/sign/${token.slice(1)}x/`,
      '/api/agreement/sign/', '/api/agreement/sign', '/api/agreement/sign/%00/', '/api/agreement/sign/abc%00', '/api/agreement/sign/%E0%A4%A/',
      `/api/agreement/sign/${'a'.repeat(64)}/`, '/api/agreement/sign/__proto__/', '/api/agreement/sign/constructor',
    ]) {
      const res = await get(url);
      expect(res.statusCode, url).toBe(404);
      expectBranded(res, 404);
      expect(res.body, url).toContain(MESSAGES.agreementNotFound);
      expect(res.body, url).toContain(MESSAGES.signingLinkAskSender);
    }
    const extra = await get(`${path}extra/`);
    expectBranded(extra, 404);
    expect(extra.body).toContain(MESSAGES.agreementNotFound);
    expect(extra.body).toContain(world.adminA.email);
  });

  it('a replaced or signed agreement names its sender and how to reach them', async () => {
    const first = await send();
    const lead = first.lead;
    await as(world.adminA).post('/api/agreement/', { lead, agreement_type: 0 });
    const replaced = await get(first.path);
    expectBranded(replaced, 410);
    expect(replaced.body).toContain(MESSAGES.agreementSuperseded);
    expect(replaced.body).toContain(world.adminA.email);
    const other = await send();
    const signed = await app.inject({ method: 'POST', url: other.path, headers: { 'content-type': 'application/x-www-form-urlencoded' }, payload: 'full_name=Grace+Hopper&agree=on' });
    expect(signed.statusCode).toBe(200);
    const again = await get(other.path);
    expect(again.body).toContain(MESSAGES.agreementAlreadySigned);
    expect(again.body).toContain(world.adminA.email);
  });

  it('a form post the page cannot read is a page too; a JSON caller still gets JSON', async () => {
    const { path } = await send();
    const text = await app.inject({ method: 'POST', url: path, headers: { 'content-type': 'text/plain' }, payload: 'hello' });
    expectBranded(text, 400);
    const multipart = await app.inject({ method: 'POST', url: path, headers: { 'content-type': 'multipart/form-data' }, payload: 'x' });
    expect(multipart.statusCode).toBeLessThan(500);
    expect(String(multipart.headers['content-type'])).toContain('text/html');
    const json = await app.inject({ method: 'POST', url: path, headers: { 'content-type': 'application/json' }, payload: '{broken' });
    expect(json.statusCode).toBe(400);
    expect(json.json()).toHaveProperty('detail');
  });
});

describe('the utility data service sandbox', () => {
  it('answers an unknown referral like UtilityAPI: 200 with no authorizations', async () => {
    const res = await app.inject({ method: 'GET', url: '/api/utility_service/v2/authorizations?referrals=NO-SUCH-CODE&include=meters', headers: { authorization: `Bearer ${SANDBOX_KEY}` } });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ authorizations: [], next: null });
    const proxied = await client(app, world.userA.token).get('/api/utility_authorizations/?referral=NO-SUCH-CODE');
    expect(proxied.status).toBe(200);
    expect(proxied.body.authorizations).toEqual([]);
  });
});
