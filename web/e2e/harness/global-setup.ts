import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import type { TestProject } from 'vitest/node';
import { findChromium } from './chromium';
import { repoRoot, startStack, type Stack } from './stack';

/** E2E_ARTIFACTS lets parallel runs (or CI) keep their screenshots and logs apart. */
export const artifactsDir = path.resolve(process.env.E2E_ARTIFACTS || path.join(repoRoot, 'web', 'e2e', 'artifacts'));

declare module 'vitest' {
  export interface ProvidedContext {
    baseUrl: string;
    apiUrl: string;
    mailFile: string;
    artifactsDir: string;
    chromiumPath: string;
    /** The harness's own control address (issue 26): POST /api/stop and /api/start stop and restart the api process. */
    controlUrl: string;
  }
}

let stack: Stack | undefined;
let control: http.Server | undefined;

/** The journeys run in workers, the stack here: a local control endpoint lets a journey stop and restart the api. */
async function startControl(target: Stack): Promise<string> {
  control = http.createServer((req, res) => {
    const act = req.method === 'POST' && req.url === '/api/stop' ? target.stopApi : req.method === 'POST' && req.url === '/api/start' ? target.startApi : null;
    if (!act) return void res.writeHead(404).end();
    act().then(() => res.writeHead(204).end(), (error: Error) => res.writeHead(500).end(error.message));
  });
  await new Promise<void>((resolve) => control!.listen(0, '127.0.0.1', resolve));
  return `http://127.0.0.1:${(control.address() as AddressInfo).port}`;
}

/** A production build of the current sources into `outDir` (the journeys' and the map bench's). */
export function buildWeb(outDir: string) {
  const build = spawnSync('npx', ['--no-install', 'vite', 'build', '--outDir', outDir, '--emptyOutDir', '--logLevel', 'warn'], {
    cwd: path.join(repoRoot, 'web'), stdio: 'inherit', env: { ...process.env, NODE_ENV: 'production' },
  });
  if (build.status !== 0) throw new Error('building the web app failed');
}

/** Once per run: check for Chromium, build the web app if stale, start api + gateway. */
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
  stack = await startStack(artifactsDir, webDist);
  project.provide('baseUrl', stack.baseUrl);
  project.provide('apiUrl', stack.apiUrl);
  project.provide('mailFile', stack.mailFile);
  project.provide('artifactsDir', artifactsDir);
  project.provide('chromiumPath', chromiumPath);
  project.provide('controlUrl', await startControl(stack));
}

export async function teardown() {
  control?.close();
  await stack?.stop();
}
