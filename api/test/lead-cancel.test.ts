import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MESSAGES } from '../src/messages.js';
import { client, createTestApi, makeWorld, type World } from './harness.js';

/** Issue 15: cancelling a lead keeps it (closed-lost), with a reason, out of the list and totals, restorable. */
let app: Awaited<ReturnType<typeof createTestApi>>;
let w: World;
beforeAll(async () => { app = await createTestApi(); w = await makeWorld(app); });
afterAll(async () => app?.cleanup());

let seq = 0;
const create = async (token: string, extra: Record<string, unknown> = {}) => {
  seq += 1;
  const res = await client(app, token).post('/api/lead/', {
    name: `Cancel Test ${seq}`, property: { site_address: `${seq} Main St, Fresno, CA 93721` }, customer: { first_name: 'Ana', last_name: 'Client' }, ...extra,
  });
  expect(res.status, JSON.stringify(res.body)).toBe(201);
  return res.body as { id: number; name: string };
};
const names = (body: any) => body.results.map((r: any) => r.name);

describe('POST /cancel_lead/{id}/ and /restore_lead/{id}/', () => {
  it('cancels with a reason, keeps the lead readable, and restores it as it was', async () => {
    const lead = await create(w.userA.token);
    const api = client(app, w.userA.token);
    const cancelled = await api.post(`/api/cancel_lead/${lead.id}/`, { reason: '  Chose a   competitor ' });
    expect(cancelled.status, JSON.stringify(cancelled.body)).toBe(200);
    expect(cancelled.body.detail).toBe(MESSAGES.leadCancelled);
    expect(cancelled.body.lead.cancellation).toMatchObject({ reason: 'Chose a competitor', cancelled_by: w.userA.id, cancelled_by_name: 'user Tester' });
    expect(Date.parse(cancelled.body.lead.cancellation.cancelled_at)).toBeGreaterThan(Date.now() - 60_000);
    // Still there for whoever may see it; the stage is kept.
    const read = await api.get(`/api/lead/${lead.id}/`);
    expect(read.status).toBe(200);
    expect(read.body.lead_status).toBe(0);
    expect(read.body.cancellation.reason).toBe('Chose a competitor');

    const restored = await api.post(`/api/restore_lead/${lead.id}/`, {});
    expect(restored).toMatchObject({ status: 200, body: { detail: MESSAGES.leadRestored, lead: { id: lead.id, cancellation: null } } });
    // Both show in the lead's timeline, with who and why.
    const activity = (await api.get(`/api/lead_activity/${lead.id}/`)).body;
    expect(activity.results.slice(0, 2)).toMatchObject([
      { action: 'restored', actor: w.userA.id, actor_name: 'user Tester', detail: { reason: 'Chose a competitor' } },
      { action: 'cancelled', actor: w.userA.id, actor_name: 'user Tester', detail: { reason: 'Chose a competitor' } },
    ]);
  });

  it('refuses a missing or blank reason, a second cancel, and restoring an open lead, with clear messages', async () => {
    const lead = await create(w.userA.token);
    const api = client(app, w.userA.token);
    expect((await api.post(`/api/cancel_lead/${lead.id}/`, {})).status).toBe(400);
    expect(await api.post(`/api/cancel_lead/${lead.id}/`, { reason: ' \n\t ' })).toMatchObject({ status: 400, body: { reason: [MESSAGES.leadCancelReasonRequired] } });
    expect((await api.post(`/api/cancel_lead/${lead.id}/`, { reason: 'x'.repeat(501) })).status).toBe(400);
    expect(await api.post(`/api/restore_lead/${lead.id}/`, {})).toMatchObject({ status: 409, body: { detail: MESSAGES.leadNotCancelled } });
    expect((await api.post(`/api/cancel_lead/${lead.id}/`, { reason: 'No response' })).status).toBe(200);
    expect(await api.post(`/api/cancel_lead/${lead.id}/`, { reason: 'Again' })).toMatchObject({ status: 409, body: { detail: MESSAGES.leadAlreadyCancelled } });
  });

  it('lets the assignee, org admins and super admins cancel; a viewer admin, another member or organization cannot', async () => {
    const lead = await create(w.adminA.token, { associated_user: w.userA.id });
    const other = await create(w.adminA.token);
    const body = { reason: 'Not interested' };
    expect((await client(app, w.userB.token).post(`/api/cancel_lead/${lead.id}/`, body)).status).toBe(404);
    expect((await client(app, w.adminB.token).post(`/api/cancel_lead/${lead.id}/`, body)).status).toBe(404);
    expect((await client(app, w.viewerA.token).post(`/api/cancel_lead/${lead.id}/`, body)).status).toBe(403);
    // A member may cancel only a lead assigned to them.
    expect((await client(app, w.userA.token).post(`/api/cancel_lead/${other.id}/`, body)).status).toBe(403);
    expect((await client(app, w.userA.token).post(`/api/cancel_lead/${lead.id}/`, body)).status).toBe(200);
    expect((await client(app, w.userB.token).post(`/api/restore_lead/${lead.id}/`, {})).status).toBe(404);
    expect((await client(app, w.viewerA.token).post(`/api/restore_lead/${lead.id}/`, {})).status).toBe(403);
    expect((await client(app, w.adminA.token).post(`/api/restore_lead/${lead.id}/`, {})).status).toBe(200);
    expect((await client(app, w.superAdmin.token).post(`/api/cancel_lead/${other.id}/`, body)).status).toBe(200);
    // Ids that cannot name a lead are refused like every other lead route's, never a 500.
    for (const bad of ['0', 'abc', '99999999999', '-1']) expect((await client(app, w.userA.token).post(`/api/cancel_lead/${bad}/`, body)).status).toBeLessThan(500);
    expect((await client(app, w.userA.token).post('/api/cancel_lead/2147483647/', body)).status).toBe(404);
  });

  it('refuses changes to a cancelled lead until it is restored (409), while cancel, restore and admin delete still work', async () => {
    const lead = await create(w.userA.token);
    const api = client(app, w.userA.token);
    expect((await api.post(`/api/cancel_lead/${lead.id}/`, { reason: 'Site not suitable' })).status).toBe(200);
    expect(await api.patch(`/api/update_lead/${lead.id}/`, { customer: { first_name: 'Bea' } })).toMatchObject({ status: 409, body: { detail: MESSAGES.leadIsCancelled } });
    expect((await api.post('/api/proposal/', { lead: lead.id, proposal_type: 0 })).status).toBe(409);
    // Sending an agreement (an admin's call) is refused too.
    expect(await client(app, w.adminA.token).post('/api/agreement/', { lead: lead.id, agreement_type: 0 })).toMatchObject({ status: 409, body: { detail: MESSAGES.leadIsCancelled } });
    expect((await api.post(`/api/restore_lead/${lead.id}/`, {})).status).toBe(200);
    expect((await api.patch(`/api/update_lead/${lead.id}/`, { customer: { first_name: 'Bea' } })).status).toBe(200);
    expect((await api.post(`/api/cancel_lead/${lead.id}/`, { reason: 'Duplicate lead' })).status).toBe(200);
    expect((await client(app, w.adminA.token).delete(`/api/delete_lead/${lead.id}/`)).status).toBe(200);
  });

  it('does not cancel a draft (the wizard discards it), and its creator still deletes it', async () => {
    const draft = await create(w.userA.token, { draft: true });
    const api = client(app, w.userA.token);
    expect(await api.post(`/api/cancel_lead/${draft.id}/`, { reason: 'x' })).toMatchObject({ status: 400, body: { non_field_errors: [MESSAGES.leadDraftNotCancellable] } });
    expect((await api.delete(`/api/delete_lead/${draft.id}/`)).status).toBe(200);
  });
});

describe('cancelled leads in the list, summary and map', () => {
  let listApp: Awaited<ReturnType<typeof createTestApi>>;
  let lw: World;
  const ids: Record<string, number> = {};
  beforeAll(async () => {
    listApp = await createTestApi();
    lw = await makeWorld(listApp);
    for (const [name, address] of [['Open One', '1 Alpha Rd, Fresno, CA 93721'], ['Lost Two', '2 Bravo Ave, Fresno, CA 93722'], ['Open Three', '3 Charlie St, Fresno, CA 93723']]) {
      const res = await client(listApp, lw.userA.token).post('/api/lead/', { name, property: { site_address: address }, customer: { first_name: 'C', last_name: 'D' } });
      ids[name] = res.body.id;
    }
    await listApp.ctx.jobs.drain();
  });
  afterAll(async () => listApp?.cleanup());

  it('leaves the default list, count, summary and map; state=cancelled and state=all show it; restoring brings it back', async () => {
    const api = client(listApp, lw.userA.token);
    const before = (await api.get('/api/leads_summary/')).body;
    expect(before.total_leads).toBe(3);
    const lost = (await api.get(`/api/lead/${ids['Lost Two']}/`)).body;
    expect((await api.post(`/api/cancel_lead/${ids['Lost Two']}/`, { reason: 'Financing declined' })).status).toBe(200);

    const list = (await api.get('/api/leads/')).body;
    expect(names(list).sort()).toEqual(['Open One', 'Open Three']);
    expect(list.count).toBe(2);
    const after = (await api.get('/api/leads_summary/')).body;
    expect(after.total_leads).toBe(2);
    expect(after.total_system_size).toBeCloseTo(before.total_system_size - (lost.project_info.system_size ?? 0), 1);
    // A filtered list counts on lead_facts: the cancelled lead is out there too.
    expect((await api.get('/api/leads/?search=fresno')).body.count).toBe(2);
    expect((await api.get('/api/lead_locations/')).body.map((l: any) => l.id)).not.toContain(ids['Lost Two']);

    const cancelled = (await api.get('/api/leads/?state=cancelled')).body;
    expect(names(cancelled)).toEqual(['Lost Two']);
    expect(cancelled.count).toBe(1);
    expect(cancelled.results[0]).toMatchObject({ cancel_reason: 'Financing declined' });
    expect(cancelled.results[0].cancelled_at).toBeTruthy();
    expect((await api.get('/api/leads_summary/?state=cancelled')).body.total_leads).toBe(1);
    expect((await api.get('/api/leads/?state=all')).body.count).toBe(3);
    expect((await api.get('/api/lead_locations/?state=cancelled')).body.map((l: any) => l.id)).toEqual([ids['Lost Two']]);
    expect((await api.get('/api/leads/?state=closed')).status).toBe(400);

    expect((await api.post(`/api/restore_lead/${ids['Lost Two']}/`, {})).status).toBe(200);
    expect((await api.get('/api/leads/')).body.count).toBe(3);
    expect((await api.get('/api/leads_summary/')).body).toEqual(before);
  });
});
