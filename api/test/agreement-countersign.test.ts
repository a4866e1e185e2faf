import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { AGREEMENT_MESSAGE_MAX } from '../src/domain/agreement-mail.js';
import { MESSAGES_26 } from '../src/domain/agreement-messages.js';
import { sendAgreement, deliverAgreement } from '../src/domain/agreement-send.js';
import { MESSAGES } from '../src/messages.js';
import { client, createTestApi, makeWorld, type World } from './harness.js';
import { downloadMedia, insertLead, leadRow, pdfText } from './documents-fixtures.js';
import { dataUrl, signaturePng } from './png-fixtures.js';

/**
 * Issue 26, agreements on the staff side: staff open the signed PDF (item 1), the send dialog's
 * recipient and newest proposal (item 8), the rep's message in the mail (item 12), the
 * organization's countersignature (item 14) and no signing on a cancelled lead.
 */
// Each test renders several PDFs and the test machine is shared: generous time-outs.
vi.setConfig({ testTimeout: 120_000, hookTimeout: 120_000 });
let app: Awaited<ReturnType<typeof createTestApi>>;
let world: World;
beforeAll(async () => { app = await createTestApi(); world = await makeWorld(app); });
afterAll(async () => app?.cleanup());

const as = (actor: { token: string }) => client(app, actor.token);
const pathOf = (url: string) => url.replace(/^https?:\/\/[^/]+/, '');
const signJson = (url: string, body: object) => client(app).post(pathOf(url), body);
const lastMailTo = async (to: string) =>
  (await app.ctx.db.query('SELECT * FROM outbox WHERE to_address = $1 ORDER BY id DESC LIMIT 1', [to])).rows[0];

async function leadWithProposal() {
  const lead = await insertLead(app, world.orgA, { associatedUserId: world.userA.id });
  const proposal = await as(world.userA).post('/api/proposal/', { lead, proposal_type: 1 });
  await as(world.userA).post('/api/proposal_generate/', { proposal_pk: proposal.body.id });
  await app.ctx.jobs.drain();
  return { lead, proposalId: proposal.body.id as number };
}

/** A PPA sent by admin A and signed by the customer (JSON, typed, or drawn when asked). */
async function customerSigned(drawn = false) {
  const { lead, proposalId } = await leadWithProposal();
  const sent = await as(world.adminA).post('/api/agreement/', { lead, agreement_type: 1 });
  expect(sent.status).toBe(201);
  const signed = await signJson(sent.body.agreement.sign_url, { full_name: 'Grace Hopper', agree: true, ...(drawn ? { signature_png: dataUrl(signaturePng()) } : {}) });
  expect(signed.status, JSON.stringify(signed.body)).toBe(200);
  return { lead, proposalId, id: sent.body.agreement.id as number, url: sent.body.agreement.sign_url as string };
}

const countersign = (actor: { token: string }, id: number, body: object = { full_name: 'Ada Admin', agree: true }) =>
  as(actor).post(`/api/agreement/${id}/countersign/`, body);

describe('item 6: sendAgreement for other callers', () => {
  it('sends inside a transaction with no staff sender (the customer accepted) and answers what the route answers', async () => {
    const { lead, proposalId } = await leadWithProposal();
    const row = (await app.ctx.db.query('SELECT * FROM leads WHERE id = $1', [lead])).rows[0] as any;
    const sent = await app.ctx.db.transaction((tx) => sendAgreement(app.ctx, tx, { lead: row, agreementType: 1, proposalId: null, sentBy: null }));
    const answer = await deliverAgreement(app.ctx, sent);
    expect(answer.detail).toBe(MESSAGES.agreementSent);
    expect(answer.agreement).toMatchObject({ lead, proposal: proposalId, agreement_type: 1, status: 'sent' });
    expect(answer.agreement.sign_url).toMatch(/\/api\/agreement\/sign\/[0-9a-f]{64}\/$/);
    expect((await lastMailTo('grace@coldstorage.test')).body).toContain(answer.agreement.sign_url);
    const entry = (await app.ctx.db.query("SELECT * FROM lead_activity WHERE lead_id = $1 AND action = 'agreement_sent'", [lead])).rows[0];
    expect(entry.actor_id).toBeNull();
  });
});

describe('item 8: the newest active proposal by default, and the recipient', () => {
  it('sends for the newest active generated proposal, not an older one', async () => {
    const { lead, proposalId: older } = await leadWithProposal();
    const newer = await as(world.userA).post('/api/proposal/', { lead, proposal_type: 2 });
    await as(world.userA).post('/api/proposal_generate/', { proposal_pk: newer.body.id });
    await app.ctx.jobs.drain();
    // Both active (an old row from before the single-active rule, or a race): the newest wins.
    await app.ctx.db.query('UPDATE proposals SET is_active = true WHERE lead_id = $1', [lead]);
    await app.ctx.db.query("UPDATE proposals SET created = now() - interval '2 days' WHERE id = $1", [older]);
    const sent = await as(world.adminA).post('/api/agreement/', { lead, agreement_type: 1 });
    expect(sent.status).toBe(201);
    expect(sent.body.agreement.proposal).toBe(newer.body.id);
    expect(sent.body.agreement.recipient_email).toBe('grace@coldstorage.test');
    expect(sent.body.agreement.recipient_name).toBe('Grace Hopper');
  });
});

describe('item 12: the rep\'s message in the mail', () => {
  it('mails the edited message as plain text above the link and records it on the timeline', async () => {
    const lead = await insertLead(app, world.orgA);
    const message = 'Hi Grace,\n<b>Here is</b> the LOI we discussed. <script>alert(1)</script>\nCall me: 555-0100';
    const sent = await as(world.adminA).post('/api/agreement/', { lead, agreement_type: 0, message });
    expect(sent.status).toBe(201);
    expect(sent.body.agreement.send_message).toBe(message);
    const mail = await lastMailTo('grace@coldstorage.test');
    expect(mail.body).toContain(message); // verbatim: the mail is text/plain, never HTML
    expect(mail.body).toContain(sent.body.agreement.sign_url);
    const entry = (await app.ctx.db.query("SELECT detail FROM lead_activity WHERE lead_id = $1 AND action = 'agreement_sent'", [lead])).rows[0];
    expect(entry.detail).toMatchObject({ message, recipient_email: 'grace@coldstorage.test' });

    // Resending with a new message mails it; without one keeps the earlier one.
    const resent = await as(world.adminA).post(`/api/agreement/${sent.body.agreement.id}/resend/`, { message: 'A fresh link, Grace.' });
    expect(resent.status).toBe(200);
    expect((await lastMailTo('grace@coldstorage.test')).body).toContain('A fresh link, Grace.');
    const again = await as(world.adminA).post(`/api/agreement/${sent.body.agreement.id}/resend/`);
    expect(again.status).toBe(200);
    expect((await lastMailTo('grace@coldstorage.test')).body).toContain('A fresh link, Grace.');
    const entries = (await app.ctx.db.query("SELECT detail FROM lead_activity WHERE lead_id = $1 AND action = 'agreement_resent' ORDER BY id", [lead])).rows;
    expect(entries.map((e: any) => e.detail.message)).toEqual(['A fresh link, Grace.', 'A fresh link, Grace.']);
  });

  it('refuses an oversized, NUL-carrying or non-text message with 400 naming the field', async () => {
    const lead = await insertLead(app, world.orgA);
    for (const message of ['x'.repeat(AGREEMENT_MESSAGE_MAX + 1), 'a\u0000b', 'bell\u0007', { html: '<b>' }]) {
      const res = await as(world.adminA).post('/api/agreement/', { lead, agreement_type: 0, message });
      expect(res.status, JSON.stringify(message).slice(0, 40)).toBe(400);
      expect(JSON.stringify(res.body)).toContain('message');
    }
    const sent = await as(world.adminA).post('/api/agreement/', { lead, agreement_type: 0, message: '   ' });
    expect(sent.status).toBe(201);
    expect(sent.body.agreement.send_message).toBeNull();
    const bad = await as(world.adminA).post(`/api/agreement/${sent.body.agreement.id}/resend/`, { message: 'a\u0000' });
    expect(bad.status).toBe(400);
    expect(bad.body.message).toHaveLength(1); // the api's text check names the field first
    // The domain's own check (for callers without a schema, such as the proposal page's accept).
    const row = (await app.ctx.db.query('SELECT * FROM leads WHERE id = $1', [lead])).rows[0] as any;
    await expect(app.ctx.db.transaction((tx) => sendAgreement(app.ctx, tx, { lead: row, agreementType: 0, sentBy: null, message: 'x'.repeat(AGREEMENT_MESSAGE_MAX + 1) })))
      .rejects.toMatchObject({ status: 400, body: { message: [MESSAGES_26.agreementMessageInvalid] } });
  });
});

describe('item 1: staff open the signed PDF', () => {
  it('lets members of the lead\'s organization and super admins download it, 404 to another organization', async () => {
    const { id } = await customerSigned();
    for (const actor of [world.userA, world.viewerA, world.adminA, world.superAdmin]) {
      const one = await as(actor).get(`/api/agreement/${id}/`);
      expect(one.status).toBe(200);
      expect(one.body).toMatchObject({ status: 'signed', countersign_due: true, signed: true });
      expect(one.body.document_file).toBe(one.body.file_signed);
      const pdf = await downloadMedia(app, actor.token, one.body.document_file);
      expect(pdf.status).toBe(200);
      expect(pdf.type).toMatch(/pdf/);
      const text = (await pdfText(pdf.body)).text;
      expect(text).toContain('Audit certificate');
      expect(text).toMatch(/Signed by:\s+Grace Hopper/);
      expect(text).toMatch(/Document SHA-256[^:]*:\s+[0-9a-f]{64}/);
    }
    const path = (await as(world.adminA).get(`/api/agreement/${id}/`)).body.file_signed;
    for (const actor of [world.adminB, world.userB]) {
      expect((await as(actor).get(`/api/agreement/${id}/`)).status).toBe(404);
      expect((await as(actor).get(`/api/get_media_file/${path}/`)).status).toBe(404);
    }
    // The admin list (super admins) carries it too.
    const list = await as(world.superAdmin).get('/api/agreement_for_sign/?limit=100');
    expect(list.body.results.find((a: any) => a.id === id)).toMatchObject({ status: 'signed', document_file: path });
  });
});

describe('item 14: countersignature', () => {
  it('org admin countersigns after the customer: fully executed, both signatures on the PDF, Sale completed', async () => {
    const { lead, id } = await customerSigned(true);
    // The rep (assignee) and the sender heard the customer signed, with the countersignature due.
    const note = (await app.ctx.db.query("SELECT * FROM notifications WHERE user_id = $1 AND kind = 'agreement_signed' ORDER BY id DESC LIMIT 1", [world.userA.id])).rows[0];
    expect(note.body).toMatch(/countersignature is due/);
    expect((await lastMailTo('admin@a.test')).body).toBe(MESSAGES_26.signedMailBody('Grace Hopper', 'Clean Energy PPA', 'Fresno Cold Storage'));
    expect((await leadRow(app, lead)).lead_status).toBeLessThan(6);

    const done = await countersign(world.adminA, id, { full_name: '  Ada   Admin ', agree: true, signature_png: dataUrl(signaturePng()) });
    expect(done.status, JSON.stringify(done.body)).toBe(200);
    expect(done.body.detail).toBe(MESSAGES_26.countersigned);
    expect(done.body.agreement).toMatchObject({ status: 'executed', countersign_due: false, countersigner_name: 'Ada Admin', countersignature_kind: 'drawn' });
    expect(done.body.agreement.document_file).toBe(done.body.agreement.file_executed);
    expect((await leadRow(app, lead)).lead_status).toBe(6);

    const pdf = await pdfText((await downloadMedia(app, world.userA.token, done.body.agreement.file_executed)).body);
    for (const text of ['For the customer, Grace Hopper', 'For the provider, Sunrise Affiliates', 'Fully executed', 'customer-signed PDF the countersigner was shown']) expect(pdf.text).toContain(text);
    expect(pdf.text).toMatch(/Signed by:\s+Grace Hopper/);
    expect(pdf.text).toMatch(/Countersigned by:\s+Ada Admin <admin@a\.test>, for Sunrise Affiliates/);
    expect(pdf.text).toMatch(/Signature:\s+Drawn \(image below\)/); // the customer's drawing, kept for the executed copy
    const row = (await app.ctx.db.query('SELECT * FROM agreements WHERE id = $1', [id])).rows[0];
    expect(row.signed_sha256).toMatch(/^[0-9a-f]{64}$/);
    expect(row.countersigner_id).toBe(world.adminA.id);
    const entry = (await app.ctx.db.query("SELECT * FROM lead_activity WHERE lead_id = $1 AND action = 'agreement_countersigned'", [lead])).rows[0];
    expect(entry).toMatchObject({ actor_id: world.adminA.id });

    // Once only; a fully executed agreement is not voided; the customer's link now opens the executed copy.
    const again = await countersign(world.superAdmin, id);
    expect(again.status).toBe(409);
    expect(again.body.detail).toBe(MESSAGES_26.countersignAlready);
    expect((await as(world.adminA).post(`/api/agreement/${id}/void/`)).status).toBe(409);
  });

  it('is for org admins of the lead\'s organization and super admins; 404 for another organization; 409 before the customer signed', async () => {
    const { id } = await customerSigned();
    for (const actor of [world.userA, world.viewerA]) expect((await countersign(actor, id)).status).toBe(403);
    for (const actor of [world.adminB, world.userB]) expect((await countersign(actor, id)).status).toBe(404);
    expect((await countersign(world.adminA, 2_000_000_000)).status).toBe(404);
    expect((await countersign(world.adminA, 'abc' as any)).status).toBe(400);
    expect((await countersign(world.superAdmin, id, { full_name: 'Sam Super', agree: true })).status).toBe(200);

    const lead = await insertLead(app, world.orgA);
    const unsigned = await as(world.adminA).post('/api/agreement/', { lead, agreement_type: 0 });
    const early = await countersign(world.adminA, unsigned.body.agreement.id);
    expect(early.status).toBe(409);
    expect(early.body.detail).toBe(MESSAGES_26.countersignNotSigned);
  });

  it('checks the form like the customer\'s: name, I agree, the drawn signature; 400 naming the field', async () => {
    const { id } = await customerSigned();
    const cases: [object, string][] = [
      [{ full_name: '', agree: true }, 'full_name'],
      [{ full_name: 'a\u0000b', agree: true }, 'full_name'],
      [{ full_name: 'x'.repeat(201), agree: true }, 'full_name'],
      [{ full_name: 'Ada', agree: false }, 'agree'],
      [{ full_name: 'Ada', agree: true, signature_png: 'data:image/png;base64,AAAA' }, 'signature_png'],
      [{ full_name: 'Ada', agree: true, signature_png: dataUrl(signaturePng(600, 160, 0)) }, 'signature_png'],
      [{ agree: true }, 'full_name'],
      [{ full_name: 'Ada', agree: 'yes' }, 'agree'],
    ];
    for (const [body, field] of cases) {
      const res = await countersign(world.adminA, id, body);
      expect(res.status, JSON.stringify(body).slice(0, 60)).toBe(400);
      expect(JSON.stringify(res.body)).toContain(field);
    }
    const row = (await app.ctx.db.query('SELECT countersigned_at FROM agreements WHERE id = $1', [id])).rows[0];
    expect(row.countersigned_at).toBeNull();
  });

  it('lets the organization decline: a customer-signed agreement can still be voided, then not countersigned', async () => {
    const { id } = await customerSigned();
    expect((await as(world.adminA).post(`/api/agreement/${id}/void/`)).status).toBe(200);
    const res = await countersign(world.adminA, id);
    expect(res.status).toBe(409);
    expect(res.body.detail).toBe(MESSAGES_26.countersignVoided);
  });
});

describe('a cancelled (closed-lost) lead', () => {
  it('refuses signing on the page and through JSON, and countersigning; voiding stays possible', async () => {
    const { lead } = await leadWithProposal();
    const sent = await as(world.adminA).post('/api/agreement/', { lead, agreement_type: 1 });
    expect((await as(world.adminA).post(`/api/cancel_lead/${lead}/`, { reason: 'Chose a competitor' })).status).toBe(200);
    const page = await app.inject({ method: 'GET', url: pathOf(sent.body.agreement.sign_url) });
    expect(page.statusCode).toBe(409);
    expect(page.body).toContain(MESSAGES_26.agreementLeadClosedTitle);
    expect(page.body).not.toContain('name="full_name"');
    const form = await app.inject({ method: 'POST', url: pathOf(sent.body.agreement.sign_url), headers: { 'content-type': 'application/x-www-form-urlencoded' }, payload: 'full_name=Grace&agree=on' });
    expect(form.statusCode).toBe(409);
    expect(form.body).toContain(MESSAGES_26.agreementLeadClosedTitle);
    const json = await signJson(sent.body.agreement.sign_url, { full_name: 'Grace', agree: true });
    expect(json.status).toBe(409);
    expect(json.body.non_field_errors[0]).toContain('cannot be signed now');
    expect((await app.ctx.db.query('SELECT file_signed FROM agreements WHERE id = $1', [sent.body.agreement.id])).rows[0].file_signed).toBeNull();

    // Countersigning a customer-signed agreement waits too.
    const other = await customerSigned();
    await as(world.adminA).post(`/api/cancel_lead/${other.lead}/`, { reason: 'Lost' });
    const counter = await countersign(world.adminA, other.id);
    expect(counter.status).toBe(409);
    expect(counter.body.detail).toBe(MESSAGES_26.countersignLeadClosed);

    expect((await as(world.adminA).post(`/api/agreement/${sent.body.agreement.id}/void/`)).status).toBe(200);
  });
});
