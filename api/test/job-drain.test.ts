import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApi } from './harness.js';

/**
 * drain() means "the queued work is done", also while the process's own worker runs (JOB_POLL_MS
 * > 0, as in `npm start`, whose first start seeds the demo with the worker on): every enqueue
 * kicks that worker, which may claim the job first. drain() used to see nothing left to claim and
 * return while the worker still ran the job, so the demo seed asked for a proposal before its
 * lead's enrichment had run (400 "the lead has none yet"; seen by bench:load on a loaded machine).
 */
let app: Awaited<ReturnType<typeof createTestApi>>;
beforeAll(async () => { app = await createTestApi({ jobPollMs: 60_000 }); app.ctx.jobs.start(); });
afterAll(async () => { await app?.ctx.jobs.stop(); await app?.cleanup(); });

describe('job runner drain with the worker on', () => {
  it('waits for a job the background worker claimed first', async () => {
    const { db, jobs } = app.ctx;
    let finished = 0;
    jobs.register('slow_probe', { run: async () => { await new Promise((resolve) => setTimeout(resolve, 300)); finished++; } });
    for (let round = 0; round < 3; round++) {
      await jobs.enqueue(db, 'slow_probe', { round }); // kicks the worker
      await new Promise((resolve) => setImmediate(resolve));
      await new Promise((resolve) => setTimeout(resolve, 20)); // the worker has claimed it
      await jobs.drain();
      expect(finished).toBe(round + 1);
      const { rows } = await db.query<{ status: string }>(`SELECT status FROM jobs WHERE kind = 'slow_probe' ORDER BY id DESC LIMIT 1`);
      expect(rows[0].status).toBe('done');
    }
  });
});
