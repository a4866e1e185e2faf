import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

export const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');
const tsx = path.join(repoRoot, 'node_modules', '.bin', 'tsx');

export interface Mail { to: string; subject: string; body: string }

export interface Stack {
  baseUrl: string;
  /** The api itself (…/api), for test-only hooks (API_TEST_HOOKS: the reminders journey runs the worker with a later clock). */
  apiUrl: string;
  dataDir: string;
  /** Where each mail the api logged (no SMTP in tests) is appended as a JSON line; see readMails. */
  mailFile: string;
  stop(): Promise<void>;
  /** Stops the api process alone (issue 26: the outage journey); the gateway keeps serving. */
  stopApi(): Promise<void>;
  /** Starts the api again on the same port and data dir, once it answers its health check. */
  startApi(): Promise<void>;
}

/** Ports this process has handed out: stacks started at once (the journeys' lanes) never share one. */
const handedOut = new Set<number>();

async function freePort(): Promise<number> {
  for (;;) {
    const port = await unusedPort();
    if (handedOut.has(port)) continue;
    handedOut.add(port);
    return port;
  }
}

function unusedPort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as net.AddressInfo;
      server.close(() => resolve(port));
    });
  });
}

function startService(name: string, entry: string, env: NodeJS.ProcessEnv, onLine: (line: string) => void): ChildProcess {
  const child = spawn(tsx, [entry], { cwd: repoRoot, env: { ...process.env, ...env }, stdio: ['ignore', 'pipe', 'pipe'] });
  const log = fs.createWriteStream(path.join(env.E2E_LOG_DIR as string, `${name}.log`));
  for (const stream of [child.stdout!, child.stderr!]) {
    let rest = '';
    stream.on('data', (chunk: Buffer) => {
      log.write(chunk);
      const lines = (rest + chunk.toString()).split('\n');
      rest = lines.pop() ?? '';
      lines.forEach(onLine);
    });
  }
  return child;
}

async function waitForHealth(url: string, children: ChildProcess[], timeoutMs: number, logDir: string) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    const exited = children.find((child) => child.exitCode !== null);
    if (exited) throw new Error(`a service exited with ${exited.exitCode} while starting; see ${logDir}/*.log`);
    try {
      const response = await fetch(url);
      if (response.ok) return;
    } catch { /* not listening yet */ }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`${url} did not answer within ${timeoutMs} ms; see ${logDir}/*.log`);
}

/** What a run other than the journeys (the map bench) may change; the journeys pass none. */
export interface StackOptions {
  /** SEED_DEMO for the api; true (the demo seed) unless told otherwise. */
  seedDemo?: boolean;
  /** Fills the fresh data dir before the api starts on it (e.g. rows seeded with SQL). */
  prepareDataDir?: (dataDir: string) => Promise<void>;
}

/**
 * The product as `npm start` runs it, on free ports with a fresh data dir: the api on embedded
 * PGlite with the demo seed, and the gateway serving the web app built for this run.
 */
export async function startStack(artifactsDir: string, webDist: string, options: StackOptions = {}): Promise<Stack> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'portal-e2e-'));
  if (options.prepareDataDir) {
    try {
      await options.prepareDataDir(dataDir);
    } catch (error) {
      fs.rmSync(dataDir, { recursive: true, force: true });
      throw error;
    }
  }
  const [apiPort, gatewayPort] = [await freePort(), await freePort()];
  const baseUrl = `http://127.0.0.1:${gatewayPort}`;
  const mailFile = path.join(artifactsDir, 'mails.jsonl');
  fs.writeFileSync(mailFile, '');
  // EVENTS_SECRET: the gateway's live updates follow the api's events feed with it.
  const common = { E2E_LOG_DIR: artifactsDir, NODE_ENV: 'production', EVENTS_SECRET: 'e2e-events-secret' };
  let apiStarts = 0;
  const apiService = () => startService(apiStarts++ === 0 ? 'api' : `api-${apiStarts}`, 'api/src/main.ts', {
    ...common, API_HOST: '127.0.0.1', API_PORT: String(apiPort), DATA_DIR: dataDir, DATABASE_URL: '', SEED_DEMO: String(options.seedDemo ?? true),
    API_PUBLIC_URL: baseUrl, WEB_URL: baseUrl, LOG_REQUESTS: 'false', JOB_POLL_MS: '200',
    // Every journey signs in from 127.0.0.1 (about 50 sign-ins a run): the per-address throttle
    // would count them all as one stranger. The throttle has its own api tests.
    API_LOGIN_RATE_LIMIT: '0', API_AUTH_RATE_LIMIT: '0', API_INVITE_RATE_LIMIT: '0',
    // The same for the public link pages and the signing form (issue 24).
    API_SIGN_RATE_LIMIT: '0', API_PUBLIC_PAGE_RATE_LIMIT: '0',
    // Test-only routes (api/src/routes/reminder-settings.ts: POST /api/testing/reminders/run/, super admins); never set in production.
    API_TEST_HOOKS: 'true',
  }, (line) => {
    // No SMTP: the api logs each mail as JSON ({ to, subject, msg: "mail (outbox #n…):\n<body>" }).
    if (!line.includes('mail (outbox')) return;
    try {
      const entry = JSON.parse(line) as { to: string; subject: string; msg: string };
      const mail: Mail = { to: entry.to, subject: entry.subject, body: entry.msg.slice(entry.msg.indexOf('\n') + 1) };
      fs.appendFileSync(mailFile, JSON.stringify(mail) + '\n');
    } catch { /* not a JSON log line */ }
  });
  let api = apiService();
  const gateway = startService('gateway', 'gateway/src/main.ts', {
    ...common, GATEWAY_HOST: '127.0.0.1', PORT: String(gatewayPort), API_URL: `http://127.0.0.1:${apiPort}/api`, WEB_DIST: webDist,
  }, () => {});
  const children = [api, gateway];
  const end = (child: ChildProcess) => new Promise<void>((resolve) => {
    if (child.exitCode !== null || child.signalCode !== null) return resolve();
    child.once('exit', () => resolve());
    child.kill('SIGTERM');
    setTimeout(() => child.kill('SIGKILL'), 5000).unref();
  });
  const stop = async () => {
    await Promise.all([api, gateway].map(end));
    fs.rmSync(dataDir, { recursive: true, force: true });
  };
  const stopApi = () => end(api);
  const startApi = async () => {
    if (api.exitCode === null && api.signalCode === null) return;
    api = apiService();
    await waitForHealth(`http://127.0.0.1:${apiPort}/api/health/`, [api], 120_000, artifactsDir);
  };
  try {
    // The api's own health too: the gateway answers /health without it (an api that could not
    // listen would leave the gateway talking to whatever holds its port).
    await waitForHealth(`http://127.0.0.1:${apiPort}/api/health/`, children, 120_000, artifactsDir);
    await waitForHealth(`${baseUrl}/health`, children, 120_000, artifactsDir);
  } catch (error) {
    await stop();
    throw error;
  }
  return { baseUrl, apiUrl: `http://127.0.0.1:${apiPort}/api`, dataDir, mailFile, stop, stopApi, startApi };
}

/** The mails written so far, oldest first (tests run in workers, so they read the file). */
export function readMails(mailFile: string): Mail[] {
  return fs.readFileSync(mailFile, 'utf8').split('\n').filter(Boolean).map((line) => JSON.parse(line) as Mail);
}
