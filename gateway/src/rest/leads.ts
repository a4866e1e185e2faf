import type { PageQuery } from '../resolvers/connections.js';
import { restPath, type RestClient } from './client.js';
import type { RestHandoff } from './handoff.js';
import type { RestLeadEconomics } from './site-economics.js';

/** A lead file as the api answers it (api/src/domain/leads.ts leadFileJson). */
export interface RestLeadFile { id: number; name: string; file: string; file_type: number; size: number; created: string; lead: number | null }

/** A lead exactly as GET /lead/{id}/ answers it (see api/src/domain/leads.ts); fields typed as the areas need them. */
export interface RestLead {
  id: number;
  name: string;
  updated: string;
  created: string;
  lead_status: number;
  /** The stages actually reached (issue 12). */
  reached_stages?: number[];
  /** Each stage reached with its first moment (issue 26); null for stages reached before migration 024. */
  stage_history?: Array<{ stage: number; reached_at: string | null }>;
  /** Whether the caller may cancel or restore it: the api's rule (issue 26). */
  can_cancel?: boolean;
  proposal_type: number | null;
  customer: Record<string, any> | null;
  property: Record<string, any> | null;
  design_data: Record<string, any> | null;
  project_info: Record<string, any> | null;
  utility_bills: RestLeadFile[];
  additional_files: RestLeadFile[];
  organization: number;
  organization_name: string;
  associated_user: number | null;
  associated_user_name: string | null;
  enrichment_status: string;
  proposals: any[];
  quotes: any[];
  agreements: any[];
  /** Only when asked for (`include`, issue 28): GET /lead/{id}/economics/'s answer. */
  economics?: RestLeadEconomics;
  /** Only when asked for (`include`, issue 28): GET /handoff/{lead}/'s answer. */
  handoff?: RestHandoff;
  [field: string]: any;
}

/** What GET /lead/{id}/ can answer inside the lead when asked (`?include=economics,handoff`, issue 28). */
export type LeadInclude = 'economics' | 'handoff';

/** A row of GET /leads/ (api/src/routes/leads.ts LeadRow): a few columns, not the whole lead. */
export interface RestLeadRow {
  id: number; name: string; updated: string; created: string; lead_status: number; proposal_type: number | null;
  address: string | null; system_size: number | null; latitude: number | null; longitude: number | null;
  organization: number; organization_name: string; associated_user: number | null; associated_user_name: string | null;
  customer_name: string | null; enrichment_status: string;
  /** Issue 15: set while the lead is cancelled (closed-lost). */
  cancelled_at?: string | null; cancel_reason?: string | null; cancelled_by_name?: string | null;
  /** Issue 26: whether the caller may cancel or restore it (the api's rule). */
  can_cancel?: boolean;
}
/** An item of GET /lead_drafts/ (api/src/domain/lead-drafts.ts): the caller's unfinished wizard leads. */
export interface RestLeadDraft { id: number; name: string; address: string | null; customer_name: string | null; created: string; updated: string }
/** An item of GET /lead_locations/ (api/src/routes/lead-locations.ts): a lead with coordinates, for the map. */
export interface RestLeadLocation { id: number; name: string; latitude: number; longitude: number; lead_status: number }
export interface RestPaged<T> { results: T[]; page: number; limit: number; count: number; cursors?: string[]; has_next?: boolean; has_previous?: boolean }
export interface RestLeadsSummary { total_leads: number; total_system_size: number; total_solar_cost: number; total_rooftop_solar_capacity: number; total_deal_value?: number; deal_value_count?: number }
export interface RestPlacement {
  label: string; street: string | null; street_number: string | null; street_name: string | null; city: string; state: string;
  zip: string | null; county: string | null; latitude: number; longitude: number; precision: string;
}
export interface RestEnrichmentStatus { status: string; failure_reason?: string | null; enriched_data: Record<string, any> | null }
export interface RestProjectDetails { lead: number; enrichment_status: string; project_info: Record<string, any>; design_data: Record<string, any> }
export interface RestFileUpload extends RestLeadFile { data: { ids: number[] } }
export interface RestServiceImport { data: { ids: number[] }; utility_bills: RestLeadFile[]; additional_files: RestLeadFile[] }

/** The filters the list and the summary share (§7). */
// A type alias, not an interface, so it fits the client's Query index signature.
export type RestLeadFilters = { search?: string; proposal_type?: string; lead_status?: string; updated?: string; organization?: number; associated_user?: number; state?: 'open' | 'cancelled' | 'all'; close_month?: string };

export type LeadFileKindPath = 'utility_bill' | 'additional';
const UPLOAD_PATH: Record<LeadFileKindPath, string> = { utility_bill: '/utility_bill_upload/', additional: '/additional_file_upload/' };
// §7 writes the two deletes without a trailing slash.
const DELETE_PATH: Record<LeadFileKindPath, string> = { utility_bill: '/delete_utility_bill/', additional: '/delete_additional_file/' };

/** The lead calls of §7: the only code that knows their paths. */
export const leadsApi = (rest: RestClient) => ({
  /** The lead; with `include`, its economics and handoff in the same answer (one call instead of three). */
  lead: (id: number, include: readonly LeadInclude[] = []) =>
    rest.get<RestLead>(restPath`/lead/${id}/`, include.length ? { include: include.join(',') } : undefined),
  list: (query: RestLeadFilters & PageQuery & { order?: string }) => rest.get<RestPaged<RestLeadRow>>('/leads/', query),
  summary: (filters: RestLeadFilters) => rest.get<RestLeadsSummary>('/leads_summary/', filters),
  locations: (filters: RestLeadFilters) => rest.get<RestLeadLocation[]>('/lead_locations/', filters),
  create: (body: Record<string, unknown>) => rest.post<RestLead>('/lead/', body),
  update: (id: number, body: Record<string, unknown>) => rest.patch<RestLead>(restPath`/update_lead/${id}/`, body),
  updateMultipart: (id: number, fields: Record<string, Blob>) => rest.multipart<RestLead>('PATCH', restPath`/update_lead/${id}/`, fields),
  delete: (id: number) => rest.delete<{ detail: string }>(restPath`/delete_lead/${id}/`),
  cancel: (id: number, reason: string) => rest.post<{ detail: string; lead: RestLead }>(restPath`/cancel_lead/${id}/`, { reason }),
  bulk: (body: { ids: number[]; action: 'cancel' | 'assign'; reason?: string; associated_user?: number | null }) =>
    rest.post<{ detail: string; done: number[]; refused: { id: number; detail: string }[] }>('/bulk_leads/', body),
  restore: (id: number) => rest.post<{ detail: string; lead: RestLead }>(restPath`/restore_lead/${id}/`, {}),
  submit: (id: number) => rest.post<RestLead>(restPath`/submit_lead/${id}/`, {}),
  drafts: () => rest.get<RestLeadDraft[]>('/lead_drafts/'),
  enrichmentStatus: (id: number) => rest.get<RestEnrichmentStatus>(restPath`/lead_enrichment_status/${id}/`),
  projectDetails: (id: number) => rest.get<RestProjectDetails>(restPath`/get_project_information_details/${id}/`),
  /** The api's offline US geocoder (api/src/geo): suggestions and counties. */
  geocode: (q: string, limit: number) => rest.get<RestPlacement[]>('/geocode/', { q, limit }),
  counties: (state: string) => rest.get<{ state: string; counties: string[] }>('/counties/', { state }),
  uploadFile: (kind: LeadFileKindPath, fields: { file: Blob; file_type: number; lead_pk?: number }) => rest.multipart<RestFileUpload>('PUT', UPLOAD_PATH[kind], fields),
  deleteFile: (kind: LeadFileKindPath, id: number) => rest.delete<{ detail: string }>(DELETE_PATH[kind] + restPath`${id}`),
  importFromService: (body: { lead_pk?: number; files: Array<{ link: string; name: string }> }) => rest.post<RestServiceImport>('/utility_bill_from_service/', body),
});
