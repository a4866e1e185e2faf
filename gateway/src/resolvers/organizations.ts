import type { GatewayContext } from '../context.js';
import { isUpstreamError } from '../rest/errors.js';
import { organizationsApi, type RestManagedOrganization, type RestOrganizationHistory, type RestOrganizationMember } from '../rest/organizations.js';
import { ACCOUNT_MESSAGES, BUSINESS_TYPES, USER_TYPES } from './account.js';
import { requireRole, ROLES } from './admin-nodes.js';
import { connectionOf, fetchConnection, type PageArgs } from './connections.js';
import { idOf, toGlobalId } from './ids.js';
import { fileSignedAt } from './media.js';
import { registerNode } from './node.js';
import { withUserErrors } from './payloads.js';

/** The Organizations screen of super admins (issue 26, item 9), over api/src/routes/organizations.ts. */

/** Texts the organization mutations answer with where the api gives none, written once. */
export const ORGANIZATION_PAYLOAD_MESSAGES = {
  updated: ACCOUNT_MESSAGES.organizationUpdated,
  memberUpdated: 'Member updated.',
  memberDeactivated: (name: string) => `${name} is deactivated and signed out.`,
  memberReactivated: (name: string) => `${name} can sign in again.`,
} as const;

const PAGE_SIZE = 10;
const MEMBERS_PAGE_SIZE = 50;
const ORDERS: Record<string, string> = {
  NAME: 'name', NAME_DESC: '-name', CREATED: 'created', CREATED_DESC: '-created', MEMBERS: 'members', MEMBERS_DESC: '-members', LEADS: 'leads', LEADS_DESC: '-leads',
};
const MEMBERSHIP = ['MEMBER', 'ADMIN'] as const;
const HISTORY_ACTIONS = new Set(['renamed', 'logo_changed', 'logo_removed', 'business_type_changed', 'description_changed', 'member_role_changed', 'member_deactivated', 'member_reactivated', 'deactivated', 'reactivated']);

const str = (value: unknown) => (typeof value === 'string' ? value : null);

function historyEntry(h: RestOrganizationHistory) {
  const d = h.detail ?? {};
  return {
    id: toGlobalId('OrganizationHistoryEntry', h.id),
    action: HISTORY_ACTIONS.has(h.action) ? h.action.toUpperCase() : 'DESCRIPTION_CHANGED',
    actorName: h.actor_name, createdAt: h.created,
    fromName: h.action === 'renamed' ? str(d.from) : null,
    toName: h.action === 'renamed' ? str(d.to) : null,
    memberEmail: str(d.email),
    membershipType: h.action === 'member_role_changed' && typeof d.to === 'number' ? MEMBERSHIP[d.to] ?? null : null,
    businessType: h.action === 'business_type_changed' && typeof d.to === 'number' ? BUSINESS_TYPES[d.to] ?? null : null,
    reason: str(d.reason),
  };
}

export function managedOrganizationNode(o: RestManagedOrganization) {
  return {
    __typename: 'ManagedOrganization', id: toGlobalId('ManagedOrganization', o.id), databaseId: o.id, organizationId: toGlobalId('Organization', o.id),
    name: o.name, description: o.description ?? '', logo: fileSignedAt('LOGO', o.logo), businessType: BUSINESS_TYPES[o.business_type] ?? 'SALES_AFFILIATE',
    status: o.status === 'deactivated' ? 'DEACTIVATED' : 'ACTIVE', deactivatedAt: o.deactivated_at, deactivatedByName: o.deactivated_by_name,
    membersCount: o.members_count, activeMembersCount: o.active_members_count, leadsCount: o.leads_count, createdAt: o.created, hasSuperAdmins: o.has_super_admins === true,
    historyList: o.history ?? null,
  };
}
type ManagedNode = ReturnType<typeof managedOrganizationNode>;

export function memberNode(m: RestOrganizationMember) {
  return {
    id: toGlobalId('OrganizationMember', m.id), userId: toGlobalId('User', m.id), databaseId: m.id, firstName: m.first_name, lastName: m.last_name,
    email: m.email, phoneNumber: m.phone_number ?? '', userType: USER_TYPES[m.user_type] ?? 'REGULAR_USER', membershipType: MEMBERSHIP[m.membership_type] ?? 'MEMBER',
    active: m.active, deactivatedAt: m.deactivated_at, lastActiveAt: m.last_active, createdAt: m.created,
  };
}

/** One organization, or null when the api answers 404 (missing, or not the caller's); a 403 stays FORBIDDEN. */
async function oneOrganization(ctx: GatewayContext, pk: number) {
  try {
    return managedOrganizationNode(await organizationsApi(ctx.rest).one(pk));
  } catch (error) {
    if (isUpstreamError(error, 404)) return null;
    throw error;
  }
}

registerNode('ManagedOrganization', (ctx, id) => oneOrganization(ctx, id));

interface ListArgs extends PageArgs { search?: string | null; status?: string | null; businessType?: string | null; orderBy?: string | null }
const payload = (o: RestManagedOrganization, message: string) => ({ organization: managedOrganizationNode(o), message: o.detail ?? message });

export const organizationResolvers = {
  Query: {
    managedOrganizations: async (_: unknown, args: ListArgs, ctx: GatewayContext) => {
      await requireRole(ctx, ROLES.superAdmin);
      const order = ORDERS[args.orderBy ?? 'NAME'] ?? 'name';
      const filter = {
        ...(args.search?.trim() ? { q: args.search.trim() } : {}),
        ...(args.status ? { status: args.status.toLowerCase() } : {}),
        ...(args.businessType ? { business_type: BUSINESS_TYPES.indexOf(args.businessType as (typeof BUSINESS_TYPES)[number]) } : {}),
        order,
      };
      return connectionOf(await fetchConnection(args, PAGE_SIZE, `organizations:${order}`, (page) => organizationsApi(ctx.rest).list(filter, page)), managedOrganizationNode);
    },
    managedOrganization: (_: unknown, { databaseId }: { databaseId: number }, ctx: GatewayContext) =>
      (Number.isInteger(databaseId) && databaseId >= 1 ? oneOrganization(ctx, databaseId) : null),
  },
  ManagedOrganization: {
    /** Answered with the organization itself (GET /organizations/{pk}/); a list row asks for it. */
    history: async (o: ManagedNode, _: unknown, ctx: GatewayContext) =>
      (o.historyList ?? (await organizationsApi(ctx.rest).one(o.databaseId)).history ?? []).map(historyEntry),
    members: async (o: ManagedNode, args: PageArgs, ctx: GatewayContext) =>
      connectionOf(await fetchConnection(args, MEMBERS_PAGE_SIZE, 'organization_members', (page) => organizationsApi(ctx.rest).members(o.databaseId, page)), memberNode),
  },
  Mutation: {
    updateManagedOrganization: async (_: unknown, { input }: { input: { id: string; name?: string | null; description?: string | null; businessType?: string | null; logo?: File | null; removeLogo?: boolean | null } }, ctx: GatewayContext) => {
      const pk = idOf(input.id, 'ManagedOrganization', 'input.id');
      await requireRole(ctx, ROLES.superAdmin);
      return withUserErrors(async () => {
        const api = organizationsApi(ctx.rest);
        const body: Record<string, unknown> = {};
        if (input.name != null) body.name = input.name;
        if (input.description != null) body.description = input.description;
        if (input.businessType) body.business_type = BUSINESS_TYPES.indexOf(input.businessType as (typeof BUSINESS_TYPES)[number]);
        if (input.removeLogo) body.logo = null;
        let saved = Object.keys(body).length || !input.logo ? await api.update(pk, body) : null;
        if (input.logo) saved = await api.updateLogo(pk, { logo: input.logo });
        return payload(saved!, ORGANIZATION_PAYLOAD_MESSAGES.updated);
      });
    },
    deactivateOrganization: async (_: unknown, { input }: { input: { id: string; reason?: string | null } }, ctx: GatewayContext) => {
      const pk = idOf(input.id, 'ManagedOrganization', 'input.id');
      await requireRole(ctx, ROLES.superAdmin);
      return withUserErrors(async () => payload(await organizationsApi(ctx.rest).deactivate(pk, input.reason?.trim() || undefined), ''));
    },
    reactivateOrganization: async (_: unknown, { input }: { input: { id: string } }, ctx: GatewayContext) => {
      const pk = idOf(input.id, 'ManagedOrganization', 'input.id');
      await requireRole(ctx, ROLES.superAdmin);
      return withUserErrors(async () => payload(await organizationsApi(ctx.rest).reactivate(pk), ''));
    },
    updateOrganizationMember: async (_: unknown, { input }: { input: { organizationId: string; userId: string; membershipType?: string | null; active?: boolean | null } }, ctx: GatewayContext) => {
      const pk = idOf(input.organizationId, 'ManagedOrganization', 'input.organizationId');
      const userId = idOf(input.userId, 'User', 'input.userId');
      await requireRole(ctx, ROLES.superAdmin);
      return withUserErrors(async () => {
        const body = {
          ...(input.membershipType ? { membership_type: MEMBERSHIP.indexOf(input.membershipType as (typeof MEMBERSHIP)[number]) } : {}),
          ...(input.active != null ? { active: input.active } : {}),
        };
        const member = await organizationsApi(ctx.rest).updateMember(pk, userId, body);
        const name = `${member.first_name} ${member.last_name}`.trim() || member.email;
        const message = input.active === false ? ORGANIZATION_PAYLOAD_MESSAGES.memberDeactivated(name)
          : input.active === true ? ORGANIZATION_PAYLOAD_MESSAGES.memberReactivated(name) : ORGANIZATION_PAYLOAD_MESSAGES.memberUpdated;
        return { member: memberNode(member), message };
      });
    },
  },
};
