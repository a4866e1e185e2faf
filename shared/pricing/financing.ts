import { CREDIT_RULES, defaultCreditDates, federalCredit, type FederalCredit, type OwnerTaxStatus } from './federal-credit.js';
import { discountedFigures, DISCOUNTING, lcoe } from './discounting.js';
import { levelAssessment, ownerSavings, PACE, paceModel } from './pace.js';
import { isQuoteProgram, noPaceProgramMessage, NO_PACE_PROGRAM, paceProgramsOf, type PaceProgram } from './pace-programs.js';
import { PRICING, priceProject, type PricingInputs } from './pricing.js';
import { roundTo, SAVINGS, savingsModel } from './savings.js';

/**
 * Incentives and financing side by side (issue 25): cash purchase, loan, PPA, lease and PACE for
 * one system, on the pricing model's contract price, production and utility rate (pricing.ts,
 * savings.ts: this module calls them, it does not price anything itself). For year t = 1..N:
 *
 *   bill_t    = the owner's avoided utility cost: savingsModel with R_1 = 0 (kWh_t · utility_t + storage_t)
 *   om_t      = O&M $/kW-yr · kW DC · (1 + e_om)^(t−1)                (owned options: cash, loan, PACE)
 *   ITC       = solar credit % · solar part + storage credit % · storage part of the contract price,
 *               in year 1 (owned options); the credits by date and owner (federal-credit.ts), the
 *               storage part the price's share of the storage cost (ess / (epc + ess))
 *   dep_t     = (contract price − ITC/2) · MACRS_t · tax %             (owned options, when depreciation is on
 *                                                                       and the owner pays income tax)
 *   cash      net_t = bill_t − om_t + ITC(t=1) + dep_t;                  upfront = contract price
 *   loan      net_t = cash's − payment_t (level, t ≤ term);             upfront = down payment
 *   PACE      net_t = cash's − assessment_t (level, t ≤ term);          upfront = 0 (owned: never the PPA discount)
 *   PPA       net_t = bill_t − kWh_t · ppa_t  (the savings model's PPA savings); upfront = 0
 *   lease     net_t = bill_t − lease payment (fixed);                    upfront = 0
 *   cumulative_t = −upfront + Σ net; 25-year net = cumulative_N (nominal dollars, not discounted);
 *   payback year = the first year from which the cumulative stays ≥ 0 (0: never below 0; null: not within N years).
 *   npv, irr, discounted payback at discount_rate (default 7 %), and for owned options the LCOE
 *   after incentives: discounting.ts.
 *
 * Every rate and term is an assumption, returned labelled with its source so a rep can print it
 * beneath the comparison; each can be overridden (the api's query parameters, FINANCING_KEYS).
 * Pure: the api answers the comparison with it and the web can run it too.
 */
export const FINANCING = {
  years: 25,
  itcRatePercent: 30,
  depreciation: true,
  taxRatePercent: 21,
  /** 5-year MACRS, half-year convention (IRS Publication 946, table A-1), % of the basis by year. */
  macrs5: [20, 32, 19.2, 11.52, 11.52, 5.76],
  omPerKwYear: 18,
  omEscalatorPercent: 2,
  loanRatePercent: 7,
  loanTermYears: 10,
  loanDownPaymentPercent: 20,
  /** The §48E prevailing-wage threshold: systems of 1 MW AC or more need it for 30 %. */
  wageThresholdKwAc: 1000,
} as const;

export const FINANCING_KINDS = ['cash', 'loan', 'ppa', 'lease', 'pace'] as const;
export type FinancingKind = (typeof FINANCING_KINDS)[number];

/** The overridable assumptions (percentages as percent, money in $). */
export interface FinancingAssumptionInputs {
  itc_rate: number;
  depreciation: boolean;
  tax_rate: number;
  om_cost: number;
  om_escalator: number;
  loan_rate: number;
  loan_term_years: number;
  loan_down_payment: number;
  lease_payment: number | null;
  pace_program: string | null;
  pace_rate: number | null;
  pace_term_years: number | null;
  /** The day construction begins, YYYY-MM-DD (null: the expected close, or today; federal-credit.ts). */
  begin_construction: string | null;
  /** The day the system is placed in service, YYYY-MM-DD (null: CREDIT_RULES.buildMonths after construction begins). */
  placed_in_service: string | null;
  owner_tax_status: OwnerTaxStatus;
  /** The rate the NPV, discounted payback and LCOE use, % (default DISCOUNTING.defaultRatePercent). */
  discount_rate: number;
}
export const FINANCING_KEYS = ['itc_rate', 'depreciation', 'tax_rate', 'om_cost', 'om_escalator', 'loan_rate', 'loan_term_years',
  'loan_down_payment', 'lease_payment', 'pace_program', 'pace_rate', 'pace_term_years', 'begin_construction', 'placed_in_service', 'owner_tax_status', 'discount_rate'] as const;

/** What the credit's default dates start from: today (UTC) and the lead's expected close, YYYY-MM-DD. */
export interface CreditCalendar { today?: string; expected_close?: string | null }

export interface FinancingYear {
  year: number;
  /** Avoided utility cost (and storage demand savings). */
  bill_savings: number;
  /** What the customer pays for the system that year: PPA, lease, loan or PACE payments. */
  payments: number;
  om: number;
  /** ITC (year 1) and depreciation tax savings. */
  tax_benefits: number;
  net: number;
  cumulative: number;
}

export interface FinancingOption {
  kind: FinancingKind;
  label: string;
  /** False only for PACE where no program is on file (then `message` says so and there are no figures). */
  available: boolean;
  message: string | null;
  /** True when the customer owns the system (and so takes the ITC, depreciation and O&M). */
  owned: boolean;
  upfront_cost: number | null;
  payback_year: number | null;
  net_25_year: number | null;
  /** Net present value at the comparison's discount rate: −upfront + Σ net_t / (1 + r)^t. */
  npv: number | null;
  /** Internal rate of return, %; null where none exists (no upfront cost, or never repaid). */
  irr: number | null;
  discounted_payback_year: number | null;
  /** Owned options: the owner's cost per kWh after incentives, discounted ($/kWh); null otherwise. */
  lcoe: number | null;
  years: FinancingYear[];
}

export interface FinancingAssumption {
  /** The override's query parameter (null: follows from the pricing inputs). */
  key: string;
  label: string;
  value: string;
  source: string;
}

export interface MacrsYear { year: number; percent: number; deduction: number; tax_savings: number }

export interface FinancingResult {
  state: string | null;
  years: number;
  /** The discount rate of every option's npv, discounted payback and lcoe, %. */
  discount_rate: number;
  contract_price: number;
  system_size: number;
  ppa_rate: number;
  incentives: {
    itc_rate: number;
    itc_amount: number;
    /** The credits by date and owner, with the rules that applied (federal-credit.ts). */
    credit: FederalCredit & { solar_part: number; storage_part: number };
    depreciation: boolean;
    depreciable_basis: number;
    tax_rate: number;
    macrs: MacrsYear[];
  };
  pace_program: PaceProgram | null;
  pace_programs: PaceProgram[];
  options: FinancingOption[];
  assumptions: FinancingAssumption[];
}

const LABELS: Record<FinancingKind, string> = { cash: 'Cash purchase', loan: 'Loan', ppa: 'PPA', lease: 'Lease', pace: 'PACE' };

/** The assumptions with the documented defaults where none is given. */
export function financingDefaults(given: Partial<FinancingAssumptionInputs> = {}): FinancingAssumptionInputs {
  return {
    itc_rate: given.itc_rate ?? FINANCING.itcRatePercent,
    depreciation: given.depreciation ?? FINANCING.depreciation,
    tax_rate: given.tax_rate ?? FINANCING.taxRatePercent,
    om_cost: given.om_cost ?? FINANCING.omPerKwYear,
    om_escalator: given.om_escalator ?? FINANCING.omEscalatorPercent,
    loan_rate: given.loan_rate ?? FINANCING.loanRatePercent,
    loan_term_years: given.loan_term_years ?? FINANCING.loanTermYears,
    loan_down_payment: given.loan_down_payment ?? FINANCING.loanDownPaymentPercent,
    lease_payment: given.lease_payment ?? null,
    pace_program: given.pace_program ?? null,
    pace_rate: given.pace_rate ?? null,
    pace_term_years: given.pace_term_years ?? null,
    begin_construction: given.begin_construction ?? null,
    placed_in_service: given.placed_in_service ?? null,
    owner_tax_status: given.owner_tax_status ?? 'taxable',
    discount_rate: given.discount_rate ?? DISCOUNTING.defaultRatePercent,
  };
}

/** Field messages for overrides the comparison cannot use for this site (empty when it can). */
export function financingProblems(state: string | null, given: Partial<FinancingAssumptionInputs>): Record<string, string> {
  const problems: Record<string, string> = {};
  const programs = paceProgramsOf(state);
  const paceGiven = given.pace_program != null || given.pace_rate != null || given.pace_term_years != null;
  if (paceGiven && programs.length === 0) {
    const key = given.pace_program != null ? 'pace_program' : given.pace_rate != null ? 'pace_rate' : 'pace_term_years';
    problems[key] = noPaceProgramMessage(state);
    return problems;
  }
  const program = given.pace_program != null ? programs.find((p) => p.id === given.pace_program) : programs[0];
  if (given.pace_program != null && !program) problems.pace_program = NO_PACE_PROGRAM.wrongState(given.pace_program, state ?? '');
  if (program?.max_term_years != null && given.pace_term_years != null && given.pace_term_years > program.max_term_years)
    problems.pace_term_years = `${program.name} lends for at most ${program.max_term_years} years.`;
  return problems;
}

/** The years' rows of one option, with its cumulative, payback year and N-year net (see the header). */
export function cashFlowOf(upfront: number, flows: Array<Omit<FinancingYear, 'net' | 'cumulative' | 'year'>>) {
  let cumulative = -upfront;
  let payback: number | null = upfront > 0 ? null : 0;
  const years = flows.map((f, i) => {
    const net = f.bill_savings - f.payments - f.om + f.tax_benefits;
    cumulative += net;
    if (cumulative < -0.005) payback = null;
    else if (payback === null) payback = i + 1;
    return {
      year: i + 1, bill_savings: roundTo(f.bill_savings, 2), payments: roundTo(f.payments, 2), om: roundTo(f.om, 2),
      tax_benefits: roundTo(f.tax_benefits, 2), net: roundTo(net, 2), cumulative: roundTo(cumulative, 2),
    };
  });
  return { upfront_cost: roundTo(upfront, 2), payback_year: payback, net_25_year: roundTo(cumulative, 2), years };
}

const usd = (n: number) => `$${Math.round(n).toLocaleString('en-US')}`;
const pct = (n: number) => `${roundTo(n, 2)} %`;

/** The comparison of the five options for complete pricing inputs (see pricingProblems first). */
export function financingComparison(pricing: PricingInputs, state: string | null, given: Partial<FinancingAssumptionInputs> = {},
  years: number = FINANCING.years, calendar: CreditCalendar = {}): FinancingResult {
  const a = financingDefaults(given);
  const priced = priceProject(pricing);
  const contract = priced.contract_price;
  const dates = defaultCreditDates(calendar.today ?? new Date().toISOString().slice(0, 10), calendar.expected_close ?? null, a);
  const credit = federalCredit({ ratePercent: a.itc_rate, beginConstruction: dates.begin_construction, placedInService: dates.placed_in_service, ownerTaxStatus: a.owner_tax_status });
  const costs = priced.epc_cost + priced.ess_cost;
  const storagePart = costs > 0 ? contract * (priced.ess_cost / costs) : 0;
  const solarPart = contract - storagePart;
  const depreciates = a.depreciation && credit.depreciation_allowed;
  const base = { kwh1: pricing.estimated_year_production, utilityRate1: pricing.utility_rate, utilityEscalator: pricing.utility_escalator / 100,
    storageSavings1: priced.storage_demand_savings_year_1, years };
  const owner = ownerSavings(pricing, priced.storage_demand_savings_year_1, years);
  const ppa = savingsModel({ ...base, ppaRate1: priced.ppa_rate, ppaEscalator: pricing.escalator / 100 });

  const itc = (credit.solar_rate / 100) * solarPart + (credit.storage_rate / 100) * storagePart;
  const basis = contract - itc / 2;
  const macrs: MacrsYear[] = FINANCING.macrs5.map((percent, i) => ({
    year: i + 1, percent, deduction: roundTo(basis * percent / 100, 2),
    tax_savings: depreciates ? roundTo(basis * (percent / 100) * (a.tax_rate / 100), 2) : 0,
  }));
  const taxOf = (t: number) => (t === 1 ? itc : 0) + (depreciates ? basis * ((FINANCING.macrs5[t - 1] ?? 0) / 100) * (a.tax_rate / 100) : 0);
  const omOf = (t: number) => a.om_cost * pricing.system_size * (1 + a.om_escalator / 100) ** (t - 1);
  const bill = owner.years.map((y) => y.savings);

  const owned = (paymentOf: (t: number) => number) =>
    bill.map((b, i) => ({ bill_savings: b, payments: paymentOf(i + 1), om: omOf(i + 1), tax_benefits: taxOf(i + 1) }));
  const kwh = owner.years.map((y) => y.production_kwh);
  const option = (kind: FinancingKind, isOwned: boolean, flow: ReturnType<typeof cashFlowOf>): FinancingOption => {
    const { years: rows, ...totals } = flow;
    const ownerCost = isOwned ? lcoe(a.discount_rate / 100, flow.upfront_cost, rows.map((y) => y.payments + y.om - y.tax_benefits), kwh) : null;
    return {
      kind, label: LABELS[kind], available: true, message: null, owned: isOwned, ...totals,
      ...discountedFigures(a.discount_rate, flow.upfront_cost, rows.map((y) => y.net)), lcoe: ownerCost === null ? null : roundTo(ownerCost, 4), years: rows,
    };
  };

  const down = (a.loan_down_payment / 100) * contract;
  const loanPayment = levelAssessment(contract - down, a.loan_rate / 100, a.loan_term_years);
  const leasePayment = a.lease_payment ?? levelAssessment(contract - itc, PRICING.discountRate, years);

  const programs = paceProgramsOf(state);
  const program = a.pace_program != null ? programs.find((p) => p.id === a.pace_program) ?? null : programs[0] ?? null;
  const options: FinancingOption[] = [
    option('cash', true, cashFlowOf(contract, owned(() => 0))),
    option('loan', true, cashFlowOf(down, owned((t) => (t <= a.loan_term_years ? loanPayment : 0)))),
    option('ppa', false, cashFlowOf(0, ppa.years.map((y, i) => ({ bill_savings: bill[i], payments: bill[i] - y.savings, om: 0, tax_benefits: 0 })))),
    option('lease', false, cashFlowOf(0, bill.map((b) => ({ bill_savings: b, payments: leasePayment, om: 0, tax_benefits: 0 })))),
  ];
  let pace: { term: number; rate: number; financed: number; assessment: number } | null = null;
  if (program) {
    const term = a.pace_term_years ?? Math.min(PACE.defaultTermYears, program.max_term_years ?? PACE.defaultTermYears);
    const rate = a.pace_rate ?? PACE.defaultInterestRate;
    if (isQuoteProgram(program.id)) {
      // California's programs finance as their PACE quote does (fees and bond discount, pace.ts).
      const quote = paceModel(contract, { program: program.id, bond_discount_mode: 'model calculates', term_years: term, interest_rate: rate, roof_cost: 0 },
        pricing, priced.storage_demand_savings_year_1);
      pace = { term, rate, financed: quote.financed_amount, assessment: quote.annual_assessment };
    } else {
      pace = { term, rate, financed: contract, assessment: levelAssessment(contract, rate / 100, term) };
    }
    const p = pace;
    options.push(option('pace', true, cashFlowOf(0, owned((t) => (t <= p.term ? p.assessment : 0)))));
  } else {
    options.push({ kind: 'pace', label: LABELS.pace, available: false, message: noPaceProgramMessage(state), owned: true,
      upfront_cost: null, payback_year: null, net_25_year: null, npv: null, irr: null, discounted_payback_year: null, lcoe: null, years: [] });
  }

  const overMw = pricing.system_size >= FINANCING.wageThresholdKwAc;
  const assumptions: FinancingAssumption[] = [
    { key: 'utility_rate', label: 'Utility rate', value: `$${pricing.utility_rate.toFixed(4)}/kWh in year 1, rising ${pct(pricing.utility_escalator)}/yr`,
      source: "The pricing model's rate for this lead (its own rate when it has one, else the default for its state)." },
    { key: 'estimated_year_production', label: 'Production', value: `${Math.round(pricing.estimated_year_production).toLocaleString('en-US')} kWh in year 1, degrading ${pct(SAVINGS.degradation * 100)}/yr`,
      source: "The pricing model's production for this lead." },
    { key: 'contract_price', label: 'System price', value: `${usd(contract)} (${pricing.system_size.toLocaleString('en-US')} kW DC)`,
      source: 'The pricing model (the same price as the quote and the proposal).' },
    { key: 'itc_rate', label: 'Federal investment tax credit',
      value: `${usd(itc)} in year 1, owned options only: ${pct(credit.solar_rate)} of the solar part (${usd(solarPart)})`
        + `${storagePart > 0 ? ` and ${pct(credit.storage_rate)} of the storage part (${usd(storagePart)})` : ''}`
        + `${credit.elective_pay ? ', paid to the owner as elective pay (IRC §6417)' : ''}`,
      source: `${credit.solar_rule} ${storagePart > 0 ? `${credit.storage_rule} ` : ''}`
        + `Rate where a credit applies: ${pct(a.itc_rate)} — 6 % base; 30 % for systems under 1 MW AC or that meet the prevailing-wage and apprenticeship requirements. `
        + `${overMw ? 'This system is 1 MW DC or more: at 1 MW AC or more the 30 % needs the wage requirements. ' : 'This system is under 1 MW. '}`
        + `${credit.elective_pay ? 'Elective pay for a system of 1 MW AC or more is reduced unless it meets domestic-content rules: not modelled. ' : ''}`
        + 'Energy-community and domestic-content bonuses are not included. An assumption: the owner\'s tax adviser confirms it.' },
    { key: 'begin_construction', label: 'Project dates',
      value: `Construction begins ${dates.begin_construction}; placed in service ${dates.placed_in_service}`,
      source: `${a.begin_construction ? 'Given' : calendar.expected_close && calendar.expected_close === dates.begin_construction ? 'Construction begins at the expected close' : 'Construction begins today (no expected close ahead)'}; `
        + `${a.placed_in_service ? 'the in-service day given.' : `in service ${CREDIT_RULES.buildMonths} months later (a typical commercial build; give placed_in_service to change it).`}` },
    { key: 'owner_tax_status', label: 'Owner', value: credit.elective_pay ? 'Tax-exempt: no depreciation; the credit is paid as elective pay' : 'Pays federal income tax',
      source: 'A nonprofit, school, municipality or tax-exempt association cannot use depreciation and may take the credit as a payment (IRC §6417).' },
    { key: 'depreciation', label: 'Depreciation', value: depreciates
      ? `5-year MACRS, half-year convention (${FINANCING.macrs5.join(', ')} %) on ${usd(basis)} (the price less half the ITC)`
      : credit.depreciation_allowed ? 'Not taken' : 'None: a tax-exempt owner has no income to depreciate against',
      source: 'IRS Publication 946, table A-1; bonus depreciation is not modelled. Owned options only.' },
    { key: 'tax_rate', label: 'Tax rate', value: pct(a.tax_rate), source: 'Federal corporate rate (IRC §11); state income tax is not included.' },
    { key: 'om_cost', label: 'O&M', value: `$${roundTo(a.om_cost, 2)}/kW-yr, rising ${pct(a.om_escalator)}/yr (owned options)`,
      source: "An assumption of the order of NREL's Annual Technology Baseline for commercial PV; under a PPA or lease the provider maintains the system." },
    { key: 'loan_rate', label: 'Loan', value: `${pct(a.loan_down_payment)} down, ${pct(a.loan_rate)}/yr over ${a.loan_term_years} years (${usd(loanPayment)}/yr)`,
      source: 'An assumption (typical commercial solar loan); the interest deduction is not modelled.' },
    { key: 'escalator', label: 'PPA', value: `$${priced.ppa_rate.toFixed(4)}/kWh in year 1, rising ${pct(pricing.escalator)}/yr`,
      source: `The pricing model: the rate that recovers the price over ${PRICING.termYears} years at ${pct(PRICING.discountRate * 100)}; the provider takes the tax benefits.` },
    { key: 'lease_payment', label: 'Lease', value: `${usd(leasePayment)}/yr, fixed, for ${years} years`,
      source: a.lease_payment != null ? 'Given.'
        : `The price less the ITC repaid at ${pct(PRICING.discountRate * 100)}/yr over the term (the lessor keeps the tax benefits and maintains the system).` },
    program && pace
      ? { key: 'pace_program', label: 'PACE', value: `${program.name} (${program.administrator}): ${usd(pace.financed)} financed at ${pct(pace.rate)}/yr over ${pace.term} years (${usd(pace.assessment)}/yr)`,
        source: `${program.source.name}, ${program.source.url} (${program.source.year}). `
          + `${a.pace_rate == null ? `Rate: set by the capital provider per project; ${pct(PACE.defaultInterestRate)} is a typical C-PACE rate. ` : ''}`
          + `${program.max_term_years == null ? 'Longest term: per program. ' : `Terms up to ${program.max_term_years} years. `}`
          + 'The owner keeps the bill savings and pays the assessment and O&M.' }
      : { key: 'pace_program', label: 'PACE', value: noPaceProgramMessage(state), source: 'The C-PACE programs on file (shared/pricing/pace-programs.ts).' },
    { key: 'years', label: 'Period', value: `${years} years; the sums in nominal dollars`,
      source: 'Payback: the first year from which the cumulative cash flow stays at or above zero.' },
    { key: 'discount_rate', label: 'Discount rate', value: `${pct(a.discount_rate)}/yr: NPV, discounted payback and the owner's cost per kWh (LCOE, after incentives)`,
      source: `${a.discount_rate === DISCOUNTING.defaultRatePercent ? 'An assumption: a typical commercial cost of capital; give discount_rate to change it. ' : 'Given. '}`
        + 'IRR: the rate at which the NPV is zero; none where an option has no upfront cost to repay.' },
  ];

  return {
    state, years, discount_rate: a.discount_rate, contract_price: contract, system_size: pricing.system_size, ppa_rate: priced.ppa_rate,
    incentives: {
      itc_rate: a.itc_rate, itc_amount: roundTo(itc, 2), credit: { ...credit, solar_part: roundTo(solarPart, 2), storage_part: roundTo(storagePart, 2) },
      depreciation: depreciates, depreciable_basis: roundTo(basis, 2), tax_rate: a.tax_rate, macrs,
    },
    pace_program: program, pace_programs: programs, options, assumptions,
  };
}
