/**
 * npm run bench:live (issue 14) — how fast a change reaches the browsers that watch it.
 *
 * Starts the stack as `npm start` runs it (fresh embedded database with the demo data), opens
 * BENCH_SUBSCRIBERS live streams (`leadChanged`, as the lead page does; each signed in on its own
 * session, as separate browser tabs of separate people would be), spread over BENCH_LEADS leads,
 * then edits those leads BENCH_CHANGES times through the api. Prints, for every change and every
 * subscriber watching it, the time from the api's answer to the event's arrival over SSE
 * (p50/p90/p99/max), events lost, and the services' memory.
 */
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { Agent, request } from 'undici';

const SUBSCRIBERS = Number(process.env.BENCH_SUBSCRIBERS || 200);
const LEADS = Number(process.env.BENCH_LEADS || 10);
const CHANGES = Number(process.env.BENCH_CHANGES || 30);
const GAP_MS = Number(process.env.BENCH_GAP_MS || 300);

const freePort = () => new Promise<number>((resolve) => {
  const server = net.createServer().listen(0, '127.0.0.1', () => {
    const { port } = server.address() as net.AddressInfo;
    server.close(() => resolve(port));
  });
});
const percentile = (sorted: number[], p: number) => (sorted.length ? sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] : NaN);

const [apiPort, port] = [await freePort(), await freePort()];
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'portal-live-'));
const env = { ...process.env, DATA_DIR: dataDir, API_PORT: String(apiPort), PORT: String(port), SEED_DEMO: 'true', LOG_LEVEL: 'warn', EVENTS_SECRET: 'bench-live',
  // Every session signs in from 127.0.0.1: the per-address sign-in throttle would stop the 200th.
  API_LOGIN_RATE_LIMIT: '0', API_AUTH_RATE_LIMIT: '0' };
const stack = spawn(process.execPath, ['scripts/start.mjs'], { env, stdio: ['ignore', 'pipe', 'pipe'] });
let stackLog = '';
stack.stdout.on('data', (chunk) => { stackLog += chunk; });
stack.stderr.on('data', (chunk) => { stackLog += chunk; });
const base = `http://127.0.0.1:${port}`;
const api = `http://127.0.0.1:${apiPort}/api`;
const dispatcher = new Agent({ connections: SUBSCRIBERS + 20 });

try {
  for (let waited = 0; ; waited += 500) {
    try { if ((await request(`${base}/health`, { dispatcher })).statusCode === 200) break; } catch { /* not up yet */ }
    if (waited > 120_000 || stack.exitCode !== null) { console.error(stackLog); throw new Error('the stack did not become healthy'); }
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  const json = async (url: string, init: { method?: 'GET' | 'POST' | 'PATCH'; body?: unknown; token?: string } = {}) => {
    const response = await request(url, {
      dispatcher, method: init.method ?? 'GET', body: init.body === undefined ? undefined : JSON.stringify(init.body),
      headers: { 'content-type': 'application/json', ...(init.token ? { authorization: `Token ${init.token}` } : {}) },
    });
    return response.body.json() as Promise<any>;
  };
  const signIn = async () => (await json(`${api}/login/`, { method: 'POST', body: { email_or_phone: 'orgadmin@demo.test', password: 'demo1234' } })).token as string;
  const editor = await signIn();
  const leads = ((await json(`${api}/leads/?limit=${LEADS}`, { token: editor })).results as Array<{ id: number }>).map((lead) => lead.id);

  // Each subscriber: its own session, one stream, the arrival time of each event by lead.
  const arrivals = new Map<string, number[]>(); // `${lead}:${change}` → arrival times
  const streams: Array<{ close(): void }> = [];
  for (let i = 0; i < SUBSCRIBERS; i++) {
    const token = await signIn();
    const lead = leads[i % leads.length];
    const controller = new AbortController();
    const response = await request(`${base}/graphql`, {
      dispatcher, method: 'POST', signal: controller.signal,
      headers: { authorization: `Token ${token}`, 'content-type': 'application/json', accept: 'text/event-stream', 'x-graphql-yoga-csrf': '1' },
      body: JSON.stringify({ query: 'subscription($id: ID!) { leadChanged(id: $id) { changes lead { name notes } } }', variables: { id: Buffer.from(`Lead:${lead}`).toString('base64url') } }),
    });
    if (response.statusCode !== 200) throw new Error(`stream ${i}: HTTP ${response.statusCode}`);
    response.body.on('data', (chunk: Buffer | string) => {
      for (const match of String(chunk).matchAll(/"notes":"change (\d+)"/g)) {
        const key = `${lead}:${match[1]}`;
        (arrivals.get(key) ?? arrivals.set(key, []).get(key)!).push(performance.now());
      }
    });
    response.body.on('error', () => undefined);
    streams.push({ close: () => controller.abort() });
  }
  await new Promise((resolve) => setTimeout(resolve, 2000)); // every stream listening

  const sentAt = new Map<string, number>();
  for (let change = 1; change <= CHANGES; change++) {
    const lead = leads[change % leads.length];
    await json(`${api}/update_lead/${lead}/`, { method: 'PATCH', body: { notes: `change ${change}` }, token: editor });
    sentAt.set(`${lead}:${change}`, performance.now());
    await new Promise((resolve) => setTimeout(resolve, GAP_MS));
  }
  await new Promise((resolve) => setTimeout(resolve, 3000)); // the last events on their way

  const latencies: number[] = [];
  let expected = 0;
  for (const [key, sent] of sentAt) {
    const watchers = Math.floor(SUBSCRIBERS / leads.length) + (leads.indexOf(Number(key.split(':')[0])) < SUBSCRIBERS % leads.length ? 1 : 0);
    expected += watchers;
    for (const at of arrivals.get(key) ?? []) latencies.push(Math.max(0, at - sent));
  }
  latencies.sort((a, b) => a - b);
  const rss = (pattern: RegExp) => {
    let total = 0;
    for (const pid of fs.readdirSync('/proc').filter((name) => /^\d+$/.test(name))) {
      try {
        if (!pattern.test(fs.readFileSync(`/proc/${pid}/cmdline`, 'utf8'))) continue;
        total += Number(/VmRSS:\s+(\d+)/.exec(fs.readFileSync(`/proc/${pid}/status`, 'utf8'))?.[1] ?? 0) / 1024;
      } catch { /* gone */ }
    }
    return total.toFixed(0);
  };
  console.log(`bench:live — ${SUBSCRIBERS} streams over ${leads.length} leads, ${CHANGES} changes ${GAP_MS} ms apart (PGlite, one api and one gateway process)`);
  console.log(`  events delivered: ${latencies.length} of ${expected} (${expected - latencies.length} lost)`);
  console.log(`  change → event (ms): p50 ${percentile(latencies, 50).toFixed(0)}  p90 ${percentile(latencies, 90).toFixed(0)}  p99 ${percentile(latencies, 99).toFixed(0)}  max ${(latencies.at(-1) ?? NaN).toFixed(0)}`);
  console.log(`  memory (MB RSS, summed over each service's processes): gateway ${rss(/gateway\/src\/main\.ts/)}, api ${rss(/api\/src\/main\.ts/)}`);
  for (const stream of streams) stream.close();
} finally {
  stack.kill('SIGTERM');
  await new Promise((resolve) => stack.once('exit', resolve));
  await dispatcher.close().catch(() => undefined);
  fs.rmSync(dataDir, { recursive: true, force: true });
}
