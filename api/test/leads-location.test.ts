import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MESSAGES } from '../src/messages.js';
import { client, createTestApi, makeWorld, SAMPLE, type World } from './harness.js';

/** Issue 12: where a lead is, how precisely, and estimates that never rest on an invented place. */
let app: Awaited<ReturnType<typeof createTestApi>>;
let world: World;
beforeAll(async () => { app = await createTestApi(); world = await makeWorld(app); });
afterAll(async () => app?.cleanup());

const api = () => client(app, world.userA.token);
const create = async (property: Record<string, unknown>) => {
  const res = await api().post('/api/lead/', { name: 'Site', property });
  expect(res.status, JSON.stringify(res.body)).toBe(201);
  return res.body;
};
const lead = async (id: number) => (await api().get(`/api/lead/${id}/`)).body;
const status = async (id: number) => (await api().get(`/api/lead_enrichment_status/${id}/`)).body;

describe('placing a lead (issue 12)', () => {
  it('an address typed by hand, outside the old 60-city table, is placed at ZIP level with its county', async () => {
    const created = await create({ site_address: '735 Anacapa St, Santa Barbara, CA 93101' });
    expect(created.property).toMatchObject({ location_precision: 'zip', county: 'Santa Barbara', latitude: expect.any(Number), longitude: expect.any(Number) });
    expect(created.property.latitude).toBeCloseTo(34.42, 1);
  });

  it('a city without ZIP is placed at city level; two streets of a city with different ZIPs get different places', async () => {
    expect((await create({ site_address: 'Chico, CA' })).property).toMatchObject({ location_precision: 'city' });
    const a = await create({ site_address: '2150 S Cherry Ave, Fresno, CA 93721' });
    const b = await create({ site_address: '5350 N Blackstone Ave, Fresno, CA 93710' });
    expect([a.property.latitude, a.property.longitude]).not.toEqual([b.property.latitude, b.property.longitude]);
  });

  it('coordinates the user placed are kept with their precision', async () => {
    const created = await create({ site_address: '130 S Galena St, Aspen, CO 81611', latitude: 39.1905, longitude: -106.8185, location_precision: 'rooftop' });
    expect(created.property).toMatchObject({ latitude: 39.1905, longitude: -106.8185, location_precision: 'rooftop', county: 'Pitkin' });
  });

  it('a pin far from the place the address names is flagged with the distance; moving it back clears the flag; the state is kept', async () => {
    const created = await create({ site_address: '200 E Colfax Ave, Denver, CO 80203', latitude: 41.764, longitude: -72.682, location_precision: 'rooftop' });
    expect(created.property).toMatchObject({ state: 'CO', latitude: 41.764 });
    expect(created.property.location_mismatch_km).toBeGreaterThan(2500);
    const moved = await api().patch(`/api/update_lead/${created.id}/`, { property: { latitude: 39.7403, longitude: -104.9848, location_precision: 'rooftop' } });
    expect(moved.body.property).toMatchObject({ location_mismatch_km: null, state: 'CO', location_precision: 'rooftop' });
    // A pin within the ZIP's area is no mismatch, nor is an address placed by the api itself.
    // (A new lead leaves out what is null.)
    expect((await create({ site_address: 'Aspen, CO 81611', latitude: 39.19, longitude: -106.82 })).property.location_mismatch_km ?? null).toBeNull();
    const placedByApi = (await create({ site_address: '735 Anacapa St, Santa Barbara, CA 93101' })).property;
    expect(placedByApi.location_mismatch_km ?? null).toBeNull();
    expect(placedByApi.state).toBe('CA');
  });

  it('an address nobody can place gets no coordinates, fails enrichment with the reason, and no figures', async () => {
    const created = await create({ site_address: 'Nowhere' });
    expect(created.property.latitude).toBeUndefined();
    await app.ctx.jobs.drain();
    expect(await status(created.id)).toEqual({ status: 'failed', failure_reason: MESSAGES.addressNotFound, enriched_data: null });
    const after = await lead(created.id);
    expect(after.property).not.toHaveProperty('rooftop_solar_capacity');
    expect(after.project_info ?? {}).not.toHaveProperty('system_size');
  });

  it('an estimate carries the precision it rests on', async () => {
    const created = await create({ site_address: 'Aspen, CO' });
    await app.ctx.jobs.drain();
    const done = await status(created.id);
    expect(done).toMatchObject({ status: 'completed', failure_reason: null, enriched_data: { location_precision: 'city' } });
  });

  it("editing the address moves the lead and re-enriches it; the user's own values stay", async () => {
    const created = await create({ site_address: '200 E Colfax Ave, Denver, CO 80203', building_size: 30000 });
    await app.ctx.jobs.drain();
    const denver = await lead(created.id);
    expect(denver.enrichment_status).toBe('completed');
    const res = await api().patch(`/api/update_lead/${created.id}/`, { property: { site_address: '210 Capitol Ave, Hartford, CT 06106' } });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body.enrichment_status).toBe('pending');
    expect(res.body.property).toMatchObject({ location_precision: 'zip', county: 'Capitol Region', building_size: 30000 });
    expect(res.body.property.latitude).toBeCloseTo(41.76, 1);
    expect(res.body.property).not.toHaveProperty('avoided_cost');
    await app.ctx.jobs.drain();
    const hartford = await lead(created.id);
    expect(hartford.enrichment_status).toBe('completed');
    // Hartford's utility's commercial rate (Connecticut Light & Power, 0.1777 $/kWh in the utility table), not
    // Denver's (Public Service Co of Colorado, 0.0961): the estimate was made again (issue 25: the site's utility, not a state table).
    expect(hartford.property.avoided_cost).toBe(0.1777);
    expect(hartford.property.utility_name).toBe('Connecticut Light & Power Co');
    expect(denver.property.avoided_cost).toBe(0.0961);
    expect(hartford.property.building_size).toBe(30000);
  });

  it('an edit that keeps the address and the pin does not re-enrich', async () => {
    const created = await create({ site_address: 'Boise, ID' });
    await app.ctx.jobs.drain();
    const res = await api().patch(`/api/update_lead/${created.id}/`, { property: { project_notes: 'Flat roof' } });
    expect(res.body.enrichment_status).toBe('completed');
  });
});

describe('GET /geocode/ and /counties/', () => {
  it.each(['%00', '%00Aspen', '%ED%A0%80', '%F0%9F%8C%9E%20Aspen', '%FF', '%E2%80%AE Aspen', 'x'.repeat(5000)])('what a careless or hostile client sends (%s) answers 200 or 400, never 5xx', async (q) => {
    const res = await api().get(`/api/geocode/?q=${q}`);
    expect([200, 400]).toContain(res.status);
    if (res.status === 200) expect(Array.isArray(res.body)).toBe(true);
  });

  it('suggests from the offline index, signed in only, and bounds its input', async () => {
    const res = await api().get(`/api/geocode/?q=${encodeURIComponent('809 Center St, Santa Cruz, CA 95060')}&limit=3`);
    expect(res.status).toBe(200);
    expect(res.body[0]).toMatchObject({ label: '809 Center St, Santa Cruz, CA 95060', precision: 'zip', county: 'Santa Cruz', street_number: '809', street_name: 'Center St' });
    expect((await client(app).get('/api/geocode/?q=Fresno')).status).toBe(401);
    expect((await api().get(`/api/geocode/?q=${'x'.repeat(201)}`)).status).toBe(400);
    expect((await api().get('/api/geocode/?q=Fresno&limit=99')).status).toBe(400);
    expect((await api().get('/api/geocode/?q=Nowhere')).body).toEqual([]);
  });

  it('lists the counties of a state', async () => {
    const res = await api().get('/api/counties/?state=ri');
    expect(res.body).toEqual({ state: 'RI', counties: ['Bristol', 'Kent', 'Newport', 'Providence', 'Washington'] });
    expect((await api().get('/api/counties/?state=ZZ')).body.counties).toEqual([]);
  });
});

describe('bulk and prospect results never invent a place', () => {
  it('a prospect row that is not an address is not placed and carries no facts', async () => {
    const { prospectProperty } = await import('../src/domain/prospect.js');
    expect(prospectProperty('not an address at all')).toEqual({
      address: 'not an address at all', placed: false, location_precision: null, owner_type: null, building_size: null, property_use: null, total_assessed_value: null,
    });
    void SAMPLE;
  });
});

describe('survey dates a user can mean (issue 12)', () => {
  it('refuses a survey date more than a year before the lead or more than two years ahead, on its field', async () => {
    const created = await create({ site_address: 'Boise, ID' });
    const { surveyWindow } = await import('../src/domain/survey-window.js');
    const { from, to } = surveyWindow(new Date());
    const typo = await api().patch(`/api/update_lead/${created.id}/`, { design_data: { survey_scheduled_date: '2062-05-01' } });
    expect(typo.status).toBe(400);
    expect(typo.body['design_data.survey_scheduled_date']).toEqual([MESSAGES.surveyDateOutside(from, to)]);
    expect((await api().patch(`/api/update_lead/${created.id}/`, { design_data: { survey_complete_date: '1926-05-01' } })).status).toBe(400);
    const proposal = await api().post('/api/proposal/', { lead: created.id, proposal_type: 1, survey_scheduled_date: '2099-01-01' });
    expect(proposal.body.survey_scheduled_date).toEqual([MESSAGES.surveyDateOutside(from, to)]);
    expect((await lead(created.id)).lead_status).toBe(0);
    const ok = await api().patch(`/api/update_lead/${created.id}/`, { design_data: { survey_scheduled_date: to } });
    expect(ok.status).toBe(200);
    expect(ok.body.lead_status).toBe(4);
  });
});

describe('reached stages (issue 12)', () => {
  it('records each stage actually reached, so the ones jumped over read as skipped', async () => {
    const created = await create({ site_address: 'Pierre, SD' });
    expect(created.reached_stages).toEqual([0]);
    const { surveyWindow } = await import('../src/domain/survey-window.js');
    const res = await api().patch(`/api/update_lead/${created.id}/`, { design_data: { survey_scheduled_date: surveyWindow(new Date()).to } });
    expect(res.body).toMatchObject({ lead_status: 4, reached_stages: [0, 4] });
  });

  it('leads from before the history count every stage up to theirs', async () => {
    const { rows } = await app.ctx.db.query<{ id: number }>(
      `INSERT INTO leads (organization_id, name, lead_status, property) VALUES ($1, 'Old', 3, '{"site_address":"Boise, ID"}') RETURNING id`, [world.orgA]);
    await app.ctx.db.query('UPDATE leads SET reached_stages = ARRAY(SELECT generate_series(0, lead_status)) WHERE id = $1', [rows[0].id]);
    expect((await lead(rows[0].id)).reached_stages).toEqual([0, 1, 2, 3]);
  });
});
