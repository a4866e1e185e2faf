/**
 * The api's input limits, for the forms (issue 11: "inputs cannot produce what the server
 * refuses"). The numbers come from limits.generated.ts, built from the api's OpenAPI document by
 * scripts/build-web-limits.mts; this module only shapes them for inputs. Import from here.
 */
import { API_BODY_LIMITS, API_FILE_TYPES, API_LIMITS } from './limits.generated';

export { API_BODY_LIMITS, API_FILE_TYPES, API_LIMITS };

/** One field's limits as the generator writes them (JSON-schema keywords, plus phone digits). */
export interface FieldLimit {
  readonly minLength?: number;
  readonly maxLength?: number;
  readonly minimum?: number;
  readonly maximum?: number;
  readonly maxItems?: number;
  readonly pattern?: string;
  readonly digits?: number;
  /** An array's item (emails, phone numbers). */
  readonly item?: FieldLimit;
}

/**
 * A field's limits in a whole body (API_BODY_LIMITS.createLead / .updateLead) by its camelCase
 * path, e.g. limitAt(API_BODY_LIMITS.updateLead, 'designData', 'epcCost'); {} when it has none.
 */
export function limitAt(body: object, ...path: string[]): FieldLimit {
  let node: unknown = body;
  for (const key of path) node = node && typeof node === 'object' ? (node as Record<string, unknown>)[key] : undefined;
  return node && typeof node === 'object' ? (node as FieldLimit) : {};
}

/** Props for a text input or textarea: `<Input {...textLimits(API_LIMITS.lead.name)} />`. */
export const textLimits = (limit: FieldLimit): { maxLength?: number } =>
  limit.maxLength === undefined ? {} : { maxLength: limit.maxLength };

/** Props for a number input: `<NumberInput.Root {...numberLimits(API_LIMITS.deal.termYears)} />`. */
export const numberLimits = (limit: FieldLimit): { min?: number; max?: number } => ({
  ...(limit.minimum === undefined ? {} : { min: limit.minimum }),
  ...(limit.maximum === undefined ? {} : { max: limit.maximum }),
});

/** Cuts a value to the field's maxLength (for values that do not come through an input: URLs, drafts). */
export const clampText = (value: string, limit: FieldLimit): string =>
  limit.maxLength !== undefined && value.length > limit.maxLength ? value.slice(0, limit.maxLength) : value;

/** Whether a number is inside the field's range (an empty field is the caller's business). */
export const inRange = (value: number, limit: FieldLimit): boolean =>
  Number.isFinite(value) && (limit.minimum === undefined || value >= limit.minimum) && (limit.maximum === undefined || value <= limit.maximum);

/** The digits a phone number has after the "+1" prefix (the api's ^\+1\d{10}$). */
export const PHONE_DIGITS: number = API_LIMITS.user.phoneNumber.digits;

/** Search text of the lead list (and its summary and map): the api's maxLength. */
export const LEAD_SEARCH_MAX: number = API_LIMITS.leadList.search.maxLength;

/** Lead notes (the notes counter's limit). */
export const LEAD_NOTES_MAX: number = API_LIMITS.lead.notes.maxLength;

/** An `accept` attribute for a kind of upload: `<input type="file" accept={acceptFor('support')} />`. */
export const acceptFor = (kind: keyof typeof API_FILE_TYPES): string => API_FILE_TYPES[kind].join(',');
