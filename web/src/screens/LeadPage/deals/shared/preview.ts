import {
  ownerSavings, paceInputsOf, paceModel, paceProblems, priceDeal, priceProject, resolveInputs,
  type PaceInputs, type PricingInputs,
} from '../../../../../../shared/pricing/index';
import { quoteProblems, type PaceForm } from '../quotes/quoteForm';
import { CHOICE_KEYS, NUMBER_KEYS, pricingProblems, type PricingForm } from './pricingForm';

/**
 * The live price and savings preview of the proposal and quote dialogs (issue 15): the api's own
 * model (shared/pricing, the module the api prices documents with), run on the values typed and,
 * where a field is empty, on the lead's, exactly as the api fills them (resolveInputs).
 */

type Maybe<T> = T | null | undefined;
/** The lead's values the pricing model reads, as the tab's fragment gives them (camelCase, GraphQL enums). */
export interface PreviewLead {
  readonly property?: Maybe<{
    readonly siteAddress?: Maybe<string>; readonly latitude?: Maybe<number>; readonly installType?: Maybe<string>;
    readonly calculatedSystemSize?: Maybe<number>; readonly rooftopSolarCapacity?: Maybe<number>; readonly calculatedSystemProduction?: Maybe<number>;
    readonly estimatedEpcCost?: Maybe<number>; readonly avoidedCost?: Maybe<number>;
  }>;
  readonly projectInfo?: Maybe<{
    readonly systemSize?: Maybe<number>; readonly estimatedYearProduction?: Maybe<number>; readonly epcPrice?: Maybe<number>;
    readonly essCapacity?: Maybe<number>; readonly essEpcPrice?: Maybe<number>; readonly installType?: Maybe<string>; readonly avoidedCost?: Maybe<number>;
  }>;
  readonly designData?: Maybe<{
    readonly proposedSystemSize?: Maybe<number>; readonly estimatedProduction?: Maybe<number>; readonly epcCost?: Maybe<number>;
    readonly essCapacity?: Maybe<number>; readonly essEpcPrice?: Maybe<number>;
  }>;
  /** The site's own rate and production per kW (Lead.economics): the api prices with them where the lead has none. */
  readonly economics?: Maybe<{
    readonly rate?: Maybe<{ readonly commercialRate: number }>;
    readonly production?: Maybe<{ readonly annualKwhPerKw: number }>;
  }>;
}

/** The schema's install types → the api's (gateway lead-node INSTALL_TYPES, the other way). */
const INSTALL_TYPES: Record<string, string> = { ROOFTOP: 'Rooftop', GROUND_MOUNT: 'GroundMount', CARPORT: 'Carport', MIXED: 'Mixed' };
const installTypeOf = (value: Maybe<string>) => (value ? INSTALL_TYPES[value] : undefined);

/** The lead as the api stores it (snake_case), for resolveInputs. */
export function modelLeadOf(lead: PreviewLead | null | undefined): Record<string, any> {
  const p = lead?.property ?? {};
  const i = lead?.projectInfo ?? {};
  const d = lead?.designData ?? {};
  return {
    property: {
      site_address: p.siteAddress, latitude: p.latitude, install_type: installTypeOf(p.installType), calculated_system_size: p.calculatedSystemSize,
      rooftop_solar_capacity: p.rooftopSolarCapacity, calculated_system_production: p.calculatedSystemProduction, estimated_epc_cost: p.estimatedEpcCost, avoided_cost: p.avoidedCost,
    },
    project_info: {
      system_size: i.systemSize, estimated_year_production: i.estimatedYearProduction, epc_price: i.epcPrice, ess_capacity: i.essCapacity,
      ess_epc_price: i.essEpcPrice, install_type: installTypeOf(i.installType), avoided_cost: i.avoidedCost,
    },
    design_data: {
      proposed_system_size: d.proposedSystemSize, estimated_production: d.estimatedProduction, epc_cost: d.epcCost,
      ess_capacity: d.essCapacity, ess_epc_price: d.essEpcPrice,
    },
    // As the api attaches it (api/src/domain/pricing.ts sitePricingOf): shared/pricing SitePricing.
    site_economics: {
      utility_rate: lead?.economics?.rate?.commercialRate ?? null,
      kwh_per_kw: lead?.economics?.production?.annualKwhPerKw ?? null,
    },
  };
}

/** The form's enum names → the api's values (gateway document-nodes documentEnums). */
const CHOICES: Record<string, Record<string, string | number>> = {
  systemType: { TRACKING_GROUNDMOUNT: 'Tracking Groundmount', FIXED_GROUNDMOUNT: 'Fixed Groundmount', ROOFTOP: 'Rooftop', CANOPY: 'Canopy' },
  pricingBasis: { TARGET_PROFIT_PER_WATT: 'Target Profit Per Watt', GIVEN_PROFIT_PER_WATT: 'Given Profit Per Watt', USE_MARKUP_PERCENT: 'Use MarkUp Percent' },
  storage: { NONE: 'none', TWO_HOUR: '2-hour', FOUR_HOUR: '4-hour' },
  escalator: { TWO_PERCENT: 2, THREE_PERCENT: 3 },
  dealKind: { CLEAN_ENERGY_LEGACY: 'Clean Energy (Legacy)', CLEAN_ENERGY_PPA: 'Clean Energy PPA', CREDIT_PPA: 'Credit PPA' },
  region: { CA: 'CA', CT: 'CT', CO: 'CO', RI: 'RI' },
  epcPriceUnit: { DOLLARS: '$', DOLLARS_PER_WATT: '$/W' },
  essPriceUnit: { DOLLARS: '$', DOLLARS_PER_KWH: '$/kWh' },
};
const BOND_MODES: Record<string, PaceInputs['bond_discount_mode']> = { MODEL_CALCULATES: 'model calculates', ROOF_ONLY: 'roof only', SOLAR_AND_ROOF: 'solar and roof' };
const snake = (key: string) => key.replace(/[A-Z]/g, (c) => `_${c.toLowerCase()}`);

/** The values a form gives, as the api receives them (only those typed or chosen); null when one is not a number. */
export function modelValuesOf(form: PricingForm): Partial<PricingInputs> | null {
  const values: Record<string, string | number> = {};
  for (const key of NUMBER_KEYS) {
    const raw = form[key].trim();
    if (raw === '') continue;
    const value = Number(raw);
    if (!Number.isFinite(value)) return null;
    values[snake(key)] = value;
  }
  for (const key of CHOICE_KEYS) {
    if (form[key] === '') continue;
    const value = CHOICES[key][form[key]];
    if (value === undefined) return null;
    values[snake(key)] = value;
  }
  return values as Partial<PricingInputs>;
}

/** The PACE values a form gives, as the api receives them; null when one is not a number. */
export function modelPaceValuesOf(pace: PaceForm): Record<string, unknown> | null {
  const values: Record<string, unknown> = {};
  if (pace.program) values.program = pace.program;
  if (pace.bondDiscountMode) values.bond_discount_mode = BOND_MODES[pace.bondDiscountMode];
  for (const [key, name] of [['termYears', 'term_years'], ['interestRate', 'interest_rate'], ['roofCost', 'roof_cost']] as const) {
    const raw = pace[key].trim();
    if (raw === '') continue;
    const value = Number(raw);
    if (!Number.isFinite(value)) return null;
    values[name] = value;
  }
  return values;
}

export interface PricePreview {
  systemSize: number;
  production: number;
  contractPrice: number;
  pricePerWatt: number;
  ppaRate: number;
  escalator: number;
  year1Savings: number;
  year25Savings: number;
  /**
   * A PACE quote's owner's bill savings (year 1, 25-year cumulative): a PACE-financed system is
   * owned, so the preview shows these, never the PPA's discount (issue 25). Null for other documents.
   */
  ownerSavings: { year1: number; year25: number } | null;
  /** A PACE quote's financing, as its PDF shows it (null for other documents, or when the PACE values cannot be financed yet). */
  pace: { financedAmount: number; annualAssessment: number; termYears: number; interestRate: number; year25Net: number } | null;
}

const finite = (...values: number[]) => values.every((v) => Number.isFinite(v));

/**
 * The figures the api would compute for these values and this lead, or null when it would refuse
 * them (the form's own checks or the model's: a missing size, production or price) or a figure
 * is not a finite number.
 */
export function pricePreview(lead: PreviewLead | null | undefined, form: PricingForm, pace?: PaceForm): PricePreview | null {
  if (Object.keys(pricingProblems(form)).length > 0) return null;
  const given = modelValuesOf(form);
  if (!given) return null;
  const apiLead = modelLeadOf(lead);
  // The deal figures every surface quotes (issue 25): shared/pricing priceDeal, the api's own computation.
  const deal = priceDeal(apiLead, given);
  if (!deal) return null;
  const result: PricePreview = {
    systemSize: deal.system_size, production: deal.estimated_year_production,
    contractPrice: deal.contract_price, pricePerWatt: deal.contract_price_per_watt, ppaRate: deal.ppa_rate, escalator: deal.ppa_escalator,
    year1Savings: deal.year_1_savings, year25Savings: deal.year_25_cumulative_savings, ownerSavings: null, pace: null,
  };
  if (!finite(result.contractPrice, result.pricePerWatt, result.ppaRate, result.year1Savings, result.year25Savings)) return null;
  if (pace) {
    const full = resolveInputs(apiLead, given) as PricingInputs; // priceable: priceDeal answered
    const owner = ownerSavings(full, priceProject(full).storage_demand_savings_year_1);
    result.ownerSavings = { year1: owner.year_1_savings, year25: owner.year_25_cumulative_savings };
  }
  // The PACE figures once the dialog's own checks pass (a program, a 5–30 year term, …).
  if (pace && Object.keys(quoteProblems('PACE', { pricing: form, pace })).length === 0) {
    const paceValues = modelPaceValuesOf(pace);
    const paceInputs = paceValues && paceInputsOf(paceValues);
    if (paceInputs && Object.keys(paceProblems(paceInputs)).length === 0) {
      const full = resolveInputs(apiLead, given) as PricingInputs; // priceable: priceDeal answered
      const f = paceModel(deal.contract_price, paceInputs as PaceInputs, full, priceProject(full).storage_demand_savings_year_1);
      if (finite(f.financed_amount, f.annual_assessment, f.year_25_cumulative_net)) {
        result.pace = { financedAmount: f.financed_amount, annualAssessment: f.annual_assessment, termYears: f.term_years, interestRate: f.interest_rate, year25Net: f.year_25_cumulative_net };
      }
    }
  }
  return result;
}

