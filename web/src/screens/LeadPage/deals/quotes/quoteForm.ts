import { emptyPricingForm, pricingInputOf, pricingProblems, type PricingForm, type PricingInput } from '../shared/pricingForm';
import { API_LIMITS, inRange } from '../../../../validation/limits';
import { rangeProblem } from '../../details/draft';
import { dealTexts } from '../texts';

export const PACE_PROGRAMS = [['WRCOG', 'WRCOG'], ['CSCDA', 'CSCDA']] as const;
export const BOND_DISCOUNT_MODES = [['MODEL_CALCULATES', 'model calculates'], ['ROOF_ONLY', 'roof only'], ['SOLAR_AND_ROOF', 'solar and roof']] as const;

export type QuoteKind = 'STANDARD' | 'PACE';

export interface PaceForm { program: string; bondDiscountMode: string; termYears: string; interestRate: string; roofCost: string }

export interface QuoteForm { pricing: PricingForm; pace: PaceForm }

export const emptyQuoteForm = (): QuoteForm => ({
  pricing: emptyPricingForm(),
  pace: { program: '', bondDiscountMode: '', termYears: '', interestRate: '', roofCost: '' },
});

export interface PaceInput {
  program?: (typeof PACE_PROGRAMS)[number][0];
  bondDiscountMode?: (typeof BOND_DISCOUNT_MODES)[number][0];
  termYears?: number;
  interestRate?: number;
  roofCost?: number;
}

const numberOrUndefined = (value: string) => (value.trim() === '' ? undefined : Number(value));

function paceInputOf(pace: PaceForm): PaceInput {
  const input: PaceInput = {
    program: (pace.program || undefined) as PaceInput['program'],
    bondDiscountMode: (pace.bondDiscountMode || undefined) as PaceInput['bondDiscountMode'],
    termYears: numberOrUndefined(pace.termYears),
    interestRate: numberOrUndefined(pace.interestRate),
    roofCost: numberOrUndefined(pace.roofCost),
  };
  return Object.fromEntries(Object.entries(input).filter(([, v]) => v !== undefined)) as PaceInput;
}

/** CreateQuoteInput / CreatePaceQuoteInput of the form: only the values given (the rest come from the lead). */
export function quoteInput(leadId: string, kind: 'STANDARD', form: QuoteForm): { leadId: string; pricing: PricingInput };
export function quoteInput(leadId: string, kind: 'PACE', form: QuoteForm): { leadId: string; pricing: PricingInput; pace: PaceInput };
export function quoteInput(leadId: string, kind: QuoteKind, form: QuoteForm) {
  const pricing = pricingInputOf(form.pricing);
  return kind === 'PACE' ? { leadId, pricing, pace: paceInputOf(form.pace) } : { leadId, pricing };
}

export type QuoteProblems = Partial<Record<string, string>>;

/** Inline checks before sending: the pricing ones, and for PACE a program, a 5–30 year term, a roof cost in roof only mode. */
export function quoteProblems(kind: QuoteKind, form: QuoteForm): QuoteProblems {
  const problems: QuoteProblems = { ...pricingProblems(form.pricing) };
  if (kind !== 'PACE') return problems;
  const { pace } = form;
  if (!pace.program) problems.program = dealTexts.quotes.programRequired;
  if (pace.termYears.trim() !== '') {
    const term = Number(pace.termYears);
    if (!Number.isInteger(term) || !inRange(term, API_LIMITS.deal.termYears)) problems.termYears = dealTexts.quotes.termRange;
  }
  for (const key of ['interestRate', 'roofCost'] as const) {
    const raw = pace[key].trim();
    if (raw !== '' && !(Number(raw) >= 0)) problems[key] = dealTexts.notNegative;
    else if (raw !== '' && rangeProblem(Number(raw), API_LIMITS.deal[key])) problems[key] = rangeProblem(Number(raw), API_LIMITS.deal[key])!;
  }
  if (pace.bondDiscountMode === 'ROOF_ONLY' && !(Number(pace.roofCost) > 0)) problems.roofCost ??= dealTexts.quotes.roofCostRequired;
  return problems;
}
