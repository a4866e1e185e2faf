import { it } from 'vitest';
import { createTestApi, makeWorld } from '../test/harness.js';
import { listLeads, leadsSummary } from '../src/domain/lead-list.js';
import { AUTH_USER_SQL } from '../src/auth/users.js';

it('bench', async () => {
  const app = await createTestApi();
  const w = await makeWorld(app);
  const db = app.ctx.db;
  await db.query(`INSERT INTO leads (organization_id, associated_user_id, name, lead_status, proposal_type, customer, property, project_info, updated, created)
    SELECT CASE WHEN g % 10 = 0 THEN ${w.orgB} ELSE ${w.orgA} END, ${w.userA.id}, 'Lead ' || g, g % 7, CASE WHEN g % 4 = 3 THEN NULL ELSE g % 3 END,
      jsonb_build_object('first_name', 'First' || g, 'last_name', 'Last'),
      jsonb_build_object('site_address', g || ' Main St, Fresno, CA 93721', 'latitude', 36.7, 'longitude', -119.7, 'solar_cost', g * 10.0, 'rooftop_solar_capacity', g % 500),
      CASE WHEN g % 5 = 0 THEN '{}'::jsonb ELSE jsonb_build_object('system_size', (g % 900)::float) END,
      now() - (g || ' minutes')::interval, now() - (g || ' minutes')::interval
    FROM generate_series(1, 100000) g`);
  await db.query('ANALYZE leads');
  for (const who of ['userA', 'superAdmin'] as const) {
    const user = (await db.query<any>(`${AUTH_USER_SQL} WHERE u.id = $1`, [w[who].id])).rows[0];
    for (const q of [{}, { order: 'asc__name' }, { order: 'desc__system_size' }, { order: 'asc__system_size' }, { order: 'desc__address' }, { order: 'asc__created' }, { order: 'desc__lead_status' }, { order: 'asc__organization' }, { order: 'asc__associated_user' }, { search: 'main st, fres' }, { search: 'lead 4242' }, { lead_status: '1,2' }, { page: 100 }, { summary: true }, { summary: true, lead_status: '3' }] as any[]) {
      const times: number[] = [];
      for (let i = 0; i < 7; i++) {
        const t = performance.now();
        if (q.summary) await leadsSummary(db, user, q); else await listLeads(db, user, q);
        times.push(performance.now() - t);
      }
      times.sort((a, b) => a - b);
      console.log(who, JSON.stringify(q), 'p50', times[3].toFixed(1), 'ms');
    }
  }
  await app.cleanup();
}, 600_000);
