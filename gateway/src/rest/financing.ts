import { restPath, type Query, type RestClient } from './client.js';

/** One year of an option, exactly as the api answers it (shared/pricing/financing.ts FinancingYear). */
export interface RestFinancingYear { year: number; bill_savings: number; payments: number; om: number; tax_benefits: number; net: number; cumulative: number }

export interface RestFinancingOption {
  kind: 'cash' | 'loan' | 'ppa' | 'lease' | 'pace';
  label: string;
  available: boolean;
  message: string | null;
  owned: boolean;
  upfront_cost: number | null;
  npv: number | null;
  irr: number | null;
  discounted_payback_year: number | null;
  lcoe: number | null;
  payback_year: number | null;
  net_25_year: number | null;
  years: RestFinancingYear[];
}

export interface RestPaceProgram {
  id: string; state: string; name: string; administrator: string; max_term_years: number | null;
  rate_range: [number, number] | null; max_share_of_value: number | null; source: { name: string; url: string; year: number };
}

/** GET /api/financing/{lead}/ exactly as the api answers it. */
export interface RestFinancing {
  lead: number;
  state: string | null;
  years: number;
  discount_rate: number;
  contract_price: number;
  system_size: number;
  ppa_rate: number;
  incentives: {
    itc_rate: number; itc_amount: number; depreciation: boolean; depreciable_basis: number; tax_rate: number;
    credit: {
      solar_rate: number; storage_rate: number; solar_part: number; storage_part: number; begin_construction: string; placed_in_service: string;
      owner_tax_status: 'taxable' | 'tax_exempt'; elective_pay: boolean; depreciation_allowed: boolean; solar_rule: string; storage_rule: string;
    };
    macrs: Array<{ year: number; percent: number; deduction: number; tax_savings: number }>;
  };
  pace_program: RestPaceProgram | null;
  pace_programs: RestPaceProgram[];
  options: RestFinancingOption[];
  assumptions: Array<{ key: string; label: string; value: string; source: string }>;
}


/** A lead's financing comparison (issue 25): the only code that knows its path. */
export const financingApi = (rest: RestClient) => ({
  get: (leadId: number, query: Query) => rest.get<RestFinancing>(restPath`/financing/${leadId}/`, query),
});
