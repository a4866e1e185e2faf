/** One contract year of the savings model as the chart draws it. */
export interface SavingsPoint { year: number; savings: number; cumulative: number }

type CashFlowRow = { readonly year: number; readonly savings?: number | null; readonly cumulativeSavings?: number | null };

/**
 * Chart rows from a proposal's cash flow (25 contract years), in year order. A missing cumulative
 * value is summed from the yearly ones, so the line never has gaps.
 */
export function savingsPoints(cashFlow: ReadonlyArray<CashFlowRow>): SavingsPoint[] {
  let running = 0;
  return [...cashFlow]
    .sort((a, b) => a.year - b.year)
    .map((row) => {
      const savings = row.savings ?? 0;
      running = row.cumulativeSavings ?? running + savings;
      return { year: row.year, savings, cumulative: running };
    });
}

/**
 * The crossover year: the first year the cumulative savings turn positive (after being zero or
 * negative, or from year 1 when they start positive); null when they never do.
 */
export function crossoverYear(points: ReadonlyArray<SavingsPoint>): number | null {
  return points.find((point) => point.cumulative > 0)?.year ?? null;
}

/** Year-25 cumulative savings (the last year of the term). */
export const finalCumulative = (points: ReadonlyArray<SavingsPoint>) => points.at(-1)?.cumulative ?? null;
