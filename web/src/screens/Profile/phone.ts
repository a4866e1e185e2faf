import { PHONE_COUNTRY_CODE } from '../../constants';

/** The digits after the +1 prefix of a stored phone ("+15551234567" → "5551234567"), for editing. */
export function phoneDigits(stored: string | null | undefined): string {
  if (!stored) return '';
  return stored.startsWith(PHONE_COUNTRY_CODE) ? stored.slice(PHONE_COUNTRY_CODE.length) : stored.replace(/^\+/, '');
}

/** updateProfile's input paths (as userErrors give them) → the form's fields. */
export const PROFILE_FIELDS = { 'input.firstName': 'firstName', 'input.lastName': 'lastName', 'input.phoneNumber': 'phone' } as const;
export type ProfileField = (typeof PROFILE_FIELDS)[keyof typeof PROFILE_FIELDS];
