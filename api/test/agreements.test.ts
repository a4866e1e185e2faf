import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MESSAGES } from '../src/messages.js';
import { client, createTestApi, makeWorld, type World } from './harness.js';
import { downloadMedia, insertLead, leadRow, pdfText, rateText } from './documents-fixtures.js';

let app: Awaited<ReturnType<typeof createTestApi>>;
let world: World;
beforeAll(async () => { app = await createTestApi(); world = await makeWorld(app); });
afterAll(async () => app?.cleanup());

const as = (actor: { token: string }) => client(app, actor.token);
const pathOf = (url: string) => url.replace(/^https?:\/\/[^/]+/, '');
const page = (url: string) => app.inject({ method: 'GET', url: pathOf(url) });
const signForm = (url: string, form: Record<string, string>) =>
  app.inject({ method: 'POST', url: pathOf(url), headers: { 'content-type': 'application/x-www-form-urlencoded' }, payload: new URLSearchParams(form).toString() });

/** A lead of organization A with a generated, active proposal (preliminary by default: a PPA prices one). */
async function leadWithProposal(proposalType = 1) {
  const lead = await insertLead(app, world.orgA);
  const proposal = await as(world.userA).post('/api/proposal/', { lead, proposal_type: proposalType });
  if (proposalType !== 0) await as(world.userA).post('/api/proposal_generate/', { proposal_pk: proposal.body.id });
  await app.ctx.jobs.drain();
  return { lead, proposal: (await as(world.userA).get(`/api/proposal/${proposal.body.id}/`)).body };
}

describe('sending agreements', () => {
  it('sends an LOI without a proposal and e-mails the signing link to the customer', async () => {
    const lead = await insertLead(app, world.orgA);
    const sent = await as(world.adminA).post('/api/agreement/', { lead, agreement_type: 0 });
    expect(sent.status).toBe(201);
    expect(sent.body.detail).toBe(MESSAGES.agreementSent);
    expect(sent.body.agreement).toMatchObject({ lead, lead_name: 'Fresno Cold Storage', agreement_type: 0, signed: false, file_signed: null, superseded: false, proposal: null });
    expect(sent.body.agreement.sign_url).toMatch(/^http:\/\/api\.test\/api\/agreement\/sign\/[0-9a-f]{64}\/$/);
    const mail = await app.ctx.db.query('SELECT * FROM outbox WHERE to_address = $1 ORDER BY id DESC LIMIT 1', ['grace@coldstorage.test']);
    expect(mail.rows[0].body).toContain(sent.body.agreement.sign_url);

    // A second LOI replaces the first, unsigned one.
    await as(world.adminA).post('/api/agreement/', { lead, agreement_type: 0 });
    expect((await page(sent.body.agreement.sign_url)).statusCode).toBe(410);
  });

  it('needs a generated proposal of the lead for a Clean Energy PPA', async () => {
    const lead = await insertLead(app, world.orgA);
    const none = await as(world.adminA).post('/api/agreement/', { lead, agreement_type: 1 });
    expect(none.status).toBe(400);
    expect(none.body.proposal).toEqual([MESSAGES.agreementNeedsProposal]);
    const requested = await as(world.userA).post('/api/proposal/', { lead, proposal_type: 1 });
    const notGenerated = await as(world.adminA).post('/api/agreement/', { lead, agreement_type: 1, proposal: requested.body.id });
    expect(notGenerated.status).toBe(400);
    expect(notGenerated.body.proposal).toEqual([MESSAGES.agreementProposalNotGenerated]);
    const other = await leadWithProposal();
    expect((await as(world.adminA).post('/api/agreement/', { lead, agreement_type: 1, proposal: other.proposal.id })).status).toBe(400);
    expect((await as(world.adminA).post('/api/agreement/', { lead, agreement_type: 2 })).status).toBe(400);
    // A marketing proposal allows an LOI only (issue 12).
    const marketing = await leadWithProposal(0);
    const ppa = await as(world.adminA).post('/api/agreement/', { lead: marketing.lead, agreement_type: 1 });
    expect(ppa.status).toBe(400);
    expect(ppa.body.proposal).toEqual([MESSAGES.agreementPpaNeedsPriced]);
    expect((await as(world.adminA).post('/api/agreement/', { lead: marketing.lead, agreement_type: 0 })).status).toBe(201);
    expect((await app.ctx.db.query('SELECT count(*)::int AS n FROM agreements WHERE lead_id = $1', [lead])).rows[0].n).toBe(0);
  });

  it('keeps organization B out, and lists agreements to super admins only', async () => {
    const lead = await insertLead(app, world.orgA);
    expect((await as(world.adminB).post('/api/agreement/', { lead, agreement_type: 0 })).status).toBe(404);
    // Sending (and so the signing link) is for org admins and super admins (security-roles.test.ts has the rest).
    for (const actor of [world.viewerA, world.userA]) expect((await as(actor).post('/api/agreement/', { lead, agreement_type: 0 })).status).toBe(403);
    for (const actor of [world.userA, world.adminA, world.adminB]) expect((await as(actor).get('/api/agreement_for_sign/')).status).toBe(403);
    const list = await as(world.superAdmin).get('/api/agreement_for_sign/');
    expect(list.status).toBe(200);
    expect(list.body).toMatchObject({ page: 1, limit: 10 });
    for (const key of ['signed', 'agreement_type', 'signed_datetime', 'lead', 'lead_name', 'sign_url', 'superseded']) expect(list.body.results[0]).toHaveProperty(key);
  });

  it('answers one agreement to its organization and super admins, 404 to others', async () => {
    const lead = await insertLead(app, world.orgA);
    const sent = await as(world.adminA).post('/api/agreement/', { lead, agreement_type: 0 });
    const id = sent.body.agreement.id;
    for (const actor of [world.userA, world.viewerA, world.superAdmin]) {
      const res = await as(actor).get(`/api/agreement/${id}/`);
      expect(res.status).toBe(200);
      expect(res.body).toMatchObject({ id, lead, agreement_type: 0, sign_url: null });
    }
    expect((await as(world.adminB).get(`/api/agreement/${id}/`)).status).toBe(404);
    expect((await as(world.userA).get('/api/agreement/99999/')).status).toBe(404);
  });
});

describe('signing', () => {
  it('signs a Clean Energy PPA end to end: page, form, signed PDF, no second signature', async () => {
    const { lead, proposal } = await leadWithProposal();
    const sent = await as(world.adminA).post('/api/agreement/', { lead, agreement_type: 1 });
    expect(sent.status).toBe(201);
    expect(sent.body.agreement.proposal).toBe(proposal.id);
    const url = sent.body.agreement.sign_url;

    const shown = await page(url);
    expect(shown.statusCode).toBe(200);
    expect(shown.headers['content-type']).toMatch(/text\/html/);
    expect(shown.body).toContain('Clean Energy Power Purchase Agreement');
    expect(shown.body).toContain(rateText(proposal.proposal_data.assumptions.ppa_rate));
    expect(shown.body).toContain('name="full_name"');
    expect(shown.body).toContain('I agree');
    // The page links the PDF under its own token (issue 26): a redirect to a fresh media URL.
    const pdfLink = /href="([^"]+\/pdf)"/.exec(shown.body)![1];
    const redirect = await app.inject({ method: 'GET', url: pathOf(pdfLink) });
    expect(redirect.statusCode).toBe(302);
    const unsignedPdf = await app.inject({ method: 'GET', url: pathOf(String(redirect.headers.location)) });
    expect(unsignedPdf.statusCode).toBe(200);
    expect((await pdfText(unsignedPdf.rawPayload)).text).toContain('Grace Hopper');

    const unchecked = await signForm(url, { full_name: 'Grace Hopper' });
    expect(unchecked.statusCode).toBe(400);
    expect(unchecked.body).toContain('Check &#34;I agree&#34; to sign.');
    const signed = await signForm(url, { full_name: '  Grace   Hopper ', agree: 'on' });
    expect(signed.statusCode).toBe(200);
    expect(signed.body).toContain(MESSAGES.agreementSigned);
    // Issue 26: Sale completed waits for the organization's countersignature (agreement-countersign.test.ts).
    expect((await leadRow(app, lead)).lead_status).toBeLessThan(6);

    const row = (await as(world.superAdmin).get('/api/agreement_for_sign/')).body.results.find((a: any) => a.id === sent.body.agreement.id);
    expect(row).toMatchObject({ signed: true, signer_name: 'Grace Hopper', superseded: false });
    expect(row.signed_datetime).toBeTruthy();
    const signedPdf = await pdfText((await downloadMedia(app, world.userA.token, row.file_signed)).body);
    expect(signedPdf.pages).toBeGreaterThanOrEqual(2);
    expect(signedPdf.text).toContain('Signed electronically by Grace Hopper');

    const again = await signForm(url, { full_name: 'Someone Else', agree: 'on' });
    expect(again.statusCode).toBe(400);
    expect(again.body).toContain(MESSAGES.agreementAlreadySigned);
    const againJson = await client(app).post(pathOf(url), { full_name: 'Someone Else', agree: true });
    expect(againJson.status).toBe(400);
    expect(againJson.body.non_field_errors).toEqual([MESSAGES.agreementAlreadySigned]);
    expect((await page(url)).body).toContain(MESSAGES.agreementAlreadySigned);
    // The files of organization A stay out of organization B's reach.
    expect((await as(world.userB).get(`/api/get_media_file/${row.file_signed}/`)).status).toBe(404);

    // A pricing change afterwards supersedes the signed agreement.
    await as(world.userA).patch(`/api/proposal/${proposal.id}/`, { escalator: 3 });
    const after = (await as(world.superAdmin).get('/api/agreement_for_sign/')).body.results.find((a: any) => a.id === sent.body.agreement.id);
    expect(after.superseded).toBe(true);
  });

  it('refuses a superseded agreement and unknown links', async () => {
    const { lead, proposal } = await leadWithProposal();
    const sent = await as(world.adminA).post('/api/agreement/', { lead, agreement_type: 1 });
    const url = sent.body.agreement.sign_url;
    await as(world.userA).patch(`/api/proposal/${proposal.id}/`, { pricing_value: 0.35 });
    const shown = await page(url);
    expect(shown.statusCode).toBe(410);
    expect(shown.body).toContain(MESSAGES.agreementSuperseded);
    const json = await client(app).post(pathOf(url), { full_name: 'Grace Hopper', agree: true });
    expect(json.status).toBe(400);
    expect(json.body.non_field_errors).toEqual([MESSAGES.agreementSuperseded]);
    // Still at the generated preliminary proposal's stage: the refused signature completed no sale.
    expect((await leadRow(app, lead)).lead_status).toBe(3);

    const unknown = await page(`/api/agreement/sign/${'a'.repeat(64)}/`);
    expect(unknown.statusCode).toBe(404);
    expect(unknown.body).toContain(MESSAGES.agreementNotFound);
    expect((await page('/api/agreement/sign/<script>/')).statusCode).toBe(404);
    expect((await client(app).post(`/api/agreement/sign/${'b'.repeat(64)}/`, { full_name: 'X', agree: true })).status).toBe(404);
  });

  it('signs through JSON with field messages', async () => {
    const lead = await insertLead(app, world.orgA);
    const sent = await as(world.adminA).post('/api/agreement/', { lead, agreement_type: 0 });
    const url = pathOf(sent.body.agreement.sign_url);
    const bad = await client(app).post(url, { full_name: '', agree: false });
    expect(bad.status).toBe(400);
    expect(bad.body).toEqual({ full_name: [MESSAGES.signerNameRequired], agree: [MESSAGES.signerMustAgree] });
    const ok = await client(app).post(url, { signer_name: 'Alan Turing', agree: true });
    expect(ok.status).toBe(200);
    expect(ok.body.agreement).toMatchObject({ signed: true, signer_name: 'Alan Turing' });
    // An LOI signature does not complete the sale.
    expect((await leadRow(app, lead)).lead_status).toBe(0);
  });
});
