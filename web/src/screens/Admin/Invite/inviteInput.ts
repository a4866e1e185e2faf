import type { BusinessType, CreateInviteInput, InviteType } from '../../../__generated__/AdminCreateInviteMutation.graphql';
import { validation } from '../../../messages';
import { isEmail } from '../../../validation/rules';

export interface InviteFormValues {
  email: string;
  /** Issue 26: the invitee's first and last name (prefill their sign-up). */
  firstName: string;
  lastName: string;
  type: InviteType;
  businessType: BusinessType;
  /** USER invites by super admins: the organization to join (global id). */
  organizationId: string;
  /** ORGANIZATION invites: the new organization's name. */
  organizationName: string;
}

export const emptyInvite: InviteFormValues = {
  email: '', firstName: '', lastName: '', type: 'USER', businessType: 'SALES_AFFILIATE', organizationId: '', organizationName: '',
};

export type InviteErrors = Partial<Record<'email' | 'organizationId' | 'organizationName', string>>;

/** §5 checks before sending: a valid email; the new organization's name, or (super admins) the organization to join. */
export function validateInvite(values: InviteFormValues, picksOrganization: boolean): InviteErrors {
  const errors: InviteErrors = {};
  if (!values.email.trim()) errors.email = validation.required;
  else if (!isEmail(values.email)) errors.email = validation.emailFormat;
  if (values.type === 'ORGANIZATION' && !values.organizationName.trim()) errors.organizationName = validation.required;
  if (values.type === 'USER' && picksOrganization && !values.organizationId) errors.organizationId = validation.required;
  return errors;
}

/**
 * The createInvite input. §5: an invite with type 1 (a user into an organization) is sent
 * without organization_name, and it takes the organization's business type, so neither is sent;
 * only super admins name the organization (org admins invite into their own) and choose a new
 * organization's business type (anyone else's new organization is a sales affiliate, issue 10).
 */
export function inviteInput(values: InviteFormValues, isSuperAdmin: boolean): CreateInviteInput {
  const firstName = values.firstName.trim();
  const lastName = values.lastName.trim();
  const base = {
    email: values.email.trim(), name: `${firstName} ${lastName}`.trim() || null, firstName: firstName || null, lastName: lastName || null, type: values.type,
  };
  if (values.type === 'ORGANIZATION') {
    return { ...base, ...(isSuperAdmin ? { businessType: values.businessType } : {}), organizationName: values.organizationName.trim() };
  }
  const picksOrganization = isSuperAdmin;
  return picksOrganization && values.organizationId ? { ...base, organizationId: values.organizationId } : base;
}

/** Where the api's field names land in the form (anything else is shown as a toast). */
export const INVITE_FIELD_OF: Record<string, keyof InviteErrors> = {
  // createInvite's input paths, as userErrors give them.
  'input.email': 'email',
  'input.organizationId': 'organizationId',
  'input.organizationName': 'organizationName',
};
