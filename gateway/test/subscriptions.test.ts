/**
 * Subscriptions over SSE (issue 14): the gateway follows the api's events feed (played here by the
 * kit's `publish`) and pushes each subscriber an event read afresh with their own credentials.
 * Nothing waits on a clock: each step awaits the next event.
 */
import { afterEach, describe, expect, it } from 'vitest';
import { toGlobalId } from '../src/resolvers/ids.js';
import { mockedGateway, type MockedGateway } from '../src/testing.js';
import { MAX_STREAMS_PER_CALLER } from '../src/rest/events-feed.js';
import { restLead, restProposal } from './documents-fixtures.js';

/** Lead 7 with its one proposal (31) in a status: 0 requested, 1 generated, 2 processing. */
const LEAD = (status: number) => restLead({ id: 7, name: 'Oak Plaza', proposals: [restProposal({ id: 31, lead: 7, proposal_status: status })], quotes: [], agreements: [] });
const PROFILE = {
  id: 5, first_name: 'R', last_name: 'U', email: 'r@u.test', phone_number: '+15550000000', user_type: 0, image: null, is_terms_accepted: true,
  organization: { pk: 3, id: 3, name: 'Sun Co', logo: null, description: '', membership_type: 0, business_type: 0 },
  privacy_policy_file: null, terms_of_service_file: null, platform_agreement_file: null,
};
const LEAD_ID = toGlobalId('Lead', 7);
const LEAD_CHANGED = `subscription($lead: ID!) { leadChanged(id: $lead) { changes lead { name proposals { databaseId proposalStatus } } } }`;

describe('subscriptions over server-sent events', () => {
  let kit: MockedGateway;
  afterEach(async () => { await kit.close(); });

  it('pushes a lead\'s change, read afresh each time with the subscriber\'s token', async () => {
    kit = mockedGateway();
    kit.answer('GET', '/lead/7/', 200, LEAD(2)); // the subscription's access check
    kit.answer('GET', '/lead/7/', 200, LEAD(2));
    kit.answer('GET', '/lead/7/', 200, LEAD(1));
    const subscription = await kit.subscribe(LEAD_CHANGED, { lead: LEAD_ID });
    expect(subscription.status).toBe(200);

    kit.publish({ topic: 'lead', subjectId: 7, kind: 'proposals' });
    const first = await subscription.next();
    expect(first).toEqual({ data: { leadChanged: { changes: ['PROPOSALS'], lead: { name: 'Oak Plaza', proposals: [{ databaseId: 31, proposalStatus: 'PROCESSING' }] } } } });

    // The second event is not the first one's cached answer.
    kit.publish({ topic: 'lead', subjectId: 7, kind: 'proposals' }, { topic: 'lead', subjectId: 7, kind: 'leads' });
    const second = await subscription.next();
    expect(second?.data?.leadChanged.lead.proposals[0].proposalStatus).toBe('GENERATED');
    expect([...second!.data!.leadChanged.changes].sort()).toEqual(['LEAD', 'PROPOSALS']);
    await subscription.close();

    const leadCalls = kit.calls().filter((call) => call.path === '/lead/7/');
    expect(leadCalls).toHaveLength(3);
    expect(leadCalls.every((call) => call.authorization === kit.auth.authorization)).toBe(true);
    // The feed is read with the gateway's secret, never a user's token.
    const feedCalls = kit.calls().filter((call) => call.path.startsWith('/events/'));
    expect(feedCalls.length).toBeGreaterThan(0);
    expect(feedCalls.every((call) => call.authorization === null)).toBe(true);
    kit.assertAllAnswersUsed();
  });

  it('with includeCurrent, first answers the lead as it is now, once the feed is followed', async () => {
    kit = mockedGateway();
    kit.answer('GET', '/lead/7/', 200, LEAD(1), { times: 2 });
    kit.answer('GET', '/lead_enrichment_status/7/', 200, { status: 'completed', enriched_data: { system_size: 120 }, failure_reason: null });
    const subscription = await kit.subscribe('subscription($id: ID!) { leadChanged(id: $id, includeCurrent: true) { changes lead { name } enrichment { status } } }', { id: LEAD_ID });
    expect(await subscription.next()).toEqual({ data: { leadChanged: { changes: [], lead: { name: 'Oak Plaza' }, enrichment: { status: 'COMPLETED' } } } });
    await subscription.close();
    // The feed's cursor was taken before the lead was read.
    const paths = kit.calls().map((call) => call.path);
    expect(paths.indexOf('/events/')).toBeGreaterThan(-1);
    expect(paths.indexOf('/events/')).toBeLessThan(paths.lastIndexOf('/lead/7/'));
  });

  it('does not tell a subscriber about other leads', async () => {
    kit = mockedGateway();
    kit.answer('GET', '/lead/7/', 200, LEAD(1), { times: 2 });
    const subscription = await kit.subscribe(LEAD_CHANGED, { lead: LEAD_ID });
    kit.publish({ topic: 'lead', subjectId: 8, kind: 'proposals' }, { topic: 'user', subjectId: 7, kind: 'notifications' });
    kit.publish({ topic: 'lead', subjectId: 7, kind: 'quotes' });
    const event = await subscription.next();
    expect(event?.data?.leadChanged.changes).toEqual(['QUOTES']);
    await subscription.close();
    expect(kit.calls().filter((call) => call.path.startsWith('/lead/8/'))).toEqual([]);
  });

  it('refuses a lead the viewer cannot see (NOT_FOUND), anonymous callers (UNAUTHENTICATED) and a malformed id', async () => {
    kit = mockedGateway();
    kit.answer('GET', '/lead/7/', 404, { detail: 'Not found.' });
    const hidden = await kit.subscribe(LEAD_CHANGED, { lead: LEAD_ID });
    expect((await hidden.next())?.errors?.[0].extensions?.code).toBe('NOT_FOUND');

    const anonymous = await kit.subscribe(LEAD_CHANGED, { lead: LEAD_ID }, {});
    expect((await anonymous.next())?.errors?.[0].extensions?.code).toBe('UNAUTHENTICATED');

    const malformed = await kit.subscribe(LEAD_CHANGED, { id: 'not-an-id' });
    expect((await malformed.next())?.errors?.[0].extensions?.code).toBe('BAD_USER_INPUT');
    for (const s of [hidden, anonymous, malformed]) await s.close();
  });

  it('pushes the viewer\'s notifications changes with the new unread count', async () => {
    kit = mockedGateway();
    kit.answer('GET', '/user/', 200, PROFILE, { times: 4 });
    kit.answer('GET', '/notifications/', 200, { results: [], page: 1, limit: 1, count: 4, unread_count: 2 }, { query: { page: '1', limit: '1' } });
    kit.answer('GET', '/notifications/', 200, { results: [], page: 1, limit: 1, count: 4, unread_count: 3 }, { query: { page: '1', limit: '1' } });
    kit.answer('GET', '/notifications/', 200, { results: [], page: 1, limit: 1, count: 4, unread_count: 0 }, { query: { page: '1', limit: '1' } });
    const subscription = await kit.subscribe('subscription { notificationsChanged(includeCurrent: true) { viewer { email notifications(first: 1) { unreadCount } } } }');
    // First the count as it is once the stream is up, then each change.
    expect((await subscription.next())?.data?.notificationsChanged.viewer.notifications.unreadCount).toBe(2);
    kit.publish({ topic: 'user', subjectId: 6, kind: 'notifications' }, { topic: 'user', subjectId: 5, kind: 'notifications' });
    const event = await subscription.next();
    expect(event).toEqual({ data: { notificationsChanged: { viewer: { email: 'r@u.test', notifications: { unreadCount: 3 } } } } });
    // Read marks made in another tab: the stream goes on.
    kit.publish({ topic: 'user', subjectId: 5, kind: 'notifications' });
    expect((await subscription.next())?.data?.notificationsChanged.viewer.notifications.unreadCount).toBe(0);
    await subscription.close();
  });

  it('says LIVE_UPDATES_UNAVAILABLE when the gateway has no events secret', async () => {
    kit = mockedGateway({ config: { eventsSecret: undefined } });
    const subscription = await kit.subscribe(LEAD_CHANGED, { lead: LEAD_ID });
    expect((await subscription.next())?.errors?.[0].extensions?.code).toBe('LIVE_UPDATES_UNAVAILABLE');
    await subscription.close();
    expect(kit.calls()).toEqual([]);
  });

  it(`holds at most ${MAX_STREAMS_PER_CALLER} streams per caller, and frees a place when one closes`, async () => {
    kit = mockedGateway();
    // Another user (the cap counts users, issue 24): their own profile.
    kit.mock.intercept({ method: 'GET', path: '/api/user/', headers: { authorization: 'Token other' } }).reply(200, { ...PROFILE, id: 6 }, { headers: { 'content-type': 'application/json' } }).times(2);
    kit.answer('GET', '/user/', 200, PROFILE, { times: 100 }); // twice a stream: its access check and its first answer
    kit.answer('GET', '/notifications/', 200, { results: [], page: 1, limit: 1, count: 0, unread_count: 0 }, { query: { page: '1', limit: '1' }, times: 100 });
    const BELL = 'subscription { notificationsChanged(includeCurrent: true) { viewer { notifications(first: 1) { unreadCount } } } }';
    const open = [];
    for (let i = 0; i < MAX_STREAMS_PER_CALLER; i++) {
      const s = await kit.subscribe(BELL);
      expect((await s.next())?.data?.notificationsChanged.viewer.notifications.unreadCount).toBe(0);
      open.push(s);
    }
    const refused = await kit.subscribe(BELL);
    expect((await refused.next())?.errors?.[0].extensions?.code).toBe('TOO_MANY_SUBSCRIPTIONS');
    await refused.close();
    // Another caller is not refused for this one's streams.
    const other = await kit.subscribe(BELL, {}, { authorization: 'Token other' });
    expect((await other.next())?.data?.notificationsChanged.viewer.notifications.unreadCount).toBe(0);
    await other.close();
    await open.pop()!.close();
    await new Promise((resolve) => setImmediate(resolve));
    const again = await kit.subscribe(BELL);
    expect((await again.next())?.data).toBeTruthy();
    for (const s of [...open, again]) await s.close();
  });
});
