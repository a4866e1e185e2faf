import { restPath, type RestClient } from './client.js';
import type { PageQuery, Paged } from '../resolvers/connections.js';

/** A proposal as the api answers it (api/src/domain/lead-documents.ts proposalJson). */
export interface RestProposal {
  id: number; lead: number; lead_name: string | null; installation_name: string | null; date_generated: string | null;
  address: string | null; proposal_type: number; proposal_status: number; is_active: boolean; request_proposal: boolean;
  need_customization: boolean; pricing_model_type: string | null; survey_scheduled_date: string | null;
  est_solar_pis_date: string | null; est_assessment_filing_date: string | null; rebate_pay_date: string | null; pis_date: string | null;
  pdf_file: string | null; proposal_data: Record<string, unknown> | null; values: Record<string, unknown> | null; error: string | null;
  organization: number; organization_name: string | null; created: string; updated: string;
  /** Only on GET /proposal/{id}/. */
  pricing_inputs_type?: string; pricing_inputs?: Record<string, unknown>;
}

/** A quote as the api answers it (quoteJson). */
export interface RestQuote {
  id: number; lead: number; lead_name: string | null; quote_type: 'standard' | 'pace'; status: number;
  values: Record<string, unknown> | null; quote_data: Record<string, unknown> | null; pdf_file: string | null; error: string | null;
  date_generated: string | null; organization: number; created: string; updated: string;
}

/** An agreement as the api answers it (agreementJson). */
export interface RestAgreement {
  id: number; lead: number; lead_name: string | null; agreement_type: number; agreement_type_label: string; proposal: number | null;
  file: string | null; file_signed: string | null; signed: boolean; signed_datetime: string | null; signer_name: string | null;
  sign_url: string | null; superseded: boolean; organization: number; organization_name: string | null; created: string;
  /** The customer's side (issue 15); absent from an older api. */
  status?: 'sent' | 'viewed' | 'signed' | 'executed' | 'voided'; sent_at?: string | null; last_sent_at?: string | null;
  recipient_name?: string | null; recipient_email?: string | null; viewed_at?: string | null;
  voided_at?: string | null; voided_by?: number | null; voided_by_name?: string | null;
  /** The organization's countersignature and the signed copy staff open (issue 26). */
  countersign_due?: boolean; countersigned_at?: string | null; countersigner_name?: string | null; countersignature_kind?: string | null;
  file_executed?: string | null; document_file?: string | null; send_message?: string | null; lead_cancelled?: boolean;
}

type Body = Record<string, unknown>;

/** The proposal, quote and agreement calls of §7: the only code that knows their paths. */
export const documentsApi = (rest: RestClient) => ({
  proposals: (page: PageQuery) => rest.get<Paged<RestProposal>>('/proposal/', page),
  proposal: (id: number, pricingInputsType?: string | null) =>
    rest.get<RestProposal>(restPath`/proposal/${id}/`, pricingInputsType ? { pricing_inputs_type: pricingInputsType } : undefined),
  createProposal: (body: Body) => rest.post<RestProposal>('/proposal/', body),
  updateProposal: (id: number, body: Body) => rest.patch<RestProposal>(restPath`/proposal/${id}/`, body),
  uploadProposalPdf: (id: number, file: Blob) => rest.multipart<RestProposal>('PATCH', restPath`/proposal/${id}/`, { pdf_file: file }),
  generateProposal: (id: number) => rest.post<RestProposal>('/proposal_generate/', { proposal_pk: id }),
  unlockProposals: (leadId: number) => rest.post<{ detail: string; lead: number }>('/unlock_proposal/', { lead_id: leadId }),
  quote: (id: number) => rest.get<RestQuote>(restPath`/quote/${id}/`),
  createQuote: (body: Body) => rest.post<RestQuote>('/quote/', body),
  updateQuote: (id: number, body: Body) => rest.patch<RestQuote>(restPath`/quote/${id}/`, body),
  generateQuote: (id: number) => rest.post<RestQuote>('/generate_quote/', { quote_pk: id }),
  agreement: (id: number) => rest.get<RestAgreement>(restPath`/agreement/${id}/`),
  agreements: (page: PageQuery) => rest.get<Paged<RestAgreement>>('/agreement_for_sign/', page),
  sendAgreement: (body: Body) => rest.post<{ detail: string; agreement: RestAgreement }>('/agreement/', body),
  resendAgreement: (id: number, body: Body = {}) => rest.post<{ detail: string; agreement: RestAgreement }>(restPath`/agreement/${id}/resend/`, body),
  countersignAgreement: (id: number, body: Body) => rest.post<{ detail: string; agreement: RestAgreement }>(restPath`/agreement/${id}/countersign/`, body),
  voidAgreement: (id: number) => rest.post<{ detail: string; agreement: RestAgreement }>(restPath`/agreement/${id}/void/`, {}),
});
