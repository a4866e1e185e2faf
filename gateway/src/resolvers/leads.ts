import type { GraphQLResolveInfo } from 'graphql';
import { createGraphQLError } from 'graphql-yoga';
import type { GatewayContext } from '../context.js';
import { addressSuggestions } from '../geocoder.js';
import { STATUS_MESSAGES } from '../rest/errors.js';
import { leadsApi, type LeadFileKindPath, type RestLead, type RestLeadFilters, type RestLeadsSummary } from '../rest/leads.js';
import { UnknownReferralError, utilityExports, UtilityServiceError } from '../rest/utility-service.js';
import { CHANNEL_MESSAGES } from './error-channel.js';
import { CODE_OF_STATUS, type UserError } from './user-errors.js';
import { loadViewer } from './account.js';
import { connectionOf, fetchConnection, keysetCursor, type PageArgs } from './connections.js';
import { idOf, optionalIdOf, toGlobalId } from './ids.js';
import {
  designDataOf, enrichmentEstimateOf, enrichmentStatusOf, fetchLeadNode, INSTALL_TYPES, OWNER_TYPES, PROPOSAL_INTENTS, LEAD_FILE_TYPES, leadFileOf, leadNode,
  LEAD_STAGES, leadRowNode, leadTypeResolvers, projectInfoOf, PROPOSAL_TYPES, YES_NO,
} from './lead-node.js';
import { leadIncludesOf } from './lead-includes.js';
import { registerNode, resolveNode } from './node.js';
import { snakeKeys, withUserErrors } from './payloads.js';

/** Messages of §4/§8 the leads area answers with, written once. */
export const LEAD_MESSAGES = {
  leadSubmitted: 'Lead submitted successfully.',
  leadSubmitFailed: 'There was an error submitting your lead. Please try again.',
  leadUpdated: 'Lead updated successfully.',
  leadCancelled: 'Lead cancelled.',
  // Issue 15 (ours): cancelling keeps the lead; restoring and deleting for good say so.
  leadRestored: 'Lead restored.',
  leadDeleted: 'Lead deleted permanently.',
  fileUploaded: (name: string) => `${name} file uploaded successfully`,
  fileUploadFailed: (name: string) => `There was an error uploading ${name} to the server.`,
  fileDeleted: 'File deleted successfully.',
  utilityLoaded: 'Utility data loaded successfully from the utility data service.',
  someError: 'Some error has occurred. Please try again.',
} as const;

/** A /bulk_leads/ answer: the api's message, the leads changed and the ones left alone with why (global ids). */
const bulkPayload = (a: { detail: string; done: number[]; refused: { id: number; detail: string }[] }) => ({
  message: a.detail,
  doneLeadIds: a.done.map((id) => toGlobalId('Lead', id)),
  refused: a.refused.map((r) => ({ leadId: toGlobalId('Lead', r.id), message: r.detail })),
});

/** §3 leads page size (§9). */
const LEADS_PAGE_SIZE = 50;
/** The api's default order of the lead list. */
const DEFAULT_LEAD_ORDER = 'desc__updated';

/**
 * The keyset cursor of a lead just created, in the default order (desc__updated): the api's
 * cursor writes the key to the microsecond, its answers to the millisecond, so the key is the
 * millisecond's start (a lead updated within that same millisecond may be passed over after it).
 */
function newLeadCursor(lead: { databaseId: number; raw: { updated?: unknown } | null }) {
  const at = typeof lead.raw?.updated === 'string' ? new Date(lead.raw.updated) : null;
  const key = at && !Number.isNaN(at.getTime()) ? `${at.toISOString().slice(0, 23)}000Z` : null;
  return keysetCursor(`leads:${DEFAULT_LEAD_ORDER}`, key, lead.databaseId);
}
// The lead's economics and handoff, when the operation asks for them, come in the lead's own answer (issue 28).
registerNode('Lead', (ctx, id, info) => fetchLeadNode(ctx, id, leadIncludesOf(info)));

export interface FilterArgs {
  search?: string | null; proposalTypes?: string[] | null; stages?: string[] | null; updatedFrom?: string | null; updatedTo?: string | null;
  organizationId?: string | null; associatedUserId?: string | null; state?: 'OPEN' | 'CANCELLED' | 'ALL' | null;
  /** Issue 26: the expected close month, YYYY-MM. */
  closeMonth?: string | null;
}
type ListArgs = FilterArgs & PageArgs & { order?: { field: string; direction: string } | null };

/** GraphQL filters to the api's query (§7: comma lists, updated 'start,end'). */
export function filtersOf(a: FilterArgs): RestLeadFilters {
  return {
    search: a.search ?? undefined,
    proposal_type: a.proposalTypes?.length ? a.proposalTypes.map((t) => PROPOSAL_TYPES.indexOf(t as any)).join(',') : undefined,
    lead_status: a.stages?.length ? a.stages.map((stage) => LEAD_STAGES.indexOf(stage as (typeof LEAD_STAGES)[number])).join(',') : undefined,
    updated: a.updatedFrom || a.updatedTo ? `${a.updatedFrom ?? ''},${a.updatedTo ?? ''}` : undefined,
    organization: optionalIdOf(a.organizationId, 'Organization', 'organizationId'),
    associated_user: optionalIdOf(a.associatedUserId, 'User', 'associatedUserId'),
    // Open is the api's default: sent only when another state is asked for.
    state: a.state && a.state !== 'OPEN' ? (a.state.toLowerCase() as 'cancelled' | 'all') : undefined,
    close_month: a.closeMonth || undefined,
  };
}

const summaryOf = (s: RestLeadsSummary) => ({
  totalLeads: s.total_leads, totalSystemSize: s.total_system_size, totalSolarCost: s.total_solar_cost, totalRooftopSolarCapacity: s.total_rooftop_solar_capacity,
  // Issue 26: the pipeline's dollar sum (an api without it answers 0).
  totalDealValue: s.total_deal_value ?? 0, dealValueCount: s.deal_value_count ?? 0,
});

/** An api value → enum name map turned round, for inputs. */
const byEnumName = (names: Record<string, string>) => Object.fromEntries(Object.entries(names).map(([api, name]) => [name, api]));
const INSTALL_BY_ENUM = byEnumName(INSTALL_TYPES);
const OWNER_TYPE_BY_ENUM = byEnumName(OWNER_TYPES);
const INTENT_BY_ENUM = byEnumName(PROPOSAL_INTENTS);
const YES_NO_BY_ENUM = Object.fromEntries(Object.entries(YES_NO).map(([value, name]) => [name, Number(value)]));
const enumValue = (map: Record<string, unknown>, v: unknown) => (v == null ? v : map[String(v)]);
/** "+1" followed by the digits (§5); a leading 1 of an 11-digit number is the country code already. */
export const phoneOf = (v: string) => { const d = v.replace(/\D/g, ''); return d.length === 11 && d.startsWith('1') ? `+${d}` : `+1${d}`; };

/** A nested input (customer, property, design data, project info) in the api's words. */
function nestedInput(input: Record<string, any> | null | undefined) {
  if (input == null) return input;
  const out = snakeKeys(input) as Record<string, any>;
  if ('install_type' in out) out.install_type = enumValue(INSTALL_BY_ENUM, out.install_type);
  if ('has_solar' in out) out.has_solar = enumValue(YES_NO_BY_ENUM, out.has_solar);
  if ('owner_type' in out) out.owner_type = enumValue(OWNER_TYPE_BY_ENUM, out.owner_type);
  if ('proposal_intent' in out) out.proposal_intent = enumValue(INTENT_BY_ENUM, out.proposal_intent);
  if (typeof out.location_precision === 'string') out.location_precision = out.location_precision.toLowerCase();
  if (Array.isArray(out.phone_numbers)) out.phone_numbers = out.phone_numbers.map(phoneOf);
  return out;
}

/** A create or update input as the api's lead payload (api/src/domain/lead-payload.ts). */
function leadBody(input: Record<string, any>) {
  const { customer, property, designData, projectInfo, proposalType, workingWithRoofer, roofWarranty, ownerType, ...rest } = input;
  return snakeKeys({
    ...rest, customer: nestedInput(customer), property: nestedInput(property), designData: nestedInput(designData), projectInfo: nestedInput(projectInfo),
    proposalType: proposalType == null ? proposalType : PROPOSAL_TYPES.indexOf(proposalType),
    workingWithRoofer: enumValue(YES_NO_BY_ENUM, workingWithRoofer), roofWarranty: enumValue(YES_NO_BY_ENUM, roofWarranty),
    ownerType: enumValue(OWNER_TYPE_BY_ENUM, ownerType),
  });
}

/** withUserErrors, plus the §8 message to show when the api refused the input. */
async function withMessage<T extends object>(failure: string, run: () => Promise<T>) {
  const result = await withUserErrors(run);
  return result.userErrors.length ? { ...result, message: failure } : result;
}

const fileKind = (kind: string): LeadFileKindPath => (kind === 'UTILITY_BILL' ? 'utility_bill' : 'additional');
const leadIdOf = (id: string | null | undefined) => optionalIdOf(id, 'Lead', 'leadId');
const refreshed = (ctx: GatewayContext, leadId: number | undefined) => (leadId ? fetchLeadNode(ctx, leadId) : null);

/** §4: after an update the lead page needs estimated_year_production and ess_epc_price; fill them here. */
async function withProjectDetails(ctx: GatewayContext, lead: RestLead): Promise<RestLead> {
  const info = lead.project_info ?? {};
  if (info.estimated_year_production != null && info.ess_epc_price != null) return lead;
  const details = (await leadsApi(ctx.rest).projectDetails(lead.id)).project_info ?? {};
  return {
    ...lead,
    project_info: { ...info, estimated_year_production: info.estimated_year_production ?? details.estimated_year_production ?? null, ess_epc_price: info.ess_epc_price ?? details.ess_epc_price ?? null },
  };
}

/**
 * An import the utility data service refused: an unknown referral code on the referral field;
 * anything else §8's text on the whole input, coded by the service's answer (unreachable or
 * failing: CONFLICT, the import cannot be done now).
 */
function utilityServiceError(error: UtilityServiceError, referral: string): UserError {
  if (error instanceof UnknownReferralError) return { field: 'referral', code: 'NOT_FOUND', messages: [CHANNEL_MESSAGES.referralNotFound(referral.trim())] };
  const code = error.status !== null && Object.hasOwn(CODE_OF_STATUS, error.status) ? CODE_OF_STATUS[error.status] : 'CONFLICT';
  return { field: null, code, messages: [LEAD_MESSAGES.someError] };
}

function roleError(status: 401 | 403) {
  return createGraphQLError(`${status} ${STATUS_MESSAGES[status]}`, { extensions: { code: status === 401 ? 'UNAUTHENTICATED' : 'FORBIDDEN', status } });
}

export const leadsResolvers = {
  ...leadTypeResolvers,
  Query: {
    leads: async (_: unknown, args: ListArgs, ctx: GatewayContext) => {
      const filters = filtersOf(args);
      const order = args.order ? `${args.order.direction.toLowerCase()}__${args.order.field.toLowerCase()}` : undefined;
      const { search, ...rest } = filters;
      // Every order of the list is a keyset order: the api's cursors name it (leads:<dir>__<field>).
      const upstream = await fetchConnection(args, LEADS_PAGE_SIZE, `leads:${order ?? DEFAULT_LEAD_ORDER}`, (query) => leadsApi(ctx.rest).list({ ...query, search, order, ...rest }));
      return { ...connectionOf(upstream, leadRowNode), filters };
    },
    leadDrafts: async (_: unknown, __: unknown, ctx: GatewayContext) => (await leadsApi(ctx.rest).drafts()).map((d) => ({
      id: toGlobalId('Lead', d.id), databaseId: d.id, name: d.name, address: d.address, customerName: d.customer_name, created: d.created, updated: d.updated,
    })),
    leadsSummary: async (_: unknown, args: FilterArgs, ctx: GatewayContext) => summaryOf(await leadsApi(ctx.rest).summary(filtersOf(args))),
    /** Null when missing or another organization's (the api answers 404 for both); no lead has a number below 1. */
    lead: (_: unknown, { databaseId }: { databaseId: number }, ctx: GatewayContext, info: GraphQLResolveInfo) =>
      (databaseId >= 1 ? resolveNode(ctx, toGlobalId('Lead', databaseId), undefined, info) : null),
    leadEnrichmentStatus: async (_: unknown, { leadId }: { leadId: string }, ctx: GatewayContext) => {
      const s = await leadsApi(ctx.rest).enrichmentStatus(idOf(leadId, 'Lead'));
      return { status: enrichmentStatusOf(s.status), enrichedData: enrichmentEstimateOf(s.enriched_data), failureReason: s.failure_reason ?? null };
    },
    projectDetails: async (_: unknown, { leadId }: { leadId: string }, ctx: GatewayContext) => {
      const d = await leadsApi(ctx.rest).projectDetails(idOf(leadId, 'Lead'));
      return { leadDatabaseId: d.lead, enrichmentStatus: enrichmentStatusOf(d.enrichment_status), projectInfo: projectInfoOf(d.project_info), designData: designDataOf(d.design_data) };
    },
    addressSuggestions: (_: unknown, { query, limit }: { query: string; limit?: number | null }, ctx: GatewayContext) => addressSuggestions(ctx, query, limit ?? 5),
    /** A state code the api would refuse (not two letters) has no counties: no call. */
    counties: async (_: unknown, { state }: { state: string }, ctx: GatewayContext) =>
      (/^[a-z]{2}$/i.test(state.trim()) ? (await leadsApi(ctx.rest).counties(state.trim())).counties : []),
  },
  LeadConnection: {
    /** Asked only when the screen shows totals: one /leads_summary/ call with the list's filters. */
    summary: async (conn: { filters: RestLeadFilters }, _: unknown, ctx: GatewayContext) => summaryOf(await leadsApi(ctx.rest).summary(conn.filters)),
  },
  BulkLeadsPayload: {
    /** A refused request answers only userErrors: nothing was done. */
    doneLeadIds: (p: { doneLeadIds?: string[] }) => p.doneLeadIds ?? [],
    refused: (p: { refused?: unknown[] }) => p.refused ?? [],
  },
  LeadFilePayload: {
    /** A refused input answers only userErrors; the list is still there, empty. */
    files: (p: { files?: unknown[] }) => p.files ?? [],
  },
  Mutation: {
    createLead: (_: unknown, { input }: { input: Record<string, any> }, ctx: GatewayContext) => {
      // Files uploaded beforehand are named by their global ids (LeadFile.id); refused before any call.
      const files = (key: 'utilityBills' | 'additionalFiles') =>
        (input[key] == null ? input[key] : (input[key] as string[]).map((id, i) => idOf(id, 'LeadFile', `input.${key}.${i}`)));
      const body = { ...input, utilityBills: files('utilityBills'), additionalFiles: files('additionalFiles') };
      return withMessage(LEAD_MESSAGES.leadSubmitFailed, async () => {
        // draft is sent only when true: null or false is an ordinary lead.
        const lead = leadNode(await leadsApi(ctx.rest).create(leadBody({ ...body, draft: input.draft === true ? true : undefined })));
        // Newest first is the list's default order, so the new lead's edge opens the first page;
        // its cursor is its position in that order (updated, to the api's millisecond, and id).
        return { lead, leadEdge: { cursor: newLeadCursor(lead), node: lead }, message: LEAD_MESSAGES.leadSubmitted };
      });
    },
    updateLead: (_: unknown, { id, input }: { id: string; input: Record<string, any> }, ctx: GatewayContext) =>
      withUserErrors(async () => {
        const lead = await leadsApi(ctx.rest).update(idOf(id, 'Lead'), leadBody(input));
        return { lead: leadNode(await withProjectDetails(ctx, lead)), message: LEAD_MESSAGES.leadUpdated };
      }),
    submitLead: (_: unknown, { id }: { id: string }, ctx: GatewayContext) =>
      withMessage(LEAD_MESSAGES.leadSubmitFailed, async () => {
        // No leadEdge: the schema keeps it for createLead.
        return { lead: leadNode(await leadsApi(ctx.rest).submit(idOf(id, 'Lead'))), message: LEAD_MESSAGES.leadSubmitted };
      }),
    deleteLead: (_: unknown, { id }: { id: string }, ctx: GatewayContext) =>
      withUserErrors(async () => {
        await leadsApi(ctx.rest).delete(idOf(id, 'Lead'));
        return { deletedLeadId: id, message: LEAD_MESSAGES.leadDeleted };
      }),
    cancelLead: (_: unknown, { id, reason }: { id: string; reason: string }, ctx: GatewayContext) =>
      withUserErrors(async () => {
        const answer = await leadsApi(ctx.rest).cancel(idOf(id, 'Lead'), reason);
        return { lead: leadNode(answer.lead), message: LEAD_MESSAGES.leadCancelled };
      }),
    bulkCancelLeads: (_: unknown, { ids, reason }: { ids: string[]; reason: string }, ctx: GatewayContext) =>
      withUserErrors(async () => bulkPayload(await leadsApi(ctx.rest).bulk({ action: 'cancel', reason, ids: ids.map((id, i) => idOf(id, 'Lead', `ids.${i}`)) }))),
    bulkAssignLeads: (_: unknown, { ids, userId }: { ids: string[]; userId?: string | null }, ctx: GatewayContext) =>
      withUserErrors(async () => bulkPayload(await leadsApi(ctx.rest).bulk({
        action: 'assign', associated_user: optionalIdOf(userId, 'User', 'userId') ?? null, ids: ids.map((id, i) => idOf(id, 'Lead', `ids.${i}`)),
      }))),
    restoreLead: (_: unknown, { id }: { id: string }, ctx: GatewayContext) =>
      withUserErrors(async () => {
        const answer = await leadsApi(ctx.rest).restore(idOf(id, 'Lead'));
        return { lead: leadNode(answer.lead), message: LEAD_MESSAGES.leadRestored };
      }),
    uploadLeadFile: (_: unknown, args: { leadId?: string | null; file: File; fileType?: string | null; kind: string }, ctx: GatewayContext) => {
      const leadId = leadIdOf(args.leadId);
      return withMessage(LEAD_MESSAGES.fileUploadFailed(args.file.name), async () => {
        const fileType = Math.max(0, LEAD_FILE_TYPES.indexOf((args.fileType ?? 'OTHER_FILES') as any));
        const stored = await leadsApi(ctx.rest).uploadFile(fileKind(args.kind), { file: args.file, file_type: fileType, lead_pk: leadId });
        return { lead: await refreshed(ctx, leadId), files: [leadFileOf(stored)], message: LEAD_MESSAGES.fileUploaded(args.file.name) };
      });
    },
    deleteLeadFile: (_: unknown, args: { fileId: string; kind: string; leadId?: string | null }, ctx: GatewayContext) => {
      const leadId = leadIdOf(args.leadId);
      const fileId = idOf(args.fileId, 'LeadFile', 'fileId');
      return withMessage(LEAD_MESSAGES.someError, async () => {
        await leadsApi(ctx.rest).deleteFile(fileKind(args.kind), fileId);
        return { lead: await refreshed(ctx, leadId), files: [], deletedFileId: args.fileId, message: LEAD_MESSAGES.fileDeleted };
      });
    },
    setLeadSystemImage: (_: unknown, { id, file }: { id: string; file: File }, ctx: GatewayContext) =>
      withUserErrors(async () => ({ lead: leadNode(await leadsApi(ctx.rest).updateMultipart(idOf(id, 'Lead'), { system_image: file })), message: LEAD_MESSAGES.leadUpdated })),
    removeLeadSystemImage: (_: unknown, { id }: { id: string }, ctx: GatewayContext) =>
      withUserErrors(async () => ({ lead: leadNode(await leadsApi(ctx.rest).update(idOf(id, 'Lead'), { system_image: null })), message: LEAD_MESSAGES.leadUpdated })),
    assignLead: async (_: unknown, args: { id: string; organizationId: string; userId?: string | null }, ctx: GatewayContext) => {
      const leadId = idOf(args.id, 'Lead');
      const organization = idOf(args.organizationId, 'Organization');
      const user = optionalIdOf(args.userId, 'User', 'userId') ?? null;
      // §6 / issue: only super admins and org admins assign; refused here before any upstream write.
      const viewer = await loadViewer(ctx);
      if (!viewer) throw roleError(401);
      if (!viewer.isSuperAdmin && !viewer.isOrgAdmin) throw roleError(403);
      return withUserErrors(async () => ({
        lead: leadNode(await leadsApi(ctx.rest).update(leadId, { organization, associated_user: user })), message: LEAD_MESSAGES.leadUpdated,
      }));
    },
    importUtilityData: async (_: unknown, args: { leadId?: string | null; referral: string }, ctx: GatewayContext) => {
      const leadId = leadIdOf(args.leadId);
      let files;
      try {
        files = await utilityExports(ctx.config, args.referral);
      } catch (error) {
        if (!(error instanceof UtilityServiceError)) throw error;
        const refused = utilityServiceError(error, args.referral);
        return { lead: null, files: [], message: refused.messages[0], userErrors: [refused] };
      }
      return withMessage(LEAD_MESSAGES.someError, async () => {
        const stored = await leadsApi(ctx.rest).importFromService({ lead_pk: leadId, files });
        return {
          lead: await refreshed(ctx, leadId), files: [...stored.utility_bills, ...stored.additional_files].map(leadFileOf), message: LEAD_MESSAGES.utilityLoaded,
        };
      });
    },
  },
};
