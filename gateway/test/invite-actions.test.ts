import { describe, expect, it } from 'vitest';
import { toGlobalId } from '../src/resolvers/ids.js';
import { gql, mockedGateway } from './harness.js';

/** Issue 26: revokeInvite and resendInvite over the api's routes, the invitee's name on Invite and InviteOffer. */
const JSON_HEADERS = { headers: { 'content-type': 'application/json' } };
const profile = (userType: number, membership: number | null) => ({
  id: 5, first_name: 'R', last_name: 'U', email: 'r@u.test', phone_number: '+15550000000', user_type: userType, image: null, is_terms_accepted: true,
  organization: { pk: 2, id: 2, name: 'Sunrise', logo: null, description: '', membership_type: membership, business_type: 0 },
  privacy_policy_file: null, terms_of_service_file: null, platform_agreement_file: null,
});
function asViewer(userType: number, membershipType: number | null) {
  const m = mockedGateway();
  m.mock.intercept({ path: '/api/user/', method: 'GET' }).reply(200, profile(userType, membershipType), JSON_HEADERS);
  return m;
}
const INVITE = { id: 9, email: 'bo@x.test', name: 'Bo Li', type: 1, business_type: 0, organization: 2, organization_name: 'Sunrise', accepted: false, created: '2026-01-02T03:04:05.000Z', first_name: 'Bo', last_name: 'Li', revoked: true };
const ACTION = (name: string) => `mutation($id: ID!) { ${name}(id: $id) { message invite { databaseId firstName lastName revoked } userErrors { field code messages } } }`;

describe('revokeInvite / resendInvite (issue 26)', () => {
  it('calls the exact routes and answers the invite as it is now', async () => {
    for (const [name, action, revoked, detail] of [['revokeInvite', 'revoke', true, 'Invite revoked: its link no longer works.'], ['resendInvite', 'resend', false, 'Invite re-sent successfully.']] as const) {
      const { gateway, mock, auth, agent } = asViewer(0, 1);
      mock.intercept({ path: `/api/invited_users/9/${action}/`, method: 'POST' }).reply(200, { detail, invite: { ...INVITE, revoked } }, JSON_HEADERS);
      const res = await gql(gateway, ACTION(name), { id: toGlobalId('Invite', 9) }, auth);
      expect(res.body.errors).toBeUndefined();
      expect(res.body.data[name]).toEqual({ message: detail, invite: { databaseId: 9, firstName: 'Bo', lastName: 'Li', revoked }, userErrors: [] });
      agent.assertNoPendingInterceptors();
    }
  });

  it('a regular user is refused before any call; a foreign or junk id costs no call', async () => {
    const regular = asViewer(0, 0);
    const res = await gql(regular.gateway, ACTION('revokeInvite'), { id: toGlobalId('Invite', 9) }, regular.auth);
    const refused = res.body.errors?.[0] ?? res.body.data?.revokeInvite?.userErrors?.[0];
    expect(JSON.stringify(refused)).toMatch(/FORBIDDEN/);
    const junk = asViewer(0, 1);
    const bad = await gql(junk.gateway, ACTION('resendInvite'), { id: toGlobalId('Lead', 9) }, junk.auth);
    expect(JSON.stringify(bad.body)).toMatch(/BAD_USER_INPUT|INVALID|NOT_FOUND/);
  });

  it('another organization\'s invite (the api\'s 404) reads as not found', async () => {
    const { gateway, mock, auth } = asViewer(0, 1);
    mock.intercept({ path: '/api/invited_users/9/revoke/', method: 'POST' }).reply(404, { detail: 'Not found.' }, JSON_HEADERS);
    const res = await gql(gateway, ACTION('revokeInvite'), { id: toGlobalId('Invite', 9) }, auth);
    expect(JSON.stringify(res.body)).toMatch(/NOT_FOUND/);
  });

  it('the invite link offers the first and last name to prefill sign-up', async () => {
    const { gateway, mock } = mockedGateway();
    mock.intercept({ path: '/api/invite/abc/', method: 'GET' }).reply(200, { email: 'bo@x.test', name: 'Bo Li', type: 1, business_type: 0, organization: { name: 'Sunrise' }, first_name: 'Bo', last_name: 'Li' }, JSON_HEADERS);
    const res = await gql(gateway, 'query { invite(token: "abc") { email firstName lastName } }', {});
    expect(res.body.data.invite).toEqual({ email: 'bo@x.test', firstName: 'Bo', lastName: 'Li' });
  });
});
