/** REST payloads exactly as the api answers them (snake_case); see api/src/domain/*. */
export interface RestOrganization {
  pk: number; id: number; name: string; logo: string | null; description: string; membership_type: number | null; business_type: number;
}
export interface RestProfile {
  id: number; first_name: string; last_name: string; email: string; phone_number: string; user_type: number;
  organization: RestOrganization | null; image: string | null; is_terms_accepted: boolean;
  privacy_policy_file: string | null; terms_of_service_file: string | null; platform_agreement_file: string | null; token?: string;
}
export interface RestOrganizationWithUsers {
  pk: number; name: string; business_type: number; description: string;
  users: { id: number; first_name: string; last_name: string; email: string; user_type: number }[];
}
export interface RestDetail { detail: string }
export interface RestInviteOffer { email: string; name: string; type: number; business_type: number; organization: { name: string | null }; first_name?: string; last_name?: string }
