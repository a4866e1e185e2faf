import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { STATUS_MESSAGES } from '../src/rest/errors.js';
import { toGlobalId } from '../src/resolvers/ids.js';
import { gql, mockedGateway, realStack } from './harness.js';

const JSON_HEADERS = { headers: { 'content-type': 'application/json' } };
const LOCATIONS = `query($search: String, $types: [ProposalType!], $stages: [LeadStage!], $from: Date, $to: Date) {
  leadLocations(search: $search, proposalTypes: $types, stages: $stages, updatedFrom: $from, updatedTo: $to) { leadId databaseId name latitude longitude stage } }`;

describe('leadLocations against a mocked REST layer', () => {
  it('sends the list filters in the api\'s words and answers map points with the Lead\'s global id', async () => {
    const { gateway, mock, auth, agent } = mockedGateway();
    mock.intercept({ path: '/api/lead_locations/', method: 'GET', query: { search: 'oak', proposal_type: '0,2', lead_status: '1,6', updated: '2026-01-01,2026-01-31' } })
      .reply(200, [
        { id: 7, name: 'Oak Plaza', latitude: 36.7, longitude: -119.8, lead_status: 6 },
        { id: 8, name: 'Oak Annex', latitude: 36.71, longitude: -119.81, lead_status: 1 },
      ], JSON_HEADERS);
    const res = await gql(gateway, LOCATIONS, { search: 'oak', types: ['MARKETING', 'DETAILED'], stages: ['MARKETING_PROPOSAL', 'SALE_COMPLETED'], from: '2026-01-01', to: '2026-01-31' }, auth);
    expect(res.body.errors).toBeUndefined();
    expect(res.body.data.leadLocations).toEqual([
      { leadId: toGlobalId('Lead', 7), databaseId: 7, name: 'Oak Plaza', latitude: 36.7, longitude: -119.8, stage: 'SALE_COMPLETED' },
      { leadId: toGlobalId('Lead', 8), databaseId: 8, name: 'Oak Annex', latitude: 36.71, longitude: -119.81, stage: 'MARKETING_PROPOSAL' },
    ]);
    agent.assertNoPendingInterceptors();
  });

  it('sends no filter it was not given, and an open-ended updated range as "start,"', async () => {
    const { gateway, mock, auth, agent } = mockedGateway();
    mock.intercept({ path: '/api/lead_locations/', method: 'GET', query: {} }).reply(200, [], JSON_HEADERS);
    expect((await gql(gateway, LOCATIONS, {}, auth)).body.data.leadLocations).toEqual([]);
    mock.intercept({ path: '/api/lead_locations/', method: 'GET', query: { updated: '2026-02-01,' } }).reply(200, [], JSON_HEADERS);
    expect((await gql(gateway, LOCATIONS, { from: '2026-02-01' }, auth)).body.errors).toBeUndefined();
    agent.assertNoPendingInterceptors();
  });

  it('passes the api\'s refusals on as §8 errors', async () => {
    const { gateway, mock, auth } = mockedGateway();
    mock.intercept({ path: '/api/lead_locations/', method: 'GET' }).reply(401, { detail: 'Invalid token.' }, JSON_HEADERS);
    const res = await gql(gateway, LOCATIONS, {}, auth);
    expect(res.body.errors?.[0].message).toBe(`401 ${STATUS_MESSAGES[401]}`);
    expect(res.body.errors?.[0].extensions.code).toBe('UNAUTHENTICATED');
  });
});

describe('leadLocations through the real api', () => {
  let stack: Awaited<ReturnType<typeof realStack>>;
  const signup = async (email: string, company: string) => {
    const res = await gql(stack.gateway, 'mutation($input: SignupInput!) { signup(input: $input) { token } }', {
      input: { firstName: 'A', lastName: 'B', companyName: company, phoneNumber: '+15551112222', email, password: 'secret12' },
    });
    return { authorization: `Token ${res.body.data.signup.token}` };
  };
  const createLead = async (auth: Record<string, string>, name: string, latitude: number, longitude: number) => {
    const res = await gql(stack.gateway, 'mutation($input: CreateLeadInput!) { createLead(input: $input) { lead { databaseId } } }', {
      input: { name, property: { siteAddress: `${name} site, Fresno, CA 93721`, latitude, longitude }, proposalType: 'MARKETING' },
    }, auth);
    return res.body.data.createLead.lead.databaseId as number;
  };
  beforeAll(async () => { stack = await realStack(); });
  afterAll(async () => stack?.close());

  it('shows each organization only its own placed leads', async () => {
    const sun = await signup('map@sun.test', 'Sun Co');
    const moon = await signup('map@moon.test', 'Moon Co');
    const plaza = await createLead(sun, 'Sun Plaza', 36.75, -119.77);
    await createLead(moon, 'Moon Depot', 41.76, -72.67);
    const res = await gql(stack.gateway, LOCATIONS, {}, sun);
    expect(res.body.errors).toBeUndefined();
    expect(res.body.data.leadLocations).toEqual([
      { leadId: toGlobalId('Lead', plaza), databaseId: plaza, name: 'Sun Plaza', latitude: 36.75, longitude: -119.77, stage: 'LEAD_CREATED' },
    ]);
    expect((await gql(stack.gateway, LOCATIONS, { search: 'depot' }, sun)).body.data.leadLocations).toEqual([]);
    expect((await gql(stack.gateway, LOCATIONS, { search: 'depot' }, moon)).body.data.leadLocations.map((l: { name: string }) => l.name)).toEqual(['Moon Depot']);
  });
});
