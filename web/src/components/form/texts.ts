/**
 * Texts of the form field components (issue 26, item 6): why a pasted or typed value was not
 * taken. Ours, not the spec's. Written once; the normalizer's tests import them.
 */
export const fieldTexts = {
  /** Letters or signs a number cannot hold; names what was refused. */
  numberHasText: (what: string) => `“${what}” is not part of a number. Enter the number alone, e.g. 86000.`,
  numberCommaDecimal: 'Use a dot for decimals (1.5), not a comma.',
  numberBadGrouping: 'Type the number without commas (86000); a pasted 86,000 is read too.',
  numberWhole: 'Whole numbers only.',
  numberTooLong: 'That is too long for a number.',
  numberTwoDots: 'Only one decimal point.',
  numberTwoSigns: 'Only one minus sign, in front.',
  phoneHasText: 'A phone number has digits only (spaces, dashes, brackets and +1 are fine).',
  phoneExtension: 'Leave the extension out: the number has ten digits.',
  phoneNotUs: 'Only US numbers (+1) are accepted.',
  phoneTooLong: (digits: number) => `A US phone number has ten digits; that has ${digits}.`,
  phoneTooShort: (digits: number) => `A US phone number has ten digits; that has ${digits}.`,
} as const;
