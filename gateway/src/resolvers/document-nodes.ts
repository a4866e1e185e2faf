import type { GatewayContext } from '../context.js';
import { documentsApi, type RestAgreement, type RestProposal, type RestQuote } from '../rest/documents.js';
import { isUpstreamError } from '../rest/errors.js';
import { toGlobalId } from './ids.js';
import { fileAt } from './media.js';
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
  AgreementStatus: { SENT: 'sent', VIEWED: 'viewed', SIGNED: 'signed', EXECUTED: 'executed', VOIDED: 'voided' },
  PricingSystemType: { TRACKING_GROUNDMOUNT: 'Tracking Groundmount', FIXED_GROUNDMOUNT: 'Fixed Groundmount', ROOFTOP: 'Rooftop', CANOPY: 'Canopy' },
  PricingBasis: { TARGET_PROFIT_PER_WATT: 'Target Profit Per Watt', GIVEN_PROFIT_PER_WATT: 'Given Profit Per Watt', USE_MARKUP_PERCENT: 'Use MarkUp Percent' },
  StorageDuration: { NONE: 'none', TWO_HOUR: '2-hour', FOUR_HOUR: '4-hour' },
  PpaEscalator: { TWO_PERCENT: 2, THREE_PERCENT: 3 },
  DealKind: { CLEAN_ENERGY_LEGACY: 'Clean Energy (Legacy)', CLEAN_ENERGY_PPA: 'Clean Energy PPA', CREDIT_PPA: 'Credit PPA' },
  EpcPriceUnit: { DOLLARS: '$', DOLLARS_PER_WATT: '$/W' },
  EssPriceUnit: { DOLLARS: '$', DOLLARS_PER_KWH: '$/kWh' },
  BondDiscountMode: { MODEL_CALCULATES: 'model calculates', ROOF_ONLY: 'roof only', SOLAR_AND_ROOF: 'solar and roof' },
};

const camelKeys = new Map<string, string>();
/** The other way round: the api keys seen so far with each camelCase name. */
const apiKeysOf = new Map<string, string[]>();
/** year_25_cumulative_savings → year25CumulativeSavings, system_savings_ → systemSavings (memoised: the api's keys are few). */
function camelKey(key: string): string {
  let camel = camelKeys.get(key);
  if (camel === undefined) {
    camel = key.replace(/_+$/, '').replace(/_([a-z0-9])/g, (_, c: string) => c.toUpperCase());
    // Keys of stored input JSON are the client's: the memo stays small whatever they send.
    if (camelKeys.size < 5000) {
      camelKeys.set(key, camel);
      const known = apiKeysOf.get(camel);
      if (known) known.push(key);
      else apiKeysOf.set(camel, [key]);
    }
  }
  return camel;
}

/**
 * The api's model outputs (proposal_data, quote_data, pricing inputs) with camelCase keys
 * (year_25_cumulative_savings → year25CumulativeSavings, system_savings_ → systemSavings), as a
 * view that converts only what is read: a lead page asks for 3 of the 8 columns of a 25-year cash
 * flow and for none of the model's other outputs, and converting every proposal and quote of the
 * lead whole was a large part of its CPU. Lists are lists of views; of two keys with the same
 * camelCase name the later one wins (when both have been seen before; the api's outputs have
 * fixed keys, and a new one beside a known one of the same name is read as the known one).
 */
export function camelView(value: unknown): any {
  if (Array.isArray(value)) return value.map(camelView);
  if (!value || typeof value !== 'object') return value;
  return new Proxy(new CamelTarget(value as Record<string, unknown>), camelHandler);
}

/** What a camelView reads: the api's object, and its camelCase → api key map once a key is asked for. */
class CamelTarget {
  private keys: Map<string, string> | null = null;
  constructor(readonly raw: Record<string, unknown>) {}
  keyMap(): Map<string, string> {
    if (!this.keys) {
      this.keys = new Map();
      for (const key of Object.keys(this.raw)) this.keys.set(camelKey(key), key);
    }
    return this.keys;
  }
  rawKey(prop: string | symbol): string | undefined {
    if (typeof prop !== 'string') return undefined;
    // Usually one known api key of that name is in the object: no need to map all its keys.
    const known = this.keys ? undefined : apiKeysOf.get(prop);
    if (known) {
      let found: string | undefined;
      let count = 0;
      for (const key of known) if (Object.hasOwn(this.raw, key)) { found = key; count++; }
      if (count === 1) return found;
    }
    return this.keyMap().get(prop);
  }
}

// One handler for every view (functions made per view cost more than the conversion they save).
const camelHandler: ProxyHandler<CamelTarget> = {
  get(target, prop) {
    const key = target.rawKey(prop);
    return key === undefined ? undefined : camelView(target.raw[key]);
  },
  has(target, prop) { return target.rawKey(prop) !== undefined; },
  ownKeys(target) { return [...target.keyMap().keys()]; },
  getOwnPropertyDescriptor(target, prop) {
    const key = target.rawKey(prop);
    return key === undefined ? undefined : { value: camelView(target.raw[key]), enumerable: true, configurable: true, writable: false };
  },
};

/**
 * A Proposal node; `parentLead` is set when it comes from a lead, so `lead` costs nothing. The
 * model's outputs and the pricing values are made from `rest` by their field resolvers, only when
 * asked for (documentTypeResolvers).
 */
export function proposalNode(p: RestProposal, parentLead: LeadNode | null = null) {
  return {
    __typename: 'Proposal' as const, id: toGlobalId('Proposal', p.id), databaseId: p.id, leadDatabaseId: p.lead, parentLead,
    leadName: p.lead_name, installationName: p.installation_name, dateGenerated: p.date_generated, address: p.address,
    proposalType: PROPOSAL_TYPES[p.proposal_type], proposalTypeLabel: PROPOSAL_TYPE_LABELS[p.proposal_type] ?? String(p.proposal_type),
    proposalStatus: p.proposal_status, proposalStatusLabel: STATUS_LABELS[p.proposal_status] ?? String(p.proposal_status),
    isActive: p.is_active, requestProposal: p.request_proposal, needCustomization: p.need_customization,
    pricingModelType: p.pricing_model_type, surveyScheduledDate: p.survey_scheduled_date, estSolarPisDate: p.est_solar_pis_date,
    estAssessmentFilingDate: p.est_assessment_filing_date, rebatePayDate: p.rebate_pay_date, pisDate: p.pis_date,
    pdfPath: p.pdf_file, pdf: fileAt('PROPOSAL_PDF', p.pdf_file), values: p.values ?? {}, pricingInputsType: p.pricing_inputs_type ?? null, error: p.error,
    organizationName: p.organization_name, created: p.created, updated: p.updated, rest: p,
  };
}

export function quoteNode(q: RestQuote, parentLead: LeadNode | null = null) {
  return {
    __typename: 'Quote' as const, id: toGlobalId('Quote', q.id), databaseId: q.id, leadDatabaseId: q.lead, parentLead,
    leadName: q.lead_name, quoteType: q.quote_type, quoteTypeLabel: QUOTE_TYPE_LABELS[q.quote_type] ?? q.quote_type,
    status: q.status, statusLabel: STATUS_LABELS[q.status] ?? String(q.status),
    values: q.values ?? {}, pdfPath: q.pdf_file, pdf: fileAt('QUOTE_PDF', q.pdf_file), error: q.error,
    dateGenerated: q.date_generated, created: q.created, updated: q.updated, rest: q,
  };
}

export function agreementNode(a: RestAgreement, parentLead: LeadNode | null = null) {
  return {
    __typename: 'Agreement' as const, id: toGlobalId('Agreement', a.id), databaseId: a.id, leadDatabaseId: a.lead, parentLead,
    leadName: a.lead_name, agreementType: a.agreement_type, agreementTypeLabel: a.agreement_type_label ?? AGREEMENT_TYPE_LABELS[a.agreement_type],
    proposalDatabaseId: a.proposal, signed: a.signed, signedDatetime: a.signed_datetime, signerName: a.signer_name,
    signUrl: a.sign_url, superseded: a.superseded, pdfPath: a.file, signedPdfPath: a.file_signed, pdf: fileAt('AGREEMENT_PDF', a.file), signedPdf: fileAt('SIGNED_AGREEMENT_PDF', a.document_file ?? a.file_signed),
    organizationName: a.organization_name, created: a.created,
    status: a.status ?? (a.voided_at ? 'voided' : a.signed ? 'signed' : a.viewed_at ? 'viewed' : 'sent'),
    sentAt: a.sent_at ?? a.created, lastSentAt: a.last_sent_at ?? a.sent_at ?? a.created,
    recipient: a.recipient_name != null || a.recipient_email != null ? { name: a.recipient_name ?? null, email: a.recipient_email ?? null } : null,
    viewedAt: a.viewed_at ?? null, voidedAt: a.voided_at ?? null, voidedByName: a.voided_by_name ?? null,
    // Issue 26: the countersignature, and the signed copy staff open (executed, else customer-signed).
    countersignDue: a.countersign_due ?? false, countersignedAt: a.countersigned_at ?? null, countersignerName: a.countersigner_name ?? null,
    executedPdf: fileAt('SIGNED_AGREEMENT_PDF', a.file_executed),
    sendMessage: a.send_message ?? null, leadCancelled: a.lead_cancelled ?? false,
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
  Proposal: {
    lead: leadOf,
    pricingValues: (p: { rest: RestProposal }) => camelView(p.rest.values ?? {}),
    pricingInputs: (p: { rest: RestProposal }) => (p.rest.pricing_inputs ? camelView(p.rest.pricing_inputs) : null),
    proposalData: (p: { rest: RestProposal }) => (p.rest.proposal_data ? camelView(p.rest.proposal_data) : null),
  },
  Quote: {
    lead: leadOf,
    pricingValues: (q: { rest: RestQuote }) => camelView(q.rest.values ?? {}),
    paceValues: (q: { rest: RestQuote }) => (q.rest.quote_type === 'pace' ? camelView(q.rest.values ?? {}) : null),
    quoteData: (q: { rest: RestQuote }) => (q.rest.quote_data ? camelView(q.rest.quote_data) : null),
  },
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
    /** Issue 25: the api's deal figures (shared/pricing leadDealFigures), as the deal header quotes them. */
    dealFigures: async (lead: LeadNode, _: unknown, ctx: GatewayContext) => dealFiguresOf((await fullLead(ctx, lead)).deal_figures),
  },
};

const figure = (v: unknown) => (typeof v === 'number' && Number.isFinite(v) ? v : null);
/** GET /lead/{id}/ `deal_figures` as the schema's DealFigures (null from an api without it). */
export function dealFiguresOf(f: Record<string, any> | null | undefined) {
  if (!f || typeof f !== 'object') return null;
  return {
    source: f.source === 'proposal' ? 'PROPOSAL' : 'LEAD', proposalDatabaseId: figure(f.proposal), generated: f.generated === true,
    systemSize: figure(f.system_size), estimatedYearProduction: figure(f.estimated_year_production),
    contractPrice: figure(f.contract_price), contractPricePerWatt: figure(f.contract_price_per_watt),
    ppaRate: figure(f.ppa_rate), ppaEscalator: figure(f.ppa_escalator), utilityRate: figure(f.utility_rate),
    year1Savings: figure(f.year_1_savings), year25CumulativeSavings: figure(f.year_25_cumulative_savings),
  };
}
