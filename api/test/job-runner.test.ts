import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApi } from './harness.js';

let app: Awaited<ReturnType<typeof createTestApi>>;
beforeAll(async () => { app = await createTestApi(); });
afterAll(async () => app?.cleanup());

describe('job runner', () => {
  it('requeues a job a crashed process left running for 10 minutes, looking at most once a minute (issue 13)', async () => {
    const { db, jobs } = app.ctx;
    const ran: number[] = [];
    jobs.register('probe', { run: async (job) => { ran.push(job.payload.n); } });
    const abandoned = async (n: number) => (await db.query<{ id: number }>(
      `INSERT INTO jobs (kind, payload, status, locked_at) VALUES ('probe', $1, 'running', now() - interval '11 minutes') RETURNING id`, [JSON.stringify({ n })])).rows[0].id;
    await abandoned(1);
    const seen: string[] = [];
    const query = db.query;
    db.query = ((sql: string, params?: unknown[]) => { seen.push(sql); return query.call(db, sql, params); }) as typeof db.query;
    try {
      await jobs.drain();
      expect(ran).toEqual([1]);
      await abandoned(2);
      await jobs.drain(); // within the minute: not looked for yet
      await jobs.drain();
    } finally {
      db.query = query;
    }
    expect(ran).toEqual([1]);
    expect(seen.filter((s) => /locked_at = NULL/.test(s))).toHaveLength(1);
  });
});
