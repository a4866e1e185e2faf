import type { GatewayContext } from '../context.js';
import { accountApi } from '../rest/account.js';
import { adminApi, type EnrichmentKind } from '../rest/admin.js';
import { isUpstreamError } from '../rest/errors.js';
import { BUSINESS_TYPES, organizationNode } from './account.js';
import {
  ADMIN_MESSAGES, enrichmentNode, ENRICHMENT_TYPES, INVITE_TYPES, inviteNode, requireRole, resourceNode, ROLES,
} from './admin-nodes.js';
import { supportErrors } from './admin-support.js';
import { connectionOf, fetchConnection, wholeListConnection, type PageArgs } from './connections.js';
import { idOf, optionalIdOf } from './ids.js';
import { withUserErrors } from './payloads.js';

/** §9: invites, resources, enrichments, organizations and upload details default to 10 a page. */
const PAGE_SIZE = 10;


type UploadArgs = { file: File; name?: string | null };

const enrichmentList = (kind: EnrichmentKind) => async (_: unknown, args: PageArgs, ctx: GatewayContext) => {
  await requireRole(ctx, ROLES.superAdmin);
  return connectionOf(await fetchConnection(args, PAGE_SIZE, `${kind}_enrichments`, (query) => adminApi(ctx.rest).enrichments(kind, query)), enrichmentNode(kind));
};

const enrichmentOne = (kind: EnrichmentKind) => async (_: unknown, { databaseId }: { databaseId: number }, ctx: GatewayContext) => {
  await requireRole(ctx, ROLES.superAdmin);
  try {
    return enrichmentNode(kind)(await adminApi(ctx.rest).enrichment(kind, databaseId));
  } catch (error) {
    if (isUpstreamError(error, 404)) return null;
    throw error;
  }
};

const enrichmentUpload = (kind: EnrichmentKind, payloadField: string) => async (_: unknown, { file, name }: UploadArgs, ctx: GatewayContext) => {
  await requireRole(ctx, ROLES.superAdmin);
  return withUserErrors(async () => {
    const saved = await adminApi(ctx.rest).uploadEnrichment(kind, { file, name });
    return { [payloadField]: enrichmentNode(kind)(saved), message: ADMIN_MESSAGES.fileUploaded(file.name) };
  });
};

const enrichmentDelete = (kind: EnrichmentKind) => async (_: unknown, { id }: { id: string }, ctx: GatewayContext) => {
  const pk = idOf(id, ENRICHMENT_TYPES[kind]); // a refused id costs no call
  await requireRole(ctx, ROLES.superAdmin);
  return withUserErrors(async () => {
    await adminApi(ctx.rest).deleteEnrichment(kind, pk);
    return { deletedId: id, message: ADMIN_MESSAGES.fileDeleted };
  });
};

interface CreateInviteArgs {
  input: { email: string; name?: string | null; firstName?: string | null; lastName?: string | null; type: 'ORGANIZATION' | 'USER'; businessType?: string | null; organizationId?: string | null; organizationName?: string | null };
}

/** Issue 26: revoke or resend an invite from the Invites table; the api scopes it (another organization's: 404). */
function inviteAction(action: 'revoke' | 'resend') {
  return async (_: unknown, { id }: { id: string }, ctx: GatewayContext) => {
    const pk = idOf(id, 'Invite'); // a refused id costs no call
    await requireRole(ctx, ROLES.orgAdminOrSuperAdmin);
    return withUserErrors(async () => {
      const answer = await (action === 'revoke' ? adminApi(ctx.rest).revokeInvite(pk) : adminApi(ctx.rest).resendInvite(pk));
      return { invite: inviteNode(answer.invite), message: answer.detail };
    });
  };
}

export const adminResolvers = {
  Query: {
    invites: async (_: unknown, args: PageArgs, ctx: GatewayContext) => {
      await requireRole(ctx, ROLES.orgAdminOrSuperAdmin);
      return connectionOf(await fetchConnection(args, PAGE_SIZE, 'invites', (query) => adminApi(ctx.rest).invites(query)), inviteNode);
    },
    resources: async (_: unknown, args: PageArgs, ctx: GatewayContext) => {
      return connectionOf(await fetchConnection(args, PAGE_SIZE, 'resources', (query) => adminApi(ctx.rest).resources(query)), resourceNode);
    },
    bulkEnrichments: enrichmentList('bulk'),
    bulkEnrichment: enrichmentOne('bulk'),
    prospectBulkEnrichments: enrichmentList('prospect'),
    prospectBulkEnrichment: enrichmentOne('prospect'),
    /**
     * The api scopes the list (super admins all, others their own) and answers it whole, by name:
     * paged here, a cursor naming its organization (organizations are never deleted).
     */
    organizations: async (_: unknown, args: PageArgs, ctx: GatewayContext) =>
      wholeListConnection((await accountApi(ctx.rest).organizationsWithUsers()).results, args, PAGE_SIZE, 'organizations', (o) => o.pk, organizationNode),
  },
  Invite: {
    /** From /organization_with_users/, fetched at most once per operation however many invites ask. */
    organization: async (i: ReturnType<typeof inviteNode>, _: unknown, ctx: GatewayContext) => {
      if (i.organizationDatabaseId == null) return null;
      const org = (await accountApi(ctx.rest).organizationsWithUsers()).results.find((o) => o.pk === i.organizationDatabaseId);
      return org ? organizationNode(org) : null;
    },
  },
  ProspectBulkEnrichment: {
    /** The rows of one processed file, which never change: a cursor names a row by its 1-based position. */
    properties: (e: ReturnType<ReturnType<typeof enrichmentNode>>, args: PageArgs) =>
      wholeListConnection(e.prospectNowData, args, PAGE_SIZE, `prospect_properties:${e.databaseId}`, (_p, i) => i + 1, (p) => p),
  },
  Mutation: {
    revokeInvite: inviteAction('revoke'),
    resendInvite: inviteAction('resend'),
    createInvite: async (_: unknown, { input }: CreateInviteArgs, ctx: GatewayContext) => {
      const organization = optionalIdOf(input.organizationId, 'Organization', 'input.organizationId'); // a refused id costs no call
      await requireRole(ctx, ROLES.orgAdminOrSuperAdmin);
      const type = INVITE_TYPES.indexOf(input.type);
      const body = {
        email: input.email, name: input.name ?? undefined, first_name: input.firstName ?? undefined, last_name: input.lastName ?? undefined, type,
        business_type: input.businessType ? BUSINESS_TYPES.indexOf(input.businessType as (typeof BUSINESS_TYPES)[number]) : undefined,
        organization,
        // §5: an invite of a user into an organization is sent without organization_name.
        organization_name: input.type === 'USER' ? undefined : input.organizationName ?? undefined,
      };
      return withUserErrors(async () => {
        const answer = await adminApi(ctx.rest).createInvite(body);
        return { invite: inviteNode(answer.invite), message: answer.resent ? ADMIN_MESSAGES.inviteResent : ADMIN_MESSAGES.inviteSent };
      });
    },
    uploadResource: async (_: unknown, { file, name }: UploadArgs, ctx: GatewayContext) => {
      await requireRole(ctx, ROLES.superAdmin);
      return withUserErrors(async () => ({
        resource: resourceNode(await adminApi(ctx.rest).uploadResource({ file, name })), message: ADMIN_MESSAGES.fileUploaded(file.name),
      }));
    },
    deleteResource: async (_: unknown, { id }: { id: string }, ctx: GatewayContext) => {
      const pk = idOf(id, 'Resource'); // a refused id costs no call
      await requireRole(ctx, ROLES.superAdmin);
      return withUserErrors(async () => {
        await adminApi(ctx.rest).deleteResource(pk);
        return { deletedResourceId: id, message: ADMIN_MESSAGES.resourceDeleted };
      });
    },
    uploadBulkEnrichment: enrichmentUpload('bulk', 'bulkEnrichment'),
    deleteBulkEnrichment: enrichmentDelete('bulk'),
    uploadProspectBulkEnrichment: enrichmentUpload('prospect', 'prospectBulkEnrichment'),
    deleteProspectBulkEnrichment: enrichmentDelete('prospect'),
    submitSupportRequest: async (_: unknown, args: { contact: string; message: string; file?: File | null }, ctx: GatewayContext) => {
      // §5's form rules answered here, so a refused form costs no upstream call.
      const errors = supportErrors(args.contact, args.message);
      if (errors.length) return { supportRequestId: null, message: null, userErrors: errors };
      return withUserErrors(async () => {
        const saved = await adminApi(ctx.rest).submitSupport({ contact: args.contact.trim(), message: args.message.trim(), file: args.file ?? undefined });
        return { supportRequestId: saved.id, message: ADMIN_MESSAGES.supportSubmitted };
      });
    },
  },
};
