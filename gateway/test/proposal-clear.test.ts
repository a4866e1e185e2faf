/**
 * Clearing a pricing value (GraphQL update semantics: omitted = unchanged, explicit null = clear):
 * updateProposal passes an explicit null of `pricing` on to PATCH /proposal/{id}/ as null; the
 * create mutations and the quote mutations keep dropping nulls. Against a mocked REST layer.
 */
import { describe, expect, it } from 'vitest';
import { gql, mockedGateway } from './harness.js';
import { expectCall, LEAD_ID, PROPOSAL_ID, QUOTE_ID, restLead, restProposal, restQuote } from './documents-fixtures.js';

const UPDATE_PROPOSAL = 'mutation($id: ID!, $input: UpdateProposalInput!) { updateProposal(id: $id, input: $input) { proposal { databaseId } message userErrors { field code messages } } }';

describe('clearing pricing values through the gateway', () => {
  it('updateProposal sends an explicit null as null, leaves omitted values out, and typed null wins over a raw value', async () => {
    const { gateway, mock, auth } = mockedGateway();
    const patch = expectCall(mock, 'PATCH', '/api/proposal/11/', 200, restProposal());
    expectCall(mock, 'GET', '/api/lead/5/', 200, restLead());
    const res = await gql(gateway, UPDATE_PROPOSAL, { id: PROPOSAL_ID, input: {
      pricingModelType: null, values: { utility_rate: 0.3, region: 'CT' },
      pricing: { epcPrice: null, essCapacity: null, escalator: null, storage: 'FOUR_HOUR', systemSize: 300, region: null },
    } }, auth);
    expect(res.body.errors).toBeUndefined();
    expect(patch.body).toEqual({
      pricing_model_type: null,
      values: { utility_rate: 0.3, region: null, epc_price: null, ess_capacity: null, escalator: null, storage: '4-hour', system_size: 300 },
    });
    expect(res.body.data.updateProposal).toEqual({ proposal: { databaseId: 11 }, message: null, userErrors: [] });
  });

  it('updateProposal with literal nulls in the document sends them too; a null pricing object sends no values', async () => {
    const { gateway, mock, auth } = mockedGateway();
    const first = expectCall(mock, 'PATCH', '/api/proposal/11/', 200, restProposal());
    mock.intercept({ path: '/api/lead/5/', method: 'GET' }).reply(200, restLead(), { headers: { 'content-type': 'application/json' } }).times(2);
    await gql(gateway, `mutation { updateProposal(id: "${PROPOSAL_ID}", input: { pricing: { pricingValue: null, pricingBasis: null } }) { message } }`, {}, auth);
    expect(first.body).toEqual({ values: { pricing_value: null, pricing_basis: null } });
    const second = expectCall(mock, 'PATCH', '/api/proposal/11/', 200, restProposal());
    await gql(gateway, UPDATE_PROPOSAL, { id: PROPOSAL_ID, input: { estSolarPisDate: '2026-05-01', pricing: null } }, auth);
    expect(second.body).toEqual({ est_solar_pis_date: '2026-05-01' });
  });

  it('updateProposal shows the api refusing a clear as userErrors', async () => {
    const { gateway, mock, auth } = mockedGateway();
    const patch = expectCall(mock, 'PATCH', '/api/proposal/11/', 400, { system_size: ['Enter the system size in kW DC: the lead has none yet.'] });
    expectCall(mock, 'GET', '/api/proposal/11/', 200, restProposal());
    expectCall(mock, 'GET', '/api/lead/5/', 200, restLead());
    const res = await gql(gateway, UPDATE_PROPOSAL, { id: PROPOSAL_ID, input: { pricing: { systemSize: null } } }, auth);
    expect(patch.body).toEqual({ values: { system_size: null } });
    expect(res.body.data.updateProposal).toEqual({ proposal: null, message: null,
      userErrors: [{ field: 'input.pricing.systemSize', code: 'INVALID_INPUT', messages: ['Enter the system size in kW DC: the lead has none yet.'] }] });
  });

  it('createProposal drops explicit nulls of pricing', async () => {
    const { gateway, mock, auth } = mockedGateway();
    const post = expectCall(mock, 'POST', '/api/proposal/', 201, restProposal({ proposal_type: 1 }));
    expectCall(mock, 'GET', '/api/lead/5/', 200, restLead());
    await gql(gateway, 'mutation($input: CreateProposalInput!) { createProposal(input: $input) { message } }', { input: {
      leadId: LEAD_ID, proposalType: 'PRELIMINARY', pricing: { epcPrice: null, escalator: null, systemSize: 250 },
    } }, auth);
    expect(post.body).toEqual({ lead: 5, proposal_type: 1, values: { system_size: 250 } });
  });

  it('createQuote, createPaceQuote and updateQuote drop explicit nulls of pricing and pace', async () => {
    const { gateway, mock, auth } = mockedGateway();
    const post = expectCall(mock, 'POST', '/api/quote/', 201, restQuote());
    mock.intercept({ path: '/api/lead/5/', method: 'GET' }).reply(200, restLead(), { headers: { 'content-type': 'application/json' } }).times(3);
    await gql(gateway, 'mutation($input: CreateQuoteInput!) { createQuote(input: $input) { message } }',
      { input: { leadId: LEAD_ID, pricing: { epcPrice: null, systemSize: 250 } } }, auth);
    expect(post.body).toEqual({ lead: 5, quote_type: 'standard', values: { system_size: 250 } });

    const pace = expectCall(mock, 'POST', '/api/quote/', 201, restQuote({ id: 22, quote_type: 'pace' }));
    await gql(gateway, 'mutation($input: CreatePaceQuoteInput!) { createPaceQuote(input: $input) { message } }',
      { input: { leadId: LEAD_ID, pricing: { region: null }, pace: { program: 'WRCOG', roofCost: null } } }, auth);
    expect(pace.body).toEqual({ lead: 5, quote_type: 'pace', values: { program: 'WRCOG' } });

    const patch = expectCall(mock, 'PATCH', '/api/quote/21/', 200, restQuote());
    await gql(gateway, 'mutation($id: ID!, $input: UpdateQuoteInput!) { updateQuote(id: $id, input: $input) { message } }',
      { id: QUOTE_ID, input: { pricing: { essCapacity: null, storage: 'TWO_HOUR' }, pace: { termYears: null } } }, auth);
    expect(patch.body).toEqual({ values: { storage: '2-hour' } });
  });
});
