/**
 * A rep previewing a public page is not the customer (issue 24 item 11): through the gateway, a
 * browser signed in to the portal (the session cookie) that opens the signing page or the web
 * proposal link of its own organization does not count as the customer's view (viewed_at, the
 * first-view notification, view counts). Anyone else, a stale or damaged cookie included, does.
 */
import fs from 'node:fs';
import type http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApi } from '../../api/src/app.js';
import { hashToken, newToken } from '../../api/src/auth/passwords.js';
import { openPglite } from '../../api/src/db/client.js';
import { migratedPgliteDump } from '../../api/test/template-db.js';
import { createServer } from '../src/server.js';
import { createGateway } from '../src/yoga.js';

let api: Awaited<ReturnType<typeof createApi>>;
let db: Awaited<ReturnType<typeof openPglite>>;
let server: http.Server;
let base: string;
let dataDir: string;
const tokens: Record<'admin' | 'member' | 'superAdmin' | 'otherOrg', string> = { admin: '', member: '', superAdmin: '', otherOrg: '' };
let leadId: number;

async function user(email: string, org: number, userType: number, membership: number) {
  const id = (await db.query<{ id: number }>(
    `INSERT INTO users (email, password_hash, first_name, user_type, organization_id, membership_type, is_terms_accepted) VALUES ($1, 'x', 'Staff', $2, $3, $4, true) RETURNING id`,
    [email, userType, org, membership])).rows[0].id;
  const token = newToken();
  await db.query('INSERT INTO auth_tokens (token_hash, user_id) VALUES ($1, $2)', [hashToken(token), id]);
  return { id, token };
}

beforeAll(async () => {
  dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'gateway-views-'));
  db = await openPglite(null, { loadDataDir: await migratedPgliteDump() });
  api = await createApi({ db, logger: false, config: { dataDir, jobPollMs: 0, uploadMaxBytes: 1024 * 1024, trustProxy: 'loopback', publicPageRateLimit: 30 } });
  await api.listen({ host: '127.0.0.1', port: 0 });
  const apiPort = (api.server.address() as AddressInfo).port;
  server = createServer(createGateway({ config: { apiUrl: `http://127.0.0.1:${apiPort}/api` } }), dataDir);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;

  const org = (await db.query<{ id: number }>(`INSERT INTO organizations (name) VALUES ('Preview Org') RETURNING id`)).rows[0].id;
  const other = (await db.query<{ id: number }>(`INSERT INTO organizations (name) VALUES ('Other Org') RETURNING id`)).rows[0].id;
  const ops = (await db.query<{ id: number }>(`INSERT INTO organizations (name) VALUES ('Operators') RETURNING id`)).rows[0].id;
  const admin = await user('admin@preview.test', org, 2, 1);
  tokens.admin = admin.token;
  tokens.member = (await user('member@preview.test', org, 0, 0)).token;
  tokens.superAdmin = (await user('super@ops.test', ops, 3, 1)).token;
  tokens.otherOrg = (await user('someone@other.test', other, 0, 0)).token;
  leadId = (await db.query<{ id: number }>(
    `INSERT INTO leads (organization_id, associated_user_id, name, customer, property, project_info) VALUES ($1, $2, 'Preview Warehouse',
      '{"first_name":"Grace","last_name":"Hopper","emails":["grace@preview.test"]}', '{"site_address":"1 Main St, Fresno, CA 93721"}',
      '{"system_size": 250, "estimated_year_production": 400000, "epc_price": 550000, "avoided_cost": 0.24}') RETURNING id`,
    [org, admin.id])).rows[0].id;
});
afterAll(async () => {
  server?.closeAllConnections();
  await new Promise((resolve) => server?.close(resolve));
  await api?.close();
  await db?.close();
  fs.rmSync(dataDir, { recursive: true, force: true });
});

const asAdmin = (method: 'GET' | 'POST', url: string, payload?: object) =>
  api.inject({ method, url, headers: { authorization: `Token ${tokens.admin}` }, ...(payload ? { payload } : {}) });
/** Opens a page through the gateway as a browser does, with the portal's session cookie when given. */
const open = (pathname: string, cookie?: string, method: 'GET' | 'HEAD' = 'GET') =>
  fetch(`${base}${pathname}`, { method, headers: cookie ? { cookie } : {} });
const session = (token: string) => `theme=dark; portal_token=${token}`;

async function sentAgreement() {
  const sent = await asAdmin('POST', '/api/agreement/', { lead: leadId, agreement_type: 0 });
  expect(sent.statusCode).toBe(201);
  return { id: sent.json().agreement.id as number, path: new URL(sent.json().agreement.sign_url).pathname };
}
const viewedAt = async (id: number) => (await db.query('SELECT viewed_at FROM agreements WHERE id = $1', [id])).rows[0].viewed_at;
const viewNotes = async () => (await db.query<{ n: number }>(`SELECT count(*)::int AS n FROM notifications WHERE kind = 'agreement_viewed'`)).rows[0].n;

describe('a staff preview through the gateway', () => {
  it('the signing page: a member of the organization or a super admin signed in does not count; another organization\'s user does', async () => {
    const { id, path: signPath } = await sentAgreement();
    const notesBefore = await viewNotes();
    for (const token of [tokens.member, tokens.admin, tokens.superAdmin]) {
      const page = await open(signPath, session(token));
      expect(page.status).toBe(200);
      expect(await page.text()).toContain('Sign agreement');
    }
    expect(await viewedAt(id)).toBeNull();
    expect(await viewNotes()).toBe(notesBefore);

    const visitor = await open(signPath, session(tokens.otherOrg));
    expect(visitor.status).toBe(200);
    expect(await viewedAt(id)).not.toBeNull();
    expect(await viewNotes()).toBe(notesBefore + 1);
  });

  it('the signing page: the customer without a session, or with a stale or damaged cookie, counts (and is never refused for it)', async () => {
    for (const cookie of [undefined, session(newToken()), 'portal_token=%0d%0aX-Evil:%201', `portal_token=${'a'.repeat(64)}%20x`]) {
      const { id, path: signPath } = await sentAgreement();
      const page = await open(signPath, cookie);
      expect(page.status, String(cookie)).toBe(200);
      expect(await viewedAt(id), String(cookie)).not.toBeNull();
    }
  });

  it('the web proposal link: a staff preview adds no view, the customer\'s does', async () => {
    const created = await asAdmin('POST', '/api/proposal/', { lead: leadId, proposal_type: 0, need_customization: false, escalator: 2 });
    expect(created.statusCode).toBe(201);
    await api.ctx.jobs.drain();
    const link = await asAdmin('POST', `/api/proposal/${created.json().id}/link/`, {});
    expect(link.statusCode).toBe(201);
    const linkPath = new URL(link.json().link.url).pathname;
    const views = async () => (await db.query('SELECT view_count, first_viewed_at FROM proposal_links WHERE id = $1', [link.json().link.id])).rows[0];

    for (const token of [tokens.member, tokens.superAdmin]) expect((await open(linkPath, session(token))).status).toBe(200);
    expect(await views()).toMatchObject({ view_count: 0, first_viewed_at: null });
    expect((await db.query(`SELECT count(*)::int AS n FROM lead_activity WHERE lead_id = $1 AND action = 'proposal_viewed'`, [leadId])).rows[0].n).toBe(0);

    expect((await open(linkPath)).status).toBe(200);
    expect((await open(linkPath, session(tokens.otherOrg))).status).toBe(200);
    expect((await views()).view_count).toBe(2);
  });
});

describe('the public pages\' own headers through the gateway', () => {
  it('keep the link out of Referer headers, and a throttled page says when to retry', async () => {
    const { path: signPath } = await sentAgreement();
    expect((await open(signPath)).headers.get('referrer-policy')).toBe('no-referrer');
    let refused: Response | null = null;
    for (let i = 0; i < 40 && !refused; i++) {
      const res = await open(`/api/p/${newToken()}`);
      if (res.status === 429) refused = res;
      else expect(res.status).toBe(404);
    }
    expect(refused).not.toBeNull();
    expect(Number(refused!.headers.get('retry-after'))).toBeGreaterThanOrEqual(1);
    expect(refused!.headers.get('content-type')).toContain('text/html');
  });
});
