/**
 * Issue 14's review: id arguments are global ids (a malformed or wrong-type id is BAD_USER_INPUT
 * before any REST call), and files are `File` fields whose `url` is signed only when selected.
 */
import { afterEach, describe, expect, it } from 'vitest';
import { mockedGateway, type MockedGateway } from '../src/testing.js';
import { toGlobalId } from '../src/resolvers/ids.js';

const ROW = {
  id: 7, name: 'Oak Plaza', updated: '2026-01-02T03:04:05.000Z', created: '2026-01-01T00:00:00.000Z', lead_status: 2, proposal_type: 1,
  address: '1 Oak St', system_size: 120.5, latitude: 36.7, longitude: -119.8, organization: 3, organization_name: 'Sun Co',
  associated_user: 9, associated_user_name: 'Ann Lee', customer_name: 'Oak LLC', enrichment_status: 'completed',
};
const LEAD = {
  ...ROW, customer: { name: 'Oak LLC' }, property: { site_address: '1 Oak St' }, design_data: {}, project_info: {},
  utility_bills: [{ id: 11, name: 'june bill.pdf', file: 'lead-files/ab/june-bill.pdf', file_type: 0, size: 42, created: '2026-01-01T00:00:00.000Z', lead: 7 }],
  additional_files: [], system_image: 'lead-images/cd/roof.png', is_proposals_locked: false, zoom_level: 19, proposals: [], quotes: [], agreements: [],
};
const SIGNED = (path: string) => `http://api.test/api/media/${path}?expires=1&signature=s`;
const PROFILE = {
  id: 5, first_name: 'R', last_name: 'U', email: 'r@u.test', phone_number: '+15550000000', user_type: 3, image: SIGNED('avatars/me.jpg'), is_terms_accepted: true,
  organization: { pk: 3, id: 3, name: 'Sun Co', logo: SIGNED('logos/sun.svg'), description: '', membership_type: 1, business_type: 0 },
  privacy_policy_file: SIGNED('policies/privacy-policy.pdf'), terms_of_service_file: null, platform_agreement_file: null,
};
const EMPTY_PAGE = { results: [], page: 1, limit: 50, count: 0 };
const calls = (kit: MockedGateway) => kit.calls().map((c) => `${c.method} ${c.path}`);

describe('id arguments are global ids', () => {
  let kit: MockedGateway;
  afterEach(async () => { await kit.close(); });

  it('leads(associatedUserId:) takes a User id (as LeadAssignee.userId gives it) and sends its number', async () => {
    kit = mockedGateway();
    kit.answer('GET', '/leads/', 200, { results: [ROW], page: 1, limit: 50, count: 1 }, { query: { page: '1', limit: '50', associated_user: '9' } });
    kit.answer('GET', '/leads_summary/', 200, { total_leads: 1, total_system_size: 1, total_solar_cost: 1, total_rooftop_solar_capacity: 1 }, { query: { associated_user: '9' } });
    const userId = toGlobalId('User', 9);
    const result = await kit.execute(`query($u: ID) { leads(associatedUserId: $u) { edges { node { associatedUser { userId databaseId name } } } }
      leadsSummary(associatedUserId: $u) { totalLeads } }`, { u: userId });
    expect(result.errors).toBeUndefined();
    expect(result.data.leads.edges[0].node.associatedUser).toEqual({ userId, databaseId: 9, name: 'Ann Lee' });
    expect(result.data.leadsSummary.totalLeads).toBe(1);
    kit.assertAllAnswersUsed();
  });

  it.each([
    ['malformed', 'not-an-id', 'associatedUserId: Invalid id "not-an-id".'],
    ['of another type', toGlobalId('Lead', 9), 'associatedUserId: Expected an id of a User.'],
  ])('a %s associatedUserId is BAD_USER_INPUT, with no REST call', async (_, id, message) => {
    kit = mockedGateway();
    const result = await kit.execute('query($u: ID) { leads(associatedUserId: $u) { totalCount } }', { u: id });
    expect(result.status).toBeLessThan(500);
    expect(result.data?.leads).toBeNull();
    expect(result.errors?.[0]).toMatchObject({ message, extensions: { code: 'BAD_USER_INPUT', argument: 'associatedUserId' } });
    expect(kit.calls()).toEqual([]);
  });

  it('assignLead(userId:) takes OrganizationUser.userId; a wrong-type id is refused before any call', async () => {
    kit = mockedGateway();
    kit.answer('GET', '/user/', 200, PROFILE, { times: 2 });
    kit.answer('PATCH', '/update_lead/7/', 200, LEAD);
    kit.answer('GET', '/organization_with_users/', 200, { results: [{ ...PROFILE.organization, users: [{ id: 9, first_name: 'Ann', last_name: 'Lee', email: 'a@l.test', user_type: 0 }] }] });
    const orgs = await kit.execute('{ viewer { assignableOrganizations { users { userId databaseId } } } }');
    const userId = orgs.data.viewer.assignableOrganizations[0].users[0].userId;
    expect(userId).toBe(toGlobalId('User', 9));
    const assign = 'mutation($u: ID) { assignLead(id: "' + toGlobalId('Lead', 7) + '", organizationId: "' + toGlobalId('Organization', 3) + '", userId: $u) { lead { associatedUser { userId } } userErrors { code } } }';
    const ok = await kit.execute(assign, { u: userId });
    expect(ok.data.assignLead).toEqual({ lead: { associatedUser: { userId } }, userErrors: [] });
    expect(kit.calls().find((c) => c.method === 'PATCH')?.body).toEqual({ organization: 3, associated_user: 9 });

    const before = kit.calls().length;
    const wrong = await kit.execute(assign, { u: toGlobalId('Organization', 9) });
    expect(wrong.errors?.[0].extensions).toMatchObject({ code: 'BAD_USER_INPUT', argument: 'userId' });
    expect(kit.calls()).toHaveLength(before);
  });

  it('deleteLeadFile(fileId:) takes LeadFile.id and answers it back as deletedFileId', async () => {
    kit = mockedGateway();
    kit.answer('DELETE', '/delete_additional_file/12', 200, { detail: 'ok' });
    const fileId = toGlobalId('LeadFile', 12);
    const ok = await kit.execute('mutation($f: ID!) { deleteLeadFile(fileId: $f, kind: ADDITIONAL) { deletedFileId userErrors { code } } }', { f: fileId });
    expect(ok.data.deleteLeadFile).toEqual({ deletedFileId: fileId, userErrors: [] });
    expect(calls(kit)).toEqual(['DELETE /delete_additional_file/12']);

    for (const bad of ['%%%', toGlobalId('Lead', 12)]) {
      const refused = await kit.execute('mutation($f: ID!) { deleteLeadFile(fileId: $f, kind: ADDITIONAL) { deletedFileId } }', { f: bad });
      expect(refused.status).toBeLessThan(500);
      expect(refused.errors?.[0].extensions).toMatchObject({ code: 'BAD_USER_INPUT', argument: 'fileId' });
    }
    expect(kit.calls()).toHaveLength(1);
  });

  it('createLead takes the LeadFile ids of files uploaded beforehand; a wrong one is refused before the POST', async () => {
    kit = mockedGateway();
    kit.answer('POST', '/lead/', 201, LEAD);
    const create = 'mutation($input: CreateLeadInput!) { createLead(input: $input) { lead { databaseId utilityBills { id } } userErrors { code } } }';
    const input = { name: 'Oak Plaza', property: { siteAddress: '1 Oak St' }, utilityBills: [toGlobalId('LeadFile', 11)], additionalFiles: [] };
    const ok = await kit.execute(create, { input });
    expect(ok.data.createLead.lead).toEqual({ databaseId: 7, utilityBills: [{ id: toGlobalId('LeadFile', 11) }] });
    expect(kit.calls()[0].body).toMatchObject({ utility_bills: [11], additional_files: [] });

    const refused = await kit.execute(create, { input: { ...input, additionalFiles: [toGlobalId('User', 3)] } });
    expect(refused.errors?.[0]).toMatchObject({ message: 'input.additionalFiles.0: Expected an id of a LeadFile.', extensions: { code: 'BAD_USER_INPUT' } });
    expect(kit.calls()).toHaveLength(1);
  });
});

describe('files are File fields', () => {
  let kit: MockedGateway;
  afterEach(async () => { await kit.close(); });

  it('name, size, content type and kind come with the lead: no call beyond GET /lead/', async () => {
    kit = mockedGateway();
    kit.answer('GET', '/lead/7/', 200, LEAD);
    const result = await kit.execute('{ lead(databaseId: 7) { utilityBills { file { name size contentType kind } } systemImage { name size contentType kind } } }');
    expect(result.errors).toBeUndefined();
    expect(result.data.lead).toEqual({
      utilityBills: [{ file: { name: 'june bill.pdf', size: 42, contentType: 'application/pdf', kind: 'LEAD_FILE' } }],
      systemImage: { name: 'roof.png', size: null, contentType: 'image/png', kind: 'SYSTEM_IMAGE' },
    });
    expect(calls(kit)).toEqual(['GET /lead/7/']);
  });

  it('url is signed only when selected: one GET /get_media_file/ per file', async () => {
    kit = mockedGateway();
    kit.answer('GET', '/lead/7/', 200, LEAD);
    kit.answer('GET', '/get_media_file/lead-files/ab/june-bill.pdf/', 200, { url: SIGNED('lead-files/ab/june-bill.pdf'), name: 'june bill.pdf', content_type: 'application/pdf', size: 42 });
    const result = await kit.execute('{ lead(databaseId: 7) { utilityBills { file { url } } systemImage { name } } }');
    expect(result.errors).toBeUndefined();
    expect(result.data.lead.utilityBills[0].file.url).toBe(SIGNED('lead-files/ab/june-bill.pdf'));
    expect(calls(kit)).toEqual(['GET /lead/7/', 'GET /get_media_file/lead-files/ab/june-bill.pdf/']);
  });

  it('Lead.leadFile(id) picks one file, so only its URL is signed; another id is null, a wrong-type id refused', async () => {
    const TWO = { ...LEAD, additional_files: [{ id: 12, name: 'gone.pdf', file: 'lead-files/ef/gone.pdf', file_type: 9, size: 1, created: '2026-01-01T00:00:00.000Z', lead: 7 }] };
    kit = mockedGateway();
    kit.answer('GET', '/lead/7/', 200, TWO, { times: 2 });
    kit.answer('GET', '/get_media_file/lead-files/ab/june-bill.pdf/', 200, { url: SIGNED('lead-files/ab/june-bill.pdf'), name: 'june bill.pdf', content_type: 'application/pdf', size: 42 });
    const result = await kit.execute(`query($f: ID!, $other: ID!) { lead(databaseId: 7) {
      one: leadFile(id: $f) { name file { url } } none: leadFile(id: $other) { name } } }`, { f: toGlobalId('LeadFile', 11), other: toGlobalId('LeadFile', 99) });
    expect(result.errors).toBeUndefined();
    expect(result.data.lead).toEqual({ one: { name: 'june bill.pdf', file: { url: SIGNED('lead-files/ab/june-bill.pdf') } }, none: null });
    // gone.pdf (missing from storage) was never signed, so it cannot fail this one.
    expect(calls(kit)).toEqual(['GET /lead/7/', 'GET /get_media_file/lead-files/ab/june-bill.pdf/']);
    const wrong = await kit.execute('query($f: ID!) { lead(databaseId: 7) { leadFile(id: $f) { name } } }', { f: toGlobalId('Lead', 11) });
    expect(wrong.errors?.[0].extensions?.code).toBe('BAD_USER_INPUT');
  });

  it('a file gone from storage: url is NOT_FOUND, not a 500', async () => {
    kit = mockedGateway();
    kit.answer('GET', '/lead/7/', 200, LEAD);
    kit.answer('GET', '/get_media_file/lead-images/cd/roof.png/', 404, { detail: 'Not found.' });
    const result = await kit.execute('{ lead(databaseId: 7) { name systemImage { url } } }');
    expect(result.status).toBeLessThan(500);
    expect(result.data.lead).toEqual({ name: 'Oak Plaza', systemImage: null });
    expect(result.errors?.[0].extensions?.code).toBe('NOT_FOUND');
  });

  it('avatar, logo and policy PDFs come signed with the profile: File.url costs no call', async () => {
    kit = mockedGateway();
    kit.answer('GET', '/user/', 200, PROFILE);
    const result = await kit.execute(`{ viewer { image { name contentType kind url } organization { logo { name contentType kind url } }
      policies { privacyPolicy { name kind url } termsOfService { url } } } }`);
    expect(result.errors).toBeUndefined();
    expect(result.data.viewer).toEqual({
      image: { name: 'me.jpg', contentType: 'image/jpeg', kind: 'AVATAR', url: PROFILE.image },
      organization: { logo: { name: 'sun.svg', contentType: 'image/svg+xml', kind: 'LOGO', url: PROFILE.organization.logo } },
      policies: { privacyPolicy: { name: 'privacy-policy.pdf', kind: 'POLICY_DOCUMENT', url: PROFILE.privacy_policy_file }, termsOfService: null },
    });
    expect(calls(kit)).toEqual(['GET /user/']);
  });

  it('Resource.file comes with the list: no signing call', async () => {
    kit = mockedGateway();
    kit.answer('GET', '/portal_resource/', 200, { results: [{ id: 4, name: 'Deck', file: 'resources/ef/Deck.pptx', format: 'PPTX', created: '2026-01-01T00:00:00.000Z' }], page: 1, limit: 10, count: 1 }, { query: { page: '1', limit: '10' } });
    const result = await kit.execute('{ resources { edges { node { file { name kind contentType } } } } }');
    expect(result.data.resources.edges[0].node.file).toEqual({ name: 'Deck.pptx', kind: 'RESOURCE', contentType: 'application/vnd.openxmlformats-officedocument.presentationml.presentation' });
    expect(calls(kit)).toEqual(['GET /portal_resource/?page=1&limit=10']);
  });
});

describe('deprecated path fields still answer', () => {
  let kit: MockedGateway;
  afterEach(async () => { await kit.close(); });

  it('LeadFile.path, Lead.systemImagePath, LeadFile.databaseId and Query.mediaFile', async () => {
    kit = mockedGateway();
    kit.answer('GET', '/lead/7/', 200, LEAD);
    kit.answer('GET', '/get_media_file/lead-images/cd/roof.png/', 200, { url: SIGNED('lead-images/cd/roof.png'), name: 'roof.png', content_type: 'image/png', size: 9 });
    const result = await kit.execute(`{ lead(databaseId: 7) { systemImagePath utilityBills { databaseId path } }
      mediaFile(path: "lead-images/cd/roof.png") { url name contentType size } }`);
    expect(result.errors).toBeUndefined();
    expect(result.data).toEqual({
      lead: { systemImagePath: 'lead-images/cd/roof.png', utilityBills: [{ databaseId: 11, path: 'lead-files/ab/june-bill.pdf' }] },
      mediaFile: { url: SIGNED('lead-images/cd/roof.png'), name: 'roof.png', contentType: 'image/png', size: 9 },
    });
  });

  it('Viewer.imageUrl, Organization.logoUrl and PolicyDocuments.*Url', async () => {
    kit = mockedGateway();
    kit.answer('GET', '/user/', 200, PROFILE);
    const result = await kit.execute('{ viewer { imageUrl organization { logoUrl } policies { privacyPolicyUrl termsOfServiceUrl } } }');
    expect(result.data.viewer).toEqual({ imageUrl: PROFILE.image, organization: { logoUrl: PROFILE.organization.logo }, policies: { privacyPolicyUrl: PROFILE.privacy_policy_file, termsOfServiceUrl: null } });
  });
});
