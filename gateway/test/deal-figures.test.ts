/**
 * Issue 25: Lead.dealFigures is the api's `deal_figures` (shared/pricing leadDealFigures) as the
 * deal header reads it, against the real api: the lead's values priced before a proposal, the
 * generated proposal's figures after (api/test/one-price.test.ts compares those with the PDFs
 * and the customer's web page).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ONE_PRICE_FIXTURES } from '../../shared/pricing/fixtures.js';
import { toGlobalId } from '../src/resolvers/ids.js';
import { gql, realStack } from './harness.js';

const SIGNUP = 'mutation($input: SignupInput!) { signup(input: $input) { token viewer { organization { databaseId } } } }';
const FIGURES = `query($id: ID!) { node(id: $id) { ... on Lead { dealFigures { source proposalDatabaseId generated systemSize estimatedYearProduction
  contractPrice contractPricePerWatt ppaRate ppaEscalator utilityRate year1Savings year25CumulativeSavings } } } }`;

describe('Lead.dealFigures', () => {
  let stack: Awaited<ReturnType<typeof realStack>>;
  let auth: Record<string, string>;
  beforeAll(async () => {
    stack = await realStack();
    const res = await gql(stack.gateway, SIGNUP, { input: { firstName: 'Ada', lastName: 'Price', companyName: 'One Price Solar', phoneNumber: '+15551113333', email: 'ada@oneprice.test', password: 'oneprice1' } });
    auth = { authorization: `Token ${res.body.data.signup.token}` };
  });
  afterAll(async () => stack?.close());

  it('answers the api\'s deal_figures, before and after the proposal is generated', async () => {
    const { lead: stored } = ONE_PRICE_FIXTURES[0];
    const made = await stack.api.inject({ method: 'POST', url: '/api/lead/', headers: auth, payload: { name: 'One price', customer: { first_name: 'Ada' }, property: stored.property, project_info: stored.project_info } });
    expect(made.statusCode, made.body).toBe(201);
    const leadId = made.json().id as number;
    await stack.api.ctx.jobs.drain();
    const rest = async () => (await stack.api.inject({ method: 'GET', url: `/api/lead/${leadId}/`, headers: auth })).json().deal_figures;
    const graph = async () => (await gql(stack.gateway, FIGURES, { id: toGlobalId('Lead', leadId) }, auth)).body.data.node.dealFigures;
    const camel = (f: Record<string, any>) => ({
      source: f.source.toUpperCase(), proposalDatabaseId: f.proposal, generated: f.generated, systemSize: f.system_size, estimatedYearProduction: f.estimated_year_production,
      contractPrice: f.contract_price, contractPricePerWatt: f.contract_price_per_watt, ppaRate: f.ppa_rate, ppaEscalator: f.ppa_escalator,
      utilityRate: f.utility_rate, year1Savings: f.year_1_savings, year25CumulativeSavings: f.year_25_cumulative_savings,
    });

    const before = await graph();
    expect(before).toEqual(camel(await rest()));
    expect(before).toMatchObject({ source: 'LEAD', proposalDatabaseId: null, generated: false });
    expect(before.contractPrice).toBeGreaterThan(0);

    const proposal = await stack.api.inject({ method: 'POST', url: '/api/proposal/', headers: auth, payload: { lead: leadId, proposal_type: 0, need_customization: false } });
    expect(proposal.statusCode, proposal.body).toBe(201);
    await stack.api.ctx.jobs.drain();
    const after = await graph();
    expect(after).toEqual(camel(await rest()));
    expect(after).toEqual({ ...before, source: 'PROPOSAL', proposalDatabaseId: proposal.json().id, generated: true });
  });
});
