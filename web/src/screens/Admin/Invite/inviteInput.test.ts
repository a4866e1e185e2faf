import { describe, expect, it } from 'vitest';
import { validation } from '../../../messages';
import { emptyInvite, INVITE_FIELD_OF, inviteInput, validateInvite } from './inviteInput';

const filled = { ...emptyInvite, email: ' new@sunny.test ', firstName: ' Nia ', lastName: ' Kowalski ', organizationName: 'Bright Roofs', organizationId: 'T3JnOjI=' };

describe('the invite payload (§3, §5)', () => {
  it('sends a user invite (type 1) without organization_name or business type', () => {
    const input = inviteInput({ ...filled, type: 'USER' }, false);
    expect(input).toEqual({ email: 'new@sunny.test', name: 'Nia Kowalski', firstName: 'Nia', lastName: 'Kowalski', type: 'USER' });
    expect('organizationName' in input).toBe(false);
    expect('businessType' in input).toBe(false);
  });

  it('names the organization to join only when a super admin picks one', () => {
    expect(inviteInput({ ...filled, type: 'USER' }, true)).toEqual({ email: 'new@sunny.test', name: 'Nia Kowalski', firstName: 'Nia', lastName: 'Kowalski', type: 'USER', organizationId: 'T3JnOjI=' });
    expect(inviteInput({ ...filled, type: 'USER' }, false)).not.toHaveProperty('organizationId');
  });

  it('sends an organization invite (type 0) with its name and business type, and no organization to join', () => {
    expect(inviteInput({ ...filled, type: 'ORGANIZATION', businessType: 'EPC_MEMBER' }, true)).toEqual({
      email: 'new@sunny.test', name: 'Nia Kowalski', firstName: 'Nia', lastName: 'Kowalski', type: 'ORGANIZATION', businessType: 'EPC_MEMBER', organizationName: 'Bright Roofs',
    });
  });

  it('leaves the business type out of an org admin\'s organization invite (super admins only set it)', () => {
    const input = inviteInput({ ...filled, type: 'ORGANIZATION', businessType: 'EPC_MEMBER' }, false);
    expect(input).toEqual({ email: 'new@sunny.test', name: 'Nia Kowalski', firstName: 'Nia', lastName: 'Kowalski', type: 'ORGANIZATION', organizationName: 'Bright Roofs' });
    expect('businessType' in input).toBe(false);
  });

  it('sends blank names as null (issue 26: first and last name prefill the invitee\'s sign-up)', () => {
    const input = inviteInput({ ...filled, firstName: '  ', lastName: '' }, false);
    expect([input.name, input.firstName, input.lastName]).toEqual([null, null, null]);
    expect(inviteInput({ ...filled, lastName: '' }, false)).toMatchObject({ name: 'Nia', firstName: 'Nia', lastName: null });
  });
});

describe('invite validation', () => {
  it('needs a valid email', () => {
    expect(validateInvite({ ...emptyInvite }, false).email).toBe(validation.required);
    expect(validateInvite({ ...emptyInvite, email: 'not-an-email' }, false).email).toBe(validation.emailFormat);
    expect(validateInvite({ ...emptyInvite, email: 'ok@sunny.test' }, false)).toEqual({});
  });

  it('needs the new organization name for organization invites only', () => {
    expect(validateInvite({ ...emptyInvite, email: 'ok@sunny.test', type: 'ORGANIZATION' }, false).organizationName).toBe(validation.required);
    expect(validateInvite({ ...emptyInvite, email: 'ok@sunny.test', type: 'USER' }, false).organizationName).toBeUndefined();
  });

  it('needs a super admin to pick the organization a user joins', () => {
    expect(validateInvite({ ...emptyInvite, email: 'ok@sunny.test' }, true).organizationId).toBe(validation.required);
    expect(validateInvite({ ...emptyInvite, email: 'ok@sunny.test', organizationId: 'x' }, true)).toEqual({});
  });
});

describe('where the gateway\'s refusals land (userErrors name GraphQL input paths)', () => {
  it('maps createInvite\'s input paths onto the form fields', () => {
    expect(INVITE_FIELD_OF['input.email']).toBe('email');
    expect(INVITE_FIELD_OF['input.organizationId']).toBe('organizationId');
    expect(INVITE_FIELD_OF['input.organizationName']).toBe('organizationName');
    // The api's own names are not what the gateway sends any more.
    expect(INVITE_FIELD_OF.organization_name).toBeUndefined();
  });
});
