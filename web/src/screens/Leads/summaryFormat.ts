import { SUMMARY_MW_THRESHOLD_KW } from '../../constants';

/** The spec's text for a missing amount (§9: falsy amounts show 'N/A'). */
export const NOT_AVAILABLE = 'N/A';

const isNumber = (value: unknown): value is number => typeof value === 'number' && Number.isFinite(value);

/**
 * §9 summary capacity: MW with 2 decimals above 10,000 kW (value / 1000), else kW with 0 decimals;
 * the rooftop capacity stands in when the system size is not a number.
 */
export function formatCapacity(totalSystemSize: number | null | undefined, totalRooftopSolarCapacity?: number | null): string {
  const kw = isNumber(totalSystemSize) ? totalSystemSize : isNumber(totalRooftopSolarCapacity) ? totalRooftopSolarCapacity : null;
  if (kw === null) return NOT_AVAILABLE;
  if (kw > SUMMARY_MW_THRESHOLD_KW) {
    return `${(kw / 1000).toLocaleString('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 })} MW`;
  }
  return `${kw.toLocaleString('en-US', { maximumFractionDigits: 0 })} kW`;
}

const usd = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD', maximumFractionDigits: 0 });

/** §9 currency USD; a falsy amount (0, null, NaN) shows 'N/A'. */
export function formatUsd(amount: number | null | undefined): string {
  return isNumber(amount) && amount !== 0 ? usd.format(amount) : NOT_AVAILABLE;
}

export function formatCount(count: number): string {
  return count.toLocaleString('en-US');
}

const usdCompact = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD', notation: 'compact', maximumFractionDigits: 1 });
/** The phone strip's short form ($19.4M); the full amount stays for wider screens. */
export function formatUsdShort(amount: number | null | undefined): string {
  return typeof amount === 'number' && Number.isFinite(amount) && amount !== 0 ? usdCompact.format(amount) : NOT_AVAILABLE;
}

