/**
 * The savings model behind proposals and quotes (architecture.md "Proposals, quotes, agreements").
 * For each contract year t = 1 … 25:
 *
 *   kWh_t       = kWh_1 · (1 − d)^(t−1)          d   = 0.5 %/yr module degradation
 *   utility_t   = U_1 · (1 + e_u)^(t−1)          e_u = 3 %/yr utility rate escalation (default)
 *   ppa_t       = R_1 · (1 + e_ppa)^(t−1)        e_ppa = the PPA escalator, 2 % or 3 %/yr
 *   storage_t   = S_1 · (1 + e_u)^(t−1)          demand-charge savings of an ESS (0 without one);
 *                                                they follow the utility's tariff escalation
 *   savings_t   = kWh_t · (utility_t − ppa_t) + storage_t
 *   year_25_cumulative_savings = Σ_{t=1..25} savings_t
 *   crossover year = the first t where ppa_t > utility_t (null when the PPA rate never overtakes)
 *
 * U_1 is the customer's first-year utility rate in $/kWh (the lead's avoided cost, else the
 * estimator's rate for the state); R_1 is the first-year PPA rate in $/kWh (pricing.ts).
 * Sums use unrounded values; the numbers in each year's row are rounded for display only
 * (money to cents, rates to 5 decimals, energy to whole kWh).
 */
export const SAVINGS = {
  years: 25,
  degradation: 0.005,
  utilityEscalator: 0.03,
} as const;

export interface SavingsInput {
  /** First-year production, kWh. */
  kwh1: number;
  /** First-year utility rate U_1, $/kWh. */
  utilityRate1: number;
  /** e_u as a fraction (0.03); default SAVINGS.utilityEscalator. */
  utilityEscalator?: number;
  /** First-year PPA rate R_1, $/kWh (0 for an owner who pays no PPA, e.g. PACE). */
  ppaRate1: number;
  /** e_ppa as a fraction (0.02 or 0.03). */
  ppaEscalator: number;
  /** First-year ESS demand-charge savings S_1, $ (0 without storage). */
  storageSavings1?: number;
  degradation?: number;
  years?: number;
}

export interface SavingsYear {
  year: number;
  production_kwh: number;
  utility_rate: number;
  ppa_rate: number;
  energy_savings: number;
  storage_savings: number;
  savings: number;
  cumulative_savings: number;
}

export interface SavingsResult {
  years: SavingsYear[];
  year_1_savings: number;
  year_25_cumulative_savings: number;
  total_production_kwh: number;
  crossover_year: number | null;
}

export const roundTo = (n: number, digits: number) => Math.round(n * 10 ** digits) / 10 ** digits;

/** The year-by-year savings of the model above; pure, deterministic. */
export function savingsModel(input: SavingsInput): SavingsResult {
  const years = input.years ?? SAVINGS.years;
  const d = input.degradation ?? SAVINGS.degradation;
  const eu = input.utilityEscalator ?? SAVINGS.utilityEscalator;
  const rows: SavingsYear[] = [];
  let cumulative = 0;
  let production = 0;
  let crossover: number | null = null;
  for (let t = 1; t <= years; t++) {
    const kwh = input.kwh1 * (1 - d) ** (t - 1);
    const utility = input.utilityRate1 * (1 + eu) ** (t - 1);
    const ppa = input.ppaRate1 * (1 + input.ppaEscalator) ** (t - 1);
    const storage = (input.storageSavings1 ?? 0) * (1 + eu) ** (t - 1);
    const energy = kwh * (utility - ppa);
    const savings = energy + storage;
    cumulative += savings;
    production += kwh;
    if (crossover === null && ppa > utility) crossover = t;
    rows.push({
      year: t,
      production_kwh: Math.round(kwh),
      utility_rate: roundTo(utility, 5),
      ppa_rate: roundTo(ppa, 5),
      energy_savings: roundTo(energy, 2),
      storage_savings: roundTo(storage, 2),
      savings: roundTo(savings, 2),
      cumulative_savings: roundTo(cumulative, 2),
    });
  }
  return {
    years: rows,
    year_1_savings: rows[0]?.savings ?? 0,
    year_25_cumulative_savings: roundTo(cumulative, 2),
    total_production_kwh: Math.round(production),
    crossover_year: crossover,
  };
}
