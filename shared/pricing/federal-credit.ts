/**
 * The federal clean-electricity investment credit (IRC §48E) by date and by owner (issue 37), as
 * amended by Public Law 119-21 (enacted July 4, 2025):
 *
 * - Solar (P.L. 119-21's termination of §48E for wind and solar facilities): no credit for a facility
 *   placed in service after December 31, 2027, unless its construction began within 12 months of
 *   enactment — on or before July 4, 2026.
 * - Energy storage keeps §48E's phase-down by the year construction begins: the full credit through
 *   2033, 75 % in 2034, 50 % in 2035, none after (§48E(e)(1)(A), the applicable year being 2032 or
 *   later; the later trigger is not modelled). Foreign-entity-of-concern limits are not modelled.
 * - The rate where a credit applies is the comparison's `itc_rate` (30 % for systems under 1 MW AC
 *   or meeting the prevailing-wage and apprenticeship rules; 6 % otherwise); bonus adders are not
 *   included.
 * - A tax-exempt owner (a nonprofit, a school, a municipality, a condominium association that pays
 *   no income tax) cannot use depreciation and receives the credit as a payment (§6417 elective
 *   pay). Elective pay's domestic-content reduction for systems of 1 MW AC or more is not modelled:
 *   the text says so.
 *
 * Dates are calendar days, 'YYYY-MM-DD' (compared as strings, which orders them). Pure.
 */
export const CREDIT_RULES = {
  /** P.L. 119-21's enactment. */
  enacted: '2025-07-04',
  /** Solar: construction begun on or before this day keeps the credit whenever placed in service. */
  solarBeginBy: '2026-07-04',
  /** Solar begun later: placed in service on or before this day, or no credit. */
  solarInServiceBy: '2027-12-31',
  /** Storage: the share of the credit by the year construction begins (later years: none). */
  storageShareByBeginYear: [[2033, 1], [2034, 0.75], [2035, 0.5]] as ReadonlyArray<readonly [number, number]>,
  /** The default build time: placed in service this many months after construction begins. */
  buildMonths: 6,
} as const;

/** Written once: the api's 400 messages for the credit's dates. */
export const CREDIT_MESSAGES = {
  beginNotADay: 'Enter a date as YYYY-MM-DD (the day construction begins).',
  inServiceNotADay: 'Enter a date as YYYY-MM-DD (the day the system is placed in service).',
  inServiceBeforeBegin: 'The system cannot be placed in service before construction begins.',
} as const;

export const OWNER_TAX_STATUSES = ['taxable', 'tax_exempt'] as const;
export type OwnerTaxStatus = (typeof OWNER_TAX_STATUSES)[number];

export interface CreditInputs {
  /** The credit rate where one applies, % (the comparison's itc_rate). */
  ratePercent: number;
  beginConstruction: string;
  placedInService: string;
  ownerTaxStatus: OwnerTaxStatus;
}

export interface FederalCredit {
  /** % of the solar part of the price. */
  solar_rate: number;
  /** % of the storage part of the price. */
  storage_rate: number;
  begin_construction: string;
  placed_in_service: string;
  owner_tax_status: OwnerTaxStatus;
  /** True for a tax-exempt owner: the credit is paid to it (§6417), not set against tax. */
  elective_pay: boolean;
  /** False for a tax-exempt owner: it has no income to depreciate against. */
  depreciation_allowed: boolean;
  /** Which rule applied and why, in words a customer can read. */
  solar_rule: string;
  storage_rule: string;
}

const DAY = /^(\d{4})-(\d{2})-(\d{2})$/;

/** True for a real calendar day written YYYY-MM-DD. */
export function isCalendarDay(value: string): boolean {
  const match = DAY.exec(value);
  if (!match) return false;
  const date = new Date(Date.UTC(Number(match[1]), Number(match[2]) - 1, Number(match[3])));
  return date.toISOString().slice(0, 10) === value;
}

/** The day `months` after `day` (clamped to the month's end: 2026-08-31 + 6 = 2027-02-28). */
export function addMonths(day: string, months: number): string {
  const [year, month, date] = day.split('-').map(Number);
  const target = new Date(Date.UTC(year, month - 1 + months, 1));
  const lastDay = new Date(Date.UTC(target.getUTCFullYear(), target.getUTCMonth() + 1, 0)).getUTCDate();
  target.setUTCDate(Math.min(date, lastDay));
  return target.toISOString().slice(0, 10);
}

/**
 * The project's dates where none is given: construction begins at the expected close (today when
 * the close is unknown or past), and the system is in service CREDIT_RULES.buildMonths later.
 */
export function defaultCreditDates(today: string, expectedClose: string | null, given: { begin_construction?: string | null; placed_in_service?: string | null } = {}) {
  const begin = given.begin_construction ?? (expectedClose && expectedClose > today ? expectedClose : today);
  return { begin_construction: begin, placed_in_service: given.placed_in_service ?? addMonths(begin, CREDIT_RULES.buildMonths) };
}

const longDay = (day: string) => new Date(`${day}T00:00:00Z`).toLocaleDateString('en-US', { timeZone: 'UTC', year: 'numeric', month: 'long', day: 'numeric' });

/** The credit for solar and for storage on these dates, for this owner (see the header). */
export function federalCredit({ ratePercent, beginConstruction, placedInService, ownerTaxStatus }: CreditInputs): FederalCredit {
  const beganInTime = beginConstruction <= CREDIT_RULES.solarBeginBy;
  const inServiceInTime = placedInService <= CREDIT_RULES.solarInServiceBy;
  const solarQualifies = beganInTime || inServiceInTime;
  const solar_rule = beganInTime
    ? `Solar: construction begins ${longDay(beginConstruction)}, on or before ${longDay(CREDIT_RULES.solarBeginBy)}, so the credit applies whenever it is placed in service (IRC §48E as amended by Public Law 119-21).`
    : inServiceInTime
      ? `Solar: construction begins after ${longDay(CREDIT_RULES.solarBeginBy)}, but it is placed in service ${longDay(placedInService)}, by ${longDay(CREDIT_RULES.solarInServiceBy)}, so the credit applies (IRC §48E as amended by Public Law 119-21).`
      : `Solar: no credit. Construction begins ${longDay(beginConstruction)}, after ${longDay(CREDIT_RULES.solarBeginBy)}, and it is placed in service ${longDay(placedInService)}, after ${longDay(CREDIT_RULES.solarInServiceBy)} (IRC §48E as amended by Public Law 119-21).`;

  const beginYear = Number(beginConstruction.slice(0, 4));
  const share = CREDIT_RULES.storageShareByBeginYear.find(([year]) => beginYear <= year)?.[1] ?? 0;
  const storage_rule = share === 1
    ? `Storage: construction begins in ${beginYear}, so the full credit applies (§48E's phase-down starts for construction begun after 2033).`
    : share > 0
      ? `Storage: construction begins in ${beginYear}, so ${share * 100} % of the credit applies (§48E's phase-down).`
      : `Storage: no credit for construction begun in ${beginYear} (§48E's phase-down ends after 2035).`;

  const exempt = ownerTaxStatus === 'tax_exempt';
  return {
    solar_rate: solarQualifies ? ratePercent : 0,
    storage_rate: ratePercent * share,
    begin_construction: beginConstruction,
    placed_in_service: placedInService,
    owner_tax_status: ownerTaxStatus,
    elective_pay: exempt,
    depreciation_allowed: !exempt,
    solar_rule,
    storage_rule,
  };
}
