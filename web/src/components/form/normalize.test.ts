import { describe, expect, it } from 'vitest';
import { normalizeNumberText, normalizePhoneDigits, numberOf, phoneProblem, usPhoneDigits } from './normalize';
import { fieldTexts as t } from './texts';

/** Issue 26, item 6: what people paste, as they paste it (spreadsheets, e-mails, web pages, CRMs). */
const NUMBERS_TAKEN: Array<[string, string]> = [
  ['86,000', '86000'],
  ['86000', '86000'],
  [' 86000 ', '86000'],
  ['86 000', '86000'],
  ['86\u00a0000', '86000'],
  ['86\u202f000', '86000'],
  ["86'000", '86000'],
  ['86_000', '86000'],
  ['1,234,567.89', '1234567.89'],
  ['$1,250.50', '1250.50'],
  ['$ 1,250', '1250'],
  ['US$1,250', '1250'],
  ['USD 1250', '1250'],
  ['12.5%', '12.5'],
  ['12.5 %', '12.5'],
  ['+42', '42'],
  ['\u22125', '-5'],
  ['\u20135.25', '-5.25'],
  ['-$5', '-5'],
  ['$-5', '-5'],
  ['0.0899', '0.0899'],
  ['.5', '.5'],
  // What typing passes through stays as it is.
  ['', ''],
  ['-', '-'],
  ['12.', '12.'],
  ['$', ''],
];

const NUMBERS_REFUSED: Array<[string, string]> = [
  ['86,000 sq ft', t.numberHasText('sq ft')],
  ['about 5', t.numberHasText('about')],
  ['1e3', t.numberHasText('e')],
  ['1,5', t.numberCommaDecimal],
  ['1 234,56', t.numberCommaDecimal],
  ['86,', t.numberBadGrouping],
  ['8,60,000', t.numberBadGrouping],
  ['--5', t.numberTwoSigns],
  ['1.5.2', t.numberTwoDots],
  ['192.168.0.1', t.numberTwoDots],
  ['-$-5', t.numberTwoSigns],
  ['5-3', t.numberTwoSigns],
  ['9'.repeat(40), t.numberTooLong],
  ['1\u00002', t.numberHasText('\u0000')],
];

describe('normalizeNumberText: the corpus of pasted numbers', () => {
  it.each(NUMBERS_TAKEN)('takes %j as %j', (raw, text) => {
    expect(normalizeNumberText(raw)).toEqual({ ok: true, text });
  });
  it.each(NUMBERS_REFUSED)('refuses %j saying why', (raw, problem) => {
    expect(normalizeNumberText(raw)).toEqual({ ok: false, problem });
  });
  it('whole-number fields take grouped integers and refuse decimals', () => {
    expect(normalizeNumberText('25,000', { integer: true })).toEqual({ ok: true, text: '25000' });
    expect(normalizeNumberText('2.5', { integer: true })).toEqual({ ok: false, problem: t.numberWhole });
    expect(normalizeNumberText('$1,250.50', { integer: true })).toEqual({ ok: false, problem: t.numberWhole });
  });
  it('reads the number of a normalized text', () => {
    expect(numberOf('86000')).toBe(86000);
    expect(numberOf('-')).toBeNull();
    expect(numberOf('86,000')).toBeNull();
  });
});

const PHONES_TAKEN: Array<[string, string]> = [
  ['(937) 555-0142', '9375550142'],
  ['937-555-0142', '9375550142'],
  ['937.555.0142', '9375550142'],
  ['937 555 0142', '9375550142'],
  ['937/555-0142', '9375550142'],
  ['(937)555-0142', '9375550142'],
  ['+1 (937) 555-0142', '9375550142'],
  ['+1-937-555-0142', '9375550142'],
  ['+19375550142', '9375550142'],
  ['1 937 555 0142', '9375550142'],
  ['19375550142', '9375550142'],
  ['001 937 555 0142', '9375550142'],
  ['tel:+19375550142', '9375550142'],
  ['937\u2013555\u20130142', '9375550142'],
  ['\u00a0937\u00a0555\u00a00142\u00a0', '9375550142'],
  // Typing under way.
  ['', ''],
  ['(', ''],
  ['+', ''],
  ['937', '937'],
  ['(937) 555-', '937555'],
];

const PHONES_REFUSED: Array<[string, string]> = [
  ['555-CALL', t.phoneHasText],
  ['phone: 937 555 0142', t.phoneHasText],
  ['937-555-0142 x12', t.phoneExtension],
  ['937-555-0142 ext. 12', t.phoneExtension],
  ['+44 20 7946 0958', t.phoneNotUs],
  ['93755501421', t.phoneTooLong(11)],
  ['9'.repeat(200), t.phoneTooLong(200)],
  ['937\u0000555', t.phoneHasText],
];

describe('normalizePhoneDigits: the corpus of pasted phone numbers', () => {
  it.each(PHONES_TAKEN)('takes %j as %j', (raw, text) => {
    expect(normalizePhoneDigits(raw)).toEqual({ ok: true, text });
  });
  it.each(PHONES_REFUSED)('refuses %j saying why', (raw, problem) => {
    expect(normalizePhoneDigits(raw)).toEqual({ ok: false, problem });
  });
  it('tells a complete number from a partial one', () => {
    expect(usPhoneDigits('(937) 555-0142')).toBe('9375550142');
    expect(usPhoneDigits('555-0142')).toBeNull();
    expect(phoneProblem('(937) 555-0142')).toBeNull();
    expect(phoneProblem('555-0142')).toBe(t.phoneTooShort(7));
    expect(phoneProblem('555-CALL')).toBe(t.phoneHasText);
  });
});
