import dayjs from 'dayjs';
import customParseFormat from 'dayjs/plugin/customParseFormat';
import { PHONE_COUNTRY_CODE } from '../../../constants';
import { validation } from '../../../messages';
import { phoneProblem, usPhoneDigits } from '../../../components/form/normalize';
import { type FieldLimit } from '../../../validation/limits';
import { isEmail } from '../../../validation/rules';
import { leadPageTexts } from '../texts';
import { fieldLimit } from './fieldLimits';
import { GROUPS, type FieldDef, type GroupKey } from './fields';
import type { SiteDraft } from './SiteLocationEditor';

dayjs.extend(customParseFormat);

const t = leadPageTexts.details;

type Scalar = string | number | boolean | null | undefined;
/** The lead as the Details tab reads it: top-level fields plus the four nested objects. */
export interface LeadValues {
  name: string;
  notes?: string | null;
  energyReseller?: string | null;
  ownerType?: string | null;
  customer: { readonly [key: string]: Scalar | ReadonlyArray<string> } & { phoneNumbers: ReadonlyArray<string>; emails: ReadonlyArray<string> };
  property: { readonly [key: string]: Scalar };
  designData: { readonly [key: string]: Scalar };
  projectInfo: { readonly [key: string]: unknown } | null | undefined;
}

/** Additions and removals of phone numbers or emails: merged into the lead's current list on Update (§5). */
export interface ContactDraft { added: string[]; removed: string[] }
/** Every field as the inputs hold it (strings), per group. */
/** `site`: where the pin is in edit mode (the address search and pin of issue 12). */
export interface Draft { values: Record<GroupKey, Record<string, string>>; phones: ContactDraft; emails: ContactDraft; site: SiteDraft }

const groupSource = (lead: LeadValues, key: GroupKey): Record<string, unknown> =>
  key === 'lead' ? (lead as unknown as Record<string, unknown>) : ((lead[key] ?? {}) as Record<string, unknown>);

/** A stored value as its input shows it. */
function toText(def: FieldDef, value: unknown): string {
  if (value === null || value === undefined) return '';
  if (def.kind === 'bool') return value ? 'true' : 'false';
  return String(value);
}

export function draftFrom(lead: LeadValues): Draft {
  const values = Object.fromEntries(
    GROUPS.map((g) => [g.key, Object.fromEntries(g.fields.map((f) => [f.name, toText(f, groupSource(lead, g.key)[f.name])]))]),
  ) as Draft['values'];
  const { latitude, longitude, locationPrecision } = lead.property as { latitude?: number | null; longitude?: number | null; locationPrecision?: SiteDraft['precision'] };
  const site = { latitude: latitude ?? null, longitude: longitude ?? null, precision: locationPrecision ?? null };
  return { values, phones: { added: [], removed: [] }, emails: { added: [], removed: [] }, site };
}

/**
 * §5 "dates are sent in a normalized format": whatever the input held (the date picker's
 * YYYY-MM-DD, a typed MM-DD-YYYY or MM/DD/YYYY, an ISO date-time), the api gets YYYY-MM-DD.
 * '' is null (clears the date); an impossible date is undefined (a validation error).
 */
export function normalizeDate(value: string): string | null | undefined {
  const v = value.trim();
  if (v === '') return null;
  const parsed = dayjs(v, ['YYYY-MM-DD', 'MM-DD-YYYY', 'MM/DD/YYYY', 'YYYY-MM-DDTHH:mm:ss.SSSZ', 'YYYY-MM-DDTHH:mm:ssZ'], true);
  return parsed.isValid() ? parsed.format('YYYY-MM-DD') : undefined;
}

/** A number input's text as a number: '' is null, anything else must parse (§5 numeric input). */
export function parseNumber(value: string): number | null | undefined {
  const v = value.trim();
  if (v === '') return null;
  const n = Number(v);
  return v === '-' || v === '.' || !Number.isFinite(n) ? undefined : n;
}

/** "+1" and 10 digits, however it was typed (the phone key for de-duplication too). */
export function normalizePhone(value: string): string {
  const digits = value.replace(/\D/g, '');
  const national = usPhoneDigits(value) ?? (digits.length === 11 && digits.startsWith('1') ? digits.slice(1) : digits);
  return `${PHONE_COUNTRY_CODE}${national}`;
}
const emailKey = (value: string) => value.trim().toLowerCase();

/**
 * §5: on update, phone numbers and emails are merged with the existing ones — the lead's current
 * list, minus what the user removed, plus what they added, each once. Merging into the current
 * list (not a copy taken when editing began) keeps numbers added meanwhile by someone else.
 */
export function mergeContacts(existing: readonly string[], draft: ContactDraft, kind: 'phone' | 'email'): string[] {
  const norm = kind === 'phone' ? normalizePhone : (v: string) => v.trim();
  const key = kind === 'phone' ? normalizePhone : emailKey;
  const removed = new Set(draft.removed.map(key));
  const seen = new Set<string>();
  const out: string[] = [];
  for (const value of [...existing, ...draft.added]) {
    const k = key(value);
    if (!value.trim() || removed.has(k) || seen.has(k)) continue;
    seen.add(k);
    out.push(norm(value));
  }
  return out;
}

/** A new phone number or email's problem before it joins the list, or null. */
export function contactProblem(value: string, kind: 'phone' | 'email', current: readonly string[]): string | null {
  const v = value.trim();
  if (kind === 'phone') {
    // Issue 26: however it is typed or pasted ("(937) 555-0142", "+1 937.555.0142"), read by the
    // one normalizer; what is not a US number says why (letters, an extension, the digit count).
    const problem = phoneProblem(v);
    if (problem) return problem;
  } else if (!isEmail(v)) return validation.emailFormat;
  const key = kind === 'phone' ? normalizePhone : emailKey;
  return current.some((c) => key(c) === key(v)) ? t.duplicate : null;
}

/** The value the api gets for an input's text (undefined: invalid, caught by validateDraft). */
export function toInputValue(def: FieldDef, text: string): Scalar {
  const v = text.trim();
  switch (def.kind) {
    case 'number': return parseNumber(v);
    case 'date': return normalizeDate(v);
    case 'bool': return v === '' ? null : v === 'true';
    default: return v === '' ? null : v;
  }
}

/** A number outside the api's range for its field (issue 11: refused before it is sent), or null. */
export function rangeProblem(value: number | null | undefined, limit: FieldLimit): string | null {
  if (value === null || value === undefined) return null;
  if (limit.minimum !== undefined && value < limit.minimum) return t.numberTooSmall(limit.minimum);
  if (limit.maximum !== undefined && value > limit.maximum) return t.numberTooLarge(limit.maximum);
  return null;
}

/** Inline messages keyed `group.field` (and `customer.phoneNumbers` / `customer.emails`). */
export function validateDraft(draft: Draft): Record<string, string> {
  const problems: Record<string, string> = {};
  for (const g of GROUPS) {
    for (const f of g.fields) {
      if (f.readOnly) continue;
      const text = draft.values[g.key][f.name] ?? '';
      const key = `${g.key}.${f.name}`;
      if (f.required && text.trim() === '') problems[key] = validation.required;
      else if (f.kind === 'number' && parseNumber(text) === undefined) problems[key] = t.invalidNumber;
      else if (f.kind === 'number' && rangeProblem(parseNumber(text), fieldLimit(g.key, f.name))) {
        problems[key] = rangeProblem(parseNumber(text), fieldLimit(g.key, f.name))!;
      }
      else if (f.kind === 'date' && normalizeDate(text) === undefined) problems[key] = t.invalidDate;
      else if (f.kind === 'url' && text.trim() !== '' && !/^https?:\/\/\S+$/i.test(text.trim())) problems[key] = t.invalidUrl;
    }
  }
  return problems;
}

export type UpdateInput = Record<string, unknown>;

/**
 * The updateLead input for what changed: only edited fields are sent (the api merges nested
 * objects, so untouched fields keep whatever changed meanwhile), dates normalized, numbers parsed,
 * phones and emails merged. Null when nothing changed.
 */
export function buildUpdateInput(lead: LeadValues, draft: Draft): UpdateInput | null {
  const before = draftFrom(lead);
  const input: Record<string, unknown> = {};
  for (const g of GROUPS) {
    const changed: Record<string, unknown> = {};
    for (const f of g.fields) {
      if (f.readOnly) continue;
      const text = draft.values[g.key][f.name] ?? '';
      if (text.trim() === before.values[g.key][f.name].trim()) continue;
      changed[f.name] = toInputValue(f, text);
    }
    if (g.key === 'customer') {
      if (draft.phones.added.length || draft.phones.removed.length) changed.phoneNumbers = mergeContacts(lead.customer.phoneNumbers, draft.phones, 'phone');
      if (draft.emails.added.length || draft.emails.removed.length) changed.emails = mergeContacts(lead.customer.emails, draft.emails, 'email');
    }
    // A pin placed or moved in edit mode is sent with its precision; an address typed without a
    // suggestion sends no coordinates, and the api places it (issue 12).
    if (g.key === 'property' && draft.site.latitude !== null && draft.site.longitude !== null
      && (draft.site.latitude !== before.site.latitude || draft.site.longitude !== before.site.longitude)) {
      Object.assign(changed, { latitude: draft.site.latitude, longitude: draft.site.longitude, locationPrecision: draft.site.precision });
    }
    if (!Object.keys(changed).length) continue;
    if (g.key === 'lead') Object.assign(input, changed);
    else input[g.key] = changed;
  }
  return Object.keys(input).length ? input : null;
}

const camel = (s: string) => s.replace(/_([a-z])/g, (_, c: string) => c.toUpperCase());
const INPUT_GROUPS = new Set<string>(['customer', 'property', 'designData', 'projectInfo']);

/**
 * The form key of a userError of updateLead, whose field is the GraphQL input path
 * ('input.designData.epcCost' → 'designData.epcCost', 'input.name' → 'lead.name',
 * 'input.customer.phoneNumbers.1' → 'customer.phoneNumbers'); null for the whole input or the id.
 */
export function fieldKeyOfUserError(field: string | null | undefined): string | null {
  if (!field?.startsWith('input.')) return null;
  const [head, sub] = field.slice('input.'.length).split('.');
  if (INPUT_GROUPS.has(head) && sub) return `${head}.${camel(sub)}`;
  return `lead.${camel(head)}`;
}
