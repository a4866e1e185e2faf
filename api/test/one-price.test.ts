import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ONE_PRICE_FIXTURES, type OnePriceFixture } from '../../shared/pricing/fixtures.js';
import { priceDeal } from '../src/domain/pricing.js';
import { client, createTestApi, makeWorld, type World } from './harness.js';
import { downloadMedia, pdfText, rateText, usdText } from './documents-fixtures.js';

/**
 * Issue 25, one pricing model, one price: the deal header's figures (GET /lead/{id}/
 * `deal_figures`, which the gateway answers as `Lead.dealFigures`), the proposal PDF, the
 * customer's web page (/api/p/{token}) and the quote PDF quote the same price, $/W, PPA rate and
 * savings for a lead, in several states. The surfaces are compared with each other (and with the
 * shared function the web's live preview runs, shared/pricing priceDeal, on the lead's values),
 * never with fixed figures. The web side (the preview and the header on the same leads):
 * web/src/screens/LeadPage/header/onePrice.test.ts.
 */
let app: Awaited<ReturnType<typeof createTestApi>>;
let world: World;
beforeAll(async () => { app = await createTestApi(); world = await makeWorld(app); });
afterAll(async () => app?.cleanup());

const as = () => client(app, world.userA.token);
const usdCents = (n: number) => n.toLocaleString('en-US', { style: 'currency', currency: 'USD', minimumFractionDigits: 2, maximumFractionDigits: 2 });
const FIGURES = ['system_size', 'estimated_year_production', 'contract_price', 'contract_price_per_watt', 'ppa_rate', 'ppa_escalator', 'utility_rate', 'year_1_savings', 'year_25_cumulative_savings'] as const;
type Figures = Record<(typeof FIGURES)[number], number>;
const figuresOf = (f: Record<string, unknown>) => Object.fromEntries(FIGURES.map((k) => [k, f[k]])) as Figures;

async function insertLead(fixture: OnePriceFixture): Promise<number> {
  const { rows } = await app.ctx.db.query<{ id: number }>(
    `INSERT INTO leads (organization_id, associated_user_id, name, customer, property, project_info, design_data)
     VALUES ($1, $2, $3, '{"first_name":"Ada","last_name":"Price"}'::jsonb, $4::jsonb, $5::jsonb, $6::jsonb) RETURNING id`,
    [world.orgA, world.userA.id, `One price: ${fixture.name}`, JSON.stringify(fixture.lead.property), JSON.stringify(fixture.lead.project_info), JSON.stringify(fixture.lead.design_data)]);
  return rows[0].id;
}

/** The deal header's figures as the api answers them for the lead page. */
async function header(lead: number) {
  const res = await as().get(`/api/lead/${lead}/`);
  expect(res.status).toBe(200);
  return res.body.deal_figures;
}

/** Every figure the proposal PDF prints of the deal. */
async function expectPdfSays(pdfPath: string, f: Figures, kind: 'proposal' | 'quote') {
  const file = await downloadMedia(app, world.userA.token, pdfPath);
  expect(file.status).toBe(200);
  const { text } = await pdfText(file.body);
  const flat = text.replace(/\s+/g, ' ');
  if (kind === 'proposal') expect(flat).toContain(`Contract price: ${usdText(f.contract_price)} (${usdCents(f.contract_price_per_watt)}/W)`);
  else expect(flat).toContain(`Contract price ${usdCents(f.contract_price_per_watt)}/W ${usdText(f.contract_price)}`);
  expect(flat).toContain(`System size: ${f.system_size.toLocaleString('en-US')} kW DC`);
  expect(flat).toContain(`First-year production: ${Math.round(f.estimated_year_production).toLocaleString('en-US')} kWh`);
  expect(flat).toContain(`PPA rate (year 1): ${rateText(f.ppa_rate)}`);
  expect(flat).toContain(`PPA escalator: ${f.ppa_escalator} % per year`);
  expect(flat).toContain(`Utility rate (year 1): ${rateText(f.utility_rate)}`);
  expect(flat).toContain(`Year 1 savings: ${usdText(f.year_1_savings)}`);
  expect(flat).toContain(`Year 25 cumulative savings: ${usdText(f.year_25_cumulative_savings)}`);
}

/** Every figure the customer's web page shows of the deal. */
async function expectWebPageSays(proposalId: number, f: Figures) {
  const made = await as().post(`/api/proposal/${proposalId}/link/`, {});
  expect(made.status).toBe(201);
  const page = await app.inject({ method: 'GET', url: made.body.link.url.replace(/^https?:\/\/[^/]+/, '') });
  expect(page.statusCode).toBe(200);
  const html = page.body.replace(/&#36;|&#x24;/g, '$');
  const fact = (label: string, value: string) => expect(html).toContain(`<span>${label}</span><strong>${value}</strong>`);
  fact('System size', `${f.system_size.toLocaleString('en-US')} kW DC`);
  fact('Yearly production', `${Math.round(f.estimated_year_production).toLocaleString('en-US')} kWh`);
  fact('EPC price', usdText(f.contract_price));
  fact('Price per watt', `${usdCents(f.contract_price_per_watt)}/W`);
  fact('PPA rate (year 1)', rateText(f.ppa_rate));
  fact('PPA escalator', `${f.ppa_escalator} % per year`);
  fact('25-year savings', usdText(f.year_25_cumulative_savings));
  expect(html).toContain(`${usdText(f.year_25_cumulative_savings)} in total, ${usdText(f.year_1_savings)} in the first year`);
}

describe('one price on every surface', () => {
  for (const fixture of ONE_PRICE_FIXTURES) {
    it(fixture.name, async () => {
      const lead = await insertLead(fixture);
      const stored = (await app.ctx.db.query('SELECT * FROM leads WHERE id = $1', [lead])).rows[0];

      // Before any proposal: the header prices the lead's values with the preview's function, said so.
      const estimate = await header(lead);
      expect(estimate).toMatchObject({ source: 'lead', proposal: null, generated: false });
      const fromLead = figuresOf(estimate);
      expect(fromLead).toEqual(priceDeal(stored, {}));
      for (const k of FIGURES) expect(Number.isFinite(fromLead[k]), k).toBe(true);

      // Generate proposal, priced from the lead's values: the header, the PDF and the web page say what the header said.
      const marketing = await as().post('/api/proposal/', { lead, proposal_type: 0, need_customization: false });
      expect(marketing.status).toBe(201);
      await app.ctx.jobs.drain();
      const generated = (await as().get(`/api/proposal/${marketing.body.id}/`)).body;
      expect(generated.proposal_status).toBe(1);
      const afterGenerate = await header(lead);
      expect(afterGenerate).toMatchObject({ source: 'proposal', proposal: marketing.body.id, generated: true });
      expect(figuresOf(afterGenerate)).toEqual(fromLead);
      await expectPdfSays(generated.pdf_file, fromLead, 'proposal');
      await expectWebPageSays(marketing.body.id, fromLead);

      // A quote from the lead's values prints the same price.
      const quote = await as().post('/api/quote/', { lead, quote_type: 'standard', values: {} });
      expect(quote.status).toBe(201);
      await as().post('/api/generate_quote/', { quote_pk: quote.body.id });
      await app.ctx.jobs.drain();
      const quoted = (await as().get(`/api/quote/${quote.body.id}/`)).body;
      await expectPdfSays(quoted.pdf_file, fromLead, 'quote');

      // A proposal with its own values, made active: priced before it is generated as the preview
      // prices those values; once generated, the header, its PDF and its web page agree.
      const custom = await as().post('/api/proposal/', { lead, proposal_type: 1, need_customization: false, values: fixture.values });
      expect(custom.status).toBe(201);
      expect((await as().patch(`/api/proposal/${custom.body.id}/`, { is_active: true })).status).toBe(200);
      const pending = await header(lead);
      expect(pending).toMatchObject({ source: 'proposal', proposal: custom.body.id, generated: false });
      const fromValues = figuresOf(pending);
      expect(fromValues).toEqual(priceDeal(stored, fixture.values));
      expect(fromValues.contract_price).not.toBe(fromLead.contract_price);
      await as().post('/api/proposal_generate/', { proposal_pk: custom.body.id });
      await app.ctx.jobs.drain();
      const customGenerated = (await as().get(`/api/proposal/${custom.body.id}/`)).body;
      expect(customGenerated.proposal_status).toBe(1);
      const final = await header(lead);
      expect(final).toMatchObject({ source: 'proposal', proposal: custom.body.id, generated: true });
      expect(figuresOf(final)).toEqual(fromValues);
      await expectPdfSays(customGenerated.pdf_file, fromValues, 'proposal');
      await expectWebPageSays(custom.body.id, fromValues);
    });
  }

  it('a generated proposal keeps its figures on the header after the lead changes (as its PDF and page do)', async () => {
    const lead = await insertLead(ONE_PRICE_FIXTURES[0]);
    const created = await as().post('/api/proposal/', { lead, proposal_type: 0, need_customization: false });
    await app.ctx.jobs.drain();
    const before = figuresOf(await header(lead));
    await app.ctx.db.query(`UPDATE leads SET project_info = project_info || '{"avoided_cost": 0.31}'::jsonb WHERE id = $1`, [lead]);
    expect(figuresOf(await header(lead))).toEqual(before);
    const generated = (await as().get(`/api/proposal/${created.body.id}/`)).body;
    await expectPdfSays(generated.pdf_file, before, 'proposal');
  });

  it('a lead enrichment never reached is priced on its own site: the ZIP\'s utility rate and the site\'s kWh/kW, on every surface', async () => {
    // Before: no avoided cost and no production on the lead meant California's table rate
    // ($0.24, "region CA") and the latitude band's 1,400 kWh/kW for a Columbus, Ohio warehouse.
    const ohio: OnePriceFixture = {
      ...ONE_PRICE_FIXTURES[0], name: 'OH, never enriched',
      lead: { property: { site_address: '90 W Broad St, Columbus, OH 43215', latitude: 39.96, longitude: -83.0 }, project_info: { system_size: 300 }, design_data: {} },
    };
    const lead = await insertLead(ohio);
    const economics = (await as().get(`/api/lead/${lead}/economics/`)).body;
    expect(economics.rate.rate_source).toBe('utility_table');
    const f = await header(lead);
    expect(f.utility_rate).toBe(economics.rate.commercial_rate);
    expect(f.utility_rate).not.toBe(0.24);
    expect(f.estimated_year_production).toBe(Math.round(300 * economics.production.annual_kwh_per_kw));
    expect(f.estimated_year_production).not.toBe(300 * 1400);
    // The proposal and its PDF say the same, with the rate's source (the utility table, not "region CA").
    const made = await as().post('/api/proposal/', { lead, proposal_type: 0, need_customization: false });
    expect(made.status).toBe(201);
    await app.ctx.jobs.drain();
    const generated = (await as().get(`/api/proposal/${made.body.id}/`)).body;
    await expectPdfSays(generated.pdf_file, figuresOf(f), 'proposal');
    const { text } = await pdfText((await downloadMedia(app, world.userA.token, generated.pdf_file)).body);
    expect(text.replace(/\s+/g, ' ')).toContain(economics.utility.name);
  });
});
