import type { FastifyBaseLogger } from 'fastify';
import type { Db, Queryable } from '../db/client.js';

export interface Job { id: number; kind: string; payload: any; attempts: number }
export interface JobHandler {
  run(job: Job): Promise<void>;
  /** Called once when the last attempt failed, to record the failure on the owning record. */
  failed?(job: Job, error: Error): Promise<void>;
}

const MAX_ATTEMPTS = 3;

/** Thrown by a handler when retrying cannot help (bad input file, missing record): fails at once. */
export class PermanentJobError extends Error {}

/**
 * Background work (enrichment, PDF generation, bulk files) from the jobs table. Claims use
 * FOR UPDATE SKIP LOCKED, so several api processes on one PostgreSQL share the queue safely.
 */
export class JobRunner {
  private handlers = new Map<string, JobHandler>();
  private timer: NodeJS.Timeout | null = null;
  private running: Promise<void> | null = null;
  private stopped = false;
  /** When jobs abandoned by a crashed process were last looked for (at most once a minute). */
  private lastReclaim = -Infinity;

  constructor(private db: Db, private log: FastifyBaseLogger, private pollMs: number) {}

  register(kind: string, handler: JobHandler) {
    this.handlers.set(kind, handler);
  }

  /** Queues a job, inside the caller's transaction when one is given. */
  async enqueue(db: Queryable, kind: string, payload: object): Promise<number> {
    const { rows } = await db.query<{ id: number }>('INSERT INTO jobs (kind, payload) VALUES ($1, $2) RETURNING id', [kind, JSON.stringify(payload)]);
    this.kick();
    return rows[0].id;
  }

  start() {
    if (this.pollMs <= 0) return;
    this.stopped = false;
    this.timer = setInterval(() => this.kick(), this.pollMs);
    this.timer.unref();
  }

  async stop() {
    this.stopped = true;
    if (this.timer) clearInterval(this.timer);
    await this.running;
  }

  /** Starts working the queue soon, unless the worker is off or already busy. */
  kick() {
    if (this.pollMs <= 0 || this.stopped || this.running) return;
    this.running = new Promise((resolve) => setImmediate(resolve))
      .then(() => this.drainQueue())
      .then(() => undefined, (error) => this.log.error({ err: error }, 'job worker failed'))
      .finally(() => { this.running = null; });
  }

  /**
   * Runs queued jobs until none is due, and waits for this process's worker (on when JOB_POLL_MS
   * > 0) to finish what it claimed: every enqueue kicks the worker, so it may hold the very job the
   * caller waits for (the demo seed's enrichment before its proposals). Tests call it to finish
   * background work deterministically. Returns how many jobs this call ran itself.
   */
  async drain(): Promise<number> {
    let count = 0;
    for (;;) {
      if (this.running) await this.running;
      count += await this.drainQueue();
      if (!this.running) return count;
    }
  }

  private async drainQueue(): Promise<number> {
    let count = 0;
    await this.reclaimAbandoned();
    for (;;) {
      const job = await this.claim();
      if (!job) return count;
      await this.runOne(job);
      count++;
    }
  }

  /**
   * Requeues jobs a crashed process left running for 10 minutes. Drains run on every enqueue, so
   * this looks at most once a minute (a job waits at most 11 minutes instead of 10) rather than
   * adding a write to every request that queues work.
   */
  private async reclaimAbandoned() {
    if (performance.now() - this.lastReclaim < 60_000) return;
    this.lastReclaim = performance.now();
    await this.db.query(`UPDATE jobs SET status = 'queued', locked_at = NULL WHERE status = 'running' AND locked_at < now() - interval '10 minutes'`);
  }

  private async claim(): Promise<Job | null> {
    const { rows } = await this.db.query<Job>(`
      UPDATE jobs SET status = 'running', locked_at = now(), attempts = attempts + 1
      WHERE id = (SELECT id FROM jobs WHERE status = 'queued' AND run_after <= now()
                  ORDER BY id FOR UPDATE SKIP LOCKED LIMIT 1)
      RETURNING id, kind, payload, attempts`);
    return rows[0] ?? null;
  }

  private async runOne(job: Job) {
    const handler = this.handlers.get(job.kind);
    try {
      if (!handler) throw new Error(`no handler for job kind ${job.kind}`);
      await handler.run(job);
      await this.db.query(`UPDATE jobs SET status = 'done', finished = now(), error = NULL WHERE id = $1`, [job.id]);
    } catch (err) {
      const error = err instanceof Error ? err : new Error(String(err));
      const final = job.attempts >= MAX_ATTEMPTS || !handler || error instanceof PermanentJobError;
      this.log.warn({ err: error, job: job.id, kind: job.kind, attempt: job.attempts }, final ? 'job failed' : 'job will retry');
      if (final) {
        await this.db.query(`UPDATE jobs SET status = 'failed', finished = now(), error = $2 WHERE id = $1`, [job.id, error.message]);
        await handler?.failed?.(job, error).catch((e) => this.log.error({ err: e }, 'job failure hook failed'));
      } else {
        await this.db.query(`UPDATE jobs SET status = 'queued', error = $2, run_after = now() + ($3 || ' seconds')::interval WHERE id = $1`,
          [job.id, error.message, String(job.attempts * 2)]);
      }
    }
  }
}
