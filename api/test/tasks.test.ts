import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MESSAGES } from '../src/messages.js';
import { todayOf } from '../src/domain/tasks.js';
import { client, createTestApi, makeUser, makeWorld, type Actor, type World } from './harness.js';

/** Issue 26, items 16 and 17: tasks on leads, My tasks, the expected close date and the deal value. */
let app: Awaited<ReturnType<typeof createTestApi>>;
let w: World;
let viewer2: Actor;
beforeAll(async () => {
  app = await createTestApi();
  w = await makeWorld(app);
  viewer2 = await makeUser(app, { email: 'second@a.test', organizationId: w.orgA, first: 'Second', last: 'Member' });
});
afterAll(async () => app?.cleanup());

const as = (actor: { token: string }) => client(app, actor.token);
const NEW_LEAD = { name: 'Task Farms', property: { site_address: '2450 S Cherry Ave, Fresno, CA 93706' }, customer: { first_name: 'Ada', last_name: 'Lovelace', emails: ['ada@farms.test'], phone_numbers: ['+19375550142'] } };
const today = new Date().toISOString().slice(0, 10);
const dayOffset = (n: number) => new Date(Date.now() + n * 86_400_000).toISOString().slice(0, 10);

async function newLead(actor: Actor, extra: Record<string, unknown> = {}) {
  const res = await as(actor).post('/api/lead/', { ...NEW_LEAD, ...extra });
  expect(res.status, JSON.stringify(res.body)).toBe(201);
  return res.body.id as number;
}
const timeline = async (lead: number) => ((await as(w.adminA).get(`/api/lead_activity/${lead}/?limit=100`)).body.results as any[]);

describe('tasks', () => {
  it('create, list in My tasks (today, overdue, upcoming, due), complete and undo, edit, delete — each on the timeline', async () => {
    const lead = await newLead(w.userA);
    const made = await as(w.userA).post('/api/tasks/', { lead, kind: 'call', due_date: today, due_time: '09:30', note: '  Call Ada about the PPA  ' });
    expect(made.status, JSON.stringify(made.body)).toBe(201);
    expect(made.body).toMatchObject({ lead, lead_name: 'Task Farms', kind: 'call', due_date: today, due_time: '09:30', assignee: w.userA.id, created_by: w.userA.id, note: 'Call Ada about the PPA', done: false });
    const overdue = await as(w.userA).post('/api/tasks/', { lead, kind: 'email', due_date: dayOffset(-3) });
    const later = await as(w.adminA).post('/api/tasks/', { lead, kind: 'site_visit', due_date: dayOffset(5), assignee: w.userA.id });
    expect(later.status).toBe(201);

    const view = async (name: string, actor = w.userA) => (await as(actor).get(`/api/tasks/?view=${name}&today=${today}`)).body;
    expect((await view('today')).results.map((t: any) => t.id)).toEqual([made.body.id]);
    expect((await view('overdue')).results.map((t: any) => t.id)).toEqual([overdue.body.id]);
    expect((await view('upcoming')).results.map((t: any) => t.id)).toEqual([later.body.id]);
    // The bell's count: due today and overdue, oldest first.
    expect(await view('due')).toMatchObject({ count: 2 });
    expect((await view('due')).results.map((t: any) => t.id)).toEqual([overdue.body.id, made.body.id]);
    // Someone else's My tasks do not list them.
    expect((await view('due', w.adminA)).count).toBe(0);

    // Done and undo.
    expect((await as(w.userA).patch(`/api/task/${made.body.id}/`, { done: true })).body).toMatchObject({ done: true });
    expect((await view('today')).count).toBe(0);
    const doneView = await view('done');
    expect(doneView.results, JSON.stringify(doneView)).toBeDefined();
    expect(doneView.results.map((t: any) => t.id)).toEqual([made.body.id]);
    expect((await as(w.userA).patch(`/api/task/${made.body.id}/`, { done: false })).body).toMatchObject({ done: false, done_at: null });
    expect((await view('today')).count).toBe(1);

    // Edit: another member as assignee, a new day, time cleared.
    const edited = await as(w.userA).patch(`/api/task/${made.body.id}/`, { assignee: viewer2.id, due_date: dayOffset(1), due_time: null, kind: 'other' });
    expect(edited.body).toMatchObject({ assignee: viewer2.id, assignee_name: 'Second Member', due_time: null, kind: 'other' });
    expect((await view('upcoming', viewer2)).count).toBe(1);

    // The lead's own list: open by due day, done separately.
    const leadTasks = (await as(w.viewerA).get(`/api/lead_tasks/${lead}/`)).body;
    expect(leadTasks.results.map((t: any) => t.id)).toEqual([overdue.body.id, made.body.id, later.body.id]);

    expect(await as(w.userA).delete(`/api/task/${overdue.body.id}/`)).toMatchObject({ status: 200, body: { detail: MESSAGES.taskDeleted } });
    expect((await as(w.userA).get(`/api/task/${overdue.body.id}/`)).status).toBe(404);

    const actions = (await timeline(lead)).map((e) => e.action);
    for (const a of ['task_created', 'task_done', 'task_reopened', 'task_edited', 'task_deleted']) expect(actions).toContain(a);
    const createdEntry = (await timeline(lead)).find((e) => e.action === 'task_created' && e.detail.task_id === made.body.id);
    expect(createdEntry.detail).toMatchObject({ task_kind: 'call', due_date: today, to_user: 'user Tester' });
  });

  it('pages My tasks with keyset cursors, neither repeating nor skipping', async () => {
    const lead = await newLead(w.adminA);
    const actor = await makeUser(app, { email: 'pager@a.test', organizationId: w.orgA });
    for (let i = 0; i < 5; i += 1) await as(actor).post('/api/tasks/', { lead, kind: 'call', due_date: dayOffset(2 + (i % 2)), due_time: i === 0 ? null : `0${i}:00` });
    const first = (await as(actor).get(`/api/tasks/?view=upcoming&today=${today}&limit=2`)).body;
    const second = (await as(actor).get(`/api/tasks/?view=upcoming&today=${today}&limit=2&after=${first.cursors[1]}`)).body;
    const third = (await as(actor).get(`/api/tasks/?view=upcoming&today=${today}&limit=2&after=${second.cursors[1]}`)).body;
    const ids = [...first.results, ...second.results, ...third.results].map((t: any) => t.id);
    expect(new Set(ids).size).toBe(5);
    expect(third.has_next).toBe(false);
    // Sorted by day, then time; no time is the end of the day.
    const keys = [...first.results, ...second.results, ...third.results].map((t: any) => `${t.due_date} ${t.due_time ?? '24:00'}`);
    expect(keys).toEqual([...keys].sort());
    // Another list's cursor is refused, not misread.
    expect((await as(actor).get(`/api/tasks/?view=today&after=${first.cursors[1]}`)).status).toBe(400);
  });
});

describe('tasks under attack', () => {
  it("another organization's lead and tasks answer 404 by every id; wrong roles 403; foreign assignees 400", async () => {
    const lead = await newLead(w.userA);
    const task = (await as(w.userA).post('/api/tasks/', { lead, kind: 'call', due_date: today })).body;
    for (const actor of [w.adminB, w.userB]) {
      expect((await as(actor).post('/api/tasks/', { lead, kind: 'call', due_date: today })).status).toBe(404);
      expect((await as(actor).get(`/api/lead_tasks/${lead}/`)).status).toBe(404);
      expect((await as(actor).get(`/api/task/${task.id}/`)).status).toBe(404);
      expect((await as(actor).patch(`/api/task/${task.id}/`, { done: true })).status).toBe(404);
      expect((await as(actor).delete(`/api/task/${task.id}/`)).status).toBe(404);
    }
    for (const actor of [w.adminB, w.userB]) expect((await as(actor).get(`/api/lead_tasks/${lead}/assignees/`)).status).toBe(404);
    const assignees = (await as(w.userA).get(`/api/lead_tasks/${lead}/assignees/`)).body.map((u: any) => u.id);
    expect(assignees).toEqual(expect.arrayContaining([w.userA.id, w.adminA.id, viewer2.id]));
    expect(assignees).not.toContain(w.userB.id);
    // Unknown and absurd ids look the same.
    for (const id of ['999999', '2147483648', '-1', 'abc', '1e3']) expect([400, 404]).toContain((await as(w.userA).get(`/api/task/${id}/`)).status);
    expect((await as(w.userA).get('/api/task/999999/')).status).toBe(404);
    // A member who is neither creator, assignee nor admin sees it but cannot change it.
    expect((await as(viewer2).get(`/api/task/${task.id}/`)).body).toMatchObject({ can_change: false });
    expect((await as(w.adminA).get(`/api/task/${task.id}/`)).body).toMatchObject({ can_change: true });
    expect((await as(viewer2).patch(`/api/task/${task.id}/`, { done: true })).status).toBe(403);
    expect((await as(viewer2).delete(`/api/task/${task.id}/`)).status).toBe(403);
    // The org's admin and the super admin may.
    expect((await as(w.adminA).patch(`/api/task/${task.id}/`, { note: 'admin' })).status).toBe(200);
    expect((await as(w.superAdmin).patch(`/api/task/${task.id}/`, { note: 'super' })).status).toBe(200);
    // An assignee of another organization, or unknown, is the field's 400; so is a super admin naming nobody of the org.
    for (const assignee of [w.userB.id, w.adminB.id, w.superAdmin.id, 999_999]) {
      expect(await as(w.userA).post('/api/tasks/', { lead, kind: 'call', due_date: today, assignee })).toMatchObject({ status: 400, body: { assignee: [MESSAGES.taskAssigneeOutside] } });
      expect((await as(w.userA).patch(`/api/task/${task.id}/`, { assignee })).status).toBe(400);
    }
    expect(await as(w.superAdmin).post('/api/tasks/', { lead, kind: 'call', due_date: today })).toMatchObject({ status: 400, body: { assignee: [MESSAGES.taskAssigneeRequired] } });
    expect((await as(w.superAdmin).post('/api/tasks/', { lead, kind: 'call', due_date: today, assignee: w.userA.id })).status).toBe(201);
  });

  it('drafts stay as private as today: tasks of someone else\'s draft 404, and only its creator or an admin may be assigned', async () => {
    const draft = await newLead(w.userA, { draft: true });
    const mine = await as(w.userA).post('/api/tasks/', { lead: draft, kind: 'call', due_date: today });
    expect(mine.status).toBe(201);
    expect((await as(viewer2).get(`/api/task/${mine.body.id}/`)).status).toBe(404);
    expect((await as(viewer2).post('/api/tasks/', { lead: draft, kind: 'call', due_date: today })).status).toBe(404);
    expect((await as(w.userA).post('/api/tasks/', { lead: draft, kind: 'call', due_date: today, assignee: viewer2.id })).status).toBe(400);
    expect((await as(w.userA).post('/api/tasks/', { lead: draft, kind: 'call', due_date: today, assignee: w.adminA.id })).status).toBe(201);
  });

  it('malformed input answers 400 naming the field, never 500', async () => {
    const lead = await newLead(w.userA);
    const bad: Array<[Record<string, unknown>, string]> = [
      [{ kind: 'meeting' }, 'kind'], [{ due_date: '2026-02-30' }, 'due_date'], [{ due_date: '0000-01-01' }, 'due_date'],
      [{ due_date: '9999-12-31' }, 'due_date'], [{ due_date: 'tomorrow' }, 'due_date'], [{ due_time: '25:00' }, 'due_time'],
      [{ note: 'x'.repeat(2001) }, 'note'], [{ note: 'a\u0000b' }, 'note'], [{ assignee: 2 ** 31 }, 'assignee'], [{ assignee: 'me' }, 'assignee'],
    ];
    for (const [patch, field] of bad) {
      const res = await as(w.userA).post('/api/tasks/', { lead, kind: 'call', due_date: today, ...patch });
      expect(res.status, `${JSON.stringify(patch)} ${JSON.stringify(res.body)}`).toBe(400);
      expect(JSON.stringify(res.body)).toContain(field);
    }
    expect((await as(w.userA).post('/api/tasks/', { lead, kind: 'call', due_date: today, extra: 1 })).status).toBe(400);
    expect((await as(w.userA).post('/api/tasks/', { kind: 'call', due_date: today })).status).toBe(400);
    for (const q of ['view=soon', 'today=2020-01-01', 'today=%00', 'after=%%%', 'limit=100000']) {
      expect((await as(w.userA).get(`/api/tasks/?${q}`)).status, q).toBe(400);
    }
    expect((await client(app).get('/api/tasks/')).status).toBe(401);
  });

  it('reads "today" strictly', () => {
    const now = new Date('2026-11-27T23:30:00Z');
    expect(todayOf(undefined, now)).toBe('2026-11-27');
    expect(todayOf('2026-11-28', now)).toBe('2026-11-28');
    expect(() => todayOf('2026-11-30', now)).toThrow();
  });
});

describe('forecast', () => {
  it('the expected close date is a real day of sane years, answered by the lead, filtered by month and sorted', async () => {
    const lead = await newLead(w.adminA, { name: 'Forecast Dairy' });
    for (const bad of ['2026-02-30', '1899-01-01', '3026-01-01', 'soon', '2026-1-1']) {
      const res = await as(w.adminA).patch(`/api/update_lead/${lead}/`, { expected_close_date: bad });
      expect(res.status, bad).toBe(400);
      expect(res.body).toHaveProperty('expected_close_date');
    }
    const ok = await as(w.adminA).patch(`/api/update_lead/${lead}/`, { expected_close_date: '2031-03-15' });
    expect(ok.status, JSON.stringify(ok.body)).toBe(200);
    expect(ok.body.expected_close_date).toBe('2031-03-15');
    expect((await as(w.adminA).get(`/api/lead/${lead}/`)).body.expected_close_date).toBe('2031-03-15');
    expect((await timeline(lead))[0]).toMatchObject({ action: 'edited', detail: { fields: ['expected_close_date'] } });

    const march = (await as(w.adminA).get('/api/leads/?close_month=2031-03')).body;
    expect(march.results.map((r: any) => r.id)).toEqual([lead]);
    expect(march.count).toBe(1);
    expect(march.results[0]).toMatchObject({ expected_close_date: '2031-03-15', customer_email: 'ada@farms.test', customer_phone: '+19375550142', deal_value: null });
    expect((await as(w.adminA).get('/api/leads/?close_month=2031-04')).body.count).toBe(0);
    expect((await as(w.adminB).get('/api/leads/?close_month=2031-03')).body.count).toBe(0);
    expect((await as(w.adminA).get('/api/leads_summary/?close_month=2031-03')).body).toMatchObject({ total_leads: 1, total_deal_value: 0, deal_value_count: 0 });
    for (const bad of ['2031-13', '1999-12', '2031-3', 'march', '2031-03-01']) {
      expect((await as(w.adminA).get(`/api/leads/?close_month=${bad}`)).body).toMatchObject({ close_month: [MESSAGES.closeMonthInvalid] });
    }
    const sorted = (await as(w.adminA).get('/api/leads/?order=asc__expected_close_date&limit=2')).body;
    expect(sorted.results[0].id).toBe(lead);
    const next = await as(w.adminA).get(`/api/leads/?order=asc__expected_close_date&limit=2&after=${sorted.cursors[1]}`);
    expect(next.status).toBe(200);
    expect((await as(w.adminA).patch(`/api/update_lead/${lead}/`, { expected_close_date: null })).body.expected_close_date).toBeNull();
  });

  it("the deal value is the active proposal's contract price (the deal header's), summed per stage", async () => {
    const lead = await newLead(w.adminA, { name: 'Valued Orchard' });
    await app.ctx.jobs.drain();
    const proposal = await as(w.adminA).post('/api/proposal/', { lead, proposal_type: 0, need_customization: false });
    expect(proposal.status, JSON.stringify(proposal.body)).toBe(201);
    await app.ctx.jobs.drain();
    const header = (await as(w.adminA).get(`/api/lead/${lead}/`)).body.deal_figures;
    expect(header.source).toBe('proposal');
    expect(header.contract_price).toBeGreaterThan(0);
    const row = (await as(w.adminA).get('/api/leads/?search=valued%20orchard')).body.results[0];
    expect(row.deal_value).toBe(header.contract_price);
    const stage = (await as(w.adminA).get(`/api/lead/${lead}/`)).body.lead_status;
    const summary = (await as(w.adminA).get(`/api/leads_summary/?lead_status=${stage}&search=valued%20orchard`)).body;
    expect(summary).toMatchObject({ total_leads: 1, deal_value_count: 1 });
    expect(summary.total_deal_value).toBeCloseTo(header.contract_price, 2);
    // Another organization's summary never counts it.
    expect((await as(w.adminB).get('/api/leads_summary/?search=valued%20orchard')).body).toMatchObject({ total_leads: 0, total_deal_value: 0 });
  });
});
