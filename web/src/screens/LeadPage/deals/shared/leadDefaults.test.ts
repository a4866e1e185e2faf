import { describe, expect, it } from 'vitest';
import { dealTexts } from '../texts';
import { leadDefaultsOf } from './leadDefaults';

// Issue 15: the pricing fields say what "from the lead" is.
describe('leadDefaultsOf', () => {
  it('gives the lead\'s size, production and EPC price as text ($/W under $20, else dollars)', () => {
    expect(leadDefaultsOf({ systemSize: 633.6, estimatedYearProduction: 887040, epcPrice: 1203840 })).toEqual({
      systemSize: dealTexts.units.kw('633.6'), estimatedYearProduction: dealTexts.units.kwh('887,040'), epcPrice: '$1,203,840',
    });
    expect(leadDefaultsOf({ epcPrice: 2.45 })).toEqual({ epcPrice: dealTexts.units.perWatt('2.45') });
  });

  it('leaves out what the lead does not have', () => {
    expect(leadDefaultsOf(null)).toEqual({});
    expect(leadDefaultsOf({ systemSize: null, estimatedYearProduction: 0 })).toEqual({});
  });
});
