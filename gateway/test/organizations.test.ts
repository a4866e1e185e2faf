import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ORGANIZATION_MESSAGES } from '../../api/src/domain/organizations.js';
import { hashPassword, hashToken, newToken } from '../../api/src/auth/passwords.js';
import { STATUS_MESSAGES } from '../src/rest/errors.js';
import { toGlobalId } from '../src/resolvers/ids.js';
import { ORGANIZATION_PAYLOAD_MESSAGES } from '../src/resolvers/organizations.js';
import { gql, mockedGateway, realStack } from './harness.js';

/** Issue 26, item 9: the super admin's Organizations screen through the gateway. */
const JSON_HEADERS = { headers: { 'content-type': 'application/json' } };
const FORBIDDEN = `403 ${STATUS_MESSAGES[403]}`;

function profile(userType: number, membershipType: number | null) {
  return {
    id: 5, first_name: 'Ann', last_name: 'Lee', email: 'ann@x.test', phone_number: '+15550000000', user_type: userType, image: null, is_terms_accepted: true,
    organization: { pk: 2, id: 2, name: 'Sunrise', logo: null, description: '', membership_type: membershipType, business_type: 0 },
    privacy_policy_file: null, terms_of_service_file: null, platform_agreement_file: null,
  };
}
function asViewer(userType: number, membershipType: number | null) {
  const m = mockedGateway();
  m.mock.intercept({ path: '/api/user/', method: 'GET' }).reply(200, profile(userType, membershipType), JSON_HEADERS).persist();
  return m;
}

const ORG = {
  id: 7, name: 'Keystone EPC', description: '', logo: null, business_type: 1, status: 'deactivated', deactivated_at: '2026-11-27T10:00:00.000Z',
  deactivated_by_name: 'Sam Super', members_count: 3, active_members_count: 2, leads_count: 12, created: '2026-01-02T03:04:05.000Z',
};
const LIST = `query($search: String, $status: OrganizationStatus, $businessType: BusinessType, $orderBy: ManagedOrganizationOrder, $after: String) {
  managedOrganizations(search: $search, status: $status, businessType: $businessType, orderBy: $orderBy, after: $after) {
    totalCount edges { cursor node { id databaseId organizationId name businessType status deactivatedAt deactivatedByName membersCount activeMembersCount leadsCount createdAt } }
  } }`;
const ONE = 'query($id: Int!) { managedOrganization(databaseId: $id) { name history { action actorName fromName toName reason } members { totalCount edges { node { email membershipType active userType } } } } }';
const DEACTIVATE = 'mutation($input: DeactivateOrganizationInput!) { deactivateOrganization(input: $input) { message organization { status } userErrors { field code messages } } }';
const cursor = (order: string, key: unknown, id: number) => Buffer.from(JSON.stringify([`organizations:${order}`, key, id])).toString('base64url');

describe('against a mocked REST layer', () => {
  it('sends the search, filters, order and cursor to the api and maps each organization', async () => {
    const { gateway, mock, auth, agent } = asViewer(3, 1);
    const after = cursor('-leads', 40, 3);
    mock.intercept({ path: '/api/organizations/', method: 'GET', query: { q: 'key', status: 'deactivated', business_type: '1', order: '-leads', limit: '10', after } })
      .reply(200, { results: [ORG], page: 2, limit: 10, count: 11, cursors: [cursor('-leads', 12, 7)], has_next: false, has_previous: true }, JSON_HEADERS);
    const res = await gql(gateway, LIST, { search: '  key ', status: 'DEACTIVATED', businessType: 'EPC_MEMBER', orderBy: 'LEADS_DESC', after }, auth);
    expect(res.body.errors).toBeUndefined();
    expect(res.body.data.managedOrganizations.edges[0].node).toEqual({
      id: toGlobalId('ManagedOrganization', 7), databaseId: 7, organizationId: toGlobalId('Organization', 7), name: 'Keystone EPC', businessType: 'EPC_MEMBER',
      status: 'DEACTIVATED', deactivatedAt: ORG.deactivated_at, deactivatedByName: 'Sam Super', membersCount: 3, activeMembersCount: 2, leadsCount: 12, createdAt: ORG.created,
    });
    agent.assertNoPendingInterceptors();
  });

  it('refuses a cursor of another order before any list call', async () => {
    const { gateway, auth } = asViewer(3, 1);
    const res = await gql(gateway, LIST, { orderBy: 'NAME', after: cursor('-leads', 40, 3) }, auth);
    expect(res.body.errors![0].extensions.code).toBe('BAD_USER_INPUT');
  });

  it('refuses org admins and regular users without calling the organization routes', async () => {
    for (const [type, membership] of [[2, 1], [0, 0], [1, 0]] as const) {
      const { gateway, mock, auth, agent } = asViewer(type, membership);
      mock.intercept({ path: /\/api\/organizations\//, method: /GET|POST|PATCH/ }).reply(200, {}, JSON_HEADERS);
      const list = await gql(gateway, LIST, {}, auth);
      expect(list.body.errors![0]).toMatchObject({ message: FORBIDDEN, extensions: { code: 'FORBIDDEN' } });
      const off = await gql(gateway, DEACTIVATE, { input: { id: toGlobalId('ManagedOrganization', 7) } }, auth);
      expect(off.body.data.deactivateOrganization).toEqual({ message: null, organization: null, userErrors: [{ field: null, code: 'FORBIDDEN', messages: [FORBIDDEN] }] });
      expect(agent.pendingInterceptors().map((i) => String(i.path))).toEqual([String(/\/api\/organizations\//)]);
    }
  });

  it('answers null for an organization the api does not find, and FORBIDDEN when it forbids', async () => {
    const { gateway, mock, auth } = asViewer(2, 1);
    mock.intercept({ path: '/api/organizations/9/', method: 'GET' }).reply(404, { detail: 'Not found.' }, JSON_HEADERS);
    mock.intercept({ path: '/api/organizations/2/', method: 'GET' }).reply(403, { detail: 'You do not have permission to perform this action.' }, JSON_HEADERS);
    expect((await gql(gateway, ONE, { id: 9 }, auth)).body.data.managedOrganization).toBeNull();
    const own = await gql(gateway, ONE, { id: 2 }, auth);
    expect(own.body.errors![0].extensions.code).toBe('FORBIDDEN');
    expect((await gql(gateway, ONE, { id: 0 }, auth)).body.data.managedOrganization).toBeNull();
    const wrongId = await gql(gateway, DEACTIVATE, { input: { id: toGlobalId('Lead', 7) } }, auth);
    expect(wrongId.body.errors![0].extensions.code).toBe('BAD_USER_INPUT');
  });
});

describe('against the real api', () => {
  let stack: Awaited<ReturnType<typeof realStack>>;
  let superAuth: Record<string, string>;
  let orgId: number;
  let memberToken: string;
  let memberId: number;
  beforeAll(async () => {
    stack = await realStack();
    const db = stack.api.ctx.db;
    const ops = (await db.query<{ id: number }>("INSERT INTO organizations (name) VALUES ('Portal Ops') RETURNING id")).rows[0].id;
    orgId = (await db.query<{ id: number }>("INSERT INTO organizations (name) VALUES ('Harbor Solar') RETURNING id")).rows[0].id;
    const hash = await hashPassword('secret123');
    const make = async (email: string, org: number, userType: number, membership: number) => {
      const id = (await db.query<{ id: number }>(
        `INSERT INTO users (email, first_name, last_name, password_hash, user_type, organization_id, membership_type, is_terms_accepted)
         VALUES ($1, 'Test', 'Person', $2, $3, $4, $5, true) RETURNING id`, [email, hash, userType, org, membership])).rows[0].id;
      const token = newToken();
      await db.query('INSERT INTO auth_tokens (token_hash, user_id) VALUES ($1, $2)', [hashToken(token), id]);
      return { id, token };
    };
    superAuth = { authorization: `Token ${(await make('super@ops.test', ops, 3, 1)).token}` };
    const member = await make('rep@harbor.test', orgId, 0, 0);
    memberToken = member.token;
    memberId = member.id;
  });
  afterAll(async () => stack?.close());

  it('renames (blank refused on input.name), changes a member, invites into it, deactivates and reactivates it', async () => {
    const gid = toGlobalId('ManagedOrganization', orgId);
    const UPDATE = 'mutation($input: UpdateManagedOrganizationInput!) { updateManagedOrganization(input: $input) { message organization { name businessType } userErrors { field messages } } }';
    const blank = await gql(stack.gateway, UPDATE, { input: { id: gid, name: '   ' } }, superAuth);
    expect(blank.body.data.updateManagedOrganization.userErrors).toEqual([{ field: 'input.name', messages: [ORGANIZATION_MESSAGES.nameBlank] }]);
    const renamed = await gql(stack.gateway, UPDATE, { input: { id: gid, name: 'Harbor Solar West', businessType: 'EPC_MEMBER' } }, superAuth);
    expect(renamed.body.data.updateManagedOrganization).toEqual({ message: ORGANIZATION_PAYLOAD_MESSAGES.updated, organization: { name: 'Harbor Solar West', businessType: 'EPC_MEMBER' }, userErrors: [] });

    const MEMBER = 'mutation($input: UpdateOrganizationMemberInput!) { updateOrganizationMember(input: $input) { message member { membershipType active } userErrors { field messages } } }';
    const promoted = await gql(stack.gateway, MEMBER, { input: { organizationId: gid, userId: toGlobalId('User', memberId), membershipType: 'ADMIN' } }, superAuth);
    expect(promoted.body.data.updateOrganizationMember).toEqual({ message: ORGANIZATION_PAYLOAD_MESSAGES.memberUpdated, member: { membershipType: 'ADMIN', active: true }, userErrors: [] });

    const list = await gql(stack.gateway, LIST, { search: 'harbor' }, superAuth);
    const node = list.body.data.managedOrganizations.edges[0].node;
    expect(node).toMatchObject({ name: 'Harbor Solar West', membersCount: 1, status: 'ACTIVE' });
    const invite = await gql(stack.gateway, 'mutation($input: CreateInviteInput!) { createInvite(input: $input) { message invite { organizationName } userErrors { messages } } }',
      { input: { email: 'new@harbor.test', type: 'USER', organizationId: node.organizationId } }, superAuth);
    expect(invite.body.data.createInvite.invite).toEqual({ organizationName: 'Harbor Solar West' });

    const off = await gql(stack.gateway, DEACTIVATE, { input: { id: gid, reason: 'Contract ended' } }, superAuth);
    expect(off.body.data.deactivateOrganization).toEqual({ message: ORGANIZATION_MESSAGES.deactivated('Harbor Solar West'), organization: { status: 'DEACTIVATED' }, userErrors: [] });
    // The member's session is over, and signing in again says why.
    expect((await gql(stack.gateway, 'query { viewer { id } }', {}, { authorization: `Token ${memberToken}` })).body.data.viewer).toBeNull();
    const login = await gql(stack.gateway, 'mutation($input: LoginInput!) { login(input: $input) { viewer { id } userErrors { messages } } }',
      { input: { emailOrPhone: 'rep@harbor.test', password: 'secret123' } });
    expect(login.body.data.login.userErrors[0].messages).toEqual([ORGANIZATION_MESSAGES.organizationDeactivatedLogin]);
    const again = await gql(stack.gateway, DEACTIVATE, { input: { id: gid } }, superAuth);
    expect(again.body.data.deactivateOrganization.userErrors[0]).toMatchObject({ code: 'CONFLICT', messages: [ORGANIZATION_MESSAGES.alreadyDeactivated] });

    const one = await gql(stack.gateway, ONE, { id: orgId }, superAuth);
    expect(one.body.data.managedOrganization.history.map((h: { action: string }) => h.action)).toEqual(['DEACTIVATED', 'MEMBER_ROLE_CHANGED', 'BUSINESS_TYPE_CHANGED', 'RENAMED']);
    expect(one.body.data.managedOrganization.history[0]).toMatchObject({ reason: 'Contract ended', actorName: 'Test Person' });
    expect(one.body.data.managedOrganization.history[3]).toMatchObject({ fromName: 'Harbor Solar', toName: 'Harbor Solar West' });
    expect(one.body.data.managedOrganization.members.edges[0].node).toEqual({ email: 'rep@harbor.test', membershipType: 'ADMIN', active: true, userType: 'REGULAR_USER' });

    const on = await gql(stack.gateway, 'mutation($input: ReactivateOrganizationInput!) { reactivateOrganization(input: $input) { message organization { status } userErrors { messages } } }', { input: { id: gid } }, superAuth);
    expect(on.body.data.reactivateOrganization).toEqual({ message: ORGANIZATION_MESSAGES.reactivated('Harbor Solar West'), organization: { status: 'ACTIVE' }, userErrors: [] });
    const back = await gql(stack.gateway, 'mutation($input: LoginInput!) { login(input: $input) { viewer { email } userErrors { messages } } }',
      { input: { emailOrPhone: 'rep@harbor.test', password: 'secret123' } });
    expect(back.body.data.login.viewer).toEqual({ email: 'rep@harbor.test' });
  });
});
