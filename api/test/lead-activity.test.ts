import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { recordActivity } from '../src/domain/activity.js';
import { client, createTestApi, makeUser, makeWorld, SAMPLE, type World } from './harness.js';
import { insertLead } from './documents-fixtures.js';

let app: Awaited<ReturnType<typeof createTestApi>>;
let world: World;
beforeAll(async () => { app = await createTestApi(); world = await makeWorld(app); });
afterAll(async () => app?.cleanup());

const as = (actor: { token: string }) => client(app, actor.token);
const pathOf = (url: string) => url.replace(/^https?:\/\/[^/]+/, '');
const URL_OF = (lead: number, query = '') => `/api/lead_activity/${lead}/${query}`;

/** A lead's timeline through the api (newest first), as [action, actor_name, detail] rows. */
async function timeline(lead: number, actor = world.adminA) {
  const res = await as(actor).get(URL_OF(lead, '?limit=100'));
  expect(res.status).toBe(200);
  return res.body.results as Array<{ id: number; action: string; actor: number | null; actor_name: string | null; detail: Record<string, any>; created: string }>;
}
const actions = async (lead: number) => (await timeline(lead)).map((e) => e.action);

const NEW_LEAD = { name: 'Activity Farms', property: { site_address: '2450 S Cherry Ave, Fresno, CA 93706' }, customer: { first_name: 'Ada', last_name: 'Lovelace', emails: ['ada@farms.test'] } };

describe('what each route records', () => {
  it('creation (a submitted lead; a draft when it is submitted), with the creator as actor', async () => {
    const created = await as(world.userA).post('/api/lead/', NEW_LEAD);
    expect(created.status).toBe(201);
    const entries = await timeline(created.body.id);
    expect(entries).toHaveLength(1);
    expect(entries[0]).toMatchObject({ action: 'created', actor: world.userA.id, actor_name: 'user Tester', lead: created.body.id });
    expect(new Date(entries[0].created).getTime()).toBeGreaterThan(Date.now() - 60_000);

    const draft = await as(world.userA).post('/api/lead/', { ...NEW_LEAD, draft: true });
    await as(world.userA).patch(`/api/update_lead/${draft.body.id}/`, { notes: 'step 3' });
    expect(await actions(draft.body.id)).toEqual([]); // a draft has no timeline yet
    expect((await as(world.userA).post(`/api/submit_lead/${draft.body.id}/`)).status).toBe(200);
    expect(await actions(draft.body.id)).toEqual(['created']);
    await as(world.userA).post(`/api/submit_lead/${draft.body.id}/`); // submitting again changes nothing
    expect(await actions(draft.body.id)).toEqual(['created']);
  });

  it('an admin creating a lead for someone else: created, and the assignee is told once', async () => {
    const created = await as(world.adminA).post('/api/lead/', { ...NEW_LEAD, associated_user: world.userA.id });
    expect(await actions(created.body.id)).toEqual(['created']);
    const { rows } = await app.ctx.db.query('SELECT user_id FROM notifications WHERE kind = $1 AND subject_id = $2', ['lead_assigned', created.body.id]);
    expect(rows.map((r) => r.user_id)).toEqual([world.userA.id]);
  });

  it('edits name the changed fields only (dotted keys), not unchanged ones nor the map zoom', async () => {
    const lead = await insertLead(app, world.orgA, { associatedUserId: world.userA.id });
    const res = await as(world.userA).patch(`/api/update_lead/${lead}/`, {
      name: 'Fresno Cold Storage', // unchanged
      notes: 'Call after 3pm',
      zoom_level: 19,
      customer: { first_name: 'Grace', role: 'Owner' }, // first_name unchanged
      design_data: { epc_cost: 500000 },
      upgrades: 'LED lighting',
    });
    expect(res.status).toBe(200);
    const [edit] = await timeline(lead);
    expect(edit).toMatchObject({ action: 'edited', actor: world.userA.id });
    expect(edit.detail.fields.sort()).toEqual(['customer.role', 'design_data.epc_cost', 'intake.upgrades', 'notes']);

    // Nothing changed: nothing recorded.
    await as(world.userA).patch(`/api/update_lead/${lead}/`, { notes: 'Call after 3pm', zoom_level: 12 });
    expect(await actions(lead)).toEqual(['edited']);
  });

  it('a scheduled site survey: edited and the stage reached', async () => {
    const lead = await insertLead(app, world.orgA, { associatedUserId: world.userA.id });
    await as(world.userA).patch(`/api/update_lead/${lead}/`, { design_data: { survey_scheduled_date: new Date(Date.now() + 86_400_000).toISOString().slice(0, 10) } });
    const entries = await timeline(lead);
    expect(entries.map((e) => e.action)).toEqual(['stage_reached', 'edited']);
    expect(entries[0].detail).toEqual({ stage: 4 });
    expect(entries[1].detail.fields).toEqual(['design_data.survey_scheduled_date']);
  });

  it('reassigning names both people and tells the new assignee (once)', async () => {
    const lead = await insertLead(app, world.orgA, { associatedUserId: world.userA.id });
    const other = await makeUser(app, { email: 'second@a.test', organizationId: world.orgA, first: 'Second', last: 'Rep' });
    expect((await as(world.adminA).patch(`/api/update_lead/${lead}/`, { associated_user: other.id })).status).toBe(200);
    const [entry] = await timeline(lead);
    expect(entry).toMatchObject({ action: 'reassigned', actor_name: 'admin Tester', detail: { from_user: 'user Tester', to_user: 'Second Rep' } });
    const { rows } = await app.ctx.db.query('SELECT user_id FROM notifications WHERE kind = $1 AND subject_id = $2', ['lead_assigned', lead]);
    expect(rows.map((r) => r.user_id)).toEqual([other.id]);
    // Unassigning: to nobody, and nobody told.
    await as(world.adminA).patch(`/api/update_lead/${lead}/`, { associated_user: null });
    expect((await timeline(lead))[0]).toMatchObject({ action: 'reassigned', detail: { from_user: 'Second Rep', to_user: null } });
  });

  it('the system image: replaced and removed', async () => {
    const lead = await insertLead(app, world.orgA, { associatedUserId: world.userA.id });
    expect((await as(world.userA).upload('PATCH', `/api/update_lead/${lead}/`, { system_image: SAMPLE.png() })).status).toBe(200);
    expect((await as(world.userA).patch(`/api/update_lead/${lead}/`, { system_image: null })).status).toBe(200);
    await as(world.userA).patch(`/api/update_lead/${lead}/`, { system_image: null }); // nothing to remove
    expect(await actions(lead)).toEqual(['image_removed', 'image_replaced']);
  });

  it('files uploaded and deleted, with their names; a utility bill reaches stage 2', async () => {
    const lead = await insertLead(app, world.orgA, { associatedUserId: world.userA.id });
    const bill = await as(world.userA).upload('PUT', '/api/utility_bill_upload/', { file: SAMPLE.pdf(), lead_pk: lead });
    expect(bill.status).toBe(200);
    await as(world.userA).upload('PUT', '/api/additional_file_upload/', { file: SAMPLE.csv(), lead_pk: lead });
    expect((await as(world.userA).delete(`/api/delete_utility_bill/${bill.body.id}/`)).status).toBe(200);
    const entries = await timeline(lead);
    expect(entries.map((e) => [e.action, e.detail.file_name ?? e.detail.stage])).toEqual([
      ['file_deleted', 'bill.pdf'], ['file_uploaded', 'addresses.csv'], ['stage_reached', 2], ['file_uploaded', 'bill.pdf'],
    ]);
    expect(entries[3].detail).toMatchObject({ kind: 'utility_bill', file_id: bill.body.id });
    // A file uploaded before its lead exists (the wizard) is not on any timeline.
    expect((await as(world.userA).upload('PUT', '/api/additional_file_upload/', { file: SAMPLE.csv() })).status).toBe(200);
  });

  it('proposals and quotes: created, then generated by the requester, who is notified once', async () => {
    const lead = await insertLead(app, world.orgA, { associatedUserId: world.userA.id });
    const proposal = await as(world.userA).post('/api/proposal/', { lead, proposal_type: 0 });
    expect(proposal.status).toBe(201);
    await app.ctx.jobs.drain();
    const quote = await as(world.userA).post('/api/quote/', { lead });
    await as(world.userA).post('/api/generate_quote/', { quote_pk: quote.body.id });
    await app.ctx.jobs.drain();
    const entries = await timeline(lead);
    expect(entries.map((e) => [e.action, e.actor_name])).toEqual([
      ['quote_generated', 'user Tester'], ['quote_created', 'user Tester'],
      ['stage_reached', 'user Tester'], ['proposal_generated', 'user Tester'], ['proposal_created', 'user Tester'],
    ]);
    expect(entries[3].detail).toEqual({ document_id: proposal.body.id, document_type: 'Marketing' });
    expect(entries[0].detail).toEqual({ document_id: quote.body.id, pace: false });
    const { rows } = await app.ctx.db.query('SELECT kind, user_id FROM notifications WHERE subject_id = ANY($1::int[]) AND kind IN ($2, $3) ORDER BY kind',
      [[proposal.body.id, quote.body.id], 'proposal_generated', 'quote_generated']);
    expect(rows).toEqual([{ kind: 'proposal_generated', user_id: world.userA.id }, { kind: 'quote_generated', user_id: world.userA.id }]);
  });

  it('a customization request says so, and an admin unlocking the proposals is recorded', async () => {
    const lead = await insertLead(app, world.orgA, { associatedUserId: world.userA.id });
    const proposal = await as(world.userA).post('/api/proposal/', { lead, proposal_type: 1, need_customization: true });
    expect(proposal.status).toBe(201);
    expect((await timeline(lead))[0]).toMatchObject({ action: 'proposal_created', actor_name: 'user Tester', detail: { document_id: proposal.body.id, customization: true } });
    expect((await as(world.adminA).post('/api/unlock_proposal/', { lead_id: lead })).status).toBe(200);
    expect((await timeline(lead))[0]).toMatchObject({ action: 'proposals_unlocked', actor: world.adminA.id });
  });

  it('a PACE quote says so', async () => {
    const lead = await insertLead(app, world.orgA, { associatedUserId: world.userA.id });
    const quote = await as(world.userA).post('/api/quote/', { lead, quote_type: 'pace', program: 'CSCDA' });
    expect(quote.status).toBe(201);
    expect((await timeline(lead))[0]).toMatchObject({ action: 'quote_created', detail: { pace: true } });
  });

  it('agreements: sent and resent by the rep, signed by the customer (no actor, the signer\'s name)', async () => {
    const lead = await insertLead(app, world.orgA, { associatedUserId: world.userA.id });
    const sent = await as(world.adminA).post('/api/agreement/', { lead, agreement_type: 0 });
    expect(sent.status).toBe(201);
    const resent = await as(world.adminA).post(`/api/agreement/${sent.body.agreement.id}/resend/`);
    expect(resent.status).toBe(200);
    const signed = await client(app).post(pathOf(resent.body.agreement.sign_url), { full_name: 'Grace Hopper', agree: true });
    expect(signed.status).toBe(200);
    const entries = await timeline(lead);
    const byAction = Object.fromEntries(entries.map((e) => [e.action, e]));
    expect(byAction.agreement_sent).toMatchObject({ actor: world.adminA.id, detail: { document_id: sent.body.agreement.id, document_type: 'LOI', recipient: 'Grace Hopper' } });
    expect(byAction.agreement_resent).toMatchObject({ actor: world.adminA.id });
    expect(byAction.agreement_signed).toMatchObject({ actor: null, actor_name: null, detail: { document_id: sent.body.agreement.id, signer_name: 'Grace Hopper' } });
    expect(entries[0].action).toBe('agreement_signed');
    const { rows } = await app.ctx.db.query('SELECT user_id FROM notifications WHERE kind = $1 AND subject_id = $2 ORDER BY user_id', ['agreement_signed', sent.body.agreement.id]);
    expect(rows.map((r) => r.user_id)).toEqual([world.adminA.id, world.userA.id].sort((a, b) => a - b));
  });
});

describe('cancelling and restoring a lead', () => {
  it('records the reason, then the restore', async () => {
    const lead = await insertLead(app, world.orgA, { associatedUserId: world.userA.id });
    expect((await as(world.userA).post(`/api/cancel_lead/${lead}/`, { reason: 'Went with a competitor' })).status).toBe(200);
    expect((await as(world.userA).post(`/api/restore_lead/${lead}/`)).status).toBe(200);
    const entries = await timeline(lead);
    expect(entries.map((e) => [e.action, e.actor])).toEqual([['restored', world.userA.id], ['cancelled', world.userA.id]]);
    expect(entries[1].detail).toEqual({ reason: 'Went with a competitor' });
  });
});

describe('voiding an agreement', () => {
  it('records who voided which agreement', async () => {
    const lead = await insertLead(app, world.orgA, { associatedUserId: world.userA.id });
    const sent = await as(world.adminA).post('/api/agreement/', { lead, agreement_type: 0 });
    expect((await as(world.adminA).post(`/api/agreement/${sent.body.agreement.id}/void/`)).status).toBe(200);
    expect((await timeline(lead))[0]).toMatchObject({ action: 'agreement_voided', actor: world.adminA.id, detail: { document_id: sent.body.agreement.id, document_type: 'LOI' } });
  });
});

describe('the customer viewing the signing page', () => {
  it('records the first view of a live link only (not reloads, not staff previews), and notifies once', async () => {
    const lead = await insertLead(app, world.orgA, { associatedUserId: world.userA.id });
    const sent = await as(world.adminA).post('/api/agreement/', { lead, agreement_type: 0 });
    const url = pathOf(sent.body.agreement.sign_url);
    // A member of the organization previewing it does not count.
    expect((await app.inject({ method: 'GET', url, headers: { authorization: `Token ${world.adminA.token}` } })).statusCode).toBe(200);
    expect(await actions(lead)).toEqual(['agreement_sent']);
    for (let i = 0; i < 3; i++) expect((await app.inject({ method: 'GET', url })).statusCode).toBe(200);
    const entries = await timeline(lead);
    expect(entries.map((e) => e.action)).toEqual(['agreement_viewed', 'agreement_sent']);
    expect(entries[0]).toMatchObject({ actor: null, actor_name: null, detail: { document_id: sent.body.agreement.id, document_type: 'LOI', recipient: 'Grace Hopper' } });
    const { rows } = await app.ctx.db.query('SELECT user_id FROM notifications WHERE kind = $1 AND subject_id = $2', ['agreement_viewed', sent.body.agreement.id]);
    expect(rows.map((r) => r.user_id).sort()).toEqual([world.adminA.id, world.userA.id].sort((a, b) => a - b));
  });
});

describe('reading a timeline', () => {
  it('is refused for another organization\'s lead (404 like an unknown one), and needs a sign-in', async () => {
    const lead = await insertLead(app, world.orgA, { associatedUserId: world.userA.id });
    expect((await as(world.userB).get(URL_OF(lead))).status).toBe(404);
    expect((await as(world.adminB).get(URL_OF(lead))).status).toBe(404);
    expect((await as(world.userB).get(URL_OF(999_999))).status).toBe(404);
    expect((await client(app).get(URL_OF(lead))).status).toBe(401);
    expect((await as(world.viewerA).get(URL_OF(lead))).status).toBe(200);
    expect((await as(world.superAdmin).get(URL_OF(lead))).status).toBe(200);
  });

  it('pages newest first; bad page or limit is a 400 with a message', async () => {
    const lead = await insertLead(app, world.orgA, { associatedUserId: world.userA.id });
    await app.ctx.db.transaction(async (tx) => {
      for (let i = 0; i < 5; i++) await recordActivity(tx, { leadId: lead, actor: null, action: 'edited', detail: { fields: [`notes${i}`] } });
    });
    const first = await as(world.userA).get(URL_OF(lead, '?limit=2'));
    expect(first.body).toMatchObject({ page: 1, limit: 2, count: 5 });
    expect(first.body.results.map((e: any) => e.detail.fields[0])).toEqual(['notes4', 'notes3']);
    const third = await as(world.userA).get(URL_OF(lead, '?limit=2&page=3'));
    expect(third.body.results.map((e: any) => e.detail.fields[0])).toEqual(['notes0']);
    expect((await as(world.userA).get(URL_OF(lead, '?limit=2&page=9'))).body.results).toEqual([]);
    for (const bad of ['?page=0', '?page=abc', '?limit=0', '?limit=501', '?limit=-1', '?page=1e9']) {
      const res = await as(world.userA).get(URL_OF(lead, bad));
      expect(res.status, bad).toBe(400);
      expect(JSON.stringify(res.body), bad).toMatch(/page|limit/);
    }
    expect((await as(world.userA).get('/api/lead_activity/abc/')).status).toBe(400);
  });

  it('keeps the actor\'s name after the user is deleted', async () => {
    const lead = await insertLead(app, world.orgA);
    const temp = await makeUser(app, { email: 'temp@a.test', organizationId: world.orgA, first: 'Tem', last: 'Porary' });
    await app.ctx.db.transaction((tx) => recordActivity(tx, { leadId: lead, actor: { id: temp.id }, action: 'edited', detail: { fields: ['notes'] } }));
    await app.ctx.db.query('DELETE FROM auth_tokens WHERE user_id = $1', [temp.id]);
    await app.ctx.db.query('DELETE FROM users WHERE id = $1', [temp.id]);
    expect((await timeline(lead))[0]).toMatchObject({ actor: null, actor_name: 'Tem Porary' });
  });

  it('an entry is news on the live events feed, in the same transaction', async () => {
    const lead = await insertLead(app, world.orgA);
    await app.ctx.db.transaction((tx) => recordActivity(tx, { leadId: lead, actor: null, action: 'restored' }));
    const { rows } = await app.ctx.db.query("SELECT kind FROM events WHERE topic = 'lead' AND subject_id = $1", [lead]);
    expect(rows.map((r) => r.kind)).toContain('lead_activity');
  });

  it('cascades with its lead', async () => {
    const lead = await insertLead(app, world.orgA);
    await app.ctx.db.transaction((tx) => recordActivity(tx, { leadId: lead, actor: null, action: 'cancelled', detail: { reason: 'Went with a competitor' } }));
    await app.ctx.db.query('DELETE FROM leads WHERE id = $1', [lead]);
    expect((await app.ctx.db.query('SELECT 1 FROM lead_activity WHERE lead_id = $1', [lead])).rows).toEqual([]);
  });
});
