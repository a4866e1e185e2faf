import { describe, expect, it } from 'vitest';
import { discountedPaybackYear, irr, lcoe, npv } from '../../shared/pricing/discounting.js';
import { financingComparison } from '../../shared/pricing/financing.js';
import type { PricingInputs } from '../../shared/pricing/pricing.js';

/** Issue 37: NPV, IRR, discounted payback and LCOE beside the nominal sums, against hand-computed cases. */

describe('discounted figures, by hand', () => {
  it('$1,000 repaid by $500 a year for 3 years', () => {
    // NPV at 10 %: −1,000 + 500/1.1 + 500/1.21 + 500/1.331 = 243.43
    expect(npv(0.1, 1000, [500, 500, 500])).toBeCloseTo(243.4260, 3);
    // IRR: the 3-year annuity factor is 2 at r = 23.3752 %
    expect(irr(1000, [500, 500, 500])!).toBeCloseTo(0.233752, 5);
    // Discounted cumulative −545.45, −132.23, +243.43: repaid in year 3 (nominal: year 2).
    expect(discountedPaybackYear(0.1, 1000, [500, 500, 500])).toBe(3);
    // 1,000 over 1,000 kWh a year discounted (2,486.85): $0.40211/kWh
    expect(lcoe(0.1, 1000, [0, 0, 0], [1000, 1000, 1000])!).toBeCloseTo(0.402115, 5);
  });

  it('no IRR where none exists: nothing upfront, or never repaid; never repaid has no payback', () => {
    expect(irr(0, [100, 100])).toBeNull();
    expect(irr(1000, [100, 100])).not.toBeNull(); // a negative IRR: repaid in part
    expect(irr(1000, [-100, -100])).toBeNull();
    expect(discountedPaybackYear(0.07, 1000, [100, 100])).toBeNull();
    expect(discountedPaybackYear(0.07, 0, [100, 100])).toBe(0);
  });
});

const TOY: PricingInputs = {
  system_type: 'Rooftop', system_size: 10, estimated_year_production: 10_000, epc_price: 0.3, epc_price_unit: '$/W',
  pricing_basis: 'Given Profit Per Watt', pricing_value: 0, storage: 'none', ess_capacity: 0, ess_price: 0, ess_price_unit: '$/kWh',
  escalator: 2, deal_kind: 'Clean Energy PPA', region: 'CT', utility_rate: 0.2, utility_escalator: 0,
};

describe('the comparison answers them for every option', () => {
  it('a 2-year toy cash purchase at 10 %: NPV, IRR, discounted payback and LCOE by hand', () => {
    const r = financingComparison(TOY, 'CT', { begin_construction: '2026-06-01', itc_rate: 0, depreciation: false, om_cost: 0, discount_rate: 10 }, 2);
    expect(r.discount_rate).toBe(10);
    const cash = r.options.find((o) => o.kind === 'cash')!;
    // $3,000 upfront; bills 10,000 kWh × $0.20 = 2,000, then 9,950 kWh = 1,990.
    // NPV = −3,000 + 2,000/1.1 + 1,990/1.21 = 462.81
    expect(cash.npv).toBe(462.81);
    // IRR: 1,990x² + 2,000x − 3,000 = 0 with x = 1/(1 + r): x = 0.824159, r = 21.34 %
    expect(cash.irr).toBe(21.34);
    expect(cash.discounted_payback_year).toBe(2);
    // LCOE: 3,000 / (10,000/1.1 + 9,950/1.21) = 3,000 / 17,314.05 = $0.1733/kWh
    expect(cash.lcoe).toBe(0.1733);
    // The PPA has nothing upfront: an NPV, no IRR, no LCOE (the customer owns nothing).
    const ppa = r.options.find((o) => o.kind === 'ppa')!;
    expect(ppa).toMatchObject({ irr: null, lcoe: null, discounted_payback_year: 0 });
    expect(typeof ppa.npv).toBe('number');
    expect(r.assumptions.find((a) => a.key === 'discount_rate')!.value).toMatch(/^10 %\/yr/);
  });

  it('the default is 7 %; PACE where none is on file has no figures', () => {
    const r = financingComparison(TOY, 'OH', { begin_construction: '2026-06-01' });
    expect(r.discount_rate).toBe(7);
    expect(r.options.find((o) => o.kind === 'pace')).toMatchObject({ available: false, npv: null, irr: null, discounted_payback_year: null, lcoe: null });
  });
});
