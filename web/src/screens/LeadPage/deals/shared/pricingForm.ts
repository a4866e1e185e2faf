import { API_LIMITS } from '../../../../validation/limits';
import { rangeProblem } from '../../details/draft';
import { dealTexts } from '../texts';

/** §3 enumerations as the schema names them, with their display labels. */
export const SYSTEM_TYPES = [
  ['TRACKING_GROUNDMOUNT', 'Tracking Groundmount'], ['FIXED_GROUNDMOUNT', 'Fixed Groundmount'], ['ROOFTOP', 'Rooftop'], ['CANOPY', 'Canopy'],
] as const;
export const PRICING_BASES = [
  ['TARGET_PROFIT_PER_WATT', 'Target Profit Per Watt'], ['GIVEN_PROFIT_PER_WATT', 'Given Profit Per Watt'], ['USE_MARKUP_PERCENT', 'Use MarkUp Percent'],
] as const;
export const STORAGE_OPTIONS = [['NONE', 'No storage'], ['TWO_HOUR', '2-hour'], ['FOUR_HOUR', '4-hour']] as const;
export const ESCALATORS = [['TWO_PERCENT', '2%'], ['THREE_PERCENT', '3%']] as const;
export const DEAL_KINDS = [['CLEAN_ENERGY_LEGACY', 'Clean Energy (Legacy)'], ['CLEAN_ENERGY_PPA', 'Clean Energy PPA'], ['CREDIT_PPA', 'Credit PPA']] as const;
export const REGIONS = [['CA', 'CA'], ['CT', 'CT'], ['CO', 'CO'], ['RI', 'RI']] as const;
export const EPC_PRICE_UNITS = [['DOLLARS', '$'], ['DOLLARS_PER_WATT', '$/W']] as const;
export const ESS_PRICE_UNITS = [['DOLLARS', '$'], ['DOLLARS_PER_KWH', '$/kWh']] as const;

type Values<T extends readonly (readonly [string, string])[]> = T[number][0];

/** What PricingValuesInput takes (schema.graphql). */
export interface PricingInput {
  systemType?: Values<typeof SYSTEM_TYPES>;
  systemSize?: number;
  estimatedYearProduction?: number;
  epcPrice?: number;
  epcPriceUnit?: Values<typeof EPC_PRICE_UNITS>;
  pricingBasis?: Values<typeof PRICING_BASES>;
  pricingValue?: number;
  storage?: Values<typeof STORAGE_OPTIONS>;
  essCapacity?: number;
  essPrice?: number;
  essPriceUnit?: Values<typeof ESS_PRICE_UNITS>;
  escalator?: Values<typeof ESCALATORS>;
  dealKind?: Values<typeof DEAL_KINDS>;
  region?: Values<typeof REGIONS>;
  utilityRate?: number;
}

export const NUMBER_KEYS = ['systemSize', 'estimatedYearProduction', 'epcPrice', 'pricingValue', 'essCapacity', 'essPrice', 'utilityRate'] as const;
export const CHOICE_KEYS = ['systemType', 'epcPriceUnit', 'pricingBasis', 'storage', 'essPriceUnit', 'escalator', 'dealKind', 'region'] as const;
export type PricingKey = (typeof NUMBER_KEYS)[number] | (typeof CHOICE_KEYS)[number];

/** The form's state: every value as typed, '' meaning "from the lead" (the api fills it). */
export type PricingForm = Record<PricingKey, string>;

export const emptyPricingForm = (): PricingForm =>
  Object.fromEntries([...NUMBER_KEYS, ...CHOICE_KEYS].map((key) => [key, ''])) as PricingForm;

/** A form from stored values (the edit dialog starts from the proposal's pricing values). */
export function pricingFormOf(values: Partial<Record<PricingKey, string | number | null | undefined>> | null | undefined): PricingForm {
  const form = emptyPricingForm();
  for (const key of [...NUMBER_KEYS, ...CHOICE_KEYS]) {
    const value = values?.[key];
    if (value !== null && value !== undefined) form[key] = String(value);
  }
  return form;
}

/** PricingValuesInput of a form: only the values the user gave (omitted ones come from the lead). */
export function pricingInputOf(form: PricingForm): PricingInput {
  const input: Record<string, string | number> = {};
  for (const key of NUMBER_KEYS) if (form[key].trim() !== '') input[key] = Number(form[key]);
  for (const key of CHOICE_KEYS) if (form[key] !== '') input[key] = form[key];
  return input as PricingInput;
}

/** §5 numeric input: a number, empty, a minus sign or a dot while typing. */
export const isNumericDraft = (value: string) => /^-?\d*\.?\d*$/.test(value);

/** Inline problems of a pricing form (the api's own checks repeat these and add the rest). */
export function pricingProblems(form: PricingForm): Partial<Record<PricingKey, string>> {
  const problems: Partial<Record<PricingKey, string>> = {};
  for (const key of NUMBER_KEYS) {
    const raw = form[key].trim();
    if (raw === '') continue;
    const value = Number(raw);
    if (!Number.isFinite(value)) problems[key] = dealTexts.invalidNumber;
    else if (value < 0) problems[key] = dealTexts.notNegative;
    // The api's range for the value (issue 11: refused here, in its words, before it is sent).
    else if (rangeProblem(value, API_LIMITS.deal[key])) problems[key] = rangeProblem(value, API_LIMITS.deal[key])!;
  }
  const profit = Number(form.pricingValue);
  if (!problems.pricingValue && form.pricingValue.trim() !== '') {
    if (form.pricingBasis === 'USE_MARKUP_PERCENT' && profit > 200) problems.pricingValue = dealTexts.pricing.markupTooHigh;
    if (form.pricingBasis !== 'USE_MARKUP_PERCENT' && profit > 5) problems.pricingValue = dealTexts.pricing.profitTooHigh;
  }
  return problems;
}

/** The api names fields in snake case (values.system_size, epc_price): the form key they concern. */
export function formKeyOfApiField(field: string | null | undefined): string | null {
  if (!field) return null;
  const last = field.split('.').pop() ?? field;
  return last.replace(/_([a-z0-9])/g, (_, c: string) => c.toUpperCase());
}
