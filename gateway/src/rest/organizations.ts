import { restPath, type RestClient } from './client.js';
import type { PageQuery, Paged } from '../resolvers/connections.js';

/** GET /organizations/ and /organizations/{pk}/ as the api answers them (api/src/domain/organizations.ts). */
export interface RestManagedOrganization {
  id: number; name: string; description: string; logo: string | null; business_type: number; status: 'active' | 'deactivated';
  deactivated_at: string | null; deactivated_by_name: string | null; members_count: number; active_members_count: number; leads_count: number; has_super_admins?: boolean;
  created: string; history?: RestOrganizationHistory[]; detail?: string;
}
export interface RestOrganizationHistory { id: number; action: string; detail: Record<string, unknown>; actor_name: string | null; created: string }
export interface RestOrganizationMember {
  id: number; email: string; first_name: string; last_name: string; phone_number: string; user_type: number; membership_type: number;
  active: boolean; deactivated_at: string | null; last_active: string | null; created: string;
}
export interface OrganizationListQuery { q?: string; status?: string; business_type?: number; order?: string }

/** The Organizations screen's calls (issue 26): the only code that knows their paths. */
export const organizationsApi = (rest: RestClient) => ({
  list: (query: OrganizationListQuery, page: PageQuery) => rest.get<Paged<RestManagedOrganization>>('/organizations/', { ...query, ...page }),
  one: (pk: number) => rest.get<RestManagedOrganization>(restPath`/organizations/${pk}/`),
  update: (pk: number, body: Record<string, unknown>) => rest.patch<RestManagedOrganization>(restPath`/organizations/${pk}/`, body),
  updateLogo: (pk: number, fields: Record<string, Blob>) => rest.multipart<RestManagedOrganization>('PATCH', restPath`/organizations/${pk}/`, fields),
  members: (pk: number, page: PageQuery) => rest.get<Paged<RestOrganizationMember>>(restPath`/organizations/${pk}/members/`, page),
  updateMember: (pk: number, userId: number, body: { membership_type?: number; active?: boolean }) =>
    rest.patch<RestOrganizationMember>(restPath`/organizations/${pk}/members/${userId}/`, body),
  deactivate: (pk: number, reason?: string) => rest.post<RestManagedOrganization>(restPath`/organizations/${pk}/deactivate/`, reason ? { reason } : {}),
  reactivate: (pk: number) => rest.post<RestManagedOrganization>(restPath`/organizations/${pk}/reactivate/`, {}),
});
