import { Type } from 'typebox';
import { BOND_DISCOUNT_MODES, PACE, PACE_PROGRAMS } from '../../../shared/pricing/pace.js';
import { choice } from './pricing.js';

/** The PACE model (shared with the web's live preview) and the request schema of its inputs. */
export * from '../../../shared/pricing/pace.js';

export const PaceFields = {
  program: Type.Optional(choice(PACE_PROGRAMS, 'PACE program')),
  bond_discount_mode: Type.Optional(choice(BOND_DISCOUNT_MODES, 'What the bond discount is charged on (default: model calculates)')),
  term_years: Type.Optional(Type.Integer({ minimum: PACE.minTermYears, maximum: PACE.maxTermYears, description: `Assessment term, years (default ${PACE.defaultTermYears})` })),
  interest_rate: Type.Optional(Type.Number({ minimum: 0, maximum: 25, description: `Assessment interest rate, %/yr (default ${PACE.defaultInterestRate})` })),
  roof_cost: Type.Optional(Type.Number({ minimum: 0, maximum: 1_000_000_000, description: 'Roof work financed with the solar, $' })),
};
