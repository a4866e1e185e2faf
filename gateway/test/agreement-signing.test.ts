/**
 * The customer's signing page through the gateway (issue 10 item 9): the signature's audit trail
 * records the browser's address and user agent as the gateway saw them, not the gateway's own.
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
let adminToken: string;
let leadId: number;

beforeAll(async () => {
  dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'gateway-sign-'));
  db = await openPglite(null, { loadDataDir: await migratedPgliteDump() });
  api = await createApi({ db, logger: false, config: { dataDir, jobPollMs: 0, uploadMaxBytes: 1024 * 1024, trustProxy: 'loopback' } });
  await api.listen({ host: '127.0.0.1', port: 0 });
  const apiPort = (api.server.address() as AddressInfo).port;
  // The browser reaches the gateway through a trusted proxy that names it in X-Forwarded-For.
  server = createServer(createGateway({ config: { apiUrl: `http://127.0.0.1:${apiPort}/api`, trustProxy: true } }), dataDir);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;

  const org = (await db.query<{ id: number }>(`INSERT INTO organizations (name) VALUES ('Sign Org') RETURNING id`)).rows[0].id;
  const admin = (await db.query<{ id: number }>(
    `INSERT INTO users (email, password_hash, first_name, user_type, organization_id, membership_type, is_terms_accepted) VALUES ('admin@sign.test', 'x', 'Ada', 2, $1, 1, true) RETURNING id`, [org])).rows[0].id;
  adminToken = newToken();
  await db.query('INSERT INTO auth_tokens (token_hash, user_id) VALUES ($1, $2)', [hashToken(adminToken), admin]);
  leadId = (await db.query<{ id: number }>(
    `INSERT INTO leads (organization_id, associated_user_id, name, customer, property) VALUES ($1, $2, 'Signing Warehouse', '{"first_name":"Grace","last_name":"Hopper","emails":["grace@sign.test"]}', '{"site_address":"1 Main St, Fresno, CA 93721"}') RETURNING id`,
    [org, admin])).rows[0].id;
});
afterAll(async () => {
  server?.closeAllConnections();
  await new Promise((resolve) => server?.close(resolve));
  await api?.close();
  await db?.close();
  fs.rmSync(dataDir, { recursive: true, force: true });
});

describe('signing through the gateway', () => {
  it('records the browser\'s address and user agent on the signature', async () => {
    const sent = await api.inject({ method: 'POST', url: '/api/agreement/', headers: { authorization: `Token ${adminToken}` }, payload: { lead: leadId, agreement_type: 0 } });
    expect(sent.statusCode).toBe(201);
    const signPath = new URL(sent.json().agreement.sign_url).pathname;
    const agent = 'Mozilla/5.0 (Customer Browser) Gateway/1.0';

    const page = await fetch(`${base}${signPath}`, { headers: { 'user-agent': agent } });
    expect(page.status).toBe(200);
    expect(await page.text()).toContain('name="full_name"');

    const signed = await fetch(`${base}${signPath}`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded', 'user-agent': agent, 'x-forwarded-for': '198.51.100.23' },
      body: new URLSearchParams({ full_name: 'Grace Hopper', agree: 'on' }).toString(),
    });
    expect(signed.status).toBe(200);
    const row = (await db.query('SELECT signer_name, signer_ip, signer_user_agent, unsigned_sha256 FROM agreements WHERE lead_id = $1', [leadId])).rows[0];
    expect(row).toMatchObject({ signer_name: 'Grace Hopper', signer_ip: '198.51.100.23', signer_user_agent: agent });
    expect(row.unsigned_sha256).toMatch(/^[0-9a-f]{64}$/);
  });
});
