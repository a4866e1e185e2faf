import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { toGlobalId } from '../src/resolvers/ids.js';
import { gql, mockedGateway, realStack } from './harness.js';

const JSON_HEADERS = { headers: { 'content-type': 'application/json' } };

const PROFILE = {
  id: 5, first_name: 'Ann', last_name: 'Lee', email: 'ann@x.test', phone_number: '+15550000000', user_type: 0, image: null, is_terms_accepted: true,
  organization: { pk: 2, id: 2, name: 'Sunrise', logo: null, description: '', membership_type: 0, business_type: 0 },
  privacy_policy_file: null, terms_of_service_file: null, platform_agreement_file: null,
};

const REST_NOTE = {
  id: 41, kind: 'lead_assigned', title: 'Lead assigned to you', body: 'Bo Boss assigned Fresno Cold Storage to you.', link: '/manage/leads/7',
  subject_type: 'lead', subject_id: 7, created: '2026-03-04T05:06:07.000Z', read: false, read_at: null,
};
const NODE = {
  id: toGlobalId('Notification', 41), databaseId: 41, kind: 'LEAD_ASSIGNED', title: REST_NOTE.title, body: REST_NOTE.body,
  link: '/manage/leads/7', createdAt: REST_NOTE.created, read: false,
};

const LIST = `query($page: Int, $pageSize: Int) { viewer { notifications(page: $page, pageSize: $pageSize) {
  totalCount unreadCount pageInfo { page pageSize pageCount hasNextPage hasPreviousPage }
  edges { node { id databaseId kind title body link createdAt read } } } } }`;
const MARK = 'mutation($ids: [ID!], $all: Boolean) { markNotificationsRead(ids: $ids, all: $all) { unreadCount notifications { id read } userErrors { field code messages } } }';

function signedIn() {
  const m = mockedGateway();
  m.mock.intercept({ path: '/api/user/', method: 'GET' }).reply(200, PROFILE, JSON_HEADERS);
  return m;
}

describe('notifications against a mocked REST layer', () => {
  it('pages the viewer\'s notifications with the exact page query and the unread count', async () => {
    const { gateway, mock, auth, agent } = signedIn();
    mock.intercept({ path: '/api/notifications/', method: 'GET', query: { page: '2', limit: '10' } })
      .reply(200, { results: [REST_NOTE], page: 2, limit: 10, count: 11, unread_count: 4 }, JSON_HEADERS);
    const res = await gql(gateway, LIST, { page: 2 }, auth);
    expect(res.body.errors).toBeUndefined();
    expect(res.body.data.viewer.notifications).toEqual({
      totalCount: 11, unreadCount: 4,
      pageInfo: { page: 2, pageSize: 10, pageCount: 2, hasNextPage: false, hasPreviousPage: true },
      edges: [{ node: NODE }],
    });
    agent.assertNoPendingInterceptors();
  });

  it('marks the given notifications read by their database ids, and answers the new count', async () => {
    const { gateway, mock, auth } = mockedGateway();
    let sent: unknown = null;
    mock.intercept({ path: '/api/notifications/read/', method: 'POST', body: (b) => { sent = JSON.parse(b); return true; } })
      .reply(200, { results: [{ ...REST_NOTE, read: true, read_at: '2026-03-05T00:00:00.000Z' }], unread_count: 3 }, JSON_HEADERS);
    const res = await gql(gateway, MARK, { ids: [NODE.id] }, auth);
    expect(sent).toEqual({ ids: [41] });
    expect(res.body.data.markNotificationsRead).toEqual({ unreadCount: 3, notifications: [{ id: NODE.id, read: true }], userErrors: [] });
  });

  it('marks all read with all: true', async () => {
    const { gateway, mock, auth } = mockedGateway();
    let sent: unknown = null;
    mock.intercept({ path: '/api/notifications/read/', method: 'POST', body: (b) => { sent = JSON.parse(b); return true; } })
      .reply(200, { results: [], unread_count: 0 }, JSON_HEADERS);
    const res = await gql(gateway, MARK, { all: true }, auth);
    expect(sent).toEqual({ all: true });
    expect(res.body.data.markNotificationsRead).toEqual({ unreadCount: 0, notifications: [], userErrors: [] });
  });

  it('refuses an id of another type before any upstream call, and maps an api 400 to userErrors', async () => {
    const { gateway, mock, auth, agent } = mockedGateway();
    mock.intercept({ path: '/api/notifications/read/', method: 'POST' }).reply(400, { non_field_errors: ['Give ids, or all: true.'] }, JSON_HEADERS);
    const wrong = await gql(gateway, MARK, { ids: [toGlobalId('Lead', 41)] }, auth);
    expect(wrong.body.errors![0].extensions.code).toBe('BAD_USER_INPUT');
    expect(agent.pendingInterceptors()).toHaveLength(1);
    const empty = await gql(gateway, MARK, {}, auth);
    expect(empty.body.data.markNotificationsRead).toEqual({ unreadCount: null, notifications: [], userErrors: [{ field: null, code: 'INVALID_INPUT', messages: ['Give ids, or all: true.'] }] });
  });

  it('finds a notification with node(id:), and null for an unknown one', async () => {
    const { gateway, mock, auth } = mockedGateway();
    mock.intercept({ path: '/api/notifications/', method: 'GET', query: { page: '1', limit: '500' } })
      .reply(200, { results: [REST_NOTE], page: 1, limit: 500, count: 1, unread_count: 1 }, JSON_HEADERS);
    const res = await gql(gateway, 'query($a: ID!, $b: ID!) { a: node(id: $a) { ... on Notification { title } } b: node(id: $b) { id } }',
      { a: NODE.id, b: toGlobalId('Notification', 999) }, auth);
    expect(res.body.errors).toBeUndefined();
    expect(res.body.data).toEqual({ a: { title: REST_NOTE.title }, b: null });
  });
});

describe('notifications against the real api', () => {
  let stack: Awaited<ReturnType<typeof realStack>>;
  beforeAll(async () => { stack = await realStack(); });
  afterAll(async () => stack?.close());

  it('an accepted invite notifies the inviter, who marks it read', async () => {
    const signup = (input: Record<string, unknown>) =>
      gql(stack.gateway, 'mutation($input: SignupInput!) { signup(input: $input) { token userErrors { messages } } }', { input });
    const owner = await signup({ firstName: 'Ida', lastName: 'Inviter', companyName: 'Notify Co', phoneNumber: '+15557650001', email: 'ida@notify.test', password: 'secret1' });
    const auth = { authorization: `Token ${owner.body.data.signup.token}` };
    const invite = await gql(stack.gateway, 'mutation($input: CreateInviteInput!) { createInvite(input: $input) { userErrors { messages } } }',
      { input: { email: 'nat@notify.test', name: 'Nat', type: 'USER' } }, auth);
    expect(invite.body.data.createInvite.userErrors).toEqual([]);
    const { rows } = await stack.api.ctx.db.query<{ body: string }>(`SELECT body FROM outbox WHERE to_address = 'nat@notify.test' ORDER BY id DESC LIMIT 1`);
    const token = /token=([0-9a-f]+)/.exec(rows[0].body)![1];
    const joined = await signup({ firstName: 'Nat', lastName: 'Newcomer', phoneNumber: '+15557650002', email: 'nat@notify.test', password: 'secret1', token });
    expect(joined.body.data.signup.userErrors).toEqual([]);

    const list = await gql(stack.gateway, LIST, {}, auth);
    expect(list.body.errors).toBeUndefined();
    const { notifications } = list.body.data.viewer;
    expect(notifications).toMatchObject({ totalCount: 1, unreadCount: 1, pageInfo: { page: 1, pageSize: 10 } });
    expect(notifications.edges[0].node).toMatchObject({ kind: 'INVITE_ACCEPTED', link: '/user/invite-user', read: false, body: expect.stringContaining('Nat Newcomer') });

    // The invitee sees none of it, and cannot mark it.
    const inviteeAuth = { authorization: `Token ${joined.body.data.signup.token}` };
    const theirs = await gql(stack.gateway, MARK, { ids: [notifications.edges[0].node.id] }, inviteeAuth);
    expect(theirs.body.data.markNotificationsRead).toEqual({ unreadCount: 0, notifications: [], userErrors: [] });

    const marked = await gql(stack.gateway, MARK, { all: true }, auth);
    expect(marked.body.data.markNotificationsRead).toEqual({ unreadCount: 0, notifications: [{ id: notifications.edges[0].node.id, read: true }], userErrors: [] });
    expect((await gql(stack.gateway, LIST, {}, auth)).body.data.viewer.notifications.unreadCount).toBe(0);
  });
});
