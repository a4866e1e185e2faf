import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { cashFlowOf, FINANCING, financingComparison } from '../../shared/pricing/financing.js';
import { NO_PACE_PROGRAM, noPaceProgramMessage } from '../../shared/pricing/pace-programs.js';
import type { PricingInputs } from '../../shared/pricing/pricing.js';
import { client, createTestApi, makeWorld, type World } from './harness.js';

/** Issue 25: incentives and financing side by side (shared/pricing/financing.ts, GET /api/financing/{lead}/). */

/** A 10 kW system at $0.30/W and no profit: a $3,000 price, 10,000 kWh at $0.20 with no escalation. */
const TOY: PricingInputs = {
  system_type: 'Rooftop', system_size: 10, estimated_year_production: 10_000, epc_price: 0.3, epc_price_unit: '$/W',
  pricing_basis: 'Given Profit Per Watt', pricing_value: 0, storage: 'none', ess_capacity: 0, ess_price: 0, ess_price_unit: '$/kWh',
  escalator: 2, deal_kind: 'Clean Energy PPA', region: 'CT', utility_rate: 0.2, utility_escalator: 0,
};
/**
 * Construction begun on June 1, 2026 — before P.L. 119-21's July 4, 2026 deadline — keeps the solar
 * credit whenever the system is placed in service: these tests do not turn with the calendar.
 */
const BEGUN = { begin_construction: '2026-06-01' } as const;
const compare = (pricing: PricingInputs, state: string, given: Parameters<typeof financingComparison>[2] = {}, years?: number) =>
  financingComparison(pricing, state, { ...BEGUN, ...given }, years);
const byKind = (r: ReturnType<typeof financingComparison>) => Object.fromEntries(r.options.map((o) => [o.kind, o]));

describe('the financing model', () => {
  it('ITC and 5-year MACRS of a $20,000 system, by hand', () => {
    const r = compare({ ...TOY, epc_price: 2 }, 'CT');
    expect(r.contract_price).toBe(20_000);
    expect(r.incentives).toMatchObject({ itc_rate: 30, itc_amount: 6000, depreciable_basis: 17_000, tax_rate: 21, depreciation: true });
    // Basis 20,000 − 6,000 / 2 = 17,000; deductions 20 / 32 / 19.2 / 11.52 / 11.52 / 5.76 % of it; tax savings at 21 %.
    expect(r.incentives.macrs.map((m) => m.deduction)).toEqual([3400, 5440, 3264, 1958.4, 1958.4, 979.2]);
    expect(r.incentives.macrs.map((m) => m.tax_savings)).toEqual([714, 1142.4, 685.44, 411.26, 411.26, 205.63]);
    const cash = byKind(r).cash;
    expect(cash.years[0].tax_benefits).toBe(6000 + 714);
    expect(cash.years[5].tax_benefits).toBe(205.63);
    expect(cash.years[6].tax_benefits).toBe(0);
    // Overridden: the base 6 % and no depreciation.
    const base = compare({ ...TOY, epc_price: 2 }, 'CT', { itc_rate: 6, depreciation: false });
    expect(base.incentives).toMatchObject({ itc_amount: 1200, depreciable_basis: 19_400 });
    expect(byKind(base).cash.years.map((y) => y.tax_benefits).slice(0, 2)).toEqual([1200, 0]);
  });

  it('payback and net of a 2-year toy case, by hand', () => {
    const r = compare(TOY, 'CT', { depreciation: false, om_cost: 10, om_escalator: 0, loan_down_payment: 50, loan_rate: 0, loan_term_years: 2,
      lease_payment: 1000, pace_rate: 0, pace_term_years: 2 }, 2);
    const o = byKind(r);
    // Bills: 10,000 kWh × $0.20 = 2,000; then 9,950 kWh (0.5 % degradation) = 1,990. O&M 10 $/kW × 10 kW = 100. ITC 30 % of 3,000 = 900.
    expect(o.cash).toMatchObject({ upfront_cost: 3000, payback_year: 2, net_25_year: 1690 });
    expect(o.cash.years.map((y) => [y.bill_savings, y.om, y.tax_benefits, y.net, y.cumulative])).toEqual([[2000, 100, 900, 2800, -200], [1990, 100, 0, 1890, 1690]]);
    // Loan: 1,500 down, 1,500 repaid at 0 % over 2 years.
    expect(o.loan).toMatchObject({ upfront_cost: 1500, payback_year: 1, net_25_year: 1690 });
    expect(o.loan.years.map((y) => y.payments)).toEqual([750, 750]);
    // Lease: no upfront, 1,000 a year.
    expect(o.lease).toMatchObject({ upfront_cost: 0, payback_year: 0, net_25_year: 990 + 1000 });
    // PACE (Connecticut, no fees on file): 3,000 at 0 % over 2 years; the owner's bill savings, never the PPA discount.
    expect(o.pace).toMatchObject({ available: true, owned: true, upfront_cost: 0, payback_year: 0, net_25_year: 1300 + 390 });
    expect(o.pace.years.map((y) => [y.bill_savings, y.payments, y.om, y.tax_benefits])).toEqual([[2000, 1500, 100, 900], [1990, 1500, 100, 0]]);
    // PPA: the savings model's discount, 10,000 (0.20 − R) and 9,950 (0.20 − 1.02 R).
    const R = r.ppa_rate;
    const ppa1 = 10_000 * (0.2 - R);
    const ppa2 = 9950 * (0.2 - R * 1.02);
    expect(o.ppa.owned).toBe(false);
    expect(o.ppa.net_25_year).toBeCloseTo(ppa1 + ppa2, 1);
    expect(o.ppa.years[0]).toMatchObject({ bill_savings: 2000, om: 0, tax_benefits: 0 });
    expect(o.ppa.years[0].payments).toBeCloseTo(10_000 * R, 2);
  });

  it('no owned option carries the PPA rate; the PPA and lease carry no tax benefits or O&M', () => {
    const r = compare(TOY, 'CA');
    const o = byKind(r);
    for (const kind of ['cash', 'loan', 'pace'] as const) {
      expect(o[kind].owned).toBe(true);
      o[kind].years.forEach((y, i) => expect(y.bill_savings).toBe(o.ppa.years[i].bill_savings));
    }
    expect(o.cash.years.every((y) => y.payments === 0)).toBe(true);
    for (const kind of ['ppa', 'lease'] as const) expect(o[kind].years.every((y) => y.om === 0 && y.tax_benefits === 0)).toBe(true);
    // California's PACE finances as the PACE quote does (CSCDA fee 2 % + $1,500, bond discount grossed up).
    expect(r.pace_program?.id).toBe('CSCDA');
    expect(o.pace.years[0].payments).toBeGreaterThan(0);
    expect(o.pace.years[FINANCING.years - 1].payments).toBe(0);
  });

  it('payback is the year from which the cumulative stays at or above zero', () => {
    const flat = { bill_savings: 0, om: 0, tax_benefits: 0 };
    expect(cashFlowOf(100, [{ ...flat, bill_savings: 60, payments: 0 }, { ...flat, bill_savings: 60, payments: 0 }]).payback_year).toBe(2);
    expect(cashFlowOf(100, [{ ...flat, bill_savings: 60, payments: 0 }]).payback_year).toBeNull();
    expect(cashFlowOf(0, [{ ...flat, bill_savings: 10, payments: 0 }, { ...flat, bill_savings: 0, payments: 20 }, { ...flat, bill_savings: 30, payments: 0 }]).payback_year).toBe(3);
  });
});

let app: Awaited<ReturnType<typeof createTestApi>>;
let world: World;
beforeAll(async () => { app = await createTestApi(); world = await makeWorld(app); });
afterAll(async () => app?.cleanup());

async function insertLead(address: string, state: string, organization = world.orgA): Promise<number> {
  const { rows } = await app.ctx.db.query<{ id: number }>(
    `INSERT INTO leads (organization_id, name, customer, property, project_info) VALUES ($1, 'Financing lead', '{}'::jsonb, $2::jsonb, $3::jsonb) RETURNING id`,
    [organization, JSON.stringify({ site_address: address, state, latitude: 40 }), JSON.stringify({ system_size: 250, estimated_year_production: 350_000, ...BEGUN })]);
  return rows[0].id;
}

describe('GET /api/financing/{lead}/', () => {
  it('Ohio: five options, PACE absent with the message, refused when asked for', async () => {
    const lead = await insertLead('100 E Broad St, Columbus, OH 43215', 'OH');
    const as = client(app, world.userA.token);
    const res = await as.get(`/api/financing/${lead}/`);
    expect(res.status).toBe(200);
    expect(res.body.options.map((o: any) => o.kind)).toEqual(['cash', 'loan', 'ppa', 'lease', 'pace']);
    const pace = res.body.options[4];
    expect(pace).toMatchObject({ available: false, message: noPaceProgramMessage('OH'), net_25_year: null, years: [] });
    expect(pace.message).toBe(NO_PACE_PROGRAM.forState('OH'));
    expect(res.body.pace_program).toBeNull();
    for (const o of res.body.options.slice(0, 4)) expect(o.years).toHaveLength(25);
    expect(res.body.assumptions.map((a: any) => a.key)).toEqual(expect.arrayContaining(['itc_rate', 'depreciation', 'tax_rate', 'om_cost', 'loan_rate', 'lease_payment', 'pace_program']));
    expect(res.body.assumptions.find((a: any) => a.key === 'itc_rate').source).toMatch(/July 4, 2026.*IRC §48E as amended by Public Law 119-21/);

    const refused = await as.get(`/api/financing/${lead}/?pace_program=CT-CPACE`);
    expect(refused.status).toBe(400);
    expect(refused.body).toEqual({ pace_program: [noPaceProgramMessage('OH')] });
  });

  it('Connecticut: PACE with the program on file and its terms', async () => {
    const lead = await insertLead('1 Constitution Plaza, Hartford, CT 06103', 'CT');
    const as = client(app, world.userA.token);
    const res = await as.get(`/api/financing/${lead}/?pace_rate=5`);
    expect(res.status).toBe(200);
    expect(res.body.pace_program).toMatchObject({ id: 'CT-CPACE', administrator: 'Connecticut Green Bank', max_term_years: 25 });
    const pace = res.body.options.find((o: any) => o.kind === 'pace');
    expect(pace).toMatchObject({ available: true, message: null, owned: true, upfront_cost: 0 });
    const terms = res.body.assumptions.find((a: any) => a.key === 'pace_program');
    expect(terms.value).toContain('Connecticut C-PACE');
    expect(terms.value).toContain('over 20 years');
    expect(terms.source).toContain('https://ctgreenbank.com/resources/c-pace-faq');
    // No PPA discount in the owned PACE row: its bill savings are the whole avoided cost.
    const ppa = res.body.options.find((o: any) => o.kind === 'ppa');
    expect(pace.years[0].bill_savings).toBe(ppa.years[0].bill_savings);
    expect(pace.years[0].payments).not.toBe(ppa.years[0].payments);
    expect(pace.years[20].payments).toBe(0);

    const tooLong = await as.get(`/api/financing/${lead}/?pace_term_years=30`);
    expect(tooLong.status).toBe(400);
    expect(Object.keys(tooLong.body)).toEqual(['pace_term_years']);
  });

  it('overrides change the figures, bad ones are 400 with the field', async () => {
    const lead = await insertLead('1 Constitution Plaza, Hartford, CT 06103', 'CT');
    const as = client(app, world.userA.token);
    const base = (await as.get(`/api/financing/${lead}/`)).body;
    const six = (await as.get(`/api/financing/${lead}/?itc_rate=6&depreciation=false&utility_rate=0.3`)).body;
    expect(six.incentives).toMatchObject({ itc_rate: 6, depreciation: false });
    expect(six.incentives.itc_amount).toBeCloseTo(base.contract_price * 0.06, 2);
    expect(six.options[0].years[0].bill_savings).toBe(350_000 * 0.3);
    for (const [query, field] of [['itc_rate=abc', 'itc_rate'], ['itc_rate=-1', 'itc_rate'], ['loan_term_years=0', 'loan_term_years'],
      ['loan_term_years=2.5', 'loan_term_years'], ['depreciation=maybe', 'depreciation'], ['pace_program=NOPE', 'pace_program'],
      ['tax_rate=99', 'tax_rate'], ['escalator=7', 'escalator'], ['lease_payment=Infinity', 'lease_payment']] as const) {
      const res = await as.get(`/api/financing/${lead}/?${query}`);
      expect(res.status, query).toBe(400);
      expect(Object.keys(res.body), query).toEqual([field]);
    }
  });

  it('is scoped like the lead: 404 for another organization, 401 without a session', async () => {
    const lead = await insertLead('1 Constitution Plaza, Hartford, CT 06103', 'CT');
    expect((await client(app, world.userB.token).get(`/api/financing/${lead}/`)).status).toBe(404);
    expect((await client(app).get(`/api/financing/${lead}/`)).status).toBe(401);
    expect((await client(app, world.userA.token).get('/api/financing/999999/')).status).toBe(404);
  });

  it('a lead the model cannot price is 400 with the pricing field', async () => {
    const { rows } = await app.ctx.db.query<{ id: number }>(
      `INSERT INTO leads (organization_id, name, customer, property, project_info) VALUES ($1, 'No size', '{}'::jsonb, '{}'::jsonb, '{}'::jsonb) RETURNING id`, [world.orgA]);
    const res = await client(app, world.userA.token).get(`/api/financing/${rows[0].id}/`);
    expect(res.status).toBe(400);
    expect(Object.keys(res.body)).toContain('system_size');
  });
});
