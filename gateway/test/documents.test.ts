import { describe, expect, it } from 'vitest';
import { STATUS_MESSAGES } from '../src/rest/errors.js';
import { toGlobalId } from '../src/resolvers/ids.js';
import { gql, mockedGateway } from './harness.js';
import { expectCall, LEAD_ID, PROPOSAL_ID, proposalData, QUOTE_ID, restAgreement, restLead, restProposal, restQuote, restUser } from './documents-fixtures.js';

const PROPOSAL_PAYLOAD = 'proposal { databaseId proposalType proposalStatus proposalStatusLabel lead { databaseId } } lead { databaseId proposals { databaseId } } message userErrors { field code messages }';
const CREATE_PROPOSAL = `mutation($input: CreateProposalInput!) { createProposal(input: $input) { ${PROPOSAL_PAYLOAD} } }`;
const QUOTE_PAYLOAD = 'quote { databaseId quoteType status } lead { databaseId quotes { databaseId } } message userErrors { field code messages }';

describe('proposal mutations against a mocked REST layer', () => {
  const messages: [string, number, number, string][] = [
    ['a requested marketing proposal', 0, 0, 'Quote requested successfully.'],
    ['a requested preliminary proposal', 1, 0, 'Proposal #11 requested successfully.'],
    ['a marketing proposal generated at once (status 2 Processing)', 0, 2, 'Proposal #11 generated successfully.'],
    ['a generated proposal', 2, 1, 'Proposal #11 generated successfully.'],
  ];
  for (const [what, type, status, message] of messages) {
    it(`createProposal answers '${message}' for ${what}`, async () => {
      const { gateway, mock, auth } = mockedGateway();
      const post = expectCall(mock, 'POST', '/api/proposal/', 201, restProposal({ proposal_type: type, proposal_status: status }));
      const lead = expectCall(mock, 'GET', '/api/lead/5/', 200, restLead());
      const res = await gql(gateway, CREATE_PROPOSAL, { input: { leadId: LEAD_ID, proposalType: ['MARKETING', 'PRELIMINARY', 'DETAILED'][type] } }, auth);
      expect(res.body.errors).toBeUndefined();
      expect(post.body).toEqual({ lead: 5, proposal_type: type });
      expect(res.body.data.createProposal).toMatchObject({ message, userErrors: [], proposal: { databaseId: 11, lead: { databaseId: 5 } }, lead: { databaseId: 5, proposals: [{ databaseId: 11 }] } });
      expect(lead.calls).toBe(1); // the payload's lead and the proposal's lead share one GET
    });
  }

  it('createProposal sends every input, typed pricing over raw values, as the api names them', async () => {
    const { gateway, mock, auth } = mockedGateway();
    const post = expectCall(mock, 'POST', '/api/proposal/', 201, restProposal({ proposal_type: 2 }));
    expectCall(mock, 'GET', '/api/lead/5/', 200, restLead());
    await gql(gateway, CREATE_PROPOSAL, { input: {
      leadId: LEAD_ID, proposalType: 'DETAILED', needCustomization: true, surveyScheduledDate: '2026-03-04', installationName: 'Roof A', pricingModelType: 'ppa',
      values: { system_size: 100, region: 'CT' },
      pricing: { systemType: 'FIXED_GROUNDMOUNT', escalator: 'THREE_PERCENT', epcPriceUnit: 'DOLLARS_PER_WATT', epcPrice: 2.1, storage: 'TWO_HOUR', essCapacity: 400,
        essPriceUnit: 'DOLLARS_PER_KWH', pricingBasis: 'USE_MARKUP_PERCENT', dealKind: 'CLEAN_ENERGY_LEGACY', region: 'RI', utilityRate: null },
    } }, auth);
    expect(post.body).toEqual({
      lead: 5, proposal_type: 2, need_customization: true, survey_scheduled_date: '2026-03-04', installation_name: 'Roof A', pricing_model_type: 'ppa',
      values: { system_size: 100, region: 'RI', system_type: 'Fixed Groundmount', escalator: 3, epc_price_unit: '$/W', epc_price: 2.1, storage: '2-hour',
        ess_capacity: 400, ess_price_unit: '$/kWh', pricing_basis: 'Use MarkUp Percent', deal_kind: 'Clean Energy (Legacy)' },
    });
  });

  // Issue 26: the deal header generates any type at once; a second generation while one runs is a CONFLICT userError.
  it('createProposal passes generate on, and answers the api 409 for a second generation as a CONFLICT userError', async () => {
    const { gateway, mock, auth } = mockedGateway();
    const post = expectCall(mock, 'POST', '/api/proposal/', 201, restProposal({ proposal_type: 1, proposal_status: 2 }));
    expectCall(mock, 'GET', '/api/lead/5/', 200, restLead());
    const res = await gql(gateway, CREATE_PROPOSAL, { input: { leadId: LEAD_ID, proposalType: 'PRELIMINARY', generate: true } }, auth);
    expect(post.body).toEqual({ lead: 5, proposal_type: 1, generate: true });
    expect(res.body.data.createProposal).toMatchObject({ message: 'Proposal #11 generated successfully.', userErrors: [] });

    const second = mockedGateway();
    const detail = 'A preliminary proposal is already being generated for this lead. Wait for it to finish.';
    expectCall(second.mock, 'POST', '/api/proposal/', 409, { detail });
    expectCall(second.mock, 'GET', '/api/lead/5/', 200, restLead());
    const refused = await gql(second.gateway, CREATE_PROPOSAL, { input: { leadId: LEAD_ID, proposalType: 'PRELIMINARY', generate: true } }, second.auth);
    expect(refused.body.errors).toBeUndefined();
    expect(refused.body.data.createProposal).toMatchObject({ proposal: null, userErrors: [{ field: null, code: 'CONFLICT', messages: [detail] }] });
  });

  it('createProposal answers the api 400 as userErrors and still carries the lead', async () => {
    const { gateway, mock, auth } = mockedGateway();
    expectCall(mock, 'POST', '/api/proposal/', 400, { system_size: ['Enter the system size in kW DC: the lead has none yet.'] });
    expectCall(mock, 'GET', '/api/lead/5/', 200, restLead());
    const res = await gql(gateway, CREATE_PROPOSAL, { input: { leadId: LEAD_ID, proposalType: 'MARKETING' } }, auth);
    expect(res.body.data.createProposal).toMatchObject({ proposal: null, message: null, lead: { databaseId: 5 },
      userErrors: [{ field: 'input.pricing.systemSize', code: 'INVALID_INPUT', messages: ['Enter the system size in kW DC: the lead has none yet.'] }] });
  });

  it('updateProposal sends the diff and drops rebate_pay_date and pis_date (§5)', async () => {
    const { gateway, mock, auth } = mockedGateway();
    const patch = expectCall(mock, 'PATCH', '/api/proposal/11/', 200, restProposal({ est_solar_pis_date: '2026-05-01' }));
    expectCall(mock, 'GET', '/api/lead/5/', 200, restLead());
    const res = await gql(gateway, `mutation($id: ID!, $input: UpdateProposalInput!) { updateProposal(id: $id, input: $input) { proposal { estSolarPisDate } message userErrors { field } } }`,
      { id: PROPOSAL_ID, input: { estSolarPisDate: '2026-05-01', surveyScheduledDate: null, rebatePayDate: '2026-06-01', pisDate: '2026-07-01', pricing: { escalator: 'TWO_PERCENT' } } }, auth);
    expect(patch.body).toEqual({ est_solar_pis_date: '2026-05-01', survey_scheduled_date: null, values: { escalator: 2 } });
    expect(res.body.data.updateProposal).toEqual({ proposal: { estSolarPisDate: '2026-05-01' }, message: null, userErrors: [] });
  });

  const simple: [string, string, string, string, unknown, string | null][] = [
    ['generateProposal', `generateProposal(id: "${PROPOSAL_ID}")`, 'POST', '/api/proposal_generate/', { proposal_pk: 11 }, 'Proposal #11 generated successfully.'],
    ['setProposalActive', `setProposalActive(id: "${PROPOSAL_ID}", isActive: false)`, 'PATCH', '/api/proposal/11/', { is_active: false }, 'Proposal status changed successfully.'],
    ['requestProposal', `requestProposal(id: "${PROPOSAL_ID}")`, 'PATCH', '/api/proposal/11/', { request_proposal: true }, null],
  ];
  for (const [name, call, method, path, body, message] of simple) {
    it(`${name} sends ${method} ${path} ${JSON.stringify(body)}`, async () => {
      const { gateway, mock, auth } = mockedGateway();
      const seen = expectCall(mock, method, path, 200, restProposal({ proposal_status: 2 }));
      expectCall(mock, 'GET', '/api/lead/5/', 200, restLead());
      const res = await gql(gateway, `mutation { ${call} { proposal { databaseId proposalStatus } lead { databaseId } message } }`, {}, auth);
      expect(seen.body).toEqual(body);
      expect(res.body.data[name]).toEqual({ proposal: { databaseId: 11, proposalStatus: 'PROCESSING' }, lead: { databaseId: 5 }, message });
    });
  }

  it('unlockProposal posts the lead id and answers the refreshed lead', async () => {
    const { gateway, mock, auth } = mockedGateway();
    const seen = expectCall(mock, 'POST', '/api/unlock_proposal/', 200, { detail: 'Proposals unlocked.', lead: 5, is_proposals_locked: false });
    expectCall(mock, 'GET', '/api/lead/5/', 200, restLead());
    const res = await gql(gateway, `mutation { unlockProposal(leadId: "${LEAD_ID}") { proposal { id } lead { databaseId } message } }`, {}, auth);
    expect(seen.body).toEqual({ lead_id: 5 });
    expect(res.body.data.unlockProposal).toEqual({ proposal: null, lead: { databaseId: 5 }, message: 'Proposal requested successfully' });
  });

  it('refuses an id of another type before any upstream call', async () => {
    const { gateway, auth } = mockedGateway();
    const res = await gql(gateway, `mutation { generateProposal(id: "${QUOTE_ID}") { message } }`, {}, auth);
    expect(res.body.errors![0].message).toBe('Expected an id of a Proposal.');
  });
});

describe('quote and agreement mutations against a mocked REST layer', () => {
  it('createQuote posts quote_type standard and answers its message', async () => {
    const { gateway, mock, auth } = mockedGateway();
    const post = expectCall(mock, 'POST', '/api/quote/', 201, restQuote());
    expectCall(mock, 'GET', '/api/lead/5/', 200, restLead());
    const res = await gql(gateway, `mutation($input: CreateQuoteInput!) { createQuote(input: $input) { ${QUOTE_PAYLOAD} } }`, { input: { leadId: LEAD_ID, pricing: { systemSize: 250 } } }, auth);
    expect(post.body).toEqual({ lead: 5, quote_type: 'standard', values: { system_size: 250 } });
    expect(res.body.data.createQuote).toMatchObject({ quote: { databaseId: 21, quoteType: 'STANDARD', status: 'REQUESTED' }, message: 'Quote #21 created successfully.', lead: { quotes: [{ databaseId: 21 }] } });
  });

  it('createPaceQuote posts quote_type pace with the PACE values', async () => {
    const { gateway, mock, auth } = mockedGateway();
    const post = expectCall(mock, 'POST', '/api/quote/', 201, restQuote({ id: 22, quote_type: 'pace', values: { program: 'WRCOG', bond_discount_mode: 'roof only', roof_cost: 5000 } }));
    expectCall(mock, 'GET', '/api/lead/5/', 200, restLead());
    const res = await gql(gateway, `mutation($input: CreatePaceQuoteInput!) { createPaceQuote(input: $input) { quote { quoteType quoteTypeLabel paceValues { program bondDiscountMode roofCost } } message } }`,
      { input: { leadId: LEAD_ID, pace: { program: 'WRCOG', bondDiscountMode: 'ROOF_ONLY', roofCost: 5000, termYears: 20 } } }, auth);
    expect(post.body).toEqual({ lead: 5, quote_type: 'pace', values: { program: 'WRCOG', bond_discount_mode: 'roof only', roof_cost: 5000, term_years: 20 } });
    expect(res.body.data.createPaceQuote).toEqual({ quote: { quoteType: 'PACE', quoteTypeLabel: 'PACE Quote', paceValues: { program: 'WRCOG', bondDiscountMode: 'ROOF_ONLY', roofCost: 5000 } }, message: 'Pace Quote #22 created successfully.' });
  });

  it('a refused quote gives the pre-validation messages as userErrors and the lead', async () => {
    const { gateway, mock, auth } = mockedGateway();
    expectCall(mock, 'POST', '/api/quote/', 400, { program: ['Choose the PACE program (WRCOG or CSCDA).'], epc_price: ['Enter the EPC price ($ or $/W).'] });
    expectCall(mock, 'GET', '/api/lead/5/', 200, restLead());
    const res = await gql(gateway, `mutation($input: CreatePaceQuoteInput!) { createPaceQuote(input: $input) { ${QUOTE_PAYLOAD} } }`, { input: { leadId: LEAD_ID, pace: {} } }, auth);
    expect(res.body.data.createPaceQuote).toMatchObject({ quote: null, message: null, lead: { databaseId: 5 }, userErrors: [
      { field: 'input.pace.program', code: 'INVALID_INPUT', messages: ['Choose the PACE program (WRCOG or CSCDA).'] },
      { field: 'input.pricing.epcPrice', code: 'INVALID_INPUT', messages: ['Enter the EPC price ($ or $/W).'] }] });
  });

  it('updateQuote patches the values; generateQuote posts quote_pk', async () => {
    const { gateway, mock, auth } = mockedGateway();
    const patch = expectCall(mock, 'PATCH', '/api/quote/21/', 200, restQuote());
    const gen = expectCall(mock, 'POST', '/api/generate_quote/', 200, restQuote({ status: 2 }));
    mock.intercept({ path: '/api/lead/5/', method: 'GET' }).reply(200, restLead(), { headers: { 'content-type': 'application/json' } }).times(2);
    const res = await gql(gateway, `mutation { updateQuote(id: "${QUOTE_ID}", input: { pricing: { storage: FOUR_HOUR }, values: { ess_capacity: 800 } }) { message userErrors { field } }
      generateQuote(id: "${QUOTE_ID}") { quote { status statusLabel } lead { databaseId } message } }`, {}, auth);
    expect(patch.body).toEqual({ values: { ess_capacity: 800, storage: '4-hour' } });
    expect(gen.body).toEqual({ quote_pk: 21 });
    expect(res.body.data.generateQuote).toEqual({ quote: { status: 'PROCESSING', statusLabel: 'Processing' }, lead: { databaseId: 5 }, message: 'Quote #21 generated successfully.' });
  });

  it('sendAgreement posts lead, agreement_type and proposal (an org admin; the link is in this payload only)', async () => {
    const { gateway, mock, auth } = mockedGateway();
    expectCall(mock, 'GET', '/api/user/', 200, { ...restUser(0), organization: { ...restUser(0).organization, membership_type: 1 } });
    const post = expectCall(mock, 'POST', '/api/agreement/', 201, { detail: 'Agreement sent successfully.', agreement: restAgreement() });
    expectCall(mock, 'GET', '/api/lead/5/', 200, restLead());
    const res = await gql(gateway, `mutation { sendAgreement(leadId: "${LEAD_ID}", agreementType: CLEAN_ENERGY_PPA, proposalId: "${PROPOSAL_ID}") {
      agreement { databaseId agreementType agreementTypeLabel signUrl signed pdfPath proposal { databaseId } lead { databaseId } } lead { databaseId } message userErrors { field } } }`, {}, auth);
    expect(res.body.errors).toBeUndefined();
    expect(post.body).toEqual({ lead: 5, agreement_type: 1, proposal: 11 });
    expect(res.body.data.sendAgreement).toEqual({ message: 'Agreement sent successfully.', userErrors: [], lead: { databaseId: 5 }, agreement: {
      databaseId: 31, agreementType: 'CLEAN_ENERGY_PPA', agreementTypeLabel: 'Clean Energy PPA', signUrl: 'http://api.test/api/agreement/sign/abc/', signed: false,
      pdfPath: 'agreements/agreement-31.pdf', proposal: { databaseId: 11 }, lead: { databaseId: 5 } } });
  });

  it('sendAgreement and resendAgreement are refused to a regular user or a type-2 admin before any upstream call', async () => {
    const mutations = [`sendAgreement(leadId: "${LEAD_ID}", agreementType: LOI) { message userErrors { field code } }`, `resendAgreement(id: "${toGlobalId('Agreement', 31)}") { message userErrors { field code } }`];
    for (const userType of [0, 1, 2]) {
      for (const mutation of mutations) {
        const { gateway, mock, agent, auth } = mockedGateway();
        expectCall(mock, 'GET', '/api/user/', 200, restUser(userType));
        const res = await gql(gateway, `mutation { ${mutation} }`, {}, auth);
        expect(Object.values(res.body.data)[0]).toEqual({ message: null, userErrors: [{ field: null, code: 'FORBIDDEN' }] });
        agent.assertNoPendingInterceptors();
      }
    }
  });

  it('resendAgreement posts to /agreement/{id}/resend/ and answers the fresh link once', async () => {
    const { gateway, mock, auth } = mockedGateway();
    expectCall(mock, 'GET', '/api/user/', 200, restUser(3));
    const post = expectCall(mock, 'POST', '/api/agreement/31/resend/', 200,
      { detail: 'A new signing link was sent; the earlier one no longer works.', agreement: restAgreement({ sign_url: 'http://api.test/api/agreement/sign/fresh/' }) });
    expectCall(mock, 'GET', '/api/lead/5/', 200, restLead());
    const res = await gql(gateway, `mutation { resendAgreement(id: "${toGlobalId('Agreement', 31)}") { agreement { databaseId signUrl } lead { databaseId } message userErrors { field } } }`, {}, auth);
    expect(post.body).toEqual({});
    expect(res.body.data.resendAgreement).toEqual({ agreement: { databaseId: 31, signUrl: 'http://api.test/api/agreement/sign/fresh/' }, lead: { databaseId: 5 },
      message: 'A new signing link was sent; the earlier one no longer works.', userErrors: [] });
  });

  it('resendAgreement gives a signed agreement\'s refusal as userErrors', async () => {
    const { gateway, mock, auth } = mockedGateway();
    expectCall(mock, 'GET', '/api/user/', 200, restUser(3));
    expectCall(mock, 'POST', '/api/agreement/31/resend/', 400, { non_field_errors: ['This agreement has already been signed.'] });
    const res = await gql(gateway, `mutation { resendAgreement(id: "${toGlobalId('Agreement', 31)}") { agreement { databaseId } lead { databaseId } message userErrors { field code messages } } }`, {}, auth);
    expect(res.body.data.resendAgreement).toEqual({ agreement: null, lead: null, message: null, userErrors: [{ field: null, code: 'INVALID_INPUT', messages: ['This agreement has already been signed.'] }] });
  });
});

describe('document queries against a mocked REST layer', () => {
  for (const [field, path] of [['proposals', '/api/proposal/'], ['agreements', '/api/agreement_for_sign/']]) {
    it(`${field} is refused to a regular user before any upstream call for the list`, async () => {
      const { gateway, mock, agent, auth } = mockedGateway();
      expectCall(mock, 'GET', '/api/user/', 200, restUser(2));
      const res = await gql(gateway, `{ ${field} { totalCount } }`, {}, auth);
      expect(res.body.errors![0]).toMatchObject({ message: `403 ${STATUS_MESSAGES[403]}`, extensions: { code: 'FORBIDDEN', status: 403 } });
      expect(agent.pendingInterceptors()).toEqual([]);
      expect(path).toMatch(/^\/api\//); // no interceptor exists for it: a call would have failed the request
    });
  }

  it('proposals pages through the api for a super admin and types proposal_data', async () => {
    const { gateway, mock, auth } = mockedGateway();
    expectCall(mock, 'GET', '/api/user/', 200, restUser(3));
    const list = expectCall(mock, 'GET', '/api/proposal/', 200, { results: [restProposal({ proposal_status: 1, proposal_data: proposalData })], page: 2, limit: 20, count: 21 }, { page: '2', limit: '20' });
    const res = await gql(gateway, `{ proposals(page: 2, pageSize: 20) { totalCount pageInfo { page pageCount hasPreviousPage hasNextPage }
      edges { node { id databaseId proposalTypeLabel proposalStatus proposalData { assumptions { ppaRate ppaEscalator systemType } pricing { contractPrice storageDemandSavingsYear1 }
        systemSavings { year1Savings year25CumulativeSavings crossoverYear } cashFlow { year cumulativeSavings } } } } } }`, {}, auth);
    expect(list.calls).toBe(1);
    expect(res.body.data.proposals).toEqual({ totalCount: 21, pageInfo: { page: 2, pageCount: 2, hasPreviousPage: true, hasNextPage: false }, edges: [{ node: {
      id: PROPOSAL_ID, databaseId: 11, proposalTypeLabel: 'Marketing', proposalStatus: 'GENERATED', proposalData: {
        assumptions: { ppaRate: 0.1432, ppaEscalator: 2, systemType: 'ROOFTOP' }, pricing: { contractPrice: 612500, storageDemandSavingsYear1: 0 },
        systemSavings: { year1Savings: 38720, year25CumulativeSavings: 1234567.89, crossoverYear: null }, cashFlow: [{ year: 1, cumulativeSavings: 38720 }] } } }] });
  });

  it('agreements lists for a super admin', async () => {
    const { gateway, mock, auth } = mockedGateway();
    expectCall(mock, 'GET', '/api/user/', 200, restUser(3));
    expectCall(mock, 'GET', '/api/agreement_for_sign/', 200, { results: [restAgreement({ signed: true, signer_name: 'Grace Hopper', file_signed: 'a/s.pdf' })], page: 1, limit: 10, count: 1 }, { page: '1', limit: '10' });
    const res = await gql(gateway, '{ agreements { totalCount edges { node { signed signerName signedPdfPath leadName agreementType } } } }', {}, auth);
    expect(res.body.data.agreements).toEqual({ totalCount: 1, edges: [{ node: { signed: true, signerName: 'Grace Hopper', signedPdfPath: 'a/s.pdf', leadName: 'Fresno Cold Storage', agreementType: 'CLEAN_ENERGY_PPA' } }] });
  });

  it('proposal(databaseId, pricingInputsType) sends the query and types the completed inputs; a 404 is null', async () => {
    const { gateway, mock, auth } = mockedGateway();
    expectCall(mock, 'GET', '/api/proposal/11/', 200, { ...restProposal(), pricing_inputs_type: 'pace', pricing_inputs: { system_type: 'Canopy', epc_price_unit: '$/W', escalator: 3, storage: 'none', ess_price_unit: '$/kWh', region: 'CO' } }, { pricing_inputs_type: 'pace' });
    expectCall(mock, 'GET', '/api/proposal/12/', 404, { detail: 'Not found.' });
    const res = await gql(gateway, `{ proposal(databaseId: 11, pricingInputsType: "pace") { pricingInputsType pricingInputs { systemType epcPriceUnit escalator storage essPriceUnit region } }
      missing: proposal(databaseId: 12) { id } }`, {}, auth);
    expect(res.body.data).toEqual({ missing: null, proposal: { pricingInputsType: 'pace', pricingInputs: { systemType: 'CANOPY', epcPriceUnit: 'DOLLARS_PER_WATT', escalator: 'THREE_PERCENT', storage: 'NONE', essPriceUnit: 'DOLLARS_PER_KWH', region: 'CO' } } });
  });

  it('node(id:) finds proposals, quotes and agreements; another organization\'s answers null', async () => {
    const { gateway, mock, auth } = mockedGateway();
    expectCall(mock, 'GET', '/api/proposal/11/', 200, restProposal());
    expectCall(mock, 'GET', '/api/agreement/31/', 200, restAgreement());
    expectCall(mock, 'GET', '/api/agreement/32/', 404, { detail: 'Not found.' });
    expectCall(mock, 'GET', '/api/quote/21/', 200, restQuote({ quote_data: { ...proposalData, pace: null } }));
    const res = await gql(gateway, `{ p: node(id: "${PROPOSAL_ID}") { __typename ... on Proposal { databaseId } } q: node(id: "${QUOTE_ID}") { ... on Quote { databaseId quoteData { systemSavings { year25CumulativeSavings } pace { program } } } }
      a: node(id: "${toGlobalId('Agreement', 31)}") { ... on Agreement { databaseId agreementType } } other: node(id: "${toGlobalId('Agreement', 32)}") { id } }`, {}, auth);
    expect(res.body.data).toEqual({ p: { __typename: 'Proposal', databaseId: 11 }, q: { databaseId: 21, quoteData: { systemSavings: { year25CumulativeSavings: 1234567.89 }, pace: null } },
      a: { databaseId: 31, agreementType: 'CLEAN_ENERGY_PPA' }, other: null });
  });
});
