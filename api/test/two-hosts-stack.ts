import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { createRequire } from 'node:module';
import { fileURLToPath } from 'node:url';

/**
 * Several api + gateway pairs as separate processes on one machine, as an operator runs several
 * hosts (issue 27 item 3): each api with its OWN data directory, all on one PostgreSQL database and
 * one S3 bucket, each gateway in front of its own api. Used by test/two-hosts.test.ts and by
 * `BENCH_HOSTS=2 npm run bench:load`.
 */
const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
// One node process per service with tsx's loader (as scripts/start.mjs): a signal reaches the
// service itself, never a wrapper (SIGKILL to a tsx wrapper would leave its service running).
const tsx = createRequire(import.meta.url).resolve('tsx');

export const freePort = () => new Promise<number>((resolve, reject) => {
  const server = net.createServer();
  server.once('error', reject);
  server.listen(0, '127.0.0.1', () => {
    const { port } = server.address() as net.AddressInfo;
    server.close(() => resolve(port));
  });
});

export interface Service {
  name: string;
  child: ChildProcess;
  /** The last lines it printed (stdout and stderr), for a failure's message. */
  tail(): string;
  /** Every line it printed so far. */
  lines: string[];
}

function startService(name: string, entry: string, env: NodeJS.ProcessEnv): Service {
  const child = spawn(process.execPath, ['--import', tsx, entry], { cwd: repoRoot, env: { ...process.env, ...env }, stdio: ['ignore', 'pipe', 'pipe'] });
  const lines: string[] = [];
  for (const stream of [child.stdout!, child.stderr!]) {
    let rest = '';
    stream.on('data', (chunk: Buffer) => {
      const parts = (rest + chunk.toString()).split('\n');
      rest = parts.pop() ?? '';
      lines.push(...parts);
      if (lines.length > 5000) lines.splice(0, lines.length - 5000);
    });
  }
  return { name, child, lines, tail: () => lines.slice(-40).join('\n') };
}

const running = (child: ChildProcess) => child.exitCode === null && child.signalCode === null;

/** Polls url until it answers 200; fails at once when the service exits, with its last output. */
export async function waitReady(url: string, service: Service, timeoutMs: number) {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    if (!running(service.child)) throw new Error(`${service.name} exited (${service.child.exitCode ?? service.child.signalCode}) while starting:\n${service.tail()}`);
    try {
      const response = await fetch(url, { signal: AbortSignal.timeout(5000) });
      await response.arrayBuffer();
      if (response.ok) return;
    } catch { /* not listening yet */ }
    if (Date.now() > deadline) throw new Error(`${url} (${service.name}) not ready within ${timeoutMs} ms:\n${service.tail()}`);
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}

export interface Host {
  label: string;
  /** The api itself, e.g. http://127.0.0.1:1234/api */
  apiUrl: string;
  /** The gateway, e.g. http://127.0.0.1:1235 (GraphQL at /graphql) */
  gatewayUrl: string;
  dataDir: string;
  api: Service;
  gateway: Service;
  /** SIGKILL of this host's api process (a crashed host); resolves when it is gone. */
  killApi(): Promise<void>;
}

export interface HostsOptions {
  /** The shared database (a fresh one: the first api migrates it). */
  databaseUrl: string;
  /** The shared bucket: S3_ENDPOINT of an S3-protocol server, and the bucket name. */
  s3: { endpoint: string; bucket: string };
  count?: number;
  /** More environment for every api process. */
  apiEnv?: Record<string, string>;
  /** More environment for every gateway process. */
  gatewayEnv?: Record<string, string>;
  startTimeoutMs?: number;
}

function stopChild(child: ChildProcess, signal: NodeJS.Signals = 'SIGTERM') {
  return new Promise<void>((resolve) => {
    if (!running(child)) return resolve();
    child.once('exit', () => resolve());
    child.kill(signal);
    setTimeout(() => { if (running(child)) child.kill('SIGKILL'); }, 5000).unref();
  });
}

/**
 * Starts `count` api + gateway pairs on free ports (all at once: the api's migration lock is part
 * of what is proven) and waits for each api's /api/ready/ and each gateway's /ready. stop() ends
 * every process it started (also after a failed start) and removes the data directories.
 */
export async function startHosts(options: HostsOptions): Promise<{ hosts: Host[]; stop(): Promise<void> }> {
  const count = options.count ?? 2;
  const hosts: Host[] = [];
  const eventsSecret = 'two-hosts-events-secret';
  const stop = async () => {
    await Promise.all(hosts.flatMap((host) => [stopChild(host.api.child), stopChild(host.gateway.child)]));
    for (const host of hosts) fs.rmSync(host.dataDir, { recursive: true, force: true });
  };
  try {
    for (let i = 0; i < count; i++) {
      const label = String.fromCharCode(65 + i);
      const [apiPort, gatewayPort] = [await freePort(), await freePort()];
      const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), `portal-host-${label.toLowerCase()}-`));
      const gatewayUrl = `http://127.0.0.1:${gatewayPort}`;
      const api = startService(`api ${label}`, 'api/src/main.ts', {
        NODE_ENV: 'production', API_HOST: '127.0.0.1', API_PORT: String(apiPort), DATA_DIR: dataDir, DATABASE_URL: options.databaseUrl,
        S3_BUCKET: options.s3.bucket, S3_ENDPOINT: options.s3.endpoint, S3_REGION: 'us-east-1', S3_FORCE_PATH_STYLE: 'true',
        // Each host signs links with its own public origin (its gateway); the media secret is the
        // one kept in the shared database, so a URL signed on one host opens on the other.
        API_PUBLIC_URL: gatewayUrl, WEB_URL: gatewayUrl, MEDIA_SECRET: '', EVENTS_SECRET: eventsSecret,
        SEED_DEMO: 'false', LOG_LEVEL: 'warn', LOG_REQUESTS: 'false', API_WORKERS: '1', WORK_THREADS: '0', OTEL_EXPORTER_OTLP_ENDPOINT: '',
        ...options.apiEnv,
      });
      const gateway = startService(`gateway ${label}`, 'gateway/src/main.ts', {
        NODE_ENV: 'production', GATEWAY_HOST: '127.0.0.1', PORT: String(gatewayPort), API_URL: `http://127.0.0.1:${apiPort}/api`,
        EVENTS_SECRET: eventsSecret, GATEWAY_WORKERS: '1', OTEL_EXPORTER_OTLP_ENDPOINT: '', ...options.gatewayEnv,
      });
      hosts.push({
        label, apiUrl: `http://127.0.0.1:${apiPort}/api`, gatewayUrl, dataDir, api, gateway,
        killApi: () => stopChild(api.child, 'SIGKILL'),
      });
    }
    const timeout = options.startTimeoutMs ?? 150_000;
    await Promise.all(hosts.map(async (host) => {
      await waitReady(`${host.apiUrl}/ready/`, host.api, timeout);
      await waitReady(`${host.gatewayUrl}/ready`, host.gateway, timeout);
    }));
  } catch (error) {
    await stop();
    throw error;
  }
  return { hosts, stop };
}
