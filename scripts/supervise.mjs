// Runs services side by side, prefixes their output, restarts one that dies, and stops them all
// when asked. Used by `npm start` (start.mjs); docker-compose does the same with restart policies.
import { spawn } from 'node:child_process';

/**
 * services: [{ name, command, args, env? }]. Returns { stop(): Promise<void> }.
 * A service that exits unasked is started again after restartDelayMs, doubling up to maxDelayMs
 * while it keeps dying quickly (a service that ran for stableMs starts again from restartDelayMs).
 */
export function supervise(services, options = {}) {
  const log = options.log ?? ((line) => console.log(line));
  const restartDelayMs = options.restartDelayMs ?? 1000;
  const maxDelayMs = options.maxDelayMs ?? 30_000;
  const stableMs = options.stableMs ?? 60_000;
  const stopGraceMs = options.stopGraceMs ?? 8000;
  let stopping = false;
  const running = new Map();

  function start(service, delay = restartDelayMs) {
    const startedAt = Date.now();
    const child = spawn(service.command, service.args, { stdio: ['ignore', 'pipe', 'pipe'], env: { ...process.env, ...service.env } });
    running.set(service.name, child);
    for (const stream of [child.stdout, child.stderr]) {
      let rest = '';
      stream.on('data', (chunk) => {
        const lines = (rest + chunk).split('\n');
        rest = lines.pop();
        for (const line of lines) if (!line.includes('Unknown user config "nodedir"')) log(`[${service.name}] ${line}`);
      });
    }
    child.on('error', (error) => log(`[${service.name}] could not start: ${error.message}`));
    child.on('exit', (code, signal) => {
      // A Ctrl-C reaches every process of the terminal at once: let our own handler run first.
      setTimeout(() => {
        if (running.get(service.name) === child) running.delete(service.name);
        if (stopping) return;
        // A service that ran for stableMs starts over from the shortest delay.
        const wait = Date.now() - startedAt >= stableMs ? restartDelayMs : delay;
        const next = Math.min(wait * 2, maxDelayMs);
        log(`[${service.name}] exited (${signal ?? `code ${code}`}); restarting in ${Math.round(wait / 100) / 10} s`);
        setTimeout(() => { if (!stopping) start(service, next); }, wait);
      }, 100);
    });
    return child;
  }

  for (const service of services) start(service);

  return {
    /** The live child of a service (tests use it to kill one). */
    child: (name) => running.get(name),
    async stop() {
      stopping = true;
      await Promise.all([...running.values()].map((child) => new Promise((resolve) => {
        if (child.exitCode !== null || child.signalCode !== null) { resolve(); return; }
        const force = setTimeout(() => child.kill('SIGKILL'), stopGraceMs);
        child.once('exit', () => { clearTimeout(force); resolve(); });
        child.kill('SIGTERM');
      })));
      running.clear();
    },
  };
}
