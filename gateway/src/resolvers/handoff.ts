import { createGraphQLError } from 'graphql-yoga';
import type { GatewayContext } from '../context.js';
import { isUpstreamError } from '../rest/errors.js';
import { handoffApi, type RestHandedLead, type RestHandoff } from '../rest/handoff.js';
import { idOf, toGlobalId } from './ids.js';
import type { LeadNode } from './lead-node.js';
import { withUserErrors } from './payloads.js';

/** The answers' messages, in the api's words (api/src/domain/handoff.ts HANDOFF_TEXTS). */
export const HANDOFF_MESSAGES = {
  stepSaved: 'Step saved.',
  revoked: 'Handoff revoked.',
  handedOff: (org: string) => `Lead handed to ${org}.`,
} as const;

const STEP_KINDS = ['site_survey', 'permits', 'interconnection', 'install_scheduled', 'pto'] as const;
const org = (o: { id: number; name: string } | null | undefined) => (o ? { databaseId: o.id, name: o.name } : null);
const text = (value: unknown) => (typeof value === 'string' && value !== '' ? value : null);

/** The api's handoff as the schema's Handoff. */
export function handoffNode(h: RestHandoff) {
  return {
    __typename: 'Handoff' as const,
    id: toGlobalId('Handoff', h.lead),
    leadId: toGlobalId('Lead', h.lead), leadDatabaseId: h.lead, leadName: h.lead_name,
    sellerOrganization: org(h.organization), ready: h.ready, openedBy: h.key,
    ppaSignedAt: h.ppa?.signed_datetime ?? null, ppaSignerName: h.ppa?.signer_name ?? null,
    epcOrganization: org(h.epc_organization), handedAt: h.handed_at ?? null, handedByName: h.handed_by_name ?? null,
    viewerSide: h.viewer_side === 'epc' ? 'EPC' : 'SELLER', viewerCanWork: h.can_work === true, viewerCanHandOff: h.can_hand_off === true,
    progress: h.progress,
    steps: h.steps.map((s) => ({
      kind: s.step.toUpperCase(), label: s.label,
      owner: s.owner ? { databaseId: s.owner.id, name: s.owner.name ?? '', organizationName: null } : null,
      dueDate: s.due_date, doneDate: s.done_date, note: s.note ?? '', updatedAt: s.updated, updatedByName: s.updated_by_name,
    })),
    packet: {
      customerName: h.packet.customer.name, customerEmail: h.packet.customer.email, customerPhone: h.packet.customer.phone,
      siteAddress: h.packet.site.address, latitude: h.packet.site.latitude, longitude: h.packet.site.longitude,
      systemSizeKw: h.packet.system.size_kw,
      documents: h.packet.documents.map((d) => ({ databaseId: d.id, type: d.type, signedAt: d.signed_datetime, signerName: d.signer_name, url: d.url })),
    },
    assignableUsers: (h.assignable_users ?? []).map((u) => ({ databaseId: u.id, name: u.name ?? '', organizationName: u.organization?.name ?? null })),
  };
}

export function handedLeadNode(r: RestHandedLead) {
  return {
    leadId: toGlobalId('Lead', r.lead), leadDatabaseId: r.lead, leadName: r.lead_name, siteAddress: r.site_address,
    systemSizeKw: r.system_size_kw, sellerOrganizationName: r.seller_organization, epcOrganization: org(r.epc_organization)!,
    handedAt: r.handed_at, cancelled: r.cancelled === true, progress: r.progress, nextDue: r.next_due,
  };
}

/** A handoff the viewer may not see reads as null, as a lead does. */
async function handoffOrNull(ctx: GatewayContext, leadId: number) {
  try {
    return handoffNode(await handoffApi(ctx.rest).get(leadId));
  } catch (error) {
    if (isUpstreamError(error, 404)) return null;
    throw error;
  }
}

export const handoffResolvers = {
  Lead: {
    // In the lead's own answer when the lead was fetched with it (lead-includes.ts), else its own call.
    handoff: (lead: LeadNode, _: unknown, ctx: GatewayContext) => (lead.raw?.handoff ? handoffNode(lead.raw.handoff) : handoffOrNull(ctx, lead.databaseId)),
  },
  LeadActivity: {
    handoffStep: (a: { detail?: Record<string, unknown> }) => {
      const step = a.detail?.step;
      return typeof step === 'string' && (STEP_KINDS as readonly string[]).includes(step) ? step.toUpperCase() : null;
    },
    handoffStepDone: (a: { action: string; detail?: Record<string, unknown> }) => (a.action === 'HANDOFF_STEP_UPDATED' ? a.detail?.done === true : null),
    epcOrganization: (a: { detail?: Record<string, unknown> }) => text(a.detail?.epc_organization),
  },
  Query: {
    handoff: (_: unknown, { leadDatabaseId }: { leadDatabaseId: number }, ctx: GatewayContext) =>
      (leadDatabaseId >= 1 && leadDatabaseId <= 2_147_483_647 ? handoffOrNull(ctx, leadDatabaseId) : null),
    handedLeads: async (_: unknown, args: { first?: number | null; offset?: number | null }, ctx: GatewayContext) => {
      const first = args.first ?? 20;
      const offset = args.offset ?? 0;
      if (!Number.isInteger(first) || first < 1 || first > 100) throw createGraphQLError('first: between 1 and 100.', { extensions: { code: 'BAD_USER_INPUT', argument: 'first' } });
      if (!Number.isInteger(offset) || offset < 0 || offset > 100_000) throw createGraphQLError('offset: between 0 and 100000.', { extensions: { code: 'BAD_USER_INPUT', argument: 'offset' } });
      const page = await handoffApi(ctx.rest).handed(first, offset);
      return { totalCount: page.count, items: page.results.map(handedLeadNode) };
    },
    handoffEpcOrganizations: async (_: unknown, __: unknown, ctx: GatewayContext) => {
      try {
        return (await handoffApi(ctx.rest).epcOrganizations()).results.map((o) => ({ databaseId: o.id, name: o.name }));
      } catch (error) {
        if (isUpstreamError(error, 403)) throw createGraphQLError('Only org admins and super admins hand leads off.', { extensions: { code: 'FORBIDDEN' } });
        throw error;
      }
    },
  },
  Mutation: {
    updateHandoffStep: (_: unknown, args: { leadId: string; step: string; input: Record<string, unknown> }, ctx: GatewayContext) => {
      const leadId = idOf(args.leadId, 'Lead', 'leadId');
      const input = args.input ?? {};
      const body: Record<string, unknown> = {};
      // Only the fields given change; an explicit null clears one.
      if ('ownerId' in input) body.owner = input.ownerId;
      if ('dueDate' in input) body.due_date = input.dueDate;
      if ('doneDate' in input) body.done_date = input.doneDate;
      if ('note' in input) body.note = input.note ?? '';
      return withUserErrors(async () => {
        const res = await handoffApi(ctx.rest).updateStep(leadId, args.step.toLowerCase(), body);
        return { handoff: handoffNode(res.handoff), message: res.detail ?? HANDOFF_MESSAGES.stepSaved };
      });
    },
    handOffLead: (_: unknown, args: { leadId: string; epcOrganizationId: number }, ctx: GatewayContext) => {
      const leadId = idOf(args.leadId, 'Lead', 'leadId');
      return withUserErrors(async () => {
        const res = await handoffApi(ctx.rest).handOff(leadId, args.epcOrganizationId);
        return { handoff: handoffNode(res.handoff), message: res.detail };
      });
    },
    revokeHandoff: (_: unknown, args: { leadId: string }, ctx: GatewayContext) => {
      const leadId = idOf(args.leadId, 'Lead', 'leadId');
      return withUserErrors(async () => {
        const res = await handoffApi(ctx.rest).revoke(leadId);
        return { handoff: handoffNode(res.handoff), message: res.detail ?? HANDOFF_MESSAGES.revoked };
      });
    },
  },
};
