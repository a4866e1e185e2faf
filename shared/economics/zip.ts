/** ZIP codes of US addresses: pure, shared by the api (utility lookup, estimator) and the web (the Utility select). */

/**
 * The 5-digit ZIP of an input: '44308', ' 44308 ', '44308-1234' (ZIP+4) → '44308'; '02903' keeps
 * its zero. Anything else (4 or 6 digits, letters, a number) → null: '2903' is not guessed to be
 * 02903 here, since a caller that lost the zero may have lost more.
 */
export function normalizeZip(input: unknown): string | null {
  if (typeof input !== 'string') return null;
  const m = /^\s*(\d{5})(?:-\d{4})?\s*$/.exec(input);
  return m ? m[1] : null;
}

/**
 * The ZIP of a US address ("12 Main St, Akron, OH 44308", "…, RI 02903-1234, USA"): the 5 digits
 * (and optional +4) after a state code or at the very end. A street number is not taken for one.
 */
export function zipOf(address: string): string | null {
  const text = address.trim();
  const m = /\b[A-Za-z]{2}\.?,?\s+(\d{5})(?:-\d{4})?\b/.exec(text)
    ?? /(?:^|[\s,])(\d{5})(?:-\d{4})?\s*(?:,?\s*(?:USA|US|United States))?\s*$/i.exec(text);
  return m ? m[1] : null;
}
