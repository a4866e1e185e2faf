import type { Interceptable } from 'undici';
import { toGlobalId } from '../src/resolvers/ids.js';

/** REST payloads of the documents area, as the api answers them (api/src/domain/lead-documents.ts). */
export const JSON_HEADERS = { headers: { 'content-type': 'application/json' } };

export const proposalData = {
  assumptions: { ppa_rate: 0.1432, ppa_escalator: 2, utility_rate: 0.24, utility_escalator: 3, degradation: 0.5, discount_rate: 7, term_years: 25,
    system_size: 250, estimated_year_production: 400000, system_type: 'Rooftop', deal_kind: 'Clean Energy PPA', region: 'CA', storage: 'none', ess_capacity: 0 },
  pricing: { watts: 250000, epc_cost: 550000, ess_cost: 0, profit: 62500, contract_price: 612500, contract_price_per_watt: 2.45, ppa_rate: 0.1432,
    ess_power_kw: 0, storage_demand_savings_year_1: 0 },
  system_savings_: { year_1_savings: 38720, year_25_cumulative_savings: 1234567.89, total_production_kwh: 9400000, crossover_year: null },
  cash_flow: [{ year: 1, production_kwh: 400000, utility_rate: 0.24, ppa_rate: 0.1432, energy_savings: 38720, storage_savings: 0, savings: 38720, cumulative_savings: 38720 }],
};

export const restProposal = (over: Record<string, unknown> = {}) => ({
  id: 11, lead: 5, lead_name: 'Fresno Cold Storage', installation_name: 'Fresno Cold Storage', date_generated: null, address: '2450 S Cherry Ave',
  proposal_type: 0, proposal_status: 0, is_active: true, request_proposal: false, need_customization: false, pricing_model_type: null,
  survey_scheduled_date: null, est_solar_pis_date: null, est_assessment_filing_date: null, rebate_pay_date: null, pis_date: null,
  pdf_file: null, proposal_data: null, values: {}, error: null, organization: 2, organization_name: 'Sunrise',
  created: '2026-01-02T03:04:05.000Z', updated: '2026-01-02T03:04:05.000Z', ...over,
});

export const restQuote = (over: Record<string, unknown> = {}) => ({
  id: 21, lead: 5, lead_name: 'Fresno Cold Storage', quote_type: 'standard', status: 0, values: {}, quote_data: null, pdf_file: null, error: null,
  date_generated: null, organization: 2, created: '2026-01-02T03:04:05.000Z', updated: '2026-01-02T03:04:05.000Z', ...over,
});

export const restAgreement = (over: Record<string, unknown> = {}) => ({
  id: 31, lead: 5, lead_name: 'Fresno Cold Storage', agreement_type: 1, agreement_type_label: 'Clean Energy PPA', proposal: 11,
  file: 'agreements/agreement-31.pdf', file_signed: null, signed: false, signed_datetime: null, signer_name: null,
  sign_url: 'http://api.test/api/agreement/sign/abc/', superseded: false, organization: 2, organization_name: 'Sunrise', created: '2026-01-02T03:04:05.000Z', ...over,
});

export const restLead = (over: Record<string, unknown> = {}) => ({
  id: 5, name: 'Fresno Cold Storage', lead_status: 0, proposals: [restProposal()], quotes: [restQuote()], agreements: [restAgreement()], ...over,
});

export const restUser = (userType: number) => ({
  id: 7, first_name: 'Eve', last_name: 'Ng', email: 'eve@x.test', phone_number: '+15550000000', user_type: userType, image: null, is_terms_accepted: true,
  organization: { pk: 2, id: 2, name: 'Sunrise', logo: null, description: '', membership_type: 0, business_type: 0 },
  privacy_policy_file: null, terms_of_service_file: null, platform_agreement_file: null,
});

export const LEAD_ID = toGlobalId('Lead', 5);
export const PROPOSAL_ID = toGlobalId('Proposal', 11);
export const QUOTE_ID = toGlobalId('Quote', 21);

/**
 * Intercepts one call and records the JSON body it sent; `status`/`answer` give the reply.
 * Interceptors answer once: a second identical call would find none and fail the test.
 */
export function expectCall(mock: Interceptable, method: string, path: string, status: number, answer: unknown, query?: Record<string, string>) {
  const seen: { body?: any; calls: number } = { calls: 0 };
  mock.intercept({ path, method, ...(query ? { query } : {}) }).reply((opts) => {
    seen.calls++;
    seen.body = typeof opts.body === 'string' ? JSON.parse(opts.body) : opts.body;
    return { statusCode: status, data: JSON.stringify(answer), responseOptions: JSON_HEADERS };
  });
  return seen;
}
