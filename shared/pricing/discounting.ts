import { roundTo } from './savings.js';

/**
 * Discounted figures of a cash flow (issue 37): options were ranked on nominal 25-year sums, which
 * overstate late dollars (Akron's cash option: $1.59 M nominal, $0.26 M NPV at 7 %). For an upfront
 * cost C paid at t = 0 and net flows F_1..F_N at the end of years 1..N, at a discount rate r:
 *
 *   NPV(r)  = −C + Σ F_t / (1 + r)^t
 *   IRR     = the r at which NPV(r) = 0, found by bisection on [−99 %, 1,000 %] where NPV changes
 *             sign there; null when it does not (no upfront cost, or flows that never repay it), so
 *             no rate is invented for a flow that has none
 *   discounted payback = the first year from which −C + Σ_{s≤t} F_s / (1 + r)^s stays ≥ 0
 *             (0 when it is never below 0; null when not within N years)
 *   LCOE    = (C + Σ cost_t / (1 + r)^t) / Σ kWh_t / (1 + r)^t, an owner's cost per kWh after
 *             incentives (cost_t = payments + O&M − tax benefits)
 *
 * Pure; money in dollars, rates as fractions.
 */
export const DISCOUNTING = {
  /** The default discount rate, % (the api's `discount_rate`). */
  defaultRatePercent: 7,
  irrLow: -0.99,
  irrHigh: 10,
  irrTolerance: 1e-9,
} as const;

export function npv(rate: number, upfront: number, flows: readonly number[]): number {
  return flows.reduce((sum, flow, i) => sum + flow / (1 + rate) ** (i + 1), -upfront);
}

/** IRR as a fraction, or null where NPV does not change sign over the search range. */
export function irr(upfront: number, flows: readonly number[]): number | null {
  let low: number = DISCOUNTING.irrLow;
  let high: number = DISCOUNTING.irrHigh;
  let atLow = npv(low, upfront, flows);
  const atHigh = npv(high, upfront, flows);
  if (!Number.isFinite(atLow) || !Number.isFinite(atHigh) || Math.sign(atLow) === Math.sign(atHigh) || atLow === 0) return null;
  for (let i = 0; i < 200 && high - low > DISCOUNTING.irrTolerance; i += 1) {
    const mid = (low + high) / 2;
    const atMid = npv(mid, upfront, flows);
    if (Math.sign(atMid) === Math.sign(atLow)) { low = mid; atLow = atMid; } else high = mid;
  }
  return (low + high) / 2;
}

/** The first year from which the discounted cumulative stays ≥ 0 (see the header). */
export function discountedPaybackYear(rate: number, upfront: number, flows: readonly number[]): number | null {
  let cumulative = -upfront;
  let payback: number | null = upfront > 0 ? null : 0;
  flows.forEach((flow, i) => {
    cumulative += flow / (1 + rate) ** (i + 1);
    if (cumulative < -0.005) payback = null;
    else if (payback === null) payback = i + 1;
  });
  return payback;
}

/** $/kWh over the years: the upfront cost and yearly costs against the yearly production, both discounted. */
export function lcoe(rate: number, upfront: number, costs: readonly number[], kwh: readonly number[]): number | null {
  const energy = kwh.reduce((sum, k, i) => sum + k / (1 + rate) ** (i + 1), 0);
  if (!(energy > 0)) return null;
  const cost = costs.reduce((sum, c, i) => sum + c / (1 + rate) ** (i + 1), upfront);
  return cost / energy;
}

/** The discounted figures of one option, rounded as the api answers them (IRR in %, LCOE in $/kWh). */
export function discountedFigures(ratePercent: number, upfront: number, flows: readonly number[]) {
  const rate = ratePercent / 100;
  const found = irr(upfront, flows);
  return {
    npv: roundTo(npv(rate, upfront, flows), 2),
    irr: found === null ? null : roundTo(found * 100, 2),
    discounted_payback_year: discountedPaybackYear(rate, upfront, flows),
  };
}
