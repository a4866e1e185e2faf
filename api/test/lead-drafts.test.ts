import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DRAFT_RETENTION_DAYS, purgeAbandonedDrafts } from '../src/domain/lead-drafts.js';
import { client, createTestApi, makeUser, makeWorld, type World } from './harness.js';

/** Issue 12, drafts: the wizard's unfinished leads stay out of every list and total until submitted. */
let app: Awaited<ReturnType<typeof createTestApi>>;
let world: World;
beforeAll(async () => { app = await createTestApi(); world = await makeWorld(app); });
afterAll(async () => app?.cleanup());

const as = (token: string) => client(app, token);
const property = { site_address: '735 Anacapa St, Santa Barbara, CA 93101', rooftop_solar_capacity: 40, solar_cost: 100_000 };
const createDraft = async (token: string, name: string, extra: Record<string, unknown> = {}) => {
  const res = await as(token).post('/api/lead/', { name, property, draft: true, ...extra });
  expect(res.status, JSON.stringify(res.body)).toBe(201);
  return res.body;
};
const listed = async (token: string) => ((await as(token).get('/api/leads/?limit=100')).body.results as { id: number }[]).map((r) => r.id);
const mapped = async (token: string) => ((await as(token).get('/api/lead_locations/')).body as { id: number }[]).map((r) => r.id);
const summary = async (token: string, query = '') => (await as(token).get(`/api/leads_summary/${query}`)).body;

describe('draft leads (issue 12)', () => {
  it('a draft is hidden from the list, the summary (unfiltered and filtered) and the map, and listed as its creator\'s draft', async () => {
    const before = await summary(world.adminA.token);
    const filteredBefore = await summary(world.adminA.token, '?search=drafty');
    const draft = await createDraft(world.userA.token, 'Drafty Warehouse');
    expect(draft.is_draft).toBe(true);
    await app.ctx.jobs.drain();

    for (const actor of [world.userA, world.adminA, world.superAdmin]) {
      expect(await listed(actor.token)).not.toContain(draft.id);
      expect(await mapped(actor.token)).not.toContain(draft.id);
    }
    expect(await summary(world.adminA.token)).toEqual(before);
    expect(await summary(world.adminA.token, '?search=drafty')).toEqual(filteredBefore);

    const drafts = (await as(world.userA.token).get('/api/lead_drafts/')).body;
    expect(drafts).toEqual([expect.objectContaining({ id: draft.id, name: 'Drafty Warehouse', address: property.site_address })]);
    // Only its creator lists it: not their admin, not another organization.
    expect((await as(world.adminA.token).get('/api/lead_drafts/')).body).toEqual([]);
    expect((await as(world.userB.token).get('/api/lead_drafts/')).body).toEqual([]);
    // Its creator keeps working on it; another organization cannot reach it.
    expect((await as(world.userA.token).get(`/api/lead/${draft.id}/`)).status).toBe(200);
    expect((await as(world.userB.token).get(`/api/lead/${draft.id}/`)).status).toBe(404);
    expect((await as(world.userB.token).post(`/api/submit_lead/${draft.id}/`)).status).toBe(404);
  });

  it('submitting a draft puts it in the list, the totals and the map, once', async () => {
    const before = await summary(world.adminA.token);
    const draft = await createDraft(world.userA.token, 'Submitted Warehouse');
    await app.ctx.jobs.drain();
    const submitted = await as(world.userA.token).post(`/api/submit_lead/${draft.id}/`);
    expect(submitted.status).toBe(200);
    expect(submitted.body.is_draft).toBe(false);
    expect(await listed(world.adminA.token)).toContain(draft.id);
    expect(await mapped(world.adminA.token)).toContain(draft.id);
    const after = await summary(world.adminA.token);
    expect(after.total_leads).toBe(before.total_leads + 1);
    expect(after.total_solar_cost).toBeCloseTo(before.total_solar_cost + 100_000, 2);
    expect((await summary(world.adminA.token, '?search=submitted warehouse')).total_leads).toBe(1);
    // Submitting again changes nothing.
    expect((await as(world.userA.token).post(`/api/submit_lead/${draft.id}/`)).status).toBe(200);
    expect((await summary(world.adminA.token)).total_leads).toBe(before.total_leads + 1);
    expect(((await as(world.userA.token).get('/api/lead_drafts/')).body as { id: number }[]).map((d) => d.id)).not.toContain(draft.id);
  });

  it('a draft is its creator\'s: other members (its assignee too) get 404 on it and on what hangs off it; admins see it (issue 24)', async () => {
    const memberA = await makeUser(app, { email: 'member2@a.test', organizationId: world.orgA });
    const draft = await createDraft(world.userA.token, 'Private Draft');
    const quote = await as(world.userA.token).post('/api/quote/', { lead: draft.id, quote_type: 'standard' });
    expect(quote.status, JSON.stringify(quote.body)).toBe(201);
    const reads = [`/api/lead/${draft.id}/`, `/api/quote/${quote.body.id}/`, `/api/lead_activity/${draft.id}/`];
    for (const path of reads) {
      for (const actor of [world.userA, world.adminA, world.superAdmin]) expect((await as(actor.token).get(path)).status, `${actor.email} ${path}`).toBe(200);
      for (const actor of [memberA, world.viewerA, world.userB]) expect((await as(actor.token).get(path)).status, `${actor.email} ${path}`).toBe(404);
    }
    expect((await as(memberA.token).patch(`/api/lead/${draft.id}/`, { name: 'Taken' })).status).toBe(404);
    expect((await as(memberA.token).post(`/api/submit_lead/${draft.id}/`)).status).toBe(404);
    expect((await as(memberA.token).post('/api/quote/', { lead: draft.id })).status).toBe(404);

    // An admin's draft assigned to a member stays the admin's until it is submitted.
    const assigned = await createDraft(world.adminA.token, 'Assigned Private Draft', { associated_user: memberA.id });
    expect((await as(memberA.token).get(`/api/lead/${assigned.id}/`)).status).toBe(404);
    expect((await as(world.adminA.token).post(`/api/submit_lead/${assigned.id}/`)).status).toBe(200);
    expect((await as(memberA.token).get(`/api/lead/${assigned.id}/`)).status).toBe(200);
  });

  it('a lead created without draft is listed at once (the API and the seed)', async () => {
    const res = await as(world.userA.token).post('/api/lead/', { name: 'Direct', property });
    expect(res.body.is_draft).toBe(false);
    expect(await listed(world.userA.token)).toContain(res.body.id);
  });

  it('an admin assigning a draft to someone notifies them only when it is submitted', async () => {
    const draft = await createDraft(world.adminA.token, 'Assigned Draft', { associated_user: world.userA.id });
    const notes = async () => (await app.ctx.db.query('SELECT 1 FROM notifications WHERE subject_type = $1 AND subject_id = $2', ['lead', draft.id])).rows.length;
    expect(await notes()).toBe(0);
    await as(world.adminA.token).post(`/api/submit_lead/${draft.id}/`);
    expect(await notes()).toBe(1);
  });

  it('Start over: the creator deletes their draft even when it is assigned to someone else', async () => {
    const draft = await createDraft(world.adminA.token, 'Discarded Draft', { associated_user: world.userA.id });
    const own = await createDraft(world.userA.token, 'Mine');
    expect((await as(world.userA.token).delete(`/api/delete_lead/${own.id}/`)).status).toBe(200);
    expect((await as(world.adminA.token).delete(`/api/delete_lead/${draft.id}/`)).status).toBe(200);
    expect((await as(world.userA.token).get(`/api/lead/${draft.id}/`)).status).toBe(404);
  });

  it(`drafts untouched for ${DRAFT_RETENTION_DAYS} days are purged; recent drafts and submitted leads stay`, async () => {
    const old = await createDraft(world.userA.token, 'Old Draft');
    const recent = await createDraft(world.userA.token, 'Recent Draft');
    const oldLead = await as(world.userA.token).post('/api/lead/', { name: 'Old Lead', property });
    await app.ctx.db.query(`UPDATE leads SET updated = now() - interval '31 days' WHERE id = ANY($1::int[])`, [[old.id, oldLead.body.id]]);
    expect(await purgeAbandonedDrafts(app.ctx)).toBe(1);
    expect((await as(world.userA.token).get(`/api/lead/${old.id}/`)).status).toBe(404);
    expect((await as(world.userA.token).get(`/api/lead/${recent.id}/`)).status).toBe(200);
    expect((await as(world.userA.token).get(`/api/lead/${oldLead.body.id}/`)).status).toBe(200);
  });
});

describe('§3 closed sets and project_info.lead (issue 12)', () => {
  it('owner type and proposal intent take only their §3 values; null clears them', async () => {
    const bad = await as(world.userA.token).post('/api/lead/', { name: 'Owner', property, owner_type: 'Landlord' });
    expect(bad.status).toBe(400);
    expect(Object.keys(bad.body)).toContain('owner_type');
    const badProperty = await as(world.userA.token).post('/api/lead/', { name: 'Owner', property: { ...property, owner_type: 'x' } });
    expect(badProperty.status).toBe(400);
    const created = await as(world.userA.token).post('/api/lead/', { name: 'Owner', property, owner_type: 'Non-Owner Tenant', project_info: { proposal_intent: 'Solar + ESS' } });
    expect(created.status).toBe(201);
    expect(created.body.owner_type).toBe('Non-Owner Tenant');
    const badIntent = await as(world.userA.token).patch(`/api/update_lead/${created.body.id}/`, { project_info: { proposal_intent: 'Wind' } });
    expect(badIntent.status).toBe(400);
    const cleared = await as(world.userA.token).patch(`/api/update_lead/${created.body.id}/`, { owner_type: null, project_info: { proposal_intent: 'Solar + Upgrades' } });
    expect(cleared.status).toBe(200);
    expect(cleared.body.owner_type).toBeNull();
    expect(cleared.body.project_info).toMatchObject({ proposal_intent: 'Solar + Upgrades', lead: created.body.id });
  });

  it('an enriched lead\'s project_info names its lead; an empty one stays empty', async () => {
    const created = await as(world.userA.token).post('/api/lead/', { name: 'Fresh', property });
    expect(created.body.project_info).toEqual({});
    await app.ctx.jobs.drain();
    const enriched = (await as(world.userA.token).get(`/api/lead/${created.body.id}/`)).body;
    expect(enriched.project_info.lead).toBe(created.body.id);
  });
});

describe('the draft routes as an attacker calls them (review)', () => {
  it('signed out: 401 on both; a viewer admin cannot reach another\'s draft; ids past 2^31 and junk are 400, not 5xx', async () => {
    const draft = await createDraft(world.userA.token, 'Guarded');
    expect((await client(app).get('/api/lead_drafts/')).status).toBe(401);
    expect((await client(app).post(`/api/submit_lead/${draft.id}/`)).status).toBe(401);
    // Before issue 24 a viewer admin saw it and was refused (403); now someone else's draft is not theirs to see.
    expect((await as(world.viewerA.token).post(`/api/submit_lead/${draft.id}/`)).status).toBe(404);
    for (const id of ['2147483648', '-1', 'abc', '%00', '1e3']) expect([400, 404]).toContain((await as(world.userA.token).post(`/api/submit_lead/${id}/`)).status);
    expect((await as(world.userA.token).post('/api/lead/', { name: 'x', property, draft: 'yes' })).status).toBe(400);
    expect((await as(world.userA.token).get(`/api/lead/${draft.id}/`)).body.is_draft).toBe(true);
  });

  it('project_info.lead is always the lead\'s own id: a value a client sends is not stored', async () => {
    const created = await as(world.userA.token).post('/api/lead/', { name: 'Liar', property, project_info: { lead: 999, system_size: 50 } });
    await app.ctx.jobs.drain();
    expect((await as(world.userA.token).get(`/api/lead/${created.body.id}/`)).body.project_info.lead).toBe(created.body.id);
    await as(world.userA.token).patch(`/api/update_lead/${created.body.id}/`, { project_info: { lead: 12345 } });
    const details = (await as(world.userA.token).get(`/api/get_project_information_details/${created.body.id}/`)).body;
    expect(details.project_info.lead ?? created.body.id).toBe(created.body.id);
    const stored = (await app.ctx.db.query('SELECT project_info, intake FROM leads WHERE id = $1', [created.body.id])).rows[0];
    expect(stored.project_info.lead).toBeUndefined();
    expect(stored.intake.project_info?.lead).toBeUndefined();
  });
});
