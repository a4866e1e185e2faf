import http from 'node:http';
import type { AddressInfo } from 'node:net';
import Papa from 'papaparse';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BILLS_EXPORT_NAME, INTERVALS_EXPORT_NAME, SANDBOX_KEY } from '../src/domain/utility-service.js';
import { MESSAGES } from '../src/messages.js';
import { client, createTestApi, makeUser, makeWorld, type World } from './harness.js';

let app: Awaited<ReturnType<typeof createTestApi>>;
let world: World;
beforeAll(async () => { app = await createTestApi(); world = await makeWorld(app); });
afterAll(async () => app?.cleanup());

const bearer = (key = SANDBOX_KEY) => ({ authorization: `Bearer ${key}` });
const newLead = async (token: string) => (await client(app, token).post('/api/lead/', { name: 'Utility lead', property: { site_address: '2450 S Orange Ave, Fresno, CA 93725' } })).body;

describe('utility data service sandbox', () => {
  it('answers authorizations of a test referral code in UtilityAPI\'s shape, behind the bearer key', async () => {
    const res = await app.inject({ method: 'GET', url: '/api/utility_service/v2/authorizations?referrals=DEMO-CA-1', headers: bearer() });
    expect(res.statusCode).toBe(200);
    const auth = res.json().authorizations[0];
    expect(auth).toMatchObject({ uid: '731001', customer_email: 'facilities@valleywarehouse.example', utility: 'PG&E' });
    expect(auth.meters.meters).toHaveLength(2);
    expect(auth.exports_list.map((e: any) => e.name)).toEqual([BILLS_EXPORT_NAME, INTERVALS_EXPORT_NAME]);
    expect(auth.exports_list[0].link).toBe('http://api.test/api/utility_service/v2/files/731001/bills.csv');
    const unknown = await app.inject({ method: 'GET', url: '/api/utility_service/v2/authorizations?referrals=NOPE', headers: bearer() });
    expect(unknown.json().authorizations).toEqual([]);
    expect((await app.inject({ method: 'GET', url: '/api/utility_service/v2/authorizations?referrals=DEMO-CA-1' })).statusCode).toBe(401);
    expect((await app.inject({ method: 'GET', url: '/api/utility_service/v2/authorizations?referrals=DEMO-CA-1', headers: bearer('wrong') })).json()).toEqual({ detail: MESSAGES.utilityInvalidKey });
  });

  it('serves a 12-month bills CSV per meter and an intervals CSV', async () => {
    const bills = await app.inject({ method: 'GET', url: '/api/utility_service/v2/files/731002/bills.csv', headers: bearer() });
    expect(bills.statusCode).toBe(200);
    expect(bills.headers['content-type']).toMatch(/text\/csv/);
    const rows = Papa.parse<Record<string, string>>(bills.body, { header: true, skipEmptyLines: true }).data;
    expect(rows).toHaveLength(12);
    expect(rows.map((r) => r.bill_start_date.slice(0, 7))).toEqual(Array.from({ length: 12 }, (_, i) => `2024-${String(i + 1).padStart(2, '0')}`));
    for (const r of rows) expect(Number(r.bill_total_cost)).toBeCloseTo(Number(r.bill_total_volume_cost) + Number(r.bill_total_demand_cost) + Number(r.bill_total_fixed_cost), 1);
    const summer = Number(rows[6].bill_total_kwh);
    expect(summer).toBeGreaterThan(Number(rows[1].bill_total_kwh));
    const intervals = await app.inject({ method: 'GET', url: '/api/utility_service/v2/files/731002/intervals.csv', headers: bearer() });
    expect(Papa.parse(intervals.body, { header: true, skipEmptyLines: true }).data).toHaveLength(7 * 96);
    expect((await app.inject({ method: 'GET', url: '/api/utility_service/v2/files/999/bills.csv', headers: bearer() })).statusCode).toBe(404);
    expect((await app.inject({ method: 'GET', url: '/api/utility_service/v2/files/731002/bills.csv' })).statusCode).toBe(401);
  });

  it('proxies authorizations for signed-in users only', async () => {
    const res = await client(app, world.userA.token).get('/api/utility_authorizations/?referral=DEMO-CT-1');
    expect(res.status).toBe(200);
    expect(res.body.authorizations[0].utility).toBe('Eversource');
    expect((await client(app).get('/api/utility_authorizations/?referral=DEMO-CT-1')).status).toBe(401);
    expect((await client(app, world.userA.token).get('/api/utility_authorizations/')).status).toBe(400);
  });
});

describe('POST /utility_bill_from_service/', () => {
  it('imports the bills export as a utility bill (stage 2) and the others as additional files', async () => {
    const lead = await newLead(world.userA.token);
    const auth = (await client(app, world.userA.token).get('/api/utility_authorizations/?referral=DEMO-CA-1')).body.authorizations[0];
    const res = await client(app, world.userA.token).post('/api/utility_bill_from_service/', { lead_pk: lead.id, files: auth.exports_list });
    expect(res.status, JSON.stringify(res.body)).toBe(201);
    expect(res.body.data.ids).toHaveLength(2);
    expect(res.body.utility_bills).toEqual([expect.objectContaining({ name: 'Bills all meters.csv', file_type: 0, lead: lead.id })]);
    expect(res.body.additional_files).toEqual([expect.objectContaining({ name: 'Intervals all meters.csv', file_type: 7 })]);
    const after = (await client(app, world.userA.token).get(`/api/lead/${lead.id}/`)).body;
    expect(after.lead_status).toBe(2);
    const stored = await app.ctx.media.read(res.body.utility_bills[0].file);
    expect(stored.toString().split('\n')[0]).toMatch(/^bill_id,meter_uid/);
  });

  it('accepts a bare list with lead_pk in the query', async () => {
    const lead = await newLead(world.adminA.token);
    const res = await client(app, world.adminA.token).post(`/api/utility_bill_from_service/?lead_pk=${lead.id}`,
      [{ link: 'http://api.test/api/utility_service/v2/files/731003/intervals.csv', name: INTERVALS_EXPORT_NAME }]);
    expect(res.status).toBe(201);
    expect(res.body.additional_files).toHaveLength(1);
    expect((await client(app, world.adminA.token).get(`/api/lead/${lead.id}/`)).body.lead_status).toBe(0);
  });

  it('refuses other hosts (no SSRF), bad bodies, unknown exports and other organizations\' leads', async () => {
    const lead = await newLead(world.userA.token);
    const api = client(app, world.userA.token);
    const count = async () => (await app.ctx.db.query<{ n: number }>('SELECT count(*)::int AS n FROM lead_files')).rows[0].n;
    const before = await count();
    for (const link of ['http://169.254.169.254/latest/meta-data', 'http://127.0.0.1:8000/api/utility_service/v2/files/731001/bills.csv', 'file:///etc/passwd', 'not a url', 'http://user:pw@api.test/api/utility_service/v2/files/731001/bills.csv']) {
      const res = await api.post('/api/utility_bill_from_service/', { lead_pk: lead.id, files: [{ link, name: BILLS_EXPORT_NAME }] });
      expect(res.status, link).toBe(400);
      expect(res.body.files, link).toEqual([MESSAGES.utilityLinkRefused]);
    }
    const unknown = await api.post('/api/utility_bill_from_service/', { lead_pk: lead.id, files: [{ link: 'http://api.test/api/utility_service/v2/files/1/bills.csv', name: 'x' }] });
    expect(unknown.body.files).toEqual([MESSAGES.utilityDownloadFailed('x')]);
    expect((await api.post('/api/utility_bill_from_service/', { lead_pk: lead.id, files: [] })).status).toBe(400);
    expect((await api.post('/api/utility_bill_from_service/', { lead_pk: lead.id, files: [{ link: 5 }] })).status).toBe(400);
    expect((await api.post('/api/utility_bill_from_service/', 'text')).status).toBe(400);
    const foreign = await client(app, world.userB.token).post('/api/utility_bill_from_service/', { lead_pk: lead.id, files: [{ link: 'http://api.test/api/utility_service/v2/files/731001/bills.csv', name: BILLS_EXPORT_NAME }] });
    expect(foreign.status).toBe(404);
    expect(await count()).toBe(before);
    expect((await api.get(`/api/lead/${lead.id}/`)).body.lead_status).toBe(0);
  });
});

describe('a configured UtilityAPI-compatible service', () => {
  let server: http.Server;
  let other: http.Server;
  let base: string;
  let otherBase: string;
  let external: Awaited<ReturnType<typeof createTestApi>>;
  const seen: string[] = [];
  beforeAll(async () => {
    server = http.createServer((req, res) => {
      seen.push(`${req.headers.authorization} ${req.url}`);
      if (req.url?.startsWith('/api/v2/authorizations')) {
        res.setHeader('content-type', 'application/json');
        return res.end(JSON.stringify({ authorizations: [{ uid: '9', utility: 'SCE', exports_list: [{ link: `${base}/api/v2/files/9/bills`, name: BILLS_EXPORT_NAME }] }] }));
      }
      if (req.url === '/api/v2/files/9/bills') { res.setHeader('content-type', 'text/csv'); return res.end('bill_id,kwh\n1,100\n'); }
      if (req.url === '/api/v2/files/9/redirect') { res.statusCode = 302; res.setHeader('location', otherBase); return res.end(); }
      res.statusCode = 404; res.end();
    });
    other = http.createServer((_req, res) => res.end('secret'));
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    await new Promise<void>((resolve) => other.listen(0, '127.0.0.1', resolve));
    base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
    otherBase = `http://127.0.0.1:${(other.address() as AddressInfo).port}`;
    external = await createTestApi();
    Object.assign(external.ctx.config, { utilityApiUrl: `${base}/api/v2`, utilityApiKey: 'live-key' });
  });
  afterAll(async () => {
    await external?.cleanup();
    server?.close();
    other?.close();
  });

  it('fetches authorizations and exports with the server-side key and refuses links elsewhere', async () => {
    const org = (await external.ctx.db.query<{ id: number }>(`INSERT INTO organizations (name) VALUES ('Ext') RETURNING id`)).rows[0].id;
    const user = await makeUser(external, { email: 'ext@x.test', organizationId: org });
    const api = client(external, user.token);
    const auth = await api.get('/api/utility_authorizations/?referral=REAL-1');
    expect(auth.status).toBe(200);
    expect(auth.body.authorizations[0].uid).toBe('9');
    const lead = (await api.post('/api/lead/', { name: 'Ext', property: { site_address: '1 A St, Irvine, CA 92618' } })).body;
    const imported = await api.post('/api/utility_bill_from_service/', { lead_pk: lead.id, files: auth.body.authorizations[0].exports_list });
    expect(imported.status, JSON.stringify(imported.body)).toBe(201);
    expect(imported.body.utility_bills[0].name).toBe('Bills all meters.csv');
    expect(seen.every((s) => s.startsWith('Bearer live-key'))).toBe(true);
    const elsewhere = await api.post('/api/utility_bill_from_service/', { lead_pk: lead.id, files: [{ link: `${otherBase}/x.csv`, name: 'x [csv]' }] });
    expect(elsewhere.body.files).toEqual([MESSAGES.utilityLinkRefused]);
    const redirected = await api.post('/api/utility_bill_from_service/', { lead_pk: lead.id, files: [{ link: `${base}/api/v2/files/9/redirect`, name: 'r [csv]' }] });
    expect(redirected.body.files).toEqual([MESSAGES.utilityDownloadFailed('r [csv]')]);
  });
});
