import type { ApiContext } from '../context.js';
import type { Queryable } from '../db/client.js';

export interface LeadDocuments { proposals: unknown[]; quotes: unknown[]; agreements: unknown[] }

/** Proposal status (§3): 0 Requested, 1 Generated, 2 Processing (a generation job is queued). */
export { AGREEMENT_TYPE_LABELS, PROPOSAL_STATUS, PROPOSAL_TYPE_LABELS } from './document-kinds.js';
import { AGREEMENT_TYPE_LABELS, PROPOSAL_STATUS, PROPOSAL_TYPE_LABELS } from './document-kinds.js';

/** Proposals with the lead facts their rows show; dates as YYYY-MM-DD text. */
export const PROPOSAL_SELECT = `
  SELECT p.*, p.survey_scheduled_date::text AS survey_scheduled_date, p.est_solar_pis_date::text AS est_solar_pis_date,
         p.est_assessment_filing_date::text AS est_assessment_filing_date, p.rebate_pay_date::text AS rebate_pay_date,
         p.pis_date::text AS pis_date, l.name AS lead_name, l.site_address AS address, o.name AS organization_name,
         l.is_draft AS lead_is_draft, l.created_by AS lead_created_by
  FROM proposals p JOIN leads l ON l.id = p.lead_id JOIN organizations o ON o.id = p.organization_id`;

export const QUOTE_SELECT = `SELECT q.*, l.name AS lead_name, l.is_draft AS lead_is_draft, l.created_by AS lead_created_by FROM quotes q JOIN leads l ON l.id = q.lead_id`;

export const AGREEMENT_SELECT = `
  SELECT a.*, l.name AS lead_name, o.name AS organization_name, l.cancelled_at AS lead_cancelled_at,
         nullif(trim(coalesce(vu.first_name, '') || ' ' || coalesce(vu.last_name, '')), '') AS voided_by_name
  FROM agreements a JOIN leads l ON l.id = a.lead_id JOIN organizations o ON o.id = a.organization_id
  LEFT JOIN users vu ON vu.id = a.voided_by`;

/**
 * Where an agreement stands: sent, viewed (the customer opened the page), signed (by the customer:
 * the organization's countersignature is due), executed (countersigned too: fully executed) or voided.
 */
export type AgreementStatus = 'sent' | 'viewed' | 'signed' | 'executed' | 'voided';
export const agreementStatusOf = (row: { voided_at?: unknown; file_signed?: unknown; viewed_at?: unknown; countersigned_at?: unknown }): AgreementStatus =>
  row.voided_at ? 'voided' : row.countersigned_at ? 'executed' : row.file_signed ? 'signed' : row.viewed_at ? 'viewed' : 'sent';

/** The lead facts of a PROPOSAL_SELECT or QUOTE_SELECT row that decide who may see it (canSeeLead). */
export const leadOfDocument = (row: Record<string, any>) =>
  ({ organization_id: row.organization_id, is_draft: row.lead_is_draft, created_by: row.lead_created_by });

export function proposalJson(row: any) {
  return {
    id: row.id,
    lead: row.lead_id,
    lead_name: row.lead_name,
    installation_name: row.installation_name,
    date_generated: row.date_generated,
    address: row.address ?? null,
    proposal_type: row.proposal_type,
    proposal_status: row.proposal_status,
    is_active: row.is_active,
    request_proposal: row.request_proposal,
    need_customization: row.need_customization,
    pricing_model_type: row.pricing_model_type,
    survey_scheduled_date: row.survey_scheduled_date,
    est_solar_pis_date: row.est_solar_pis_date,
    est_assessment_filing_date: row.est_assessment_filing_date,
    rebate_pay_date: row.rebate_pay_date,
    pis_date: row.pis_date,
    pdf_file: row.pdf_file,
    proposal_data: row.proposal_data,
    values: row.inputs,
    error: row.error,
    organization: row.organization_id,
    organization_name: row.organization_name,
    created: row.created,
    updated: row.updated,
  };
}

export function quoteJson(row: any) {
  return {
    id: row.id,
    lead: row.lead_id,
    lead_name: row.lead_name,
    quote_type: row.quote_type,
    status: row.status,
    values: row.inputs,
    quote_data: row.quote_data,
    pdf_file: row.pdf_file,
    error: row.error,
    date_generated: row.date_generated,
    organization: row.organization_id,
    created: row.created,
    updated: row.updated,
  };
}

export const signUrlOf = (ctx: ApiContext, token: string) => `${ctx.config.publicUrl}/api/agreement/sign/${token}/`;

/**
 * An agreement. `sign_url` is null except in the answer that issues the link (sending or resending,
 * to the sender): only the token's hash is stored, and the link is the customer's credential.
 */
export function agreementJson(ctx: ApiContext, row: any, signToken: string | null = null) {
  return {
    id: row.id,
    lead: row.lead_id,
    lead_name: row.lead_name,
    agreement_type: row.agreement_type,
    agreement_type_label: AGREEMENT_TYPE_LABELS[row.agreement_type],
    proposal: row.proposal_id,
    file: row.file,
    file_signed: row.file_signed,
    signed: row.file_signed != null,
    signed_datetime: row.signed_datetime,
    signer_name: row.signer_name,
    sign_url: signToken ? signUrlOf(ctx, signToken) : null,
    superseded: row.superseded,
    organization: row.organization_id,
    organization_name: row.organization_name,
    created: row.created,
    // The customer's side (issue 15): sent, to whom, first viewed, voided; status sums them up.
    status: agreementStatusOf(row),
    sent_at: row.sent_at ?? row.created,
    last_sent_at: row.last_sent_at ?? row.sent_at ?? row.created,
    recipient_name: row.recipient_name ?? null,
    recipient_email: row.recipient_email ?? null,
    viewed_at: row.viewed_at ?? null,
    voided_at: row.voided_at ?? null,
    voided_by: row.voided_by ?? null,
    voided_by_name: row.voided_at ? (row.voided_by_name ?? null) : null,
    signature_kind: row.signature_kind ?? null,
    // Issue 26: the organization's countersignature. file_executed is the PDF with both signatures;
    // document_file the best signed copy there is (executed, else the customer-signed one).
    countersign_due: row.file_signed != null && !row.countersigned_at && !row.voided_at && !row.superseded,
    countersigned_at: row.countersigned_at ?? null,
    countersigner_name: row.countersigner_name ?? null,
    countersignature_kind: row.countersignature_kind ?? null,
    file_executed: row.file_executed ?? null,
    document_file: row.file_executed ?? row.file_signed ?? null,
    send_message: row.send_message ?? null,
    lead_cancelled: row.lead_cancelled_at != null,
  };
}

/**
 * Proposals, quotes and agreements of each lead, serialized as the lead page shows them
 * (newest first). The lead serializer calls it with the ids of the leads it answers.
 */
export async function leadDocuments(ctx: ApiContext, db: Queryable, leadIds: number[]): Promise<Map<number, LeadDocuments>> {
  const out = new Map<number, LeadDocuments>(leadIds.map((id) => [id, { proposals: [], quotes: [], agreements: [] }]));
  if (!leadIds.length) return out;
  const [proposals, quotes, agreements] = await Promise.all([
    db.query(`${PROPOSAL_SELECT} WHERE p.lead_id = ANY($1::int[]) ORDER BY p.created DESC, p.id DESC`, [leadIds]),
    db.query(`${QUOTE_SELECT} WHERE q.lead_id = ANY($1::int[]) ORDER BY q.created DESC, q.id DESC`, [leadIds]),
    db.query(`${AGREEMENT_SELECT} WHERE a.lead_id = ANY($1::int[]) ORDER BY a.created DESC, a.id DESC`, [leadIds]),
  ]);
  for (const row of proposals.rows) out.get(row.lead_id)?.proposals.push(proposalJson(row));
  for (const row of quotes.rows) out.get(row.lead_id)?.quotes.push(quoteJson(row));
  for (const row of agreements.rows) out.get(row.lead_id)?.agreements.push(agreementJson(ctx, row));
  return out;
}
