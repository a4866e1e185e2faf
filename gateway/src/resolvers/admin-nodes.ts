import { createGraphQLError } from 'graphql-yoga';
import type { GatewayContext } from '../context.js';
import { adminApi, type EnrichmentKind, type RestEnrichment, type RestInvite, type RestProspectRow, type RestResource } from '../rest/admin.js';
import { STATUS_MESSAGES } from '../rest/errors.js';
import { BUSINESS_TYPES, loadViewer } from './account.js';
import type { Paged } from './connections.js';
import { toGlobalId } from './ids.js';
import { locationPrecisionOf, ownerTypeOf } from './lead-node.js';
import { fileAt } from './media.js';
import { registerNode } from './node.js';

/** Messages of §4/§8 the admin mutations answer with, written once. */
export const ADMIN_MESSAGES = {
  inviteSent: 'Invite sent successfully.',
  /** Ours (issue 15): an open invite to the address was replaced by this one. */
  inviteResent: 'Invite re-sent successfully.',
  resourceDeleted: 'Resource deleted successfully',
  fileDeleted: 'File deleted successfully.',
  fileUploaded: (name: string) => `${name} file uploaded successfully`,
  supportSubmitted: 'Issue submitted successfully.',
  required: 'Required',
  contactFormat: 'Please specify valid email or phone #',
  messageTooLong: 'Ensure this field has no more than 1024 characters.',
} as const;

export const INVITE_TYPES = ['ORGANIZATION', 'USER'] as const;
export const ENRICHMENT_TYPES: Record<EnrichmentKind, string> = { bulk: 'BulkEnrichment', prospect: 'ProspectBulkEnrichment' };

type Viewer = NonNullable<Awaited<ReturnType<typeof loadViewer>>>;
/** §6 role rules the api also applies; checked here so a refused caller costs no upstream write or list. */
export const ROLES = {
  orgAdminOrSuperAdmin: (v: Viewer) => v.isOrgAdmin || v.isSuperAdmin,
  /** Also the managers of portal resources, which every organization sees. */
  superAdmin: (v: Viewer) => v.isSuperAdmin,
};

/** The viewer when `allowed`; else §8's 401 (signed out) or 403 as a GraphQL error. */
export async function requireRole(ctx: GatewayContext, allowed: (v: Viewer) => boolean): Promise<Viewer> {
  const viewer = await loadViewer(ctx);
  if (!viewer) throw createGraphQLError(`401 ${STATUS_MESSAGES[401]}`, { extensions: { code: 'UNAUTHENTICATED', status: 401 } });
  if (!allowed(viewer)) throw createGraphQLError(`403 ${STATUS_MESSAGES[403]}`, { extensions: { code: 'FORBIDDEN', status: 403 } });
  return viewer;
}

/** For node(id:): a caller without the role just gets null, as for another organization's id. */
async function hasRole(ctx: GatewayContext, allowed: (v: Viewer) => boolean) {
  const viewer = await loadViewer(ctx);
  return Boolean(viewer && allowed(viewer));
}

export function inviteNode(i: RestInvite) {
  return {
    __typename: 'Invite', id: toGlobalId('Invite', i.id), databaseId: i.id, email: i.email, name: i.name,
    type: INVITE_TYPES[i.type] ?? 'USER', businessType: BUSINESS_TYPES[i.business_type] ?? 'SALES_AFFILIATE',
    organizationDatabaseId: i.organization, organizationName: i.organization_name, accepted: i.accepted, created: i.created,
    firstName: i.first_name ?? '', lastName: i.last_name ?? '', revoked: i.revoked === true,
  };
}

export function resourceNode(r: RestResource) {
  return { __typename: 'Resource', id: toGlobalId('Resource', r.id), databaseId: r.id, name: r.name, path: r.file, file: fileAt('RESOURCE', r.file), format: r.format, created: r.created };
}

export const prospectRow = (p: RestProspectRow) => ({
  // Results made before issue 12 have no `placed`: they were all placed then.
  address: p.address, placed: p.placed ?? true, locationPrecision: locationPrecisionOf(p.location_precision), ownerType: ownerTypeOf(p.owner_type), buildingSize: p.building_size, propertyUse: p.property_use, totalAssessedValue: p.total_assessed_value, businessName: p.business_name ?? null,
});

export function enrichmentNode(kind: EnrichmentKind) {
  return (e: RestEnrichment) => ({
    __typename: ENRICHMENT_TYPES[kind], id: toGlobalId(ENRICHMENT_TYPES[kind], e.id), databaseId: e.id, name: e.name, path: e.file, file: fileAt('ENRICHMENT_INPUT', e.file),
    status: e.status.toUpperCase(), error: e.error,
    requestedBy: e.user ? { firstName: e.user.first_name, lastName: e.user.last_name } : null,
    submissionDate: e.submission_date, propertiesCount: e.properties_count, resultPath: e.result_file ?? null, result: fileAt('ENRICHMENT_RESULT', e.result_file),
    prospectNowData: (e.prospect_now_data ?? []).map(prospectRow),
  });
}

/**
 * Invites and resources have no GET-by-id route: node(id:) looks through the (memoised) list in
 * large pages. Bounded, since these lists are short and node() on them is rare.
 */
async function findInPages<T extends { id: number }>(fetchPage: (page: number) => Promise<Paged<T>>, id: number): Promise<T | null> {
  for (let page = 1; page <= 20; page++) {
    const paged = await fetchPage(page);
    const hit = paged.results.find((x) => x.id === id);
    if (hit) return hit;
    if (page * paged.limit >= paged.count) break;
  }
  return null;
}

registerNode('Invite', async (ctx, id) => {
  if (!(await hasRole(ctx, ROLES.orgAdminOrSuperAdmin))) return null;
  const hit = await findInPages((page) => adminApi(ctx.rest).invites({ page, limit: 500 }), id);
  return hit ? inviteNode(hit) : null;
});
registerNode('Resource', async (ctx, id) => {
  const hit = await findInPages((page) => adminApi(ctx.rest).resources({ page, limit: 500 }), id);
  return hit ? resourceNode(hit) : null;
});
for (const kind of ['bulk', 'prospect'] as const) {
  registerNode(ENRICHMENT_TYPES[kind], async (ctx, id) =>
    (await hasRole(ctx, ROLES.superAdmin)) ? enrichmentNode(kind)(await adminApi(ctx.rest).enrichment(kind, id)) : null);
}
