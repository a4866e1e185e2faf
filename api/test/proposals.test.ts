import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MESSAGES } from '../src/messages.js';
import { client, createTestApi, makeWorld, SAMPLE, type World } from './harness.js';
/** A survey date inside the window the api accepts (a year before the lead to two years ahead). */
const SURVEY_DAY = new Date(Date.now() + 30 * 86_400_000).toISOString().slice(0, 10);
import { downloadMedia, insertLead, leadRow, pdfText, rateText, usdText } from './documents-fixtures.js';

let app: Awaited<ReturnType<typeof createTestApi>>;
let world: World;
beforeAll(async () => { app = await createTestApi(); world = await makeWorld(app); });
afterAll(async () => app?.cleanup());

const as = (actor: { token: string }) => client(app, actor.token);

describe('creating and generating proposals', () => {
  it('generates a marketing proposal right away: PDF with the savings table, lead at stage 1', async () => {
    const lead = await insertLead(app, world.orgA);
    const created = await as(world.userA).post('/api/proposal/', { lead, proposal_type: 0, need_customization: false, escalator: 3 });
    expect(created.status).toBe(201);
    expect(created.body).toMatchObject({ lead, proposal_type: 0, proposal_status: 2, is_active: true, request_proposal: false, installation_name: 'Fresno Cold Storage' });
    expect(await app.ctx.jobs.drain()).toBe(1);

    const got = await as(world.userA).get(`/api/proposal/${created.body.id}/`);
    expect(got.status).toBe(200);
    expect(got.body.proposal_status).toBe(1);
    expect(got.body.date_generated).toBeTruthy();
    const data = got.body.proposal_data;
    expect(data.assumptions).toMatchObject({ ppa_escalator: 3, system_size: 250, estimated_year_production: 400_000, utility_rate: 0.24 });
    expect(data.assumptions.ppa_rate).toBeGreaterThan(0);
    expect(data.cash_flow).toHaveLength(25);
    expect(data.system_savings_.year_25_cumulative_savings).toBe(data.cash_flow[24].cumulative_savings);
    expect(got.body.pricing_inputs).toMatchObject({ system_size: 250, epc_price: 2.2, epc_price_unit: '$/W', region: 'CA' });
    expect((await leadRow(app, lead)).lead_status).toBe(1);

    const pdf = await downloadMedia(app, world.userA.token, got.body.pdf_file);
    expect(pdf.status).toBe(200);
    expect(pdf.type).toBe('application/pdf');
    const { pages, text } = await pdfText(pdf.body);
    expect(pages).toBeGreaterThan(0);
    expect(text).toContain(usdText(data.system_savings_.year_25_cumulative_savings));
    expect(text).toContain(rateText(data.assumptions.ppa_rate));
    expect(text).toContain('Crossover year');
    expect(text).toContain('Year-by-year savings');
  });

  it('refuses bad input with field messages and writes nothing', async () => {
    const lead = await insertLead(app, world.orgA);
    const before = (await app.ctx.db.query('SELECT count(*)::int AS n FROM proposals')).rows[0].n;
    const missing = await as(world.userA).post('/api/proposal/', { proposal_type: 0 });
    expect(missing.status).toBe(400);
    expect(missing.body.lead).toEqual(['This field is required.']);
    const wrong = await as(world.userA).post('/api/proposal/', { lead, proposal_type: 5, escalator: 4, system_type: 'Hovering', installation_name: 'x'.repeat(201) });
    expect(wrong.status).toBe(400);
    expect(Object.keys(wrong.body).sort()).toEqual(['escalator', 'installation_name', 'proposal_type', 'system_type']);
    const bare = await insertLead(app, world.orgA, { projectInfo: {} });
    const unpriced = await as(world.userA).post('/api/proposal/', { lead: bare, proposal_type: 0 });
    expect(unpriced.status).toBe(400);
    expect(unpriced.body.system_size[0]).toMatch(/system size/);
    const perWatt = await as(world.userA).post('/api/proposal/', { lead, proposal_type: 1, epc_price: 500_000, epc_price_unit: '$/W' });
    expect(perWatt.status).toBe(400);
    expect(perWatt.body.epc_price[0]).toMatch(/looks like a total/);
    expect((await as(world.userA).post('/api/proposal/', { lead: 999_999, proposal_type: 0 })).status).toBe(404);
    expect((await app.ctx.db.query('SELECT count(*)::int AS n FROM proposals')).rows[0].n).toBe(before);
  });

  it('keeps a customization request at Requested and locks the lead until an admin unlocks it', async () => {
    const lead = await insertLead(app, world.orgA);
    const requested = await as(world.userA).post('/api/proposal/', { lead, proposal_type: 0, need_customization: true });
    expect(requested.status).toBe(201);
    expect(requested.body).toMatchObject({ proposal_status: 0, request_proposal: true, need_customization: true });
    expect(await app.ctx.jobs.drain()).toBe(0);
    expect((await leadRow(app, lead)).is_proposals_locked).toBe(true);

    const refused = await as(world.userA).post('/api/proposal/', { lead, proposal_type: 1 });
    expect(refused.status).toBe(400);
    expect(refused.body.non_field_errors).toEqual([MESSAGES.proposalsLocked]);

    expect((await as(world.userA).post('/api/unlock_proposal/', { lead_id: lead })).status).toBe(403);
    expect((await as(world.adminB).post('/api/unlock_proposal/', { lead_id: lead })).status).toBe(404);
    const unlocked = await as(world.adminA).post('/api/unlock_proposal/', { lead_id: lead });
    expect(unlocked.status).toBe(200);
    expect(unlocked.body).toMatchObject({ detail: MESSAGES.proposalsUnlocked, is_proposals_locked: false });
    expect((await leadRow(app, lead)).is_proposals_locked).toBe(false);
    expect((await as(world.userA).get(`/api/proposal/${requested.body.id}/`)).body.request_proposal).toBe(false);
    expect((await as(world.userA).post('/api/proposal/', { lead, proposal_type: 1 })).status).toBe(201);
  });

  it('moves the lead to the survey and detailed stages, never backwards', async () => {
    const lead = await insertLead(app, world.orgA);
    const preliminary = await as(world.userA).post('/api/proposal/', { lead, proposal_type: 1, survey_scheduled_date: SURVEY_DAY });
    expect(preliminary.body.proposal_status).toBe(0);
    expect(preliminary.body.survey_scheduled_date).toBe(SURVEY_DAY);
    const row = await leadRow(app, lead);
    expect(row.lead_status).toBe(4);
    expect(row.design_data.survey_scheduled_date).toBe(SURVEY_DAY);
    const queued = await as(world.userA).post('/api/proposal_generate/', { proposal_pk: preliminary.body.id });
    expect(queued.status).toBe(200);
    expect(queued.body.proposal_status).toBe(2);
    await app.ctx.jobs.drain();
    expect((await leadRow(app, lead)).lead_status).toBe(4);
    const detailed = await as(world.userA).post('/api/proposal/', { lead, proposal_type: 2 });
    await as(world.userA).post('/api/proposal_generate/', { proposal_pk: detailed.body.id });
    await app.ctx.jobs.drain();
    expect((await leadRow(app, lead)).lead_status).toBe(5);
    expect((await as(world.userA).post('/api/proposal_generate/', { proposal_pk: 999_999 })).status).toBe(404);
  });

  // Issue 26: the deal header's "Generate preliminary proposal" only requested one (status 0) and a
  // second click made a duplicate. `generate` generates any type now; a second generation of the same
  // type while the first runs is refused (409), also when both arrive at once.
  it('generate: a preliminary or detailed proposal is generated right away, once; a concurrent second is refused', async () => {
    const lead = await insertLead(app, world.orgA);
    const [first, second] = await Promise.all([
      as(world.userA).post('/api/proposal/', { lead, proposal_type: 1, generate: true }),
      as(world.userA).post('/api/proposal/', { lead, proposal_type: 1, generate: true }),
    ]);
    expect([first.status, second.status].sort()).toEqual([201, 409]);
    const [ok, refused] = first.status === 201 ? [first, second] : [second, first];
    expect(ok.body.proposal_status).toBe(2);
    expect(refused.body.detail).toBe(MESSAGES.proposalAlreadyGenerating('Preliminary'));
    const { rows } = await app.ctx.db.query('SELECT count(*)::int AS n FROM proposals WHERE lead_id = $1', [lead]);
    expect(rows[0].n).toBe(1);
    // Another type is not held up; once generated, the same type may be generated again (a new price).
    expect((await as(world.userA).post('/api/proposal/', { lead, proposal_type: 2, generate: true })).status).toBe(201);
    await app.ctx.jobs.drain();
    expect((await as(world.userA).get(`/api/proposal/${ok.body.id}/`)).body.proposal_status).toBe(1);
    expect((await leadRow(app, lead)).lead_status).toBe(5);
    expect((await as(world.userA).post('/api/proposal/', { lead, proposal_type: 1, generate: true })).status).toBe(201);
    // Not with a customization request, named by its field; another organization's lead is a 404.
    const both = await as(world.userA).post('/api/proposal/', { lead, proposal_type: 1, generate: true, need_customization: true });
    expect(both.status).toBe(400);
    expect(both.body.generate).toEqual([MESSAGES.proposalGenerateCustomized]);
    expect((await as(world.userB).post('/api/proposal/', { lead, proposal_type: 1, generate: true })).status).toBe(404);
    expect((await as(world.userA).post('/api/proposal/', { lead, proposal_type: 1, generate: 'yes' })).status).toBe(400);
  });

  it('records a failed generation on the proposal and returns it to Requested', async () => {
    const lead = await insertLead(app, world.orgA);
    const p = await as(world.userA).post('/api/proposal/', { lead, proposal_type: 1 });
    await as(world.userA).post('/api/proposal_generate/', { proposal_pk: p.body.id });
    await app.ctx.db.query(`UPDATE leads SET project_info = '{}' WHERE id = $1`, [lead]);
    await app.ctx.jobs.drain();
    const got = await as(world.userA).get(`/api/proposal/${p.body.id}/`);
    expect(got.body.proposal_status).toBe(0);
    expect(got.body.error).toMatch(/system size/);
  });
});

describe('changing proposals', () => {
  it('activates one proposal at a time, takes dates, and a pricing change asks for a new generation', async () => {
    const lead = await insertLead(app, world.orgA);
    const first = await as(world.userA).post('/api/proposal/', { lead, proposal_type: 0 });
    const second = await as(world.userA).post('/api/proposal/', { lead, proposal_type: 1 });
    expect(first.body.is_active).toBe(true);
    expect(second.body.is_active).toBe(false);
    await app.ctx.jobs.drain();
    const activated = await as(world.userA).patch(`/api/proposal/${second.body.id}/`, { is_active: true, est_solar_pis_date: '2031-01-15', pis_date: '2031-02-01', pricing_model_type: 'PPA' });
    expect(activated.status).toBe(200);
    expect(activated.body).toMatchObject({ is_active: true, est_solar_pis_date: '2031-01-15', pis_date: '2031-02-01', pricing_model_type: 'PPA' });
    expect((await as(world.userA).get(`/api/proposal/${first.body.id}/`)).body.is_active).toBe(false);

    const repriced = await as(world.userA).patch(`/api/proposal/${first.body.id}/`, { escalator: 3 });
    expect(repriced.body.proposal_status).toBe(0);
    expect(repriced.body.values.escalator).toBe(3);
    const bad = await as(world.userA).patch(`/api/proposal/${first.body.id}/`, { est_solar_pis_date: '31-01-2031', storage: '4-hour' });
    expect(bad.status).toBe(400);
    expect(bad.body.est_solar_pis_date).toBeTruthy();
  });

  it('lets admins upload a proposal PDF, checked for type', async () => {
    const lead = await insertLead(app, world.orgA);
    const p = await as(world.userA).post('/api/proposal/', { lead, proposal_type: 2, need_customization: true });
    expect((await as(world.userA).upload('PATCH', `/api/proposal/${p.body.id}/`, { pdf_file: SAMPLE.pdf() })).status).toBe(403);
    const exe = await as(world.adminA).upload('PATCH', `/api/proposal/${p.body.id}/`, { pdf_file: SAMPLE.exe() });
    expect(exe.status).toBe(400);
    expect(exe.body.pdf_file).toBeTruthy();
    const uploaded = await as(world.adminA).upload('PATCH', `/api/proposal/${p.body.id}/`, { pdf_file: SAMPLE.pdf(), is_active: 'true' });
    expect(uploaded.status).toBe(200);
    expect(uploaded.body).toMatchObject({ proposal_status: 1, is_active: true });
    expect(uploaded.body.pdf_file).toMatch(/^proposals\//);
    expect((await leadRow(app, lead)).lead_status).toBe(5);
  });
});

describe('scoping and admin-only list', () => {
  it('hides organization A proposals from organization B, shows them to the super admin', async () => {
    const lead = await insertLead(app, world.orgA);
    const p = await as(world.userA).post('/api/proposal/', { lead, proposal_type: 1 });
    expect((await as(world.userB).get(`/api/proposal/${p.body.id}/`)).status).toBe(404);
    expect((await as(world.adminB).patch(`/api/proposal/${p.body.id}/`, { is_active: true })).status).toBe(404);
    expect((await as(world.userB).post('/api/proposal_generate/', { proposal_pk: p.body.id })).status).toBe(404);
    expect((await as(world.userB).post('/api/proposal/', { lead, proposal_type: 0 })).status).toBe(404);
    expect((await as(world.superAdmin).get(`/api/proposal/${p.body.id}/`)).status).toBe(200);
    // A viewer admin reads but does not change someone else's lead.
    expect((await as(world.viewerA).get(`/api/proposal/${p.body.id}/`)).status).toBe(200);
    expect((await as(world.viewerA).patch(`/api/proposal/${p.body.id}/`, { is_active: true })).status).toBe(403);
  });

  it('lists proposals to super admins only, paged', async () => {
    for (const actor of [world.userA, world.adminA, world.viewerA, world.adminB]) expect((await as(actor).get('/api/proposal/')).status).toBe(403);
    const list = await as(world.superAdmin).get('/api/proposal/?page=1&limit=2');
    expect(list.status).toBe(200);
    expect(list.body).toMatchObject({ page: 1, limit: 2 });
    expect(list.body.results).toHaveLength(2);
    expect(list.body.count).toBeGreaterThan(2);
    const row = list.body.results[0];
    for (const key of ['id', 'lead', 'lead_name', 'installation_name', 'date_generated', 'address', 'proposal_type', 'proposal_status', 'is_active', 'proposal_data', 'pdf_file', 'organization'])
      expect(row).toHaveProperty(key);
    expect((await as(world.superAdmin).get('/api/proposal/')).body.limit).toBe(10);
  });
});
