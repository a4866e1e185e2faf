/**
 * npm run bench:api (first part) — p50/p99 of GET /api/site_economics/ over real HTTP on loopback
 * (issue 25; aim: p99 ≤ 20 ms): ZIPs across the country, coordinates (placed in the nearest ZIP),
 * an orientation, and a new orientation every request (the production model run each time, no cache).
 * Database: PGlite in a temp dir (the call reads only the session).
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { createApi } from '../src/app.js';
import { openPglite } from '../src/db/client.js';
import { hashToken, newToken } from '../src/auth/passwords.js';

const RUNS = Number(process.env.BENCH_RUNS || 500);
const WARMUP = 20;

const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'portal-bench-site-'));
const db = await openPglite(path.join(dir, 'db'));
const app = await createApi({ db, logger: false, config: { dataDir: path.join(dir, 'media'), jobPollMs: 0 } });
await db.query(`INSERT INTO organizations (name, business_type) VALUES ('Bench Org', 0)`);
const token = newToken();
const { rows } = await db.query<{ id: number }>(
  `INSERT INTO users (email, password_hash, user_type, organization_id, membership_type, is_terms_accepted) VALUES ('rep@bench.test', 'x', 0, 1, 0, true) RETURNING id`);
await db.query('INSERT INTO auth_tokens (token_hash, user_id) VALUES ($1, $2)', [hashToken(token), rows[0].id]);
await app.listen({ host: '127.0.0.1', port: 0 });
const api = `http://127.0.0.1:${(app.server.address() as import('node:net').AddressInfo).port}/api`;
const base = `${api}/site_economics/?`;

const ZIPS = ['44308', '93721', '06120', '80202', '02903', '98101', '85004', '10001', '60601', '77002', '30303', '99501', '96813', '33101', '55401', '63101', '37203', '84101', '97204', '19103'];
const COORDS = [[41.08, -81.52], [33.45, -112.07], [47.61, -122.33], [29.76, -95.37], [39.74, -104.99], [25.77, -80.19], [44.98, -93.27], [42.36, -71.06], [36.17, -86.78], [45.52, -122.68]];
const cases: [string, string[]][] = [
  ['baseline: GET /api/counties/?state=OH (the same session check, no economics)', [`${api}/counties/?state=OH`]],
  ['zip (20 ZIPs in 20 states)', ZIPS.map((z) => `${base}zip=${z}`)],
  ['latitude & longitude (nearest ZIP)', COORDS.map(([a, b]) => `${base}latitude=${a}&longitude=${b}`)],
  ['zip, tilt, azimuth, losses, array_type', ZIPS.map((z) => `${base}zip=${z}&tilt=20&azimuth=200&losses=12&array_type=fixed_open_rack`)],
  // productionAt keeps its last answers: a new tilt every request measures the model itself.
  ['zip, a new tilt every request (production computed, not cached)', Array.from({ length: RUNS + WARMUP }, (_, i) => `${base}zip=${ZIPS[i % ZIPS.length]}&tilt=${(i * 0.173) % 90}`)],
];

const percentile = (sorted: number[], p: number) => sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))];
const headers = { authorization: `Token ${token}` };
const first = performance.now();
await (await fetch(`${base}zip=44308`, { headers })).json();
console.log(`\nGET /api/site_economics/ on loopback, ${RUNS} requests per row after ${WARMUP} warm-up; the first call of the process (loading the ZIP and rate tables) took ${(performance.now() - first).toFixed(0)} ms\n`);
console.log('| query | p50 ms | p99 ms |');
console.log('|---|---:|---:|');
for (const [label, queries] of cases) {
  for (let i = 0; i < WARMUP; i++) await (await fetch(queries[i % queries.length], { headers })).json();
  const times: number[] = [];
  for (let i = 0; i < RUNS; i++) {
    const t0 = performance.now();
    const url = queries[i % queries.length];
    const res = await fetch(url, { headers });
    const body = await res.json();
    if (res.status !== 200) throw new Error(`${url} answered ${res.status}: ${JSON.stringify(body)}`);
    times.push(performance.now() - t0);
  }
  times.sort((a, b) => a - b);
  console.log(`| ${label} | ${percentile(times, 50).toFixed(2)} | ${percentile(times, 99).toFixed(2)} |`);
}
await app.close();
await db.close();
fs.rmSync(dir, { recursive: true, force: true });
