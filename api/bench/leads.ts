/**
 * npm run bench:api — seeds 100,000 leads and prints p50/p99 of the lead list (a page of 50 with a
 * search and filters) and of the summary, over real HTTP on loopback, as a super admin (whole
 * table) and as an org admin (one organization's share). Database: PGlite in a temp dir, or the
 * PostgreSQL of BENCH_DATABASE_URL.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import crypto from 'node:crypto';
import { createApi } from '../src/app.js';
import { openPglite, openPostgres, type Db } from '../src/db/client.js';
import { hashToken, newToken } from '../src/auth/passwords.js';

const LEADS = Number(process.env.BENCH_LEADS || 100_000);
const ORGS = 20;
const RUNS = Number(process.env.BENCH_RUNS || 200);
const WARMUP = 20;

async function openBenchDb(): Promise<{ db: Db; label: string; drop(): Promise<void> }> {
  const adminUrl = process.env.BENCH_DATABASE_URL;
  if (!adminUrl) return { db: await openPglite(fs.mkdtempSync(path.join(os.tmpdir(), 'portal-bench-'))), label: 'PGlite (embedded)', drop: async () => {} };
  const name = `portal_bench_${crypto.randomBytes(4).toString('hex')}`;
  const admin = await openPostgres(adminUrl);
  await admin.query(`CREATE DATABASE ${name}`);
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return {
    db: await openPostgres(url.toString()), label: 'PostgreSQL 15',
    drop: async () => {
      // BENCH_KEEP=1 leaves the database for EXPLAIN sessions.
      if (process.env.BENCH_KEEP === '1') console.log(`kept database ${name}`);
      else await admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await admin.close();
    },
  };
}

async function seed(db: Db) {
  await db.query(`INSERT INTO organizations (name, business_type) SELECT 'Bench Org ' || g, g % 2 FROM generate_series(1, ${ORGS}) g`);
  const users: Record<string, string> = {};
  for (const [key, userType, org] of [['super', 3, 1], ['orgadmin', 0, 2]] as const) {
    const token = newToken();
    const { rows } = await db.query<{ id: number }>(
      `INSERT INTO users (email, password_hash, user_type, organization_id, membership_type, is_terms_accepted) VALUES ($1, 'x', $2, $3, 1, true) RETURNING id`,
      [`${key}@bench.test`, userType, org]);
    await db.query('INSERT INTO auth_tokens (token_hash, user_id) VALUES ($1, $2)', [hashToken(token), rows[0].id]);
    users[key] = token;
  }
  const started = Date.now();
  // Plausible spread: streets × cities, four states, every stage and proposal type, sizes 20–2,000 kW.
  await db.query(`
    INSERT INTO leads (organization_id, name, lead_status, proposal_type, customer, property, project_info, updated, created)
    SELECT 1 + (g % ${ORGS}),
      (ARRAY['Valley','Harbor','Sierra','Central','Summit','Pioneer','Coastal','Granite'])[1 + g % 8] || ' ' ||
        (ARRAY['Cold Storage','Logistics','Winery','Packing','Offices','Plastics','Dairy','Brewing','Machining'])[1 + (g / 8) % 9] || ' ' || g,
      g % 7, g % 3,
      jsonb_build_object('first_name', (ARRAY['Maria','James','Elena','David','Ashley','Robert'])[1 + g % 6], 'last_name', 'Customer' || (g % 997)),
      jsonb_build_object('site_address', (100 + g % 9000) || ' ' || (ARRAY['Oak','Main','Cherry','Market','Elm','Pine','Cedar','Mission'])[1 + (g / 3) % 8] || ' St, ' ||
        (ARRAY['Fresno, CA','Hartford, CT','Denver, CO','Providence, RI','Salinas, CA','Boulder, CO'])[1 + (g / 5) % 6],
        'latitude', 33 + (g % 900) / 100.0, 'longitude', -122 + (g % 5000) / 100.0,
        'solar_cost', 50000 + (g % 2000) * 1000, 'rooftop_solar_capacity', 20 + g % 1980),
      jsonb_build_object('system_size', 20 + g % 1980, 'estimated_year_production', (20 + g % 1980) * 1500),
      now() - (g % 720) * interval '1 hour', now() - (g % 720 + 24) * interval '1 hour'
    FROM generate_series(1, ${LEADS}) g`);
  await db.query('ANALYZE leads');
  return { users, seedMs: Date.now() - started };
}

function percentile(sorted: number[], p: number) {
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))];
}

async function measure(base: string, token: string, url: string) {
  const headers = { authorization: `Token ${token}` };
  let body: any;
  for (let i = 0; i < WARMUP; i++) body = await (await fetch(base + url, { headers })).json();
  const times: number[] = [];
  for (let i = 0; i < RUNS; i++) {
    const t0 = performance.now();
    const res = await fetch(base + url, { headers });
    body = await res.json();
    if (res.status !== 200) throw new Error(`${url} answered ${res.status}: ${JSON.stringify(body)}`);
    times.push(performance.now() - t0);
  }
  times.sort((a, b) => a - b);
  return { p50: percentile(times, 50), p99: percentile(times, 99), body };
}

const { db, label, drop } = await openBenchDb();
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'portal-bench-media-'));
const app = await createApi({ db, logger: false, config: { dataDir, jobPollMs: 0 } });
const { users, seedMs } = await seed(db);
await app.listen({ host: '127.0.0.1', port: 0 });
const address = app.server.address() as import('node:net').AddressInfo;
const base = `http://127.0.0.1:${address.port}/api`;

const filters = 'search=oak&lead_status=1,2,3,4&proposal_type=0,1&order=desc__updated';
const cases = [
  ['super admin', users.super, `/leads/?limit=50&${filters}`],
  ['super admin', users.super, '/leads/?limit=50'],
  ['super admin', users.super, '/leads_summary/'],
  ['super admin', users.super, `/leads_summary/?${filters}`],
  ['org admin', users.orgadmin, `/leads/?limit=50&${filters}`],
  ['org admin', users.orgadmin, '/leads_summary/'],
] as const;

console.log(`\n${label}: ${LEADS.toLocaleString('en-US')} leads in ${ORGS} organizations, seeded in ${(seedMs / 1000).toFixed(1)} s; ${RUNS} requests per row after ${WARMUP} warm-up\n`);
console.log('| who | request | p50 ms | p99 ms | answer |');
console.log('|---|---|---:|---:|---|');
for (const [who, token, url] of cases) {
  const { p50, p99, body } = await measure(base, token, url);
  const answer = 'count' in body ? `count ${body.count}, ${body.results.length} rows` : `total_leads ${body.total_leads}`;
  console.log(`| ${who} | GET /api${url} | ${p50.toFixed(2)} | ${p99.toFixed(2)} | ${answer} |`);
}
await app.close();
await db.close();
await drop();
fs.rmSync(dataDir, { recursive: true, force: true });
