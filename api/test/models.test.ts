import { describe, expect, it } from 'vitest';
import { levelAssessment, paceModel, paceProblems } from '../src/domain/pace.js';
import { ppaAnnuityFactor, priceProject, pricingProblems, resolveInputs, type PricingInputs } from '../src/domain/pricing.js';
import { savingsModel } from '../src/domain/savings.js';

const base: PricingInputs = {
  system_type: 'Rooftop', system_size: 100, estimated_year_production: 500_000, epc_price: 2.5, epc_price_unit: '$/W',
  pricing_basis: 'Given Profit Per Watt', pricing_value: 0.3, storage: 'none', ess_capacity: 0, ess_price: 0, ess_price_unit: '$/kWh',
  escalator: 2, deal_kind: 'Clean Energy PPA', region: 'CA', utility_rate: 0.2, utility_escalator: 3,
};

describe('savings model', () => {
  it('matches a three-year hand calculation', () => {
    // t=1: 100000 × (0.20 − 0.15) = 5000
    // t=2: 99500 × (0.206 − 0.153) = 5273.50
    // t=3: 99002.5 × (0.21218 − 0.15606) = 5556.02
    const r = savingsModel({ kwh1: 100_000, utilityRate1: 0.2, utilityEscalator: 0.03, ppaRate1: 0.15, ppaEscalator: 0.02, years: 3 });
    expect(r.years.map((y) => y.savings)).toEqual([5000, 5273.5, 5556.02]);
    expect(r.years[2].production_kwh).toBe(99003);
    expect(r.years[2].utility_rate).toBe(0.21218);
    expect(r.year_25_cumulative_savings).toBe(15829.52);
    expect(r.crossover_year).toBeNull();
  });

  it('sums 25 years as two geometric series', () => {
    // Σ 100000·0.995^k·(0.20·1.03^k − 0.15·1.02^k), k = 0..24
    const r = savingsModel({ kwh1: 100_000, utilityRate1: 0.2, utilityEscalator: 0.03, ppaRate1: 0.15, ppaEscalator: 0.02 });
    expect(r.years).toHaveLength(25);
    expect(r.year_1_savings).toBe(5000);
    expect(r.year_25_cumulative_savings).toBeCloseTo(231451.26, 2);
    expect(r.years[24].cumulative_savings).toBeCloseTo(231451.26, 2);
  });

  it('shows the crossover year when the PPA rate overtakes the utility rate', () => {
    // 0.09·1.03^(t−1) > 0.10 first at t−1 = 4 (1.03^4 = 1.1255 > 1.1111)
    const r = savingsModel({ kwh1: 1000, utilityRate1: 0.1, utilityEscalator: 0, ppaRate1: 0.09, ppaEscalator: 0.03 });
    expect(r.crossover_year).toBe(5);
    expect(r.years[4].savings).toBeLessThan(0);
  });

  it('adds storage demand savings escalated with the utility rate', () => {
    const r = savingsModel({ kwh1: 0, utilityRate1: 0.2, utilityEscalator: 0.03, ppaRate1: 0, ppaEscalator: 0.02, storageSavings1: 1000, years: 2 });
    expect(r.years.map((y) => y.savings)).toEqual([1000, 1030]);
  });
});

describe('pricing model', () => {
  it('prices EPC, ESS and profit per watt', () => {
    // 100 kW × $2.50/W = 250,000; 200 kWh × $500/kWh = 100,000; $0.30/W × 100,000 W = 30,000
    const p = priceProject({ ...base, storage: '4-hour', ess_capacity: 200, ess_price: 500, ess_price_unit: '$/kWh' });
    expect(p).toMatchObject({ epc_cost: 250_000, ess_cost: 100_000, profit: 30_000, contract_price: 380_000, ess_power_kw: 50 });
    expect(p.storage_demand_savings_year_1).toBe(50 * 12 * 12);
  });

  it('prices a markup on cost and fixed $ prices', () => {
    const p = priceProject({ ...base, epc_price: 250_000, epc_price_unit: '$', pricing_basis: 'Use MarkUp Percent', pricing_value: 10, storage: '2-hour', ess_capacity: 100, ess_price: 100_000, ess_price_unit: '$' });
    expect(p).toMatchObject({ epc_cost: 250_000, ess_cost: 100_000, profit: 35_000, contract_price: 385_000, ess_power_kw: 50 });
  });

  it('sets the PPA rate so the discounted payments equal the contract price', () => {
    // A = (1/1.07)·(1 − q^25)/(1 − q), q = 1.02·0.995/1.07 → 13.30893; R = 380000 / (500000 · A)
    expect(ppaAnnuityFactor(0.02)).toBeCloseTo(13.308933, 5);
    const p = priceProject({ ...base, storage: '4-hour', ess_capacity: 200, ess_price: 500, ess_price_unit: '$/kWh' });
    expect(p.ppa_rate).toBe(0.0571);
  });

  it('fills inputs from the lead and names what is missing', () => {
    const lead = { property: { site_address: '1 Main St, Hartford, CT 06103' }, project_info: { system_size: 200, estimated_year_production: 280_000, epc_price: 440_000, avoided_cost: 0.22 } };
    const inputs = resolveInputs(lead, { system_size: 100 });
    expect(inputs).toMatchObject({ system_size: 100, estimated_year_production: 140_000, epc_price: 2.2, epc_price_unit: '$/W', region: 'CT', utility_rate: 0.22, escalator: 2 });
    expect(pricingProblems(inputs)).toEqual({});
    const empty = pricingProblems(resolveInputs({ property: {} }, { storage: '2-hour', epc_price: 50, epc_price_unit: '$/W' }));
    expect(Object.keys(empty).sort()).toEqual(['epc_price', 'ess_capacity', 'estimated_year_production', 'system_size']);
  });
});

describe('PACE model', () => {
  const pricing = { ...base, estimated_year_production: 100_000, utility_rate: 0.2 };

  it('finances the grossed-up cost and amortises it level', () => {
    // C = 100,000 + 20,000; WRCOG fee 2.5 % × C + 895 = 3,895; F = 123,895 / 0.97 = 127,726.80
    // A = F · 0.06 / (1 − 1.06^−20) = 11,135.80
    const r = paceModel(100_000, { program: 'WRCOG', bond_discount_mode: 'model calculates', term_years: 20, interest_rate: 6, roof_cost: 20_000 }, pricing, 0);
    expect(r.financed_amount).toBe(127_726.8);
    expect(r.annual_assessment).toBe(11_135.8);
    expect(r.cash_flow[0]).toMatchObject({ year: 1, savings: 20_000, assessment: 11_135.8, net: 8_864.2 });
    expect(r.cash_flow[20].assessment).toBe(0);
  });

  it('charges the bond discount by mode, and a zero rate divides evenly', () => {
    // CSCDA: fee 2 % × 120,000 + 1,500 = 3,900; roof only: + 3 % × 20,000 = 600 → 124,500
    const roofOnly = paceModel(100_000, { program: 'CSCDA', bond_discount_mode: 'roof only', term_years: 10, interest_rate: 0, roof_cost: 20_000 }, pricing, 0);
    expect(roofOnly.financed_amount).toBe(124_500);
    expect(roofOnly.annual_assessment).toBe(12_450);
    // WRCOG, solar and roof: 120,000 + 3,895 + 3 % × 120,000 = 127,495
    const both = paceModel(100_000, { program: 'WRCOG', bond_discount_mode: 'solar and roof', term_years: 10, interest_rate: 5, roof_cost: 20_000 }, pricing, 0);
    expect(both.financed_amount).toBe(127_495);
    expect(levelAssessment(1000, 0.05, 1)).toBeCloseTo(1050, 6);
    expect(Object.keys(paceProblems({ bond_discount_mode: 'roof only' })).sort()).toEqual(['program', 'roof_cost']);
  });
});
