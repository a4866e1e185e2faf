import { describe, expect, it } from 'vitest';
import { PREVIEW_FIXTURES } from '../../../../../../shared/pricing/fixtures';
import { emptyQuoteForm, type PaceForm } from '../quotes/quoteForm';
import { modelLeadOf, pricePreview, type PreviewLead } from './preview';
import { emptyPricingForm, type PricingForm } from './pricingForm';

const camel = (key: string) => key.replace(/_([a-z])/g, (_, c: string) => c.toUpperCase());
const camelObject = (o: Record<string, unknown>) => Object.fromEntries(Object.entries(o).map(([k, v]) => [camel(k), v]));
/** A fixture's stored lead as the gateway answers it (camelCase; the gateway's lead-node mapping). */
const graphLead = (lead: (typeof PREVIEW_FIXTURES)[number]['lead']): PreviewLead => ({
  property: camelObject(lead.property), projectInfo: camelObject(lead.project_info), designData: {},
});
const pricingForm = (values: Record<string, string>): PricingForm => ({ ...emptyPricingForm(), ...values });
const paceForm = (values: Record<string, string> = {}): PaceForm => ({ ...emptyQuoteForm().pace, ...values });

// The same fixtures go through the api's quote routes in api/test/pricing-preview.test.ts.
describe('the live preview computes what the api computes', () => {
  for (const fixture of PREVIEW_FIXTURES) {
    it(fixture.name, () => {
      const pace = fixture.quote_type === 'pace' ? paceForm(fixture.form.pace) : undefined;
      const preview = pricePreview(graphLead(fixture.lead), pricingForm(fixture.form.pricing), pace);
      const e = fixture.expected;
      expect(preview).toMatchObject({
        contractPrice: e.contract_price, pricePerWatt: e.contract_price_per_watt, ppaRate: e.ppa_rate,
        year1Savings: e.year_1_savings, year25Savings: e.year_25_cumulative_savings,
      });
      if (pace) expect(preview?.pace).toMatchObject({ financedAmount: e.financed_amount, annualAssessment: e.annual_assessment, year25Net: e.year_25_cumulative_net });
      else expect(preview?.pace).toBeNull();
      // Issue 25: a PACE quote's savings are the owner's (no PPA discount): they less the assessments are its net.
      if (pace) {
        expect(preview!.ownerSavings!.year25 - e.annual_assessment! * preview!.pace!.termYears).toBeCloseTo(e.year_25_cumulative_net!, 0);
        expect(preview!.ownerSavings!.year1).toBeGreaterThan(e.year_1_savings);
      } else expect(preview?.ownerSavings).toBeNull();
    });
  }
});

describe('pricePreview', () => {
  const lead = graphLead(PREVIEW_FIXTURES[0].lead);

  it('follows an override as typed, and the lead where empty', () => {
    const fromLead = pricePreview(lead, emptyPricingForm())!;
    const bigger = pricePreview(lead, pricingForm({ systemSize: '500' }))!;
    expect(bigger.systemSize).toBe(500);
    // The lead's production scales with the size; its EPC price per watt stays.
    expect(bigger.production).toBe(fromLead.production * 2);
    expect(bigger.contractPrice).toBe(fromLead.contractPrice * 2);
    expect(pricePreview(lead, pricingForm({ escalator: 'THREE_PERCENT' }))!.escalator).toBe(3);
  });

  it('is null (shown as —) when the inputs are missing or invalid, never NaN', () => {
    expect(pricePreview(null, emptyPricingForm())).toBeNull();
    // A lead without a size: nothing to price until one is typed; then the api's defaults apply
    // (the estimator's kWh/kWp at the default latitude, its $/W tier from 100 kW).
    const bare = { property: {}, projectInfo: null, designData: null };
    expect(pricePreview(bare, pricingForm({ epcPrice: '2' }))).toBeNull();
    expect(pricePreview(bare, pricingForm({ systemSize: '100' }))).toMatchObject({ production: 155_000, pricePerWatt: 2.2 + 0.25 });
    for (const systemSize of ['-', '.', 'abc', '-5', '0', '1e400']) expect(pricePreview(lead, pricingForm({ systemSize }))).toBeNull();
    // A $/W price that looks like a total, and a profit above $5/W, are refused as the api refuses them.
    expect(pricePreview(lead, pricingForm({ epcPrice: '50', epcPriceUnit: 'DOLLARS_PER_WATT' }))).toBeNull();
    expect(pricePreview(lead, pricingForm({ pricingValue: '6' }))).toBeNull();
    // Storage without a capacity cannot be priced.
    expect(pricePreview(lead, pricingForm({ storage: 'FOUR_HOUR' }))).toBeNull();
  });

  it('adds the PACE financing once the program is chosen and the term is in range', () => {
    expect(pricePreview(lead, emptyPricingForm(), paceForm())!.pace).toBeNull();
    expect(pricePreview(lead, emptyPricingForm(), paceForm({ program: 'CSCDA', termYears: '40' }))!.pace).toBeNull();
    const pace = pricePreview(lead, emptyPricingForm(), paceForm({ program: 'CSCDA' }))!.pace!;
    // The documented defaults: 20 years at 6.5 %.
    expect(pace).toMatchObject({ termYears: 20, interestRate: 6.5 });
    expect(Number.isFinite(pace.annualAssessment)).toBe(true);
  });

  it('reads the lead as the api stores it (install type, design data, property estimates)', () => {
    const stored = modelLeadOf({
      property: { siteAddress: '1 Main St, Fresno, CA', installType: 'CARPORT', calculatedSystemSize: 90 },
      projectInfo: { installType: 'GROUND_MOUNT' }, designData: { epcCost: 250_000 },
    });
    expect(stored).toMatchObject({
      property: { site_address: '1 Main St, Fresno, CA', install_type: 'Carport', calculated_system_size: 90 },
      project_info: { install_type: 'GroundMount' }, design_data: { epc_cost: 250_000 },
    });
  });
});
