/**
 * The "Use the API from a script" example of docs/gateway.md (examples/leads-report.ts) against the running
 * stack, as an internal tool would run it: a child process with only environment variables and
 * arguments. Signs in, pages through every lead with cursors, attaches a file, and meets a refused
 * sign-in, a signed-out token and an unavailable api.
 */
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, describe, expect, it } from 'vitest';
import { spawnGateway, stopGateway } from '../../gateway/bench/spawn-gateway';
import { baseUrl, DEMO_PASSWORD, demoUsers, gatewayRequest } from './harness/browser';

const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..');
const script = path.join(repoRoot, 'examples', 'leads-report.ts');
const workDir = fs.mkdtempSync(path.join(os.tmpdir(), 'api-script-'));
afterAll(() => fs.rmSync(workDir, { recursive: true, force: true }));

/** Runs the example with this environment and these arguments; resolves with its exit code and output. */
function runExample(env: Record<string, string>, args: string[] = []): Promise<{ code: number | null; stdout: string; stderr: string }> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, ['--import', 'tsx', script, ...args], {
      cwd: repoRoot, env: { PATH: process.env.PATH ?? '', HOME: process.env.HOME ?? '', PORTAL_URL: baseUrl(), ...env },
    });
    let stdout = '';
    let stderr = '';
    child.stdout.on('data', (d: Buffer) => { stdout += d; });
    child.stderr.on('data', (d: Buffer) => { stderr += d; });
    child.on('error', reject);
    child.on('close', (code) => resolve({ code, stdout, stderr }));
  });
}

const orgAdmin = { PORTAL_EMAIL: demoUsers.orgAdmin, PORTAL_PASSWORD: DEMO_PASSWORD };

interface Report { totalCount: number; fetched: number; totalKw: number; leads: Array<{ databaseId: number; name: string }>; attached: { databaseId: number; name: string; size: number; file: { contentType: string; url: string } } | null }

describe('examples/leads-report.ts against the running stack', () => {
  it('signs in and pages through every lead with cursors, pages of 3 included', async () => {
    const whole = await runExample(orgAdmin, ['--json']);
    expect(whole.code, whole.stderr).toBe(0);
    const report = JSON.parse(whole.stdout) as Report;
    expect(report.totalCount).toBeGreaterThan(3);
    expect(report.fetched).toBe(report.totalCount);

    const paged = await runExample(orgAdmin, ['--json', '--page-size', '3']);
    expect(paged.code, paged.stderr).toBe(0);
    const small = JSON.parse(paged.stdout) as Report;
    expect(small.leads.map((l) => l.databaseId)).toEqual(report.leads.map((l) => l.databaseId));
    expect(new Set(small.leads.map((l) => l.databaseId)).size).toBe(small.totalCount);

    const text = await runExample(orgAdmin);
    expect(text.stdout).toContain(`${report.totalCount} of ${report.totalCount} leads`);
  });

  it('attaches a file to a lead, which then lists it', async () => {
    const listed = JSON.parse((await runExample(orgAdmin, ['--json'])).stdout) as Report;
    const lead = listed.leads[0];
    const file = path.join(workDir, `site-notes-${Date.now()}.txt`);
    fs.writeFileSync(file, 'Roof access from the north side.\n');

    const run = await runExample(orgAdmin, ['--json', '--attach', file, '--lead', String(lead.databaseId)]);
    expect(run.code, run.stderr).toBe(0);
    const { attached } = JSON.parse(run.stdout) as Report;
    expect(attached).toMatchObject({ name: path.basename(file), size: fs.statSync(file).size, file: { contentType: 'text/plain' } });
    // The File's url is a fresh signed link that opens the file itself.
    const opened = await fetch(attached!.file.url);
    expect(opened.status).toBe(200);
    expect(await opened.text()).toBe('Roof access from the north side.\n');

    const login = await gatewayRequest<{ login: { token: string } }>('mutation ($input: LoginInput!) { login(input: $input) { token } }',
      { input: { emailOrPhone: demoUsers.orgAdmin, password: DEMO_PASSWORD } });
    const { data } = await gatewayRequest<{ lead: { additionalFiles: Array<{ databaseId: number }> } }>(
      'query ($id: Int!) { lead(databaseId: $id) { additionalFiles { databaseId } } }', { id: lead.databaseId }, login.cookie ?? undefined);
    expect(data.lead.additionalFiles.map((f) => f.databaseId)).toContain(attached!.databaseId);
  });

  it('a refused sign-in is exit code 2 with the portal\'s message; a signed-out token exit code 1', async () => {
    const refused = await runExample({ PORTAL_EMAIL: demoUsers.orgAdmin, PORTAL_PASSWORD: 'not-the-password' });
    expect(refused.code).toBe(2);
    expect(refused.stderr).toMatch(/^refused: login: /);

    const stale = await runExample({ PORTAL_TOKEN: 'f'.repeat(40) });
    expect(stale.code).toBe(1);
    expect(stale.stderr).toContain('UNAUTHENTICATED');
  });

  it('an unavailable api is retried, then exit code 3', async () => {
    // A gateway whose api does not answer (nothing listens on port 9): UPSTREAM_UNAVAILABLE.
    const { child, base } = await spawnGateway({ API_URL: 'http://127.0.0.1:9/api', WEB_DIST: path.join(workDir, 'no-web'), GATEWAY_WORKERS: '1' });
    try {
      const run = await runExample({ PORTAL_URL: base, PORTAL_TOKEN: 'f'.repeat(40) });
      expect(run.code, run.stderr).toBe(3);
      expect(run.stderr).toContain('retry 1 in 500 ms');
      expect(run.stderr).toContain('the portal is unavailable');
    } finally {
      await stopGateway(child);
    }
  });
});
