import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ESTIMATE_MODEL } from '../src/domain/enrichment.js';
import { siteEconomics } from '../src/domain/site-economics.js';
import { createTestApi, makeWorld, type World } from './harness.js';

/**
 * Issue 25, item 8: migration 017 queues a re-estimate of every lead whose figures came from the old
 * estimator (four states' flat rates, $0.16 elsewhere, latitude bands); the job recomputes only what
 * enrichment filled, keeps every value a user typed, and leaves the lead's update time alone.
 */
const migration = (name: string) => fs.readFileSync(path.join(path.dirname(fileURLToPath(import.meta.url)), '../src/db/migrations', name), 'utf8');
const MIGRATION = migration('017_reestimate_site_economics.sql');
/** Migration 026: leads of the first site-economics model (stations alone) move to the PRISM grid. */
const GRID_MIGRATION = migration('026_reestimate_solar_grid.sql');

let app: Awaited<ReturnType<typeof createTestApi>>;
let world: World;
beforeAll(async () => { app = await createTestApi(); world = await makeWorld(app); });
afterAll(async () => app?.cleanup());

/** A lead as the old estimator left it: an Akron site priced at $0.16/kWh and 1,400 kWh/kW (the 38–42° band). */
async function oldLead(opts: { typedRate?: number; intake?: object } = {}) {
  const property: Record<string, unknown> = {
    site_address: '1 Cascade Plz, Akron, OH 44308', latitude: 41.0796, longitude: -81.5194, location_precision: 'zip',
    building_size: 40000, utility_rate_schedule: 'GS-Secondary',
    rooftop_solar_area: 24000, rooftop_solar_capacity: 360, calculated_system_size: 360, calculated_system_production: 504000,
    estimated_epc_cost: 684000, solar_cost: 684000, annual_consumption: 655200, energy_consumption_estimate: 655200,
    pre_solar_annual_utility_cost: 104832, avoided_cost: opts.typedRate ?? 0.16,
  };
  const estimatedProperty = ['location_precision', 'rooftop_solar_area', 'rooftop_solar_capacity', 'calculated_system_size', 'calculated_system_production',
    'estimated_epc_cost', 'solar_cost', 'annual_consumption', 'energy_consumption_estimate', 'pre_solar_annual_utility_cost', ...(opts.typedRate ? [] : ['avoided_cost'])];
  const projectInfo = { system_size: 300, estimated_year_production: 504000, epc_price: 684000, install_type: 'Rooftop', avoided_cost: opts.typedRate ?? 0.16, ess_capacity: 0, ess_size: 0, ess_epc_price: 0 };
  const intake = opts.intake ?? { estimated: { property: estimatedProperty, project_info: ['estimated_year_production', 'epc_price', 'install_type', 'avoided_cost', 'ess_capacity', 'ess_size', 'ess_epc_price'] } };
  const { rows } = await app.ctx.db.query<{ id: number; updated: Date }>(
    `INSERT INTO leads (organization_id, name, property, project_info, intake, enrichment_status, updated) VALUES ($1, 'Akron warehouse', $2, $3, $4, 'completed', now() - interval '3 days') RETURNING id, updated`,
    [world.orgA, JSON.stringify(property), JSON.stringify(projectInfo), JSON.stringify(intake)]);
  return rows[0];
}
const row = async (id: number) => (await app.ctx.db.query<any>('SELECT property, project_info, intake, enrichment_status, updated FROM leads WHERE id = $1', [id])).rows[0];

describe('migration 017: re-estimating leads of the old model', () => {
  it('recomputes the estimates with the site\'s utility and sun, keeps what the user typed, queues each lead once', async () => {
    const old = await oldLead();
    const typed = await oldLead({ typedRate: 0.2 });
    const current = await oldLead({ intake: { estimated: { property: ['avoided_cost'], project_info: [] }, estimate_model: 'site-economics-1' } });
    const noEstimates = await oldLead({ intake: {} });
    await app.ctx.db.query(MIGRATION);
    const queued = (await app.ctx.db.query<{ payload: any }>(`SELECT payload FROM jobs WHERE kind = 'enrich_lead' AND status = 'queued'`)).rows.map((r) => r.payload.lead_id);
    expect(queued.sort()).toEqual([old.id, typed.id].sort());
    await app.ctx.jobs.drain();

    const site = siteEconomics({ zip: '44308', latitude: 41.0796, longitude: -81.5194 })!;
    const rate = Math.round(site.rate!.commercial_rate * 10_000) / 10_000;
    const after = await row(old.id);
    expect(after.property.avoided_cost).toBe(rate);
    expect(after.project_info.avoided_cost).toBe(rate);
    expect(after.property.utility_name).toBe('Ohio Edison Co');
    expect(after.property.calculated_system_production).toBe(Math.round(360 * site.production!.annual_kwh_per_kw));
    expect(after.property.calculated_system_production).not.toBe(504000);
    // What the user typed stays: building size, rate schedule, system size; the lead was not "updated" by anyone.
    expect(after.property).toMatchObject({ building_size: 40000, utility_rate_schedule: 'GS-Secondary', rooftop_solar_capacity: 360 });
    expect(after.project_info.system_size).toBe(300);
    expect(after.intake.estimate_model).toBe(ESTIMATE_MODEL);
    expect(after.enrichment_status).toBe('completed');
    expect(after.updated.getTime()).toBe(old.updated.getTime());

    // A rate the user typed is theirs: kept, while the production estimate moves.
    const keptRate = await row(typed.id);
    expect(keptRate.property.avoided_cost).toBe(0.2);
    expect(keptRate.project_info.avoided_cost).toBe(0.2);
    expect(keptRate.property.calculated_system_production).toBe(after.property.calculated_system_production);

    // Leads of the new model, and leads without a record of what was estimated, are left alone.
    expect((await row(current.id)).property.avoided_cost).toBe(0.16);
    expect((await row(noEstimates.id)).property.avoided_cost).toBe(0.16);

    // Run again (a migration runs once; its jobs may still meet a lead twice): a lead already on
    // today's model is left exactly as it is.
    // (an estimated value changed by hand shows whether the job estimated again)
    await app.ctx.db.query(`UPDATE leads SET property = property || '{"calculated_system_production": 1}' WHERE id = $1`, [old.id]);
    await app.ctx.db.query(MIGRATION);
    await app.ctx.jobs.drain();
    expect((await row(old.id)).property).toEqual({ ...after.property, calculated_system_production: 1 });
  });
});

describe('migration 026: re-estimating leads of the first site-economics model on the PRISM grid', () => {
  const queued = async () => (await app.ctx.db.query<{ payload: any }>(`SELECT payload FROM jobs WHERE kind = 'enrich_lead' AND status = 'queued'`)).rows.map((r) => r.payload.lead_id);

  it('queues leads of site-economics-1 once (not those already waiting or already on the grid), keeps typed values', async () => {
    const stationsOnly = await oldLead({ typedRate: 0.2, intake: { estimated: { property: ['calculated_system_production'], project_info: [] }, estimate_model: 'site-economics-1' } });
    const onGrid = await oldLead({ intake: { estimated: { property: ['calculated_system_production'], project_info: [] }, estimate_model: ESTIMATE_MODEL } });
    const waiting = await oldLead();
    await app.ctx.db.query(`INSERT INTO jobs (kind, payload) VALUES ('enrich_lead', jsonb_build_object('lead_id', $1::int, 'reestimate', true))`, [waiting.id]);
    await app.ctx.db.query(GRID_MIGRATION);
    const ids = await queued();
    expect(ids.filter((id: number) => id === stationsOnly.id)).toHaveLength(1);
    expect(ids.filter((id: number) => id === waiting.id)).toHaveLength(1);
    expect(ids).not.toContain(onGrid.id);
    await app.ctx.jobs.drain();

    const site = siteEconomics({ zip: '44308', latitude: 41.0796, longitude: -81.5194 })!;
    const after = await row(stationsOnly.id);
    expect(after.intake.estimate_model).toBe(ESTIMATE_MODEL);
    expect(after.property.calculated_system_production).toBe(Math.round(360 * site.production!.annual_kwh_per_kw));
    expect(after.property.avoided_cost).toBe(0.2);
    expect(after.updated.getTime()).toBe(stationsOnly.updated.getTime());
    expect((await row(onGrid.id)).property.calculated_system_production).toBe(504000);

    await app.ctx.db.query(GRID_MIGRATION);
    expect(await queued()).toHaveLength(0);
  });
});
