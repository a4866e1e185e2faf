/**
 * The gateway's own CPU per request (issue 13), against an upstream that answers instantly.
 *
 * The demo data (seeded by the api's own routes, as `npm start` does) plus enough leads for a full
 * 50-lead page run in an in-process api; the REST answers for the operations below are recorded
 * once through the gateway, then served by a replay server (replay-upstream.ts) while autocannon
 * sends each operation many times. CPU is read from /proc/<gateway pid>/stat before and after, so
 * only the gateway process counts (not the replay server nor the load generator, which run here).
 *
 * BENCH_REQUESTS (default 2000) requests per operation after a warm-up of a quarter as many;
 * BENCH_CPU_PROF=<dir> writes a --cpu-prof profile of the gateway under this load there;
 * BENCH_ONLY=<regexp> measures only the operations whose title matches;
 * BENCH_BASELINE=<dir> also measures the gateway of another copy of the repository (say
 * `git archive <commit> gateway/src api/src schema.graphql … | tar -x -C dir`, with node_modules
 * linked), in alternating rounds with this one, so both see the same machine load;
 * BENCH_RECORDING=<file> keeps the recording in that file and replays it on later runs instead of
 * seeding the demo again (delete the file after the api or the web app's queries change);
 * BENCH_MESH=1 also measures GraphQL Mesh (Hive Gateway over the api's OpenAPI document, mesh.ts)
 * on the same replay, in alternating rounds, with the ratio of its CPU to ours (a recording made
 * without BENCH_MESH holds no Mesh answers: make it again).
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import autocannon from 'autocannon';
import { Kind, parse, print, visit } from 'graphql';
import { createApi } from '../../api/src/app.js';
import { openPglite } from '../../api/src/db/client.js';
import { hashToken, newToken } from '../../api/src/auth/passwords.js';
import { seedIfEmpty } from '../../api/src/seed/index.js';
import { ReplayUpstream, type SavedAnswers } from './replay-upstream.js';
import { processCpuMs, spawnGateway, stopGateway } from './spawn-gateway.js';
import { composeSupergraph, ensureMeshInstalled, meshBodyFor, spawnMesh } from './mesh.js';

const REQUESTS = Number(process.env.BENCH_REQUESTS || 2000);
const CONNECTIONS = 4;
const webGenerated = path.join(path.dirname(fileURLToPath(import.meta.url)), '..', '..', 'web', 'src', '__generated__');

/** The persisted id of one of the web app's queries, as its Relay artifact names it. */
function persistedId(name: string): string {
  const artifact = fs.readFileSync(path.join(webGenerated, `${name}.graphql.ts`), 'utf8');
  const id = /"id": "([0-9a-f]+)"/.exec(artifact)?.[1];
  if (!id) throw new Error(`${name}: no persisted id in its artifact (build the web app: npm run build)`);
  return id;
}

/** The text of one of the web app's queries, as its Relay artifact holds it. */
function queryText(name: string): string {
  const artifact = fs.readFileSync(path.join(webGenerated, `${name}.graphql.ts`), 'utf8');
  const text = /"text": ("(?:[^"\\]|\\.)*")/.exec(artifact)?.[1];
  if (!text) throw new Error(`${name}: no text in its artifact`);
  return JSON.parse(text) as string;
}

/**
 * The lead page's selection without the two fields the api answers apart (economics, handoff):
 * every field comes from the lead's own GET, as Mesh's lead row does (issue 28: the same
 * selection on both sides, one upstream call each).
 */
export function leadOwnFieldsQuery(): string {
  const document = visit(parse(queryText('LeadPageQuery')), {
    OperationDefinition: (node) => ({ ...node, name: { kind: Kind.NAME, value: 'BenchLeadOwnFields' } }),
    // __typename in their place keeps a fragment that held only one of them valid (HandoffBadge_lead).
    Field: (node) => (node.name.value === 'economics' || node.name.value === 'handoff' ? { kind: Kind.FIELD, name: { kind: Kind.NAME, value: '__typename' } } : undefined),
  });
  return print(document);
}

/** The bench's own list query (14 fields, as issue 13 measured it). */
export const LIST_QUERY = `query BenchLeads { leads(pageSize: 50) { totalCount edges { cursor node { id databaseId name stage address systemSize updated created latitude longitude } } } }`;

export interface ReplayRow { title: string; aim: number | null; cpuMs: number; rps: number; upstreamCalls: number; upstreamBytes: number; answerBytes: number }

/** Mesh's counterpart of one of our operations (by title), and what it cost upstream. */
interface MeshOperation { title: string; body: object; calls: string[]; upstreamBytes: number; answerBytes: number }

/** The operations measured and what the api answered for them. */
export interface Recording {
  operations: Array<{ title: string; aim: number; body: object; calls: string[]; upstreamBytes: number; answerBytes: number }>;
  answers: SavedAnswers;
  /** With BENCH_MESH: the api's OpenAPI document (Mesh's source) and Mesh's operations. */
  mesh?: { openapi: { paths: Record<string, Record<string, unknown>> }; operations: MeshOperation[] };
}

export async function replayBench(): Promise<ReplayRow[]> {
  const started = Date.now();
  const file = process.env.BENCH_RECORDING;
  let recording: Recording;
  const withMesh = process.env.BENCH_MESH === '1';
  if (withMesh) ensureMeshInstalled();
  const fromFile = Boolean(file && fs.existsSync(file));
  if (fromFile) {
    recording = JSON.parse(fs.readFileSync(file!, 'utf8')) as Recording;
    if (withMesh && !recording.mesh) throw new Error(`${file} was recorded without BENCH_MESH=1: delete it to record Mesh's answers too`);
  } else {
    recording = await record(withMesh);
    if (file) fs.writeFileSync(file, JSON.stringify(recording));
  }
  const setupSeconds = (Date.now() - started) / 1000;
  const upstream = new ReplayUpstream('http://unused.invalid');
  upstream.load(recording.answers);
  const upstreamBase = await upstream.listen();
  const flags = process.env.BENCH_CPU_PROF ? ['--cpu-prof', `--cpu-prof-dir=${process.env.BENCH_CPU_PROF}`] : [];
  const env = { API_URL: `${upstreamBase}/api`, WEB_DIST: path.join(os.tmpdir(), 'gateway-replay-no-web'), GATEWAY_WORKERS: '1' };
  type Measured = { label: string; child: import('node:child_process').ChildProcess; base: string; bodyOf: (op: Recording['operations'][number]) => object | null };
  const ours = (op: Recording['operations'][number]) => op.body;
  const gateways: Measured[] = [{ label: 'this tree', ...await spawnGateway(env, flags), bodyOf: ours }];
  const baseline = process.env.BENCH_BASELINE;
  if (baseline) gateways.push({ label: `baseline (${baseline})`, ...await spawnGateway(env, flags, path.resolve(baseline, 'gateway', 'src', 'main.ts')), bodyOf: ours });
  if (withMesh) {
    const meshOps = new Map(recording.mesh!.operations.map((m) => [m.title, m.body]));
    const supergraph = composeSupergraph(recording.mesh!.openapi);
    gateways.push({ label: 'GraphQL Mesh', ...await spawnMesh(supergraph, upstreamBase, flags), bodyOf: (op) => meshOps.get(op.title) ?? null });
  }
  // Alternating rounds when there are two gateways: a burst of load elsewhere on the machine falls on both.
  const rounds = gateways.length > 1 ? 4 : 1;
  // The replay ignores the token: any will do.
  const headers = { authorization: 'Token replay', 'content-type': 'application/json' };

  const rows: ReplayRow[][] = gateways.map(() => []);
  const only = process.env.BENCH_ONLY ? new RegExp(process.env.BENCH_ONLY, 'i') : null;
  for (const op of recording.operations.filter((o) => !only || only.test(o.title))) {
    const totals = gateways.map(() => ({ cpuMs: 0, requests: 0, seconds: 0 }));
    const optsOf = (g: Measured) => ({ url: `${g.base}/graphql`, method: 'POST' as const, headers, body: JSON.stringify(g.bodyOf(op)), connections: CONNECTIONS });
    const measured = (g: Measured) => g.bodyOf(op) !== null;
    for (const g of gateways.filter(measured)) await run({ ...optsOf(g), amount: Math.ceil(REQUESTS / 4) }); // warm-up: JIT, caches
    for (let round = 0; round < rounds; round++) {
      for (const [i, g] of gateways.entries()) {
        if (!measured(g)) continue;
        const cpuBefore = processCpuMs(g.child.pid!);
        const result = await run({ ...optsOf(g), amount: Math.ceil(REQUESTS / rounds) });
        totals[i].cpuMs += processCpuMs(g.child.pid!) - cpuBefore;
        totals[i].requests += result.requests.total;
        totals[i].seconds += result.duration;
      }
    }
    for (const [i, t] of totals.entries()) {
      rows[i].push({
        title: op.title, aim: op.aim, cpuMs: t.requests ? t.cpuMs / t.requests : NaN, rps: t.requests / (t.seconds || 1),
        upstreamCalls: op.calls.length, upstreamBytes: op.upstreamBytes, answerBytes: op.answerBytes,
      });
    }
  }
  if (upstream.missed.length) throw new Error(`the replay did not hold: ${[...new Set(upstream.missed)].join(', ')}`);
  for (const g of gateways) await stopGateway(g.child);
  await upstream.close();

  console.log(`\nGateway CPU per request against a replay upstream (${REQUESTS} requests per operation, ${CONNECTIONS} connections, after a warm-up; CPU of the gateway process from /proc; recording ${fromFile ? `from ${file}` : `made in ${setupSeconds.toFixed(0)} s`})\n`);
  const labels = gateways.length > 1 ? gateways.map((g) => ` ${g.label}:`) : [''];
  console.log(`| operation | upstream calls (bytes) | answer bytes |${labels.map((l) => `${l} gateway CPU ms / request |`).join('')} aim |${labels.map((l) => `${l} req/s |`).join('')}`);
  console.log(`|---|---:|---:|${labels.map(() => '---:|').join('')}---:|${labels.map(() => '---:|').join('')}`);
  for (const [j, r] of rows[0].entries()) {
    const cpu = rows.map((rs) => ` ${Number.isNaN(rs[j].cpuMs) ? '—' : rs[j].cpuMs.toFixed(3)} |`).join('');
    const rps = rows.map((rs) => ` ${Number.isNaN(rs[j].cpuMs) ? '—' : rs[j].rps.toFixed(0)} |`).join('');
    console.log(`| ${r.title} | ${r.upstreamCalls} (${r.upstreamBytes.toLocaleString('en')}) | ${r.answerBytes.toLocaleString('en')} |${cpu} ${r.aim === null ? '' : `≤ ${r.aim}`} |${rps}`);
  }
  if (withMesh) {
    const mesh = rows[rows.length - 1];
    console.log('\nGraphQL Mesh CPU ÷ this tree\'s (issue 13 aims at ≥ 5): ' + rows[0].map((r, j) => Number.isNaN(mesh[j].cpuMs) ? null : `${r.title.split(',')[0].split(' (')[0]} ${(mesh[j].cpuMs / r.cpuMs).toFixed(2)}×`).filter(Boolean).join('; '));
    for (const m of recording.mesh!.operations) console.log(`  Mesh, ${m.title.split(',')[0]}: ${m.calls.length} upstream call(s) (${m.upstreamBytes.toLocaleString('en')} bytes), answer ${m.answerBytes.toLocaleString('en')} bytes`);
  }
  if (process.env.BENCH_CPU_PROF) console.log(`\nCPU profiles of the gateway: ${process.env.BENCH_CPU_PROF}`);
  return rows[0];
}

/** Seeds the demo in an in-process api and records its answers to each operation, sent once through a gateway. */
async function record(withMesh: boolean): Promise<Recording> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'gateway-replay-'));
  const db = await openPglite(null);
  const api = await createApi({ db, logger: false, config: { dataDir, logLevel: 'warn' } });
  await api.ready();
  api.ctx.jobs.start();
  const log = console.log;
  console.log = () => undefined; // the seed's sign-in instructions
  try { await seedIfEmpty(api); } finally { console.log = log; }
  await api.ctx.jobs.drain();
  await api.ctx.jobs.stop();

  // The demo lead with the most proposals, quotes and agreements, and its organization's admin.
  const top = (await db.query<{ id: number; organization_id: number; docs: number }>(`
    SELECT l.id, l.organization_id,
      (SELECT count(*) FROM proposals p WHERE p.lead_id = l.id) + (SELECT count(*) FROM quotes q WHERE q.lead_id = l.id)
      + (SELECT count(*) FROM agreements a WHERE a.lead_id = l.id) AS docs
    FROM leads l WHERE NOT l.is_draft ORDER BY docs DESC, l.id LIMIT 1`)).rows[0];
  const admin = (await db.query<{ id: number }>('SELECT id FROM users WHERE organization_id = $1 AND membership_type = 1 ORDER BY id LIMIT 1', [top.organization_id])).rows[0];
  // A full first page: the demo organization's leads and enough plain ones to make 60.
  await db.query(`INSERT INTO leads (organization_id, associated_user_id, name, lead_status, proposal_type, customer, property, project_info, created, updated)
    SELECT $1, $2, 'Replay Lead ' || g, g % 7, g % 3, jsonb_build_object('first_name', 'Ana', 'last_name', 'L' || g),
      jsonb_build_object('site_address', g || ' Main St, Fresno, CA 93721', 'latitude', 36.7 + g / 1000.0, 'longitude', -119.7),
      jsonb_build_object('system_size', 100 + g % 900, 'estimated_year_production', 150000), now() - g * interval '1 hour', now() - g * interval '1 hour'
    FROM generate_series(1, 60) g`, [top.organization_id, admin.id]);
  const token = newToken();
  await db.query('INSERT INTO auth_tokens (token_hash, user_id) VALUES ($1, $2)', [hashToken(token), admin.id]);
  await api.listen({ host: '127.0.0.1', port: 0 });
  const apiBase = `http://127.0.0.1:${(api.server.address() as { port: number }).port}`;

  const upstream = new ReplayUpstream(apiBase);
  const upstreamBase = await upstream.listen();
  const gateway = await spawnGateway({ API_URL: `${upstreamBase}/api`, WEB_DIST: path.join(dataDir, 'no-web'), GATEWAY_WORKERS: '1' });

  const operations = [
    { title: '`{ __typename }`', aim: 0.15, body: { query: '{ __typename }' } },
    { title: '50-lead page, bench LIST_QUERY (14 fields)', aim: 0.5, body: { query: LIST_QUERY } },
    {
      title: '50-lead page, persisted LeadListScreenQuery', aim: 0.5, body: {
        documentId: persistedId('LeadListScreenQuery'), operationName: 'LeadListScreenQuery', variables: {
          search: null, proposalTypes: null, stages: null, updatedFrom: null, updatedTo: null, order: { field: 'UPDATED', direction: 'DESC' },
          page: 1, pageSize: 50, showOrganization: false, withTable: true, withPipeline: false, pipelineFirst: 20,
        },
      },
    },
    {
      title: `lead page, persisted LeadPageQuery (lead ${top.id}: ${top.docs} proposals, quotes and agreements)`, aim: 0.4,
      body: { documentId: persistedId('LeadPageQuery'), operationName: 'LeadPageQuery', variables: { databaseId: top.id } },
    },
    {
      title: `lead's own fields (LeadPageQuery without economics and handoff), lead ${top.id}`, aim: 0.4,
      body: { query: leadOwnFieldsQuery(), variables: { databaseId: top.id } },
    },
  ];
  const headers = { authorization: `Token ${token}`, 'content-type': 'application/json' };
  const recorded: Recording['operations'] = [];
  for (const op of operations) {
    const before = upstream.recorded.length;
    const res = await fetch(`${gateway.base}/graphql`, { method: 'POST', headers, body: JSON.stringify(op.body) });
    const text = await res.text();
    const json = JSON.parse(text);
    if (res.status !== 200 || json.errors || !json.data) throw new Error(`${op.title}: ${res.status} ${text.slice(0, 500)}`);
    const calls = upstream.recorded.slice(before);
    recorded.push({ ...op, calls, upstreamBytes: upstream.bytesOf(calls), answerBytes: Buffer.byteLength(text) });
  }
  await stopGateway(gateway.child);

  let mesh: Recording['mesh'];
  if (withMesh) {
    const openapi = JSON.parse((await api.inject({ method: 'GET', url: '/api/openapi.json' })).body) as NonNullable<Recording['mesh']>['openapi'];
    const meshGateway = await spawnMesh(composeSupergraph(openapi), upstreamBase);
    mesh = { openapi, operations: [] };
    for (const op of recorded) {
      const body = meshBodyFor(op.title, top.id);
      if (!body) continue;
      const before = upstream.recorded.length;
      const res = await fetch(`${meshGateway.base}/graphql`, { method: 'POST', headers, body: JSON.stringify(body) });
      const text = await res.text();
      if (res.status !== 200 || JSON.parse(text).errors) throw new Error(`Mesh, ${op.title}: ${res.status} ${text.slice(0, 500)}`);
      const calls = upstream.recorded.slice(before);
      mesh.operations.push({ title: op.title, body, calls, upstreamBytes: upstream.bytesOf(calls), answerBytes: Buffer.byteLength(text) });
    }
    await stopGateway(meshGateway.child);
  }
  await upstream.close();
  await api.close();
  await db.close();
  fs.rmSync(dataDir, { recursive: true, force: true });
  return { operations: recorded, answers: upstream.save(), mesh };
}

async function run(opts: autocannon.Options) {
  const result = await autocannon(opts);
  if (result.non2xx || result.errors) throw new Error(`${opts.body}: ${result.non2xx} non-2xx, ${result.errors} errors`);
  return result;
}
