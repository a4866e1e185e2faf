import { describe, expect, it } from 'vitest';
import { dealTexts } from '../texts';
import { emptyQuoteForm, quoteInput, quoteProblems } from './quoteForm';

describe('quote form → input variables', () => {
  it('a standard quote sends only the pricing values given', () => {
    const form = emptyQuoteForm();
    form.pricing = { ...form.pricing, escalator: 'THREE_PERCENT', epcPrice: '2.35', epcPriceUnit: 'DOLLARS_PER_WATT', storage: 'FOUR_HOUR', essCapacity: '500', essPrice: '400', essPriceUnit: 'DOLLARS_PER_KWH' };
    form.pace.program = 'WRCOG'; // ignored for a standard quote
    expect(quoteInput('TGVhZDoz', 'STANDARD', form)).toEqual({
      leadId: 'TGVhZDoz',
      pricing: { escalator: 'THREE_PERCENT', epcPrice: 2.35, epcPriceUnit: 'DOLLARS_PER_WATT', storage: 'FOUR_HOUR', essCapacity: 500, essPrice: 400, essPriceUnit: 'DOLLARS_PER_KWH' },
    });
  });

  it('a PACE quote adds the financing values', () => {
    const form = emptyQuoteForm();
    form.pricing = { ...form.pricing, pricingBasis: 'USE_MARKUP_PERCENT', pricingValue: '15' };
    form.pace = { program: 'CSCDA', bondDiscountMode: 'SOLAR_AND_ROOF', termYears: '25', interestRate: '6.9', roofCost: '' };
    expect(quoteInput('TGVhZDoz', 'PACE', form)).toEqual({
      leadId: 'TGVhZDoz',
      pricing: { pricingBasis: 'USE_MARKUP_PERCENT', pricingValue: 15 },
      pace: { program: 'CSCDA', bondDiscountMode: 'SOLAR_AND_ROOF', termYears: 25, interestRate: 6.9 },
    });
  });
});

describe('quote form checks', () => {
  it('a PACE quote needs a program, a 5–30 year term and a roof cost in roof only mode', () => {
    const form = emptyQuoteForm();
    form.pace = { ...form.pace, termYears: '40', bondDiscountMode: 'ROOF_ONLY' };
    expect(quoteProblems('PACE', form)).toEqual({
      program: dealTexts.quotes.programRequired, termYears: dealTexts.quotes.termRange, roofCost: dealTexts.quotes.roofCostRequired,
    });
    expect(quoteProblems('STANDARD', form)).toEqual({});
  });

  it('profit per watt above $5 and negative numbers are refused inline', () => {
    const form = emptyQuoteForm();
    form.pricing = { ...form.pricing, pricingValue: '6', systemSize: '-3' };
    expect(quoteProblems('STANDARD', form)).toEqual({ pricingValue: dealTexts.pricing.profitTooHigh, systemSize: dealTexts.notNegative });
  });
});

// Issue 11: the api's ranges (from its OpenAPI document) are refused here first, in its words.
describe("quote form checks mirror the api's ranges", () => {
  it('refuses a utility rate, a system size or an interest rate the api would refuse', () => {
    const form = emptyQuoteForm();
    form.pricing = { ...form.pricing, utilityRate: '6', systemSize: '0.05' };
    form.pace = { program: 'CSCDA', bondDiscountMode: 'SOLAR_AND_ROOF', termYears: '31', interestRate: '26', roofCost: '' };
    expect(quoteProblems('PACE', form)).toEqual({
      utilityRate: 'Ensure this value is less than or equal to 5.',
      systemSize: 'Ensure this value is greater than or equal to 0.1.',
      termYears: dealTexts.quotes.termRange,
      interestRate: 'Ensure this value is less than or equal to 25.',
    });
  });
});
