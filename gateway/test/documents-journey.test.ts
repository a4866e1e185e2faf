import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MESSAGES as API_MESSAGES } from '../../api/src/messages.js';
import { makeUser } from '../../api/test/harness.js';
import { STATUS_MESSAGES } from '../src/rest/errors.js';
import { toGlobalId } from '../src/resolvers/ids.js';
import { gql, gqlUpload, realStack } from './harness.js';

const SIGNUP = 'mutation($input: SignupInput!) { signup(input: $input) { token viewer { organization { databaseId } } userErrors { field messages } } }';
const LEAD_PAGE = `query($id: ID!) { node(id: $id) { ... on Lead { databaseId stage
  proposals { databaseId proposalType proposalStatus isActive pdfPath proposalData { assumptions { ppaRate ppaEscalator } systemSavings { year25CumulativeSavings } cashFlow { year } } }
  quotes { databaseId quoteType status quoteData { systemSavings { year25CumulativeSavings } } }
  agreements { databaseId agreementType signed signerName signUrl signedPdfPath proposal { databaseId } } } } }`;

describe('documents against the real api', () => {
  let stack: Awaited<ReturnType<typeof realStack>>;
  let auth: Record<string, string>;
  let leadId: string;
  let orgId: number;
  beforeAll(async () => {
    stack = await realStack();
    const res = await gql(stack.gateway, SIGNUP, { input: { firstName: 'Ada', lastName: 'Byron', companyName: 'Engine Solar', phoneNumber: '+15551112222', email: 'ada@engine.test', password: 'engines1' } });
    auth = { authorization: `Token ${res.body.data.signup.token}` };
    orgId = res.body.data.signup.viewer.organization.databaseId;
    const lead = await stack.api.inject({ method: 'POST', url: '/api/lead/', headers: auth, payload: {
      name: 'Fresno Cold Storage', customer: { first_name: 'Grace', last_name: 'Hopper', emails: ['grace@coldstorage.test'] },
      property: { site_address: '2450 S Cherry Ave, Fresno, CA 93706', latitude: 36.71, longitude: -119.75, install_type: 'Rooftop' },
      project_info: { system_size: 250, estimated_year_production: 400000, epc_price: 550000, avoided_cost: 0.24 },
    } });
    expect(lead.statusCode, lead.body).toBe(201);
    leadId = toGlobalId('Lead', lead.json().id);
    await stack.api.ctx.jobs.drain(); // enrichment moves the intake's project_info onto the lead
  });
  afterAll(async () => stack?.close());

  it('runs the journey: marketing proposal, quote, preliminary proposal, Clean Energy PPA signed, stage 6', async () => {
    const created = await gql(stack.gateway, `mutation($input: CreateProposalInput!) { createProposal(input: $input) {
      proposal { databaseId proposalStatus } lead { databaseId proposals { databaseId } } message userErrors { field messages } } }`,
    { input: { leadId, proposalType: 'MARKETING', pricing: { escalator: 'TWO_PERCENT', systemType: 'ROOFTOP' } } }, auth);
    const proposal = created.body.data.createProposal;
    expect(proposal).toMatchObject({ proposal: { proposalStatus: 'PROCESSING' }, userErrors: [] });
    expect(proposal.message).toBe(`Proposal #${proposal.proposal.databaseId} generated successfully.`);
    expect(proposal.lead.proposals.map((p: any) => p.databaseId)).toEqual([proposal.proposal.databaseId]);
    await stack.api.ctx.jobs.drain();

    let page = (await gql(stack.gateway, LEAD_PAGE, { id: leadId }, auth)).body.data.node;
    expect(page.stage).toBe('MARKETING_PROPOSAL');
    expect(page.proposals[0]).toMatchObject({ proposalType: 'MARKETING', proposalStatus: 'GENERATED', isActive: true, proposalData: { assumptions: { ppaEscalator: 2 } } });
    expect(page.proposals[0].proposalData.systemSavings.year25CumulativeSavings).toBeGreaterThan(0);
    expect(page.proposals[0].proposalData.cashFlow).toHaveLength(25);
    expect(page.proposals[0].pdfPath).toBeTruthy();

    const quote = (await gql(stack.gateway, `mutation($input: CreateQuoteInput!) { createQuote(input: $input) { quote { id databaseId status } message userErrors { field } } }`,
      { input: { leadId } }, auth)).body.data.createQuote;
    expect(quote.message).toBe(`Quote #${quote.quote.databaseId} created successfully.`);
    const generated = (await gql(stack.gateway, `mutation($id: ID!) { generateQuote(id: $id) { quote { status } lead { quotes { status } } message } }`, { id: quote.quote.id }, auth)).body.data.generateQuote;
    expect(generated).toMatchObject({ quote: { status: 'PROCESSING' }, lead: { quotes: [{ status: 'PROCESSING' }] }, message: `Quote #${quote.quote.databaseId} generated successfully.` });
    await stack.api.ctx.jobs.drain();

    const SEND = `mutation($lead: ID!, $proposal: ID) { sendAgreement(leadId: $lead, agreementType: CLEAN_ENERGY_PPA, proposalId: $proposal) {
      agreement { signUrl signed proposal { databaseId } } lead { agreements { agreementType } } message userErrors { field messages } } }`;
    // A marketing proposal allows an LOI only (issue 12): the PPA prices a preliminary one.
    const refused = (await gql(stack.gateway, SEND, { lead: leadId }, auth)).body.data.sendAgreement;
    expect(refused.userErrors).toEqual([{ field: 'proposalId', messages: [API_MESSAGES.agreementPpaNeedsPriced] }]);
    const preliminary = (await gql(stack.gateway, `mutation($input: CreateProposalInput!) { createProposal(input: $input) { proposal { id databaseId } } }`,
      { input: { leadId, proposalType: 'PRELIMINARY', pricing: { escalator: 'TWO_PERCENT', systemType: 'ROOFTOP' } } }, auth)).body.data.createProposal;
    await gql(stack.gateway, 'mutation($id: ID!) { generateProposal(id: $id) { message } }', { id: preliminary.proposal.id }, auth);
    await stack.api.ctx.jobs.drain();

    const sent = (await gql(stack.gateway, SEND, { lead: leadId, proposal: preliminary.proposal.id }, auth)).body.data.sendAgreement;
    expect(sent).toMatchObject({ message: 'Agreement sent successfully.', userErrors: [], agreement: { signed: false, proposal: { databaseId: preliminary.proposal.databaseId } },
      lead: { agreements: [{ agreementType: 'CLEAN_ENERGY_PPA' }] } });
    const signed = await stack.api.inject({ method: 'POST', url: new URL(sent.agreement.signUrl).pathname, payload: { signer_name: 'Grace Hopper', agree: true } });
    expect(signed.statusCode, signed.body).toBe(200);

    // Issue 26: the sale completes once the organization countersigns (fully executed).
    const agreementIdOf = async () => (await gql(stack.gateway, 'query($id: ID!) { node(id: $id) { ... on Lead { agreements { id } } } }', { id: leadId }, auth)).body.data.node.agreements[0].id;
    const countersigned = await gql(stack.gateway, 'mutation($id: ID!, $input: CountersignAgreementInput!) { countersignAgreement(id: $id, input: $input) { userErrors { messages } } }',
      { id: await agreementIdOf(), input: { fullName: 'Olga Admin', agree: true } }, auth);
    expect(countersigned.body.errors, JSON.stringify(countersigned.body.errors)).toBeUndefined();
    expect(countersigned.body.data.countersignAgreement.userErrors).toEqual([]);

    page = (await gql(stack.gateway, LEAD_PAGE, { id: leadId }, auth)).body.data.node;
    expect(page).toMatchObject({ stage: 'SALE_COMPLETED', quotes: [{ quoteType: 'STANDARD', status: 'GENERATED' }],
      agreements: [{ agreementType: 'CLEAN_ENERGY_PPA', signed: true, signerName: 'Grace Hopper', proposal: { databaseId: preliminary.proposal.databaseId } }] });
    expect(page.quotes[0].quoteData.systemSavings.year25CumulativeSavings).toBeGreaterThan(0);
    expect(page.agreements[0].signedPdfPath).toBeTruthy();
  });

  it('answers a refused PACE quote with the pre-validation messages and the lead', async () => {
    const res = await gql(stack.gateway, `mutation($input: CreatePaceQuoteInput!) { createPaceQuote(input: $input) { quote { id } lead { databaseId } message userErrors { field messages } } }`,
      { input: { leadId, pace: { bondDiscountMode: 'ROOF_ONLY' } } }, auth);
    const payload = res.body.data.createPaceQuote;
    expect(payload).toMatchObject({ quote: null, message: null, lead: { databaseId: Number(Buffer.from(leadId, 'base64url').toString().split(':')[1]) } });
    expect(payload.userErrors.map((e: any) => e.field).sort()).toEqual(['input.pace.program', 'input.pace.roofCost']);
  });

  it('uploads a proposal PDF, edits and activates a proposal, and finds it by node(id:)', async () => {
    const created = (await gql(stack.gateway, `mutation($input: CreateProposalInput!) { createProposal(input: $input) { proposal { id databaseId isActive } message } }`,
      { input: { leadId, proposalType: 'PRELIMINARY', installationName: 'Roof B' } }, auth)).body.data.createProposal;
    expect(created.message).toBe(`Proposal #${created.proposal.databaseId} requested successfully.`);
    const pdf = new File([Buffer.from('%PDF-1.4\n1 0 obj<<>>endobj\ntrailer<<>>\n%%EOF\n')], 'custom.pdf', { type: 'application/pdf' });
    const up = await gqlUpload(stack.gateway, 'mutation($id: ID!, $file: Upload!) { uploadProposalPdf(id: $id, file: $file) { proposal { proposalStatus pdfPath } userErrors { field messages } } }',
      { id: created.proposal.id, file: null }, { file: pdf }, auth);
    expect(up.body.errors).toBeUndefined();
    expect(up.body.data.uploadProposalPdf).toMatchObject({ proposal: { proposalStatus: 'GENERATED' }, userErrors: [] });
    const edit = (await gql(stack.gateway, `mutation($id: ID!) { updateProposal(id: $id, input: { estSolarPisDate: "2026-09-01", pisDate: "2026-10-01" }) { proposal { estSolarPisDate pisDate } userErrors { field } } }`,
      { id: created.proposal.id }, auth)).body.data.updateProposal;
    expect(edit).toEqual({ proposal: { estSolarPisDate: '2026-09-01', pisDate: null }, userErrors: [] });
    const active = (await gql(stack.gateway, `mutation($id: ID!) { setProposalActive(id: $id, isActive: true) { proposal { isActive } lead { proposals { databaseId isActive } } message } }`,
      { id: created.proposal.id }, auth)).body.data.setProposalActive;
    expect(active.message).toBe('Proposal status changed successfully.');
    expect(active.lead.proposals.filter((p: any) => p.isActive).map((p: any) => p.databaseId)).toEqual([created.proposal.databaseId]);
    const node = (await gql(stack.gateway, 'query($id: ID!) { node(id: $id) { ... on Proposal { installationName lead { databaseId } } } }', { id: created.proposal.id }, auth)).body.data.node;
    expect(node.installationName).toBe('Roof B');
  });

  it('keeps the admin-only lists to super admins, and hides other organizations\' proposals', async () => {
    for (const field of ['proposals', 'agreements']) {
      const refused = await gql(stack.gateway, `{ ${field} { totalCount } }`, {}, auth);
      expect(refused.body.errors![0]).toMatchObject({ message: `403 ${STATUS_MESSAGES[403]}`, extensions: { code: 'FORBIDDEN', status: 403 } });
    }
    const other = (await stack.api.ctx.db.query<{ id: number }>("INSERT INTO organizations (name, business_type) VALUES ('Other', 0) RETURNING id")).rows[0].id;
    const outsider = await makeUser(stack.api, { email: 'out@other.test', organizationId: other });
    const superAdmin = await makeUser(stack.api, { email: 'root@ops.test', organizationId: orgId, userType: 3 });
    const list = await gql(stack.gateway, '{ proposals(pageSize: 1) { totalCount pageInfo { pageCount } edges { node { id leadName } } } agreements { totalCount edges { node { signed } } } }',
      {}, { authorization: `Token ${superAdmin.token}` });
    expect(list.body.errors).toBeUndefined();
    // The journey's marketing and preliminary proposals, and Roof B.
    expect(list.body.data.proposals).toMatchObject({ totalCount: 3, pageInfo: { pageCount: 3 }, edges: [{ node: { leadName: 'Fresno Cold Storage' } }] });
    expect(list.body.data.agreements).toMatchObject({ totalCount: 1, edges: [{ node: { signed: true } }] });
    const peek = await gql(stack.gateway, 'query($id: ID!) { node(id: $id) { id } }', { id: list.body.data.proposals.edges[0].node.id }, { authorization: `Token ${outsider.token}` });
    expect(peek.body.data.node).toBeNull();
  });
});
