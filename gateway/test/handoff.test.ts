/**
 * The handoff after the sale through the gateway (issue 26, item 18): Query.handoff, Lead.handoff,
 * handedLeads, handoffEpcOrganizations and the three mutations against a mocked REST layer.
 */
import { describe, expect, it } from 'vitest';
import { toGlobalId } from '../src/resolvers/ids.js';
import { HANDOFF_MESSAGES } from '../src/resolvers/handoff.js';
import { gql, mockedGateway } from './harness.js';
import { expectCall } from './documents-fixtures.js';

const LEAD_ID = toGlobalId('Lead', 5);
const step = (s: string, over: Record<string, unknown> = {}) => ({ step: s, label: s, owner: null, due_date: null, done_date: null, note: '', updated: null, updated_by_name: null, ...over });
const restHandoff = (over: Record<string, unknown> = {}) => ({
  lead: 5, lead_name: 'Fresno Cold Storage', organization: { id: 1, name: 'Sunrise' }, ready: true, key: 'customer_signed',
  ppa: { id: 9, signed_datetime: '2026-11-20T10:00:00.000Z', signer_name: 'Grace Hopper' },
  epc_organization: { id: 3, name: 'Volt EPC' }, handed_at: '2026-11-21T10:00:00.000Z', handed_by_name: 'Ada Admin',
  viewer_side: 'epc', can_work: true, can_hand_off: false, progress: { done: 1, total: 5 },
  steps: [step('site_survey'), step('permits', { done_date: '2026-11-25', note: 'B-2291', owner: { id: 8, name: 'Pat Crew', organization: 3 }, updated_by_name: 'Pat Crew' }),
    step('interconnection'), step('install_scheduled'), step('pto')],
  packet: {
    customer: { name: 'Grace Hopper', email: 'grace@x.test', phone: '+15595550142' },
    site: { address: '2450 S Cherry Ave, Fresno, CA 93706', latitude: 36.7, longitude: -119.7 }, system: { size_kw: 250 },
    documents: [{ id: 9, type: 'Clean Energy PPA', signed_datetime: '2026-11-20T10:00:00.000Z', signer_name: 'Grace Hopper', url: 'http://api.test/api/media/x?sig=1' }],
  },
  assignable_users: [{ id: 8, name: 'Pat Crew', organization: { id: 3, name: 'Volt EPC' } }],
  ...over,
});
const HANDOFF = `leadId leadDatabaseId leadName ready openedBy ppaSignerName viewerSide viewerCanWork viewerCanHandOff handedByName
  sellerOrganization { name } epcOrganization { databaseId name } progress { done total }
  steps { kind label dueDate doneDate note owner { databaseId name } updatedByName }
  packet { customerName customerEmail customerPhone siteAddress systemSizeKw documents { databaseId type signerName url } }
  assignableUsers { databaseId name organizationName }`;

describe('Query.handoff', () => {
  it('answers the checklist, progress and packet of a handed lead', async () => {
    const { gateway, mock, auth } = mockedGateway();
    expectCall(mock, 'GET', '/api/handoff/5/', 200, restHandoff());
    const res = await gql(gateway, `{ handoff(leadDatabaseId: 5) { ${HANDOFF} } }`, {}, auth);
    expect(res.body.errors).toBeUndefined();
    const h = res.body.data.handoff;
    expect(h).toMatchObject({ leadId: LEAD_ID, leadDatabaseId: 5, ready: true, openedBy: 'customer_signed', viewerSide: 'EPC', viewerCanWork: true, viewerCanHandOff: false,
      epcOrganization: { databaseId: 3, name: 'Volt EPC' }, progress: { done: 1, total: 5 } });
    expect(h.steps.map((s: any) => s.kind)).toEqual(['SITE_SURVEY', 'PERMITS', 'INTERCONNECTION', 'INSTALL_SCHEDULED', 'PTO']);
    expect(h.steps[1]).toMatchObject({ doneDate: '2026-11-25', note: 'B-2291', owner: { databaseId: 8, name: 'Pat Crew' } });
    expect(h.packet).toMatchObject({ customerEmail: 'grace@x.test', systemSizeKw: 250, documents: [{ databaseId: 9, type: 'Clean Energy PPA' }] });
    expect(h.assignableUsers).toEqual([{ databaseId: 8, name: 'Pat Crew', organizationName: 'Volt EPC' }]);
  });

  it('is null when the api answers 404 (another organization, not handed, revoked)', async () => {
    const { gateway, mock, auth } = mockedGateway();
    expectCall(mock, 'GET', '/api/handoff/6/', 404, { detail: 'Not found.' });
    const res = await gql(gateway, '{ handoff(leadDatabaseId: 6) { leadId } }', {}, auth);
    expect(res.body.errors).toBeUndefined();
    expect(res.body.data.handoff).toBeNull();
    const none = await gql(gateway, '{ handoff(leadDatabaseId: 0) { leadId } }', {}, auth);
    expect(none.body.data.handoff).toBeNull();
  });
});

describe('handedLeads and handoffEpcOrganizations', () => {
  it('lists the leads handed to us with progress, paged', async () => {
    const { gateway, mock, auth } = mockedGateway();
    expectCall(mock, 'GET', '/api/handoffs/', 200, { count: 1, results: [{ lead: 5, lead_name: 'Fresno Cold Storage', site_address: 'a', system_size_kw: 250, seller_organization: 'Sunrise',
      epc_organization: { id: 3, name: 'Volt EPC' }, handed_at: '2026-11-21T10:00:00.000Z', cancelled: false, progress: { done: 2, total: 5 }, next_due: '2026-12-01' }] }, { limit: '10', offset: '0' });
    const res = await gql(gateway, '{ handedLeads(first: 10) { totalCount items { leadId leadDatabaseId leadName sellerOrganizationName progress { done total } nextDue cancelled epcOrganization { name } } } }', {}, auth);
    expect(res.body.errors).toBeUndefined();
    expect(res.body.data.handedLeads).toEqual({ totalCount: 1, items: [{ leadId: LEAD_ID, leadDatabaseId: 5, leadName: 'Fresno Cold Storage', sellerOrganizationName: 'Sunrise',
      progress: { done: 2, total: 5 }, nextDue: '2026-12-01', cancelled: false, epcOrganization: { name: 'Volt EPC' } }] });
    const bad = await gql(gateway, '{ handedLeads(first: 1000) { totalCount } }', {}, auth);
    expect(bad.body.errors?.[0].extensions.code).toBe('BAD_USER_INPUT');
  });

  it('lists EPC organizations to admins; FORBIDDEN to others', async () => {
    const { gateway, mock, auth } = mockedGateway();
    expectCall(mock, 'GET', '/api/handoff_epc_organizations/', 200, { results: [{ id: 3, name: 'Volt EPC' }] });
    const ok = await gql(gateway, '{ handoffEpcOrganizations { databaseId name } }', {}, auth);
    expect(ok.body.data.handoffEpcOrganizations).toEqual([{ databaseId: 3, name: 'Volt EPC' }]);
    expectCall(mock, 'GET', '/api/handoff_epc_organizations/', 403, { detail: 'You do not have permission to perform this action.' });
    const refused = await gql(gateway, '{ handoffEpcOrganizations { databaseId } }', {}, auth);
    expect(refused.body.errors?.[0].extensions.code).toBe('FORBIDDEN');
  });
});

describe('handoff mutations', () => {
  it('updateHandoffStep sends only the fields given (null clears) and answers the handoff', async () => {
    const { gateway, mock, auth } = mockedGateway();
    const patch = expectCall(mock, 'PATCH', '/api/handoff/5/steps/permits/', 200, { detail: HANDOFF_MESSAGES.stepSaved, handoff: restHandoff() });
    const res = await gql(gateway, `mutation($id: ID!, $input: UpdateHandoffStepInput!) { updateHandoffStep(leadId: $id, step: PERMITS, input: $input) { message handoff { progress { done } } userErrors { field code messages } } }`,
      { id: LEAD_ID, input: { doneDate: '2026-11-25', ownerId: null } }, auth);
    expect(res.body.errors).toBeUndefined();
    expect(patch.body).toEqual({ done_date: '2026-11-25', owner: null });
    expect(res.body.data.updateHandoffStep).toEqual({ message: HANDOFF_MESSAGES.stepSaved, handoff: { progress: { done: 1 } }, userErrors: [] });
  });

  it('answers the api\'s refusals in userErrors (400 field, 409, 404)', async () => {
    const { gateway, mock, auth } = mockedGateway();
    expectCall(mock, 'PATCH', '/api/handoff/5/steps/pto/', 400, { done_date: ['A done date cannot be in the future.'] });
    const bad = await gql(gateway, `mutation($id: ID!) { updateHandoffStep(leadId: $id, step: PTO, input: { doneDate: "2099-01-01" }) { handoff { leadId } userErrors { code messages } } }`, { id: LEAD_ID }, auth);
    expect(bad.body.data.updateHandoffStep.handoff).toBeNull();
    expect(bad.body.data.updateHandoffStep.userErrors).toEqual([{ code: 'INVALID_INPUT', messages: ['A done date cannot be in the future.'] }]);
    expectCall(mock, 'POST', '/api/handoff/5/revoke/', 409, { detail: 'This lead is not handed to an EPC organization.' });
    const conflict = await gql(gateway, `mutation($id: ID!) { revokeHandoff(leadId: $id) { userErrors { code } } }`, { id: LEAD_ID }, auth);
    expect(conflict.body.data.revokeHandoff.userErrors[0].code).toBe('CONFLICT');
    expectCall(mock, 'POST', '/api/handoff/5/hand_off/', 404, { detail: 'Not found.' });
    const missing = await gql(gateway, `mutation($id: ID!) { handOffLead(leadId: $id, epcOrganizationId: 3) { userErrors { code } } }`, { id: LEAD_ID }, auth);
    expect(missing.body.data.handOffLead.userErrors[0].code).toBe('NOT_FOUND');
    // Not a lead's id: refused before any call.
    const wrong = await gql(gateway, `mutation($id: ID!) { revokeHandoff(leadId: $id) { userErrors { code } } }`, { id: toGlobalId('Proposal', 5) }, auth);
    expect(JSON.stringify(wrong.body)).toMatch(/BAD_USER_INPUT|INVALID_INPUT/);
  });

  it('handOffLead posts the EPC organization; revokeHandoff revokes', async () => {
    const { gateway, mock, auth } = mockedGateway();
    const post = expectCall(mock, 'POST', '/api/handoff/5/hand_off/', 200, { detail: HANDOFF_MESSAGES.handedOff('Volt EPC'), handoff: restHandoff({ viewer_side: 'seller', can_hand_off: true }) });
    const res = await gql(gateway, `mutation($id: ID!) { handOffLead(leadId: $id, epcOrganizationId: 3) { message handoff { viewerSide viewerCanHandOff epcOrganization { name } } } }`, { id: LEAD_ID }, auth);
    expect(post.body).toEqual({ epc_organization: 3 });
    expect(res.body.data.handOffLead).toEqual({ message: HANDOFF_MESSAGES.handedOff('Volt EPC'), handoff: { viewerSide: 'SELLER', viewerCanHandOff: true, epcOrganization: { name: 'Volt EPC' } } });
    expectCall(mock, 'POST', '/api/handoff/5/revoke/', 200, { detail: HANDOFF_MESSAGES.revoked, handoff: restHandoff({ epc_organization: null, viewer_side: 'seller' }) });
    const revoked = await gql(gateway, `mutation($id: ID!) { revokeHandoff(leadId: $id) { message handoff { epcOrganization { name } } } }`, { id: LEAD_ID }, auth);
    expect(revoked.body.data.revokeHandoff).toEqual({ message: HANDOFF_MESSAGES.revoked, handoff: { epcOrganization: null } });
  });
});
