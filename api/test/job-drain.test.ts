import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApi } from './harness.js';

/**
 * drain() means "the queued work is done", also while the process's own worker runs (JOB_POLL_MS
 * > 0, as in `npm start`, whose first start seeds the demo with the worker on): every enqueue
 * kicks that worker, which may claim the job first. drain() must then wait for the worker instead
 * of returning because it found nothing left to claim (the demo seed once asked for a proposal
 * before its lead's enrichment had run).
 *
 * Each step waits on the runner's own state, never on time: the job starts in the worker (so the
 * worker, not drain, holds it), and it is let go only once drain has seen the worker busy (or has
 * returned: the failure). However slow the machine, the path under test is the one exercised.
 */
let app: Awaited<ReturnType<typeof createTestApi>>;
beforeAll(async () => { app = await createTestApi({ jobPollMs: 60_000 }); app.ctx.jobs.start(); });
afterAll(async () => { await app?.ctx.jobs.stop(); await app?.cleanup(); });

/** A promise with its resolve function outside. */
function signal() {
  let resolve!: () => void;
  const promise = new Promise<void>((r) => { resolve = r; });
  return { promise, resolve };
}

type Runner = { running: Promise<void> | null };

describe('job runner drain with the worker on', () => {
  it('waits for a job the background worker claimed first', async () => {
    const { db, jobs } = app.ctx;
    let started = signal();
    let release = signal();
    let finished = 0;
    jobs.register('slow_probe', { run: async () => { started.resolve(); await release.promise; finished++; } });

    // Watches the worker's slot: drain reading it while the worker holds a job is drain waiting for it.
    let draining = false;
    let sawBusy = signal();
    let slot = (jobs as unknown as Runner).running;
    Object.defineProperty(jobs, 'running', {
      configurable: true,
      get: () => { if (draining && slot) sawBusy.resolve(); return slot; },
      set: (value: Promise<void> | null) => { slot = value; },
    });

    for (let round = 0; round < 3; round++) {
      await jobs.enqueue(db, 'slow_probe', { round }); // kicks the worker
      await started.promise; // the worker holds the job

      draining = true;
      const drained = jobs.drain();
      const first = await Promise.race([sawBusy.promise.then(() => 'waits'), drained.then(() => 'returned')]);
      expect(first, 'drain returned while the worker still ran the job').toBe('waits');
      draining = false;

      release.resolve();
      expect(await drained, 'drain ran no job itself: the worker ran it').toBe(0);
      expect(finished).toBe(round + 1);
      const { rows } = await db.query<{ status: string }>(`SELECT status FROM jobs WHERE kind = 'slow_probe' ORDER BY id DESC LIMIT 1`);
      expect(rows[0].status).toBe('done');
      [started, release, sawBusy] = [signal(), signal(), signal()];
    }
  });
});
