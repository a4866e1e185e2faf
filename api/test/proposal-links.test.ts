import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { NOTIFICATION_TEXTS } from '../src/domain/notifications.js';
import { MESSAGES } from '../src/messages.js';
import { client, createTestApi, makeUser, makeWorld, type Actor, type World } from './harness.js';
import { insertLead, usdText } from './documents-fixtures.js';

let app: Awaited<ReturnType<typeof createTestApi>>;
let world: World;
let rep: Actor;
beforeAll(async () => {
  app = await createTestApi();
  world = await makeWorld(app);
  rep = await makeUser(app, { email: 'link-rep@a.test', organizationId: world.orgA, first: 'Rita', last: 'Rep' });
  await app.ctx.db.query('UPDATE users SET phone_number = $2 WHERE id = $1', [rep.id, '(559) 555-0134']);
});
afterAll(async () => app?.cleanup());

const as = (actor: { token: string }) => client(app, actor.token);
const pathOf = (url: string) => url.replace(/^https?:\/\/[^/]+/, '');
const open = (url: string, headers: Record<string, string> = {}) => app.inject({ method: 'GET', url: pathOf(url), headers });
const notificationsOf = async (userId: number, kind: string) =>
  (await app.ctx.db.query('SELECT * FROM notifications WHERE user_id = $1 AND kind = $2', [userId, kind])).rows;
const activityOf = async (leadId: number, action: string) =>
  (await app.ctx.db.query('SELECT * FROM lead_activity WHERE lead_id = $1 AND action = $2 ORDER BY id', [leadId, action])).rows;

/** A lead of organization A assigned to the rep, with a generated preliminary proposal. */
async function generatedProposal() {
  const lead = await insertLead(app, world.orgA, { associatedUserId: rep.id });
  const created = await as(world.userA).post('/api/proposal/', { lead, proposal_type: 0, need_customization: false, escalator: 2 });
  expect(created.status).toBe(201);
  await app.ctx.jobs.drain();
  const got = await as(world.userA).get(`/api/proposal/${created.body.id}/`);
  expect(got.body.proposal_status).toBe(1);
  return { lead, proposal: got.body };
}

function expectPageHeaders(res: Awaited<ReturnType<typeof open>>) {
  expect(res.headers['content-type']).toBe('text/html; charset=utf-8');
  expect(res.headers['cache-control']).toBe('no-store');
  expect(res.headers['referrer-policy']).toBe('no-referrer');
  expect(res.headers['x-content-type-options']).toBe('nosniff');
  expect(String(res.headers['content-security-policy'])).toContain("script-src 'none'");
  expect(res.body).not.toMatch(/<script/i);
}

describe('web proposal links', () => {
  it('creates a link for a generated proposal (the URL once), lists it without the URL, and shows the page', async () => {
    const { lead, proposal } = await generatedProposal();
    const before = Date.now();
    const made = await as(world.userA).post(`/api/proposal/${proposal.id}/link/`, {});
    expect(made.status).toBe(201);
    expect(made.body.detail).toBe(MESSAGES.proposalLinkCreated);
    expect(made.body.link).toMatchObject({ proposal: proposal.id, lead, status: 'active', view_count: 0, first_viewed_at: null, revoked_at: null, created_by: world.userA.id });
    expect(made.body.link.url).toMatch(/^http:\/\/api\.test\/api\/p\/[0-9a-f]{64}$/);
    const days = (new Date(made.body.link.expires_at).getTime() - before) / 86_400_000;
    expect(days).toBeGreaterThan(29.9);
    expect(days).toBeLessThan(30.1);
    const stored = (await app.ctx.db.query('SELECT token_hash FROM proposal_links WHERE id = $1', [made.body.link.id])).rows[0];
    expect(made.body.link.url).not.toContain(stored.token_hash);

    const listed = await as(world.viewerA).get(`/api/proposal/${proposal.id}/links/`);
    expect(listed.status).toBe(200);
    expect(listed.body.results).toHaveLength(1);
    expect(listed.body.results[0]).toMatchObject({ id: made.body.link.id, url: null, status: 'active' });
    expect(JSON.stringify(listed.body)).not.toContain(made.body.link.url.slice(-64));
    expect((await activityOf(lead, 'proposal_link_created'))[0]).toMatchObject({ actor_id: world.userA.id, detail: { document_id: proposal.id, link_id: made.body.link.id, expires_in_days: 30 } });

    const page = await open(made.body.link.url, { 'user-agent': 'Mozilla/5.0 (iPhone)' });
    expect(page.statusCode).toBe(200);
    expectPageHeaders(page);
    const d = proposal.proposal_data;
    for (const text of ['Sunrise Affiliates', 'Rita Rep', 'link-rep@a.test', '(559) 555-0134', 'Grace Hopper', '2450 S Cherry Ave', '250 kW DC', '400,000 kWh',
      usdText(d.pricing.contract_price), `$${d.assumptions.ppa_rate.toFixed(4)}/kWh`, '2 % per year', '25 years', usdText(d.system_savings_.year_25_cumulative_savings)]) {
      expect(page.body).toContain(text);
    }
    expect(page.body).toMatch(/<svg class="chart"[^>]*viewBox/);
    expect(page.body.match(/<rect /g)).toHaveLength(25);
    expect(page.body).toContain('<details><summary>Year-by-year savings</summary>');
    expect(page.body.match(/<tr><th scope="row">/g)).toHaveLength(25);
    expect(page.body).toContain(`href="/api/p/${made.body.link.url.slice(-64)}/pdf"`);

    const pdf = await open(`${made.body.link.url}/pdf`);
    expect(pdf.statusCode).toBe(200);
    expect(pdf.headers['content-type']).toBe('application/pdf');
    expect(pdf.headers['content-disposition']).toBe(`inline; filename="proposal-${proposal.id}.pdf"`);
    expect(pdf.headers['x-content-type-options']).toBe('nosniff');
    expect(pdf.headers['cache-control']).toBe('no-store');
    expect(pdf.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
    // The trailing-slash form opens the page too.
    expect((await open(`${made.body.link.url}/`)).statusCode).toBe(200);
  });

  it('counts the customer\'s views; the first one is on the timeline and notifies the assignee and the creator once; staff previews and link previewers do not count', async () => {
    const { lead, proposal } = await generatedProposal();
    const made = await as(world.userA).post(`/api/proposal/${proposal.id}/link/`, { expires_in_days: 7 });
    const url = made.body.link.url;
    await open(url, { authorization: `Token ${world.adminA.token}` }); // a colleague previewing
    await open(url, { authorization: `Token ${world.superAdmin.token}` });
    await open(url, { 'user-agent': 'Slackbot-LinkExpanding 1.0 (+https://api.slack.com/robots)' });
    await app.inject({ method: 'HEAD', url: pathOf(url) });
    let row = (await app.ctx.db.query('SELECT * FROM proposal_links WHERE id = $1', [made.body.link.id])).rows[0];
    expect(row.view_count).toBe(0);
    expect(await activityOf(lead, 'proposal_viewed')).toHaveLength(0);

    const repBefore = (await notificationsOf(rep.id, 'proposal_viewed')).length;
    const creatorBefore = (await notificationsOf(world.userA.id, 'proposal_viewed')).length;
    await open(url, { 'user-agent': 'Mozilla/5.0 (Android)' });
    await open(url, { authorization: `Token ${world.userB.token}` }); // another organization's user is just a visitor
    row = (await app.ctx.db.query('SELECT * FROM proposal_links WHERE id = $1', [made.body.link.id])).rows[0];
    expect(row.view_count).toBe(2);
    expect(row.first_viewed_at).toBeTruthy();
    expect(new Date(row.last_viewed_at).getTime()).toBeGreaterThanOrEqual(new Date(row.first_viewed_at).getTime());
    const viewed = await activityOf(lead, 'proposal_viewed');
    expect(viewed).toHaveLength(1);
    expect(viewed[0]).toMatchObject({ actor_id: null, actor_name: null, detail: { document_id: proposal.id, link_id: made.body.link.id } });
    const repNotes = await notificationsOf(rep.id, 'proposal_viewed');
    expect(repNotes).toHaveLength(repBefore + 1);
    expect(repNotes.at(-1)).toMatchObject({ title: NOTIFICATION_TEXTS.proposalViewed(proposal.id), link: `/manage/leads/${lead}`, subject_type: 'proposal', subject_id: proposal.id });
    expect(await notificationsOf(world.userA.id, 'proposal_viewed')).toHaveLength(creatorBefore + 1);
    expect(await notificationsOf(world.userB.id, 'proposal_viewed')).toHaveLength(0);

    const listed = await as(world.userA).get(`/api/proposal/${proposal.id}/links/`);
    expect(listed.body.results[0]).toMatchObject({ view_count: 2, created_by_name: expect.any(String) });
    expect(listed.body.results[0].first_viewed_at).toBeTruthy();
  });

  it('refuses what the rules refuse: not generated, out-of-range expiry, viewers, a cancelled lead, another organization', async () => {
    const { lead, proposal } = await generatedProposal();
    const requested = await as(world.userA).post('/api/proposal/', { lead, proposal_type: 1, need_customization: false });
    expect(requested.status).toBe(201);
    const refused = await as(world.userA).post(`/api/proposal/${requested.body.id}/link/`, {});
    expect(refused.status).toBe(400);
    expect(refused.body.non_field_errors).toEqual([MESSAGES.proposalLinkNotGenerated]);
    for (const days of [0, 91, 2.5]) expect((await as(world.userA).post(`/api/proposal/${proposal.id}/link/`, { expires_in_days: days })).status).toBe(400);
    expect((await as(world.userA).post(`/api/proposal/${proposal.id}/link/`, { expires_in_days: 90 })).status).toBe(201);
    expect((await as(world.userB).post(`/api/proposal/${proposal.id}/link/`, {})).status).toBe(404);
    expect((await as(world.userB).get(`/api/proposal/${proposal.id}/links/`)).status).toBe(404);
    expect((await as(world.viewerA).post(`/api/proposal/${proposal.id}/link/`, {})).status).toBe(403);
    expect((await as(world.superAdmin).post(`/api/proposal/${proposal.id}/link/`, {})).status).toBe(201);
    expect((await as(world.userA).post('/api/proposal/999999/link/', {})).status).toBe(404);

    const link = (await as(world.userA).post(`/api/proposal/${proposal.id}/link/`, {})).body.link;
    expect((await as(world.userB).post(`/api/proposal_link/${link.id}/revoke/`)).status).toBe(404);
    expect((await as(world.viewerA).post(`/api/proposal_link/${link.id}/revoke/`)).status).toBe(403);
    expect((await as(world.userA).post('/api/proposal_link/999999/revoke/')).status).toBe(404);

    await app.ctx.db.query('UPDATE leads SET cancelled_at = now() WHERE id = $1', [lead]);
    const onCancelled = await as(world.userA).post(`/api/proposal/${proposal.id}/link/`, {});
    expect(onCancelled.status).toBe(409);
    expect(onCancelled.body.detail).toBe(MESSAGES.leadIsCancelled);
    // Withdrawing a link protects the customer: it works on a cancelled lead.
    expect((await as(world.userA).post(`/api/proposal_link/${link.id}/revoke/`)).status).toBe(200);
  });

  it('revoked, expired, unknown and malformed links answer pages that say nothing about the proposal', async () => {
    const { lead, proposal } = await generatedProposal();
    const a = (await as(world.userA).post(`/api/proposal/${proposal.id}/link/`, {})).body.link;
    const b = (await as(world.userA).post(`/api/proposal/${proposal.id}/link/`, {})).body.link;
    const revoked = await as(world.adminA).post(`/api/proposal_link/${a.id}/revoke/`);
    expect(revoked.status).toBe(200);
    expect(revoked.body).toMatchObject({ detail: MESSAGES.proposalLinkRevoked, link: { status: 'revoked', revoked_by: world.adminA.id, url: null } });
    expect(revoked.body.link.revoked_at).toBeTruthy();
    expect((await as(world.adminA).post(`/api/proposal_link/${a.id}/revoke/`)).status).toBe(409);
    expect((await activityOf(lead, 'proposal_link_revoked'))[0]).toMatchObject({ actor_id: world.adminA.id, detail: { link_id: a.id, document_id: proposal.id } });

    await app.ctx.db.query(`UPDATE proposal_links SET expires_at = now() - interval '1 minute' WHERE id = $1`, [b.id]);
    const listed = await as(world.userA).get(`/api/proposal/${proposal.id}/links/`);
    expect(Object.fromEntries(listed.body.results.map((l: any) => [l.id, l.status]))).toEqual({ [a.id]: 'revoked', [b.id]: 'expired' });

    const secret = ['Grace Hopper', 'Cherry Ave', 'Fresno', 'kW DC', 'Sunrise', `#${proposal.id}`, '<svg'];
    const cases: [string, number, string][] = [
      [a.url, 410, MESSAGES.proposalLinkRevokedTitle], [`${a.url}/pdf`, 410, MESSAGES.proposalLinkRevokedTitle],
      [b.url, 410, MESSAGES.proposalLinkExpiredTitle], [`${b.url}/pdf`, 410, MESSAGES.proposalLinkExpiredTitle],
      [`/api/p/${'0'.repeat(64)}`, 404, MESSAGES.proposalLinkInvalidTitle],
      [`/api/p/${'0'.repeat(64)}/pdf`, 404, MESSAGES.proposalLinkInvalidTitle],
      ['/api/p/abc', 404, MESSAGES.proposalLinkInvalidTitle], ['/api/p/', 404, MESSAGES.proposalLinkInvalidTitle],
      ['/api/p/%E0%A4%A', 404, MESSAGES.proposalLinkInvalidTitle], ['/api/p/%00', 404, MESSAGES.proposalLinkInvalidTitle],
      [`/api/p/${'a'.repeat(5000)}`, 404, MESSAGES.proposalLinkInvalidTitle], [`${b.url.slice(0, -3)}/extra/x`, 404, MESSAGES.proposalLinkInvalidTitle],
      [`/api/p/${a.url.slice(-64).toUpperCase()}`, 404, MESSAGES.proposalLinkInvalidTitle],
    ];
    for (const [url, status, title] of cases) {
      const res = await open(url);
      expect([url, res.statusCode]).toEqual([url, status]);
      expectPageHeaders(res);
      expect(res.body).toContain(title);
      for (const text of secret) expect(res.body).not.toContain(text);
    }
    const row = (await app.ctx.db.query('SELECT view_count FROM proposal_links WHERE id = $1', [a.id])).rows[0];
    expect(row.view_count).toBe(0);
  });

  it('a proposal changed back to requested shows no stale figures; deleting the proposal deletes its links', async () => {
    const { proposal } = await generatedProposal();
    const link = (await as(world.userA).post(`/api/proposal/${proposal.id}/link/`, {})).body.link;
    await app.ctx.db.query('UPDATE proposals SET proposal_status = 0 WHERE id = $1', [proposal.id]);
    const res = await open(link.url);
    expect(res.statusCode).toBe(409);
    expect(res.body).toContain(MESSAGES.proposalLinkUpdatingTitle);
    expect(res.body).not.toContain('kW DC');
    await app.ctx.db.query('DELETE FROM proposals WHERE id = $1', [proposal.id]);
    expect((await app.ctx.db.query('SELECT 1 FROM proposal_links WHERE id = $1', [link.id])).rows).toHaveLength(0);
    expect((await open(link.url)).statusCode).toBe(404);
  });
});
