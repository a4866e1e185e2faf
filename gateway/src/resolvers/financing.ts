import type { GatewayContext } from '../context.js';
import type { Query } from '../rest/client.js';
import { financingApi, type RestFinancing, type RestFinancingOption, type RestPaceProgram } from '../rest/financing.js';

/** FinancingOverrides → the api's query parameters. */
const OVERRIDES: Record<string, string> = {
  utilityRate: 'utility_rate', utilityEscalator: 'utility_escalator', itcRate: 'itc_rate', depreciation: 'depreciation', taxRate: 'tax_rate',
  omCost: 'om_cost', omEscalator: 'om_escalator', loanRate: 'loan_rate', loanTermYears: 'loan_term_years', loanDownPayment: 'loan_down_payment',
  leasePayment: 'lease_payment', paceProgram: 'pace_program', paceRate: 'pace_rate', paceTermYears: 'pace_term_years',
  beginConstruction: 'begin_construction', placedInService: 'placed_in_service', discountRate: 'discount_rate',
};

export function financingQueryOf(overrides: Record<string, unknown> | null | undefined): Query {
  const query: Query = {};
  for (const [name, value] of Object.entries(overrides ?? {})) {
    if (value === null || value === undefined) continue;
    // PpaEscalator arrives as the api's value (2 or 3: document-nodes.ts documentEnums).
    if (name === 'ppaEscalator') query.escalator = value as number;
    else if (name === 'ownerTaxStatus') query.owner_tax_status = String(value).toLowerCase();
    else if (OVERRIDES[name]) query[OVERRIDES[name]] = value as string | number | boolean;
  }
  return query;
}

const programNode = (p: RestPaceProgram) => ({
  id: p.id, state: p.state, name: p.name, administrator: p.administrator, maxTermYears: p.max_term_years, rateRange: p.rate_range,
  maxShareOfValue: p.max_share_of_value, sourceName: p.source.name, sourceUrl: p.source.url, sourceYear: p.source.year,
});

const optionNode = (o: RestFinancingOption) => ({
  kind: o.kind.toUpperCase(), label: o.label, available: o.available, message: o.message, owned: o.owned,
  upfrontCost: o.upfront_cost, paybackYear: o.payback_year, net25Year: o.net_25_year,
  npv: o.npv, irr: o.irr, discountedPaybackYear: o.discounted_payback_year, lcoe: o.lcoe,
  years: o.years.map((y) => ({ year: y.year, billSavings: y.bill_savings, payments: y.payments, om: y.om, taxBenefits: y.tax_benefits, net: y.net, cumulative: y.cumulative })),
});

/** The api's comparison as the schema's FinancingComparison. */
export function financingNode(f: RestFinancing) {
  const i = f.incentives;
  return {
    state: f.state, years: f.years, discountRate: f.discount_rate, contractPrice: f.contract_price, systemSize: f.system_size, ppaRate: f.ppa_rate,
    incentives: {
      itcRate: i.itc_rate, itcAmount: i.itc_amount, depreciation: i.depreciation, depreciableBasis: i.depreciable_basis, taxRate: i.tax_rate,
      macrs: i.macrs.map((m) => ({ year: m.year, percent: m.percent, deduction: m.deduction, taxSavings: m.tax_savings })),
      credit: {
        solarRate: i.credit.solar_rate, storageRate: i.credit.storage_rate, solarPart: i.credit.solar_part, storagePart: i.credit.storage_part,
        beginConstruction: i.credit.begin_construction, placedInService: i.credit.placed_in_service, ownerTaxStatus: i.credit.owner_tax_status.toUpperCase(),
        electivePay: i.credit.elective_pay, depreciationAllowed: i.credit.depreciation_allowed, solarRule: i.credit.solar_rule, storageRule: i.credit.storage_rule,
      },
    },
    paceProgram: f.pace_program ? programNode(f.pace_program) : null,
    pacePrograms: f.pace_programs.map(programNode),
    options: f.options.map(optionNode),
    assumptions: f.assumptions,
  };
}

export const financingResolvers = {
  Lead: {
    financing: async (lead: { databaseId: number }, args: { overrides?: Record<string, unknown> | null }, ctx: GatewayContext) =>
      financingNode(await financingApi(ctx.rest).get(lead.databaseId, financingQueryOf(args.overrides))),
  },
};
