import { describe, expect, it } from 'vitest';
import { ONE_PRICE_FIXTURES } from '../../../../../shared/pricing/fixtures';
import { documentModel, leadDealFigures, modelData, priceDeal, resolveInputs, type LeadDealFigures, type PricingInputs } from '../../../../../shared/pricing/index';
import { previewPerWatt, previewRate, previewUsd } from '../deals/shared/PricePreview';
import { pricePreview, type PreviewLead } from '../deals/shared/preview';
import { emptyPricingForm } from '../deals/shared/pricingForm';
import { dealFigures, type DealFiguresData } from './dealFigures';

/**
 * Issue 25, one price, the web's side: on the leads api/test/one-price.test.ts prices on every api
 * surface (the lead's deal_figures, the proposal and quote PDFs, the customer's web page), the
 * dialogs' live preview — run on the lead as the gateway gives it to the web — and the deal header
 * quote what the api's computation (shared/pricing priceDeal / leadDealFigures) answers.
 */
const camel = (key: string) => key.replace(/_([a-z])/g, (_, c: string) => c.toUpperCase());
const camelObject = (o: Record<string, unknown>) => Object.fromEntries(Object.entries(o).map(([k, v]) => [camel(k), v]));
/** A stored lead as the gateway answers it to the web (camelCase; the gateway's lead-node mapping). */
const graphLead = (lead: (typeof ONE_PRICE_FIXTURES)[number]['lead']): PreviewLead => ({
  property: camelObject(lead.property), projectInfo: camelObject(lead.project_info), designData: camelObject(lead.design_data),
});
/** The api's deal_figures as the gateway answers them (gateway document-nodes dealFiguresOf). */
const graphFigures = (f: LeadDealFigures): DealFiguresData => ({
  source: f.source.toUpperCase(), proposalDatabaseId: f.proposal, generated: f.generated, systemSize: f.system_size, estimatedYearProduction: f.estimated_year_production,
  contractPrice: f.contract_price, contractPricePerWatt: f.contract_price_per_watt, ppaRate: f.ppa_rate, ppaEscalator: f.ppa_escalator,
  year25CumulativeSavings: f.year_25_cumulative_savings,
});
const headerOf = (f: LeadDealFigures) => Object.fromEntries(dealFigures({ dealFigures: graphFigures(f), proposals: [], agreements: [] }).map((x) => [x.key, [x.value, x.help]]));

describe('one price: the live preview and the deal header quote the api\'s computation', () => {
  for (const fixture of ONE_PRICE_FIXTURES) {
    it(fixture.name, () => {
      const lead = graphLead(fixture.lead);
      for (const [form, values] of [[{}, {}], [fixture.form, fixture.values]] as const) {
        const preview = pricePreview(lead, { ...emptyPricingForm(), ...form });
        const api = priceDeal(fixture.lead, values);
        expect(api).not.toBeNull();
        expect(preview).toMatchObject({
          systemSize: api!.system_size, production: api!.estimated_year_production, contractPrice: api!.contract_price, pricePerWatt: api!.contract_price_per_watt,
          ppaRate: api!.ppa_rate, escalator: api!.ppa_escalator, year1Savings: api!.year_1_savings, year25Savings: api!.year_25_cumulative_savings,
        });
      }

      // The header before a proposal (the lead's values) and after it is generated from them: the preview's figures.
      const preview = pricePreview(lead, emptyPricingForm())!;
      const estimate = headerOf(leadDealFigures(fixture.lead, null));
      expect(estimate.epcPrice[0]).toBe(previewUsd(preview.contractPrice));
      expect(estimate.epcPrice[1]).toContain(previewPerWatt(preview.pricePerWatt));
      const inputs = resolveInputs(fixture.lead, {}) as PricingInputs;
      const generated = headerOf(leadDealFigures(fixture.lead, { id: 1, data: modelData(inputs, documentModel(inputs)), values: {} }));
      expect(generated.epcPrice).toEqual([previewUsd(preview.contractPrice), previewPerWatt(preview.pricePerWatt)]);
      expect(generated.ppaRate[0]).toBe(previewRate(preview.ppaRate));
      expect(generated.savings[0]).toBe(previewUsd(preview.year25Savings));
    });
  }

  it('the report\'s lead: the header quotes the proposal\'s $1,619,595 ($2.15/W), not the EPC cost $1,431,270 ($1.90/W)', () => {
    const { lead } = ONE_PRICE_FIXTURES[0];
    const inputs = resolveInputs(lead, {}) as PricingInputs;
    const data = modelData(inputs, documentModel(inputs));
    expect(data.pricing.epc_cost).toBe(1_431_270);
    expect(headerOf(leadDealFigures(lead, { id: 1, data, values: {} })).epcPrice).toEqual(['$1,619,595', '$2.15/W']);
    expect(headerOf(leadDealFigures(lead, null)).epcPrice[0]).toBe('$1,619,595');
  });

  it('a lead without a rate or production of its own: the preview prices with the site\'s (Lead.economics), as the api does', () => {
    const stored = { property: { site_address: '90 W Broad St, Columbus, OH 43215', latitude: 39.96 }, project_info: { system_size: 300 }, design_data: {} };
    const site = { utility_rate: 0.1187, kwh_per_kw: 1243.6 };
    const api = priceDeal({ ...stored, site_economics: site }, {})!;
    expect(api.utility_rate).toBe(0.1187);
    expect(api.estimated_year_production).toBe(Math.round(300 * 1243.6));
    const lead: PreviewLead = { ...graphLead(stored), economics: { rate: { commercialRate: 0.1187 }, production: { annualKwhPerKw: 1243.6 } } };
    expect(pricePreview(lead, emptyPricingForm())).toMatchObject({ production: api.estimated_year_production, contractPrice: api.contract_price, year25Savings: api.year_25_cumulative_savings });
  });
});
