import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MESSAGES } from '../src/messages.js';
import { client, createTestApi, makeWorld, type World } from './harness.js';

/** Issue 15: bulk cancel and bulk reassign from the lead list. */
let app: Awaited<ReturnType<typeof createTestApi>>;
let w: World;
beforeAll(async () => { app = await createTestApi(); w = await makeWorld(app); });
afterAll(async () => app?.cleanup());

let seq = 0;
const create = async (token: string, extra: Record<string, unknown> = {}) => {
  seq += 1;
  const res = await client(app, token).post('/api/lead/', { name: `Bulk ${seq}`, property: { site_address: `${seq} Elm St, Fresno, CA 93721` }, ...extra });
  expect(res.status, JSON.stringify(res.body)).toBe(201);
  return res.body.id as number;
};
const row = async (id: number) => (await app.ctx.db.query('SELECT associated_user_id, cancelled, cancel_reason FROM leads WHERE id = $1', [id])).rows[0];

describe('POST /bulk_leads/', () => {
  it('cancels the leads the caller may cancel and lists the others with why', async () => {
    const own = await create(w.userA.token);
    const own2 = await create(w.userA.token);
    const colleagues = await create(w.adminA.token);
    const otherOrg = await create(w.userB.token);
    const res = await client(app, w.userA.token).post('/api/bulk_leads/', { action: 'cancel', reason: 'No response', ids: [own, own2, colleagues, otherOrg, own] });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body.detail).toBe(MESSAGES.bulkCancelled(2));
    expect(res.body.done).toEqual([own, own2]);
    expect(res.body.refused).toEqual([{ id: colleagues, detail: 'You do not have permission to perform this action.' }, { id: otherOrg, detail: 'Not found.' }]);
    expect(await row(own)).toMatchObject({ cancelled: true, cancel_reason: 'No response' });
    expect(await row(colleagues)).toMatchObject({ cancelled: false });
    expect(await row(otherOrg)).toMatchObject({ cancelled: false });
    // Again: already cancelled is a refusal, not an error.
    const again = await client(app, w.userA.token).post('/api/bulk_leads/', { action: 'cancel', reason: 'x', ids: [own] });
    expect(again.body).toMatchObject({ done: [], refused: [{ id: own, detail: MESSAGES.leadAlreadyCancelled }] });
  });

  it('reassigns for admins only; the new user must belong to each lead\'s organization', async () => {
    const a1 = await create(w.adminA.token);
    const a2 = await create(w.adminA.token);
    const b1 = await create(w.adminB.token);
    expect((await client(app, w.userA.token).post('/api/bulk_leads/', { action: 'assign', associated_user: w.userA.id, ids: [a1] })).status).toBe(403);
    const res = await client(app, w.superAdmin.token).post('/api/bulk_leads/', { action: 'assign', associated_user: w.userA.id, ids: [a1, a2, b1] });
    expect(res.body).toMatchObject({ detail: MESSAGES.bulkAssigned(2), done: [a1, a2], refused: [{ id: b1, detail: MESSAGES.leadUserNotMember }] });
    expect((await row(a1)).associated_user_id).toBe(w.userA.id);
    expect((await row(b1)).associated_user_id).toBe(w.adminB.id);
    // The timeline says who reassigned, and the new assignee is notified.
    const activity = (await client(app, w.adminA.token).get(`/api/lead_activity/${a1}/`)).body.results;
    expect(activity[0]).toMatchObject({ action: 'reassigned', actor: w.superAdmin.id });
    const unassign = await client(app, w.adminA.token).post('/api/bulk_leads/', { action: 'assign', associated_user: null, ids: [a1, b1] });
    expect(unassign.body).toMatchObject({ done: [a1], refused: [{ id: b1, detail: 'Not found.' }] });
    expect((await row(a1)).associated_user_id).toBeNull();
  });

  it('refuses a bad request as a whole, with clear messages, never a 500', async () => {
    const api = client(app, w.adminA.token);
    expect(await api.post('/api/bulk_leads/', { action: 'cancel', ids: [1] })).toMatchObject({ status: 400, body: { reason: [MESSAGES.leadCancelReasonRequired] } });
    expect(await api.post('/api/bulk_leads/', { action: 'assign', ids: [1] })).toMatchObject({ status: 400, body: { associated_user: [MESSAGES.bulkAssigneeRequired] } });
    for (const body of [{ action: 'cancel', reason: 'x', ids: [] }, { action: 'delete', ids: [1] }, { action: 'cancel', reason: 'x', ids: Array.from({ length: 201 }, (_, i) => i + 1) },
      { action: 'cancel', reason: 'x', ids: ['a'] }, { action: 'cancel', reason: 'x', ids: [0] }, null]) {
      const res = await api.post('/api/bulk_leads/', body as never);
      expect(res.status, JSON.stringify(body)).toBe(400);
    }
    expect((await client(app).post('/api/bulk_leads/', { action: 'cancel', reason: 'x', ids: [1] })).status).toBe(401);
  });
});
