import { createGraphQLError } from 'graphql-yoga';
import type { GatewayContext } from '../context.js';
import { documentsApi, type RestProposal } from '../rest/documents.js';
import { STATUS_MESSAGES } from '../rest/errors.js';
import { apiUserErrors, isExpectedFailure } from './user-errors.js';
import { loadViewer } from './account.js';
import { connectionOf, fetchConnection, type PageArgs } from './connections.js';
import { requireRole, ROLES } from './admin-nodes.js';
import { agreementNode, documentTypeResolvers, findProposal, findQuote, proposalNode, quoteNode } from './document-nodes.js';
import { idOf as parseId } from './ids.js';
import { fetchLeadNode, PROPOSAL_TYPES } from './lead-node.js';
import { registerNode } from './node.js';
import { snakeKeys } from './payloads.js';

/** Messages of §4/§8 shown after these mutations, written once. */
export const DOCUMENT_MESSAGES = {
  quoteRequested: 'Quote requested successfully.',
  proposalRequested: (id: number) => `Proposal #${id} requested successfully.`,
  proposalGenerated: (id: number) => `Proposal #${id} generated successfully.`,
  proposalStatusChanged: 'Proposal status changed successfully.',
  proposalUnlocked: 'Proposal requested successfully',
  quoteCreated: (id: number) => `Quote #${id} created successfully.`,
  paceQuoteCreated: (id: number) => `Pace Quote #${id} created successfully.`,
  quoteGenerated: (id: number) => `Quote #${id} generated successfully.`,
  agreementSent: 'Agreement sent successfully.',
  agreementResent: 'A new signing link was sent; the earlier one no longer works.',
  agreementVoided: 'Agreement voided: its signing link no longer works.',
} as const;

// Agreement has no GET-by-id route and its global id does not name its lead, so node(id:) does not resolve agreements.
registerNode('Proposal', (ctx, id) => findProposal(ctx, id));
registerNode('Quote', (ctx, id) => findQuote(ctx, id));
registerNode('Agreement', async (ctx, id) => agreementNode(await documentsApi(ctx.rest).agreement(id)));

/** §6: admin-only lists are for super admins; refused here, before any upstream call for the list. */
async function requireSuperAdmin(ctx: GatewayContext) {
  const viewer = await loadViewer(ctx);
  if (!viewer) throw createGraphQLError(`401 ${STATUS_MESSAGES[401]}`, { extensions: { code: 'UNAUTHENTICATED', status: 401 } });
  if (!viewer.isSuperAdmin) throw createGraphQLError(`403 ${STATUS_MESSAGES[403]}`, { extensions: { code: 'FORBIDDEN', status: 403 } });
}

/**
 * Runs a document mutation. The payload's `lead` is resolved lazily from `leadId` after the write
 * (one GET, shared with the document's own `lead`). An expected api failure becomes userErrors; the payload still
 * names the lead when it is known, so the page reloads beside the messages (§4 quotes).
 */
async function mutate(run: () => Promise<Record<string, unknown> & { leadId: number }>, leadOnError: number | (() => Promise<number>) | null) {
  try {
    return { message: null, ...(await run()), userErrors: [] };
  } catch (error) {
    if (!isExpectedFailure(error)) throw error;
    let leadId: number | null = null;
    try { leadId = typeof leadOnError === 'function' ? await leadOnError() : leadOnError; } catch { leadId = null; }
    return { leadId, message: null, userErrors: apiUserErrors(error) };
  }
}

interface ValuesInput { pricing?: Record<string, unknown> | null; pace?: Record<string, unknown> | null; values?: unknown }

const present = (o: Record<string, unknown> | null | undefined) =>
  Object.fromEntries(Object.entries(snakeKeys(o ?? {})).filter(([, v]) => v !== null));

/**
 * The api's `values` object: raw JSON values, then the typed pricing and PACE values over them;
 * undefined when empty. Creates drop explicit nulls of the typed values (there is nothing to clear);
 * `clear` (updateProposal) passes them on as null, which the api reads as "clear the stored value"
 * (GraphQL update semantics: omitted = unchanged, null = clear).
 */
function valuesOf(input: ValuesInput, { clear = false } = {}): Record<string, unknown> | undefined {
  if (input.values != null && (typeof input.values !== 'object' || Array.isArray(input.values)))
    throw createGraphQLError('values must be a JSON object.', { extensions: { code: 'BAD_USER_INPUT' } });
  const typed = clear ? (o: Record<string, unknown> | null | undefined) => snakeKeys(o ?? {}) : present;
  const out = { ...(input.values as Record<string, unknown> | undefined), ...typed(input.pricing), ...typed(input.pace) };
  return Object.keys(out).length ? out : undefined;
}

/** §4: requested marketing → quote requested; requested → proposal requested; Generated or Processing → generated. */
export function createdProposalMessage(p: Pick<RestProposal, 'id' | 'proposal_status' | 'proposal_type'>): string {
  if (p.proposal_status === 0) return p.proposal_type === 0 ? DOCUMENT_MESSAGES.quoteRequested : DOCUMENT_MESSAGES.proposalRequested(p.id);
  return DOCUMENT_MESSAGES.proposalGenerated(p.id);
}

type Ctx = GatewayContext;

/** idOf, with its refusal raised through Yoga's error class so error masking lets the message through. */
function idOf(globalId: string, type: string): number {
  try { return parseId(globalId, type); } catch (error) {
    throw createGraphQLError((error as Error).message, { extensions: { code: 'BAD_USER_INPUT' } });
  }
}
const api = (ctx: Ctx) => documentsApi(ctx.rest);
const proposalLead = (ctx: Ctx, id: number) => async () => (await api(ctx).proposal(id)).lead;
const quoteLead = (ctx: Ctx, id: number) => async () => (await api(ctx).quote(id)).lead;

/** A proposal write answered with the proposal: its payload. */
const proposalWrite = (ctx: Ctx, id: number, write: () => Promise<RestProposal>, message: string | null = null) =>
  mutate(async () => { const p = await write(); return { proposal: proposalNode(p), leadId: p.lead, message }; }, proposalLead(ctx, id));

const payloadLead = (p: { leadId?: number | null }, _: unknown, ctx: Ctx) => (p.leadId ? fetchLeadNode(ctx, p.leadId) : null);

export const documentResolvers = {
  ...documentTypeResolvers,
  ProposalPayload: { lead: payloadLead },
  QuotePayload: { lead: payloadLead },
  AgreementPayload: { lead: payloadLead },
  Query: {
    proposals: async (_: unknown, args: PageArgs, ctx: Ctx) => {
      await requireSuperAdmin(ctx);
      return connectionOf(await fetchConnection(args, 10, 'proposals', (query) => api(ctx).proposals(query)), (p) => proposalNode(p));
    },
    agreements: async (_: unknown, args: PageArgs, ctx: Ctx) => {
      await requireSuperAdmin(ctx);
      return connectionOf(await fetchConnection(args, 10, 'agreements', (query) => api(ctx).agreements(query)), (a) => agreementNode(a));
    },
    proposal: (_: unknown, { databaseId, pricingInputsType }: { databaseId: number; pricingInputsType?: string | null }, ctx: Ctx) =>
      findProposal(ctx, databaseId, pricingInputsType),
    quote: (_: unknown, { databaseId }: { databaseId: number }, ctx: Ctx) => findQuote(ctx, databaseId),
  },
  Mutation: {
    createProposal: (_: unknown, { input }: { input: ValuesInput & Record<string, any> }, ctx: Ctx) => {
      const lead = idOf(input.leadId, 'Lead');
      const optional = present({ needCustomization: input.needCustomization, generate: input.generate, surveyScheduledDate: input.surveyScheduledDate, installationName: input.installationName, pricingModelType: input.pricingModelType });
      const values = valuesOf(input);
      return mutate(async () => {
        const p = await api(ctx).createProposal({ lead, proposal_type: PROPOSAL_TYPES.indexOf(input.proposalType), ...optional, ...(values ? { values } : {}) });
        return { proposal: proposalNode(p), leadId: p.lead, message: createdProposalMessage(p) };
      }, lead);
    },
    updateProposal: (_: unknown, { id, input }: { id: string; input: ValuesInput & Record<string, any> }, ctx: Ctx) => {
      const pk = idOf(id, 'Proposal');
      // §5: the proposal edit drops rebate_pay_date and pis_date.
      const { rebatePayDate: _rebate, pisDate: _pis, pricing: _pricing, pace: _pace, values: _values, ...fields } = input;
      // An explicit null pricing value clears the proposal's stored value (the lead's applies again).
      const values = valuesOf(input, { clear: true });
      return proposalWrite(ctx, pk, () => api(ctx).updateProposal(pk, { ...snakeKeys(fields), ...(values ? { values } : {}) }));
    },
    generateProposal: (_: unknown, { id }: { id: string }, ctx: Ctx) => {
      const pk = idOf(id, 'Proposal');
      return proposalWrite(ctx, pk, () => api(ctx).generateProposal(pk), DOCUMENT_MESSAGES.proposalGenerated(pk));
    },
    setProposalActive: (_: unknown, { id, isActive }: { id: string; isActive: boolean }, ctx: Ctx) => {
      const pk = idOf(id, 'Proposal');
      return proposalWrite(ctx, pk, () => api(ctx).updateProposal(pk, { is_active: isActive }), DOCUMENT_MESSAGES.proposalStatusChanged);
    },
    requestProposal: (_: unknown, { id }: { id: string }, ctx: Ctx) => {
      const pk = idOf(id, 'Proposal');
      return proposalWrite(ctx, pk, () => api(ctx).updateProposal(pk, { request_proposal: true }));
    },
    uploadProposalPdf: (_: unknown, { id, file }: { id: string; file: File }, ctx: Ctx) => {
      const pk = idOf(id, 'Proposal');
      return proposalWrite(ctx, pk, () => api(ctx).uploadProposalPdf(pk, file));
    },
    unlockProposal: (_: unknown, { leadId }: { leadId: string }, ctx: Ctx) => {
      const lead = idOf(leadId, 'Lead');
      return mutate(async () => {
        await api(ctx).unlockProposals(lead);
        return { proposal: null, leadId: lead, message: DOCUMENT_MESSAGES.proposalUnlocked };
      }, lead);
    },
    createQuote: (_: unknown, { input }: { input: ValuesInput & { leadId: string } }, ctx: Ctx) => createQuote(ctx, input, 'standard'),
    createPaceQuote: (_: unknown, { input }: { input: ValuesInput & { leadId: string } }, ctx: Ctx) => createQuote(ctx, input, 'pace'),
    updateQuote: (_: unknown, { id, input }: { id: string; input: ValuesInput }, ctx: Ctx) => {
      const pk = idOf(id, 'Quote');
      const values = valuesOf(input);
      return mutate(async () => {
        const q = await api(ctx).updateQuote(pk, values ? { values } : {});
        return { quote: quoteNode(q), leadId: q.lead };
      }, quoteLead(ctx, pk));
    },
    generateQuote: (_: unknown, { id }: { id: string }, ctx: Ctx) => {
      const pk = idOf(id, 'Quote');
      return mutate(async () => {
        const q = await api(ctx).generateQuote(pk);
        return { quote: quoteNode(q), leadId: q.lead, message: DOCUMENT_MESSAGES.quoteGenerated(q.id) };
      }, quoteLead(ctx, pk));
    },
    // Sending and resending (whose answers carry the signing link) are for org admins and super admins,
    // refused here before any upstream call; the api checks again against the lead.
    sendAgreement: async (_: unknown, args: { leadId: string; agreementType: number; proposalId?: string | null; message?: string | null }, ctx: Ctx) => {
      const lead = idOf(args.leadId, 'Lead');
      const proposal = args.proposalId == null ? undefined : idOf(args.proposalId, 'Proposal');
      await requireRole(ctx, ROLES.orgAdminOrSuperAdmin);
      return mutate(async () => {
        const sent = await api(ctx).sendAgreement({ lead, agreement_type: args.agreementType, ...(proposal ? { proposal } : {}), ...(args.message != null ? { message: args.message } : {}) });
        return { agreement: agreementNode(sent.agreement), leadId: lead, message: DOCUMENT_MESSAGES.agreementSent };
      }, lead);
    },
    resendAgreement: async (_: unknown, { id, message }: { id: string; message?: string | null }, ctx: Ctx) => {
      const pk = idOf(id, 'Agreement');
      await requireRole(ctx, ROLES.orgAdminOrSuperAdmin);
      return mutate(async () => {
        const sent = await api(ctx).resendAgreement(pk, message != null ? { message } : {});
        return { agreement: agreementNode(sent.agreement), leadId: sent.agreement.lead, message: DOCUMENT_MESSAGES.agreementResent };
      }, null);
    },
    // Voiding: the same roles as resending, refused here first; the api checks again against the lead.
    voidAgreement: async (_: unknown, { id }: { id: string }, ctx: Ctx) => {
      const pk = idOf(id, 'Agreement');
      await requireRole(ctx, ROLES.orgAdminOrSuperAdmin);
      return mutate(async () => {
        const voided = await api(ctx).voidAgreement(pk);
        return { agreement: agreementNode(voided.agreement), leadId: voided.agreement.lead, message: DOCUMENT_MESSAGES.agreementVoided };
      }, null);
    },
  },
};

/** createQuote and createPaceQuote: POST /quote/ with quote_type standard or pace. */
function createQuote(ctx: Ctx, input: ValuesInput & { leadId: string }, quoteType: 'standard' | 'pace') {
  const lead = idOf(input.leadId, 'Lead');
  const values = valuesOf(input);
  return mutate(async () => {
    const q = await api(ctx).createQuote({ lead, quote_type: quoteType, ...(values ? { values } : {}) });
    const message = quoteType === 'pace' ? DOCUMENT_MESSAGES.paceQuoteCreated(q.id) : DOCUMENT_MESSAGES.quoteCreated(q.id);
    return { quote: quoteNode(q), leadId: q.lead, message };
  }, lead);
}
