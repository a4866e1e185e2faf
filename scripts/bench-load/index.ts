/**
 * npm run bench:load (issue 13) — the stack as `npm start` runs it, under 200 simulated staff.
 *
 * Seeds a realistic organization first (the demo, its leads cloned with their files, proposals,
 * quotes and agreements up to BENCH_LEADS), starts scripts/start.mjs on free ports against it, then
 * runs BENCH_CLIENTS clients for BENCH_SECONDS, each signed in as its own user: 90 % reads (viewer,
 * a 50-lead page with its summary, a lead page with its proposals, quotes and agreements), 10 %
 * writes (create a lead, update one, create a quote). Prints req/s, p50/p90/p99 overall and per
 * operation, errors, and the services' memory. Embedded database (PGlite) by default; with
 * BENCH_DATABASE_URL a fresh PostgreSQL database on that server.
 *
 * BENCH_HOSTS=2 (with BENCH_DATABASE_URL; issue 27): the same load twice on the one seeded
 * database and one S3 bucket (s3rver, started here) — first against one api + gateway pair, then
 * against two pairs, each api with its own data directory (api/test/two-hosts-stack.ts, as the
 * two-host test runs them), the clients spread over the two gateways — and the two runs' figures
 * side by side with their ratios. On one machine both "hosts" share its cores: the ratio says what
 * a second host costs or gains here, not what a second machine would.
 */
import { spawn } from 'node:child_process';
import crypto from 'node:crypto';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { Agent, request } from 'undici';
import { openPostgres } from '../../api/src/db/client.js';
import { startS3Server } from '../../api/test/s3-server.js';
import { startHosts } from '../../api/test/two-hosts-stack.js';
import { loadOperations, type Operation } from './operations.js';
import { seedBenchOrganization } from './seed.js';

const CLIENTS = Number(process.env.BENCH_CLIENTS || 200);
const SECONDS = Number(process.env.BENCH_SECONDS || 60);
const LEADS = Number(process.env.BENCH_LEADS || 3000);
const WRITE_SHARE = 0.1;
// Staff think between actions (uniform 1–3 s: a brisk rep) — what "200 staff" means. With no
// think time (BENCH_THINK_MS=0) each client fires again at once: that measures capacity, and its
// latency is just clients ÷ throughput (Little's law).
const thinkRange = (process.env.BENCH_THINK_MS ?? '1000-3000').split('-').map(Number);
const THINK_MIN = thinkRange[0] || 0;
const THINK_MAX = thinkRange[1] ?? THINK_MIN;
const HOSTS = Math.max(1, Math.floor(Number(process.env.BENCH_HOSTS || 1)));
if (HOSTS > 1 && !process.env.BENCH_DATABASE_URL) {
  console.error('BENCH_HOSTS needs BENCH_DATABASE_URL: several hosts share one PostgreSQL database (the embedded one belongs to one process)');
  process.exit(2);
}

const freePort = () => new Promise<number>((resolve) => {
  const server = net.createServer().listen(0, '127.0.0.1', () => {
    const { port } = server.address() as net.AddressInfo;
    server.close(() => resolve(port));
  });
});

async function database(): Promise<{ env: Record<string, string>; label: string; drop(): Promise<void> }> {
  const adminUrl = process.env.BENCH_DATABASE_URL;
  if (!adminUrl) return { env: {}, label: 'PGlite (embedded, the npm start default)', drop: async () => {} };
  const name = `portal_load_${crypto.randomBytes(4).toString('hex')}`;
  const admin = await openPostgres(adminUrl);
  await admin.query(`CREATE DATABASE ${name}`);
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return {
    env: { DATABASE_URL: url.toString() }, label: 'PostgreSQL',
    drop: async () => { await admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`); await admin.close(); },
  };
}

const percentile = (sorted: number[], p: number) => (sorted.length ? sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] : NaN);
const ms = (n: number) => (Number.isFinite(n) ? n.toFixed(0) : '—');

/** RSS (MB) of the api and the gateway under start.mjs, each with its cluster workers, from /proc. */
function memoryOf(supervisorPid: number): Record<string, number> {
  const procs: Array<{ pid: number; ppid: number; cmd: string; rss: number }> = [];
  for (const pid of fs.readdirSync('/proc').filter((p) => /^\d+$/.test(p))) {
    try {
      const status = fs.readFileSync(`/proc/${pid}/status`, 'utf8');
      procs.push({
        pid: Number(pid), ppid: Number(/PPid:\s+(\d+)/.exec(status)?.[1]), cmd: fs.readFileSync(`/proc/${pid}/cmdline`, 'utf8'),
        rss: Number(/VmRSS:\s+(\d+)/.exec(status)?.[1] ?? 0) / 1024,
      });
    } catch { /* gone */ }
  }
  const out: Record<string, number> = {};
  for (const service of procs.filter((p) => p.ppid === supervisorPid)) {
    const name = service.cmd.includes('api/src/main.ts') ? 'api' : service.cmd.includes('gateway/src/main.ts') ? 'gateway' : null;
    if (!name) continue;
    out[name] = service.rss + procs.filter((p) => p.ppid === service.pid).reduce((sum, p) => sum + p.rss, 0);
  }
  return out;
}

const { env: dbEnv, label, drop } = await database();
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'portal-load-'));
// Several hosts keep every file in one bucket (issue 27): an S3-protocol server for the run.
const s3 = HOSTS > 1 ? await startS3Server() : null;
const s3Env: Record<string, string> = s3 ? { S3_BUCKET: 'portal-load', S3_ENDPOINT: s3.endpoint, S3_REGION: 'us-east-1', S3_FORCE_PATH_STYLE: 'true' } : {};
const [apiPort, port] = [await freePort(), await freePort()];
const env = { ...process.env, ...dbEnv, ...s3Env, DATA_DIR: dataDir, API_PORT: String(apiPort), PORT: String(port), SEED_DEMO: 'false', LOG_LEVEL: 'warn' };
// BENCH_PROFILE=<dir>: every service process writes a V8 CPU profile there when it stops
// (open it in Chrome DevTools' Performance panel, or summarise it with scripts/bench-load/profile.ts).
const profileDir = process.env.BENCH_PROFILE ? path.resolve(process.env.BENCH_PROFILE) : null;
const stackEnv = profileDir ? { ...env, SERVICE_NODE_FLAGS: `--cpu-prof --cpu-prof-dir=${profileDir}` } : env;

console.log(`bench:load — ${label}; seeding ${LEADS.toLocaleString('en-US')} leads and ${CLIENTS} users…`);
const seeded = Date.now();
// A failed seed still drops its database and stops the S3 server.
const world = await seedBenchOrganization(env, LEADS, CLIENTS).catch(async (error) => {
  await drop().catch(() => undefined);
  await s3?.close().catch(() => undefined);
  fs.rmSync(dataDir, { recursive: true, force: true });
  throw error;
});
console.log(`seeded ${world.leadIds.length.toLocaleString('en-US')} leads in ${((Date.now() - seeded) / 1000).toFixed(0)} s`);

const dispatcher = new Agent({ connections: CLIENTS, pipelining: 1 });

/** A running deployment under test: the gateways' origins, its services' memory, and how to stop it. */
interface Deployment { name: string; bases: string[]; memory(): Record<string, number>; stop(): Promise<void> }

/** The stack as `npm start` runs it (scripts/start.mjs: one api and one gateway under a supervisor). */
async function startMjsStack(): Promise<Deployment> {
  const stack = spawn(process.execPath, ['scripts/start.mjs'], { env: stackEnv, stdio: ['ignore', 'pipe', 'pipe'] });
  let stackLog = '';
  stack.stdout.on('data', (d) => { stackLog += d; });
  stack.stderr.on('data', (d) => { stackLog += d; });
  const base = `http://127.0.0.1:${port}`;
  for (let waited = 0; ; waited += 250) {
    try { if ((await request(`${base}/health`, { dispatcher })).statusCode === 200) break; } catch { /* not up yet */ }
    if (waited > 120_000 || stack.exitCode !== null) { console.error(stackLog); throw new Error('the stack did not become healthy (its output is above)'); }
    await new Promise((r) => setTimeout(r, 250));
  }
  return {
    name: '1 host', bases: [base], memory: () => memoryOf(stack.pid!),
    stop: async () => { stack.kill('SIGTERM'); await new Promise((r) => stack.once('exit', r)); },
  };
}

/** RSS (MB) of one process and its children (cluster workers), from /proc. */
function rssOf(pid: number | undefined): number {
  if (!pid) return 0;
  const read = (p: string) => { try { return fs.readFileSync(`/proc/${p}/status`, 'utf8'); } catch { return ''; } };
  const rss = (status: string) => Number(/VmRSS:\s+(\d+)/.exec(status)?.[1] ?? 0) / 1024;
  let total = rss(read(String(pid)));
  for (const child of fs.readdirSync('/proc').filter((p) => /^\d+$/.test(p))) {
    const status = read(child);
    if (Number(/PPid:\s+(\d+)/.exec(status)?.[1]) === pid) total += rss(status);
  }
  return total;
}

/** `count` api + gateway pairs as separate hosts: own data directories, the one database and bucket. */
async function startPairs(count: number): Promise<Deployment> {
  const { hosts, stop } = await startHosts({
    databaseUrl: dbEnv.DATABASE_URL, s3: { endpoint: s3!.endpoint, bucket: s3Env.S3_BUCKET }, count,
    apiEnv: {
      WORK_THREADS: process.env.WORK_THREADS || '1', JOB_POLL_MS: process.env.JOB_POLL_MS || '500', API_WORKERS: process.env.API_WORKERS || '1',
    },
    gatewayEnv: { GATEWAY_WORKERS: process.env.GATEWAY_WORKERS || '1' },
  });
  return {
    name: `${count} host${count > 1 ? 's' : ''}`, bases: hosts.map((h) => h.gatewayUrl),
    // Summed over the hosts, and the largest one host's, so one host's figure compares with the one-host run.
    memory: () => {
      const out: Record<string, number> = { api: 0, gateway: 0, 'api (largest host)': 0, 'gateway (largest host)': 0 };
      for (const host of hosts) {
        const api = rssOf(host.api.child.pid);
        const gateway = rssOf(host.gateway.child.pid);
        out.api += api; out.gateway += gateway;
        out['api (largest host)'] = Math.max(out['api (largest host)'], api);
        out['gateway (largest host)'] = Math.max(out['gateway (largest host)'], gateway);
      }
      return out;
    },
    stop,
  };
}

const ops = await loadOperations();
const pick = <T>(list: T[]) => list[Math.floor(Math.random() * list.length)];
const think = () => new Promise((r) => setTimeout(r, THINK_MIN + Math.random() * (THINK_MAX - THINK_MIN)));

interface Result { name: string; seconds: number; times: Map<string, number[]>; errors: Map<string, number>; samples: Array<Record<string, number>> }

/** Runs the load against a deployment: a warm-up, then every client for SECONDS, spread over its gateways. */
async function runLoad(deployment: Deployment): Promise<Result> {
  const times = new Map<string, number[]>();
  const errors = new Map<string, number>();
  const samples: Array<Record<string, number>> = [];
  let n = 0;

  async function send(base: string, token: string, op: Operation): Promise<any> {
    const started = performance.now();
    let failed: string | null = null;
    let data: any = null;
    try {
      const res = await request(`${base}/graphql`, {
        method: 'POST', dispatcher, headers: { 'content-type': 'application/json', authorization: `Token ${token}` },
        body: JSON.stringify({ query: op.query, variables: op.variables }),
      });
      const body: any = await res.body.json();
      data = body?.data;
      if (res.statusCode !== 200) failed = `HTTP ${res.statusCode}`;
      else if (body.errors?.length) failed = body.errors[0].extensions?.code ?? body.errors[0].message;
      else {
        const payload = data && Object.values(data)[0] as any;
        if (payload?.userErrors?.length) failed = `userError ${payload.userErrors[0].messages?.[0]}`;
      }
    } catch (error) { failed = (error as Error).message; }
    const elapsed = performance.now() - started;
    if (!times.has(op.kind)) times.set(op.kind, []);
    times.get(op.kind)!.push(elapsed);
    if (failed) errors.set(`${op.kind}: ${failed}`, (errors.get(`${op.kind}: ${failed}`) ?? 0) + 1);
    return data;
  }

  async function client(base: string, token: string, deadline: number, thinking: boolean) {
    // Staff do not arrive in lockstep: each starts somewhere in its first think.
    if (thinking && THINK_MAX > 0) await new Promise((r) => setTimeout(r, Math.random() * THINK_MAX));
    while (Date.now() < deadline) {
      const i = n++;
      const r = Math.random();
      if (r < WRITE_SHARE) {
        const w = r / WRITE_SHARE;
        if (w < 0.4) await send(base, token, ops.createLead(i));
        else if (w < 0.8) await send(base, token, ops.updateLead(pick(world.leadIds), i));
        else await send(base, token, ops.createQuote(pick(world.leadIds)));
      } else if (r < 0.3) await send(base, token, ops.viewer());
      else if (r < 0.6) await send(base, token, ops.list(i));
      else await send(base, token, ops.lead(pick(world.leadIds)));
      if (thinking && THINK_MAX > 0 && Date.now() < deadline) await think();
    }
  }

  // Client i talks to gateway i mod hosts (a load balancer's round robin, sticky per user).
  const baseOf = (i: number) => deployment.bases[i % deployment.bases.length];
  console.log(`running ${CLIENTS} clients for ${SECONDS} s against ${deployment.bases.join(' and ')} (${deployment.name})…`);
  const warmDeadline = Date.now() + 5000;
  await Promise.all(world.tokens.slice(0, 20).map((t, i) => client(baseOf(i), t, warmDeadline, false)));
  times.clear(); errors.clear();
  const sampler = setInterval(() => samples.push(deployment.memory()), 2000);
  const started = Date.now();
  await Promise.all(world.tokens.map((t, i) => client(baseOf(i), t, started + SECONDS * 1000, true)));
  const seconds = (Date.now() - started) / 1000;
  clearInterval(sampler);
  return { name: deployment.name, seconds, times, errors, samples };
}

const allOf = (result: Result) => [...result.times.values()].flat().sort((a, b) => a - b);
const errorsOf = (result: Result) => [...result.errors.values()].reduce((a, b) => a + b, 0);
const peakOf = (result: Result, name: string) => Math.max(0, ...result.samples.map((s) => s[name] ?? 0));

function report(result: Result) {
  const all = allOf(result);
  const errorCount = errorsOf(result);
  const thinkLabel = THINK_MAX > 0 ? `thinking ${THINK_MIN / 1000}–${THINK_MAX / 1000} s between actions` : 'no think time (capacity)';
  const workers = `GATEWAY_WORKERS=${process.env.GATEWAY_WORKERS || 1}, API_WORKERS=${process.env.API_WORKERS || 1}`;
  const where = HOSTS > 1 ? `${result.name} (api + gateway each, own data directories, one S3 bucket)` : result.name;
  console.log(`\n${label}, ${where}: ${CLIENTS} clients ${thinkLabel}, ${workers}, ${result.seconds.toFixed(0)} s, ${world.leadIds.length.toLocaleString('en-US')} leads, ${os.cpus().length} cores (${new Date().toISOString().slice(0, 10)})\n`);
  console.log('| operation | requests | p50 ms | p90 ms | p99 ms |');
  console.log('|---|---:|---:|---:|---:|');
  for (const [kind, list] of [...result.times.entries()].sort()) {
    const sorted = list.sort((a, b) => a - b);
    console.log(`| ${kind} | ${sorted.length} | ${ms(percentile(sorted, 50))} | ${ms(percentile(sorted, 90))} | ${ms(percentile(sorted, 99))} |`);
  }
  console.log(`| **all** | ${all.length} | ${ms(percentile(all, 50))} | ${ms(percentile(all, 90))} | ${ms(percentile(all, 99))} |`);
  console.log(`\n${(all.length / result.seconds).toFixed(0)} req/s, ${errorCount} errors${errorCount ? ':' : ''}`);
  for (const [what, count] of result.errors) console.log(`  ${count} × ${what}`);
  const memory = HOSTS > 1 && result.name !== '1 host'
    ? `api ${peakOf(result, 'api').toFixed(0)} MB, gateway ${peakOf(result, 'gateway').toFixed(0)} MB in all (largest host: api ${peakOf(result, 'api (largest host)').toFixed(0)} MB, gateway ${peakOf(result, 'gateway (largest host)').toFixed(0)} MB)`
    : `api ${peakOf(result, 'api').toFixed(0)} MB, gateway ${peakOf(result, 'gateway').toFixed(0)} MB`;
  console.log(`peak memory (RSS, with workers): ${memory}`);
}

/** The runs side by side: each operation's percentiles in both, and the ratio (second ÷ first). */
function compare(one: Result, two: Result) {
  const ratio = (a: number, b: number) => (Number.isFinite(a) && Number.isFinite(b) && a > 0 ? `${(b / a).toFixed(2)}×` : '—');
  const figures = (list: number[] | undefined) => {
    const sorted = [...(list ?? [])].sort((a, b) => a - b);
    return { n: sorted.length, p50: percentile(sorted, 50), p90: percentile(sorted, 90), p99: percentile(sorted, 99) };
  };
  console.log(`\n${one.name} beside ${two.name} (same database, same load; ratio = ${two.name} ÷ ${one.name}; below 1× is faster for latency)\n`);
  console.log(`| operation | requests ${one.name} / ${two.name} | p50 ms | p90 ms | p99 ms | p50 ratio | p99 ratio |`);
  console.log('|---|---:|---:|---:|---:|---:|---:|');
  const kinds = [...new Set([...one.times.keys(), ...two.times.keys()])].sort();
  const rows: Array<[string, number[] | undefined, number[] | undefined]> = kinds.map((k) => [k, one.times.get(k), two.times.get(k)]);
  rows.push(['**all**', allOf(one), allOf(two)]);
  for (const [kind, a, b] of rows) {
    const [x, y] = [figures(a), figures(b)];
    console.log(`| ${kind} | ${x.n} / ${y.n} | ${ms(x.p50)} / ${ms(y.p50)} | ${ms(x.p90)} / ${ms(y.p90)} | ${ms(x.p99)} / ${ms(y.p99)} | ${ratio(x.p50, y.p50)} | ${ratio(x.p99, y.p99)} |`);
  }
  const rate = (r: Result) => allOf(r).length / r.seconds;
  console.log(`\nthroughput: ${rate(one).toFixed(0)} req/s → ${rate(two).toFixed(0)} req/s (${ratio(rate(one), rate(two))}); errors ${errorsOf(one)} → ${errorsOf(two)}`);
  console.log(`peak memory in all: api ${peakOf(one, 'api').toFixed(0)} → ${peakOf(two, 'api').toFixed(0)} MB, gateway ${peakOf(one, 'gateway').toFixed(0)} → ${peakOf(two, 'gateway').toFixed(0)} MB`);
}

const results: Result[] = [];
try {
  for (const start of HOSTS > 1 ? [() => startPairs(1), () => startPairs(HOSTS)] : [startMjsStack]) {
    const deployment = await start();
    try {
      results.push(await runLoad(deployment));
    } finally {
      await deployment.stop();
    }
    report(results[results.length - 1]);
  }
  if (results.length > 1) compare(results[0], results[1]);
} finally {
  await dispatcher.close();
  await drop();
  await s3?.close();
  fs.rmSync(dataDir, { recursive: true, force: true });
}
process.exit(results.some((r) => errorsOf(r) > 0) ? 1 : 0);
