import { describe, expect, it } from 'vitest';
import { toGlobalId } from '../src/resolvers/ids.js';
import { gql, mockedGateway } from './harness.js';

/** Issue 26, item 10: Lead.stageHistory (each stage reached, dated) and Lead.canCancel (the api's rule), as the api answers them. */
const JSON_HEADERS = { headers: { 'content-type': 'application/json' } };
const ROW = {
  id: 7, name: 'Oak Plaza', updated: '2026-01-02T03:04:05.000Z', created: '2026-01-01T00:00:00.000Z', lead_status: 4, proposal_type: 1,
  address: '1 Oak St, Fresno, CA', system_size: 120.5, latitude: 36.7, longitude: -119.8, organization: 3, organization_name: 'Sun Co',
  associated_user: 9, associated_user_name: 'Ann Lee', customer_name: 'Oak LLC', enrichment_status: 'completed',
};
const LEAD = {
  ...ROW, customer: {}, property: {}, design_data: {}, project_info: {}, utility_bills: [], additional_files: [], proposals: [], quotes: [], agreements: [],
  reached_stages: [0, 2, 4], can_cancel: true,
  stage_history: [{ stage: 0, reached_at: '2026-01-01T00:00:00.000Z' }, { stage: 2, reached_at: '2026-01-05T10:00:00.000Z' }, { stage: 4, reached_at: null }],
};

describe('Lead.stageHistory and Lead.canCancel', () => {
  it('maps the api\'s stage history and can_cancel on a lead', async () => {
    const { gateway, mock, auth } = mockedGateway();
    mock.intercept({ path: '/api/lead/7/', method: 'GET' }).reply(200, LEAD, JSON_HEADERS);
    const res = await gql(gateway, `query($id: ID!) { node(id: $id) { ... on Lead { reachedStages canCancel stageHistory { stage label reachedAt } } } }`, { id: toGlobalId('Lead', 7) }, auth);
    expect(res.body.errors).toBeUndefined();
    expect(res.body.data.node).toEqual({
      reachedStages: ['LEAD_CREATED', 'UTILITY_DATA', 'SITE_SURVEY'], canCancel: true,
      stageHistory: [
        { stage: 'LEAD_CREATED', label: 'Lead created', reachedAt: '2026-01-01T00:00:00.000Z' },
        { stage: 'UTILITY_DATA', label: 'Utility data', reachedAt: '2026-01-05T10:00:00.000Z' },
        { stage: 'SITE_SURVEY', label: 'Site survey', reachedAt: null },
      ],
    });
  });

  it('reads canCancel from the list row without fetching the lead; an api that does not say offers nothing', async () => {
    const { gateway, mock, auth, agent } = mockedGateway();
    mock.intercept({ path: '/api/leads/', method: 'GET', query: { page: '1', limit: '50' } })
      .reply(200, { results: [{ ...ROW, can_cancel: false }, { ...ROW, id: 8, can_cancel: true }, { ...ROW, id: 9 }], page: 1, limit: 50, count: 3 }, JSON_HEADERS);
    const res = await gql(gateway, '{ leads { edges { node { databaseId canCancel } } } }', {}, auth);
    expect(res.body.errors).toBeUndefined();
    expect(res.body.data.leads.edges.map((e: { node: unknown }) => e.node)).toEqual([
      { databaseId: 7, canCancel: false }, { databaseId: 8, canCancel: true }, { databaseId: 9, canCancel: false },
    ]);
    agent.assertNoPendingInterceptors();
  });

  it('an older api without the history gives the reached stages, undated', async () => {
    const { gateway, mock, auth } = mockedGateway();
    const { stage_history: _, ...older } = LEAD;
    mock.intercept({ path: '/api/lead/7/', method: 'GET' }).reply(200, older, JSON_HEADERS);
    const res = await gql(gateway, `query($id: ID!) { node(id: $id) { ... on Lead { stageHistory { stage reachedAt } } } }`, { id: toGlobalId('Lead', 7) }, auth);
    expect(res.body.data.node.stageHistory).toEqual([
      { stage: 'LEAD_CREATED', reachedAt: null }, { stage: 'UTILITY_DATA', reachedAt: null }, { stage: 'SITE_SURVEY', reachedAt: null },
    ]);
  });
});

describe('utility bills read as utility bills (issue 26)', () => {
  it('a bill of no other kind is labelled Utility Bill, not Other Files; one of another kind keeps its label; additional files are unchanged', async () => {
    const { gateway, mock, auth } = mockedGateway();
    const file = (id: number, fileType: number) => ({ id, name: `f${id}.pdf`, file: `lead-files/f${id}.pdf`, file_type: fileType, size: 1, created: '2026-01-01T00:00:00.000Z', lead: 7 });
    mock.intercept({ path: '/api/lead/7/', method: 'GET' }).reply(200, { ...LEAD, utility_bills: [file(1, 0), file(2, 7)], additional_files: [file(3, 0)] }, JSON_HEADERS);
    const res = await gql(gateway, `query($id: ID!) { node(id: $id) { ... on Lead { utilityBills { fileType fileTypeLabel } additionalFiles { fileTypeLabel } } } }`, { id: toGlobalId('Lead', 7) }, auth);
    expect(res.body.errors).toBeUndefined();
    expect(res.body.data.node).toEqual({
      utilityBills: [{ fileType: 'OTHER_FILES', fileTypeLabel: 'Utility Bill' }, { fileType: 'INTERVAL_DATA', fileTypeLabel: '15-minute Interval Data' }],
      additionalFiles: [{ fileTypeLabel: 'Other Files' }],
    });
  });
});
