/**
 * npm run bench:gateway — two sections, both by default (BENCH_MODE=compare or BENCH_MODE=replay
 * runs one):
 * - compare: in one run on this machine, direct REST `GET /api/leads/?limit=50` against the same
 *   page through the gateway (GraphQL), and the lead page query; req/s, their ratio and the latency
 *   the gateway adds (p50/p99). The api (PGlite, 2,000 demo-shaped leads) runs in this process, the
 *   gateway in its own (as deployed); autocannon drives them over loopback, one case after
 *   another: one connection for latency, ten for throughput.
 * - replay: the gateway's own CPU milliseconds per operation against an upstream that answers
 *   instantly from a recording (replay.ts).
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { AddressInfo } from 'node:net';
import autocannon from 'autocannon';
import { createApi } from '../../api/src/app.js';
import { openPglite } from '../../api/src/db/client.js';
import { hashToken, newToken } from '../../api/src/auth/passwords.js';
import { LIST_QUERY, replayBench } from './replay.js';
import { spawnGateway, stopGateway } from './spawn-gateway.js';

const DURATION = Number(process.env.BENCH_SECONDS || 10);
const CONNECTIONS = 10;
const MODE = process.env.BENCH_MODE || 'all';
if (!['all', 'compare', 'replay'].includes(MODE)) throw new Error(`BENCH_MODE is all, compare or replay, not ${MODE}`);

if (MODE !== 'replay') await compareWithRest();
if (MODE !== 'compare') await replayBench();

async function compareWithRest() {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'gateway-bench-'));
  const db = await openPglite(null);
  const api = await createApi({ db, logger: false, config: { dataDir, jobPollMs: 0 } });
  await db.query(`INSERT INTO organizations (name) VALUES ('Bench Solar')`);
  const token = newToken();
  const user = await db.query<{ id: number }>(`INSERT INTO users (email, password_hash, organization_id, membership_type, is_terms_accepted) VALUES ('bench@x.test', 'x', 1, 1, true) RETURNING id`);
  await db.query('INSERT INTO auth_tokens (token_hash, user_id) VALUES ($1, $2)', [hashToken(token), user.rows[0].id]);
  await db.query(`INSERT INTO leads (organization_id, associated_user_id, name, lead_status, proposal_type, customer, property, project_info)
    SELECT 1, 1, 'Bench Lead ' || g, g % 7, g % 3, jsonb_build_object('first_name', 'Ana', 'last_name', 'L' || g),
      jsonb_build_object('site_address', g || ' Main St, Fresno, CA 93721', 'latitude', 36.7, 'longitude', -119.7),
      jsonb_build_object('system_size', 100 + g % 900, 'estimated_year_production', 150000) FROM generate_series(1, 2000) g`);
  await api.listen({ host: '127.0.0.1', port: 0 });
  const apiBase = `http://127.0.0.1:${(api.server.address() as AddressInfo).port}`;
  const gateway = await spawnGateway({ API_URL: `${apiBase}/api`, WEB_DIST: path.join(dataDir, 'no-web') });
  const gatewayBase = gateway.base;

  const LEAD_QUERY = `query BenchLead($id: ID!) { node(id: $id) { ... on Lead { id databaseId name stage } } }`;
  const leadId = Buffer.from('Lead:1').toString('base64url');
  const auth = { authorization: `Token ${token}` };

  async function once(title: string, connections: number, opts: autocannon.Options) {
    const result = await autocannon({ connections, duration: DURATION, ...opts });
    if (result.non2xx || result.errors) throw new Error(`${title}: ${result.non2xx} non-2xx, ${result.errors} errors`);
    return result;
  }

  /** Latency with one connection (no queueing), throughput with ten. */
  async function run(title: string, opts: autocannon.Options) {
    const latency = await once(title, 1, opts);
    const load = await once(title, CONNECTIONS, opts);
    return { title, rps: load.requests.average, p50: latency.latency.p50, p99: latency.latency.p99 };
  }

  // Sanity: the GraphQL answers carry data, not errors, before anything is timed.
  for (const [query, variables] of [[LIST_QUERY, {}], [LEAD_QUERY, { id: leadId }]] as const) {
    const res = await (await fetch(`${gatewayBase}/graphql`, { method: 'POST', headers: { ...auth, 'content-type': 'application/json' }, body: JSON.stringify({ query, variables }) })).json();
    if (res.errors) throw new Error(JSON.stringify(res.errors));
  }

  const rest = await run('REST GET /api/leads/?limit=50', { url: `${apiBase}/api/leads/?limit=50`, headers: auth });
  const graphql = await run('GraphQL leads(pageSize: 50)', { url: `${gatewayBase}/graphql`, method: 'POST', headers: { ...auth, 'content-type': 'application/json' }, body: JSON.stringify({ query: LIST_QUERY }) });
  const restLead = await run('REST GET /api/lead/1/', { url: `${apiBase}/api/lead/1/`, headers: auth });
  const leadPage = await run('GraphQL lead page (node)', { url: `${gatewayBase}/graphql`, method: 'POST', headers: { ...auth, 'content-type': 'application/json' }, body: JSON.stringify({ query: LEAD_QUERY, variables: { id: leadId } }) });

  console.log(`\n${DURATION} s per measurement: req/s with ${CONNECTIONS} connections, latency with 1; api (PGlite, 2,000 leads) and gateway in separate processes on this machine\n`);
  console.log('| request | req/s (10 conn.) | p50 ms (1 conn.) | p99 ms (1 conn.) |');
  console.log('|---|---:|---:|---:|');
  for (const r of [rest, graphql, restLead, leadPage]) console.log(`| ${r.title} | ${r.rps.toFixed(0)} | ${r.p50} | ${r.p99} |`);
  console.log(`\nlist: GraphQL/REST throughput ratio ${(graphql.rps / rest.rps).toFixed(2)}, added p50 ${(graphql.p50 - rest.p50).toFixed(1)} ms, added p99 ${(graphql.p99 - rest.p99).toFixed(1)} ms`);
  console.log(`lead: GraphQL/REST throughput ratio ${(leadPage.rps / restLead.rps).toFixed(2)}, added p50 ${(leadPage.p50 - restLead.p50).toFixed(1)} ms, added p99 ${(leadPage.p99 - restLead.p99).toFixed(1)} ms`);

  await stopGateway(gateway.child);
  await api.close();
  await db.close();
  fs.rmSync(dataDir, { recursive: true, force: true });
}
