/**
 * The whole journey through GraphQL only, against the real api: sign up, log in, create a lead,
 * upload a utility bill, create and generate a proposal, send and sign an agreement, stage 6.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { cookieFrom, gql, gqlUpload, realStack } from './harness.js';

let stack: Awaited<ReturnType<typeof realStack>>;
beforeAll(async () => { stack = await realStack(); });
afterAll(async () => stack?.close());

describe('journey through the gateway', () => {
  it('takes a lead from sign-up to a signed Clean Energy PPA', async () => {
    const signup = await gql(stack.gateway, 'mutation($i: SignupInput!) { signup(input: $i) { viewer { isOrgAdmin } userErrors { messages } } }',
      { i: { firstName: 'Jo', lastName: 'Rney', companyName: 'Journey Solar', phoneNumber: '+15553334444', email: 'jo@journey.test', password: 'journey1' } });
    expect(signup.body.data.signup).toMatchObject({ viewer: { isOrgAdmin: true }, userErrors: [] });
    const login = await gql(stack.gateway, 'mutation { login(input: { emailOrPhone: "5553334444", password: "journey1" }) { viewer { email } } }');
    const cookie = { cookie: cookieFrom(login.response)! };

    const created = await gql(stack.gateway, `mutation($i: CreateLeadInput!) { createLead(input: $i) { lead { id databaseId stage } leadEdge { cursor node { id } } message userErrors { messages } } }`, {
      i: { name: 'Journey Warehouse', customer: { firstName: 'Grace', lastName: 'Hopper', emails: ['grace@warehouse.test'], phoneNumbers: ['5559990000'] },
        property: { siteAddress: '2450 S Cherry Ave, Fresno, CA 93706', latitude: 36.71, longitude: -119.75 }, projectInfo: { systemSize: 250 } },
    }, cookie);
    const lead = created.body.data.createLead.lead;
    expect(lead.stage).toBe('LEAD_CREATED');
    expect(created.body.data.createLead.leadEdge.node.id).toBe(lead.id);
    await stack.api.ctx.jobs.drain();

    const bill = new File(['month,kwh\n2025-01,41000\n'], 'bills.csv', { type: 'text/csv' });
    const upload = await gqlUpload(stack.gateway, 'mutation($lead: ID, $file: Upload!) { uploadLeadFile(leadId: $lead, file: $file, kind: UTILITY_BILL) { lead { stage utilityBills { name } } message } }',
      { lead: lead.id, file: null }, { file: bill }, cookie);
    expect(upload.body.errors).toBeUndefined();
    expect(upload.body.data.uploadLeadFile).toMatchObject({ lead: { stage: 'UTILITY_DATA', utilityBills: [{ name: 'bills.csv' }] }, message: 'bills.csv file uploaded successfully' });

    const proposal = await gql(stack.gateway, `mutation($i: CreateProposalInput!) { createProposal(input: $i) { proposal { id databaseId proposalStatus } message userErrors { messages } } }`,
      { i: { leadId: lead.id, proposalType: 'PRELIMINARY' } }, cookie);
    const p = proposal.body.data.createProposal.proposal;
    expect(proposal.body.data.createProposal.message).toBe(`Proposal #${p.databaseId} requested successfully.`);
    const generated = await gql(stack.gateway, 'mutation($id: ID!) { generateProposal(id: $id) { message } }', { id: p.id }, cookie);
    expect(generated.body.data.generateProposal.message).toBe(`Proposal #${p.databaseId} generated successfully.`);
    await stack.api.ctx.jobs.drain();
    await gql(stack.gateway, 'mutation($id: ID!) { setProposalActive(id: $id, isActive: true) { message } }', { id: p.id }, cookie);

    const sent = await gql(stack.gateway, `mutation($lead: ID!) { sendAgreement(leadId: $lead, agreementType: CLEAN_ENERGY_PPA) { agreement { signUrl } message userErrors { messages } } }`, { lead: lead.id }, cookie);
    expect(sent.body.data.sendAgreement.message).toBe('Agreement sent successfully.');
    const signPath = new URL(sent.body.data.sendAgreement.agreement.signUrl).pathname;
    const signed = await stack.api.inject({ method: 'POST', url: signPath, payload: { signer_name: 'Grace Hopper', agree: true } });
    expect(signed.statusCode).toBe(200);

    // Issue 26: the sale completes once the organization countersigns (fully executed).
    const agreementIdOf = async () => (await gql(stack.gateway, 'query($id: ID!) { node(id: $id) { ... on Lead { agreements { id } } } }', { id: lead.id }, cookie)).body.data.node.agreements[0].id;
    const countersigned = await gql(stack.gateway, 'mutation($id: ID!, $input: CountersignAgreementInput!) { countersignAgreement(id: $id, input: $input) { userErrors { messages } } }',
      { id: await agreementIdOf(), input: { fullName: 'Olga Admin', agree: true } }, cookie);
    expect(countersigned.body.errors, JSON.stringify(countersigned.body.errors)).toBeUndefined();
    expect(countersigned.body.data.countersignAgreement.userErrors).toEqual([]);

    const page = await gql(stack.gateway, 'query($id: ID!) { node(id: $id) { ... on Lead { stage proposals { proposalStatus } agreements { signed signerName } } } }', { id: lead.id }, cookie);
    expect(page.body.data.node).toMatchObject({ stage: 'SALE_COMPLETED', proposals: [{ proposalStatus: 'GENERATED' }], agreements: [{ signed: true, signerName: 'Grace Hopper' }] });
  });
});
