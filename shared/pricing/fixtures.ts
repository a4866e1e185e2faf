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
    lead: { property: { site_address: '100 Pearl St, Hartford, CT 06103', latitude: 41.77, longitude: -72.67 }, project_info: { system_size: 120, estimated_year_production: 150_000 } },
    quote_type: 'pace',
    values: { utility_rate: 0.3, program: 'WRCOG', bond_discount_mode: 'solar and roof', roof_cost: 50_000, term_years: 15, interest_rate: 7 },
    form: { pricing: { utilityRate: '0.3' }, pace: { program: 'WRCOG', bondDiscountMode: 'SOLAR_AND_ROOF', roofCost: '50000', termYears: '15', interestRate: '7' } },
    expected: {
      contract_price: 294_000, contract_price_per_watt: 2.45, ppa_rate: 0.1473, year_1_savings: 22_905, year_25_cumulative_savings: 870_709.3,
      financed_amount: 363_815, annual_assessment: 39_944.93, year_25_cumulative_net: 934_942.64,
    },
  },
];
