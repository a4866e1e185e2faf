/**
 * §9: dates are shown MM-DD-YYYY and times HH:MM (24-hour), everywhere: the web's screens and the
 * api's PDFs and pages read this one module. A relative time ("3 hours ago") is only ever shown
 * beside or under the exact one (`formatRelative`), never instead of it.
 *
 * No library: Node and browsers both carry Intl. The web shows the viewer's time zone (no
 * `timeZone`); the api, which has no viewer, passes 'UTC' and says so (`formatDateTimeUtc`).
 */

type Maybe<T> = T | null | undefined;
export type DateInput = Maybe<string | number | Date>;

/** A calendar day as the api stores it (YYYY-MM-DD): shown as that day in every time zone. */
const DAY_ONLY = /^(\d{4})-(\d{2})-(\d{2})$/;

const toDate = (value: DateInput): Date | null => {
  if (value === null || value === undefined || value === '') return null;
  const date = value instanceof Date ? value : new Date(value);
  return Number.isNaN(date.getTime()) ? null : date;
};

const two = (n: number) => String(n).padStart(2, '0');
const partsFormat = new Map<string, Intl.DateTimeFormat>();

/**
 * The viewer's own zone and UTC are read from the Date itself: the first Intl.DateTimeFormat a page
 * builds loads the browser's locale data (~13 ms of a phone-throttled first render, issue 28).
 * Any other named zone goes through Intl (the same figures, tested side by side).
 */
const partsOf = (date: Date, timeZone?: string) => {
  if (timeZone === undefined || timeZone === 'UTC') {
    const utc = timeZone === 'UTC';
    const year = utc ? date.getUTCFullYear() : date.getFullYear();
    const month = (utc ? date.getUTCMonth() : date.getMonth()) + 1;
    const day = utc ? date.getUTCDate() : date.getDate();
    const hour = utc ? date.getUTCHours() : date.getHours();
    const minute = utc ? date.getUTCMinutes() : date.getMinutes();
    return { day: `${two(month)}-${two(day)}-${year}`, time: `${two(hour)}:${two(minute)}` };
  }
  let f = partsFormat.get(timeZone);
  if (!f) {
    f = new Intl.DateTimeFormat('en-US', { timeZone, year: 'numeric', month: '2-digit', day: '2-digit', hour: '2-digit', minute: '2-digit', hourCycle: 'h23' });
    partsFormat.set(timeZone, f);
  }
  const out: Record<string, string> = {};
  for (const p of f.formatToParts(date)) out[p.type] = p.value;
  return { day: `${out.month}-${out.day}-${out.year}`, time: `${out.hour}:${out.minute}` };
};

/** MM-DD-YYYY, or `fallback` (default '') when missing or unreadable. */
export function formatDate(value: DateInput, options: { timeZone?: string; fallback?: string } = {}): string {
  if (typeof value === 'string') {
    const m = DAY_ONLY.exec(value.trim());
    if (m) return `${m[2]}-${m[3]}-${m[1]}`;
  }
  const date = toDate(value);
  return date ? partsOf(date, options.timeZone).day : options.fallback ?? '';
}

/** HH:MM (24-hour), or `fallback` when missing or unreadable. */
export function formatTime(value: DateInput, options: { timeZone?: string; fallback?: string } = {}): string {
  const date = toDate(value);
  return date ? partsOf(date, options.timeZone).time : options.fallback ?? '';
}

/** MM-DD-YYYY HH:MM, or `fallback` when missing or unreadable (a day-only value shows its day). */
export function formatDateTime(value: DateInput, options: { timeZone?: string; fallback?: string } = {}): string {
  if (typeof value === 'string' && DAY_ONLY.test(value.trim())) return formatDate(value);
  const date = toDate(value);
  if (!date) return options.fallback ?? '';
  const p = partsOf(date, options.timeZone);
  return `${p.day} ${p.time}`;
}

/**
 * For the api's documents, which have no viewer: MM-DD-YYYY HH:MM UTC. `seconds` adds :SS for an
 * audit certificate, where the order of events within a minute is part of the evidence.
 */
export const formatDateTimeUtc = (value: DateInput, fallback = '', options: { seconds?: boolean } = {}) => {
  const text = formatDateTime(value, { timeZone: 'UTC' });
  if (!text) return fallback;
  const date = toDate(value);
  const ss = options.seconds && date ? `:${String(date.getUTCSeconds()).padStart(2, '0')}` : '';
  return `${text}${ss} UTC`;
};

/** The api's documents' "today" (UTC), MM-DD-YYYY. */
export const formatDateUtc = (value: DateInput, fallback = '') => formatDate(value, { timeZone: 'UTC', fallback });

const UNITS: Array<[Intl.RelativeTimeFormatUnit, number]> = [
  ['year', 365 * 86_400_000], ['month', 30 * 86_400_000], ['week', 7 * 86_400_000],
  ['day', 86_400_000], ['hour', 3_600_000], ['minute', 60_000],
];
/** Built on first use, not when the module loads (locale data, as above). */
let relative: Intl.RelativeTimeFormat | undefined;

/**
 * "3 hours ago" / "in 2 days" / "just now": only as an addition to the exact time (a tooltip, a
 * muted note beside it). Rounded down, so "59 minutes ago" never reads as "an hour ago" early.
 */
export function formatRelative(value: DateInput, now: number = Date.now()): string {
  const date = toDate(value);
  if (!date) return '';
  const diff = date.getTime() - now;
  const abs = Math.abs(diff);
  if (abs < 60_000) return 'just now';
  relative ??= new Intl.RelativeTimeFormat('en-US', { numeric: 'always' });
  for (const [unit, ms] of UNITS) {
    if (abs >= ms) return relative.format(Math.sign(diff) * Math.floor(abs / ms), unit);
  }
  return 'just now';
}
