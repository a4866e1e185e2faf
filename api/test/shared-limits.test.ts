import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApi, type ApiApp } from '../src/app.js';
import { sweepRateLimits } from '../src/http/rate-store.js';
import { openTestDb, testConfig } from './harness.js';

/**
 * Issue 27: on PostgreSQL a rate limit holds for the whole deployment — two api processes (two
 * apps, each with its own connection pool and its own data folder) on one database share the
 * counters, so a limit of 3 a minute is 3, not 3 per process. On the embedded database (one
 * process) the counters stay in memory.
 */
const onPostgres = process.env.TEST_DATABASE === 'postgres';
let apps: ApiApp[] = [];
let drop: () => Promise<void>;
const dirs: string[] = [];

beforeAll(async () => {
  const test = await openTestDb();
  drop = test.drop;
  const config = (i: number) => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), `portal-host${i}-`));
    dirs.push(dir);
    return { ...testConfig(dir), loginRateLimit: 3 };
  };
  // Host 1 migrates; host 2 starts on the migrated database with a connection of its own.
  apps = [await createApi({ db: test.db, logger: false, config: config(1) })];
  await apps[0].ready();
  apps.push(await createApi({ db: await test.reopen(), logger: false, config: config(2) }));
  await apps[1].ready();
});

afterAll(async () => {
  for (const app of apps) { await app.close(); await app.ctx.db.close(); }
  await drop?.();
  for (const dir of dirs) fs.rmSync(dir, { recursive: true, force: true });
});

const login = (app: ApiApp) => app.inject({ method: 'POST', url: '/api/login/', payload: { username: 'nobody@limits.test', password: 'wrong-password' } });

describe('rate limits across api processes', () => {
  it(onPostgres ? 'one limit for both hosts: the fourth try is refused on whichever host gets it' : 'each process counts its own (embedded database, one process)', async () => {
    const answers = [];
    for (const app of [apps[0], apps[1], apps[0]]) answers.push((await login(app)).statusCode);
    expect(answers).toEqual([400, 400, 400]);
    const fourth = await login(apps[1]);
    if (onPostgres) {
      expect(fourth.statusCode).toBe(429);
      expect(Number(fourth.headers['retry-after'])).toBeGreaterThan(0);
      expect((await login(apps[0])).statusCode).toBe(429);
      const { rows } = await apps[0].ctx.db.query<{ hits: number }>("SELECT hits FROM rate_limits WHERE key LIKE '%/api/login/%'");
      expect(rows.map((r) => r.hits)).toEqual([5]);
    } else {
      expect(fourth.statusCode).toBe(400);
    }
  });

  it.runIf(onPostgres)('counts concurrent hits on both hosts exactly (one upsert per hit)', async () => {
    const hit = (app: ApiApp) => app.inject({ method: 'POST', url: '/api/request_reset_password/', payload: { email: 'x@limits.test' }, remoteAddress: '203.0.113.9' });
    const answers = await Promise.all(Array.from({ length: 30 }, (_, i) => hit(apps[i % 2])));
    const allowed = answers.filter((a) => a.statusCode !== 429).length;
    const limit = apps[0].ctx.config.authRateLimit;
    expect(allowed).toBe(limit);
  });

  it.runIf(onPostgres)('a spent window is swept', async () => {
    await apps[0].ctx.db.query("UPDATE rate_limits SET expires_at = now() - interval '1 second'");
    expect(await sweepRateLimits(apps[0].ctx.db)).toBeGreaterThan(0);
    expect((await apps[0].ctx.db.query('SELECT count(*)::int AS n FROM rate_limits')).rows[0].n).toBe(0);
    expect((await login(apps[1])).statusCode).toBe(400);
  });
});
