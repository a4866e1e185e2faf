import cluster from 'node:cluster';
import os from 'node:os';

/**
 * How many worker processes a service runs (issue 13): GATEWAY_WORKERS / API_WORKERS as a number,
 * or "auto" for one per core; 1 (no cluster) when unset or not a positive number.
 */
export function workerCount(value: string | undefined): number {
  if (!value) return 1;
  if (value.trim().toLowerCase() === 'auto') return os.availableParallelism();
  const n = Number(value);
  return Number.isInteger(n) && n > 0 ? Math.min(n, 64) : 1;
}

/**
 * In the primary process of a service with more than one worker: forks them (they share the
 * listening port, node:cluster hands connections round-robin), starts a new one when one dies, and
 * on SIGINT/SIGTERM passes the signal on and exits once they all have. Returns false in a worker
 * (or with one worker), where the caller starts the service itself.
 */
export function runAsClusterPrimary(name: string, workers: number): boolean {
  if (workers <= 1 || !cluster.isPrimary) return false;
  let stopping = false;
  cluster.on('exit', (worker, code, signal) => {
    if (stopping) {
      if (Object.keys(cluster.workers ?? {}).length === 0) process.exit(0);
      return;
    }
    console.error(`[${name}] worker ${worker.process.pid} ended (${signal ?? code}); starting another`);
    cluster.fork();
  });
  for (let i = 0; i < workers; i++) cluster.fork();
  console.log(`[${name}] ${workers} workers`);
  for (const sig of ['SIGINT', 'SIGTERM'] as const) {
    process.once(sig, () => {
      stopping = true;
      for (const worker of Object.values(cluster.workers ?? {})) worker?.process.kill(sig);
      setTimeout(() => process.exit(0), 8000).unref();
    });
  }
  return true;
}
