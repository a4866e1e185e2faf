import { restPath, type RestClient } from './client.js';
import type { RestDetail, RestInviteOffer, RestOrganization, RestOrganizationWithUsers, RestProfile } from './models.js';

/** The account calls of §7: the only code that knows their paths. */
export const accountApi = (rest: RestClient) => ({
  login: (body: { email_or_phone: string; password: string }) => rest.post<RestProfile>('/login/', body),
  signup: (body: Record<string, unknown>) => rest.post<RestProfile>('/signup/', body),
  logout: () => rest.post<RestDetail>('/logout/'),
  me: () => rest.get<RestProfile>('/user/'),
  updateMe: (body: Record<string, unknown>) => rest.patch<RestProfile>('/user/', body),
  updateMeMultipart: (fields: Record<string, string | Blob>) => rest.multipart<RestProfile>('PATCH', '/user/', fields),
  updateOrganization: (pk: number, body: Record<string, unknown>) => rest.patch<RestOrganization>(restPath`/organization/${pk}/`, body),
  updateOrganizationMultipart: (pk: number, fields: Record<string, string | Blob>) => rest.multipart<RestOrganization>('PATCH', restPath`/organization/${pk}/`, fields),
  organizationsWithUsers: () => rest.get<{ results: RestOrganizationWithUsers[] }>('/organization_with_users/'),
  requestPasswordReset: (email: string) => rest.post<RestDetail>('/request_reset_password/', { email }),
  /** GET /reset_password/{token}/: 200 {valid: true}; 404 {detail} when unknown, expired, used or malformed. */
  resetPasswordLink: (token: string) => rest.get<{ valid: boolean }>(restPath`/reset_password/${token}/`),
  resetPassword: (token: string, password: string) => rest.post<RestDetail>('/reset_password/', { token, password }),
  acceptTerms: () => rest.post<RestDetail & { is_accepted: boolean }>('/accept_terms_and_policy/', { is_accepted: true }),
  policies: () => rest.get<Pick<RestProfile, 'privacy_policy_file' | 'terms_of_service_file' | 'platform_agreement_file'>>('/get_terms_and_policy/'),
  invite: (token: string) => rest.get<RestInviteOffer>(restPath`/invite/${token}/`),
});
