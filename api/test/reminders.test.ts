/**
 * Issue 26 item 15, reminders: the organization's schedule (settings route: who, what, bad input)
 * and the worker (domain/reminders.ts) with a controllable clock: each due reminder once, with the
 * customer's own working link, on the timeline and in the bell, and none after signing, voiding,
 * resending, revoking, viewing, expiry or cancelling. Runs on PGlite and PostgreSQL; the
 * two-process proof is reminders-processes.test.ts.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { dueDay, openLink, REMINDER_TEXTS, runReminders, sealLink } from '../src/domain/reminders.js';
import { MESSAGES } from '../src/messages.js';
import { client, createTestApi, makeUser, makeWorld, type Actor, type World } from './harness.js';
import { insertLead } from './documents-fixtures.js';

let app: Awaited<ReturnType<typeof createTestApi>>;
let world: World;
let rep: Actor;
beforeAll(async () => {
  app = await createTestApi();
  world = await makeWorld(app);
  rep = await makeUser(app, { email: 'rep@reminders.test', organizationId: world.orgA, first: 'Rita', last: 'Rep' });
});
afterAll(async () => app?.cleanup());

const as = (actor: { token: string }) => client(app, actor.token);
const DAY = 86_400_000;
const later = (days: number, hours = 1) => new Date(Date.now() + days * DAY + hours * 3_600_000);
const pathOf = (url: string) => url.replace(/^https?:\/\/[^/]+/, '');
const mailsTo = async (to: string) =>
  (await app.ctx.db.query<{ id: number; subject: string; body: string }>('SELECT id, subject, body FROM outbox WHERE to_address = $1 ORDER BY id', [to])).rows;
const reminderMails = async (to: string) => (await mailsTo(to)).filter((m) => m.subject.startsWith('Reminder'));
const activityOf = async (leadId: number) =>
  (await app.ctx.db.query('SELECT action, actor_id, detail FROM lead_activity WHERE lead_id = $1 AND action = $2 ORDER BY id', [leadId, 'reminder_sent'])).rows;
const linkOf = async (leadId: number) =>
  (await app.ctx.db.query('SELECT * FROM reminder_links WHERE lead_id = $1 ORDER BY id', [leadId])).rows;
const run = (days: number, leadId?: number) => runReminders(app.ctx, { now: later(days), leadId });
const setSchedule = (days: number[], enabled = true) => as(world.adminA).put(`/api/organization/${world.orgA}/reminders/`, { enabled, days });

let n = 0;
/** A lead of organization A with its own customer e-mail (so mails are told apart per test). */
async function newLead() {
  n++;
  const email = `customer${n}@reminders.test`;
  const lead = await insertLead(app, world.orgA, { associatedUserId: rep.id, name: `Reminder Lead ${n}`, customer: { first_name: 'Grace', last_name: `Hopper${n}`, emails: [email] } });
  return { lead, email };
}
async function sendLoi(lead: number) {
  const sent = await as(world.adminA).post('/api/agreement/', { lead, agreement_type: 0 });
  expect(sent.status, JSON.stringify(sent.body)).toBe(201);
  return sent.body.agreement as { id: number; sign_url: string };
}

describe('the organization\'s reminder settings', () => {
  const url = () => `/api/organization/${world.orgA}/reminders/`;

  it('defaults to on, after 3 and 7 days; org admins and super admins change it, sorted', async () => {
    const got = await as(world.adminA).get(url());
    expect(got.status).toBe(200);
    expect(got.body).toMatchObject({ organization: world.orgA, enabled: true, days: [3, 7], limits: { max_steps: 3, min_day: 1, max_day: 60 } });
    const saved = await as(world.adminA).put(url(), { enabled: true, days: [10, 2] });
    expect(saved.status).toBe(200);
    expect(saved.body).toMatchObject({ detail: MESSAGES.reminderSettingsSaved, settings: { enabled: true, days: [2, 10] } });
    expect((await as(world.superAdmin).put(url(), { enabled: false, days: [] })).body.settings).toMatchObject({ enabled: false, days: [] });
    expect((await as(world.superAdmin).get(url())).body).toMatchObject({ enabled: false, days: [] });
    expect((await setSchedule([3, 7])).status).toBe(200);
  });

  it('refuses bad schedules with 400 naming the field', async () => {
    const bad: Array<[unknown, string]> = [
      [{ enabled: true, days: [0] }, 'days'], [{ enabled: true, days: [61] }, 'days'], [{ enabled: true, days: [1, 2, 3, 4] }, 'days'],
      [{ enabled: true, days: [3, 3] }, 'days'], [{ enabled: true, days: [2.5] }, 'days'], [{ enabled: true, days: 'x' }, 'days'],
      [{ enabled: true, days: ['\u0000'] }, 'days'], [{ enabled: true }, 'days'], [{ days: [3] }, 'enabled'], [{ enabled: 'maybe', days: [3] }, 'enabled'],
      [{ enabled: true, days: [3], extra: 1 }, 'extra'], [{ enabled: true, days: Array.from({ length: 10_000 }, () => 5) }, 'days'],
      [{ enabled: null, days: [3] }, 'enabled'], [{ enabled: true, days: [2_147_483_648] }, 'days'],
    ];
    for (const [body, field] of bad) {
      const res = await as(world.adminA).put(url(), body);
      expect(res.status, JSON.stringify(body).slice(0, 80)).toBe(400);
      expect(Object.keys(res.body).some((key) => key === field || key.startsWith(`${field}.`)), JSON.stringify(res.body)).toBe(true);
    }
    expect((await as(world.adminA).get(`/api/organization/abc/reminders/`)).status).toBe(400);
    expect((await as(world.adminA).get(url())).body.days).toEqual([3, 7]);
  });

  it('org admins only: members 403, another organization 404 like a missing one, signed-out 401', async () => {
    for (const actor of [world.userA, world.viewerA, rep]) {
      expect((await as(actor).get(url())).status).toBe(403);
      expect((await as(actor).put(url(), { enabled: false, days: [] })).status).toBe(403);
    }
    for (const actor of [world.adminB, world.userB]) {
      expect((await as(actor).get(url())).status).toBe(404);
      expect((await as(actor).put(url(), { enabled: false, days: [] })).status).toBe(404);
    }
    expect((await as(world.adminA).get('/api/organization/999999/reminders/')).status).toBe(404);
    expect((await as(world.superAdmin).get('/api/organization/999999/reminders/')).status).toBe(404);
    expect((await as(world.superAdmin).put('/api/organization/999999/reminders/', { enabled: true, days: [3] })).status).toBe(404);
    expect((await client(app).get(url())).status).toBe(401);
    expect((await as(world.adminA).get(url())).body).toMatchObject({ enabled: true, days: [3, 7] });
  });
});

describe('sealing inside a transaction', () => {
  it('the first link a process seals, inside the sending transaction, does not wait for itself (PGlite has one connection; the demo seed hung here)', async () => {
    const fresh = await createTestApi();
    try {
      const w = await makeWorld(fresh);
      const lead = await insertLead(fresh, w.orgA, { customer: { first_name: 'First', last_name: 'Seal', emails: ['first.seal@reminders.test'] } });
      const sent = await client(fresh, w.adminA.token).post('/api/agreement/', { lead, agreement_type: 0 });
      expect(sent.status).toBe(201);
      expect((await fresh.ctx.db.query('SELECT sealed_link FROM reminder_links WHERE lead_id = $1', [lead])).rows[0].sealed_link).toBeTruthy();
      expect((await runReminders(fresh.ctx, { now: later(3) })).sent).toBe(1);
    } finally {
      await fresh.cleanup();
    }
  }, 90_000); // a hang (the bug) never ends; a loaded machine takes ~20 s for a fresh api and its first PDF
});

describe('the reminder worker', () => {
  it('picks the latest due day after the last one', () => {
    const base = new Date('2026-01-01T00:00:00Z');
    const at = (d: number) => new Date(base.getTime() + d * DAY);
    expect(dueDay([3, 7], base, 0, at(2.9))).toEqual({ day: null, more: true });
    expect(dueDay([7, 3], base, 0, at(3))).toEqual({ day: 3, more: true });
    expect(dueDay([3, 7], base, 3, at(5))).toEqual({ day: null, more: true });
    expect(dueDay([3, 7], base, 0, at(8))).toEqual({ day: 7, more: false });
    expect(dueDay([3, 7], base, 7, at(30))).toEqual({ day: null, more: false });
  });

  it('seals links: opened with the same secret, not with a tampered copy', async () => {
    const sealed = await sealLink(app.ctx, 'http://api.test/api/p/abc');
    expect(sealed).not.toContain('api/p');
    expect(await openLink(app.ctx, sealed)).toBe('http://api.test/api/p/abc');
    expect(await openLink(app.ctx, sealed.slice(0, -2) + (sealed.endsWith('A') ? 'BB' : 'AA'))).toBeNull();
  });

  it('reminds of an unsigned agreement on day 3 and day 7, once each, with the customer\'s own working link', async () => {
    const { lead, email } = await newLead();
    const agreement = await sendLoi(lead);
    const stored = (await linkOf(lead))[0];
    expect(stored.sealed_link).toBeTruthy();
    expect(stored.sealed_link).not.toContain(agreement.sign_url.split('/sign/')[1].slice(0, 64));

    expect((await run(2, lead)).sent).toBe(0);
    expect(await reminderMails(email)).toHaveLength(0);
    expect((await run(3, lead)).sent).toBe(1);
    expect((await run(3, lead)).sent).toBe(0); // a second pass at the same time: nothing more
    const [first] = await reminderMails(email);
    expect(first.subject).toBe(REMINDER_TEXTS.agreementSubject('Letter of Intent', 'Sunrise Affiliates'));
    expect(first.body).toContain(agreement.sign_url);
    // The reminded link is the one the customer holds, and it works.
    const page = await app.inject({ method: 'GET', url: pathOf(agreement.sign_url) });
    expect(page.statusCode).toBe(200);

    const timeline = await activityOf(lead);
    expect(timeline).toHaveLength(1);
    expect(timeline[0]).toMatchObject({ actor_id: null, detail: { kind: 'agreement', document_type: 'LOI', document_id: agreement.id, recipient: `Grace Hopper${n}`, recipient_email: email, day: 3 } });
    const bell = (await app.ctx.db.query('SELECT user_id, title, body, link FROM notifications WHERE kind = $1 AND link = $2 ORDER BY user_id', ['reminder_sent', `/manage/leads/${lead}`])).rows;
    expect(bell.map((b) => b.user_id).sort()).toEqual([rep.id, world.adminA.id].sort());
    expect(bell[0].body).toBe(REMINDER_TEXTS.notificationBody(`Grace Hopper${n}`, 'LOI', `Reminder Lead ${n}`, 3));
    // The rest of the api shows it: the timeline route and the bell.
    const listed = await as(rep).get(`/api/lead_activity/${lead}/`);
    expect(listed.body.results.some((e: any) => e.action === 'reminder_sent' && e.detail.day === 3)).toBe(true);

    expect((await run(8, lead)).sent).toBe(1);
    expect((await reminderMails(email)).length).toBe(2);
    expect((await activityOf(lead)).map((e) => e.detail.day)).toEqual([3, 7]);
    // The last one sent: the link leaves the reminder row.
    const done = (await linkOf(lead))[0];
    expect(done).toMatchObject({ stop_reason: 'completed', sealed_link: null, last_day: 7 });
    expect((await run(40, lead)).sent).toBe(0);
    expect((await reminderMails(email)).length).toBe(2);
  });

  it('sends the latest overdue day only (a worker that was down does not send a burst)', async () => {
    const { lead, email } = await newLead();
    await sendLoi(lead);
    expect((await run(10, lead)).sent).toBe(1);
    expect((await activityOf(lead)).map((e) => e.detail.day)).toEqual([7]);
    expect((await reminderMails(email)).length).toBe(1);
  });

  it('stops on signing: no reminder after the customer signed, and the link is wiped', async () => {
    const { lead, email } = await newLead();
    const agreement = await sendLoi(lead);
    const signed = await app.inject({ method: 'POST', url: pathOf(agreement.sign_url), headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: new URLSearchParams({ full_name: 'Grace Hopper', agree: 'on' }).toString() });
    expect(signed.statusCode).toBe(200);
    expect(await run(8, lead)).toEqual({ sent: 0, stopped: 1 });
    expect(await reminderMails(email)).toHaveLength(0);
    expect((await linkOf(lead))[0]).toMatchObject({ stop_reason: 'signed', sealed_link: null });
  });

  it('stops on voiding, and on cancelling (closed-lost) the lead', async () => {
    const voided = await newLead();
    const a = await sendLoi(voided.lead);
    expect((await as(world.adminA).post(`/api/agreement/${a.id}/void/`, {})).status).toBe(200);
    const cancelled = await newLead();
    await sendLoi(cancelled.lead);
    expect((await as(world.adminA).post(`/api/cancel_lead/${cancelled.lead}/`, { reason: 'Chose a competitor' })).status).toBe(200);
    await run(8);
    expect(await reminderMails(voided.email)).toHaveLength(0);
    expect(await reminderMails(cancelled.email)).toHaveLength(0);
    expect((await linkOf(voided.lead))[0].stop_reason).toBe('voided');
    expect((await linkOf(cancelled.lead))[0].stop_reason).toBe('lead_cancelled');
  });

  it('a resend starts the schedule again with the new link; the old link reminds no more', async () => {
    const { lead, email } = await newLead();
    const first = await sendLoi(lead);
    const resent = await as(world.adminA).post(`/api/agreement/${first.id}/resend/`, {});
    expect(resent.status).toBe(200);
    await run(3, lead);
    const mails = await reminderMails(email);
    expect(mails).toHaveLength(1);
    expect(mails[0].body).toContain(resent.body.agreement.sign_url);
    expect(mails[0].body).not.toContain(first.sign_url);
    expect((await linkOf(lead)).map((r) => r.stop_reason)).toEqual(['replaced', null]);
  });

  it('follows the organization\'s settings at sending time: off sends nothing, a new schedule applies to links already sent', async () => {
    const { lead, email } = await newLead();
    await sendLoi(lead);
    expect((await setSchedule([3, 7], false)).status).toBe(200);
    expect((await run(8, lead)).sent).toBe(0);
    expect((await setSchedule([5])).status).toBe(200);
    expect((await run(4, lead)).sent).toBe(0);
    expect((await run(6, lead)).sent).toBe(1);
    expect((await activityOf(lead)).map((e) => e.detail.day)).toEqual([5]);
    expect(await reminderMails(email)).toHaveLength(1);
    expect((await setSchedule([3, 7])).status).toBe(200);
  });

  it('a customer without an e-mail gets no reminders (nothing is kept)', async () => {
    const lead = await insertLead(app, world.orgA, { customer: { first_name: 'No', last_name: 'Mail' } });
    await sendLoi(lead);
    expect(await linkOf(lead)).toHaveLength(0);
  });

  it('another organization\'s schedule governs its own links only', async () => {
    const lead = await insertLead(app, world.orgB, { customer: { first_name: 'Bea', last_name: 'B', emails: ['bea@b.reminders.test'] } });
    const sent = await as(world.adminB).post('/api/agreement/', { lead, agreement_type: 0 });
    expect(sent.status).toBe(201);
    expect((await as(world.adminB).put(`/api/organization/${world.orgB}/reminders/`, { enabled: true, days: [1] })).status).toBe(200);
    await run(1.5, lead);
    expect(await reminderMails('bea@b.reminders.test')).toHaveLength(1);
    expect((await as(world.adminA).get(`/api/organization/${world.orgA}/reminders/`)).body.days).toEqual([3, 7]);
  });
});

describe('reminders of e-mailed web proposal links', () => {
  async function emailedLink() {
    const { lead, email } = await newLead();
    const created = await as(world.adminA).post('/api/proposal/', { lead, proposal_type: 0, need_customization: false, escalator: 2 });
    expect(created.status).toBe(201);
    await app.ctx.jobs.drain();
    const link = await as(world.adminA).post(`/api/proposal/${created.body.id}/link/`, { email: { to: email } });
    expect(link.status, JSON.stringify(link.body)).toBe(201);
    return { lead, email, proposal: created.body.id as number, link: link.body.link as { id: number; url: string } };
  }

  it('reminds until the customer views it, with the same link', async () => {
    const { lead, email, link, proposal } = await emailedLink();
    await run(3, lead);
    const mails = await reminderMails(email);
    expect(mails).toHaveLength(1);
    expect(mails[0].body).toContain(link.url);
    expect((await activityOf(lead))[0].detail).toMatchObject({ kind: 'proposal_link', document_type: 'Marketing', document_id: proposal, link_id: link.id, day: 3 });
    // The customer opens it: no day-7 reminder.
    expect((await app.inject({ method: 'GET', url: pathOf(link.url), headers: { 'user-agent': 'Mozilla/5.0 (iPhone)' } })).statusCode).toBe(200);
    await run(8, lead);
    expect(await reminderMails(email)).toHaveLength(1);
    expect((await linkOf(lead))[0].stop_reason).toBe('viewed');
  });

  it('stops on revoke and on expiry', async () => {
    const revoked = await emailedLink();
    expect((await as(world.adminA).post(`/api/proposal_link/${revoked.link.id}/revoke/`, {})).status).toBe(200);
    await run(3, revoked.lead);
    expect(await reminderMails(revoked.email)).toHaveLength(0);
    expect((await linkOf(revoked.lead))[0].stop_reason).toBe('revoked');

    const expiring = await emailedLink();
    await app.ctx.db.query(`UPDATE proposal_links SET expires_at = now() + interval '2 days' WHERE id = $1`, [expiring.link.id]);
    await run(3, expiring.lead);
    expect(await reminderMails(expiring.email)).toHaveLength(0);
    expect((await linkOf(expiring.lead))[0].stop_reason).toBe('expired');
  });
});
