/** The signed-in user as routes see it, with the organization facts that roles are derived from (§6). */
export interface AuthUser {
  id: number;
  email: string;
  first_name: string;
  last_name: string;
  phone_number: string;
  user_type: number;
  organization_id: number | null;
  membership_type: number;
  business_type: number | null;
  is_terms_accepted: boolean;
}

export const USER_TYPE_LABELS = ['Regular User', 'Viewer Admin', 'Admin', 'Super Admin'] as const;

export const isSuperAdmin = (u: AuthUser) => u.user_type === 3;
export const isOrgAdmin = (u: AuthUser) => u.membership_type === 1;
/** Inviting needs an org admin or a super admin (architecture.md). */
export const canInvite = (u: AuthUser) => isOrgAdmin(u) || isSuperAdmin(u);
/** Portal-wide resources are managed by super admins only: they are shown to every organization. */
export const canManageResources = (u: AuthUser) => isSuperAdmin(u);

/** Whether u may see a record of organization orgId. */
export function canSeeOrg(u: AuthUser, orgId: number | null | undefined): boolean {
  return isSuperAdmin(u) || (orgId != null && orgId === u.organization_id);
}

/**
 * Whether u may see a lead (and what hangs off it: proposals, quotes, agreements, files, timeline).
 * A draft (the intake wizard's unfinished lead) is its creator's work in progress (issue 24): only
 * its creator, its organization's admins and super admins see it; other members, the assignee an
 * admin named included, meet a 404 as for any lead they cannot see, until it is submitted.
 */
export function canSeeLead(u: AuthUser, lead: { organization_id: number | null; is_draft?: boolean | null; created_by?: number | null }): boolean {
  if (!canSeeOrg(u, lead.organization_id)) return false;
  if (!lead.is_draft) return true;
  return isSuperAdmin(u) || isOrgAdmin(u) || lead.created_by === u.id;
}

/**
 * Whether u may change a record of an organization: super admins anything, others their own
 * organization's records, except viewer admins (1), who change only what is theirs.
 */
export function canChange(u: AuthUser, record: { organization_id: number | null; associated_user_id?: number | null }): boolean {
  if (isSuperAdmin(u)) return true;
  if (record.organization_id == null || record.organization_id !== u.organization_id) return false;
  if (u.user_type === 1) return record.associated_user_id === u.id;
  return true;
}

/**
 * Whether u may send an agreement of the lead (and so see its signing link): super admins, and
 * org admins who may change the lead (§6 senders; the link is the customer's credential).
 */
export function canSendAgreement(u: AuthUser, lead: { organization_id: number | null; associated_user_id?: number | null }): boolean {
  return isSuperAdmin(u) || (isOrgAdmin(u) && canChange(u, lead));
}

/**
 * Whether u may cancel or restore the lead (issue 15: cancelling keeps it, closed-lost): super
 * admins any, org admins their organization's, everyone else only a lead assigned to them.
 */
export function canCancelLead(u: AuthUser, lead: { organization_id: number | null; associated_user_id?: number | null }): boolean {
  if (isSuperAdmin(u)) return true;
  if (!canChange(u, lead)) return false;
  return isOrgAdmin(u) || (lead.associated_user_id != null && lead.associated_user_id === u.id);
}

/**
 * Whether u may delete the lead for good: super admins any, org admins their organization's
 * (issue 15: permanent deletion stays for admins), and a draft's creator (the wizard's Start over).
 */
export function canDeleteLead(u: AuthUser, lead: { organization_id: number | null; associated_user_id?: number | null; is_draft?: boolean; created_by?: number | null }): boolean {
  if (isSuperAdmin(u)) return true;
  if (!canChange(u, lead)) return false;
  if (lead.is_draft && lead.created_by === u.id) return true;
  return isOrgAdmin(u);
}

/** The columns of an AuthUser (with the organization's business type), from users u and organizations o. */
export const AUTH_USER_COLUMNS = `u.id, u.email, u.first_name, u.last_name, u.phone_number, u.user_type, u.organization_id,
  u.membership_type, o.business_type, u.is_terms_accepted`;

