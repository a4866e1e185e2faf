/**
 * Issue 26, item 18: the handoff after the sale — the checklist's rules, who reaches a handed-off
 * lead and through what, revoking. The scoping matrix (scoping-matrix.test.ts) checks that every
 * other route keeps answering the EPC's users 404.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { client, createTestApi, makeOrganization, makeUser, makeWorld, type Actor, type World } from './harness.js';
import { insertLead } from './documents-fixtures.js';
import { HANDOFF_STEPS, HANDOFF_TEXTS } from '../src/domain/handoff.js';

let app: Awaited<ReturnType<typeof createTestApi>>;
let world: World;
let epcOrg: number;
let epcUser: Actor;
let epcAdmin: Actor;
let epcViewer: Actor;
let salesOrg2: number;
beforeAll(async () => {
  app = await createTestApi();
  world = await makeWorld(app); // orgB ('Bright EPC') is an EPC organization too: the one not handed to
  epcOrg = await makeOrganization(app, 'Volt Builders EPC', 1);
  salesOrg2 = await makeOrganization(app, 'Another Sales Org', 0);
  epcUser = await makeUser(app, { email: 'crew@volt.test', organizationId: epcOrg, first: 'Pat', last: 'Crew' });
  epcAdmin = await makeUser(app, { email: 'boss@volt.test', organizationId: epcOrg, membershipType: 1 });
  epcViewer = await makeUser(app, { email: 'viewer@volt.test', organizationId: epcOrg, userType: 1 });
});
afterAll(async () => app?.cleanup());

const as = (actor: { token: string }) => client(app, actor.token);
const pathOf = (url: string) => url.replace(/^https?:\/\/[^/]+/, '');
const today = () => new Date().toISOString().slice(0, 10);

/** A test hook: a Clean Energy PPA the customer signed, written directly (the real signing is checked once below). */
async function signedPpa(lead: number, organizationId = world.orgA) {
  await app.ctx.db.query(
    `INSERT INTO agreements (lead_id, organization_id, agreement_type, sign_token_hash, file_signed, signed_datetime, signer_name)
     VALUES ($1, $2, 1, md5(random()::text), 'agreements/test-signed.pdf', now(), 'Grace Hopper')`, [lead, organizationId]);
}
async function handedLead() {
  const lead = await insertLead(app, world.orgA, { associatedUserId: world.userA.id, customer: { first_name: 'Grace', last_name: 'Hopper', emails: ['grace@coldstorage.test'], phone_numbers: ['+15595550142'] } });
  await signedPpa(lead);
  const res = await as(world.adminA).post(`/api/handoff/${lead}/hand_off/`, { epc_organization: epcOrg });
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return lead;
}

describe('handoff: before the PPA is signed', () => {
  it('the seller sees an empty checklist that is not ready; the EPC sees nothing; nothing can be worked or handed off', async () => {
    const lead = await insertLead(app, world.orgA);
    const seen = await as(world.userA).get(`/api/handoff/${lead}/`);
    expect(seen.status).toBe(200);
    expect(seen.body).toMatchObject({ lead, ready: false, epc_organization: null, can_work: false, can_hand_off: false, progress: { done: 0, total: 5 } });
    expect(seen.body.steps.map((s: any) => s.step)).toEqual([...HANDOFF_STEPS]);
    expect(seen.body.steps.map((s: any) => s.label)).toEqual(HANDOFF_STEPS.map((s) => HANDOFF_TEXTS.steps[s]));
    expect(seen.body.packet.documents).toEqual([]);
    const handOff = await as(world.adminA).post(`/api/handoff/${lead}/hand_off/`, { epc_organization: epcOrg });
    expect(handOff.status).toBe(409);
    expect(handOff.body.detail).toBe(HANDOFF_TEXTS.notReady);
    expect((await as(world.userA).patch(`/api/handoff/${lead}/steps/permits/`, { done_date: today() })).status).toBe(409);
    for (const actor of [epcUser, epcAdmin, world.userB, world.adminB]) expect((await as(actor).get(`/api/handoff/${lead}/`)).status).toBe(404);
  });
});

describe('handoff: a signed PPA opens the checklist', () => {
  it('a signed PPA makes it ready (an unsigned or voided one does not); the org admin hands it to an EPC organization', async () => {
    const lead = await insertLead(app, world.orgA, { associatedUserId: world.userA.id });
    // Sent but unsigned, or signed and voided: not ready. (The real signing route is covered by agreements.test.ts,
    // which raises the lead to stage 6 from the same row; here the row is written directly.)
    await app.ctx.db.query(`INSERT INTO agreements (lead_id, organization_id, agreement_type, sign_token_hash) VALUES ($1, $2, 1, md5(random()::text))`, [lead, world.orgA]);
    expect((await as(world.userA).get(`/api/handoff/${lead}/`)).body.ready).toBe(false);
    await app.ctx.db.query(`INSERT INTO agreements (lead_id, organization_id, agreement_type, sign_token_hash, file_signed, signed_datetime, signer_name, voided_at)
      VALUES ($1, $2, 1, md5(random()::text), 'x.pdf', now(), 'Old Signer', now())`, [lead, world.orgA]);
    // An LOI signed is not a PPA.
    await app.ctx.db.query(`INSERT INTO agreements (lead_id, organization_id, agreement_type, sign_token_hash, file_signed, signed_datetime, signer_name)
      VALUES ($1, $2, 0, md5(random()::text), 'loi.pdf', now(), 'Grace Hopper')`, [lead, world.orgA]);
    expect((await as(world.userA).get(`/api/handoff/${lead}/`)).body.ready).toBe(false);
    const pdf = await app.ctx.media.saveBuffer(app.ctx.db, 'agreement-test-signed.pdf', 'application/pdf', Buffer.from('%PDF-1.4\n%%EOF\n'), { organizationId: world.orgA, visibility: 'organization', folder: 'agreements' });
    await app.ctx.db.query(`INSERT INTO agreements (lead_id, organization_id, agreement_type, sign_token_hash, file_signed, signed_datetime, signer_name)
      VALUES ($1, $2, 1, md5(random()::text), $3, now(), 'Grace Hopper')`, [lead, world.orgA, pdf]);
    const ready = await as(world.adminA).get(`/api/handoff/${lead}/`);
    expect(ready.body).toMatchObject({ ready: true, key: 'customer_signed', can_work: true, can_hand_off: true, epc_organization: null });
    expect(ready.body.ppa.signer_name).toBe('Grace Hopper');
    // The regular user works the checklist but does not hand off.
    expect((await as(world.userA).get(`/api/handoff/${lead}/`)).body).toMatchObject({ can_work: true, can_hand_off: false });

    const orgs = await as(world.adminA).get('/api/handoff_epc_organizations/');
    expect(orgs.status).toBe(200);
    const ids = orgs.body.results.map((o: any) => o.id);
    expect(ids).toContain(epcOrg);
    expect(ids).toContain(world.orgB);
    expect(ids).not.toContain(world.orgA);
    expect(ids).not.toContain(salesOrg2);
    expect((await as(world.userA).get('/api/handoff_epc_organizations/')).status).toBe(403);

    expect((await as(world.userA).post(`/api/handoff/${lead}/hand_off/`, { epc_organization: epcOrg })).status).toBe(403);
    expect((await as(world.viewerA).post(`/api/handoff/${lead}/hand_off/`, { epc_organization: epcOrg })).status).toBe(403);
    expect((await as(world.adminB).post(`/api/handoff/${lead}/hand_off/`, { epc_organization: epcOrg })).status).toBe(404);
    const handed = await as(world.adminA).post(`/api/handoff/${lead}/hand_off/`, { epc_organization: epcOrg });
    expect(handed.status).toBe(200);
    expect(handed.body.detail).toBe(HANDOFF_TEXTS.handedOff('Volt Builders EPC'));
    expect(handed.body.handoff.epc_organization).toEqual({ id: epcOrg, name: 'Volt Builders EPC' });
    // Again to the same organization: 409; nothing doubled.
    expect((await as(world.adminA).post(`/api/handoff/${lead}/hand_off/`, { epc_organization: epcOrg })).status).toBe(409);

    // The EPC's users read the packet: contact, site, system, the signed PPA (a working link).
    const epcView = await as(epcUser).get(`/api/handoff/${lead}/`);
    expect(epcView.status).toBe(200);
    expect(epcView.body).toMatchObject({ viewer_side: 'epc', can_work: true, can_hand_off: false, lead_name: 'Fresno Cold Storage' });
    expect(epcView.body.packet.customer).toMatchObject({ name: 'Grace Hopper', email: 'grace@coldstorage.test' });
    expect(epcView.body.packet.site.address).toBe('2450 S Cherry Ave, Fresno, CA 93706');
    expect(epcView.body.packet.system.size_kw).toBe(250);
    // The signed PPA and the signed LOI (not the voided one), with working links.
    expect(epcView.body.packet.documents.map((d: any) => d.type).sort()).toEqual(['Clean Energy PPA', 'LOI']);
    const doc = epcView.body.packet.documents.find((d: any) => d.type === 'Clean Energy PPA');
    expect(doc).toMatchObject({ signer_name: 'Grace Hopper' });
    const file = await app.inject({ method: 'GET', url: pathOf(doc.url) });
    expect(file.statusCode).toBe(200);
    expect(file.rawPayload.subarray(0, 4).toString()).toBe('%PDF');
    // Nothing of the sale's pricing in the packet.
    expect(JSON.stringify(epcView.body)).not.toMatch(/epc_price|ppa_rate|avoided_cost/);

    // The EPC admin heard of it.
    const bell = await as(epcAdmin).get('/api/notifications/');
    expect(bell.body.results.map((n: any) => n.title)).toContain(HANDOFF_TEXTS.notifyHanded('Fresno Cold Storage'));
  });

  it('the EPC ticks a step done with a date; the seller sees the progress, the timeline and the bell', async () => {
    const lead = await handedLead();
    const done = await as(epcUser).patch(`/api/handoff/${lead}/steps/permits/`, { done_date: today(), note: 'City permit #B-2291', owner: epcUser.id });
    expect(done.status, JSON.stringify(done.body)).toBe(200);
    expect(done.body.handoff.progress).toEqual({ done: 1, total: 5 });
    const seller = await as(world.userA).get(`/api/handoff/${lead}/`);
    const permits = seller.body.steps.find((s: any) => s.step === 'permits');
    expect(permits).toMatchObject({ done_date: today(), note: 'City permit #B-2291', owner: { id: epcUser.id, name: 'Pat Crew' }, updated_by_name: 'Pat Crew' });
    expect(seller.body.progress).toEqual({ done: 1, total: 5 });
    // Only the fields sent change.
    await as(world.userA).patch(`/api/handoff/${lead}/steps/permits/`, { due_date: '2027-01-15' });
    const after = (await as(epcUser).get(`/api/handoff/${lead}/`)).body.steps.find((s: any) => s.step === 'permits');
    expect(after).toMatchObject({ done_date: today(), due_date: '2027-01-15', note: 'City permit #B-2291', owner: { id: epcUser.id } });

    const timeline = await as(world.userA).get(`/api/lead_activity/${lead}/`);
    const actions = timeline.body.results.map((e: any) => e.action);
    expect(actions).toContain('handed_off');
    expect(actions).toContain('handoff_step_updated');
    const stepEntry = timeline.body.results.find((e: any) => e.action === 'handoff_step_updated' && e.detail.done);
    expect(stepEntry).toMatchObject({ actor_name: 'Pat Crew', detail: { step: 'permits' } });
    // The assignee hears the step is done (the EPC user who did it does not).
    const bell = await as(world.userA).get('/api/notifications/');
    expect(bell.body.results.map((n: any) => n.title)).toContain(HANDOFF_TEXTS.notifyStepDone(HANDOFF_TEXTS.steps.permits));
    const own = await as(epcUser).get('/api/notifications/');
    expect(own.body.results.map((n: any) => n.title)).not.toContain(HANDOFF_TEXTS.notifyStepDone(HANDOFF_TEXTS.steps.permits));
    // Undo: null clears the done date.
    const undone = await as(epcUser).patch(`/api/handoff/${lead}/steps/permits/`, { done_date: null });
    expect(undone.body.handoff.progress.done).toBe(0);
  });

  it('refuses bad input with 400 naming the field, never 500', async () => {
    const lead = await handedLead();
    const otherOrgUser = await as(epcUser).patch(`/api/handoff/${lead}/steps/pto/`, { owner: world.userB.id });
    expect(otherOrgUser.status).toBe(400);
    expect(otherOrgUser.body.owner).toEqual([HANDOFF_TEXTS.badOwner]);
    expect((await as(epcUser).patch(`/api/handoff/${lead}/steps/pto/`, { owner: 999_999 })).body.owner).toEqual([HANDOFF_TEXTS.badOwner]);
    const future = await as(epcUser).patch(`/api/handoff/${lead}/steps/pto/`, { done_date: '2099-01-01' });
    expect(future.status).toBe(400);
    expect(future.body.done_date).toEqual([HANDOFF_TEXTS.doneInFuture]);
    expect((await as(epcUser).patch(`/api/handoff/${lead}/steps/pto/`, { due_date: '1800-01-01' })).body.due_date).toEqual([HANDOFF_TEXTS.badYear]);
    const cases: Array<[string, unknown, string]> = [
      ['pto', { done_date: '2026-02-30' }, 'done_date'],
      ['pto', { done_date: 'yesterday' }, 'done_date'],
      ['pto', { due_date: 20270101 }, 'due_date'],
      ['pto', { note: 'x'.repeat(2001) }, 'note'],
      ['pto', { note: 'a\u0000b' }, 'note'],
      ['pto', { owner: 2 ** 31 }, 'owner'],
      ['pto', { owner: 'me' }, 'owner'],
      ['pto', { lead_status: 0 }, 'lead_status'],
    ];
    for (const [step, body, field] of cases) {
      const res = await as(epcUser).patch(`/api/handoff/${lead}/steps/${step}/`, body);
      expect(res.status, JSON.stringify(body)).toBe(400);
      expect(JSON.stringify(res.body), JSON.stringify(body)).toContain(field);
    }
    expect((await as(epcUser).patch(`/api/handoff/${lead}/steps/pto/`, {})).status).toBe(400);
    expect((await as(epcUser).patch(`/api/handoff/${lead}/steps/roof/`, { note: 'x' })).status).toBe(400);
    for (const id of ['0', '2147483648', 'abc', '-1']) expect([400, 404]).toContain((await as(epcUser).get(`/api/handoff/${id}/`)).status);
    // Handing off: not an EPC organization, a missing one, the lead's own.
    const lead2 = await insertLead(app, world.orgA);
    await signedPpa(lead2);
    for (const target of [salesOrg2, 999_999]) {
      const res = await as(world.adminA).post(`/api/handoff/${lead2}/hand_off/`, { epc_organization: target });
      expect(res.status).toBe(400);
      expect(res.body.epc_organization).toEqual([HANDOFF_TEXTS.notEpc]);
    }
    const epcOwnLead = await insertLead(app, epcOrg);
    await signedPpa(epcOwnLead, epcOrg);
    const own = await as(epcAdmin).post(`/api/handoff/${epcOwnLead}/hand_off/`, { epc_organization: epcOrg });
    expect(own.body.epc_organization).toEqual([HANDOFF_TEXTS.ownOrganization]);
    expect((await as(world.adminA).post(`/api/handoff/${lead2}/hand_off/`, { epc_organization: 'x' })).status).toBe(400);
    expect((await as(world.adminA).post(`/api/handoff/${lead2}/hand_off/`, {})).status).toBe(400);
  });

  it('the EPC cannot change the sale, hand off, revoke or reach anything else; a viewer admin works only their own step', async () => {
    const lead = await handedLead();
    for (const actor of [epcUser, epcAdmin]) {
      expect((await as(actor).post(`/api/handoff/${lead}/hand_off/`, { epc_organization: world.orgB })).status).toBe(403);
      expect((await as(actor).post(`/api/handoff/${lead}/revoke/`, {})).status).toBe(403);
      expect((await as(actor).get(`/api/lead/${lead}/`)).status).toBe(404);
      expect((await as(actor).patch(`/api/update_lead/${lead}/`, { notes: 'x' })).status).toBe(404);
      expect((await as(actor).get(`/api/lead_activity/${lead}/`)).status).toBe(404);
    }
    // The other EPC organization and another sales organization's users: 404 on the handoff too.
    for (const actor of [world.userB, world.adminB]) {
      expect((await as(actor).get(`/api/handoff/${lead}/`)).status).toBe(404);
      expect((await as(actor).patch(`/api/handoff/${lead}/steps/permits/`, { note: 'x' })).status).toBe(404);
    }
    // A viewer admin of the EPC: 403 on a step someone else owns (or nobody), their own step is fine.
    expect((await as(epcViewer).patch(`/api/handoff/${lead}/steps/site_survey/`, { note: 'x' })).status).toBe(403);
    expect((await as(epcAdmin).patch(`/api/handoff/${lead}/steps/site_survey/`, { owner: epcViewer.id })).status).toBe(200);
    expect((await as(epcViewer).patch(`/api/handoff/${lead}/steps/site_survey/`, { done_date: today() })).status).toBe(200);
    // The seller's viewer admin on a lead that is not theirs: 403 (canChange).
    expect((await as(world.viewerA).patch(`/api/handoff/${lead}/steps/permits/`, { note: 'x' })).status).toBe(403);
  });

  it('lists the leads handed to us, for our organization only', async () => {
    const lead = await handedLead();
    const ours = await as(epcUser).get('/api/handoffs/');
    expect(ours.status).toBe(200);
    const row = ours.body.results.find((r: any) => r.lead === lead);
    expect(row).toMatchObject({ lead_name: 'Fresno Cold Storage', seller_organization: 'Sunrise Affiliates', progress: { done: 0, total: 5 } });
    for (const actor of [world.userB, world.adminB, world.userA]) {
      const other = await as(actor).get('/api/handoffs/');
      expect(other.body.results.map((r: any) => r.lead)).not.toContain(lead);
    }
    expect((await as(world.superAdmin).get('/api/handoffs/?limit=100')).body.results.map((r: any) => r.lead)).toContain(lead);
    expect((await as(epcUser).get('/api/handoffs/?limit=1000')).status).toBe(400);
  });

  it('revoking ends the EPC access at once (404 everywhere), keeps the checklist, and tells the EPC', async () => {
    const lead = await handedLead();
    await as(epcAdmin).patch(`/api/handoff/${lead}/steps/permits/`, { owner: epcUser.id, done_date: today() });
    expect((await as(world.userA).post(`/api/handoff/${lead}/revoke/`, {})).status).toBe(403);
    const revoked = await as(world.adminA).post(`/api/handoff/${lead}/revoke/`, {});
    expect(revoked.status).toBe(200);
    expect(revoked.body.detail).toBe(HANDOFF_TEXTS.revoked);
    expect(revoked.body.handoff.epc_organization).toBeNull();
    const permits = revoked.body.handoff.steps.find((s: any) => s.step === 'permits');
    expect(permits).toMatchObject({ done_date: today(), owner: null }); // kept; the EPC's owner cleared
    for (const actor of [epcUser, epcAdmin]) {
      expect((await as(actor).get(`/api/handoff/${lead}/`)).status).toBe(404);
      expect((await as(actor).patch(`/api/handoff/${lead}/steps/pto/`, { note: 'x' })).status).toBe(404);
      expect((await as(actor).get('/api/handoffs/')).body.results.map((r: any) => r.lead)).not.toContain(lead);
    }
    expect((await as(world.adminA).post(`/api/handoff/${lead}/revoke/`, {})).status).toBe(409);
    const bell = await as(epcAdmin).get('/api/notifications/');
    expect(bell.body.results.map((n: any) => n.title)).toContain(HANDOFF_TEXTS.notifyRevoked('Fresno Cold Storage'));
    const timeline = await as(world.userA).get(`/api/lead_activity/${lead}/`);
    expect(timeline.body.results.map((e: any) => e.action)).toContain('handoff_revoked');
    // Handed again, the access returns.
    expect((await as(world.adminA).post(`/api/handoff/${lead}/hand_off/`, { epc_organization: epcOrg })).status).toBe(200);
    expect((await as(epcUser).get(`/api/handoff/${lead}/`)).status).toBe(200);
  });

  it('handing to another EPC organization moves the access; a voided PPA or a cancelled lead stops the work', async () => {
    const lead = await handedLead();
    const moved = await as(world.adminA).post(`/api/handoff/${lead}/hand_off/`, { epc_organization: world.orgB });
    expect(moved.status).toBe(200);
    expect((await as(epcUser).get(`/api/handoff/${lead}/`)).status).toBe(404);
    expect((await as(world.userB).get(`/api/handoff/${lead}/`)).status).toBe(200);
    // Cancelled: the checklist is read-only (409), revoking still works.
    expect((await as(world.userA).post(`/api/cancel_lead/${lead}/`, { reason: 'Not interested' })).status).toBe(200);
    expect((await as(world.userB).patch(`/api/handoff/${lead}/steps/pto/`, { note: 'x' })).status).toBe(409);
    expect((await as(world.userB).get(`/api/handoff/${lead}/`)).body.can_work).toBe(false);
    expect((await as(world.adminA).post(`/api/handoff/${lead}/revoke/`, {})).status).toBe(200);
    // A voided PPA: the EPC loses the lead.
    const lead2 = await handedLead();
    await app.ctx.db.query('UPDATE agreements SET voided_at = now() WHERE lead_id = $1', [lead2]);
    expect((await as(epcUser).get(`/api/handoff/${lead2}/`)).status).toBe(404);
  });
});
