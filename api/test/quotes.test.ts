import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { client, createTestApi, makeWorld, type World } from './harness.js';
import { downloadMedia, insertLead, pdfText, rateText, usdText } from './documents-fixtures.js';
import { NO_PACE_PROGRAM } from '../../shared/pricing/pace-programs.js';

let app: Awaited<ReturnType<typeof createTestApi>>;
let world: World;
let lead: number;
beforeAll(async () => { app = await createTestApi(); world = await makeWorld(app); lead = await insertLead(app, world.orgA); });
afterAll(async () => app?.cleanup());

const as = (actor: { token: string }) => client(app, actor.token);

// 100 kW, $250,000 EPC + $0.30/W × 100,000 W profit = $280,000 contract price.
const values = { system_size: 100, estimated_year_production: 150_000, epc_price: 250_000, epc_price_unit: '$', pricing_basis: 'Given Profit Per Watt', pricing_value: 0.3, utility_rate: 0.25 };

describe('quotes', () => {
  it('creates and generates a standard quote whose PDF shows the pricing, PPA rate and savings', async () => {
    const created = await as(world.userA).post('/api/quote/', { lead, quote_type: 'standard', ...values });
    expect(created.status).toBe(201);
    expect(created.body).toMatchObject({ lead, quote_type: 'standard', status: 0 });
    const queued = await as(world.userA).post('/api/generate_quote/', { quote_pk: created.body.id });
    expect(queued.status).toBe(200);
    expect(queued.body.status).toBe(2);
    await app.ctx.jobs.drain();
    const quote = await as(world.userA).get(`/api/quote/${created.body.id}/`);
    expect(quote.body.status).toBe(1);
    const data = quote.body.quote_data;
    expect(data.pricing).toMatchObject({ epc_cost: 250_000, profit: 30_000, contract_price: 280_000 });
    expect(data.pace).toBeNull();
    const pdf = await downloadMedia(app, world.userA.token, quote.body.pdf_file);
    const { pages, text } = await pdfText(pdf.body);
    expect(pages).toBeGreaterThan(0);
    expect(text).toContain(usdText(data.system_savings_.year_25_cumulative_savings));
    expect(text).toContain(rateText(data.assumptions.ppa_rate));
    expect(text).toContain('$280,000');
    expect(text).toContain('Pricing breakdown');
  });

  it('finances a PACE quote: financed amount and yearly assessment by hand, beside the cash flow', async () => {
    // C = 280,000 + 20,000 roof = 300,000; CSCDA fee 2 % × C + 1,500 = 7,500; roof only: + 3 % × 20,000 = 600
    // F = 308,100; at 0 % over 10 years A = 30,810
    const created = await as(world.userA).post('/api/quote/', {
      lead, quote_type: 'pace', values: { ...values, program: 'CSCDA', bond_discount_mode: 'roof only', roof_cost: 20_000, term_years: 10, interest_rate: 0 },
    });
    expect(created.status).toBe(201);
    await as(world.userA).post('/api/generate_quote/', { quote_pk: created.body.id });
    await app.ctx.jobs.drain();
    const quote = await as(world.userA).get(`/api/quote/${created.body.id}/`);
    const pace = quote.body.quote_data.pace;
    expect(pace).toMatchObject({ program: 'CSCDA', eligible_cost: 300_000, program_fee: 7_500, financed_amount: 308_100, annual_assessment: 30_810, term_years: 10 });
    expect(pace.cash_flow[0]).toMatchObject({ year: 1, savings: 37_500, assessment: 30_810, net: 6_690 });
    const { text } = await pdfText((await downloadMedia(app, world.userA.token, quote.body.pdf_file)).body);
    expect(text).toContain('Financed amount: $308,100');
    expect(text).toContain('Yearly assessment: $30,810');
    // The owner buys the system: its savings and net, never a PPA's rate and savings beside them (issue 25).
    const flat = text.replace(/\s+/g, ' ');
    expect(flat).toContain(`Year 1 utility bill savings: ${usdText(37_500)}`);
    expect(flat).toContain(`Owner's 25-year net cash flow after assessments: ${usdText(pace.year_25_cumulative_net)}`);
    expect(flat).toContain('System price');
    expect(flat).not.toContain('PPA rate');
    expect(flat).not.toContain('Year 25 cumulative savings');
    expect(flat).not.toContain(rateText(quote.body.quote_data.assumptions.ppa_rate));
  });

  it('defaults the PACE term and rate (20 years, 6.5 %) when only the program is given', async () => {
    const created = await as(world.userA).post('/api/quote/', { lead, quote_type: 'pace', program: 'WRCOG' });
    expect(created.status).toBe(201);
    await as(world.userA).post('/api/generate_quote/', { quote_pk: created.body.id });
    await app.ctx.jobs.drain();
    const pace = (await as(world.userA).get(`/api/quote/${created.body.id}/`)).body.quote_data.pace;
    expect(pace).toMatchObject({ program: 'WRCOG', term_years: 20, interest_rate: 6.5 });
    expect(pace.annual_assessment).toBeCloseTo(pace.financed_amount * 0.065 / (1 - 1.065 ** -20), 1);
  });

  it('answers invalid values with per-field messages and creates nothing', async () => {
    const before = (await app.ctx.db.query('SELECT count(*)::int AS n FROM quotes')).rows[0].n;
    const pace = await as(world.userA).post('/api/quote/', { lead, quote_type: 'pace', bond_discount_mode: 'roof only' });
    expect(pace.status).toBe(400);
    expect(Object.keys(pace.body).sort()).toEqual(['program', 'roof_cost']);
    const typed = await as(world.userA).post('/api/quote/', { lead, quote_type: 'lease', term_years: 40, storage: '8-hour', system_size: 'big' });
    expect(typed.status).toBe(400);
    expect(Object.keys(typed.body).sort()).toEqual(['quote_type', 'storage', 'system_size', 'term_years']);
    const storage = await as(world.userA).post('/api/quote/', { lead, storage: '2-hour' });
    expect(storage.status).toBe(400);
    expect(storage.body.ess_capacity[0]).toMatch(/ESS capacity/);
    expect((await as(world.userA).post('/api/quote/', { lead: 424242 })).status).toBe(404);
    expect((await app.ctx.db.query('SELECT count(*)::int AS n FROM quotes')).rows[0].n).toBe(before);
  });

  it('refuses a PACE quote whose program does not serve the site\'s state, and creates nothing (issue 37)', async () => {
    // An Ohio building: the comparison offers no PACE there, so no California program may finance it.
    const ohio = await insertLead(app, world.orgA, { name: 'Akron Warehouse', property: { site_address: '1 Cascade Plaza, Akron, OH 44308', latitude: 41.08, longitude: -81.52 } });
    const before = (await app.ctx.db.query('SELECT count(*)::int AS n FROM quotes WHERE lead_id = $1', [ohio])).rows[0].n;
    const refused = await as(world.userA).post('/api/quote/', { lead: ohio, quote_type: 'pace', values: { ...values, program: 'WRCOG' } });
    expect(refused.status).toBe(400);
    expect(refused.body.program).toEqual([NO_PACE_PROGRAM.wrongState('WRCOG', 'OH')]);
    expect((await app.ctx.db.query('SELECT count(*)::int AS n FROM quotes WHERE lead_id = $1', [ohio])).rows[0].n).toBe(before);
    // A standard quote for the same site is still fine: only the program is refused.
    expect((await as(world.userA).post('/api/quote/', { lead: ohio, quote_type: 'standard', ...values })).status).toBe(201);
  });

  it('a PACE quote whose site moved out of its program\'s state cannot be generated (issue 37)', async () => {
    const moving = await insertLead(app, world.orgA, { name: 'Moving Site' });
    const created = await as(world.userA).post('/api/quote/', { lead: moving, quote_type: 'pace', values: { ...values, program: 'CSCDA' } });
    expect(created.status).toBe(201);
    await app.ctx.db.query(`UPDATE leads SET property = $2::jsonb WHERE id = $1`, [moving, JSON.stringify({ site_address: '100 Main St, Houston, TX 77002', latitude: 29.76, longitude: -95.36 })]);
    const queued = await as(world.userA).post('/api/generate_quote/', { quote_pk: created.body.id });
    expect(queued.status).toBe(400);
    expect(queued.body.program).toEqual([NO_PACE_PROGRAM.wrongState('CSCDA', 'TX')]);
  });

  it('changes values; a generated quote goes back to Requested', async () => {
    const created = await as(world.userA).post('/api/quote/', { lead, ...values });
    await as(world.userA).post('/api/generate_quote/', { quote_pk: created.body.id });
    await app.ctx.jobs.drain();
    const patched = await as(world.userA).patch(`/api/quote/${created.body.id}/`, { escalator: 3, pricing_value: 0.4 });
    expect(patched.status).toBe(200);
    expect(patched.body).toMatchObject({ status: 0, values: { escalator: 3, pricing_value: 0.4 } });
    const bad = await as(world.userA).patch(`/api/quote/${created.body.id}/`, { pricing_basis: 'Use MarkUp Percent', pricing_value: 500 });
    expect(bad.status).toBe(400);
    expect(bad.body.pricing_value).toBeTruthy();
  });

  it('keeps organization B out of organization A quotes', async () => {
    const created = await as(world.userA).post('/api/quote/', { lead, ...values });
    const id = created.body.id;
    expect((await as(world.userB).get(`/api/quote/${id}/`)).status).toBe(404);
    expect((await as(world.adminB).patch(`/api/quote/${id}/`, { escalator: 3 })).status).toBe(404);
    expect((await as(world.userB).post('/api/generate_quote/', { quote_pk: id })).status).toBe(404);
    expect((await as(world.userB).post('/api/quote/', { lead, ...values })).status).toBe(404);
    expect((await as(world.viewerA).patch(`/api/quote/${id}/`, { escalator: 3 })).status).toBe(403);
    expect((await as(world.superAdmin).get(`/api/quote/${id}/`)).status).toBe(200);
  });
});
