import { PHONE_COUNTRY_CODE } from '../../constants';

/** The digits after the +1 prefix of a stored phone ("+15551234567" → "5551234567"), for editing. */
export function phoneDigits(stored: string | null | undefined): string {
  if (!stored) return '';
  return stored.startsWith(PHONE_COUNTRY_CODE) ? stored.slice(PHONE_COUNTRY_CODE.length) : stored.replace(/^\+/, '');
}

/** The api's field names (snake_case, as userErrors give them) → the form's. */
export const PROFILE_FIELDS = { first_name: 'firstName', last_name: 'lastName', phone_number: 'phone' } as const;
export type ProfileField = (typeof PROFILE_FIELDS)[keyof typeof PROFILE_FIELDS];
