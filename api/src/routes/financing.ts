import { Type } from 'typebox';
import type { ApiApp } from '../context.js';
import { userOf } from '../auth/authenticate.js';
import { leadFor } from '../domain/lead-access.js';
import { choice, ESCALATORS, pricingProblems, resolveInputs, type PricingInputs } from '../domain/pricing.js';
import { siteStateOf } from '../domain/site-location.js';
import { badRequest } from '../http/errors.js';
import { FINANCING, FINANCING_KINDS, financingComparison, financingProblems, type FinancingAssumptionInputs } from '../../../shared/pricing/financing.js';
import { PACE_PROGRAM_IDS } from '../../../shared/pricing/pace-programs.js';
import { PACE } from '../../../shared/pricing/pace.js';
import { DISCOUNTING } from '../../../shared/pricing/discounting.js';
import { CREDIT_MESSAGES, CREDIT_RULES, isCalendarDay, OWNER_TAX_STATUSES, type OwnerTaxStatus } from '../../../shared/pricing/federal-credit.js';

/** The overrides a caller may give; every one optional (the documented defaults of financing.ts apply). */
const Query = Type.Object({
  utility_rate: Type.Optional(Type.Number({ minimum: 0.001, maximum: 5, description: 'First-year utility rate, $/kWh (default: the lead\'s, as the pricing model resolves it)' })),
  utility_escalator: Type.Optional(Type.Number({ minimum: 0, maximum: 15, description: 'Utility rate escalation, %/yr (default 3)' })),
  escalator: Type.Optional(choice(ESCALATORS, 'PPA escalator, %/yr (default 2)')),
  itc_rate: Type.Optional(Type.Number({ minimum: 0, maximum: 70, description: `Federal investment tax credit, % of the price (default ${FINANCING.itcRatePercent})` })),
  depreciation: Type.Optional(Type.Boolean({ description: 'Take 5-year MACRS depreciation (default true)' })),
  tax_rate: Type.Optional(Type.Number({ minimum: 0, maximum: 60, description: `Owner's tax rate, % (default ${FINANCING.taxRatePercent})` })),
  om_cost: Type.Optional(Type.Number({ minimum: 0, maximum: 500, description: `O&M of an owned system, $/kW-yr (default ${FINANCING.omPerKwYear})` })),
  om_escalator: Type.Optional(Type.Number({ minimum: 0, maximum: 15, description: `O&M escalation, %/yr (default ${FINANCING.omEscalatorPercent})` })),
  loan_rate: Type.Optional(Type.Number({ minimum: 0, maximum: 30, description: `Loan rate, %/yr (default ${FINANCING.loanRatePercent})` })),
  loan_term_years: Type.Optional(Type.Integer({ minimum: 1, maximum: 30, description: `Loan term, years (default ${FINANCING.loanTermYears})` })),
  loan_down_payment: Type.Optional(Type.Number({ minimum: 0, maximum: 100, description: `Loan down payment, % of the price (default ${FINANCING.loanDownPaymentPercent})` })),
  lease_payment: Type.Optional(Type.Number({ minimum: 0, maximum: 1_000_000_000, description: 'Yearly lease payment, $ (default: the price less the ITC repaid at 7 %/yr over 25 years)' })),
  pace_program: Type.Optional(choice(PACE_PROGRAM_IDS, "PACE program of the site's state (default: its first on file)")),
  pace_rate: Type.Optional(Type.Number({ minimum: 0, maximum: 25, description: `PACE rate, %/yr (default ${PACE.defaultInterestRate})` })),
  pace_term_years: Type.Optional(Type.Integer({ minimum: PACE.minTermYears, maximum: PACE.maxTermYears, description: `PACE term, years (default ${PACE.defaultTermYears}, or the program's longest when shorter)` })),
  begin_construction: Type.Optional(Type.String({ maxLength: 10, description: "The day construction begins, YYYY-MM-DD (default: the lead's project info, else its expected close date when ahead, else today); decides the federal credit" })),
  placed_in_service: Type.Optional(Type.String({ maxLength: 10, description: `The day the system is placed in service, YYYY-MM-DD (default: the lead's project info, else ${CREDIT_RULES.buildMonths} months after construction begins)` })),
  discount_rate: Type.Optional(Type.Number({ minimum: 0, maximum: 30, description: `Discount rate of the NPV, discounted payback and LCOE, %/yr (default ${DISCOUNTING.defaultRatePercent})` })),
  owner_tax_status: Type.Optional(choice(OWNER_TAX_STATUSES, "taxable (default) or tax_exempt: a tax-exempt owner takes no depreciation and the credit as elective pay (default: the lead's project info)")),
});
type FinancingQuery = Partial<FinancingAssumptionInputs> & Partial<Pick<PricingInputs, 'utility_rate' | 'utility_escalator' | 'escalator'>>;

const Money = Type.Union([Type.Number(), Type.Null()]);
const Year = Type.Object({ year: Type.Integer(), bill_savings: Type.Number(), payments: Type.Number(), om: Type.Number(), tax_benefits: Type.Number(), net: Type.Number(), cumulative: Type.Number() });
const Option = Type.Object({
  kind: Type.String({ enum: [...FINANCING_KINDS] }), label: Type.String(), available: Type.Boolean(), message: Type.Union([Type.String(), Type.Null()]),
  owned: Type.Boolean(), upfront_cost: Money, payback_year: Type.Union([Type.Integer(), Type.Null()]), net_25_year: Money,
  npv: Type.Union([Type.Number(), Type.Null()], { description: 'Net present value at discount_rate, $' }),
  irr: Type.Union([Type.Number(), Type.Null()], { description: 'Internal rate of return, %; null where none exists (no upfront cost, or never repaid)' }),
  discounted_payback_year: Type.Union([Type.Integer(), Type.Null()]),
  lcoe: Type.Union([Type.Number(), Type.Null()], { description: "Owned options: the owner's cost per kWh after incentives, discounted, $/kWh" }),
  years: Type.Array(Year),
});
const Comparison = Type.Object({
  lead: Type.Integer(), state: Type.Union([Type.String(), Type.Null()]), years: Type.Integer(), discount_rate: Type.Number(), contract_price: Type.Number(), system_size: Type.Number(), ppa_rate: Type.Number(),
  incentives: Type.Object({}, { additionalProperties: true, description: 'itc_rate, itc_amount, depreciation, depreciable_basis, tax_rate, macrs [{year, percent, deduction, tax_savings}]' }),
  pace_program: Type.Union([Type.Object({}, { additionalProperties: true }), Type.Null()], { description: 'The PACE program compared (null: none on file for the state)' }),
  pace_programs: Type.Array(Type.Object({}, { additionalProperties: true })),
  options: Type.Array(Option),
  assumptions: Type.Array(Type.Object({ key: Type.String(), label: Type.String(), value: Type.String(), source: Type.String() })),
});

/** The credit's inputs: the query's, else the lead's project info (begin_construction, placed_in_service, owner_tax_status). */
function creditInputsOf(lead: Record<string, any>, q: FinancingQuery): Pick<Partial<FinancingAssumptionInputs>, 'begin_construction' | 'placed_in_service' | 'owner_tax_status'> {
  const info = (lead.project_info ?? {}) as Record<string, unknown>;
  const text = (value: unknown) => (typeof value === 'string' && value ? value : undefined);
  const status = q.owner_tax_status ?? text(info.owner_tax_status);
  return {
    begin_construction: q.begin_construction ?? text(info.begin_construction),
    placed_in_service: q.placed_in_service ?? text(info.placed_in_service),
    owner_tax_status: (OWNER_TAX_STATUSES as readonly string[]).includes(status ?? '') ? status as OwnerTaxStatus : undefined,
  };
}

/** Per-field messages for dates that are not calendar days, or a system in service before it is built. */
function creditDateProblems(credit: Pick<Partial<FinancingAssumptionInputs>, 'begin_construction' | 'placed_in_service'>): Record<string, string> {
  const problems: Record<string, string> = {};
  for (const key of ['begin_construction', 'placed_in_service'] as const) {
    const day = credit[key];
    if (day != null && !isCalendarDay(day)) problems[key] = key === 'begin_construction' ? CREDIT_MESSAGES.beginNotADay : CREDIT_MESSAGES.inServiceNotADay;
  }
  if (!problems.begin_construction && !problems.placed_in_service && credit.begin_construction && credit.placed_in_service && credit.placed_in_service < credit.begin_construction)
    problems.placed_in_service = CREDIT_MESSAGES.inServiceBeforeBegin;
  return problems;
}

/** Issue 25: cash purchase, loan, PPA, lease and PACE side by side for a lead (shared/pricing/financing.ts). */
export default async function financingRoutes(app: ApiApp) {
  const { db } = app.ctx;

  app.get('/financing/:lead/', {
    schema: {
      tags: ['quotes'], summary: 'Financing options for a lead: cash, loan, PPA, lease and PACE side by side',
      description: 'Upfront cost, 25 years of cash flow, payback year and 25-year net of each option, with the ITC and MACRS depreciation for '
        + 'the owned options and the labelled assumptions to print beneath. PACE only where the site\'s state has a C-PACE program on file. '
        + 'Every assumption can be overridden by a query parameter; 400 with the field for a bad one, or for a lead the pricing model cannot price. '
        + '404 for a lead of another organization, as for an unknown one.',
      params: Type.Object({ lead: Type.Integer({ minimum: 1, maximum: 2_147_483_647 }) }),
      querystring: Query,
      response: { 200: Comparison },
    },
  }, async (request) => {
    const lead = await leadFor(db, userOf(request), (request.params as { lead: number }).lead, 'read');
    const q = request.query as FinancingQuery;
    const pricingGiven: Partial<PricingInputs> = {};
    for (const key of ['utility_rate', 'utility_escalator', 'escalator'] as const) if (q[key] !== undefined) (pricingGiven as Record<string, unknown>)[key] = q[key];
    const inputs = resolveInputs(lead, pricingGiven);
    const state = siteStateOf(lead);
    const credit = creditInputsOf(lead, q);
    const problems = { ...pricingProblems(inputs), ...financingProblems(state, q), ...creditDateProblems(credit) };
    if (Object.keys(problems).length) throw badRequest(problems);
    const close = (await db.query<{ day: string | null }>("SELECT to_char(expected_close_date, 'YYYY-MM-DD') AS day FROM leads WHERE id = $1", [lead.id])).rows[0]?.day ?? null;
    return { lead: lead.id, ...financingComparison(inputs as PricingInputs, state, { ...q, ...credit }, undefined, { expected_close: close }) };
  });
}
