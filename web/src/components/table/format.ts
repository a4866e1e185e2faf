import { formatDate as dateOf, formatDateTime as dateTimeOf } from '../../format/dates';

/** §9: what a missing value (or a falsy amount) shows. */
export const NOT_AVAILABLE = 'N/A';

type Maybe<T> = T | null | undefined;

/** §9: dates MM-DD-YYYY in the viewer's time zone; missing or unreadable → N/A. */
export const formatDate = (iso: Maybe<string>) => dateOf(iso, NOT_AVAILABLE);

/** §9: dates MM-DD-YYYY and times HH:MM (24-hour). */
export const formatDateTime = (iso: Maybe<string>) => dateTimeOf(iso, NOT_AVAILABLE);

const usd = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD', maximumFractionDigits: 0 });
const usdCents = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD', minimumFractionDigits: 2, maximumFractionDigits: 4 });

/**
 * §9 currency USD, falsy amounts 'N/A': 0, null, undefined and NaN all show N/A (the spec's rule,
 * so a $0 saving reads as "not computed", which is what it means in these payloads). Whole
 * dollars by default; `cents` for small amounts such as a rate.
 */
export function formatUsd(amount: Maybe<number>, options: { cents?: boolean } = {}): string {
  if (!amount || !Number.isFinite(amount)) return NOT_AVAILABLE;
  return (options.cents ? usdCents : usd).format(amount);
}

/** A plain number with thousands separators (`digits` decimals at most); falsy → N/A. */
export function formatNumber(value: Maybe<number>, digits = 0): string {
  if (!value || !Number.isFinite(value)) return NOT_AVAILABLE;
  return value.toLocaleString('en-US', { maximumFractionDigits: digits });
}

/** A percentage as the api gives it (3 → "3%"); falsy → N/A. */
export function formatPercent(value: Maybe<number>): string {
  if (!value || !Number.isFinite(value)) return NOT_AVAILABLE;
  return `${value.toLocaleString('en-US', { maximumFractionDigits: 2 })}%`;
}

/** A count where 0 is a real answer (e.g. enriched projects); only a missing one is N/A. */
export const formatCount = (value: Maybe<number>) => (typeof value === 'number' && Number.isFinite(value) ? value.toLocaleString('en-US') : NOT_AVAILABLE);

/** Text, or N/A when missing or blank. */
export const orNotAvailable = (value: Maybe<string>) => (value && value.trim() ? value : NOT_AVAILABLE);
