import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { STATUS_MESSAGES } from '../src/rest/errors.js';
import { ADMIN_MESSAGES } from '../src/resolvers/admin-nodes.js';
import { toGlobalId } from '../src/resolvers/ids.js';
import { gql, gqlUpload, mockedGateway, realStack } from './harness.js';

const JSON_HEADERS = { headers: { 'content-type': 'application/json' } };
const FORBIDDEN = `403 ${STATUS_MESSAGES[403]}`;

/** GET /user/ as the api answers it, for a viewer of the given role. */
function profile(userType: number, membershipType: number | null) {
  return {
    id: 5, first_name: 'Ann', last_name: 'Lee', email: 'ann@x.test', phone_number: '+15550000000', user_type: userType, image: null, is_terms_accepted: true,
    organization: { pk: 2, id: 2, name: 'Sunrise', logo: null, description: '', membership_type: membershipType, business_type: 0 },
    privacy_policy_file: null, terms_of_service_file: null, platform_agreement_file: null,
  };
}

function asViewer(userType: number, membershipType: number | null) {
  const m = mockedGateway();
  m.mock.intercept({ path: '/api/user/', method: 'GET' }).reply(200, profile(userType, membershipType), JSON_HEADERS);
  return m;
}

const INVITE = { id: 9, email: 'bo@x.test', name: 'Bo', type: 1, business_type: 0, organization: 2, organization_name: 'Sunrise', accepted: false, created: '2026-01-02T03:04:05.000Z' };
const INVITES = 'query($page: Int, $pageSize: Int) { invites(page: $page, pageSize: $pageSize) { totalCount pageInfo { page pageSize pageCount hasNextPage } edges { node { id databaseId email type businessType organizationName accepted created } } } }';
const CREATE_INVITE = 'mutation($input: CreateInviteInput!) { createInvite(input: $input) { message invite { databaseId type organizationName } userErrors { field code messages } } }';
const PROSPECTS = 'query { prospectBulkEnrichments { totalCount } }';

describe('admin lists and mutations against a mocked REST layer', () => {
  it('lists invites for an org admin with the exact page query, and maps them', async () => {
    const { gateway, mock, auth, agent } = asViewer(0, 1);
    mock.intercept({ path: '/api/invited_users/', method: 'GET', query: { page: '2', limit: '20' } })
      .reply(200, { results: [INVITE], page: 2, limit: 20, count: 21 }, JSON_HEADERS);
    const res = await gql(gateway, INVITES, { page: 2, pageSize: 20 }, auth);
    expect(res.body.errors).toBeUndefined();
    expect(res.body.data.invites).toEqual({
      totalCount: 21, pageInfo: { page: 2, pageSize: 20, pageCount: 2, hasNextPage: false },
      edges: [{ node: { id: toGlobalId('Invite', 9), databaseId: 9, email: 'bo@x.test', type: 'USER', businessType: 'SALES_AFFILIATE', organizationName: 'Sunrise', accepted: false, created: INVITE.created } }],
    });
    agent.assertNoPendingInterceptors();
  });

  it('refuses invites (top-level) and createInvite (userErrors) to a regular user without calling the api', async () => {
    for (const [query, vars] of [[INVITES, {}], [CREATE_INVITE, { input: { email: 'a@b.co', type: 'USER' } }]] as const) {
      const { gateway, mock, auth, agent } = asViewer(2, 0);
      mock.intercept({ path: '/api/invited_users/', method: /GET|POST/ }).reply(200, {}, JSON_HEADERS);
      const res = await gql(gateway, query, vars, auth);
      if (query === INVITES) expect(res.body.errors![0]).toMatchObject({ message: FORBIDDEN, extensions: { code: 'FORBIDDEN', status: 403 } });
      else expect(res.body.data.createInvite).toEqual({ message: null, invite: null, userErrors: [{ field: null, code: 'FORBIDDEN', messages: [FORBIDDEN] }] });
      expect(agent.pendingInterceptors().map((i) => i.path)).toEqual(['/api/invited_users/']);
    }
  });

  it('answers 401 when signed out, without any upstream call', async () => {
    const { gateway } = mockedGateway();
    const res = await gql(gateway, INVITES);
    expect(res.body.errors![0]).toMatchObject({ message: `401 ${STATUS_MESSAGES[401]}`, extensions: { code: 'UNAUTHENTICATED' } });
  });

  it('sends a USER invite without organization_name, with the organization database id', async () => {
    const { gateway, mock, auth } = asViewer(3, 1);
    let sent: unknown[] = [];
    mock.intercept({ path: '/api/invited_users/', method: 'POST', body: (b) => { sent = [JSON.parse(b)]; return true; } })
      .reply(201, { detail: 'Invite sent successfully.', invite: INVITE }, JSON_HEADERS);
    const res = await gql(gateway, CREATE_INVITE, { input: { email: 'bo@x.test', name: 'Bo', type: 'USER', organizationId: toGlobalId('Organization', 2), organizationName: 'Ignored' } }, auth);
    expect(sent).toEqual([{ email: 'bo@x.test', name: 'Bo', type: 1, organization: 2 }]);
    expect(res.body.data.createInvite).toEqual({ message: ADMIN_MESSAGES.inviteSent, invite: { databaseId: 9, type: 'USER', organizationName: 'Sunrise' }, userErrors: [] });
  });

  it('says it re-sent when the api replaced an open invite (issue 15)', async () => {
    const { gateway, mock, auth } = asViewer(3, 1);
    mock.intercept({ path: '/api/invited_users/', method: 'POST' }).reply(201, { detail: 'Invite re-sent successfully.', invite: INVITE, resent: true }, JSON_HEADERS);
    const res = await gql(gateway, CREATE_INVITE, { input: { email: 'bo@x.test', type: 'USER' } }, auth);
    expect(res.body.data.createInvite.message).toBe(ADMIN_MESSAGES.inviteResent);
  });

  it('sends an ORGANIZATION invite with organization_name and business_type, and maps 400s to userErrors', async () => {
    const { gateway, mock, auth } = asViewer(0, 1);
    let sent: unknown[] = [];
    mock.intercept({ path: '/api/invited_users/', method: 'POST', body: (b) => { sent = [JSON.parse(b)]; return true; } })
      .reply(400, { email: ['A user with this email already exists.'] }, JSON_HEADERS);
    const res = await gql(gateway, CREATE_INVITE, { input: { email: 'c@x.test', type: 'ORGANIZATION', businessType: 'EPC_MEMBER', organizationName: 'New Co' } }, auth);
    expect(sent).toEqual([{ email: 'c@x.test', type: 0, business_type: 1, organization_name: 'New Co' }]);
    expect(res.body.data.createInvite).toEqual({ message: null, invite: null, userErrors: [{ field: 'input.email', code: 'INVALID_INPUT', messages: ['A user with this email already exists.'] }] });
  });

  it('refuses bulk enrichment lists to an org admin who is not a super admin, without an upstream call', async () => {
    const { gateway, mock, auth, agent } = asViewer(2, 1);
    mock.intercept({ path: '/api/prospect_now_bulk_enrichment/', method: 'GET' }).reply(200, {}, JSON_HEADERS);
    const res = await gql(gateway, PROSPECTS, {}, auth);
    expect(res.body.errors![0]).toMatchObject({ message: FORBIDDEN, extensions: { code: 'FORBIDDEN', status: 403 } });
    expect(agent.pendingInterceptors()).toHaveLength(1);
  });

  it('maps a prospect enrichment and pages its properties in the gateway', async () => {
    const { gateway, mock, auth } = asViewer(3, 0);
    const rows = Array.from({ length: 25 }, (_, i) => ({ address: `${i} Main St`, owner_type: null, building_size: 100 + i, property_use: 'Office', total_assessed_value: null }));
    mock.intercept({ path: '/api/prospect_now_bulk_enrichment/4/', method: 'GET' }).reply(200, {
      id: 4, name: 'list.csv', file: 'bulk/list.csv', status: 'Completed', error: null, user: { first_name: 'Ann', last_name: 'Lee' },
      submission_date: '2026-01-02T03:04:05.000Z', properties_count: 25, prospect_now_data: rows,
    }, JSON_HEADERS);
    const res = await gql(gateway, `query { prospectBulkEnrichment(databaseId: 4) { id status requestedBy { firstName } propertiesCount
      properties(page: 3) { totalCount pageInfo { page pageCount hasNextPage } edges { node { address buildingSize ownerType } } } } }`, {}, auth);
    expect(res.body.errors).toBeUndefined();
    const e = res.body.data.prospectBulkEnrichment;
    expect(e).toMatchObject({ id: toGlobalId('ProspectBulkEnrichment', 4), status: 'COMPLETED', requestedBy: { firstName: 'Ann' }, propertiesCount: 25 });
    expect(e.properties.pageInfo).toEqual({ page: 3, pageCount: 3, hasNextPage: false });
    expect(e.properties.edges.map((x: any) => x.node.address)).toEqual(['20 Main St', '21 Main St', '22 Main St', '23 Main St', '24 Main St']);
  });

  it('gives each prospect row its business name for the New Lead hand-over (issue 26), null when the api has none', async () => {
    const { gateway, mock, auth } = asViewer(3, 0);
    const rows = [
      { address: '1 Main St', owner_type: 'Employee/Representative of Owner', building_size: 86000, property_use: 'Cold Storage', total_assessed_value: null, business_name: 'Kowalski Cold Storage' },
      { address: '2 Main St', owner_type: null, building_size: null, property_use: null, total_assessed_value: null },
    ];
    mock.intercept({ path: '/api/prospect_now_bulk_enrichment/5/', method: 'GET' }).reply(200, {
      id: 5, name: 'list.csv', file: 'bulk/list.csv', status: 'Completed', error: null, user: null,
      submission_date: '2026-01-02T03:04:05.000Z', properties_count: 2, prospect_now_data: rows,
    }, JSON_HEADERS);
    const res = await gql(gateway, `query { prospectBulkEnrichment(databaseId: 5) { properties { edges { node { address ownerType propertyUse buildingSize businessName } } } } }`, {}, auth);
    expect(res.body.errors).toBeUndefined();
    expect(res.body.data.prospectBulkEnrichment.properties.edges.map((x: any) => x.node)).toEqual([
      { address: '1 Main St', ownerType: 'OWNER_REPRESENTATIVE', propertyUse: 'Cold Storage', buildingSize: 86000, businessName: 'Kowalski Cold Storage' },
      { address: '2 Main St', ownerType: null, propertyUse: null, buildingSize: null, businessName: null },
    ]);
  });

  it('deletes a bulk enrichment with the exact DELETE and answers the spec message', async () => {
    const { gateway, mock, auth, agent } = asViewer(3, 0);
    mock.intercept({ path: '/api/bulk_enrichment/7/', method: 'DELETE' }).reply(200, { detail: 'File deleted successfully.' }, JSON_HEADERS);
    const id = toGlobalId('BulkEnrichment', 7);
    const res = await gql(gateway, 'mutation($id: ID!) { deleteBulkEnrichment(id: $id) { deletedId message userErrors { field } } }', { id }, auth);
    expect(res.body.data.deleteBulkEnrichment).toEqual({ deletedId: id, message: 'File deleted successfully.', userErrors: [] });
    agent.assertNoPendingInterceptors();
  });

  it('refuses resource uploads and deletes to everyone but super admins (an organization\'s admin included)', async () => {
    for (const [userType, membership] of [[1, 1], [2, 1], [2, 0]] as const) {
      const { gateway, auth } = asViewer(userType, membership);
      const res = await gql(gateway, 'mutation($id: ID!) { deleteResource(id: $id) { message userErrors { field code messages } } }', { id: toGlobalId('Resource', 1) }, auth);
      expect(res.body.data.deleteResource).toEqual({ message: null, userErrors: [{ field: null, code: 'FORBIDDEN', messages: [FORBIDDEN] }] });
    }
  });

  it('pages organizations in the gateway from /organization_with_users/', async () => {
    const { gateway, mock, auth } = mockedGateway();
    const orgs = Array.from({ length: 12 }, (_, i) => ({ pk: i + 1, name: `Org ${i + 1}`, business_type: 0, description: '', users: [] }));
    mock.intercept({ path: '/api/organization_with_users/', method: 'GET' }).reply(200, { results: orgs }, JSON_HEADERS);
    const res = await gql(gateway, 'query { organizations(page: 2) { totalCount pageInfo { page pageSize } edges { node { databaseId name } } } }', {}, auth);
    expect(res.body.data.organizations).toEqual({ totalCount: 12, pageInfo: { page: 2, pageSize: 10 }, edges: [{ node: { databaseId: 11, name: 'Org 11' } }, { node: { databaseId: 12, name: 'Org 12' } }] });
  });

  it('validates the support form in the gateway without an upstream call', async () => {
    const { gateway, auth } = mockedGateway(); // no interceptors: any upstream call would fail
    const submit = 'mutation($c: String!, $m: String!) { submitSupportRequest(contact: $c, message: $m) { supportRequestId message userErrors { field messages } } }';
    const cases: [string, string, { field: string; messages: string[] }[]][] = [
      ['', ' ', [{ field: 'contact', messages: ['Required'] }, { field: 'message', messages: ['Required'] }]],
      ['not-an-email', 'help', [{ field: 'contact', messages: ['Please specify valid email or phone #'] }]],
      ['5551234567', 'x'.repeat(1025), [{ field: 'message', messages: ['Ensure this field has no more than 1024 characters.'] }]],
    ];
    for (const [c, m, errors] of cases) {
      const res = await gql(gateway, submit, { c, m }, auth);
      expect(res.body.data.submitSupportRequest).toEqual({ supportRequestId: null, message: null, userErrors: errors });
    }
  });
});

const SIGNUP = 'mutation($input: SignupInput!) { signup(input: $input) { token viewer { email isOrgAdmin organization { name } } userErrors { field messages } } }';

describe('admin journeys against the real api', () => {
  let stack: Awaited<ReturnType<typeof realStack>>;
  let admin: Record<string, string>;
  beforeAll(async () => {
    stack = await realStack();
    const res = await gql(stack.gateway, SIGNUP, { input: { firstName: 'Sue', lastName: 'Per', companyName: 'Portal Ops', phoneNumber: '+15557654321', email: 'super@ops.test', password: 'secret1' } });
    await stack.api.ctx.db.query('UPDATE users SET user_type = 3 WHERE email = $1', ['super@ops.test']);
    admin = { authorization: `Token ${res.body.data.signup.token}` };
  });
  afterAll(async () => stack?.close());

  it('uploads a prospect CSV, processes it, and pages the enriched properties', async () => {
    const csv = 'address\n' + Array.from({ length: 12 }, (_, i) => `"${100 + i} Main St, Fresno, CA 93721"`).join('\n') + '\n';
    const up = await gqlUpload(stack.gateway, 'mutation($file: Upload!) { uploadProspectBulkEnrichment(file: $file, name: "Fresno") { message prospectBulkEnrichment { databaseId status } userErrors { messages } } }',
      { file: null }, { file: new File([csv], 'fresno.csv', { type: 'text/csv' }) }, admin);
    expect(up.body.errors).toBeUndefined();
    const { databaseId, status } = up.body.data.uploadProspectBulkEnrichment.prospectBulkEnrichment;
    expect(status).toBe('PENDING');
    await stack.api.ctx.jobs.drain();
    const res = await gql(stack.gateway, `query($id: Int!) { prospectBulkEnrichment(databaseId: $id) { status name propertiesCount
      properties(pageSize: 10, page: 2) { totalCount edges { node { address buildingSize } } } } prospectBulkEnrichments { totalCount } }`, { id: databaseId }, admin);
    expect(res.body.errors).toBeUndefined();
    expect(res.body.data.prospectBulkEnrichment).toMatchObject({ status: 'COMPLETED', name: 'Fresno', propertiesCount: 12, properties: { totalCount: 12 } });
    expect(res.body.data.prospectBulkEnrichment.properties.edges.map((e: any) => e.node.address)).toEqual(['110 Main St, Fresno, CA 93721', '111 Main St, Fresno, CA 93721']);
    expect(res.body.data.prospectBulkEnrichments.totalCount).toBe(1);
    const gid = toGlobalId('ProspectBulkEnrichment', databaseId);
    const node = await gql(stack.gateway, 'query($id: ID!) { node(id: $id) { ... on ProspectBulkEnrichment { status } } }', { id: gid }, admin);
    expect(node.body.data.node).toEqual({ status: 'COMPLETED' });
    const del = await gql(stack.gateway, 'mutation($id: ID!) { deleteProspectBulkEnrichment(id: $id) { message } }', { id: toGlobalId('ProspectBulkEnrichment', databaseId) }, admin);
    expect(del.body.data.deleteProspectBulkEnrichment.message).toBe(ADMIN_MESSAGES.fileDeleted);
  });

  it('invites a user, who signs up with the mailed token and joins the organization', async () => {
    const inv = await gql(stack.gateway, CREATE_INVITE, { input: { email: 'new@ops.test', name: 'Newt', type: 'USER', organizationName: 'dropped' } }, admin);
    expect(inv.body.data.createInvite).toMatchObject({ message: ADMIN_MESSAGES.inviteSent, invite: { type: 'USER', organizationName: 'Portal Ops' }, userErrors: [] });
    const { rows } = await stack.api.ctx.db.query<{ body: string }>('SELECT body FROM outbox ORDER BY id DESC LIMIT 1');
    const token = /token=([^\s]+)/.exec(rows[0].body)![1];
    const su = await gql(stack.gateway, SIGNUP, { input: { firstName: 'Newt', lastName: 'On', phoneNumber: '+15551239876', email: 'new@ops.test', password: 'secret1', token } });
    expect(su.body.data.signup).toMatchObject({ userErrors: [], viewer: { email: 'new@ops.test', isOrgAdmin: false, organization: { name: 'Portal Ops' } } });
    const list = await gql(stack.gateway, 'query { invites { totalCount edges { node { email accepted organization { name } } } } }', {}, admin);
    expect(list.body.data.invites).toEqual({ totalCount: 1, edges: [{ node: { email: 'new@ops.test', accepted: true, organization: { name: 'Portal Ops' } } }] });
    // The new member is neither an org admin nor a super admin: the invite list is refused.
    const refused = await gql(stack.gateway, 'query { invites { totalCount } }', {}, { authorization: `Token ${su.body.data.signup.token}` });
    expect(refused.body.errors![0].extensions).toMatchObject({ code: 'FORBIDDEN', status: 403 });
    const inviteId = toGlobalId('Invite', inv.body.data.createInvite.invite.databaseId);
    const byNode = (headers: Record<string, string>) => gql(stack.gateway, 'query($id: ID!) { node(id: $id) { ... on Invite { email } } }', { id: inviteId }, headers);
    expect((await byNode(admin)).body.data.node).toEqual({ email: 'new@ops.test' });
    expect((await byNode({ authorization: `Token ${su.body.data.signup.token}` })).body.data.node).toBeNull();
  });

  it('uploads, lists, fetches by node id and deletes a resource', async () => {
    const up = await gqlUpload(stack.gateway, 'mutation($file: Upload!) { uploadResource(file: $file, name: "Price sheet") { message resource { id databaseId name format } userErrors { messages } } }',
      { file: null }, { file: new File(['%PDF-1.4 test'], 'prices.pdf', { type: 'application/pdf' }) }, admin);
    expect(up.body.data.uploadResource).toMatchObject({ message: 'prices.pdf file uploaded successfully', resource: { name: 'Price sheet', format: 'PDF' }, userErrors: [] });
    const { id } = up.body.data.uploadResource.resource;
    const list = await gql(stack.gateway, 'query($id: ID!) { resources { totalCount edges { node { id path } } } node(id: $id) { ... on Resource { name } } }', { id }, admin);
    expect(list.body.data.resources.totalCount).toBe(1);
    expect(list.body.data.node).toEqual({ name: 'Price sheet' });
    const del = await gql(stack.gateway, 'mutation($id: ID!) { deleteResource(id: $id) { deletedResourceId message } }', { id }, admin);
    expect(del.body.data.deleteResource).toEqual({ deletedResourceId: id, message: ADMIN_MESSAGES.resourceDeleted });
    expect((await gql(stack.gateway, 'query { resources { totalCount } }', {}, admin)).body.data.resources.totalCount).toBe(0);
  });

  it('submits a support request with a file', async () => {
    const res = await gqlUpload(stack.gateway, 'mutation($file: Upload) { submitSupportRequest(contact: "5551234567", message: "Help please", file: $file) { supportRequestId message userErrors { messages } } }',
      { file: null }, { file: new File(['notes'], 'notes.txt', { type: 'text/plain' }) }, admin);
    expect(res.body.data.submitSupportRequest).toMatchObject({ message: ADMIN_MESSAGES.supportSubmitted, userErrors: [] });
    expect(res.body.data.submitSupportRequest.supportRequestId).toBeGreaterThan(0);
  });
});
