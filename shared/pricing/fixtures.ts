/**
 * Leads and values whose figures the api (api/test/pricing-preview.test.ts, through the quote
 * routes) and the web's live preview (deals/shared/preview.test.ts, from the dialog's form) must
 * both produce: the proof that the preview is the api's model, not a look-alike.
 */
export interface PreviewFixture {
  name: string;
  /** The lead's property and project information as the api stores them. */
  lead: { property: Record<string, unknown>; project_info: Record<string, unknown> };
  quote_type: 'standard' | 'pace';
  /** The quote's values as the REST api takes them. */
  values: Record<string, unknown>;
  /** The same values as the web dialog's form holds them (GraphQL enum names, typed text). */
  form: { pricing: Record<string, string>; pace?: Record<string, string> };
  expected: {
    contract_price: number;
    contract_price_per_watt: number;
    ppa_rate: number;
    year_1_savings: number;
    year_25_cumulative_savings: number;
    financed_amount?: number;
    annual_assessment?: number;
    year_25_cumulative_net?: number;
  };
}

const FRESNO = { site_address: '2450 S Cherry Ave, Fresno, CA 93706', latitude: 36.71, longitude: -119.75 };

export const PREVIEW_FIXTURES: PreviewFixture[] = [
  {
    name: 'everything from the lead (a total EPC price read as $/W)',
    lead: { property: FRESNO, project_info: { system_size: 250, estimated_year_production: 400_000, epc_price: 550_000, avoided_cost: 0.24 } },
    quote_type: 'standard',
    values: {},
    form: { pricing: {} },
    expected: { contract_price: 612_500, contract_price_per_watt: 2.45, ppa_rate: 0.1151, year_1_savings: 49_960, year_25_cumulative_savings: 1_890_420.81 },
  },
  {
    name: 'a larger system at $/W with a markup, 3 % escalator and 2-hour storage',
    lead: { property: FRESNO, project_info: { system_size: 250, estimated_year_production: 400_000, epc_price: 550_000, avoided_cost: 0.24 } },
    quote_type: 'standard',
    values: { system_size: 300, epc_price: 2.1, epc_price_unit: '$/W', pricing_basis: 'Use MarkUp Percent', pricing_value: 12, escalator: 3, storage: '2-hour', ess_capacity: 200, ess_price: 400, ess_price_unit: '$/kWh' },
    form: { pricing: { systemSize: '300', epcPrice: '2.1', epcPriceUnit: 'DOLLARS_PER_WATT', pricingBasis: 'USE_MARKUP_PERCENT', pricingValue: '12', escalator: 'THREE_PERCENT', storage: 'TWO_HOUR', essCapacity: '200', essPrice: '400', essPriceUnit: 'DOLLARS_PER_KWH' } },
    expected: { contract_price: 795_200, contract_price_per_watt: 2.6507, ppa_rate: 0.1134, year_1_savings: 75_168, year_25_cumulative_savings: 2_596_684.45 },
  },
  {
    name: 'a PACE quote with roof work, 15 years at 7 %, bond discount on solar and roof',
    // A California site: WRCOG serves California only, and a PACE quote elsewhere is refused (issue 37).
    lead: { property: { site_address: '3900 Main St, Riverside, CA 92501', latitude: 33.98, longitude: -117.37 }, project_info: { system_size: 120, estimated_year_production: 150_000 } },
    quote_type: 'pace',
    values: { utility_rate: 0.3, program: 'WRCOG', bond_discount_mode: 'solar and roof', roof_cost: 50_000, term_years: 15, interest_rate: 7 },
    form: { pricing: { utilityRate: '0.3' }, pace: { program: 'WRCOG', bondDiscountMode: 'SOLAR_AND_ROOF', roofCost: '50000', termYears: '15', interestRate: '7' } },
    expected: {
      contract_price: 294_000, contract_price_per_watt: 2.45, ppa_rate: 0.1473, year_1_savings: 22_905, year_25_cumulative_savings: 870_709.3,
      financed_amount: 363_815, annual_assessment: 39_944.93, year_25_cumulative_net: 934_942.64,
    },
  },
];

/**
 * Issue 25, one price: leads in several states and the ways a lead carries its values (the
 * estimator's enrichment, typed $/W with storage, design data only, a property estimate only).
 * api/test/one-price.test.ts prices each on every surface (the lead's deal figures, the proposal
 * PDF, the customer's web page, the quote PDF) and the web's tests run the live preview and the deal
 * header on the same leads: the surfaces are compared with each other, never with fixed figures, so
 * the test holds whatever rates and production the model uses for a site.
 */
export interface OnePriceFixture {
  name: string;
  lead: { property: Record<string, unknown>; project_info: Record<string, unknown>; design_data: Record<string, unknown> };
  /** A proposal's own values (REST) and the same typed into the dialog's form (GraphQL enum names). */
  values: Record<string, unknown>;
  form: Record<string, string>;
}

export const ONE_PRICE_FIXTURES: OnePriceFixture[] = [
  {
    // The report's lead: 753.3 kW at the estimator's $1.90/W, a total EPC price from enrichment.
    name: 'CA, enriched by the estimator (a total EPC price)',
    lead: {
      property: { site_address: '2450 S Cherry Ave, Fresno, CA 93706', latitude: 36.71, longitude: -119.75 },
      project_info: { system_size: 753.3, estimated_year_production: 1_167_615, epc_price: 1_431_270, avoided_cost: 0.24 },
      design_data: {},
    },
    values: { pricing_basis: 'Use MarkUp Percent', pricing_value: 12, escalator: 3 },
    form: { pricingBasis: 'USE_MARKUP_PERCENT', pricingValue: '12', escalator: 'THREE_PERCENT' },
  },
  {
    name: 'CO, a typed $/W price and 2-hour storage',
    lead: {
      property: { site_address: '1437 Bannock St, Denver, CO 80202', latitude: 39.74, longitude: -104.99 },
      project_info: { system_size: 180, estimated_year_production: 252_000, epc_price: 2.35, ess_capacity: 200, ess_epc_price: 90_000 },
      design_data: {},
    },
    values: { system_size: 200, epc_price: 2.2, epc_price_unit: '$/W' },
    form: { systemSize: '200', epcPrice: '2.2', epcPriceUnit: 'DOLLARS_PER_WATT' },
  },
  {
    name: 'OH, design data only (no project information)',
    lead: {
      property: { site_address: '90 W Broad St, Columbus, OH 43215', latitude: 39.96, longitude: -83.0 },
      project_info: {},
      design_data: { proposed_system_size: 420, estimated_production: 504_000, epc_cost: 903_000 },
    },
    values: { utility_rate: 0.14, pricing_value: 0.3 },
    form: { utilityRate: '0.14', pricingValue: '0.3' },
  },
  {
    name: 'TX, a property estimate only (production from the site)',
    lead: {
      property: { site_address: '901 Bagby St, Houston, TX 77002', latitude: 29.76, longitude: -95.37, rooftop_solar_capacity: 96.5, estimated_epc_cost: 250_900 },
      project_info: {},
      design_data: {},
    },
    values: { storage: '4-hour', ess_capacity: 120, ess_price: 400, ess_price_unit: '$/kWh' },
    form: { storage: 'FOUR_HOUR', essCapacity: '120', essPrice: '400', essPriceUnit: 'DOLLARS_PER_KWH' },
  },
];
