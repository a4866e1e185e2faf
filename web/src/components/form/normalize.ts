import { fieldTexts as t } from './texts';

/**
 * Issue 26, item 6: what people paste into numeric and phone fields ("86,000", "$1,250.50",
 * "12.5 %", "(937) 555-0142", "+1 937.555.0142"), turned into the plain text the fields hold, or
 * the reason it cannot be. One module, used by every numeric field (NumericInput) and every phone
 * field (PhoneInput, the lead's contact list, the support contact).
 *
 * A field keeps what it had and says the reason when the result is not ok: a value is never
 * silently cut ("(937) 555-" from a maxLength) nor silently dropped.
 */
export type Normalized = { ok: true; text: string } | { ok: false; problem: string };

const ok = (text: string): Normalized => ({ ok: true, text });
const no = (problem: string): Normalized => ({ ok: false, problem });

/** Longest text a numeric field takes (the api's largest numbers have 12 digits and decimals). */
const MAX_NUMBER_TEXT = 32;

/** Every kind of space people paste: normal, no-break, thin, narrow no-break, figure. */
const SPACES = /[\s\u00a0\u2007\u2009\u202f]/g;
/** Minus signs that are not "-": the real minus, en and em dashes (spreadsheets and word processors). */
const MINUSES = /[\u2212\u2012\u2013\u2014\ufe63\uff0d]/g;

/** §5 numeric text, with the partial forms typing passes through ("-", ".", "12."). */
export const NUMERIC_TEXT = /^-?\d*\.?\d*$/;

/**
 * A numeric field's text from what was typed or pasted. Accepted as they are pasted: spaces,
 * apostrophes and underscores between digits, commas grouping thousands, a leading "+" or "$"
 * (also "US$", "USD"), a trailing "%", and the typographic minus. Refused with the reason: other
 * letters or signs, a decimal comma ("1,5"), a second minus, and a dot in a whole-number field.
 */
export function normalizeNumberText(raw: string, options: { integer?: boolean } = {}): Normalized {
  let s = raw.replace(SPACES, '').replace(MINUSES, '-');
  if (s.length > MAX_NUMBER_TEXT) return no(t.numberTooLong);
  if (NUMERIC_TEXT.test(s)) return options.integer && s.includes('.') ? no(t.numberWhole) : ok(s);
  let negative = false;
  if (s.startsWith('-')) { negative = true; s = s.slice(1); }
  s = s.replace(/^\+/, '').replace(/^(?:US\$|USD|\$)/i, '');
  if (s.startsWith('-')) {
    if (negative) return no(t.numberTwoSigns);
    negative = true;
    s = s.slice(1);
  }
  s = s.replace(/%$/, '').replace(/(?<=\d)['’_](?=\d)/g, '');
  if (s.includes(',')) {
    // 1,234 and 1,234,567.89 group thousands; 1,5 is a decimal comma; anything else is a typo.
    if (/^\d{1,3}(?:,\d{3})+(?:\.\d*)?$/.test(s)) s = s.replace(/,/g, '');
    else if (/^\d+,\d{1,2}$/.test(s)) return no(t.numberCommaDecimal);
    else if (/^[\d,]*\.?\d*$/.test(s)) return no(t.numberBadGrouping);
  }
  if (!/^\d*\.?\d*$/.test(s)) {
    if (s.includes('-')) return no(t.numberTwoSigns);
    if (/^[\d.]*$/.test(s)) return no(t.numberTwoDots);
    return no(t.numberHasText(strayPart(raw)));
  }
  const text = `${negative ? '-' : ''}${s}`;
  if (options.integer && text.includes('.')) return no(t.numberWhole);
  return ok(text);
}

/** The first run of what a number cannot hold ("sq ft" of "86,000 sq ft"), for the message. */
function strayPart(raw: string): string {
  const text = raw.trim();
  const at = text.search(/[^\d\s.,'’_+\-$%\u2212\u2012\u2013\u2014]/);
  const rest = at < 0 ? text : text.slice(at);
  return (rest.replace(/\d.*$/s, '').trim() || rest).slice(0, 20);
}

/** The number a numeric text stands for, or null while it is empty or only "-", "." or "-.". */
export function numberOf(text: string): number | null {
  if (!NUMERIC_TEXT.test(text) || !/\d/.test(text)) return null;
  const value = Number(text);
  return Number.isFinite(value) ? value : null;
}

/** A US phone number's digits after +1. */
export const US_PHONE_DIGITS = 10;

/**
 * A phone field's digits (after the fixed +1) from what was typed or pasted: "(937) 555-0142",
 * "937.555.0142", "+1 937 555 0142", "1-937-555-0142", "tel:+19375550142" all give 9375550142.
 * Fewer than ten digits pass (typing is under way; the form says "ten digits" when it is sent).
 * Refused with the reason: letters, an extension, another country's code, more than ten digits.
 */
export function normalizePhoneDigits(raw: string): Normalized {
  let s = raw.trim().replace(/^tel:/i, '').replace(MINUSES, '-');
  if (/(?:ext\.?|x|#)\s*\d+$/i.test(s) && /\d{7}/.test(s.replace(/\D/g, ''))) return no(t.phoneExtension);
  s = s.replace(/[\s\u00a0\u2007\u2009\u202f().\-/]/g, '');
  let international = false;
  if (s.startsWith('+')) { international = true; s = s.slice(1); }
  else if (s.startsWith('001')) { international = true; s = s.slice(2); }
  if (!/^\d*$/.test(s)) return no(t.phoneHasText);
  if (international) {
    if (!s.startsWith('1') && s.length > 0) return no(t.phoneNotUs);
    s = s.slice(1);
  } else if (s.length === US_PHONE_DIGITS + 1 && s.startsWith('1')) {
    s = s.slice(1);
  }
  if (s.length > US_PHONE_DIGITS) return no(t.phoneTooLong(s.length));
  return ok(s);
}

/** The ten digits of a complete US phone number however it is written, or null. */
export function usPhoneDigits(raw: string): string | null {
  const result = normalizePhoneDigits(raw);
  return result.ok && result.text.length === US_PHONE_DIGITS ? result.text : null;
}

/** Why a phone number as written is not a complete US number, or null when it is. */
export function phoneProblem(raw: string): string | null {
  const result = normalizePhoneDigits(raw);
  if (!result.ok) return result.problem;
  return result.text.length === US_PHONE_DIGITS ? null : t.phoneTooShort(result.text.length);
}
