import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PREVIEW_FIXTURES } from '../../shared/pricing/fixtures.js';
import { client, createTestApi, makeWorld, type World } from './harness.js';

/**
 * Issue 15: the web's proposal and quote dialogs preview the figures with shared/pricing before
 * Create. These fixtures go through the quote routes here and through the web's preview in
 * web/src/screens/LeadPage/deals/shared/preview.test.ts; both assert the same numbers.
 */
let app: Awaited<ReturnType<typeof createTestApi>>;
let world: World;
beforeAll(async () => { app = await createTestApi(); world = await makeWorld(app); });
afterAll(async () => app?.cleanup());

async function insertLead(lead: (typeof PREVIEW_FIXTURES)[number]['lead']): Promise<number> {
  const { rows } = await app.ctx.db.query<{ id: number }>(
    `INSERT INTO leads (organization_id, name, customer, property, project_info) VALUES ($1, 'Preview fixture', '{}'::jsonb, $2::jsonb, $3::jsonb) RETURNING id`,
    [world.orgA, JSON.stringify(lead.property), JSON.stringify(lead.project_info)]);
  return rows[0].id;
}

describe('the preview fixtures through the quote routes', () => {
  for (const fixture of PREVIEW_FIXTURES) {
    it(fixture.name, async () => {
      const lead = await insertLead(fixture.lead);
      const as = client(app, world.userA.token);
      const created = await as.post('/api/quote/', { lead, quote_type: fixture.quote_type, values: fixture.values });
      expect(created.status).toBe(201);
      await as.post('/api/generate_quote/', { quote_pk: created.body.id });
      await app.ctx.jobs.drain();
      const data = (await as.get(`/api/quote/${created.body.id}/`)).body.quote_data;
      const e = fixture.expected;
      expect(data.pricing).toMatchObject({ contract_price: e.contract_price, contract_price_per_watt: e.contract_price_per_watt, ppa_rate: e.ppa_rate });
      expect(data.system_savings_).toMatchObject({ year_1_savings: e.year_1_savings, year_25_cumulative_savings: e.year_25_cumulative_savings });
      if (fixture.quote_type === 'pace') {
        expect(data.pace).toMatchObject({ financed_amount: e.financed_amount, annual_assessment: e.annual_assessment, year_25_cumulative_net: e.year_25_cumulative_net });
      }
    });
  }
});
