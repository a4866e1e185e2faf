import { ESTIMATOR, stateOf } from './estimator.js';
import { roundTo, savingsModel, SAVINGS, type SavingsResult } from './savings.js';

/**
 * The pricing model behind quotes and proposals (architecture.md "The pricing model behind quotes").
 *
 *   EPC cost      = epc_price                       (unit "$")
 *                 = epc_price × watts               (unit "$/W"; watts = system_size kW × 1000)
 *   ESS cost      = 0 without storage; ess_price ($) or ess_price × ess_capacity ($/kWh)
 *   profit        = pricing_value × watts           (Target or Given Profit Per Watt, $/W)
 *                 = pricing_value % × (EPC + ESS)   (Use MarkUp Percent)
 *   contract price = EPC cost + ESS cost + profit
 *
 *   PPA rate R_1: the level first-year $/kWh whose escalated payments over 25 years, with the
 *   production degrading as in savings.ts and discounted at r = 7 %/yr (payments at year end),
 *   equal the contract price:
 *     contract price = Σ_{t=1..25} R_1 · (1+e_ppa)^(t−1) · kWh_1 · (1−d)^(t−1) / (1+r)^t
 *   R_1 is rounded to 1/100 of a cent ($0.0001/kWh); the savings use the rounded rate.
 *
 *   ESS demand savings (first year) S_1 = ESS power kW × $12 per kW-month × 12, where the
 *   power is capacity kWh ÷ duration (2-hour or 4-hour storage).
 *
 * Defaults when a value is not given (taken from the lead first):
 *   system type: from the lead's install type (GroundMount → Fixed Groundmount, Carport → Canopy), else Rooftop;
 *   system size: project_info.system_size, design_data.proposed_system_size, property capacity;
 *   production: the lead's estimate (scaled to another size), else size × the site's own
 *     first-year kWh/kW (`lead.site_economics`, below), else the estimator's kWh/kWp for the
 *     site's latitude band; EPC price: the lead's EPC price as $/W (totals are
 *     divided by the lead's watts; values under $20 are read as $/W already), else the
 *     estimator's $/W tier; profit: Given Profit Per Watt $0.25/W (markup default 15 %);
 *   storage: none (2-hour when the lead has an ESS capacity), ESS price $450/kWh;
 *   escalator 2 %; utility escalator 3 %; deal kind Clean Energy PPA; region from the site
 *   address (CA when not one of CA/CT/CO/RI); utility rate: the lead's avoided cost, else the
 *   site's own rate (`lead.site_economics`), else the estimator's rate for the region.
 * `lead.site_economics` ({ utility_rate, kwh_per_kw }) is what the site-economics model answers for
 * the lead's ZIP or pin (the api attaches it from api/src/domain/site-economics.ts leadEconomics;
 * the web passes Lead.economics): without it an Ohio lead that was never enriched would be priced
 * on California's rate and a latitude band (issue 25).
 * System type, deal kind and region are recorded and printed; the region changes numbers only
 * through the default utility rate, and only where the site has no rate of its own.
 *
 * Pure (no Node, no schema library): the api prices documents with it and the web's proposal and
 * quote dialogs preview the same figures with it (issue 15). api/src/domain/pricing.ts re-exports
 * it with the request schemas.
 */
export const PRICING = {
  termYears: 25,
  discountRate: 0.07,
  defaultProfitPerWatt: 0.25,
  defaultMarkupPercent: 15,
  defaultEssPricePerKwh: 450,
  demandChargePerKwMonth: 12,
  defaultEscalatorPercent: 2,
  perWattThreshold: 20,
} as const;

export const SYSTEM_TYPES = ['Tracking Groundmount', 'Fixed Groundmount', 'Rooftop', 'Canopy'] as const;
export const PRICING_BASES = ['Target Profit Per Watt', 'Given Profit Per Watt', 'Use MarkUp Percent'] as const;
export const STORAGE_OPTIONS = ['none', '2-hour', '4-hour'] as const;
export const DEAL_KINDS = ['Clean Energy (Legacy)', 'Clean Energy PPA', 'Credit PPA'] as const;
export const REGIONS = ['CA', 'CT', 'CO', 'RI'] as const;
export const ESCALATORS = [2, 3] as const;

export interface PricingInputs {
  system_type: (typeof SYSTEM_TYPES)[number];
  system_size: number;
  estimated_year_production: number;
  epc_price: number;
  epc_price_unit: '$' | '$/W';
  pricing_basis: (typeof PRICING_BASES)[number];
  pricing_value: number;
  storage: (typeof STORAGE_OPTIONS)[number];
  ess_capacity: number;
  ess_price: number;
  ess_price_unit: '$' | '$/kWh';
  escalator: 2 | 3;
  deal_kind: (typeof DEAL_KINDS)[number];
  region: (typeof REGIONS)[number];
  utility_rate: number;
  utility_escalator: number;
}
export const PRICING_KEYS = ['system_type', 'system_size', 'estimated_year_production', 'epc_price', 'epc_price_unit', 'pricing_basis',
  'pricing_value', 'storage', 'ess_capacity', 'ess_price', 'ess_price_unit', 'escalator', 'deal_kind', 'region', 'utility_rate', 'utility_escalator'] as const;

const num = (v: unknown): number | null => (typeof v === 'number' && Number.isFinite(v) && v > 0 ? v : null);
const firstNum = (...values: unknown[]) => values.map(num).find((v) => v !== null) ?? null;

/** kWh per kWp of the estimator's latitude band. */
const yieldAt = (latitude: number | null) =>
  ESTIMATOR.yieldBands.find((b) => Math.abs(latitude ?? 36) < b.belowLatitude)!.kwhPerKwp;

type LeadLike = Record<string, any>;

/** The site's own figures a lead may carry for pricing (see the header): its rate and its production per kW. */
export interface SitePricing { utility_rate: number | null; kwh_per_kw: number | null }

/** The lead's install type (§3) as a pricing system type. */
const INSTALL_TYPE_SYSTEMS: Record<string, PricingInputs['system_type']> = { Rooftop: 'Rooftop', GroundMount: 'Fixed Groundmount', Carport: 'Canopy' };

/** The full inputs: what was given, the rest from the lead and the documented defaults. */
export function resolveInputs(lead: LeadLike, given: Partial<PricingInputs>): Partial<PricingInputs> {
  const property = lead.property ?? {};
  const info = lead.project_info ?? {};
  const design = lead.design_data ?? {};
  const site: Partial<SitePricing> = lead.site_economics ?? {};
  const leadSize = firstNum(info.system_size, design.proposed_system_size, property.calculated_system_size, property.rooftop_solar_capacity);
  const leadProduction = firstNum(info.estimated_year_production, design.estimated_production, property.calculated_system_production);
  const size = num(given.system_size) ?? leadSize;
  let production = num(given.estimated_year_production);
  if (!production && size) production = leadProduction && leadSize ? roundTo(leadProduction * (size / leadSize), 0) : roundTo(size * (num(site.kwh_per_kw) ?? yieldAt(num(property.latitude))), 0);
  let epcPrice = given.epc_price;
  let epcUnit = given.epc_price_unit ?? (given.epc_price !== undefined ? '$' : '$/W');
  if (epcPrice === undefined) {
    const leadEpc = firstNum(info.epc_price, design.epc_cost, property.estimated_epc_cost);
    if (leadEpc && leadEpc < PRICING.perWattThreshold) epcPrice = leadEpc;
    else if (leadEpc && leadSize) epcPrice = roundTo(leadEpc / (leadSize * 1000), 4);
    else if (size) epcPrice = ESTIMATOR.epcPerWatt.find((b) => size < b.belowKw)!.dollarsPerWatt;
    epcUnit = '$/W';
  }
  const basis = given.pricing_basis ?? 'Given Profit Per Watt';
  const leadEss = firstNum(info.ess_capacity, design.ess_capacity);
  const storage = given.storage ?? (leadEss ? '2-hour' : 'none');
  const essCapacity = num(given.ess_capacity) ?? (storage === 'none' ? 0 : leadEss ?? 0);
  let essPrice = given.ess_price;
  let essUnit = given.ess_price_unit ?? (given.ess_price !== undefined ? '$' : '$/kWh');
  if (essPrice === undefined) {
    const leadEssPrice = firstNum(info.ess_epc_price, design.ess_epc_price);
    essPrice = leadEssPrice ?? PRICING.defaultEssPricePerKwh;
    essUnit = leadEssPrice ? '$' : '$/kWh';
  }
  const state = stateOf(String(property.site_address ?? ''));
  const region = given.region ?? ((REGIONS as readonly string[]).includes(state ?? '') ? (state as PricingInputs['region']) : 'CA');
  return {
    system_type: given.system_type ?? INSTALL_TYPE_SYSTEMS[String(info.install_type ?? property.install_type)] ?? 'Rooftop',
    system_size: size ?? undefined,
    estimated_year_production: production ?? undefined,
    epc_price: epcPrice,
    epc_price_unit: epcUnit,
    pricing_basis: basis,
    pricing_value: given.pricing_value ?? (basis === 'Use MarkUp Percent' ? PRICING.defaultMarkupPercent : PRICING.defaultProfitPerWatt),
    storage,
    ess_capacity: essCapacity,
    ess_price: storage === 'none' ? 0 : essPrice,
    ess_price_unit: essUnit,
    escalator: given.escalator ?? PRICING.defaultEscalatorPercent,
    deal_kind: given.deal_kind ?? 'Clean Energy PPA',
    region,
    utility_rate: num(given.utility_rate) ?? firstNum(info.avoided_cost, property.avoided_cost)
      ?? num(site.utility_rate) ?? ESTIMATOR.utilityRateByState[region] ?? ESTIMATOR.defaultUtilityRate,
    utility_escalator: given.utility_escalator ?? SAVINGS.utilityEscalator * 100,
  };
}

/** Field messages for inputs the model cannot price (empty when it can). */
export function pricingProblems(inputs: Partial<PricingInputs>): Record<string, string> {
  const problems: Record<string, string> = {};
  if (!num(inputs.system_size)) problems.system_size = 'Enter the system size in kW DC: the lead has none yet.';
  if (!num(inputs.estimated_year_production)) problems.estimated_year_production = 'Enter the first-year production in kWh.';
  if (inputs.epc_price === undefined || !(inputs.epc_price >= 0)) problems.epc_price = 'Enter the EPC price ($ or $/W).';
  else if (inputs.epc_price_unit === '$/W' && inputs.epc_price > PRICING.perWattThreshold)
    problems.epc_price = `An EPC price above $${PRICING.perWattThreshold}/W looks like a total: choose "$" as the unit.`;
  if (inputs.pricing_basis !== 'Use MarkUp Percent' && (inputs.pricing_value ?? 0) > 5)
    problems.pricing_value = 'Profit per watt must be at most $5.00/W.';
  if (inputs.pricing_basis === 'Use MarkUp Percent' && (inputs.pricing_value ?? 0) > 200)
    problems.pricing_value = 'The markup must be at most 200 %.';
  if (inputs.storage && inputs.storage !== 'none' && !num(inputs.ess_capacity))
    problems.ess_capacity = 'Enter the ESS capacity in kWh for 2-hour or 4-hour storage.';
  return problems;
}

export interface PricingResult {
  watts: number;
  epc_cost: number;
  ess_cost: number;
  profit: number;
  contract_price: number;
  contract_price_per_watt: number;
  ppa_rate: number;
  ess_power_kw: number;
  storage_demand_savings_year_1: number;
}

/** Σ g^(t−1)/(1+r)^t for t = 1..n with g = (1+e)(1−d): the present value of 1 $/kWh-year of kWh_1. */
export function ppaAnnuityFactor(escalator: number, degradation = SAVINGS.degradation, rate = PRICING.discountRate, years = PRICING.termYears): number {
  let factor = 0;
  for (let t = 1; t <= years; t++) factor += ((1 + escalator) * (1 - degradation)) ** (t - 1) / (1 + rate) ** t;
  return factor;
}

/** Contract price, its parts and the PPA rate of complete inputs (see pricingProblems first). */
export function priceProject(inputs: PricingInputs): PricingResult {
  const watts = inputs.system_size * 1000;
  const epc = inputs.epc_price_unit === '$/W' ? inputs.epc_price * watts : inputs.epc_price;
  const hasEss = inputs.storage !== 'none' && inputs.ess_capacity > 0;
  const ess = !hasEss ? 0 : inputs.ess_price_unit === '$/kWh' ? inputs.ess_price * inputs.ess_capacity : inputs.ess_price;
  const profit = inputs.pricing_basis === 'Use MarkUp Percent' ? (inputs.pricing_value / 100) * (epc + ess) : inputs.pricing_value * watts;
  const contract = epc + ess + profit;
  const ppaRate = roundTo(contract / (inputs.estimated_year_production * ppaAnnuityFactor(inputs.escalator / 100)), 4);
  const power = hasEss ? inputs.ess_capacity / (inputs.storage === '4-hour' ? 4 : 2) : 0;
  return {
    watts,
    epc_cost: roundTo(epc, 2),
    ess_cost: roundTo(ess, 2),
    profit: roundTo(profit, 2),
    contract_price: roundTo(contract, 2),
    contract_price_per_watt: roundTo(contract / watts, 4),
    ppa_rate: ppaRate,
    ess_power_kw: roundTo(power, 2),
    storage_demand_savings_year_1: roundTo(power * PRICING.demandChargePerKwMonth * 12, 2),
  };
}

/** Pricing plus the savings of the PPA at that price: what a proposal or quote shows. */
export function documentModel(inputs: PricingInputs): { pricing: PricingResult; savings: SavingsResult } {
  const pricing = priceProject(inputs);
  const savings = savingsModel({
    kwh1: inputs.estimated_year_production,
    utilityRate1: inputs.utility_rate,
    utilityEscalator: inputs.utility_escalator / 100,
    ppaRate1: pricing.ppa_rate,
    ppaEscalator: inputs.escalator / 100,
    storageSavings1: pricing.storage_demand_savings_year_1,
  });
  return { pricing, savings };
}

/** The proposal_data / quote_data summary of a model (§3: assumptions and system_savings_). */
export function modelData(inputs: PricingInputs, model: { pricing: PricingResult; savings: SavingsResult }) {
  return {
    assumptions: {
      ppa_rate: model.pricing.ppa_rate,
      ppa_escalator: inputs.escalator,
      utility_rate: inputs.utility_rate,
      utility_escalator: inputs.utility_escalator,
      degradation: SAVINGS.degradation * 100,
      discount_rate: PRICING.discountRate * 100,
      term_years: PRICING.termYears,
      system_size: inputs.system_size,
      estimated_year_production: inputs.estimated_year_production,
      system_type: inputs.system_type,
      deal_kind: inputs.deal_kind,
      region: inputs.region,
      storage: inputs.storage,
      ess_capacity: inputs.ess_capacity,
    },
    pricing: model.pricing,
    system_savings_: {
      year_1_savings: model.savings.year_1_savings,
      year_25_cumulative_savings: model.savings.year_25_cumulative_savings,
      total_production_kwh: model.savings.total_production_kwh,
      crossover_year: model.savings.crossover_year,
    },
    cash_flow: model.savings.years,
  };
}

/**
 * The deal figures (issue 25): what every surface quotes for a deal — the lead page's deal header
 * and quick view, the dialogs' live preview, the proposal and quote PDFs and the customer's web
 * page. The price is the contract price (EPC cost + ESS cost + profit) and its $/W: what the
 * customer pays, never the EPC cost alone (the header used to show that cost, $0.25/W below the
 * proposal's price).
 */
export interface DealFigures {
  system_size: number;
  estimated_year_production: number;
  contract_price: number;
  contract_price_per_watt: number;
  ppa_rate: number;
  ppa_escalator: number;
  utility_rate: number;
  year_1_savings: number;
  year_25_cumulative_savings: number;
}

type ModelSummary = ReturnType<typeof modelData>;

/** The deal figures of a document's model data (modelData's answer, as stored in proposal_data / quote_data). */
export function dealFiguresOf(data: Pick<ModelSummary, 'assumptions' | 'pricing' | 'system_savings_'>): DealFigures {
  return {
    system_size: data.assumptions.system_size,
    estimated_year_production: data.assumptions.estimated_year_production,
    contract_price: data.pricing.contract_price,
    contract_price_per_watt: data.pricing.contract_price_per_watt,
    ppa_rate: data.assumptions.ppa_rate ?? data.pricing.ppa_rate,
    ppa_escalator: data.assumptions.ppa_escalator,
    utility_rate: data.assumptions.utility_rate,
    year_1_savings: data.system_savings_.year_1_savings,
    year_25_cumulative_savings: data.system_savings_.year_25_cumulative_savings,
  };
}

/**
 * The deal figures of a lead and the values given (a proposal's, a quote's, a dialog's form; {}
 * for the lead's own): resolveInputs, then the document model — the one computation a generated
 * document runs. Null when the model cannot price them (pricingProblems) or a figure is not finite.
 */
export function priceDeal(lead: LeadLike, given: Partial<PricingInputs>): DealFigures | null {
  const inputs = resolveInputs(lead, given);
  if (Object.keys(pricingProblems(inputs)).length > 0) return null;
  const full = inputs as PricingInputs;
  const figures = dealFiguresOf(modelData(full, documentModel(full)));
  return Object.values(figures).every((v) => Number.isFinite(v)) ? figures : null;
}

/** The active proposal of a lead as leadDealFigures reads it. */
export interface ActiveProposalLike {
  id: number;
  /** Generated, with its model data (an uploaded PDF without data counts as not generated). */
  data: Pick<ModelSummary, 'assumptions' | 'pricing' | 'system_savings_'> | null;
  /** Its stored pricing values (what it is, or will be, generated from). */
  values: Partial<PricingInputs> | null;
}

/** A lead's deal figures and where they come from; size and production also when no price can be had. */
export interface LeadDealFigures {
  /** 'proposal': the active proposal (its generated data, else its values priced now); 'lead': the lead's own values priced now. */
  source: 'proposal' | 'lead';
  proposal: number | null;
  /** True when the figures are the generated document's (what its PDF and web page print). */
  generated: boolean;
  system_size: number | null;
  estimated_year_production: number | null;
  contract_price: number | null;
  contract_price_per_watt: number | null;
  ppa_rate: number | null;
  ppa_escalator: number | null;
  utility_rate: number | null;
  year_1_savings: number | null;
  year_25_cumulative_savings: number | null;
}

/**
 * The figures the deal header quotes (issue 25): the active proposal's generated data (exactly what
 * its PDF and web page print); an active proposal not generated yet, its values priced now on the
 * lead; no active proposal, the lead's own values priced now — what "Generate proposal" (priced
 * from the lead's values) would print, and what the dialogs' preview shows with an empty form.
 */
export function leadDealFigures(lead: LeadLike, active: ActiveProposalLike | null): LeadDealFigures {
  const source = active ? { source: 'proposal' as const, proposal: active.id } : { source: 'lead' as const, proposal: null };
  if (active?.data) {
    // Stored data of an older shape may lack a figure: null, never undefined or NaN.
    const stored = Object.entries(dealFiguresOf(active.data)).map(([key, value]) => [key, typeof value === 'number' && Number.isFinite(value) ? value : null]);
    return { ...source, generated: true, ...(Object.fromEntries(stored) as Record<keyof DealFigures, number | null>) };
  }
  const given = active?.values ?? {};
  const priced = priceDeal(lead, given);
  if (priced) return { ...source, generated: false, ...priced };
  const inputs = resolveInputs(lead, given);
  return {
    ...source, generated: false,
    system_size: num(inputs.system_size), estimated_year_production: num(inputs.estimated_year_production),
    contract_price: null, contract_price_per_watt: null, ppa_rate: null, ppa_escalator: null, utility_rate: null, year_1_savings: null, year_25_cumulative_savings: null,
  };
}
