import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { getGlobalDispatcher, MockAgent, setGlobalDispatcher } from 'undici';
import { STATUS_MESSAGES } from '../src/rest/errors.js';
import { toGlobalId } from '../src/resolvers/ids.js';
import { CHANNEL_MESSAGES } from '../src/resolvers/error-channel.js';
import { LEAD_MESSAGES } from '../src/resolvers/leads.js';
import { createGateway } from '../src/yoga.js';
import { clearGeocoderCache } from '../src/geocoder.js';
import { gql, gqlUpload, mockedGateway, realStack } from './harness.js';

/** A survey date inside the window the api accepts (a year before the lead to two years ahead). */
const SURVEY_DAY = new Date(Date.now() + 30 * 86_400_000).toISOString().slice(0, 10);
const JSON_HEADERS = { headers: { 'content-type': 'application/json' } };
const ROW = {
  id: 7, name: 'Oak Plaza', updated: '2026-01-02T03:04:05.000Z', created: '2026-01-01T00:00:00.000Z', lead_status: 2, proposal_type: 1,
  address: '1 Oak St, Fresno, CA', system_size: 120.5, latitude: 36.7, longitude: -119.8, organization: 3, organization_name: 'Sun Co',
  associated_user: 9, associated_user_name: 'Ann Lee', customer_name: 'Oak LLC', enrichment_status: 'completed',
};
const LEAD = {
  ...ROW, customer: { name: 'Oak LLC', emails: ['a@oak.test'], phone_numbers: ['+15551234567'] }, property: { site_address: '1 Oak St', latitude: 36.7, install_type: 'GroundMount', has_solar: -1 },
  design_data: { survey_scheduled_date: '2026-02-03', ess_capacity: 10 }, project_info: { system_size: 120.5, install_type: 'Rooftop' },
  utility_bills: [{ id: 11, name: 'bill.pdf', file: 'lead-files/x.pdf', file_type: 7, size: 42, created: '2026-01-01T00:00:00.000Z', lead: 7 }],
  additional_files: [], system_image: null, is_proposals_locked: false, zoom_level: 19, proposals: [], quotes: [], agreements: [],
};
const PROFILE = (userType: number, membership: number | null) => ({
  id: 5, first_name: 'R', last_name: 'U', email: 'r@u.test', phone_number: '+15550000000', user_type: userType, image: null, is_terms_accepted: true,
  organization: { pk: 3, id: 3, name: 'Sun Co', logo: null, description: '', membership_type: membership, business_type: 0 },
  privacy_policy_file: null, terms_of_service_file: null, platform_agreement_file: null,
});
/** A body matcher that keeps what was sent, so tests compare it as an object. */
const capture = (into: { body?: any }) => (body: string) => { into.body = JSON.parse(body); return true; };

describe('leads against a mocked REST layer', () => {
  it('sends the list filters exactly and answers rows without fetching each lead', async () => {
    const { gateway, mock, auth, agent } = mockedGateway();
    mock.intercept({ path: '/api/leads/', method: 'GET', query: { page: '2', limit: '20', search: 'oak', order: 'desc__updated', lead_status: '1,2' } })
      .reply(200, { results: [ROW], page: 2, limit: 20, count: 21 }, JSON_HEADERS);
    const res = await gql(gateway, `{ leads(page: 2, pageSize: 20, search: "oak", order: {field: UPDATED, direction: DESC}, stages: [MARKETING_PROPOSAL, UTILITY_DATA]) {
      totalCount pageInfo { page pageCount hasNextPage } edges { node { id databaseId name stage stageLabel proposalType address
      systemSize customerName enrichmentStatus organization { databaseId name } associatedUser { databaseId name } } } } }`, {}, auth);
    expect(res.body.errors).toBeUndefined();
    expect(res.body.data.leads.pageInfo).toEqual({ page: 2, pageCount: 2, hasNextPage: false });
    expect(res.body.data.leads.edges[0].node).toEqual({
      id: toGlobalId('Lead', 7), databaseId: 7, name: 'Oak Plaza', stage: 'UTILITY_DATA', stageLabel: 'Utility data', proposalType: 'PRELIMINARY',
      address: '1 Oak St, Fresno, CA', systemSize: 120.5, customerName: 'Oak LLC', enrichmentStatus: 'COMPLETED',
      organization: { databaseId: 3, name: 'Sun Co' }, associatedUser: { databaseId: 9, name: 'Ann Lee' },
    });
    agent.assertNoPendingInterceptors();
  });

  it('fetches a lead once for fields the row lacks, and the summary only when asked, with the same filters', async () => {
    const { gateway, mock, auth } = mockedGateway();
    const filters = { proposal_type: '0,2', updated: '2026-01-01,2026-01-31' };
    mock.intercept({ path: '/api/leads/', method: 'GET', query: { page: '1', limit: '50', ...filters } }).reply(200, { results: [ROW], page: 1, limit: 50, count: 1 }, JSON_HEADERS);
    mock.intercept({ path: '/api/leads_summary/', method: 'GET', query: filters }).reply(200, { total_leads: 1, total_system_size: 120.5, total_solar_cost: 9, total_rooftop_solar_capacity: 4 }, JSON_HEADERS);
    mock.intercept({ path: '/api/lead/7/', method: 'GET' }).reply(200, LEAD, JSON_HEADERS); // once: a second GET would fail
    const res = await gql(gateway, `{ leads(proposalTypes: [MARKETING, DETAILED], updatedFrom: "2026-01-01", updatedTo: "2026-01-31") {
      summary { totalLeads totalSystemSize } edges { node { customer { emails phoneNumbers } property { installType hasSolar }
      designData { surveyScheduledDate essCapacity } projectInfo { installType systemSize } utilityBills { databaseId fileType fileTypeLabel } } } } }`, {}, auth);
    expect(res.body.errors).toBeUndefined();
    expect(res.body.data.leads.summary).toEqual({ totalLeads: 1, totalSystemSize: 120.5 });
    expect(res.body.data.leads.edges[0].node).toEqual({
      customer: { emails: ['a@oak.test'], phoneNumbers: ['+15551234567'] }, property: { installType: 'GROUND_MOUNT', hasSolar: 'UNKNOWN' },
      designData: { surveyScheduledDate: '2026-02-03', essCapacity: 10 }, projectInfo: { installType: 'ROOFTOP', systemSize: 120.5 },
      utilityBills: [{ databaseId: 11, fileType: 'INTERVAL_DATA', fileTypeLabel: '15-minute Interval Data' }],
    });
  });

  it('creates a lead with the api payload (+1 phones, numeric enums)', async () => {
    const { gateway, mock, auth } = mockedGateway();
    const sent: { body?: any } = {};
    mock.intercept({ path: '/api/lead/', method: 'POST', body: capture(sent) }).reply(201, LEAD, JSON_HEADERS);
    const res = await gql(gateway, `mutation($input: CreateLeadInput!) { createLead(input: $input) { message userErrors { field } lead { databaseId } } }`, {
      input: { name: 'Oak Plaza', customer: { firstName: 'A', phoneNumbers: ['(555) 123-4567'] }, property: { siteAddress: '1 Oak St', installType: 'CARPORT', hasSolar: 'NO' },
        proposalType: 'DETAILED', workingWithRoofer: 'UNKNOWN', utilityBills: [toGlobalId('LeadFile', 11)], projectInfo: { essCapacity: 5 } },
    }, auth);
    expect(res.body.data.createLead).toEqual({ message: LEAD_MESSAGES.leadSubmitted, userErrors: [], lead: { databaseId: 7 } });
    expect(sent.body).toEqual({
      name: 'Oak Plaza', customer: { first_name: 'A', phone_numbers: ['+15551234567'] }, property: { site_address: '1 Oak St', install_type: 'Carport', has_solar: 0 },
      proposal_type: 2, working_with_roofer: -1, utility_bills: [11], project_info: { ess_capacity: 5 },
    });
  });

  it('drafts (issue 12): createLead(draft: true) sends draft, submitLead posts /submit_lead/, leadDrafts lists the api\'s drafts', async () => {
    const { gateway, mock, auth } = mockedGateway();
    const sent: { body?: any } = {};
    mock.intercept({ path: '/api/lead/', method: 'POST', body: capture(sent) }).reply(201, { ...LEAD, is_draft: true }, JSON_HEADERS);
    const created = await gql(gateway, `mutation($input: CreateLeadInput!) { createLead(input: $input) { userErrors { field } lead { databaseId isDraft } } }`,
      { input: { name: 'Oak Plaza', property: { siteAddress: '1 Oak St' }, draft: true } }, auth);
    expect(created.body.data.createLead).toEqual({ userErrors: [], lead: { databaseId: 7, isDraft: true } });
    expect(sent.body).toEqual({ name: 'Oak Plaza', property: { site_address: '1 Oak St' }, draft: true });

    mock.intercept({ path: '/api/submit_lead/7/', method: 'POST' }).reply(200, { ...LEAD, is_draft: false }, JSON_HEADERS);
    const submitted = await gql(gateway, 'mutation($id: ID!) { submitLead(id: $id) { message userErrors { field } lead { isDraft } } }', { id: toGlobalId('Lead', 7) }, auth);
    expect(submitted.body.data.submitLead).toEqual({ message: LEAD_MESSAGES.leadSubmitted, userErrors: [], lead: { isDraft: false } });

    mock.intercept({ path: '/api/lead_drafts/', method: 'GET' })
      .reply(200, [{ id: 8, name: 'Half done', address: '2 Elm St, Chico, CA', customer_name: null, created: '2026-01-01T00:00:00.000Z', updated: '2026-01-02T00:00:00.000Z' }], JSON_HEADERS);
    const drafts = await gql(gateway, '{ leadDrafts { id databaseId name address customerName updated } }', {}, auth);
    expect(drafts.body.data.leadDrafts).toEqual([{ id: toGlobalId('Lead', 8), databaseId: 8, name: 'Half done', address: '2 Elm St, Chico, CA', customerName: null, updated: '2026-01-02T00:00:00.000Z' }]);
  });

  it('owner type and proposal intent are enums: sent as the api\'s §3 texts, read back as enums (issue 12)', async () => {
    const { gateway, mock, auth } = mockedGateway();
    const sent: { body?: any } = {};
    const stored = { ...LEAD, owner_type: 'Property Owner/Owner-User/Partner', property: { ...LEAD.property, owner_type: 'Landlord (old free text)', state: 'CA', location_mismatch_km: 2710 },
      project_info: { ...LEAD.project_info, lead: 7, user_input_data: { proposal_intent: 'Solar + ESS' } } };
    mock.intercept({ path: '/api/lead/', method: 'POST', body: capture(sent) }).reply(201, stored, JSON_HEADERS);
    const res = await gql(gateway, `mutation($input: CreateLeadInput!) { createLead(input: $input) { lead { ownerType property { ownerType state locationMismatchKm } projectInfo { lead proposalIntent } } } }`, {
      input: { name: 'Oak Plaza', property: { siteAddress: '1 Oak St', ownerType: 'NON_OWNER_TENANT' }, ownerType: 'PROPERTY_OWNER', projectInfo: { proposalIntent: 'SOLAR_UPGRADES' } },
    }, auth);
    expect(sent.body).toEqual({
      name: 'Oak Plaza', property: { site_address: '1 Oak St', owner_type: 'Non-Owner Tenant' }, owner_type: 'Property Owner/Owner-User/Partner',
      project_info: { proposal_intent: 'Solar + Upgrades' },
    });
    // A value from before the enum reads as null; the intent kept in user_input_data by older leads still reads.
    expect(res.body.data.createLead.lead).toEqual({ ownerType: 'PROPERTY_OWNER', property: { ownerType: null, state: 'CA', locationMismatchKm: 2710 }, projectInfo: { lead: 7, proposalIntent: 'SOLAR_ESS' } });
    const refused = await gql(gateway, `mutation { createLead(input: { name: "x", property: { siteAddress: "1 Oak St" }, ownerType: "Owner" }) { lead { id } } }`, {}, auth);
    expect(refused.body.errors?.[0]?.message).toMatch(/OwnerType/);
  });

  it('updates a lead, then fills missing project details from /get_project_information_details/', async () => {
    const { gateway, mock, auth } = mockedGateway();
    const sent: { body?: any } = {};
    mock.intercept({ path: '/api/update_lead/7/', method: 'PATCH', body: capture(sent) }).reply(200, LEAD, JSON_HEADERS);
    mock.intercept({ path: '/api/get_project_information_details/7/', method: 'GET' })
      .reply(200, { lead: 7, enrichment_status: 'completed', project_info: { estimated_year_production: 180000, ess_epc_price: 0 }, design_data: {} }, JSON_HEADERS);
    const res = await gql(gateway, `mutation($id: ID!, $input: UpdateLeadInput!) { updateLead(id: $id, input: $input) {
      message lead { projectInfo { systemSize estimatedYearProduction essEpcPrice } } } }`,
    { id: toGlobalId('Lead', 7), input: { designData: { surveyCompleteDate: '2026-03-01', roofRequired: true }, customer: { emails: ['b@oak.test'] }, energyReseller: null } }, auth);
    expect(res.body.data.updateLead).toEqual({ message: 'Lead updated successfully.', lead: { projectInfo: { systemSize: 120.5, estimatedYearProduction: 180000, essEpcPrice: 0 } } });
    expect(sent.body).toEqual({ design_data: { survey_complete_date: '2026-03-01', roof_required: true }, customer: { emails: ['b@oak.test'] }, energy_reseller: null });
  });

  it('the array and the chosen utility (issue 25): sent as the api\'s tilt/azimuth/losses/array_type and utility_eia_id, read back typed', async () => {
    const { gateway, mock, auth } = mockedGateway();
    const sent: { body?: any } = {};
    const stored = { ...LEAD, property: { ...LEAD.property, utility_name: 'Ohio Power Co', utility_eia_id: 14006 },
      design_data: { ...LEAD.design_data, tilt: 0, azimuth: 0, losses: -2, array_type: 'one_axis' } };
    mock.intercept({ path: '/api/update_lead/7/', method: 'PATCH', body: capture(sent) }).reply(200, stored, JSON_HEADERS);
    mock.intercept({ path: '/api/get_project_information_details/7/', method: 'GET' })
      .reply(200, { lead: 7, enrichment_status: 'completed', project_info: { estimated_year_production: 180000, ess_epc_price: 0 }, design_data: {} }, JSON_HEADERS);
    const res = await gql(gateway, `mutation($id: ID!, $input: UpdateLeadInput!) { updateLead(id: $id, input: $input) {
      lead { property { utilityName utilityEiaId } designData { tilt azimuth losses arrayType } } } }`,
    { id: toGlobalId('Lead', 7), input: { property: { utilityEiaId: 14006 }, designData: { tilt: 0, azimuth: 0, losses: -2, arrayType: 'ONE_AXIS' } } }, auth);
    expect(sent.body).toEqual({ property: { utility_eia_id: 14006 }, design_data: { tilt: 0, azimuth: 0, losses: -2, array_type: 'one_axis' } });
    expect(res.body.data.updateLead.lead).toEqual({
      property: { utilityName: 'Ohio Power Co', utilityEiaId: 14006 }, designData: { tilt: 0, azimuth: 0, losses: -2, arrayType: 'ONE_AXIS' },
    });
  });

  it('sends the wizard\'s step-3 answers on update as the api\'s proposal_type, upgrades and yes/no values', async () => {
    const { gateway, mock, auth } = mockedGateway();
    const sent: { body?: any } = {};
    mock.intercept({ path: '/api/update_lead/7/', method: 'PATCH', body: capture(sent) }).reply(200, LEAD, JSON_HEADERS);
    mock.intercept({ path: '/api/get_project_information_details/7/', method: 'GET' })
      .reply(200, { lead: 7, enrichment_status: 'completed', project_info: { estimated_year_production: 180000, ess_epc_price: 0 }, design_data: {} }, JSON_HEADERS);
    const res = await gql(gateway, `mutation($id: ID!, $input: UpdateLeadInput!) { updateLead(id: $id, input: $input) { message userErrors { field } } }`,
      { id: toGlobalId('Lead', 7), input: { proposalType: 'DETAILED', upgrades: ['LED lighting'], workingWithRoofer: 'UNKNOWN', roofWarranty: 'YES', warrantyLength: 12.5 } }, auth);
    expect(res.body.data.updateLead).toEqual({ message: 'Lead updated successfully.', userErrors: [] });
    expect(sent.body).toEqual({ proposal_type: 2, upgrades: ['LED lighting'], working_with_roofer: -1, roof_warranty: 1, warranty_length: 12.5 });
  });

  it('refuses assignLead to a regular user before any upstream write', async () => {
    const { gateway, mock, auth, agent } = mockedGateway();
    mock.intercept({ path: '/api/user/', method: 'GET' }).reply(200, PROFILE(0, 0), JSON_HEADERS);
    const res = await gql(gateway, `mutation { assignLead(id: "${toGlobalId('Lead', 7)}", organizationId: "${toGlobalId('Organization', 3)}", userId: "${toGlobalId('User', 9)}") { lead { id } userErrors { field code messages } } }`, {}, auth);
    expect(res.body.data.assignLead).toEqual({ lead: null, userErrors: [{ field: null, code: 'FORBIDDEN', messages: [`403 ${STATUS_MESSAGES[403]}`] }] });
    agent.assertNoPendingInterceptors();
  });

  it('lets an org admin assign: PATCH update_lead with organization and associated_user', async () => {
    const { gateway, mock, auth } = mockedGateway();
    const sent: { body?: any } = {};
    mock.intercept({ path: '/api/user/', method: 'GET' }).reply(200, PROFILE(0, 1), JSON_HEADERS);
    mock.intercept({ path: '/api/update_lead/7/', method: 'PATCH', body: capture(sent) }).reply(200, LEAD, JSON_HEADERS);
    const res = await gql(gateway, `mutation { assignLead(id: "${toGlobalId('Lead', 7)}", organizationId: "${toGlobalId('Organization', 3)}", userId: "${toGlobalId('User', 9)}") { lead { associatedUserName } } }`, {}, auth);
    expect(res.body.data.assignLead.lead.associatedUserName).toBe('Ann Lee');
    expect(sent.body).toEqual({ organization: 3, associated_user: 9 });
  });

  it('deletes a lead and a file on the §7 paths', async () => {
    const { gateway, mock, auth } = mockedGateway();
    mock.intercept({ path: '/api/delete_lead/7/', method: 'DELETE' }).reply(200, { detail: 'Lead deleted permanently.' }, JSON_HEADERS);
    mock.intercept({ path: '/api/delete_additional_file/12', method: 'DELETE' }).reply(200, { detail: 'File deleted successfully.' }, JSON_HEADERS);
    const del = await gql(gateway, `mutation { deleteLead(id: "${toGlobalId('Lead', 7)}") { deletedLeadId message } }`, {}, auth);
    expect(del.body.data.deleteLead).toEqual({ deletedLeadId: toGlobalId('Lead', 7), message: LEAD_MESSAGES.leadDeleted });
    const file = await gql(gateway, `mutation { deleteLeadFile(fileId: "${toGlobalId('LeadFile', 12)}", kind: ADDITIONAL) { deletedFileId message files { name } lead { id } } }`, {}, auth);
    expect(file.body.data.deleteLeadFile).toEqual({ deletedFileId: toGlobalId('LeadFile', 12), message: LEAD_MESSAGES.fileDeleted, files: [], lead: null });
  });

  it('cancels with the reason and restores on their paths; the list asks for a state only when not open', async () => {
    const { gateway, mock, auth, agent } = mockedGateway();
    const cancelled = { ...LEAD, cancellation: { cancelled_at: '2026-11-26T10:00:00Z', reason: 'Chose a competitor', cancelled_by: 9, cancelled_by_name: 'Ann Lee' } };
    const sent: { body?: any } = {};
    mock.intercept({ path: '/api/cancel_lead/7/', method: 'POST', body: capture(sent) }).reply(200, { detail: 'Lead cancelled.', lead: cancelled }, JSON_HEADERS);
    mock.intercept({ path: '/api/restore_lead/7/', method: 'POST' }).reply(200, { detail: 'Lead restored.', lead: { ...LEAD, cancellation: null } }, JSON_HEADERS);
    mock.intercept({ path: '/api/leads/', method: 'GET', query: { page: '1', limit: '50', state: 'cancelled' } })
      .reply(200, { results: [{ ...ROW, cancelled_at: '2026-11-26T10:00:00Z', cancel_reason: 'Chose a competitor', cancelled_by_name: null }], page: 1, limit: 50, count: 1 }, JSON_HEADERS);
    mock.intercept({ path: '/api/leads_summary/', method: 'GET', query: {} }).reply(200, { total_leads: 0, total_system_size: 0, total_solar_cost: 0, total_rooftop_solar_capacity: 0 }, JSON_HEADERS);
    const id = toGlobalId('Lead', 7);
    const cancel = await gql(gateway, 'mutation($id: ID!) { cancelLead(id: $id, reason: "Chose a competitor") { message userErrors { messages } lead { id cancellation { cancelledAt reason cancelledByName } } } }', { id }, auth);
    expect(cancel.body.data.cancelLead).toEqual({ message: LEAD_MESSAGES.leadCancelled, userErrors: [], lead: { id, cancellation: { cancelledAt: '2026-11-26T10:00:00.000Z', reason: 'Chose a competitor', cancelledByName: 'Ann Lee' } } });
    expect(sent.body).toEqual({ reason: 'Chose a competitor' });
    const restore = await gql(gateway, 'mutation($id: ID!) { restoreLead(id: $id) { message lead { cancellation { reason } } } }', { id }, auth);
    expect(restore.body.data.restoreLead).toEqual({ message: LEAD_MESSAGES.leadRestored, lead: { cancellation: null } });
    const list = await gql(gateway, '{ leads(state: CANCELLED) { edges { node { name cancellation { reason cancelledByName } } } } leadsSummary(state: OPEN) { totalLeads } }', {}, auth);
    expect(list.body.errors).toBeUndefined();
    expect(list.body.data.leads.edges[0].node).toEqual({ name: 'Oak Plaza', cancellation: { reason: 'Chose a competitor', cancelledByName: null } });
    expect(list.body.data.leadsSummary.totalLeads).toBe(0);
    agent.assertNoPendingInterceptors();
  });

  describe('through undici request (utility service, geocoder)', () => {
    const previous = getGlobalDispatcher();
    afterEach(() => setGlobalDispatcher(previous));

    it('imports utility data: authorizations by referral with the bearer key, then every export to the api', async () => {
      const agent = new MockAgent();
      agent.disableNetConnect();
      setGlobalDispatcher(agent);
      const gateway = createGateway({ dispatcher: agent, config: { apiUrl: 'http://api.test/api', utilityApiUrl: 'http://utility.test/api/v2', utilityApiKey: 'k1' } });
      const exportsList = [{ link: 'http://utility.test/files/1/bills.csv', name: 'Bills: all meters [csv]' }, { link: 'http://utility.test/files/1/i.csv', name: 'Intervals: all meters [csv]' }];
      agent.get('http://utility.test').intercept({ path: '/api/v2/authorizations', query: { referrals: 'DEMO-CA-1', include: 'meters,exports_list' }, headers: { authorization: 'Bearer k1' } })
        .reply(200, { authorizations: [{ uid: '1', exports_list: exportsList }] }, JSON_HEADERS);
      const sent: { body?: any } = {};
      const api = agent.get('http://api.test');
      api.intercept({ path: '/api/utility_bill_from_service/', method: 'POST', body: capture(sent) })
        .reply(201, { data: { ids: [1] }, utility_bills: [LEAD.utility_bills[0]], additional_files: [] }, JSON_HEADERS);
      api.intercept({ path: '/api/lead/7/', method: 'GET' }).reply(200, LEAD, JSON_HEADERS);
      const res = await gql(gateway, `mutation { importUtilityData(leadId: "${toGlobalId('Lead', 7)}", referral: "DEMO-CA-1") { message userErrors { messages } files { name } lead { stage } } }`, {}, { authorization: 'Token t' });
      expect(res.body.data.importUtilityData).toEqual({ message: LEAD_MESSAGES.utilityLoaded, userErrors: [], files: [{ name: 'bill.pdf' }], lead: { stage: 'UTILITY_DATA' } });
      expect(sent.body).toEqual({ lead_pk: 7, files: exportsList });
    });

    it('answers a referral without authorizations as a NOT_FOUND userError on referral, without calling the api', async () => {
      const agent = new MockAgent();
      agent.disableNetConnect();
      setGlobalDispatcher(agent);
      const gateway = createGateway({ dispatcher: agent, config: { apiUrl: 'http://api.test/api', utilityApiUrl: 'http://utility.test/api/v2' } });
      agent.get('http://utility.test').intercept({ path: '/api/v2/authorizations', query: { referrals: 'NOPE', include: 'meters,exports_list' } }).reply(200, { authorizations: [], next: null }, JSON_HEADERS);
      const res = await gql(gateway, 'mutation { importUtilityData(referral: "NOPE") { message files { name } userErrors { field code messages } } }', {}, { authorization: 'Token t' });
      const notFound = CHANNEL_MESSAGES.referralNotFound('NOPE');
      expect(notFound).toBe('Referral code NOPE was not found.');
      expect(res.body.data.importUtilityData).toEqual({ message: notFound, files: [], userErrors: [{ field: 'referral', code: 'NOT_FOUND', messages: [notFound] }] });
    });

    it('asks a configured geocoder (a JSON list, or Photon/Pelias GeoJSON), caching its answers', async () => {
      clearGeocoderCache();
      const agent = new MockAgent();
      agent.disableNetConnect();
      setGlobalDispatcher(agent);
      const geo = agent.get('http://geo.test');
      geo.intercept({ path: '/search', query: { q: '5 Elm St, Boulder', text: '5 Elm St, Boulder', limit: '3', size: '3' } })
        .reply(200, [{ label: '5 Elm St, Boulder, CO 80302', city: 'Boulder', state: 'CO', zip: '80302', latitude: 40.01, longitude: -105.27 }, { label: 'no coordinates' }], JSON_HEADERS);
      // Address lookups need a session (issue 24): every token here is user 1's.
      const remote = createGateway({ dispatcher: agent, lookupSession: async () => 1, config: { apiUrl: 'http://api.test/api', geocoderUrl: 'http://geo.test/search' } });
      const ask = async (query: string) => (await gql(remote, 'query($q: String!) { addressSuggestions(query: $q, limit: 3) { label street zip latitude precision county } }', { q: query }, { authorization: 'Token t' })).body;
      const first = await ask('5 Elm St, Boulder');
      expect(first.data.addressSuggestions).toEqual([{ label: '5 Elm St, Boulder, CO 80302', street: null, zip: '80302', latitude: 40.01, precision: 'ZIP', county: null }]);
      // Answered from the cache: the one interceptor is used up, so a second call upstream would fail.
      expect((await ask('5  elm st, boulder')).data).toEqual(first.data);

      geo.intercept({ path: '/search', query: { q: '1600 Penn', text: '1600 Penn', limit: '3', size: '3' } }).reply(200, {
        type: 'FeatureCollection',
        features: [{ geometry: { type: 'Point', coordinates: [-77.0365, 38.8977] }, properties: { type: 'house', housenumber: '1600', street: 'Pennsylvania Avenue NW', city: 'Washington', state: 'DC', postcode: '20500', county: 'District of Columbia' } }],
      }, JSON_HEADERS);
      expect((await ask('1600 Penn')).data.addressSuggestions).toEqual([{
        label: '1600 Pennsylvania Avenue NW, Washington, DC 20500', street: '1600 Pennsylvania Avenue NW', zip: '20500', latitude: 38.8977, precision: 'ROOFTOP', county: 'District of Columbia',
      }]);

      geo.intercept({ path: '/search', query: { q: 'down', text: 'down', limit: '3', size: '3' } }).reply(503, 'busy');
      expect((await ask('down')).errors?.[0]?.extensions?.code).toBe('UPSTREAM_UNAVAILABLE');
    });

    it('lists the counties of a state from the api, and none for a code that is not one', async () => {
      const { gateway, mock, auth } = mockedGateway();
      mock.intercept({ path: '/api/counties/', method: 'GET', query: { state: 'RI' } }).reply(200, { state: 'RI', counties: ['Bristol', 'Kent'] }, JSON_HEADERS);
      expect((await gql(gateway, '{ counties(state: " RI ") }', {}, auth)).body.data.counties).toEqual(['Bristol', 'Kent']);
      // Answered without a call: the one interceptor is used up.
      expect((await gql(gateway, '{ counties(state: "California") }', {}, auth)).body.data.counties).toEqual([]);
    });

    it('otherwise answers from the api\'s offline US index', async () => {
      const { gateway, mock, auth } = mockedGateway();
      mock.intercept({ path: '/api/geocode/', method: 'GET', query: { q: '735 Anacapa St, Santa Barbara', limit: '5' } }).reply(200, [{
        label: '735 Anacapa St, Santa Barbara, CA', street: '735 Anacapa St', street_number: '735', street_name: 'Anacapa St', city: 'Santa Barbara', state: 'CA',
        zip: null, county: 'Santa Barbara', latitude: 34.42, longitude: -119.7, precision: 'city',
      }], JSON_HEADERS);
      const res = await gql(gateway, '{ addressSuggestions(query: "  735 Anacapa St, Santa Barbara ") { label street city state zip county latitude longitude precision } }', {}, auth);
      expect(res.body.data.addressSuggestions).toEqual([{
        label: '735 Anacapa St, Santa Barbara, CA', street: '735 Anacapa St', city: 'Santa Barbara', state: 'CA', zip: null, county: 'Santa Barbara', latitude: 34.42, longitude: -119.7, precision: 'CITY',
      }]);
      expect((await gql(gateway, '{ addressSuggestions(query: "z") { label } }', {}, auth)).body.data.addressSuggestions).toEqual([]);
    });
  });
});

const SIGNUP = 'mutation($input: SignupInput!) { signup(input: $input) { token userErrors { messages } } }';
const LEAD_PAGE = `query($id: Int!) { lead(databaseId: $id) { id databaseId stage enrichmentStatus projectInfo { systemSize estimatedYearProduction installType }
  utilityBills { databaseId name fileType } additionalFiles { name fileType } customer { phoneNumbers } organization { name } } }`;

describe('leads against the real api', () => {
  let stack: Awaited<ReturnType<typeof realStack>>;
  let gateway: ReturnType<typeof createGateway>;
  let auth: Record<string, string>;
  let other: Record<string, string>;
  let leadId: number;
  const signup = async (email: string, company: string) => {
    const res = await gql(stack.gateway, SIGNUP, { input: { firstName: 'A', lastName: 'B', companyName: company, phoneNumber: '+15551112222', email, password: 'secret12' } });
    return { authorization: `Token ${res.body.data.signup.token}` };
  };
  beforeAll(async () => {
    stack = await realStack();
    const apiUrl = stack.gateway.config.apiUrl;
    // The realStack gateway derives utilityApiUrl from the environment; point it at this api's sandbox.
    gateway = createGateway({ config: { apiUrl, utilityApiUrl: `${apiUrl}/utility_service/v2` } });
    auth = await signup('lead@sun.test', 'Sun Co');
    other = await signup('other@moon.test', 'Moon Co');
  });
  afterAll(async () => { await (gateway?.dispatcher as any)?.close?.(); await stack?.close(); });

  it('creates a lead, which enrichment fills with project info', async () => {
    const res = await gql(gateway, `mutation($input: CreateLeadInput!) { createLead(input: $input) { message userErrors { field messages } lead { databaseId stage enrichmentStatus projectInfo { systemSize } } } }`, {
      input: { name: 'Valley Warehouse', customer: { name: 'Valley LLC', phoneNumbers: ['5552223333'] }, property: { siteAddress: '2450 S Orange Ave, Fresno, CA 93725', buildingSize: 40000 }, proposalType: 'MARKETING' },
    }, auth);
    expect(res.body.errors).toBeUndefined();
    expect(res.body.data.createLead).toMatchObject({ message: LEAD_MESSAGES.leadSubmitted, userErrors: [], lead: { stage: 'LEAD_CREATED', enrichmentStatus: 'PENDING', projectInfo: null } });
    leadId = res.body.data.createLead.lead.databaseId;
    await stack.api.ctx.jobs.drain();
    const page = await gql(gateway, LEAD_PAGE, { id: leadId }, auth);
    expect(page.body.data.lead).toMatchObject({ enrichmentStatus: 'COMPLETED', customer: { phoneNumbers: ['+15552223333'] }, organization: { name: 'Sun Co' } });
    expect(page.body.data.lead.projectInfo.systemSize).toBeGreaterThan(0);
    expect(page.body.data.lead.projectInfo.estimatedYearProduction).toBeGreaterThan(0);
    const list = await gql(gateway, '{ leads(search: "valley") { totalCount summary { totalLeads } edges { node { databaseId name address } } } }', {}, auth);
    expect(list.body.data.leads).toMatchObject({ totalCount: 1, summary: { totalLeads: 1 }, edges: [{ node: { databaseId: leadId, address: '2450 S Orange Ave, Fresno, CA 93725' } }] });
  });

  it('uploads a file to the lead through the multipart spec', async () => {
    const file = new File(['kWh,cost\n100,20\n'], 'usage.csv', { type: 'text/csv' });
    const res = await gqlUpload(gateway, `mutation($lead: ID, $file: Upload!) { uploadLeadFile(leadId: $lead, file: $file, fileType: SITE_SURVEY, kind: ADDITIONAL) {
      message userErrors { messages } files { name fileType size } lead { additionalFiles { name fileType } } } }`,
    { lead: toGlobalId('Lead', leadId), file: null }, { file }, auth);
    expect(res.body.errors).toBeUndefined();
    expect(res.body.data.uploadLeadFile).toMatchObject({
      message: 'usage.csv file uploaded successfully', userErrors: [], files: [{ name: 'usage.csv', fileType: 'SITE_SURVEY', size: file.size }],
      lead: { additionalFiles: [{ name: 'usage.csv', fileType: 'SITE_SURVEY' }] },
    });
  });

  it('refuses a file type with the §8 upload message, and sets and removes the system image', async () => {
    const bad = await gqlUpload(gateway, 'mutation($file: Upload!) { uploadLeadFile(file: $file, kind: UTILITY_BILL) { message files { name } userErrors { field messages } } }',
      { file: null }, { file: new File(['MZ'], 'tool.exe', { type: 'application/octet-stream' }) }, auth);
    expect(bad.body.data.uploadLeadFile).toMatchObject({ message: LEAD_MESSAGES.fileUploadFailed('tool.exe'), files: [] });
    expect(bad.body.data.uploadLeadFile.userErrors.length).toBeGreaterThan(0);
    const png = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==', 'base64');
    const id = toGlobalId('Lead', leadId);
    const set = await gqlUpload(gateway, 'mutation($id: ID!, $file: Upload!) { setLeadSystemImage(id: $id, file: $file) { userErrors { messages } lead { systemImagePath } } }',
      { id, file: null }, { file: new File([png], 'roof.png', { type: 'image/png' }) }, auth);
    expect(set.body.data.setLeadSystemImage.userErrors).toEqual([]);
    expect(set.body.data.setLeadSystemImage.lead.systemImagePath).toBeTruthy();
    const removed = await gql(gateway, 'mutation($id: ID!) { removeLeadSystemImage(id: $id) { lead { systemImagePath } } }', { id }, auth);
    expect(removed.body.data.removeLeadSystemImage.lead.systemImagePath).toBeNull();
  });

  it('pages with first/after cursors and sorts by name', async () => {
    for (const name of ['Alpha Barn', 'Beta Barn']) {
      await gql(gateway, 'mutation($input: CreateLeadInput!) { createLead(input: $input) { lead { id } } }', { input: { name, property: { siteAddress: '1 Main St, Denver, CO' } } }, auth);
    }
    const first = await gql(gateway, '{ leads(first: 1, search: "barn", order: {field: NAME, direction: ASC}) { totalCount pageInfo { endCursor hasNextPage } edges { node { name } } } }', {}, auth);
    expect(first.body.data.leads).toMatchObject({ totalCount: 2, pageInfo: { hasNextPage: true }, edges: [{ node: { name: 'Alpha Barn' } }] });
    const next = await gql(gateway, 'query($after: String) { leads(first: 1, after: $after, search: "barn", order: {field: NAME, direction: ASC}) { pageInfo { hasNextPage } edges { node { name } } } }',
      { after: first.body.data.leads.pageInfo.endCursor }, auth);
    expect(next.body.data.leads).toEqual({ pageInfo: { hasNextPage: false }, edges: [{ node: { name: 'Beta Barn' } }] });
  });

  it('imports utility data from the sandbox: the bills CSV becomes a utility bill and the lead reaches stage 2', async () => {
    const res = await gql(gateway, `mutation($lead: ID) { importUtilityData(leadId: $lead, referral: "DEMO-CA-1") { message userErrors { messages } lead { stage utilityBills { name } additionalFiles { fileType } } } }`,
      { lead: toGlobalId('Lead', leadId) }, auth);
    expect(res.body.errors).toBeUndefined();
    const out = res.body.data.importUtilityData;
    expect(out).toMatchObject({ message: LEAD_MESSAGES.utilityLoaded, userErrors: [], lead: { stage: 'UTILITY_DATA' } });
    expect(out.lead.utilityBills).toHaveLength(1);
    expect(out.lead.additionalFiles.map((f: any) => f.fileType)).toContain('INTERVAL_DATA');
  });

  it("answers null for another organization's lead by node(id:) and lead(databaseId:)", async () => {
    const id = toGlobalId('Lead', leadId);
    expect((await gql(gateway, 'query($id: ID!) { node(id: $id) { id } }', { id }, auth)).body.data.node).toEqual({ id });
    expect((await gql(gateway, 'query($id: ID!) { node(id: $id) { id } }', { id }, other)).body.data.node).toBeNull();
    expect((await gql(gateway, LEAD_PAGE, { id: leadId }, other)).body.data.lead).toBeNull();
    expect((await gql(gateway, '{ leads { totalCount } }', {}, other)).body.data.leads.totalCount).toBe(0);
  });

  it('updates, reads project details and deletes the lead', async () => {
    const id = toGlobalId('Lead', leadId);
    const upd = await gql(gateway, `mutation($id: ID!) { updateLead(id: $id, input: { designData: { surveyScheduledDate: "${SURVEY_DAY}" }, notes: "gate code 42" }) {
      message lead { stage notes projectInfo { estimatedYearProduction essEpcPrice } designData { surveyScheduledDate } } } }`, { id }, auth);
    expect(upd.body.data.updateLead).toMatchObject({ message: LEAD_MESSAGES.leadUpdated, lead: { stage: 'SITE_SURVEY', notes: 'gate code 42', designData: { surveyScheduledDate: SURVEY_DAY } } });
    expect(upd.body.data.updateLead.lead.projectInfo.essEpcPrice).not.toBeNull();
    const details = await gql(gateway, 'query($id: ID!) { projectDetails(leadId: $id) { leadDatabaseId enrichmentStatus projectInfo { estimatedYearProduction } } leadEnrichmentStatus(leadId: $id) { status enrichedData { rooftopSolarCapacity } } }', { id }, auth);
    expect(details.body.data.projectDetails).toMatchObject({ leadDatabaseId: leadId, enrichmentStatus: 'COMPLETED' });
    expect(details.body.data.leadEnrichmentStatus.enrichedData.rooftopSolarCapacity).toBeGreaterThan(0);
    // Issue 15: cancelled, the lead leaves the list, refuses changes, and comes back when restored.
    const cancel = await gql(gateway, 'mutation($id: ID!) { cancelLead(id: $id, reason: "  ") { userErrors { field messages } lead { id } } }', { id }, auth);
    expect(cancel.body.data.cancelLead).toMatchObject({ lead: null, userErrors: [{ field: 'reason', messages: ['Say why the lead is cancelled.'] }] });
    const cancelled = await gql(gateway, 'mutation($id: ID!) { cancelLead(id: $id, reason: "Chose a competitor") { message lead { cancellation { reason cancelledByName } } } }', { id }, auth);
    expect(cancelled.body.data.cancelLead).toEqual({ message: LEAD_MESSAGES.leadCancelled, lead: { cancellation: { reason: 'Chose a competitor', cancelledByName: 'A B' } } });
    const lists = await gql(gateway, '{ open: leads { edges { node { databaseId } } } lost: leads(state: CANCELLED) { totalCount edges { node { databaseId } } } }', {}, auth);
    expect(lists.body.data.open.edges.map((e: any) => e.node.databaseId)).not.toContain(leadId);
    expect(lists.body.data.lost).toEqual({ totalCount: 1, edges: [{ node: { databaseId: leadId } }] });
    const refused = await gql(gateway, 'mutation($id: ID!) { updateLead(id: $id, input: { notes: "x" }) { userErrors { messages } } }', { id }, auth);
    expect(refused.body.data.updateLead.userErrors[0].messages).toEqual(['This lead is cancelled. Restore it to change it.']);
    const restored = await gql(gateway, 'mutation($id: ID!) { restoreLead(id: $id) { message lead { cancellation { reason } } } }', { id }, auth);
    expect(restored.body.data.restoreLead).toEqual({ message: LEAD_MESSAGES.leadRestored, lead: { cancellation: null } });
    const del = await gql(gateway, 'mutation($id: ID!) { deleteLead(id: $id) { deletedLeadId message } }', { id }, auth);
    expect(del.body.data.deleteLead).toEqual({ deletedLeadId: id, message: LEAD_MESSAGES.leadDeleted });
    expect((await gql(gateway, LEAD_PAGE, { id: leadId }, auth)).body.data.lead).toBeNull();
  });
});

describe('bulk lead actions (issue 15) against a mocked REST layer', () => {
  it('sends numeric ids and answers global ids, with the leads left alone and why', async () => {
    const { gateway, mock, auth, agent } = mockedGateway();
    const sent: { body?: any } = {};
    mock.intercept({ path: '/api/bulk_leads/', method: 'POST', body: capture(sent) })
      .reply(200, { detail: '1 lead cancelled.', done: [7], refused: [{ id: 8, detail: 'Not found.' }] }, JSON_HEADERS);
    const res = await gql(gateway, 'mutation($ids: [ID!]!) { bulkCancelLeads(ids: $ids, reason: "No response") { message doneLeadIds refused { leadId message } userErrors { field } } }',
      { ids: [toGlobalId('Lead', 7), toGlobalId('Lead', 8)] }, auth);
    expect(res.body.data.bulkCancelLeads).toEqual({
      message: '1 lead cancelled.', doneLeadIds: [toGlobalId('Lead', 7)], refused: [{ leadId: toGlobalId('Lead', 8), message: 'Not found.' }], userErrors: [],
    });
    expect(sent.body).toEqual({ action: 'cancel', reason: 'No response', ids: [7, 8] });
    agent.assertNoPendingInterceptors();
  });

  it('refuses ten thousand ids before any upstream call (the list argument limit)', async () => {
    const { gateway, auth } = mockedGateway();
    const ids = Array.from({ length: 10_000 }, (_, i) => toGlobalId('Lead', i + 1));
    const res = await gql(gateway, 'mutation($ids: [ID!]!) { bulkCancelLeads(ids: $ids, reason: "x") { doneLeadIds } }', { ids }, auth);
    expect(res.body.data?.bulkCancelLeads ?? null).toBeNull();
    expect(res.body.errors?.[0]).toMatchObject({ message: 'A list argument may hold at most 100 items.', extensions: { code: 'BAD_USER_INPUT' } });
  });

  it('refuses an id of another type before any call, and answers a refused request as userErrors', async () => {
    const { gateway, mock, auth } = mockedGateway();
    const wrong = await gql(gateway, 'mutation($ids: [ID!]!) { bulkAssignLeads(ids: $ids, userId: null) { doneLeadIds userErrors { field } } }', { ids: [toGlobalId('User', 7)] }, auth);
    expect(wrong.body.errors?.[0]?.extensions?.code ?? wrong.body.data?.bulkAssignLeads?.userErrors?.[0]?.field).toBeTruthy();
    mock.intercept({ path: '/api/bulk_leads/', method: 'POST' }).reply(403, { detail: 'Only organization admins and super admins can change the organization or the assigned user of a lead.' }, JSON_HEADERS);
    const refused = await gql(gateway, 'mutation($ids: [ID!]!) { bulkAssignLeads(ids: $ids, userId: null) { doneLeadIds refused { leadId } userErrors { code messages } } }', { ids: [toGlobalId('Lead', 7)] }, auth);
    expect(refused.body.data.bulkAssignLeads).toMatchObject({ doneLeadIds: [], refused: [], userErrors: [{ code: 'FORBIDDEN' }] });
  });
});
