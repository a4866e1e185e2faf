import { restPath, type RestClient } from './client.js';
import type { RestDetail } from './models.js';
import type { PageQuery, Paged } from '../resolvers/connections.js';

/** REST payloads of the admin screens exactly as the api answers them (api/src/routes/invites.ts ...). */
export interface RestInvite {
  id: number; email: string; name: string; type: number; business_type: number;
  organization: number | null; organization_name: string | null; accepted: boolean; created: string;
  /** Issue 26. */
  first_name?: string; last_name?: string; revoked?: boolean;
}
export interface RestResource { id: number; name: string; file: string; format: string; created: string }
export interface RestProspectRow {
  address: string; placed?: boolean; location_precision?: string | null;
  owner_type: string | null; building_size: number | null; property_use: string | null; total_assessed_value: number | null;
  /** Issue 26: the upload's business name for the row. */
  business_name?: string | null;
}
export interface RestEnrichment {
  id: number; name: string; file: string; status: 'Pending' | 'Processing' | 'Completed' | 'Failed'; error: string | null;
  user: { first_name: string; last_name: string } | null; submission_date: string; properties_count: number | null;
  result_file?: string | null; prospect_now_data?: RestProspectRow[];
}
export type EnrichmentKind = 'bulk' | 'prospect';

export interface InviteBody {
  email: string; name?: string; first_name?: string; last_name?: string; type: number; business_type?: number; organization?: number | null; organization_name?: string | null;
}

const ENRICHMENT_PATHS: Record<EnrichmentKind, string> = { bulk: '/bulk_enrichment/', prospect: '/prospect_now_bulk_enrichment/' };
type Fields = Record<string, string | Blob | null | undefined>;

/** The admin calls of §7 (invites, resources, bulk enrichment, support): the only code that knows their paths. */
export const adminApi = (rest: RestClient) => ({
  invites: (page: PageQuery) => rest.get<Paged<RestInvite>>('/invited_users/', page),
  createInvite: (body: InviteBody) => rest.post<RestDetail & { invite: RestInvite; resent?: boolean }>('/invited_users/', body),
  revokeInvite: (id: number) => rest.post<RestDetail & { invite: RestInvite }>(restPath`/invited_users/${id}/revoke/`, {}),
  resendInvite: (id: number) => rest.post<RestDetail & { invite: RestInvite }>(restPath`/invited_users/${id}/resend/`, {}),
  resources: (page: PageQuery) => rest.get<Paged<RestResource>>('/portal_resource/', page),
  uploadResource: (fields: Fields) => rest.multipart<RestResource>('POST', '/portal_resource/', fields),
  deleteResource: (id: number) => rest.delete<RestDetail>(restPath`/portal_resource/${id}/`),
  enrichments: (kind: EnrichmentKind, page: PageQuery) => rest.get<Paged<RestEnrichment>>(ENRICHMENT_PATHS[kind], page),
  enrichment: (kind: EnrichmentKind, id: number) => rest.get<RestEnrichment>(ENRICHMENT_PATHS[kind] + restPath`${id}/`),
  uploadEnrichment: (kind: EnrichmentKind, fields: Fields) => rest.multipart<RestEnrichment>('POST', ENRICHMENT_PATHS[kind], fields),
  deleteEnrichment: (kind: EnrichmentKind, id: number) => rest.delete<RestDetail>(ENRICHMENT_PATHS[kind] + restPath`${id}/`),
  submitSupport: (fields: Fields) => rest.multipart<RestDetail & { id: number }>('POST', '/support_info/', fields),
});
