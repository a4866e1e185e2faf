/**
 * The testing kit works outside this repository (issue 24, item 12): `npm pack` of
 * gateway-testing/ (its prepack builds the gateway into dist/), the tarball installed into a fresh
 * folder under the OS temp dir with vitest, TypeScript and @types/node from the npm registry
 * (--prefer-offline: the npm cache serves what it has), then the package's example suite runs there
 * with vitest, its smoke script with plain Node, and tsc checks the example against the shipped
 * type declarations (misspelt routes must not compile). Nothing is skipped: no registry, no pass.
 */
import { execFile } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { afterAll, describe, expect, it } from 'vitest';

const repo = path.resolve(import.meta.dirname, '..', '..');
const kitDir = path.join(repo, 'gateway-testing');
const run = promisify(execFile);
const version = (name: string) => (JSON.parse(fs.readFileSync(path.join(repo, 'node_modules', name, 'package.json'), 'utf8')) as { version: string }).version;

/** The environment without what `npm test` and vitest set for this run (workspace, package, worker), so the commands behave as in a fresh project. */
function cleanEnv(): NodeJS.ProcessEnv {
  const env: NodeJS.ProcessEnv = {};
  for (const [key, value] of Object.entries(process.env)) {
    if (/^(npm_package_|npm_lifecycle_|npm_config_(workspace|workspaces|include_workspace_root|prefix|local_prefix|global)$)|^(VITEST|TEST$|NODE_ENV$|INIT_CWD$|NODE_OPTIONS$)/i.test(key)) continue;
    env[key] = value;
  }
  delete env.FORCE_COLOR;
  return { ...env, NO_COLOR: '1' };
}

async function sh(command: string, args: string[], cwd: string) {
  try {
    return await run(command, args, { cwd, env: cleanEnv(), maxBuffer: 64 * 1024 * 1024, timeout: 420_000 });
  } catch (error) {
    const failure = error as { code?: number; stdout?: string; stderr?: string; message: string };
    throw new Error(`\`${command} ${args.join(' ')}\` in ${cwd} failed (${failure.code ?? failure.message}):\n${failure.stdout ?? ''}\n${failure.stderr ?? ''}`);
  }
}

describe('@portal/gateway-testing, packed and installed outside the workspace', () => {
  const tmp = fs.mkdtempSync(path.join(os.tmpdir(), 'gateway-testing-pack-'));
  afterAll(() => fs.rmSync(tmp, { recursive: true, force: true }));

  it('installs from its tarball with its dependencies from the registry, and its example suite passes there', async () => {
    const project = path.join(tmp, 'other-team');
    expect(path.relative(repo, project).startsWith('..'), 'the project is outside the repository').toBe(true);

    // 1. Pack: prepack builds dist/ from the gateway's sources and checks its dependencies.
    await sh('npm', ['pack', '--pack-destination', tmp, '--loglevel=error'], kitDir);
    const tarballs = fs.readdirSync(tmp).filter((name) => name.endsWith('.tgz'));
    expect(tarballs).toEqual([expect.stringMatching(/^portal-gateway-testing-.*\.tgz$/)]);
    const tarball = path.join(tmp, tarballs[0]);
    const listed = (await sh('tar', ['-tzf', tarball], tmp)).stdout.split('\n');
    expect(listed).toEqual(expect.arrayContaining([
      'package/package.json', 'package/dist/schema.graphql', 'package/dist/gateway/src/testing.js', 'package/dist/gateway/src/testing.d.ts',
      'package/dist/gateway/src/yoga.js', 'package/dist/gateway/src/resolvers/index.js', 'package/example/account.test.ts',
    ]));
    expect(listed.filter((file) => file.endsWith('.ts') && !file.endsWith('.d.ts') && !file.startsWith('package/example/')), 'no TypeScript sources: built JavaScript').toEqual([]);

    // 2. A fresh project elsewhere installs the tarball; everything else comes from the npm registry.
    fs.mkdirSync(project);
    fs.writeFileSync(path.join(project, 'package.json'), JSON.stringify({ name: 'other-team', private: true, type: 'module' }, null, 2));
    for (const file of ['account.test.ts', 'smoke.mjs', 'tsconfig.json']) fs.copyFileSync(path.join(kitDir, 'example', file), path.join(project, file));
    await sh('npm', ['install', '--prefer-offline', '--no-audit', '--no-fund', '--loglevel=error', tarball,
      `vitest@${version('vitest')}`, `typescript@${version('typescript')}`, `@types/node@${version('@types/node')}`], project);
    const installed = path.join(project, 'node_modules', '@portal', 'gateway-testing');
    expect(fs.lstatSync(installed).isSymbolicLink(), 'installed from the tarball, not linked').toBe(false);
    for (const dependency of ['graphql-yoga', 'undici', 'graphql']) expect(fs.existsSync(path.join(project, 'node_modules', dependency, 'package.json')), dependency).toBe(true);

    // 3. Plain Node, vitest and tsc, in that project.
    expect((await sh(process.execPath, ['smoke.mjs'], project)).stdout).toContain('ok: @portal/gateway-testing with plain Node');
    const suite = await sh(process.execPath, [path.join(project, 'node_modules', 'vitest', 'vitest.mjs'), 'run', '--reporter=verbose'], project);
    expect(suite.stdout).toMatch(/Tests\s+4 passed \(4\)/);
    await sh(process.execPath, [path.join(project, 'node_modules', 'typescript', 'bin', 'tsc'), '-p', '.'], project);
  }, 600_000);
});
