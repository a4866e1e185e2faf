import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { formatDate } from '../../shared/format/dates.js';
import { CUSTOMER_PAGE_TEXTS as T } from '../src/customer-pages-messages.js';
import { MESSAGES } from '../src/messages.js';
import { client, createTestApi, makeWorld, type World } from './harness.js';
import { insertLead, pdfText } from './documents-fixtures.js';

/**
 * Issue 26, the customer's public pages: links a customer holds on a page work as long as the page
 * does (item 3), accept on the proposal page (item 13), e-mailing the proposal link (item 12), a
 * proposal link after its lead is cancelled (closed-lost).
 */
let app: Awaited<ReturnType<typeof createTestApi>>;
let world: World;
beforeAll(async () => { app = await createTestApi(); world = await makeWorld(app); }, 180_000);
afterAll(async () => app?.cleanup());
afterEach(() => { vi.restoreAllMocks(); });

const as = (actor: { token: string }) => client(app, actor.token);
const pathOf = (url: string) => url.replace(/^https?:\/\/[^/]+/, '');
const open = (url: string, headers: Record<string, string> = {}) => app.inject({ method: 'GET', url: pathOf(url), headers });
const hrefOf = (html: string, text: string) => {
  const m = new RegExp(`href="([^"]+)"[^>]*>${text}`).exec(html);
  return m ? m[1].replace(/&#38;/g, '&') : null;
};
const escapeHtml = (value: string) => value.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
/** Moves the clock on by `seconds` (the media URL's signature reads Date.now). */
const later = (seconds: number) => { const now = Date.now() + seconds * 1000; vi.spyOn(Date, 'now').mockReturnValue(now); };

async function leadWithProposal() {
  const lead = await insertLead(app, world.orgA, { associatedUserId: world.userA.id });
  const proposal = await as(world.userA).post('/api/proposal/', { lead, proposal_type: 1 });
  await as(world.userA).post('/api/proposal_generate/', { proposal_pk: proposal.body.id });
  await app.ctx.jobs.drain();
  return { lead, proposal: (await as(world.userA).get(`/api/proposal/${proposal.body.id}/`)).body };
}

describe('item 3: PDF links on the public pages outlive the media URL', () => {
  it('the signing page links the PDF under its own token, re-signed at each click, also after the media URL\'s lifetime', async () => {
    const { lead } = await leadWithProposal();
    const sent = await as(world.adminA).post('/api/agreement/', { lead, agreement_type: 1 });
    const url = sent.body.agreement.sign_url as string;
    const shown = await open(url);
    expect(shown.statusCode).toBe(200);
    const link = hrefOf(shown.body, 'Open the agreement \\(PDF\\)')!;
    expect(link).toBe(`${url}pdf`);
    expect(shown.body).not.toContain('/api/media/');

    // Ten minutes later (the media URL lives five): the link still opens the PDF.
    later(600);
    const first = await open(link);
    expect(first.statusCode).toBe(302);
    expect(first.headers['cache-control']).toBe('no-store');
    const media = String(first.headers.location);
    expect(media).toContain('/api/media/');
    const pdf = await open(media);
    expect(pdf.statusCode).toBe(200);
    expect(pdf.headers['content-type']).toBe('application/pdf');
    expect(pdf.headers['content-security-policy']).toContain('sandbox');
    expect((await pdfText(pdf.rawPayload)).text).toContain('Grace Hopper');

    // Signed: the same link opens the signed PDF.
    vi.restoreAllMocks();
    const signed = await app.inject({ method: 'POST', url: pathOf(url), headers: { 'content-type': 'application/x-www-form-urlencoded' }, payload: 'full_name=Grace+Hopper&agree=on' });
    expect(signed.statusCode).toBe(200);
    expect(hrefOf(signed.body, 'Open the signed agreement \\(PDF\\)')).toBe(link);
    later(3600);
    const after = await open(String((await open(link)).headers.location));
    expect((await pdfText(after.rawPayload)).text).toContain('Signed electronically by Grace Hopper');
  });

  it('a link that is no longer live answers the page\'s HTML message, never JSON', async () => {
    const { lead } = await leadWithProposal();
    const sent = await as(world.adminA).post('/api/agreement/', { lead, agreement_type: 1 });
    const url = sent.body.agreement.sign_url as string;
    await as(world.adminA).post(`/api/agreement/${sent.body.agreement.id}/void/`, {});
    const voided = await open(`${url}pdf`);
    expect(voided.statusCode).toBe(410);
    expect(voided.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(voided.body).toContain(MESSAGES.agreementVoidedTitle);
    for (const bad of [`/api/agreement/sign/${'a'.repeat(64)}/pdf`, '/api/agreement/sign/zz/pdf', '/api/agreement/sign/%00/pdf']) {
      const res = await open(bad);
      expect(res.statusCode).toBe(404);
      expect(res.headers['content-type']).toBe('text/html; charset=utf-8');
      expect(res.body).toContain(MESSAGES.signingLinkInvalidTitle);
    }
  });

  it('the proposal page\'s PDF link works after the media URL\'s lifetime and answers HTML once revoked', async () => {
    const { proposal } = await leadWithProposal();
    const made = await as(world.userA).post(`/api/proposal/${proposal.id}/link/`, {});
    const page = await open(made.body.link.url);
    const link = hrefOf(page.body, 'Open the proposal \\(PDF\\)')!;
    expect(link).toBe(`${pathOf(made.body.link.url)}/pdf`);
    later(24 * 3600);
    const pdf = await open(link);
    expect(pdf.statusCode).toBe(200);
    expect(pdf.headers['content-type']).toBe('application/pdf');
    expect(pdf.headers['content-security-policy']).toContain('sandbox');
    vi.restoreAllMocks();
    await as(world.userA).post(`/api/proposal_link/${made.body.link.id}/revoke/`, {});
    const gone = await open(link);
    expect(gone.statusCode).toBe(410);
    expect(gone.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(gone.body).toContain(MESSAGES.proposalLinkRevokedTitle);
  });
});

const form = (url: string, fields: Record<string, string>, headers: Record<string, string> = {}) => app.inject({
  method: 'POST', url: pathOf(url), headers: { 'content-type': 'application/x-www-form-urlencoded', ...headers }, payload: new URLSearchParams(fields).toString(),
});
const activityOf = async (leadId: number, action: string) =>
  (await app.ctx.db.query('SELECT * FROM lead_activity WHERE lead_id = $1 AND action = $2 ORDER BY id', [leadId, action])).rows;
const mailsTo = async (to: string) => (await app.ctx.db.query('SELECT * FROM outbox WHERE to_address = $1 ORDER BY id', [to])).rows;

async function linkOf(proposalId: number) {
  const made = await as(world.userA).post(`/api/proposal/${proposalId}/link/`, {});
  expect(made.status).toBe(201);
  return made.body.link as { id: number; url: string };
}

describe('item 13: accept on the proposal page', () => {
  it('accepts once: starts the PPA for signature at the given e-mail, shows the signing page next, tells the rep (bell and timeline)', async () => {
    const { lead, proposal } = await leadWithProposal();
    const link = await linkOf(proposal.id);
    const page = await open(link.url);
    expect(page.body).toContain(T.acceptHeading);
    expect(page.body).toContain(T.acceptIntroSign);
    expect(page.body).toContain(`action="/api/p/${link.url.slice(-64)}/accept"`);

    const missing = await form(`${link.url}/accept`, { full_name: '', email: 'nope' });
    expect(missing.statusCode).toBe(400);
    for (const text of [T.acceptNameRequired, T.acceptEmailInvalid, T.acceptMustCheck]) expect(missing.body).toContain(escapeHtml(text));
    expect((await app.ctx.db.query('SELECT count(*)::int AS n FROM proposal_acceptances WHERE proposal_id = $1', [proposal.id])).rows[0].n).toBe(0);

    const accepted = await form(`${link.url}/accept`, { full_name: ' Grace  Hopper ', email: 'grace.accepts@example.test', accept: 'on' });
    expect(accepted.statusCode).toBe(303);
    const signUrl = String(accepted.headers.location);
    expect(signUrl).toMatch(/\/api\/agreement\/sign\/[0-9a-f]{64}\/$/);
    const signing = await open(signUrl);
    expect(signing.statusCode).toBe(200);
    expect(signing.body).toContain('Clean Energy Power Purchase Agreement');
    // The signing link also went to the e-mail given.
    expect((await mailsTo('grace.accepts@example.test')).some((m) => m.body.includes(pathOf(signUrl)))).toBe(true);
    const stored = (await app.ctx.db.query('SELECT * FROM proposal_acceptances WHERE proposal_id = $1', [proposal.id])).rows;
    expect(stored).toHaveLength(1);
    expect(stored[0]).toMatchObject({ signer_name: 'Grace Hopper', signer_email: 'grace.accepts@example.test', link_id: link.id });
    expect(stored[0].agreement_id).toBeTruthy();
    const agreement = (await app.ctx.db.query('SELECT * FROM agreements WHERE id = $1', [stored[0].agreement_id])).rows[0];
    expect(agreement).toMatchObject({ agreement_type: 1, proposal_id: proposal.id, recipient_email: 'grace.accepts@example.test', sent_by: null });
    expect((await activityOf(lead, 'proposal_accepted'))[0]).toMatchObject({ actor_id: null, detail: { document_id: proposal.id, link_id: link.id, signer_name: 'Grace Hopper', agreement_id: agreement.id } });
    const bell = (await app.ctx.db.query("SELECT * FROM notifications WHERE user_id = $1 AND kind = 'proposal_accepted'", [world.userA.id])).rows;
    expect(bell).toHaveLength(1);
    expect(bell[0].body).toContain('Grace Hopper accepted');

    // Replayed: a clear message, nothing duplicated.
    const again = await form(`${link.url}/accept`, { full_name: 'Grace Hopper', email: 'grace.accepts@example.test', accept: 'on' });
    expect(again.statusCode).toBe(409);
    expect(again.body).toContain(T.acceptedTitle);
    expect((await app.ctx.db.query('SELECT count(*)::int AS n FROM agreements WHERE lead_id = $1', [lead])).rows[0].n).toBe(1);
    expect(await activityOf(lead, 'proposal_accepted')).toHaveLength(1);
    // The page now says it was accepted, without a form; a second link of the same proposal too.
    const after = await open(link.url);
    expect(after.body).toContain(escapeHtml(T.acceptedOn(formatDate(new Date()), 'Grace Hopper')));
    expect(after.body).not.toContain('name="accept"');
    const second = await linkOf(proposal.id);
    expect((await form(`${second.url}/accept`, { full_name: 'Mallory', email: 'm@example.test', accept: 'on' })).statusCode).toBe(409);
  });

  it('two accepts at once make one acceptance and one agreement', async () => {
    const { lead, proposal } = await leadWithProposal();
    const link = await linkOf(proposal.id);
    const results = await Promise.all([1, 2, 3].map((i) => form(`${link.url}/accept`, { full_name: `Grace ${i}`, email: `g${i}@example.test`, accept: 'on' })));
    expect(results.map((r) => r.statusCode).sort()).toEqual([303, 409, 409]);
    expect((await app.ctx.db.query('SELECT count(*)::int AS n FROM agreements WHERE lead_id = $1', [lead])).rows[0].n).toBe(1);
    expect((await app.ctx.db.query('SELECT count(*)::int AS n FROM proposal_acceptances WHERE lead_id = $1', [lead])).rows[0].n).toBe(1);
  });

  it('where the organization does not start agreements: recorded, the rep told, the page says the rep sends it', async () => {
    const org = world.orgB;
    await app.ctx.db.query('UPDATE organizations SET proposal_accept_sends_agreement = false WHERE id = $1', [org]);
    try {
      const leadB = await insertLead(app, org, { associatedUserId: world.userB.id });
      const created = await as(world.userB).post('/api/proposal/', { lead: leadB, proposal_type: 1 });
      await as(world.userB).post('/api/proposal_generate/', { proposal_pk: created.body.id });
      await app.ctx.jobs.drain();
      const made = await as(world.userB).post(`/api/proposal/${created.body.id}/link/`, {});
      expect((await open(made.body.link.url)).body).toContain(T.acceptIntroRep);
      const res = await form(`${made.body.link.url}/accept`, { full_name: 'Ada', email: 'ada@example.test', accept: 'on' });
      expect(res.statusCode).toBe(200);
      expect(res.body).toContain(T.acceptedRepWillSend);
      expect((await app.ctx.db.query('SELECT count(*)::int AS n FROM agreements WHERE lead_id = $1', [leadB])).rows[0].n).toBe(0);
      expect(await activityOf(leadB, 'proposal_accepted')).toHaveLength(1);
    } finally {
      await app.ctx.db.query('UPDATE organizations SET proposal_accept_sends_agreement = true WHERE id = $1', [org]);
    }
  });

  it('refuses on a revoked or expired link and on huge, NUL or odd input, answering pages', async () => {
    const { proposal } = await leadWithProposal();
    const link = await linkOf(proposal.id);
    const huge = await form(`${link.url}/accept`, { full_name: 'x'.repeat(20_000), email: 'a@b.test', accept: 'on' });
    expect(huge.statusCode).toBe(413);
    expect(huge.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(huge.body).toContain(T.acceptTooLargeTitle);
    const nul = await form(`${link.url}/accept`, { full_name: 'Gra\u0000ce', email: 'a@b.test\u0000', accept: 'on' });
    expect(nul.statusCode).toBe(400);
    expect(nul.body).toContain(T.acceptNameRequired);
    const long = await form(`${link.url}/accept`, { full_name: 'x'.repeat(201), email: `${'a'.repeat(250)}@b.test`, accept: 'on' });
    expect(long.statusCode).toBe(400);
    const json = await client(app).post(pathOf(`${link.url}/accept`), { full_name: ['a'], email: { x: 1 }, accept: 'on' });
    expect(json.status).toBe(400);
    expect((await app.ctx.db.query('SELECT count(*)::int AS n FROM proposal_acceptances WHERE proposal_id = $1', [proposal.id])).rows[0].n).toBe(0);

    await as(world.userA).post(`/api/proposal_link/${link.id}/revoke/`, {});
    const revoked = await form(`${link.url}/accept`, { full_name: 'Grace', email: 'g@example.test', accept: 'on' });
    expect(revoked.statusCode).toBe(410);
    expect(revoked.body).toContain(MESSAGES.proposalLinkRevokedTitle);
    const other = await linkOf(proposal.id);
    await app.ctx.db.query("UPDATE proposal_links SET expires_at = now() - interval '1 minute' WHERE id = $1", [other.id]);
    const expired = await form(`${other.url}/accept`, { full_name: 'Grace', email: 'g@example.test', accept: 'on' });
    expect(expired.statusCode).toBe(410);
    expect(expired.body).toContain(MESSAGES.proposalLinkExpiredTitle);
    expect((await form(`/api/p/${'0'.repeat(64)}/accept`, { full_name: 'G', email: 'g@example.test', accept: 'on' })).statusCode).toBe(404);
    expect((await app.ctx.db.query('SELECT count(*)::int AS n FROM proposal_acceptances WHERE proposal_id = $1', [proposal.id])).rows[0].n).toBe(0);
  });
});

describe('a proposal link after its lead is cancelled (closed-lost)', () => {
  it('keeps showing the proposal with the notice, offers no accept, refuses one, and opens again once restored', async () => {
    const { lead, proposal } = await leadWithProposal();
    const link = await linkOf(proposal.id);
    const cancelled = await as(world.adminA).post(`/api/cancel_lead/${lead}/`, { reason: 'Went with another installer' });
    expect(cancelled.status).toBe(200);
    const page = await open(link.url);
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain(T.proposalInactive);
    expect(page.body).not.toContain('name="accept"');
    expect(page.body).not.toContain('Went with another installer');
    expect((await open(`${link.url}/pdf`)).statusCode).toBe(200);
    const refused = await form(`${link.url}/accept`, { full_name: 'Grace', email: 'g@example.test', accept: 'on' });
    expect(refused.statusCode).toBe(409);
    expect(refused.body).toContain(T.proposalInactive);
    expect((await app.ctx.db.query('SELECT count(*)::int AS n FROM agreements WHERE lead_id = $1', [lead])).rows[0].n).toBe(0);
    await as(world.adminA).post(`/api/restore_lead/${lead}/`, {});
    const restored = await open(link.url);
    expect(restored.body).not.toContain(T.proposalInactive);
    expect(restored.body).toContain('name="accept"');
  });
});

describe('item 12: e-mailing the web proposal link', () => {
  it('creates a link and e-mails it (plain text, the rep\'s subject and message), on the timeline; revoking removes the URL from the outbox', async () => {
    const { lead, proposal } = await leadWithProposal();
    const made = await as(world.userA).post(`/api/proposal/${proposal.id}/link/`, {
      email: { to: 'grace.mail@example.test', subject: 'Your proposal', message: 'Hi Grace,\n<b>here</b> it is.' },
    });
    expect(made.status).toBe(201);
    expect(made.body.detail).toBe(T.mailSent('grace.mail@example.test'));
    const [mail] = await mailsTo('grace.mail@example.test');
    expect(mail.subject).toBe('Your proposal');
    expect(mail.body).toContain('Hi Grace,\n<b>here</b> it is.');
    expect(mail.body).toContain(made.body.link.url);
    expect((await activityOf(lead, 'proposal_link_emailed'))[0]).toMatchObject({ actor_id: world.userA.id, detail: { link_id: made.body.link.id, recipient_email: 'grace.mail@example.test', subject: 'Your proposal' } });
    await as(world.userA).post(`/api/proposal_link/${made.body.link.id}/revoke/`, {});
    const [redacted] = await mailsTo('grace.mail@example.test');
    expect(redacted.body).not.toContain(made.body.link.url);

    // Defaults: the subject and wording when left empty.
    const plain = await as(world.userA).post(`/api/proposal/${proposal.id}/link/`, { email: { to: 'grace.default@example.test', subject: '', message: null } });
    expect(plain.status).toBe(201);
    const [m2] = await mailsTo('grace.default@example.test');
    expect(m2.subject).toBe(T.mailSubject('Sunrise Affiliates', 'Preliminary'));
  });

  it('refuses bad input by field, other organizations and viewers, and sends nothing', async () => {
    const { proposal } = await leadWithProposal();
    const cases: [object, string][] = [
      [{ to: 'not-an-email' }, 'email.to'], [{ to: 'a@b.test\u0000' }, 'email.to'],
      [{ to: 'a@b.test', subject: 'two\nlines' }, 'email.subject'], [{ to: 'a@b.test', subject: 'x'.repeat(201) }, 'email.subject'],
      [{ to: 'a@b.test', message: 'x'.repeat(2001) }, 'email.message'], [{ to: 'a@b.test', message: 'bell\u0007' }, 'email.message'],
    ];
    for (const [email, field] of cases) {
      const res = await as(world.userA).post(`/api/proposal/${proposal.id}/link/`, { email });
      expect(res.status, JSON.stringify(email)).toBe(400);
      expect(JSON.stringify(res.body)).toContain(field.split('.').pop());
    }
    expect((await as(world.userB).post(`/api/proposal/${proposal.id}/link/`, { email: { to: 'x@b.test' } })).status).toBe(404);
    expect((await as(world.viewerA).post(`/api/proposal/${proposal.id}/link/`, { email: { to: 'x@b.test' } })).status).toBe(403);
    expect((await as(world.userA).post('/api/proposal/2147483647/link/', { email: { to: 'x@b.test' } })).status).toBe(404);
    expect((await app.ctx.db.query("SELECT count(*)::int AS n FROM outbox WHERE to_address IN ('a@b.test', 'x@b.test')")).rows[0].n).toBe(0);
  });
});

describe('item 2: the public pages read like a document on a phone', () => {
  it('labels sit in their own row, numbers never break, the checkbox is large', async () => {
    const { lead } = await leadWithProposal();
    const sent = await as(world.adminA).post('/api/agreement/', { lead, agreement_type: 1 });
    const page = await open(sent.body.agreement.sign_url);
    expect(page.body).toMatch(/<div><dt>Customer<\/dt><dd>Grace Hopper<\/dd><\/div>/);
    expect(page.body).toMatch(/<dd><span class="num">\$0\.\d{4}\/kWh<\/span><\/dd>/);
    expect(page.body).toContain('.num{white-space:nowrap;font-variant-numeric:tabular-nums}');
    expect(page.body).not.toContain('overflow-wrap:anywhere');
    expect(page.body).toMatch(/\.check input\{[^}]*width:26px;height:26px/);
  });
});
