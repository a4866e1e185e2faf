import { formatDate as dateOf } from '../../../../format/dates';
import { PRICING } from '../../../../../../shared/pricing/pricing';
import { dealTexts } from '../texts';

const usd = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD', maximumFractionDigits: 0 });
const plain = new Intl.NumberFormat('en-US', { maximumFractionDigits: 1 });
const usdCompact = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD', notation: 'compact', maximumFractionDigits: 1 });

/** §9: currency USD; falsy amounts show 'N/A'. */
export const formatUsd = (value: number | null | undefined) => (value ? usd.format(value) : dealTexts.notAvailable);

/** One decimal at most (kW, kWh, %): 633.6, 887,040. */
export const formatPlain = (value: number) => plain.format(value);

/**
 * A lead's EPC price under this is a price per watt, above it a total: the api reads it so
 * (shared/pricing PRICING.perWattThreshold, the module both import), and so must every figure shown of it.
 */
export const EPC_PER_WATT_THRESHOLD = PRICING.perWattThreshold;
export const isPerWattEpc = (price: number) => price < EPC_PER_WATT_THRESHOLD;

/** Chart axis ticks: $12K, $1.2M (0 stays $0). */
export const formatUsdCompact = (value: number) => usdCompact.format(value);

/** A $/kWh rate with four decimals (the api rounds PPA rates to $0.0001/kWh). */
export const formatRate = (value: number | null | undefined) => (value ? `$${value.toFixed(4)}/kWh` : dealTexts.notAvailable);

export const formatPercent = (value: number | null | undefined) => (value || value === 0 ? `${value} %` : dealTexts.notAvailable);

/** §9: dates shown MM-DD-YYYY. */
export const formatDate = (value: string | null | undefined) => dateOf(value, dealTexts.notAvailable);
