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
 */
import { spawn } from 'node:child_process';
import crypto from 'node:crypto';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { Agent, request } from 'undici';
import { openPostgres } from '../../api/src/db/client.js';
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
const [apiPort, port] = [await freePort(), await freePort()];
const env = { ...process.env, ...dbEnv, DATA_DIR: dataDir, API_PORT: String(apiPort), PORT: String(port), SEED_DEMO: 'false', LOG_LEVEL: 'warn' };
// BENCH_PROFILE=<dir>: every service process writes a V8 CPU profile there when it stops
// (open it in Chrome DevTools' Performance panel, or summarise it with scripts/bench-load/profile.ts).
const profileDir = process.env.BENCH_PROFILE ? path.resolve(process.env.BENCH_PROFILE) : null;
const stackEnv = profileDir ? { ...env, SERVICE_NODE_FLAGS: `--cpu-prof --cpu-prof-dir=${profileDir}` } : env;

console.log(`bench:load — ${label}; seeding ${LEADS.toLocaleString('en-US')} leads and ${CLIENTS} users…`);
const seeded = Date.now();
const world = await seedBenchOrganization(env, LEADS, CLIENTS);
console.log(`seeded ${world.leadIds.length.toLocaleString('en-US')} leads in ${((Date.now() - seeded) / 1000).toFixed(0)} s`);

const stack = spawn(process.execPath, ['scripts/start.mjs'], { env: stackEnv, stdio: ['ignore', 'pipe', 'pipe'] });
let stackLog = '';
stack.stdout.on('data', (d) => { stackLog += d; });
stack.stderr.on('data', (d) => { stackLog += d; });
const base = `http://127.0.0.1:${port}`;
const dispatcher = new Agent({ connections: CLIENTS, pipelining: 1 });
for (let waited = 0; ; waited += 250) {
  try { if ((await request(`${base}/health`, { dispatcher })).statusCode === 200) break; } catch { /* not up yet */ }
  if (waited > 120_000 || stack.exitCode !== null) { console.error(stackLog); throw new Error('the stack did not become healthy (its output is above)'); }
  await new Promise((r) => setTimeout(r, 250));
}

const ops = await loadOperations();
const times = new Map<string, number[]>();
const errors = new Map<string, number>();
const samples: Array<Record<string, number>> = [];
let n = 0;

async function send(token: string, op: Operation): Promise<any> {
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

const pick = <T>(list: T[]) => list[Math.floor(Math.random() * list.length)];
const think = () => new Promise((r) => setTimeout(r, THINK_MIN + Math.random() * (THINK_MAX - THINK_MIN)));
async function client(token: string, deadline: number, thinking: boolean) {
  // Staff do not arrive in lockstep: each starts somewhere in its first think.
  if (thinking && THINK_MAX > 0) await new Promise((r) => setTimeout(r, Math.random() * THINK_MAX));
  while (Date.now() < deadline) {
    const i = n++;
    const r = Math.random();
    if (r < WRITE_SHARE) {
      const w = r / WRITE_SHARE;
      if (w < 0.4) await send(token, ops.createLead(i));
      else if (w < 0.8) await send(token, ops.updateLead(pick(world.leadIds), i));
      else await send(token, ops.createQuote(pick(world.leadIds)));
    } else if (r < 0.3) await send(token, ops.viewer());
    else if (r < 0.6) await send(token, ops.list(i));
    else await send(token, ops.lead(pick(world.leadIds)));
    if (thinking && THINK_MAX > 0 && Date.now() < deadline) await think();
  }
}

console.log(`running ${CLIENTS} clients for ${SECONDS} s against ${base}…`);
const warmDeadline = Date.now() + 5000;
await Promise.all(world.tokens.slice(0, 20).map((t) => client(t, warmDeadline, false)));
times.clear(); errors.clear();
const sampler = setInterval(() => samples.push(memoryOf(stack.pid!)), 2000);
const started = Date.now();
await Promise.all(world.tokens.map((t) => client(t, started + SECONDS * 1000, true)));
const seconds = (Date.now() - started) / 1000;
clearInterval(sampler);

const all = [...times.values()].flat().sort((a, b) => a - b);
const errorCount = [...errors.values()].reduce((a, b) => a + b, 0);
const peak = (name: string) => Math.max(0, ...samples.map((s) => s[name] ?? 0));
const thinkLabel = THINK_MAX > 0 ? `thinking ${THINK_MIN / 1000}–${THINK_MAX / 1000} s between actions` : 'no think time (capacity)';
const workers = `GATEWAY_WORKERS=${process.env.GATEWAY_WORKERS || 1}, API_WORKERS=${process.env.API_WORKERS || 1}`;
console.log(`\n${label}: ${CLIENTS} clients ${thinkLabel}, ${workers}, ${seconds.toFixed(0)} s, ${world.leadIds.length.toLocaleString('en-US')} leads, ${os.cpus().length} cores (${new Date().toISOString().slice(0, 10)})\n`);
console.log('| operation | requests | p50 ms | p90 ms | p99 ms |');
console.log('|---|---:|---:|---:|---:|');
for (const [kind, list] of [...times.entries()].sort()) {
  const sorted = list.sort((a, b) => a - b);
  console.log(`| ${kind} | ${sorted.length} | ${ms(percentile(sorted, 50))} | ${ms(percentile(sorted, 90))} | ${ms(percentile(sorted, 99))} |`);
}
console.log(`| **all** | ${all.length} | ${ms(percentile(all, 50))} | ${ms(percentile(all, 90))} | ${ms(percentile(all, 99))} |`);
console.log(`\n${(all.length / seconds).toFixed(0)} req/s, ${errorCount} errors${errorCount ? ':' : ''}`);
for (const [what, count] of errors) console.log(`  ${count} × ${what}`);
console.log(`peak memory (RSS, with workers): api ${peak('api').toFixed(0)} MB, gateway ${peak('gateway').toFixed(0)} MB`);

stack.kill('SIGTERM');
await new Promise((r) => stack.once('exit', r));
await dispatcher.close();
await drop();
fs.rmSync(dataDir, { recursive: true, force: true });
process.exit(errorCount ? 1 : 0);
