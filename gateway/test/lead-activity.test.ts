import { describe, expect, it } from 'vitest';
import { mockedGateway as kitGateway } from '../src/testing.js';
import { toGlobalId } from '../src/resolvers/ids.js';
import { keysetCursor } from '../src/resolvers/connections.js';
import { fieldKeyOf } from '../src/resolvers/lead-activity.js';
import { expectCall, restLead } from './documents-fixtures.js';
import { gql, mockedGateway } from './harness.js';

/** Timeline entries exactly as the api answers them (api/src/domain/activity.ts activityJson). */
const entry = (id: number, action: string, detail: Record<string, unknown> = {}, actor: [number, string] | null = [7, 'Eve Ng']) => ({
  id, lead: 5, action, actor: actor?.[0] ?? null, actor_name: actor?.[1] ?? null, detail, created: `2026-03-04T05:06:${String(id % 60).padStart(2, '0')}.000Z`,
});

/** The api's keyset cursors of entries (issue 24): newest first, created and id. */
const cursorsOf = (entries: Array<{ id: number; created: string }>) => entries.map((e) => keysetCursor('lead_activity', `${e.created.slice(0, 23)}000Z`, e.id));
const paged = (entries: Array<{ id: number; created: string }>, page: number, limit: number, count: number, more: { has_next: boolean; has_previous: boolean }) =>
  ({ results: entries, page, limit, count, cursors: cursorsOf(entries), ...more });

const withCursors = <A extends { results: Array<{ id: number; created: string }> }>(answer: A) => ({ ...answer, cursors: cursorsOf(answer.results) });

const QUERY = `query($first: Int, $after: String) { lead(databaseId: 5) { databaseId activity(first: $first, after: $after) {
  totalCount pageInfo { hasNextPage endCursor }
  edges { cursor node { id databaseId at action actor fields documentType documentId pace uploaded fileName fromUser toUser
    fromOrganization toOrganization stage signerName recipient reason } } } } }`;

const BLANK = {
  fields: [], documentType: null, documentId: null, pace: false, uploaded: false, fileName: null, fromUser: null, toUser: null,
  fromOrganization: null, toOrganization: null, stage: null, signerName: null, recipient: null, reason: null,
};

describe('Lead.activity against a mocked REST layer', () => {
  it('maps every kind of entry, newest first, with camelCase field keys', async () => {
    const { gateway, mock, auth, agent } = mockedGateway();
    expectCall(mock, 'GET', '/api/lead/5/', 200, restLead());
    const list = expectCall(mock, 'GET', '/api/lead_activity/5/', 200, withCursors({
      results: [
        entry(9, 'cancelled', { reason: 'Went with a competitor' }),
        entry(8, 'agreement_signed', { document_id: 31, document_type: 'PPA', signer_name: 'Grace Hopper' }, null),
        entry(7, 'agreement_viewed', { document_id: 31, document_type: 'PPA', recipient: 'Grace Hopper' }, null),
        entry(6, 'reassigned', { from_user: 'Eve Ng', to_user: null, from_user_id: 7, to_user_id: null, from_organization: 'Sunrise', to_organization: 'Bright' }),
        entry(5, 'file_uploaded', { file_id: 3, file_name: 'bill.pdf', kind: 'utility_bill', file_type: 0 }),
        entry(4, 'stage_reached', { stage: 2 }),
        entry(3, 'quote_generated', { document_id: 21, pace: true }),
        entry(2, 'edited', { fields: ['customer.first_name', 'design_data.epc_cost', 'notes', 'owner_type', 'intake.working_with_roofer'] }),
        entry(1, 'created'),
      ],
      page: 1, limit: 20, count: 9,
    }), { page: '1', limit: '20' });
    const res = await gql(gateway, QUERY, {}, auth);
    expect(res.body.errors, JSON.stringify(res.body.errors)).toBeUndefined();
    expect(list.calls).toBe(1);
    const activity = res.body.data.lead.activity;
    expect(activity.totalCount).toBe(9);
    expect(activity.pageInfo.hasNextPage).toBe(false);
    const nodes = activity.edges.map((e: any) => e.node);
    expect(nodes[0]).toEqual({ ...BLANK, id: toGlobalId('LeadActivity', 9), databaseId: 9, at: '2026-03-04T05:06:09.000Z', action: 'CANCELLED', actor: 'Eve Ng', reason: 'Went with a competitor' });
    expect(nodes[1]).toMatchObject({ action: 'AGREEMENT_SIGNED', actor: null, documentType: 'PPA', documentId: 31, signerName: 'Grace Hopper' });
    expect(nodes[2]).toMatchObject({ action: 'AGREEMENT_VIEWED', actor: null, recipient: 'Grace Hopper' });
    expect(nodes[3]).toMatchObject({ action: 'REASSIGNED', fromUser: 'Eve Ng', toUser: null, fromOrganization: 'Sunrise', toOrganization: 'Bright' });
    expect(nodes[4]).toMatchObject({ action: 'FILE_UPLOADED', fileName: 'bill.pdf' });
    expect(nodes[5]).toMatchObject({ action: 'STAGE_REACHED', stage: 'UTILITY_DATA' });
    expect(nodes[6]).toMatchObject({ action: 'QUOTE_GENERATED', pace: true, documentId: 21 });
    expect(nodes[7].fields).toEqual(['customer.firstName', 'designData.epcCost', 'notes', 'ownerType', 'intake.workingWithRoofer']);
    expect(nodes[8]).toEqual({ ...BLANK, id: toGlobalId('LeadActivity', 1), databaseId: 1, at: '2026-03-04T05:06:01.000Z', action: 'CREATED', actor: 'Eve Ng' });
    agent.assertNoPendingInterceptors();
  });

  it('pages with first (the api\'s first page) and after (the api\'s keyset window)', async () => {
    const { gateway: gateway, mock: mock, auth: auth } = mockedGateway();
    expectCall(mock, 'GET', '/api/lead/5/', 200, restLead());
    expectCall(mock, 'GET', '/api/lead_activity/5/', 200, paged([entry(5, 'created'), entry(4, 'created')], 1, 2, 5, { has_next: true, has_previous: false }), { page: '1', limit: '2' });
    const one = await gql(gateway, QUERY, { first: 2 }, auth);
    expect(one.body.data.lead.activity.pageInfo.hasNextPage).toBe(true);
    const after = one.body.data.lead.activity.pageInfo.endCursor;
    expect(after).toBe(cursorsOf([entry(4, 'created')])[0]);
    // The next page is the api's keyset window after that entry (issue 24), not a page number.
    const { gateway: g3, mock: m3, auth: a3 } = mockedGateway();
    expectCall(m3, 'GET', '/api/lead/5/', 200, restLead());
    expectCall(m3, 'GET', '/api/lead_activity/5/', 200, paged([entry(3, 'created'), entry(2, 'created')], 2, 2, 5, { has_next: true, has_previous: true }), { limit: '2', after });
    const two = await gql(g3, QUERY, { first: 2, after }, a3);
    expect(two.body.errors).toBeUndefined();
    expect(two.body.data.lead.activity.edges.map((e: any) => e.node.databaseId)).toEqual([3, 2]);
    expect(two.body.data.lead.activity.pageInfo.hasNextPage).toBe(true);
  });

  it('refuses a bad page size before any call to the timeline', async () => {
    const { gateway, mock, auth } = mockedGateway();
    expectCall(mock, 'GET', '/api/lead/5/', 200, restLead());
    const res = await gql(gateway, QUERY, { first: 0 }, auth);
    expect(res.body.errors?.[0]).toMatchObject({ message: 'Page size must be between 1 and 500.', extensions: { code: 'BAD_USER_INPUT' } });
  });

  it('names field keys as the web does', () => {
    expect(fieldKeyOf('project_info.ess_epc_price')).toBe('projectInfo.essEpcPrice');
    expect(fieldKeyOf('name')).toBe('name');
  });
});

describe('a new timeline entry on the live stream', () => {
  it('wakes leadChanged as a LEAD change (the customer opening an agreement changes nothing else)', async () => {
    const kit = kitGateway();
    try {
      kit.answer('GET', '/lead/5/', 200, restLead(), { times: 2 }); // the access check, then the event's read
      const subscription = await kit.subscribe('subscription($id: ID!) { leadChanged(id: $id) { changes lead { databaseId } } }', { id: toGlobalId('Lead', 5) });
      expect(subscription.status).toBe(200);
      kit.publish({ topic: 'lead', subjectId: 5, kind: 'lead_activity' });
      expect(await subscription.next()).toEqual({ data: { leadChanged: { changes: ['LEAD'], lead: { databaseId: 5 } } } });
      await subscription.close();
    } finally {
      await kit.close();
    }
  });
});
