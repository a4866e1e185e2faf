import fs from 'node:fs';
import { afterEach, describe, expect, it } from 'vitest';
import { buildSchema, getNamedType, isInputObjectType, isObjectType } from 'graphql';
import { schemaPath } from '../src/yoga.js';
import { toGlobalId } from '../src/resolvers/ids.js';
import { gqlUpload, mockedGateway } from './harness.js';

/**
 * Issue 24, item 2: every place that takes a global id refuses a malformed one, or one of another
 * type, as BAD_USER_INPUT (a top-level error), before any call to the api; `node(id:)` and
 * `nodes(ids:)` take an id of any Node type, and refuse ids of objects that are not nodes.
 */
const raw = (text: string) => Buffer.from(text).toString('base64url');
const MALFORMED = [
  'not-an-id', '', '123', raw('Lead'), raw('Lead:'), raw('Lead:0'), raw('Lead:-3'), raw('Lead:7.5'), raw('Lead:7:x'), raw('Lead: 7'),
  raw('Lead:0x7'), raw('Lead:1e3'), raw('Lead:007'), raw('Lead:99999999999999999999'), raw(':7'), `${toGlobalId('Lead', 7)}=`, `${toGlobalId('Lead', 7)}!`,
  Buffer.from('Lead:77').toString('base64'), '\u0000', 'x'.repeat(10_000),
];
/** A well-formed id whose type no argument (and no node(id:)) takes. */
const NO_SUCH_TYPE = toGlobalId('Nope', 7);

type Case = { query: string; variables?: Record<string, unknown>; upload?: true; wrongType: string[] };
const LEAD = toGlobalId('Lead', 7);
const ORG = toGlobalId('Organization', 3);
/** `$id` is the id under test; `wrongType` are well-formed ids of types the place does not take. */
const CASES: Record<string, Case> = {
  'Query.node(id)': { query: 'query($id: ID!) { node(id: $id) { id } }', wrongType: [toGlobalId('LeadFile', 7), toGlobalId('LeadView', 7), toGlobalId('ProposalLink', 7)] },
  'Query.nodes(ids)': { query: 'query($id: ID!) { nodes(ids: [$id]) { id } }', wrongType: [toGlobalId('LeadFile', 7)] },
  'Query.leads(organizationId)': { query: 'query($id: ID) { leads(organizationId: $id) { totalCount } }', wrongType: [LEAD] },
  'Query.leads(associatedUserId)': { query: 'query($id: ID) { leads(associatedUserId: $id) { totalCount } }', wrongType: [ORG] },
  'Query.leadsSummary(organizationId)': { query: 'query($id: ID) { leadsSummary(organizationId: $id) { totalLeads } }', wrongType: [LEAD] },
  'Query.leadsSummary(associatedUserId)': { query: 'query($id: ID) { leadsSummary(associatedUserId: $id) { totalLeads } }', wrongType: [LEAD] },
  'Query.leadEnrichmentStatus(leadId)': { query: 'query($id: ID!) { leadEnrichmentStatus(leadId: $id) { __typename } }', wrongType: [ORG] },
  'Query.projectDetails(leadId)': { query: 'query($id: ID!) { projectDetails(leadId: $id) { __typename } }', wrongType: [ORG] },
  'Mutation.updateOrganization(input.id)': { query: 'mutation($id: ID!) { updateOrganization(input: { id: $id }) { __typename } }', wrongType: [LEAD] },
  // Issue 26, item 9: the Organizations screen's mutations (ManagedOrganization ids).
  'Mutation.updateManagedOrganization(input.id)': { query: 'mutation($id: ID!) { updateManagedOrganization(input: { id: $id }) { __typename } }', wrongType: [ORG] },
  'Mutation.deactivateOrganization(input.id)': { query: 'mutation($id: ID!) { deactivateOrganization(input: { id: $id }) { __typename } }', wrongType: [ORG] },
  'Mutation.reactivateOrganization(input.id)': { query: 'mutation($id: ID!) { reactivateOrganization(input: { id: $id }) { __typename } }', wrongType: [ORG] },
  'Mutation.updateOrganizationMember(input.organizationId)': { query: `mutation($id: ID!) { updateOrganizationMember(input: { organizationId: $id, userId: "${toGlobalId('User', 7)}" }) { __typename } }`, wrongType: [ORG] },
  'Mutation.updateOrganizationMember(input.userId)': { query: `mutation($id: ID!) { updateOrganizationMember(input: { organizationId: "${toGlobalId('ManagedOrganization', 7)}", userId: $id }) { __typename } }`, wrongType: [LEAD] },
  // Issue 26: agreements' countersignature, tasks, the handoff, invites, reminders.
  'Mutation.countersignAgreement(id)': { query: 'mutation($id: ID!) { countersignAgreement(id: $id, input: { fullName: "A B", agree: true }) { __typename } }', wrongType: [LEAD] },
  'Mutation.createTask(input.leadId)': { query: 'mutation($id: ID!) { createTask(input: { leadId: $id, kind: CALL, dueDate: "2026-12-01" }) { __typename } }', wrongType: [ORG] },
  'Mutation.createTask(input.assigneeId)': { query: `mutation($id: ID!) { createTask(input: { leadId: "${LEAD}", kind: CALL, dueDate: "2026-12-01", assigneeId: $id }) { __typename } }`, wrongType: [LEAD] },
  'Mutation.updateTask(id)': { query: 'mutation($id: ID!) { updateTask(id: $id, input: { note: "x" }) { __typename } }', wrongType: [LEAD] },
  'Mutation.updateTask(input.assigneeId)': { query: `mutation($id: ID!) { updateTask(id: "${toGlobalId('Task', 7)}", input: { assigneeId: $id }) { __typename } }`, wrongType: [LEAD] },
  'Mutation.setTaskDone(id)': { query: 'mutation($id: ID!) { setTaskDone(id: $id, done: true) { __typename } }', wrongType: [LEAD] },
  'Mutation.deleteTask(id)': { query: 'mutation($id: ID!) { deleteTask(id: $id) { __typename } }', wrongType: [LEAD] },
  'Mutation.handOffLead(leadId)': { query: 'mutation($id: ID!) { handOffLead(leadId: $id, epcOrganizationId: 3) { __typename } }', wrongType: [ORG] },
  'Mutation.revokeHandoff(leadId)': { query: 'mutation($id: ID!) { revokeHandoff(leadId: $id) { __typename } }', wrongType: [ORG] },
  'Mutation.updateHandoffStep(leadId)': { query: 'mutation($id: ID!) { updateHandoffStep(leadId: $id, step: SITE_SURVEY, input: { note: "x" }) { __typename } }', wrongType: [ORG] },
  'Mutation.revokeInvite(id)': { query: 'mutation($id: ID!) { revokeInvite(id: $id) { __typename } }', wrongType: [LEAD] },
  'Mutation.resendInvite(id)': { query: 'mutation($id: ID!) { resendInvite(id: $id) { __typename } }', wrongType: [LEAD] },
  'Mutation.updateReminderSettings(input.organizationId)': { query: 'mutation($id: ID!) { updateReminderSettings(input: { organizationId: $id, enabled: true, days: [3] }) { __typename } }', wrongType: [LEAD] },
  'Mutation.createLead(input.utilityBills)': { query: 'mutation($id: ID!) { createLead(input: { name: "x", property: {}, utilityBills: [$id] }) { __typename } }', wrongType: [LEAD] },
  'Mutation.createLead(input.additionalFiles)': { query: 'mutation($id: ID!) { createLead(input: { name: "x", property: {}, additionalFiles: [$id] }) { __typename } }', wrongType: [LEAD] },
  'Mutation.updateLead(id)': { query: 'mutation($id: ID!) { updateLead(id: $id, input: {}) { __typename } }', wrongType: [ORG] },
  'Mutation.submitLead(id)': { query: 'mutation($id: ID!) { submitLead(id: $id) { __typename } }', wrongType: [ORG] },
  'Mutation.cancelLead(id)': { query: 'mutation($id: ID!) { cancelLead(id: $id, reason: "x") { __typename } }', wrongType: [ORG] },
  'Mutation.bulkCancelLeads(ids)': { query: 'mutation($id: ID!) { bulkCancelLeads(ids: [$id], reason: "x") { __typename } }', wrongType: [ORG] },
  'Mutation.bulkAssignLeads(ids)': { query: 'mutation($id: ID!) { bulkAssignLeads(ids: [$id]) { __typename } }', wrongType: [ORG] },
  'Mutation.bulkAssignLeads(userId)': { query: `mutation($id: ID) { bulkAssignLeads(ids: ["${LEAD}"], userId: $id) { __typename } }`, wrongType: [LEAD] },
  'Mutation.restoreLead(id)': { query: 'mutation($id: ID!) { restoreLead(id: $id) { __typename } }', wrongType: [ORG] },
  'Mutation.deleteLead(id)': { query: 'mutation($id: ID!) { deleteLead(id: $id) { __typename } }', wrongType: [ORG] },
  'Mutation.uploadLeadFile(leadId)': { query: 'mutation($id: ID, $file: Upload!) { uploadLeadFile(leadId: $id, file: $file, kind: ADDITIONAL) { __typename } }', upload: true, wrongType: [ORG] },
  'Mutation.deleteLeadFile(fileId)': { query: `mutation($id: ID!) { deleteLeadFile(fileId: $id, kind: ADDITIONAL, leadId: "${LEAD}") { __typename } }`, wrongType: [LEAD] },
  'Mutation.deleteLeadFile(leadId)': { query: `mutation($id: ID) { deleteLeadFile(fileId: "${toGlobalId('LeadFile', 7)}", kind: ADDITIONAL, leadId: $id) { __typename } }`, wrongType: [ORG] },
  'Mutation.setLeadSystemImage(id)': { query: 'mutation($id: ID!, $file: Upload!) { setLeadSystemImage(id: $id, file: $file) { __typename } }', upload: true, wrongType: [ORG] },
  'Mutation.removeLeadSystemImage(id)': { query: 'mutation($id: ID!) { removeLeadSystemImage(id: $id) { __typename } }', wrongType: [ORG] },
  'Mutation.assignLead(id)': { query: `mutation($id: ID!) { assignLead(id: $id, organizationId: "${ORG}") { __typename } }`, wrongType: [ORG] },
  'Mutation.assignLead(organizationId)': { query: `mutation($id: ID!) { assignLead(id: "${LEAD}", organizationId: $id) { __typename } }`, wrongType: [LEAD] },
  'Mutation.assignLead(userId)': { query: `mutation($id: ID) { assignLead(id: "${LEAD}", organizationId: "${ORG}", userId: $id) { __typename } }`, wrongType: [ORG] },
  'Mutation.importUtilityData(leadId)': { query: 'mutation($id: ID) { importUtilityData(leadId: $id, referral: "x") { __typename } }', wrongType: [ORG] },
  'Mutation.deleteLeadView(id)': { query: 'mutation($id: ID!) { deleteLeadView(id: $id) { __typename } }', wrongType: [LEAD] },
  'Mutation.createProposal(input.leadId)': { query: 'mutation($id: ID!) { createProposal(input: { leadId: $id, proposalType: MARKETING }) { __typename } }', wrongType: [ORG] },
  'Mutation.updateProposal(id)': { query: 'mutation($id: ID!) { updateProposal(id: $id, input: {}) { __typename } }', wrongType: [LEAD] },
  'Mutation.generateProposal(id)': { query: 'mutation($id: ID!) { generateProposal(id: $id) { __typename } }', wrongType: [LEAD] },
  'Mutation.setProposalActive(id)': { query: 'mutation($id: ID!) { setProposalActive(id: $id, isActive: true) { __typename } }', wrongType: [LEAD] },
  'Mutation.requestProposal(id)': { query: 'mutation($id: ID!) { requestProposal(id: $id) { __typename } }', wrongType: [LEAD] },
  'Mutation.unlockProposal(leadId)': { query: 'mutation($id: ID!) { unlockProposal(leadId: $id) { __typename } }', wrongType: [toGlobalId('Proposal', 7)] },
  'Mutation.uploadProposalPdf(id)': { query: 'mutation($id: ID!, $file: Upload!) { uploadProposalPdf(id: $id, file: $file) { __typename } }', upload: true, wrongType: [LEAD] },
  'Mutation.createQuote(input.leadId)': { query: 'mutation($id: ID!) { createQuote(input: { leadId: $id }) { __typename } }', wrongType: [toGlobalId('Proposal', 7)] },
  'Mutation.createPaceQuote(input.leadId)': { query: 'mutation($id: ID!) { createPaceQuote(input: { leadId: $id, pace: {} }) { __typename } }', wrongType: [toGlobalId('Quote', 7)] },
  'Mutation.updateQuote(id)': { query: 'mutation($id: ID!) { updateQuote(id: $id, input: {}) { __typename } }', wrongType: [toGlobalId('Proposal', 7)] },
  'Mutation.generateQuote(id)': { query: 'mutation($id: ID!) { generateQuote(id: $id) { __typename } }', wrongType: [toGlobalId('Proposal', 7)] },
  'Mutation.sendAgreement(leadId)': { query: 'mutation($id: ID!) { sendAgreement(leadId: $id, agreementType: LOI) { __typename } }', wrongType: [toGlobalId('Proposal', 7)] },
  'Mutation.sendAgreement(proposalId)': { query: `mutation($id: ID) { sendAgreement(leadId: "${LEAD}", agreementType: LOI, proposalId: $id) { __typename } }`, wrongType: [LEAD] },
  'Mutation.resendAgreement(id)': { query: 'mutation($id: ID!) { resendAgreement(id: $id) { __typename } }', wrongType: [toGlobalId('Proposal', 7)] },
  'Mutation.voidAgreement(id)': { query: 'mutation($id: ID!) { voidAgreement(id: $id) { __typename } }', wrongType: [toGlobalId('Proposal', 7)] },
  'Mutation.createProposalLink(proposalId)': { query: 'mutation($id: ID!) { createProposalLink(proposalId: $id) { __typename } }', wrongType: [LEAD] },
  'Mutation.revokeProposalLink(id)': { query: 'mutation($id: ID!) { revokeProposalLink(id: $id) { __typename } }', wrongType: [toGlobalId('Proposal', 7)] },
  'Mutation.createInvite(input.organizationId)': { query: 'mutation($id: ID) { createInvite(input: { email: "a@b.test", type: USER, organizationId: $id }) { __typename } }', wrongType: [LEAD] },
  'Mutation.deleteResource(id)': { query: 'mutation($id: ID!) { deleteResource(id: $id) { __typename } }', wrongType: [LEAD] },
  'Mutation.deleteBulkEnrichment(id)': { query: 'mutation($id: ID!) { deleteBulkEnrichment(id: $id) { __typename } }', wrongType: [toGlobalId('ProspectBulkEnrichment', 7)] },
  'Mutation.deleteProspectBulkEnrichment(id)': { query: 'mutation($id: ID!) { deleteProspectBulkEnrichment(id: $id) { __typename } }', wrongType: [toGlobalId('BulkEnrichment', 7)] },
  'Mutation.markNotificationsRead(ids)': { query: 'mutation($id: ID!) { markNotificationsRead(ids: [$id]) { __typename } }', wrongType: [LEAD] },
};

/** Every argument and input field of type ID in the schema, named as CASES names them. */
function idCoordinates(): string[] {
  const schema = buildSchema(fs.readFileSync(schemaPath, 'utf8'));
  const inputsWithIds = new Map<string, string[]>();
  for (const type of Object.values(schema.getTypeMap())) {
    if (isInputObjectType(type)) inputsWithIds.set(type.name, Object.values(type.getFields()).filter((f) => getNamedType(f.type).name === 'ID').map((f) => f.name));
  }
  const found: string[] = [];
  for (const type of Object.values(schema.getTypeMap())) {
    if (!isObjectType(type) || type.name.startsWith('__')) continue;
    for (const field of Object.values(type.getFields())) {
      for (const arg of field.args) {
        const named = getNamedType(arg.type).name;
        if (named === 'ID') found.push(`${type.name}.${field.name}(${arg.name})`);
        for (const inner of inputsWithIds.get(named) ?? []) found.push(`${type.name}.${field.name}(${arg.name}.${inner})`);
      }
    }
  }
  return found.sort();
}

describe('a malformed id, or an id of another type, is BAD_USER_INPUT wherever an id is taken (issue 24, item 2)', () => {
  let kit: ReturnType<typeof mockedGateway> | undefined;
  afterEach(async () => kit?.close());
  // Lead.leadFile(id) and Subscription.leadChanged(id) are tested below (they need a lead, a stream).
  const ELSEWHERE = ['Lead.leadFile(id)', 'Subscription.leadChanged(id)'];

  it('has a case for every argument and input field of type ID in the schema', () => {
    expect(idCoordinates()).toEqual([...Object.keys(CASES), ...ELSEWHERE].sort());
  });

  it.each(Object.entries(CASES))('%s', async (_name, { query, upload, wrongType }) => {
    kit = mockedGateway();
    // Uploads are read only for a session the api knows (the upload plugin asks for /user/ first).
    if (upload) kit.answer('GET', '/user/', 200, { id: 5 }, { times: 1000 });
    for (const id of [...MALFORMED, NO_SUCH_TYPE, ...wrongType]) {
      const res = upload
        ? await gqlUpload(kit.gateway, query, { id, file: null }, { file: new File(['x'], 'a.pdf', { type: 'application/pdf' }) }, kit.auth)
        : await kit.execute(query, { id }).then(({ status, data, errors }) => ({ status, body: { data, errors } }));
      const label = `${JSON.stringify(id).slice(0, 60)}`;
      expect(res.status, label).toBe(200);
      expect(res.body.errors, label).toMatchObject([{ extensions: { code: 'BAD_USER_INPUT' } }]);
    }
    expect(kit.calls().filter((call) => call.path !== '/user/'), 'no api call for a refused id').toEqual([]);
  });
});

describe('node(id:), nodes(ids:) and the other places that take an id', () => {
  let kit: ReturnType<typeof mockedGateway> | undefined;
  afterEach(async () => kit?.close());

  it('answers null, with no error, for a well-formed id of any Node type that is missing or not yours', async () => {
    kit = mockedGateway();
    kit.mock.intercept({ path: /\/api\//, method: 'GET' }).reply(404, { detail: 'Not found.' }, { headers: { 'content-type': 'application/json' } }).persist();
    for (const type of ['Lead', 'Proposal', 'Quote', 'Agreement', 'Invite', 'Resource', 'BulkEnrichment', 'ProspectBulkEnrichment', 'Notification']) {
      const res = await kit.execute('query($id: ID!) { node(id: $id) { id } }', { id: toGlobalId(type, 424242) });
      expect(res.errors, type).toBeUndefined();
      expect(res.data, type).toEqual({ node: null });
    }
    expect((await kit.execute('{ lead(databaseId: 0) { id } }')).data).toEqual({ lead: null });
  });

  it('answers each id of nodes(ids:) on its own: a refused one is null with its error, the others are answered', async () => {
    kit = mockedGateway();
    kit.answer('GET', '/lead/7/', 200, { id: 7, name: 'Oak', utility_bills: [], additional_files: [] });
    kit.answer('GET', '/lead/8/', 404, { detail: 'Not found.' });
    const res = await kit.execute('query($ids: [ID!]!) { nodes(ids: $ids) { id } }', { ids: ['not-an-id', toGlobalId('LeadFile', 3), toGlobalId('Lead', 7), toGlobalId('Lead', 8)] });
    expect(res.data).toEqual({ nodes: [null, null, { id: toGlobalId('Lead', 7) }, null] });
    expect(res.errors).toMatchObject([
      { message: 'ids.0: Invalid id "not-an-id".', path: ['nodes', 0], extensions: { code: 'BAD_USER_INPUT' } },
      { message: 'ids.1: Expected an id of a Node.', path: ['nodes', 1], extensions: { code: 'BAD_USER_INPUT' } },
    ]);
  });

  it('refuses a malformed id in Lead.leadFile(id:) and Subscription.leadChanged(id:)', async () => {
    kit = mockedGateway();
    kit.answer('GET', '/lead/7/', 200, { id: 7, name: 'Oak', utility_bills: [], additional_files: [] }, { times: 100 });
    for (const id of [...MALFORMED.slice(0, 12), toGlobalId('Lead', 7)]) {
      const res = await kit.execute('query($id: ID!) { lead(databaseId: 7) { leadFile(id: $id) { id } } }', { id });
      expect(res.errors, id).toMatchObject([{ path: ['lead', 'leadFile'], extensions: { code: 'BAD_USER_INPUT' } }]);
    }
    for (const id of ['not-an-id', raw('Lead:7:x'), toGlobalId('Proposal', 7)]) {
      const response = await kit.gateway.fetch('http://gateway.test/graphql', {
        method: 'POST', headers: { 'content-type': 'application/json', accept: 'text/event-stream', 'x-graphql-yoga-csrf': '1', ...kit.auth },
        body: JSON.stringify({ query: 'subscription($id: ID!) { leadChanged(id: $id) { __typename } }', variables: { id } }),
      });
      const text = await response.text();
      expect(text, id).toContain('"code":"BAD_USER_INPUT"');
    }
    expect(kit.calls().filter((call) => call.path !== '/lead/7/')).toEqual([]);
    // A well-formed LeadFile id the lead does not hold is null, as documented.
    const missing = await kit.execute('query($id: ID!) { lead(databaseId: 7) { leadFile(id: $id) { id } } }', { id: toGlobalId('LeadFile', 3) });
    expect(missing.errors).toBeUndefined();
    expect(missing.data).toEqual({ lead: { leadFile: null } });
  });
});
