import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import type { TestProject } from 'vitest/node';
import { findChromium } from './chromium';
import { journeyLanes, type Lane } from './lanes';
import { repoRoot, startStack, type Stack } from './stack';

/** E2E_ARTIFACTS lets parallel runs (or CI) keep their screenshots and logs apart. */
export const artifactsDir = path.resolve(process.env.E2E_ARTIFACTS || path.join(repoRoot, 'web', 'e2e', 'artifacts'));

declare module 'vitest' {
  export interface ProvidedContext {
    /** One stack per lane (lanes.ts); a journey reaches its own with lane(). */
    lanes: Lane[];
    artifactsDir: string;
    chromiumPath: string;
  }
}

const stacks: Stack[] = [];
const controls: http.Server[] = [];

/** The journeys run in workers, the stack here: a local control endpoint lets a journey stop and restart the api. */
async function startControl(target: Stack): Promise<string> {
  const control = http.createServer((req, res) => {
    const act = req.method === 'POST' && req.url === '/api/stop' ? target.stopApi : req.method === 'POST' && req.url === '/api/start' ? target.startApi : null;
    if (!act) return void res.writeHead(404).end();
    act().then(() => res.writeHead(204).end(), (error: Error) => res.writeHead(500).end(error.message));
  });
  controls.push(control);
  await new Promise<void>((resolve) => control.listen(0, '127.0.0.1', resolve));
  return `http://127.0.0.1:${(control.address() as AddressInfo).port}`;
}

/** A production build of the current sources into `outDir` (the journeys' and the map bench's). */
export function buildWeb(outDir: string) {
  const build = spawnSync('npx', ['--no-install', 'vite', 'build', '--outDir', outDir, '--emptyOutDir', '--logLevel', 'warn'], {
    cwd: path.join(repoRoot, 'web'), stdio: 'inherit', env: { ...process.env, NODE_ENV: 'production' },
  });
  if (build.status !== 0) throw new Error('building the web app failed');
}

/** Once per run: check for Chromium, build the web app, start api + gateway for each lane. */
export async function setup(project: TestProject) {
  const chromiumPath = findChromium();
  if (!chromiumPath) {
    throw new Error('Chromium is required for the browser tests: apt-get install -y chromium (or set CHROMIUM_PATH)');
  }
  fs.rmSync(artifactsDir, { recursive: true, force: true });
  fs.mkdirSync(path.join(artifactsDir, 'screenshots'), { recursive: true });
  // A production build of the current sources into this run's own folder: never a stale
  // web/dist, and two runs at once do not overwrite each other's files.
  // E2E_WEB_DIST: a build made earlier (`npx vite build --outDir <dir>` in web/), to rerun a journey
  // without building again; the caller answers for it being current.
  const webDist = process.env.E2E_WEB_DIST ? path.resolve(process.env.E2E_WEB_DIST) : path.join(artifactsDir, 'web-dist');
  if (!process.env.E2E_WEB_DIST) buildWeb(webDist);
  // Each lane's logs and mails in a folder of its own (artifacts/lane-1/api.log, …).
  const started = await Promise.allSettled(Array.from({ length: journeyLanes() }, (_, index) => {
    const laneDir = path.join(artifactsDir, `lane-${index + 1}`);
    fs.mkdirSync(laneDir, { recursive: true });
    return startStack(laneDir, webDist);
  }));
  for (const result of started) if (result.status === 'fulfilled') stacks.push(result.value);
  const failed = started.find((result) => result.status === 'rejected');
  if (failed) {
    await teardown();
    throw failed.reason;
  }
  const lanes: Lane[] = [];
  for (const stack of stacks) {
    lanes.push({ baseUrl: stack.baseUrl, apiUrl: stack.apiUrl, mailFile: stack.mailFile, controlUrl: await startControl(stack) });
  }
  project.provide('lanes', lanes);
  project.provide('artifactsDir', artifactsDir);
  project.provide('chromiumPath', chromiumPath);
}

export async function teardown() {
  controls.forEach((control) => control.close());
  await Promise.all(stacks.map((stack) => stack.stop()));
}
