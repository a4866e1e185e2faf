import { PHONE_COUNTRY_CODE, SUPPORT_FILE_EXTENSIONS, SUPPORT_MESSAGE_MAX } from '../constants';
import { usPhoneDigits } from '../components/form/normalize';
import { support as supportText, validation as text } from '../messages';

/**
 * §5 validators. Each returns the message to show, or null when the value is valid, so a form
 * library (or a plain onBlur handler) can use them as they are.
 */
export type Validator = (value: string) => string | null;

/** §5: local part, @, domain, top-level domain of 2 to 15 letters. */
export const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[A-Za-z]{2,15}$/;
const DIGITS = /^\d+$/;

export const isEmail = (value: string): boolean => EMAIL_PATTERN.test(value.trim());

export const required: Validator = (value) => (value.trim() === '' ? text.required : null);

/** Sign-up company email: required, email-shaped. */
export const signupEmail: Validator = (value) =>
  value.trim() === '' ? text.required : isEmail(value) ? null : text.emailFormat;

/** Login email: its own 'required' text (§5). */
export const loginEmail: Validator = (value) =>
  value.trim() === '' ? text.loginEmailRequired : isEmail(value) ? null : text.emailFormat;

export const loginPassword: Validator = (value) => (value === '' ? text.loginPasswordRequired : null);

/** Sign-up password: required, at least 6 characters (§5). */
export const MIN_PASSWORD_LENGTH = 6;
export const signupPassword: Validator = (value) =>
  value === '' ? text.required : value.length < MIN_PASSWORD_LENGTH ? text.passwordTooShort : null;

/**
 * Sign-up and profile phone (entered after a fixed +1 prefix): required, a US number's ten digits
 * (issue 26: the field keeps only digits, so a short number is the format left to refuse).
 */
export const phone: Validator = (value) =>
  value.trim() === '' ? text.phoneRequired : /^\d{10}$/.test(value.trim()) ? null : text.phoneFormat;

/** The phone the api receives: "+1" followed by the digits. */
export const toApiPhone = (digits: string): string => `${PHONE_COUNTRY_CODE}${digits.trim()}`;

/** Support contact: all digits is a phone; anything else must be a valid email (§5). */
export const contact: Validator = (value) => {
  const v = value.trim();
  if (v === '') return text.required;
  // Issue 26: a number pasted as people write it ("(937) 555-0142", "+1 937 555 0142", 1 and ten
  // digits) is a phone too, read by the one normalizer.
  if (!v.includes('@') && usPhoneDigits(v)) return null;
  if (DIGITS.test(v)) return text.contactInvalid;
  return isEmail(v) ? null : text.contactInvalid;
};

/** Support message: required, at most SUPPORT_MESSAGE_MAX characters (§5, §9). */
export const supportMessage: Validator = (value) =>
  value.trim() === '' ? text.required : value.length > SUPPORT_MESSAGE_MAX ? supportText.messageTooLong(SUPPORT_MESSAGE_MAX) : null;

/** The lower-case extension of a file name, with its dot ('' when there is none). */
export const fileExtension = (name: string): string => {
  const dot = name.lastIndexOf('.');
  return dot <= 0 ? '' : name.slice(dot).toLowerCase();
};

/** Support attachment (§5): only the listed types; the message names the file and the types. */
export const supportFile: Validator = (name) =>
  (SUPPORT_FILE_EXTENSIONS as readonly string[]).includes(fileExtension(name))
    ? null
    : supportText.fileRejected(name, SUPPORT_FILE_EXTENSIONS);
