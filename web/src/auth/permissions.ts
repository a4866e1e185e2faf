/** The role flags of a viewer (ViewerProvider's, or a screen's own viewer fields). */
interface RoleFlags { readonly isSuperAdmin?: boolean; readonly isOrgAdmin?: boolean; readonly databaseId?: number | null }

/**
 * What the signed-in user may do, mirroring the api's rules (which enforce them; the UI only
 * hides what a role cannot do, issue 10). Sending agreements, and so seeing a signing link, is for
 * org admins and super admins.
 */
export function canSendAgreements(viewer: RoleFlags | null | undefined): boolean {
  return Boolean(viewer && (viewer.isSuperAdmin || viewer.isOrgAdmin));
}

// Cancelling or restoring a lead: the api answers it per lead (Lead.canCancel, issue 26), so no copy of its rule lives here.

/** Deleting a lead for good (issue 15): org admins (their organization's leads, the only ones they see) and super admins. */
export function canDeleteLeadForGood(viewer: RoleFlags | null | undefined): boolean {
  return Boolean(viewer && (viewer.isSuperAdmin || viewer.isOrgAdmin));
}

/** Portal resources are shown to every organization, so only super admins publish and delete them. */
export function canManageResources(viewer: RoleFlags | null | undefined): boolean {
  return Boolean(viewer?.isSuperAdmin);
}
