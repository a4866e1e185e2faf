import type { PricingInputs } from './pricing.js';
import { roundTo, savingsModel, type SavingsResult } from './savings.js';

/**
 * The PACE financing model behind a PACE quote. With PACE the owner buys the system (at the
 * contract price of pricing.ts, no PPA) and repays it through a property-tax assessment.
 *
 *   eligible cost C = contract price + roof_cost (roof work financed with the solar)
 *   program fee     = fee % × C + fixed fee, per program:
 *                       WRCOG  2.5 % + $895     CSCDA  2.0 % + $1,500
 *   bond discount b = 3 % (the underwriter's discount on the bonds that fund the assessment);
 *   the bond discount mode says what it is charged on:
 *     "model calculates"  grossed up over the whole financing: F = (C + fee) / (1 − b)
 *     "roof only"         on the roof cost only:              F = C + fee + b · roof_cost
 *     "solar and roof"    on solar and roof costs:            F = C + fee + b · C
 *   financed amount F; yearly assessment (level amortisation over n = term_years at rate i):
 *     A = F · i / (1 − (1 + i)^−n)      (A = F / n when i = 0)
 *   cash flow, for t = 1..25: gross savings_t = the savings model with R_1 = 0 (the owner keeps
 *   the whole avoided utility cost plus storage savings), assessment_t = A for t ≤ n else 0,
 *   net_t = gross savings_t − assessment_t.
 *   A PACE-financed system is owned: its figures are the owner's bill savings (year_1_savings,
 *   year_25_cumulative_savings, before assessments) and net, never the PPA's discount (issue 25:
 *   a PACE preview shows these, not the PPA rate's savings).
 * Terms run 5–30 years (default 20); rates 0–25 %/yr (default 6.5 %, a typical commercial PACE
 * rate); the program has no default, since it sets the fees.
 *
 * Pure: the api's PACE quotes and the web's live preview of one use it (shared/pricing, issue 15).
 */
export const PACE = {
  programs: {
    WRCOG: { feePercent: 2.5, fixedFee: 895 },
    CSCDA: { feePercent: 2.0, fixedFee: 1500 },
  },
  bondDiscount: 0.03,
  minTermYears: 5,
  maxTermYears: 30,
  defaultTermYears: 20,
  defaultInterestRate: 6.5,
} as const;

export const PACE_PROGRAMS = ['WRCOG', 'CSCDA'] as const;
export const BOND_DISCOUNT_MODES = ['model calculates', 'roof only', 'solar and roof'] as const;

export interface PaceInputs {
  program: (typeof PACE_PROGRAMS)[number];
  bond_discount_mode: (typeof BOND_DISCOUNT_MODES)[number];
  term_years: number;
  interest_rate: number;
  roof_cost: number;
}
export const PACE_KEYS = ['program', 'bond_discount_mode', 'term_years', 'interest_rate', 'roof_cost'] as const;

/** The PACE inputs of a quote's values, with the documented defaults (the program has none). */
export const paceInputsOf = (values: Record<string, any>): Partial<PaceInputs> => ({
  program: values.program, term_years: values.term_years ?? PACE.defaultTermYears, interest_rate: values.interest_rate ?? PACE.defaultInterestRate,
  bond_discount_mode: values.bond_discount_mode ?? 'model calculates', roof_cost: values.roof_cost ?? 0,
});

/** Field messages for PACE inputs that cannot be financed (empty when they can). */
export function paceProblems(inputs: Partial<PaceInputs>): Record<string, string> {
  const problems: Record<string, string> = {};
  if (!inputs.program) problems.program = 'Choose the PACE program (WRCOG or CSCDA).';
  if (inputs.bond_discount_mode === 'roof only' && !(inputs.roof_cost && inputs.roof_cost > 0))
    problems.roof_cost = 'Enter the roof cost: in "roof only" mode the bond discount is charged on the roof.';
  return problems;
}

/** Level yearly payment that repays `principal` over `years` at `rate` (a fraction). */
export function levelAssessment(principal: number, rate: number, years: number): number {
  if (rate === 0) return principal / years;
  return (principal * rate) / (1 - (1 + rate) ** -years);
}

export interface PaceResult {
  program: PaceInputs['program'];
  eligible_cost: number;
  program_fee: number;
  bond_discount: number;
  financed_amount: number;
  annual_assessment: number;
  term_years: number;
  interest_rate: number;
  total_assessments: number;
  /** The owner's year-1 bill savings (the whole avoided utility cost plus storage), before the assessment. */
  year_1_savings: number;
  /** The owner's 25-year bill savings, before the assessments. */
  year_25_cumulative_savings: number;
  year_25_cumulative_net: number;
  cash_flow: Array<{ year: number; savings: number; assessment: number; net: number; cumulative_net: number }>;
}

/**
 * The bill savings of an owner (PACE, cash, loan): the savings model with no PPA payment (R_1 = 0),
 * so the whole avoided utility cost plus storage savings. Never the PPA's discount (issue 25).
 */
export function ownerSavings(pricing: Pick<PricingInputs, 'estimated_year_production' | 'utility_rate' | 'utility_escalator'>, storageSavings1: number, years?: number): SavingsResult {
  return savingsModel({
    kwh1: pricing.estimated_year_production, utilityRate1: pricing.utility_rate, utilityEscalator: pricing.utility_escalator / 100,
    ppaRate1: 0, ppaEscalator: 0, storageSavings1, years,
  });
}

/** Financed amount, yearly assessment and the cash flow beside the owner's savings. */
export function paceModel(contractPrice: number, pace: PaceInputs, pricing: PricingInputs, storageSavings1: number): PaceResult {
  const program = PACE.programs[pace.program];
  const roof = pace.roof_cost ?? 0;
  const cost = contractPrice + roof;
  const fee = (program.feePercent / 100) * cost + program.fixedFee;
  const b = PACE.bondDiscount;
  const financed = pace.bond_discount_mode === 'model calculates' ? (cost + fee) / (1 - b)
    : pace.bond_discount_mode === 'roof only' ? cost + fee + b * roof
    : cost + fee + b * cost;
  const assessment = levelAssessment(financed, pace.interest_rate / 100, pace.term_years);
  const owner = ownerSavings(pricing, storageSavings1);
  let cumulative = 0;
  const cashFlow = owner.years.map((y) => {
    const paid = y.year <= pace.term_years ? assessment : 0;
    const net = y.savings - paid;
    cumulative += net;
    return { year: y.year, savings: y.savings, assessment: roundTo(paid, 2), net: roundTo(net, 2), cumulative_net: roundTo(cumulative, 2) };
  });
  return {
    program: pace.program,
    eligible_cost: roundTo(cost, 2),
    program_fee: roundTo(fee, 2),
    bond_discount: roundTo(financed - cost - fee, 2),
    financed_amount: roundTo(financed, 2),
    annual_assessment: roundTo(assessment, 2),
    term_years: pace.term_years,
    interest_rate: pace.interest_rate,
    total_assessments: roundTo(assessment * pace.term_years, 2),
    year_1_savings: owner.year_1_savings,
    year_25_cumulative_savings: owner.year_25_cumulative_savings,
    year_25_cumulative_net: roundTo(cumulative, 2),
    cash_flow: cashFlow,
  };
}
