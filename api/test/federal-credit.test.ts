import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addMonths, CREDIT_MESSAGES, defaultCreditDates, federalCredit, isCalendarDay } from '../../shared/pricing/federal-credit.js';
import { financingComparison } from '../../shared/pricing/financing.js';
import type { PricingInputs } from '../../shared/pricing/pricing.js';
import { client, createTestApi, makeWorld, type World } from './harness.js';

/**
 * Issue 37: the federal credit by date and by owner (IRC §48E as amended by P.L. 119-21). The 30 %
 * ITC was assumed for every lead whatever its dates; with no credit, a cash NPV can change sign.
 */

const credit = (beginConstruction: string, placedInService: string, ownerTaxStatus: 'taxable' | 'tax_exempt' = 'taxable') =>
  federalCredit({ ratePercent: 30, beginConstruction, placedInService, ownerTaxStatus });

describe('the solar credit by date', () => {
  it('construction begun by July 4, 2026 keeps 30 % whenever the system is placed in service', () => {
    expect(credit('2026-06-01', '2029-06-01').solar_rate).toBe(30);
    expect(credit('2026-07-04', '2030-01-01').solar_rate).toBe(30);
  });

  it('construction begun later: 30 % only when placed in service by December 31, 2027, else 0', () => {
    expect(credit('2026-07-05', '2027-12-31').solar_rate).toBe(30);
    const late = credit('2026-07-05', '2028-01-01');
    expect(late.solar_rate).toBe(0);
    expect(late.solar_rule).toMatch(/^Solar: no credit\. Construction begins July 5, 2026, after July 4, 2026, and it is placed in service January 1, 2028, after December 31, 2027/);
  });

  it('storage follows its own phase-down by the year construction begins', () => {
    expect([2027, 2033, 2034, 2035, 2036].map((year) => credit(`${year}-03-01`, `${year}-09-01`).storage_rate)).toEqual([30, 30, 22.5, 15, 0]);
    // Storage begun after the solar deadline and in service in 2028 still has its credit.
    expect(credit('2027-03-01', '2028-03-01')).toMatchObject({ solar_rate: 0, storage_rate: 30 });
  });

  it('a tax-exempt owner: the same credit as elective pay, and no depreciation', () => {
    expect(credit('2026-06-01', '2026-12-01', 'tax_exempt')).toMatchObject({ solar_rate: 30, elective_pay: true, depreciation_allowed: false });
    expect(credit('2026-06-01', '2026-12-01')).toMatchObject({ elective_pay: false, depreciation_allowed: true });
  });

  it('default dates: construction at the expected close when ahead (else today), in service six months later', () => {
    expect(defaultCreditDates('2026-12-07', '2027-03-15')).toEqual({ begin_construction: '2027-03-15', placed_in_service: '2027-09-15' });
    expect(defaultCreditDates('2026-12-07', null)).toEqual({ begin_construction: '2026-12-07', placed_in_service: '2027-06-07' });
    expect(defaultCreditDates('2026-12-07', '2026-01-10')).toEqual({ begin_construction: '2026-12-07', placed_in_service: '2027-06-07' });
    expect(defaultCreditDates('2026-12-07', null, { placed_in_service: '2028-02-01' })).toEqual({ begin_construction: '2026-12-07', placed_in_service: '2028-02-01' });
    expect(addMonths('2026-08-31', 6)).toBe('2027-02-28');
    expect([isCalendarDay('2026-02-28'), isCalendarDay('2026-02-30'), isCalendarDay('2026-2-28'), isCalendarDay('tomorrow')]).toEqual([true, false, false, false]);
  });
});

/** 100 kW at $2/W with 200 kWh of storage at $500/kWh: $200,000 solar + $100,000 storage, no profit. */
const SITE: PricingInputs = {
  system_type: 'Rooftop', system_size: 100, estimated_year_production: 150_000, epc_price: 2, epc_price_unit: '$/W',
  pricing_basis: 'Given Profit Per Watt', pricing_value: 0, storage: '2-hour', ess_capacity: 200, ess_price: 500, ess_price_unit: '$/kWh',
  escalator: 2, deal_kind: 'Clean Energy PPA', region: 'CT', utility_rate: 0.14, utility_escalator: 3,
};

describe('the comparison with the credit by date', () => {
  it('0 / 30 % / tax-exempt, by hand', () => {
    const cash = (r: ReturnType<typeof financingComparison>) => r.options.find((o) => o.kind === 'cash')!;
    // Begun in time: 30 % of $200,000 solar + 30 % of $100,000 storage = $90,000; basis 300,000 − 45,000.
    const inTime = financingComparison(SITE, 'OH', { begin_construction: '2026-06-01', placed_in_service: '2028-06-01' });
    expect(inTime.contract_price).toBe(300_000);
    expect(inTime.incentives).toMatchObject({ itc_amount: 90_000, depreciable_basis: 255_000, depreciation: true });
    expect(inTime.incentives.credit).toMatchObject({ solar_part: 200_000, storage_part: 100_000, solar_rate: 30, storage_rate: 30 });
    // Begun late, in service in 2028: no solar credit; storage keeps 30 % of $100,000.
    const late = financingComparison(SITE, 'OH', { begin_construction: '2027-01-15', placed_in_service: '2028-01-15' });
    expect(late.incentives).toMatchObject({ itc_amount: 30_000, depreciable_basis: 285_000 });
    expect(cash(late).years[0].tax_benefits).toBeCloseTo(30_000 + 285_000 * 0.2 * 0.21, 2);
    expect(late.assumptions.find((a) => a.key === 'itc_rate')!.source).toMatch(/^Solar: no credit\./);
    // A tax-exempt owner: the credit as elective pay, no depreciation at all.
    const exempt = financingComparison(SITE, 'OH', { begin_construction: '2026-06-01', owner_tax_status: 'tax_exempt' });
    expect(exempt.incentives).toMatchObject({ itc_amount: 90_000, depreciation: false });
    expect(exempt.incentives.macrs.every((m) => m.tax_savings === 0)).toBe(true);
    expect(cash(exempt).years.map((y) => y.tax_benefits).slice(0, 3)).toEqual([90_000, 0, 0]);
    expect(exempt.assumptions.find((a) => a.key === 'itc_rate')!.value).toContain('elective pay');
  });
});

let app: Awaited<ReturnType<typeof createTestApi>>;
let world: World;
beforeAll(async () => { app = await createTestApi(); world = await makeWorld(app); });
afterAll(async () => app?.cleanup());

describe('GET /api/financing/{lead}/ with the credit\'s inputs', () => {
  const insertLead = async (projectInfo: object, close: string | null = null) => (await app.ctx.db.query<{ id: number }>(
    `INSERT INTO leads (organization_id, name, customer, property, project_info, expected_close_date) VALUES ($1, 'Akron Warehouse', '{}'::jsonb, $2::jsonb, $3::jsonb, $4::date) RETURNING id`,
    [world.orgA, JSON.stringify({ site_address: '1 Cascade Plaza, Akron, OH 44308', state: 'OH', latitude: 41.08 }),
      JSON.stringify({ system_size: 250, estimated_year_production: 350_000, ...projectInfo }), close])).rows[0].id;

  it('takes the dates and the owner from the query, else the lead\'s project info, else its expected close', async () => {
    const as = client(app, world.userA.token);
    const lead = await insertLead({ owner_tax_status: 'tax_exempt' }, '2099-03-15');
    const fromClose = (await as.get(`/api/financing/${lead}/`)).body;
    expect(fromClose.incentives.credit).toMatchObject({ begin_construction: '2099-03-15', placed_in_service: '2099-09-15', solar_rate: 0, owner_tax_status: 'tax_exempt', elective_pay: true });
    expect(fromClose.incentives.itc_amount).toBe(0);
    const given = (await as.get(`/api/financing/${lead}/?begin_construction=2026-06-01&owner_tax_status=taxable`)).body;
    expect(given.incentives.credit).toMatchObject({ begin_construction: '2026-06-01', placed_in_service: '2026-12-01', solar_rate: 30, elective_pay: false });
    expect(given.incentives.itc_amount).toBeGreaterThan(0);
    const discounted = (await as.get(`/api/financing/${lead}/?begin_construction=2026-06-01&discount_rate=5`)).body;
    expect(discounted.discount_rate).toBe(5);
    expect(discounted.options[0]).toMatchObject({ kind: 'cash', npv: expect.any(Number), irr: expect.any(Number), lcoe: expect.any(Number) });
    const stored = await insertLead({ begin_construction: '2026-05-01', placed_in_service: '2028-05-01' });
    expect((await as.get(`/api/financing/${stored}/`)).body.incentives.credit).toMatchObject({ begin_construction: '2026-05-01', placed_in_service: '2028-05-01', solar_rate: 30 });
  });

  it('refuses dates that are not days, and a system in service before it is built, with the field', async () => {
    const as = client(app, world.userA.token);
    const lead = await insertLead({});
    const notADay = await as.get(`/api/financing/${lead}/?begin_construction=2026-02-30&placed_in_service=soon`);
    expect(notADay.status).toBe(400);
    expect(notADay.body).toMatchObject({ begin_construction: [CREDIT_MESSAGES.beginNotADay], placed_in_service: [CREDIT_MESSAGES.inServiceNotADay] });
    const backwards = await as.get(`/api/financing/${lead}/?begin_construction=2027-06-01&placed_in_service=2027-01-01`);
    expect(backwards.status).toBe(400);
    expect(backwards.body.placed_in_service).toEqual([CREDIT_MESSAGES.inServiceBeforeBegin]);
    expect((await as.get(`/api/financing/${lead}/?owner_tax_status=charity`)).status).toBe(400);
    // As an attacker would type them: a NUL, a number past 2^31, a far too long date — 400 with the field, never 500.
    for (const [query, field] of [['begin_construction=2026-06-0%00', 'begin_construction'], ['discount_rate=2147483648', 'discount_rate'],
      ['placed_in_service=2026-06-01T00:00:00Z', 'placed_in_service']] as const) {
      const res = await as.get(`/api/financing/${lead}/?${query}`);
      expect(res.status, query).toBe(400);
      expect(Object.keys(res.body), query).toContain(field);
    }
  });
});
