import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { client, createTestApi, makeUser, makeWorld, type Actor, type World } from './harness.js';

/**
 * Issue 26, item 10: Cancel is offered only to those the api lets cancel the lead. The lead (and
 * each list row) says `can_cancel` for the caller, by the rule POST /cancel_lead/{id}/ applies, and
 * the answer matches what the route does for every role.
 */
let app: Awaited<ReturnType<typeof createTestApi>>;
let w: World;
let viewerAssignee: Actor;
let leadId: number;
beforeAll(async () => {
  app = await createTestApi();
  w = await makeWorld(app);
  viewerAssignee = await makeUser(app, { email: 'viewer2@a.test', organizationId: w.orgA, userType: 1 });
  const res = await client(app, w.adminA.token).post('/api/lead/', { name: 'Who may cancel', property: { site_address: 'Boise, ID' } });
  leadId = res.body.id;
});
afterAll(async () => app?.cleanup());

const canCancel = async (actor: Actor) => (await client(app, actor.token).get(`/api/lead/${leadId}/`)).body.can_cancel;
const assign = (userId: number) => app.ctx.db.query('UPDATE leads SET associated_user_id = $2 WHERE id = $1', [leadId, userId]);

describe('can_cancel is the api\'s rule (issue 26)', () => {
  it('says true exactly for those the cancel route lets through, on the lead and on its list row', async () => {
    await assign(w.userA.id);
    const cases: Array<[string, Actor, boolean]> = [
      ['super admin', w.superAdmin, true], ['org admin', w.adminA, true], ['assigned regular user', w.userA, true],
    ];
    const other = await makeUser(app, { email: 'other@a.test', organizationId: w.orgA });
    cases.push(['regular user not assigned', other, false]);
    for (const [who, actor, expected] of cases) {
      expect(await canCancel(actor), who).toBe(expected);
      const row = (await client(app, actor.token).get('/api/leads/?limit=50')).body.results.find((r: { id: number }) => r.id === leadId);
      expect(row?.can_cancel, `${who} (list)`).toBe(expected);
    }
    // The route agrees: the one told false is refused, and nothing changed.
    expect((await client(app, other.token).post(`/api/cancel_lead/${leadId}/`, { reason: 'x' })).status).toBe(403);
  });

  it('a viewer admin is told what the route does for them, assigned or not', async () => {
    for (const assignee of [viewerAssignee.id, w.userA.id]) {
      await assign(assignee);
      const told = await canCancel(viewerAssignee);
      const actual = await client(app, viewerAssignee.token).post(`/api/cancel_lead/${leadId}/`, { reason: 'Lost' });
      expect(actual.status).toBe(told ? 200 : 403);
      if (actual.status === 200) expect((await client(app, w.adminA.token).post(`/api/restore_lead/${leadId}/`, {})).status).toBe(200);
    }
  });

  it('another organization never sees the lead (404), so it is never offered', async () => {
    expect((await client(app, w.adminB.token).get(`/api/lead/${leadId}/`)).status).toBe(404);
    expect((await client(app, w.adminB.token).post(`/api/cancel_lead/${leadId}/`, { reason: 'x' })).status).toBe(404);
  });

  it('after cancelling, the answer still says who may restore it', async () => {
    await assign(w.userA.id);
    const res = await client(app, w.userA.token).post(`/api/cancel_lead/${leadId}/`, { reason: 'Went with another installer' });
    expect(res.status).toBe(200);
    expect(res.body.lead.can_cancel).toBe(true);
    expect((await client(app, w.userA.token).post(`/api/restore_lead/${leadId}/`, {})).status).toBe(200);
  });
});
