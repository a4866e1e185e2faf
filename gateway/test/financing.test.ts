import { describe, expect, it } from 'vitest';
import { financingComparison } from '../../shared/pricing/financing.js';
import { noPaceProgramMessage } from '../../shared/pricing/pace-programs.js';
import { resolveInputs, type PricingInputs } from '../../shared/pricing/pricing.js';
import { expectCall, restLead } from './documents-fixtures.js';
import { gql, mockedGateway } from './harness.js';

/** Issue 25: Lead.financing over GET /api/financing/{lead}/ (the answer is the shared model's own, as the api sends it). */
const inputs = resolveInputs({ property: { site_address: '100 E Broad St, Columbus, OH 43215' }, project_info: { system_size: 250, estimated_year_production: 350_000 } }, {}) as PricingInputs;
const answer = (state: string) => ({ lead: 5, ...financingComparison(inputs, state, { begin_construction: '2026-06-01' }) });

const QUERY = `query($overrides: FinancingOverrides) { lead(databaseId: 5) { financing(overrides: $overrides) {
  state years contractPrice systemSize ppaRate
  incentives { itcRate itcAmount depreciation depreciableBasis taxRate macrs { year percent deduction taxSavings } }
  paceProgram { id state name administrator maxTermYears rateRange maxShareOfValue sourceName sourceUrl sourceYear }
  pacePrograms { id }
  discountRate
  options { kind label available message owned upfrontCost paybackYear net25Year npv irr discountedPaybackYear lcoe years { year billSavings payments om taxBenefits net cumulative } }
  assumptions { key label value source } } } }`;

describe('Lead.financing against a mocked REST layer', () => {
  it('maps the five options, the incentives and the assumptions; PACE absent with the message', async () => {
    const { gateway, mock, auth } = mockedGateway();
    expectCall(mock, 'GET', '/api/lead/5/', 200, restLead());
    const rest = answer('OH');
    expectCall(mock, 'GET', '/api/financing/5/', 200, rest);
    const res = await gql(gateway, QUERY, {}, auth);
    expect(res.body.errors, JSON.stringify(res.body.errors)).toBeUndefined();
    const f = res.body.data.lead.financing;
    expect(f).toMatchObject({ state: 'OH', years: 25, contractPrice: rest.contract_price, paceProgram: null, pacePrograms: [] });
    expect(f.options.map((o: any) => o.kind)).toEqual(['CASH', 'LOAN', 'PPA', 'LEASE', 'PACE']);
    expect(f.options[4]).toMatchObject({ available: false, message: noPaceProgramMessage('OH'), upfrontCost: null, net25Year: null, years: [] });
    expect(f.options[0]).toMatchObject({ owned: true, upfrontCost: rest.options[0].upfront_cost, paybackYear: rest.options[0].payback_year, net25Year: rest.options[0].net_25_year });
    expect(f.options[0].years[0]).toEqual({
      year: 1, billSavings: rest.options[0].years[0].bill_savings, payments: 0, om: rest.options[0].years[0].om,
      taxBenefits: rest.options[0].years[0].tax_benefits, net: rest.options[0].years[0].net, cumulative: rest.options[0].years[0].cumulative,
    });
    expect(f.incentives.macrs.map((m: any) => m.percent)).toEqual([20, 32, 19.2, 11.52, 11.52, 5.76]);
    // Issue 37: the discounted figures beside the nominal sums.
    expect(f.discountRate).toBe(7);
    expect(f.options[0]).toMatchObject({ npv: rest.options[0].npv, irr: rest.options[0].irr, discountedPaybackYear: rest.options[0].discounted_payback_year, lcoe: rest.options[0].lcoe });
    expect(f.options[2]).toMatchObject({ kind: 'PPA', irr: null, lcoe: null });
    expect(f.assumptions).toEqual(rest.assumptions);
  });

  it('sends the overrides as the api\'s query parameters and maps a program on file', async () => {
    const { gateway, mock, auth } = mockedGateway();
    expectCall(mock, 'GET', '/api/lead/5/', 200, restLead());
    const call = expectCall(mock, 'GET', '/api/financing/5/', 200, answer('CT'),
      { itc_rate: '6', depreciation: 'false', escalator: '3', pace_program: 'CT-CPACE', loan_term_years: '12' });
    const res = await gql(gateway, QUERY, { overrides: { itcRate: 6, depreciation: false, ppaEscalator: 'THREE_PERCENT', paceProgram: 'CT-CPACE', loanTermYears: 12 } }, auth);
    expect(res.body.errors, JSON.stringify(res.body.errors)).toBeUndefined();
    expect(call.calls).toBe(1);
    expect(res.body.data.lead.financing.paceProgram).toMatchObject({
      id: 'CT-CPACE', administrator: 'Connecticut Green Bank', maxTermYears: 25, rateRange: null, sourceUrl: 'https://ctgreenbank.com/resources/c-pace-faq',
    });
    expect(res.body.data.lead.financing.options[4]).toMatchObject({ kind: 'PACE', available: true, owned: true });
  });

  it('sends the credit\'s dates and owner, and maps the credit with its rules (issue 37)', async () => {
    const { gateway, mock, auth } = mockedGateway();
    expectCall(mock, 'GET', '/api/lead/5/', 200, restLead());
    const rest = { lead: 5, ...financingComparison(inputs, 'OH', { begin_construction: '2027-01-15', placed_in_service: '2028-01-15', owner_tax_status: 'tax_exempt' }) };
    const call = expectCall(mock, 'GET', '/api/financing/5/', 200, rest,
      { begin_construction: '2027-01-15', placed_in_service: '2028-01-15', owner_tax_status: 'tax_exempt' });
    const res = await gql(gateway, `query($o: FinancingOverrides) { lead(databaseId: 5) { financing(overrides: $o) { incentives { itcAmount depreciation
      credit { solarRate storageRate solarPart storagePart beginConstruction placedInService ownerTaxStatus electivePay depreciationAllowed solarRule storageRule } } } } }`,
    { o: { beginConstruction: '2027-01-15', placedInService: '2028-01-15', ownerTaxStatus: 'TAX_EXEMPT' } }, auth);
    expect(res.body.errors, JSON.stringify(res.body.errors)).toBeUndefined();
    expect(call.calls).toBe(1);
    expect(res.body.data.lead.financing.incentives).toEqual({
      itcAmount: 0, depreciation: false,
      credit: {
        solarRate: 0, storageRate: 30, solarPart: rest.contract_price, storagePart: 0, beginConstruction: '2027-01-15', placedInService: '2028-01-15',
        ownerTaxStatus: 'TAX_EXEMPT', electivePay: true, depreciationAllowed: false, solarRule: rest.incentives.credit.solar_rule, storageRule: rest.incentives.credit.storage_rule,
      },
    });
  });

  it('a refused override is BAD_USER_INPUT with the api\'s field, and the lead still answers', async () => {
    const { gateway, mock, auth } = mockedGateway();
    expectCall(mock, 'GET', '/api/lead/5/', 200, restLead());
    expectCall(mock, 'GET', '/api/financing/5/', 400, { pace_program: [noPaceProgramMessage('OH')] }, { pace_program: 'CT-CPACE' });
    const res = await gql(gateway, `query($o: FinancingOverrides) { lead(databaseId: 5) { databaseId financing(overrides: $o) { state } } }`, { o: { paceProgram: 'CT-CPACE' } }, auth);
    expect(res.body.data.lead).toEqual({ databaseId: 5, financing: null });
    expect(res.body.errors?.[0]?.extensions).toMatchObject({ code: 'BAD_USER_INPUT', fieldErrors: [{ field: 'pace_program', messages: [noPaceProgramMessage('OH')] }] });
  });
});
