/** The one error channel: api field names to GraphQL input paths, per mutation (docs/gateway.md "Errors: what a client meets"). */
import fs from 'node:fs';
import { buildSchema } from 'graphql';
import { describe, expect, it } from 'vitest';
import { FIELD_RULES } from '../src/resolvers/error-channel.js';
import { graphqlPath, toUserError } from '../src/resolvers/user-errors.js';
import { schemaPath } from '../src/yoga.js';
import { gql, mockedGateway } from './harness.js';

const mutations = buildSchema(fs.readFileSync(schemaPath, 'utf8')).getMutationType()!.getFields();
const pathOf = (mutation: string, restField: string | null) => graphqlPath(restField, mutations[mutation].args, FIELD_RULES[mutation]);

describe('api field → GraphQL input path', () => {
  it.each([
    ['createLead', 'customer.first_name', 'input.customer.firstName'],
    ['createLead', 'customer.phone_numbers.1', 'input.customer.phoneNumbers.1'],
    ['createLead', 'property.site_address', 'input.property.siteAddress'],
    ['createLead', 'project_info.system_size', 'input.projectInfo.systemSize'],
    ['createLead', 'name', 'input.name'],
    ['createLead', 'utility_bills.0', 'input.utilityBills.0'],
    ['updateLead', 'design_data.epc_cost', 'input.designData.epcCost'],
    ['updateLead', 'energy_reseller', 'input.energyReseller'],
    ['signup', 'phone_number', 'input.phoneNumber'],
    ['signup', 'email', 'input.email'],
    ['signup', 'token', 'input.token'],
    ['login', 'email_or_phone', 'input.emailOrPhone'],
    ['resetPassword', 'token', 'token'],
    ['resetPassword', 'password', 'password'],
    ['requestPasswordReset', 'email', 'email'],
    ['createInvite', 'organization', 'input.organizationId'],
    ['createInvite', 'business_type', 'input.businessType'],
    ['uploadLeadFile', 'lead_pk', 'leadId'],
    ['uploadLeadFile', 'file_type', 'fileType'],
    ['importUtilityData', 'files', 'referral'],
    ['assignLead', 'associated_user', 'userId'],
    ['sendAgreement', 'lead', 'leadId'],
    ['sendAgreement', 'proposal', 'proposalId'],
    ['createProposal', 'lead', 'input.leadId'],
    ['createProposal', 'system_size', 'input.pricing.systemSize'],
    ['createProposal', 'values.ppa_rate_override', 'input.values.ppa_rate_override'],
    ['createPaceQuote', 'roof_cost', 'input.pace.roofCost'],
    ['updateProfile', 'first_name', 'input.firstName'],
    ['submitSupportRequest', 'contact', 'contact'],
    ['markNotificationsRead', 'ids.2', 'ids.2'],
  ])('%s: %s → %s', (mutation, restField, expected) => {
    expect(pathOf(mutation, restField)).toBe(expected);
  });

  it('the whole input is null; a field no argument holds is undefined (then §8 "Field name: values" on null)', () => {
    expect(pathOf('login', 'non_field_errors')).toBeNull();
    expect(pathOf('login', null)).toBeNull();
    expect(pathOf('createLead', 'customer.shoe_size')).toBeUndefined();
    expect(pathOf('acceptTerms', 'is_accepted')).toBeUndefined();
    expect(toUserError({ restField: 'customer.shoe_size', messages: ['Too big.', 'Really.'], code: 'INVALID_INPUT' }, mutations.createLead.args))
      .toEqual({ field: null, code: 'INVALID_INPUT', messages: ['Customer.shoe size: Too big. Really.'] });
  });
});

describe('through the gateway', () => {
  it('createLead: a 600-character name and a bad phone land on their GraphQL paths, together', async () => {
    const { gateway, mock, auth } = mockedGateway();
    mock.intercept({ path: '/api/lead/', method: 'POST' }).reply(400, {
      name: ['Ensure this field has no more than 200 characters.'], 'customer.phone_numbers.0': ['Enter a valid phone number.'], non_field_errors: ['Check the lead.'],
    }, { headers: { 'content-type': 'application/json' } });
    const res = await gql(gateway, 'mutation($i: CreateLeadInput!) { createLead(input: $i) { lead { id } message userErrors { field code messages } } }',
      { i: { name: 'x'.repeat(600), customer: { phoneNumbers: ['1'] }, property: {} } }, auth);
    expect(res.body.data.createLead).toEqual({ lead: null, message: 'There was an error submitting your lead. Please try again.', userErrors: [
      { field: 'input.name', code: 'INVALID_INPUT', messages: ['Ensure this field has no more than 200 characters.'] },
      { field: 'input.customer.phoneNumbers.0', code: 'INVALID_INPUT', messages: ['Enter a valid phone number.'] },
      { field: null, code: 'INVALID_INPUT', messages: ['Check the lead.'] },
    ] });
  });

  it('every expected status has its code; a 401 stays top-level UNAUTHENTICATED', async () => {
    const codes: Record<number, string> = { 403: 'FORBIDDEN', 404: 'NOT_FOUND', 409: 'CONFLICT', 413: 'TOO_LARGE', 415: 'UNSUPPORTED_MEDIA_TYPE', 429: 'RATE_LIMITED' };
    for (const [status, code] of Object.entries(codes)) {
      const { gateway, mock, auth } = mockedGateway();
      mock.intercept({ path: '/api/update_lead/7/', method: 'PATCH' }).reply(Number(status), { detail: `api says ${status}` }, { headers: { 'content-type': 'application/json' } });
      const res = await gql(gateway, 'mutation { updateLead(id: "TGVhZDo3", input: { notes: "n" }) { lead { id } userErrors { field code messages } } }', {}, auth);
      expect(res.body.data.updateLead, status).toEqual({ lead: null, userErrors: [{ field: null, code, messages: [`api says ${status}`] }] });
    }
    const { gateway, mock, auth } = mockedGateway();
    mock.intercept({ path: '/api/update_lead/7/', method: 'PATCH' }).reply(401, { detail: 'Invalid token.' }, { headers: { 'content-type': 'application/json' } });
    const res = await gql(gateway, 'mutation { updateLead(id: "TGVhZDo3", input: { notes: "n" }) { userErrors { code } } }', {}, auth);
    expect(res.body.errors![0].extensions.code).toBe('UNAUTHENTICATED');
  });
});
