import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { client, createTestApi, makeWorld, SAMPLE, type World } from './harness.js';

/**
 * Issue 26, item 10: a stage reached after a later one (a bill uploaded after the survey was
 * scheduled) is recorded too, with the day it was reached; the current stage never moves back.
 */
let app: Awaited<ReturnType<typeof createTestApi>>;
let world: World;
beforeAll(async () => { app = await createTestApi(); world = await makeWorld(app); });
afterAll(async () => app?.cleanup());

const api = () => client(app, world.userA.token);
const lead = async (id: number) => (await api().get(`/api/lead/${id}/`)).body;

describe('every stage reached is recorded, whenever (issue 26)', () => {
  it('a bill uploaded after the survey was scheduled records Utility data, dated, without moving the stage back', async () => {
    const created = (await api().post('/api/lead/', { name: 'Late bill', property: { site_address: 'Pierre, SD' } })).body;
    const { surveyWindow } = await import('../src/domain/survey-window.js');
    const survey = await api().patch(`/api/update_lead/${created.id}/`, { design_data: { survey_scheduled_date: surveyWindow(new Date()).to } });
    expect(survey.body).toMatchObject({ lead_status: 4, reached_stages: [0, 4] });

    const upload = await api().upload('PUT', '/api/utility_bill_upload/', { file: SAMPLE.pdf(), file_type: '0', lead_pk: String(created.id) });
    expect(upload.status, JSON.stringify(upload.body)).toBeLessThan(300);
    const after = await lead(created.id);
    expect(after.lead_status).toBe(4);
    expect(after.reached_stages).toEqual([0, 2, 4]);
    expect(after.stage_history.map((s: { stage: number }) => s.stage)).toEqual([0, 2, 4]);
    for (const s of after.stage_history) expect(Number.isNaN(Date.parse(s.reached_at))).toBe(false);

    // A second bill does not record Utility data twice, nor move its date.
    const first = after.stage_history.find((s: { stage: number }) => s.stage === 2).reached_at;
    await api().upload('PUT', '/api/utility_bill_upload/', { file: SAMPLE.pdf(), file_type: '0', lead_pk: String(created.id) });
    const again = await lead(created.id);
    expect(again.reached_stages).toEqual([0, 2, 4]);
    expect(again.stage_history.find((s: { stage: number }) => s.stage === 2).reached_at).toBe(first);
    const { rows } = await app.ctx.db.query(`SELECT count(*)::int AS n FROM lead_activity WHERE lead_id = $1 AND action = 'stage_reached'`, [created.id]);
    expect(rows[0].n).toBe(2); // survey, then the bill: once each
  });

  it('the creation is dated with the lead; a stage reached in order is dated when reached', async () => {
    const created = (await api().post('/api/lead/', { name: 'In order', property: { site_address: 'Boise, ID' } })).body;
    expect(created.stage_history).toEqual([{ stage: 0, reached_at: expect.any(String) }]);
    await api().upload('PUT', '/api/utility_bill_upload/', { file: SAMPLE.pdf(), file_type: '0', lead_pk: String(created.id) });
    const after = await lead(created.id);
    expect(after).toMatchObject({ lead_status: 2, reached_stages: [0, 2] });
    expect(after.stage_history.map((s: { stage: number }) => s.stage)).toEqual([0, 2]);
  });
});

describe('migration 024 backfills what was recorded as skipped', () => {
  it('a lead past Utility data with a bill, and one past Site survey with a survey date, get those stages; creation is dated', async () => {
    const fs = await import('node:fs');
    const { fileURLToPath } = await import('node:url');
    const sql = fs.readFileSync(fileURLToPath(new URL('../src/db/migrations/024_stage_dates.sql', import.meta.url)), 'utf8');
    const { rows } = await app.ctx.db.query<{ id: number }>(
      `INSERT INTO leads (organization_id, name, lead_status, reached_stages, property, design_data)
       VALUES ($1, 'Old late bill', 5, '{0,4,5}', '{"site_address":"Boise, ID"}', '{"survey_scheduled_date":"2026-01-02"}'),
              ($1, 'Old jumped', 5, '{0,1,5}', '{"site_address":"Boise, ID"}', '{}') RETURNING id`, [world.orgA]);
    const [late, jumped] = rows.map((r) => r.id);
    await app.ctx.db.query(`INSERT INTO lead_files (lead_id, organization_id, kind, name, file) VALUES ($1, $2, 'utility_bill', 'bill.pdf', 'x/bill.pdf')`, [late, world.orgA]);
    // The statements after the ALTER, as the migration runs them.
    const statements = sql.split(/;\s*\n/).map((s) => s.replace(/^\s*--.*$/gm, '').trim()).filter((s) => s && !s.startsWith('ALTER'));
    for (const statement of statements) await app.ctx.db.query(statement);
    const a = await lead(late);
    expect(a.reached_stages).toEqual([0, 2, 4, 5]);
    expect(a.stage_history.find((s: { stage: number }) => s.stage === 2).reached_at).toEqual(expect.any(String));
    expect(a.stage_history.find((s: { stage: number }) => s.stage === 0).reached_at).toEqual(expect.any(String));
    const b = await lead(jumped);
    expect(b.reached_stages).toEqual([0, 1, 5]); // nothing proves 2, 3 or 4: still skipped
  });
});
