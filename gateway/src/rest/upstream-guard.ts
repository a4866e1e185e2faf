import pLimit, { type LimitFunction } from 'p-limit';
import type { Dispatcher } from 'undici';

/** What one gateway process allows each caller and each operation of the shared upstream pool. */
export interface UpstreamLimits {
  /** Upstream calls one GraphQL operation may make in all (a `nodes` of 100 ids is 100 calls). */
  maxCallsPerOperation: number;
  /** Upstream calls of one operation in flight at once. */
  operationConcurrency: number;
  /** Upstream calls of one caller (the session's user, whatever tokens it uses; else the address) in flight at once, over all its operations. */
  callerConcurrency: number;
}

export const DEFAULT_LIMITS: UpstreamLimits = { maxCallsPerOperation: 250, operationConcurrency: 8, callerConcurrency: 16 };

/**
 * Per-caller queues in front of the shared keep-alive pool: one caller's burst waits in its own
 * queue, so it cannot take every connection and starve another organization's requests. A caller
 * is a user (sessions.ts callerKey: two logins or two spellings of one token are one queue).
 * A caller's queue is dropped once it is idle.
 */
export class CallerQueues {
  private queues = new Map<string, LimitFunction>();
  constructor(private concurrency: number) {}

  run<T>(caller: string, call: () => Promise<T>): Promise<T> {
    let queue = this.queues.get(caller);
    if (!queue) this.queues.set(caller, (queue = pLimit(this.concurrency)));
    return queue(call).finally(() => {
      if (queue.activeCount === 0 && queue.pendingCount === 0) this.queues.delete(caller);
    });
  }

  get size() { return this.queues.size; }

  /** Calls waiting or running in every queue (metrics). */
  get calls() {
    let n = 0;
    for (const queue of this.queues.values()) n += queue.activeCount + queue.pendingCount;
    return n;
  }
}

export interface BreakerOptions {
  /** A call still unanswered after this long makes the breaker ask the api's /health/. */
  slowMs: number;
  /** A health probe unanswered after this long counts as failed. */
  probeTimeoutMs: number;
  /** While open, how often the api's health is asked again. */
  retryMs: number;
  log?: (message: string) => void;
}

export const DEFAULT_BREAKER: BreakerOptions = { slowMs: 3000, probeTimeoutMs: 3000, retryMs: 2000 };

/** Thrown to calls refused or abandoned while the api does not answer. */
export class UpstreamDownError extends Error {}

/**
 * A circuit breaker for an api that is hung rather than dead (it accepts connections but never
 * answers, so nothing fails until the 200 s timeout). A call slower than slowMs sends a health
 * probe on its own connection (never queued behind the busy pool); two failed probes in a row open
 * the breaker: calls waiting are abandoned and new ones fail at once with UPSTREAM_UNAVAILABLE.
 * While open, the api is probed every retryMs; the first healthy answer closes it again.
 * A slow call alone never opens it: a busy api still answers its health probe.
 */
export class UpstreamBreaker {
  private openSince: number | null = null;
  private probing: Promise<boolean> | null = null;
  private retryTimer: NodeJS.Timeout | null = null;
  private waiting = new Set<AbortController>();

  constructor(private probe: (timeoutMs: number) => Promise<boolean>, private options: BreakerOptions) {}

  get isOpen() { return this.openSince !== null; }

  async run<T>(call: (signal: AbortSignal) => Promise<T>): Promise<T> {
    if (this.isOpen) throw new UpstreamDownError('the api did not answer its health check (circuit open)');
    const controller = new AbortController();
    this.waiting.add(controller);
    const watchdog = setTimeout(() => void this.check(), this.options.slowMs);
    watchdog.unref();
    try {
      return await call(controller.signal);
    } catch (error) {
      if (controller.signal.aborted) throw new UpstreamDownError('the api stopped answering (circuit opened)');
      throw error;
    } finally {
      clearTimeout(watchdog);
      this.waiting.delete(controller);
    }
  }

  /** Probes the api (one probe at a time); opens the breaker after two failures in a row. */
  check(): Promise<boolean> {
    this.probing ??= (async () => {
      const healthy = (await this.safeProbe()) || (await this.safeProbe());
      if (!healthy) this.trip();
      else if (this.isOpen) this.reset();
      return healthy;
    })().finally(() => { this.probing = null; });
    return this.probing;
  }

  private async safeProbe(): Promise<boolean> {
    try { return await this.probe(this.options.probeTimeoutMs); } catch { return false; }
  }

  private trip() {
    if (!this.isOpen) {
      this.openSince = Date.now();
      this.options.log?.(`upstream: the api did not answer its health check; failing fast (${this.waiting.size} waiting calls abandoned) until it does`);
    }
    for (const controller of this.waiting) controller.abort();
    this.scheduleRetry();
  }

  private reset() {
    const seconds = this.openSince ? Math.round((Date.now() - this.openSince) / 1000) : 0;
    this.openSince = null;
    if (this.retryTimer) clearTimeout(this.retryTimer);
    this.retryTimer = null;
    this.options.log?.(`upstream: the api answers again after ${seconds} s`);
  }

  private scheduleRetry() {
    if (this.retryTimer) return;
    this.retryTimer = setTimeout(() => { this.retryTimer = null; void this.check(); }, this.options.retryMs);
    this.retryTimer.unref();
  }

  close() {
    if (this.retryTimer) clearTimeout(this.retryTimer);
    this.retryTimer = null;
  }
}

/** GET {apiUrl}/health/ through the given dispatcher: true when the api and its database answer. */
export function healthProbe(dispatcher: Dispatcher, apiUrl: string) {
  const url = new URL(apiUrl);
  const path = `${url.pathname.replace(/\/$/, '')}/health/`;
  return async (timeoutMs: number): Promise<boolean> => {
    const answer = await dispatcher.request({
      origin: url.origin, path, method: 'GET', headersTimeout: timeoutMs, bodyTimeout: timeoutMs, signal: AbortSignal.timeout(timeoutMs),
    });
    await answer.body.dump();
    return answer.statusCode === 200;
  };
}
