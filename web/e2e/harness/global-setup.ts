import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import type { TestProject } from 'vitest/node';
import { findChromium } from './chromium';
import { repoRoot, startStack, type Stack } from './stack';

export const artifactsDir = path.join(repoRoot, 'web', 'e2e', 'artifacts');

declare module 'vitest' {
  export interface ProvidedContext {
    baseUrl: string;
    mailFile: string;
    artifactsDir: string;
    chromiumPath: string;
  }
}

let stack: Stack | undefined;

/** Once per run: check for Chromium, build the web app if stale, start api + gateway. */
export async function setup(project: TestProject) {
  const chromiumPath = findChromium();
  if (!chromiumPath) {
    throw new Error('Chromium is required for the browser tests: apt-get install -y chromium (or set CHROMIUM_PATH)');
  }
  fs.rmSync(artifactsDir, { recursive: true, force: true });
  fs.mkdirSync(path.join(artifactsDir, 'screenshots'), { recursive: true });
  const build = spawnSync('node', ['scripts/build-web-if-stale.mjs'], { cwd: repoRoot, stdio: 'inherit' });
  if (build.status !== 0) throw new Error('building the web app failed');
  stack = await startStack(artifactsDir);
  project.provide('baseUrl', stack.baseUrl);
  project.provide('mailFile', stack.mailFile);
  project.provide('artifactsDir', artifactsDir);
  project.provide('chromiumPath', chromiumPath);
}

export async function teardown() {
  await stack?.stop();
}
