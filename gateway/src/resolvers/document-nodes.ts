import type { GatewayContext } from '../context.js';
import { documentsApi, type RestAgreement, type RestProposal, type RestQuote } from '../rest/documents.js';
import { isUpstreamError } from '../rest/errors.js';
import { toGlobalId } from './ids.js';
import { fetchLeadNode, fullLead, PROPOSAL_TYPES, type LeadNode } from './lead-node.js';

/** §3 labels, by the api's values. */
export const PROPOSAL_TYPE_LABELS = ['Marketing', 'Preliminary', 'Detailed'] as const;
export const STATUS_LABELS = ['Requested', 'Generated', 'Processing'] as const;
export const AGREEMENT_TYPE_LABELS = ['LOI', 'Clean Energy PPA'] as const;
export const QUOTE_TYPE_LABELS: Record<string, string> = { standard: 'Quote', pace: 'PACE Quote' };

/**
 * ProposalType belongs to the leads part, which maps it by name (PROPOSAL_TYPES); the enums below
 * are this area's. Enum values as the api spells them: graphql-tools maps each GraphQL enum name to these
 * internal values both ways, so nodes carry the api's values and inputs arrive in them.
 */
export const documentEnums = {
  ProposalStatus: { REQUESTED: 0, GENERATED: 1, PROCESSING: 2 },
  QuoteType: { STANDARD: 'standard', PACE: 'pace' },
  AgreementType: { LOI: 0, CLEAN_ENERGY_PPA: 1 },
  PricingSystemType: { TRACKING_GROUNDMOUNT: 'Tracking Groundmount', FIXED_GROUNDMOUNT: 'Fixed Groundmount', ROOFTOP: 'Rooftop', CANOPY: 'Canopy' },
  PricingBasis: { TARGET_PROFIT_PER_WATT: 'Target Profit Per Watt', GIVEN_PROFIT_PER_WATT: 'Given Profit Per Watt', USE_MARKUP_PERCENT: 'Use MarkUp Percent' },
  StorageDuration: { NONE: 'none', TWO_HOUR: '2-hour', FOUR_HOUR: '4-hour' },
  PpaEscalator: { TWO_PERCENT: 2, THREE_PERCENT: 3 },
  DealKind: { CLEAN_ENERGY_LEGACY: 'Clean Energy (Legacy)', CLEAN_ENERGY_PPA: 'Clean Energy PPA', CREDIT_PPA: 'Credit PPA' },
  EpcPriceUnit: { DOLLARS: '$', DOLLARS_PER_WATT: '$/W' },
  EssPriceUnit: { DOLLARS: '$', DOLLARS_PER_KWH: '$/kWh' },
  BondDiscountMode: { MODEL_CALCULATES: 'model calculates', ROOF_ONLY: 'roof only', SOLAR_AND_ROOF: 'solar and roof' },
};

/**
 * The api's model outputs (proposal_data, quote_data, pricing inputs) with camelCase keys:
 * year_25_cumulative_savings → year25CumulativeSavings, system_savings_ → systemSavings.
 */
export function camelDeep(value: unknown): any {
  if (Array.isArray(value)) return value.map(camelDeep);
  if (!value || typeof value !== 'object') return value;
  return Object.fromEntries(Object.entries(value).map(([key, v]) => [key.replace(/_+$/, '').replace(/_([a-z0-9])/g, (_, c: string) => c.toUpperCase()), camelDeep(v)]));
}

/** A Proposal node; `parentLead` is set when it comes from a lead, so `lead` costs nothing. */
export function proposalNode(p: RestProposal, parentLead: LeadNode | null = null) {
  return {
    __typename: 'Proposal' as const, id: toGlobalId('Proposal', p.id), databaseId: p.id, leadDatabaseId: p.lead, parentLead,
    leadName: p.lead_name, installationName: p.installation_name, dateGenerated: p.date_generated, address: p.address,
    proposalType: PROPOSAL_TYPES[p.proposal_type], proposalTypeLabel: PROPOSAL_TYPE_LABELS[p.proposal_type] ?? String(p.proposal_type),
    proposalStatus: p.proposal_status, proposalStatusLabel: STATUS_LABELS[p.proposal_status] ?? String(p.proposal_status),
    isActive: p.is_active, requestProposal: p.request_proposal, needCustomization: p.need_customization,
    pricingModelType: p.pricing_model_type, surveyScheduledDate: p.survey_scheduled_date, estSolarPisDate: p.est_solar_pis_date,
    estAssessmentFilingDate: p.est_assessment_filing_date, rebatePayDate: p.rebate_pay_date, pisDate: p.pis_date,
    pdfPath: p.pdf_file, values: p.values ?? {}, pricingValues: camelDeep(p.values ?? {}),
    pricingInputs: p.pricing_inputs ? camelDeep(p.pricing_inputs) : null, pricingInputsType: p.pricing_inputs_type ?? null,
    proposalData: p.proposal_data ? camelDeep(p.proposal_data) : null, error: p.error,
    organizationName: p.organization_name, created: p.created, updated: p.updated,
  };
}

export function quoteNode(q: RestQuote, parentLead: LeadNode | null = null) {
  return {
    __typename: 'Quote' as const, id: toGlobalId('Quote', q.id), databaseId: q.id, leadDatabaseId: q.lead, parentLead,
    leadName: q.lead_name, quoteType: q.quote_type, quoteTypeLabel: QUOTE_TYPE_LABELS[q.quote_type] ?? q.quote_type,
    status: q.status, statusLabel: STATUS_LABELS[q.status] ?? String(q.status),
    values: q.values ?? {}, pricingValues: camelDeep(q.values ?? {}), paceValues: q.quote_type === 'pace' ? camelDeep(q.values ?? {}) : null,
    quoteData: q.quote_data ? camelDeep(q.quote_data) : null, pdfPath: q.pdf_file, error: q.error,
    dateGenerated: q.date_generated, created: q.created, updated: q.updated,
  };
}

export function agreementNode(a: RestAgreement, parentLead: LeadNode | null = null) {
  return {
    __typename: 'Agreement' as const, id: toGlobalId('Agreement', a.id), databaseId: a.id, leadDatabaseId: a.lead, parentLead,
    leadName: a.lead_name, agreementType: a.agreement_type, agreementTypeLabel: a.agreement_type_label ?? AGREEMENT_TYPE_LABELS[a.agreement_type],
    proposalDatabaseId: a.proposal, signed: a.signed, signedDatetime: a.signed_datetime, signerName: a.signer_name,
    signUrl: a.sign_url, superseded: a.superseded, pdfPath: a.file, signedPdfPath: a.file_signed,
    organizationName: a.organization_name, created: a.created,
  };
}

type DocumentNode = { leadDatabaseId: number; parentLead: LeadNode | null };
const leadOf = (d: DocumentNode, _: unknown, ctx: GatewayContext) => d.parentLead ?? fetchLeadNode(ctx, d.leadDatabaseId);

/** A proposal by id, or null when missing or not the caller's. */
export async function findProposal(ctx: GatewayContext, id: number, pricingInputsType?: string | null) {
  try {
    return proposalNode(await documentsApi(ctx.rest).proposal(id, pricingInputsType));
  } catch (error) {
    if (isUpstreamError(error, 404)) return null;
    throw error;
  }
}

export async function findQuote(ctx: GatewayContext, id: number) {
  try {
    return quoteNode(await documentsApi(ctx.rest).quote(id));
  } catch (error) {
    if (isUpstreamError(error, 404)) return null;
    throw error;
  }
}

/** Object-type resolvers: the lead of each document, and the Lead fields this area adds. */
export const documentTypeResolvers = {
  ...documentEnums,
  Proposal: { lead: leadOf },
  Quote: { lead: leadOf },
  Agreement: {
    lead: leadOf,
    /**
     * From its lead's proposals: the parent lead, or the lead a payload fetches anyway (the GET is
     * memoised), so it costs no call of its own; GET /proposal/{id}/ only if the lead lacks it.
     */
    proposal: async (a: ReturnType<typeof agreementNode>, _: unknown, ctx: GatewayContext) => {
      if (!a.proposalDatabaseId) return null;
      const lead = a.parentLead ?? await fetchLeadNode(ctx, a.leadDatabaseId);
      const known = (await fullLead(ctx, lead)).proposals?.find((p: RestProposal) => p.id === a.proposalDatabaseId);
      return known ? proposalNode(known, lead) : findProposal(ctx, a.proposalDatabaseId);
    },
  },
  /** From the REST lead payload, which already carries them: no extra call (a list row costs one memoised GET). */
  Lead: {
    proposals: async (lead: LeadNode, _: unknown, ctx: GatewayContext) => ((await fullLead(ctx, lead)).proposals ?? []).map((p: RestProposal) => proposalNode(p, lead)),
    quotes: async (lead: LeadNode, _: unknown, ctx: GatewayContext) => ((await fullLead(ctx, lead)).quotes ?? []).map((q: RestQuote) => quoteNode(q, lead)),
    agreements: async (lead: LeadNode, _: unknown, ctx: GatewayContext) => ((await fullLead(ctx, lead)).agreements ?? []).map((a: RestAgreement) => agreementNode(a, lead)),
  },
};
