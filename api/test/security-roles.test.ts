/**
 * Issue 10, items 9–12: who may send agreements and see their signing links, how sign tokens are
 * stored and what a signature records, who manages portal resources, who deletes leads and who sets
 * an invite's business type. Each case failed on the code before the fix.
 */
import { formatDateTimeUtc } from '../../shared/format/dates.js';
import crypto from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { migrate } from '../src/db/migrate.js';
import { MESSAGES } from '../src/messages.js';
import { client, createTestApi, makeUser, makeWorld, SAMPLE, type Actor, type World } from './harness.js';
import { downloadMedia, insertLead, leadRow, pdfText } from './documents-fixtures.js';

let app: Awaited<ReturnType<typeof createTestApi>>;
let world: World;
/** user_type 2 (Admin) of organization A, not its org admin. */
let typedAdminA: Actor;
/** A second regular user of organization A (the colleague). */
let colleagueA: Actor;
beforeAll(async () => {
  app = await createTestApi();
  world = await makeWorld(app);
  typedAdminA = await makeUser(app, { email: 'typed-admin@a.test', organizationId: world.orgA, userType: 2 });
  colleagueA = await makeUser(app, { email: 'colleague@a.test', organizationId: world.orgA });
});
afterAll(async () => app?.cleanup());

const as = (actor: { token: string }) => client(app, actor.token);
const pathOf = (url: string) => url.replace(/^https?:\/\/[^/]+/, '');
const sha256 = (data: string | Buffer) => crypto.createHash('sha256').update(data).digest('hex');
const tokenOf = (url: string) => /\/agreement\/sign\/([0-9a-f]{64})\/$/.exec(url)![1];

/** Every text value stored in the agreements table, to look for a raw token. */
async function agreementCells(): Promise<string> {
  const { rows } = await app.ctx.db.query('SELECT * FROM agreements');
  return JSON.stringify(rows);
}

describe('9. agreement signing links', () => {
  it('only org admins and super admins send agreements; others get 403 and nothing is sent', async () => {
    const lead = await insertLead(app, world.orgA, { associatedUserId: world.userA.id });
    for (const actor of [world.userA, world.viewerA, typedAdminA]) {
      const res = await as(actor).post('/api/agreement/', { lead, agreement_type: 0 });
      expect(res.status, actor.email).toBe(403);
    }
    expect((await as(world.adminB).post('/api/agreement/', { lead, agreement_type: 0 })).status).toBe(404);
    expect((await app.ctx.db.query('SELECT count(*)::int AS n FROM agreements WHERE lead_id = $1', [lead])).rows[0].n).toBe(0);
    for (const actor of [world.adminA, world.superAdmin]) {
      const res = await as(actor).post('/api/agreement/', { lead, agreement_type: 0 });
      expect(res.status, actor.email).toBe(201);
      expect(res.body.agreement.sign_url).toMatch(/^http:\/\/api\.test\/api\/agreement\/sign\/[0-9a-f]{64}\/$/);
    }
  });

  it('the link is answered once, to the sender; lists, the lead and GET agreement answer null to everyone', async () => {
    const lead = await insertLead(app, world.orgA, { associatedUserId: world.userA.id });
    const sent = await as(world.adminA).post('/api/agreement/', { lead, agreement_type: 0 });
    const url = sent.body.agreement.sign_url as string;
    const id = sent.body.agreement.id as number;
    for (const actor of [world.userA, world.viewerA, world.adminA, world.superAdmin]) {
      const one = await as(actor).get(`/api/agreement/${id}/`);
      expect(one.status).toBe(200);
      expect(one.body.sign_url, actor.email).toBeNull();
      const leadAnswer = await as(actor).get(`/api/lead/${lead}/`);
      expect(leadAnswer.body.agreements[0]).toMatchObject({ id, sign_url: null });
      expect(JSON.stringify(leadAnswer.body)).not.toContain(tokenOf(url));
    }
    const list = await as(world.superAdmin).get('/api/agreement_for_sign/?limit=100');
    expect(list.body.results.find((a: any) => a.id === id)).toMatchObject({ sign_url: null });
    expect(JSON.stringify(list.body)).not.toContain(tokenOf(url));
  });

  it('stores only the SHA-256 of the token; the link still opens the page', async () => {
    const lead = await insertLead(app, world.orgA);
    const sent = await as(world.adminA).post('/api/agreement/', { lead, agreement_type: 0 });
    const token = tokenOf(sent.body.agreement.sign_url);
    expect(await agreementCells()).not.toContain(token);
    const { rows } = await app.ctx.db.query('SELECT sign_token_hash FROM agreements WHERE id = $1', [sent.body.agreement.id]);
    expect(rows[0].sign_token_hash).toBe(sha256(token));
    expect((await app.inject({ method: 'GET', url: pathOf(sent.body.agreement.sign_url) })).statusCode).toBe(200);
    // The hash itself is not a link.
    expect((await app.inject({ method: 'GET', url: `/api/agreement/sign/${sha256(token)}/` })).statusCode).toBe(404);
  });

  it('resending issues a fresh link to senders only, mails it to the customer, and the old link stops working', async () => {
    const lead = await insertLead(app, world.orgA);
    const sent = await as(world.adminA).post('/api/agreement/', { lead, agreement_type: 0 });
    const id = sent.body.agreement.id as number;
    const old = sent.body.agreement.sign_url as string;
    for (const actor of [world.userA, world.viewerA, typedAdminA]) expect((await as(actor).post(`/api/agreement/${id}/resend/`, {})).status, actor.email).toBe(403);
    expect((await as(world.adminB).post(`/api/agreement/${id}/resend/`, {})).status).toBe(404);
    expect((await as(world.adminA).post('/api/agreement/99999/resend/', {})).status).toBe(404);

    const again = await as(world.adminA).post(`/api/agreement/${id}/resend/`, {});
    expect(again.status).toBe(200);
    expect(again.body.detail).toBe(MESSAGES.agreementResent);
    const fresh = again.body.agreement.sign_url as string;
    expect(again.body.agreement).toMatchObject({ id, signed: false, superseded: false });
    expect(fresh).toMatch(/\/api\/agreement\/sign\/[0-9a-f]{64}\/$/);
    expect(fresh).not.toBe(old);
    expect((await app.inject({ method: 'GET', url: pathOf(old) })).statusCode).toBe(404);
    expect((await app.inject({ method: 'GET', url: pathOf(fresh) })).statusCode).toBe(200);
    const mail = await app.ctx.db.query('SELECT body FROM outbox WHERE to_address = $1 ORDER BY id DESC LIMIT 1', ['grace@coldstorage.test']);
    expect(mail.rows[0].body).toContain(fresh);
    // The outbox keeps no copy of the link that stopped working.
    const outbox = async () => JSON.stringify((await app.ctx.db.query('SELECT body FROM outbox')).rows);
    expect(await outbox()).not.toContain(tokenOf(old));

    // A super admin resends too; a signed agreement is not resent.
    const bySuper = await as(world.superAdmin).post(`/api/agreement/${id}/resend/`, {});
    expect(bySuper.status).toBe(200);
    const signed = await client(app).post(pathOf(bySuper.body.agreement.sign_url), { full_name: 'Grace Hopper', agree: true });
    expect(signed.status).toBe(200);
    // Signed: the mailed link is spent and leaves the outbox.
    expect(await outbox()).not.toContain(tokenOf(bySuper.body.agreement.sign_url));
    const late = await as(world.adminA).post(`/api/agreement/${id}/resend/`, {});
    expect(late.status).toBe(400);
    expect(late.body.non_field_errors).toEqual([MESSAGES.agreementAlreadySigned]);
  });

  it('the signed PDF and the row record the audit trail: name, UTC time, address, user agent, SHA-256 of the unsigned PDF', async () => {
    const lead = await insertLead(app, world.orgA);
    const sent = await as(world.adminA).post('/api/agreement/', { lead, agreement_type: 0 });
    const id = sent.body.agreement.id as number;
    const unsigned = await downloadMedia(app, world.adminA.token, sent.body.agreement.file);
    expect(unsigned.status).toBe(200);
    const agent = 'Mozilla/5.0 (Audit Test) Signer/1.0';
    const before = Date.now();
    const res = await app.inject({
      method: 'POST', url: pathOf(sent.body.agreement.sign_url), remoteAddress: '203.0.113.7',
      headers: { 'content-type': 'application/x-www-form-urlencoded', 'user-agent': agent },
      payload: new URLSearchParams({ full_name: 'Grace Hopper', agree: 'on' }).toString(),
    });
    expect(res.statusCode).toBe(200);
    const row = (await app.ctx.db.query('SELECT * FROM agreements WHERE id = $1', [id])).rows[0];
    expect(row).toMatchObject({ signer_name: 'Grace Hopper', signer_ip: '203.0.113.7', signer_user_agent: agent, unsigned_sha256: sha256(unsigned.body) });
    expect(new Date(row.signed_datetime).getTime()).toBeGreaterThanOrEqual(before - 1000);
    const signedPdf = await pdfText((await downloadMedia(app, world.adminA.token, row.file_signed)).body);
    const text = signedPdf.text.replace(/\s+/g, ' ');
    expect(text).toContain('Grace Hopper');
    // §9's one format, with seconds and UTC on the certificate (shared/format/dates.ts).
    expect(text).toContain(`Signed at: ${formatDateTimeUtc(row.signed_datetime, '', { seconds: true })}`);
    expect(text).toContain('203.0.113.7');
    expect(text).toContain(agent);
    expect(text).toContain(sha256(unsigned.body));
  });

  it('the migration hashes the tokens stored before it, so links already sent keep working', async () => {
    const lead = await insertLead(app, world.orgA);
    const sent = await as(world.adminA).post('/api/agreement/', { lead, agreement_type: 0 });
    const db = app.ctx.db;
    // Back to the schema before 006, with a raw token stored as it was then.
    const raw = crypto.randomBytes(32).toString('hex');
    await db.query('DELETE FROM schema_migrations WHERE name LIKE $1', ['%_sign_tokens.sql']);
    await db.query('ALTER TABLE agreements DROP COLUMN unsigned_sha256');
    await db.query('ALTER TABLE agreements RENAME COLUMN sign_token_hash TO sign_token');
    await db.query('UPDATE agreements SET sign_token = $2 WHERE id = $1', [sent.body.agreement.id, raw]);
    const applied = await migrate(db);
    expect(applied.some((name) => name.endsWith('_sign_tokens.sql'))).toBe(true);
    expect(await agreementCells()).not.toContain(raw);
    expect((await app.inject({ method: 'GET', url: `/api/agreement/sign/${raw}/` })).statusCode).toBe(200);
  });

  it('a typed name with a NUL or a lone surrogate is refused as a name, not a server error', async () => {
    const lead = await insertLead(app, world.orgA);
    const sent = await as(world.adminA).post('/api/agreement/', { lead, agreement_type: 0 });
    const path = new URL(sent.body.agreement.sign_url as string).pathname;
    for (const full_name of ['Ada\u0000Lovelace', 'Ada \ud800']) {
      const res = await app.inject({ method: 'POST', url: path, payload: { full_name, agree: true } });
      expect(res.statusCode, JSON.stringify(full_name)).toBe(400);
      expect(res.json()).toEqual({ full_name: [MESSAGES.signerNameRequired] });
    }
    expect((await app.ctx.db.query('SELECT file_signed FROM agreements WHERE id = $1', [sent.body.agreement.id])).rows[0].file_signed).toBeNull();
  });

  it('no authenticated route signs an agreement: a portal session does not make a signature', async () => {
    const lead = await insertLead(app, world.orgA);
    const loi = await as(world.adminA).post('/api/agreement/', { lead, agreement_type: 0 });
    const id = loi.body.agreement.id as number;
    for (const path of [`/api/agreement/${id}/`, `/api/agreement/${id}/sign/`, `/api/agreement/sign/${id}/`]) {
      const res = await as(world.userA).post(path, { full_name: 'Colleague', agree: true });
      expect(res.status, path).toBeGreaterThanOrEqual(400);
    }
    expect((await leadRow(app, lead)).lead_status).toBe(0);
    expect((await app.ctx.db.query('SELECT file_signed FROM agreements WHERE id = $1', [id])).rows[0].file_signed).toBeNull();
  });
});

describe('10. portal resources are managed by super admins', () => {
  it('an organization\'s admin (user type 2 or org admin) can neither publish nor delete; a super admin can', async () => {
    for (const actor of [typedAdminA, world.adminA, world.adminB]) {
      const up = await as(actor).upload('POST', '/api/portal_resource/', { file: SAMPLE.pdf(), name: 'Tenant upload' });
      expect(up.status, actor.email).toBe(403);
    }
    const published = await as(world.superAdmin).upload('POST', '/api/portal_resource/', { file: SAMPLE.pdf(), name: 'Portal playbook' });
    expect(published.status).toBe(201);
    for (const actor of [typedAdminA, world.adminA, world.adminB, world.userA]) {
      expect((await as(actor).delete(`/api/portal_resource/${published.body.id}/`)).status, actor.email).toBe(403);
    }
    expect((await as(world.userB).get('/api/portal_resource/')).body.results.map((r: any) => r.id)).toContain(published.body.id);
    expect((await as(world.superAdmin).delete(`/api/portal_resource/${published.body.id}/`)).status).toBe(200);
  });
});

describe('11. deleting (cancelling) leads', () => {
  const exists = async (id: number) => (await app.ctx.db.query('SELECT 1 FROM leads WHERE id = $1', [id])).rows.length === 1;

  it('a regular user or a type-2 admin cancels only leads assigned to them, and deletes none for good (issue 15)', async () => {
    const colleagues = await insertLead(app, world.orgA, { associatedUserId: colleagueA.id });
    const unassigned = await insertLead(app, world.orgA);
    const cancelled = async (id: number) => (await app.ctx.db.query('SELECT cancelled FROM leads WHERE id = $1', [id])).rows[0]?.cancelled;
    for (const actor of [world.userA, typedAdminA, world.viewerA]) {
      for (const lead of [colleagues, unassigned]) {
        expect((await as(actor).delete(`/api/delete_lead/${lead}/`)).status, actor.email).toBe(403);
        expect((await as(actor).post(`/api/cancel_lead/${lead}/`, { reason: 'x' })).status, actor.email).toBe(403);
      }
    }
    expect(await exists(colleagues)).toBe(true);
    expect(await cancelled(unassigned)).toBe(false);
    for (const actor of [world.userA, typedAdminA, world.viewerA]) {
      const own = await insertLead(app, world.orgA, { associatedUserId: actor.id });
      expect((await as(actor).delete(`/api/delete_lead/${own}/`)).status, actor.email).toBe(403);
      expect((await as(actor).post(`/api/cancel_lead/${own}/`, { reason: 'No response' })).status, actor.email).toBe(200);
      expect(await cancelled(own)).toBe(true);
      expect((await as(actor).post(`/api/restore_lead/${own}/`, {})).status, actor.email).toBe(200);
    }
  });

  it('org admins delete their organization\'s leads, super admins any; other organizations get 404', async () => {
    const a1 = await insertLead(app, world.orgA, { associatedUserId: colleagueA.id });
    const a2 = await insertLead(app, world.orgA);
    expect((await as(world.adminB).delete(`/api/delete_lead/${a1}/`)).status).toBe(404);
    expect((await as(world.adminA).delete(`/api/delete_lead/${a1}/`)).status).toBe(200);
    expect((await as(world.superAdmin).delete(`/api/delete_lead/${a2}/`)).status).toBe(200);
    expect(await exists(a1)).toBe(false);
    expect(await exists(a2)).toBe(false);
  });
});

describe('12. an invite\'s business type', () => {
  it('an org admin cannot set a new organization\'s business type: 400 on business_type, nothing stored', async () => {
    const count = async () => (await app.ctx.db.query('SELECT count(*)::int AS n FROM invites')).rows[0].n;
    const before = await count();
    for (const actor of [world.adminA, world.adminB]) {
      const res = await as(actor).post('/api/invited_users/', { email: `epc-${actor.id}@newco.test`, name: 'Eve', type: 0, business_type: 1, organization_name: 'Sneaky EPC' });
      expect(res.status, actor.email).toBe(400);
      expect(res.body).toEqual({ business_type: [MESSAGES.inviteBusinessTypeSuperAdminsOnly] });
    }
    expect(await count()).toBe(before);
  });

  it('an org admin\'s organization invite creates a sales affiliate, even from an EPC member', async () => {
    for (const [actor, body] of [[world.adminA, { business_type: 0 }], [world.adminB, {}]] as const) {
      const email = `founder-${actor.id}@affiliate.test`;
      const res = await as(actor).post('/api/invited_users/', { email, name: 'Fay', type: 0, organization_name: `Affiliate ${actor.id}`, ...body });
      expect(res.status, actor.email).toBe(201);
      expect(res.body.invite.business_type).toBe(0);
    }
  });

  it('a super admin sets the business type', async () => {
    const res = await as(world.superAdmin).post('/api/invited_users/', { email: 'epc-founder@newco.test', name: 'Eve', type: 0, business_type: 1, organization_name: 'Real EPC' });
    expect(res.status).toBe(201);
    expect(res.body.invite.business_type).toBe(1);
  });

  it('a user invite takes the organization\'s business type whatever is sent', async () => {
    const res = await as(world.adminA).post('/api/invited_users/', { email: 'joiner@a.test', type: 1, business_type: 1 });
    expect(res.status).toBe(201);
    expect(res.body.invite.business_type).toBe(0);
  });
});
