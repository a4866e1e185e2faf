import fs from 'node:fs';
import path from 'node:path';
import { execFileSync, spawn, type ChildProcess } from 'node:child_process';
import { fileURLToPath } from 'node:url';

const gatewayMain = path.join(path.dirname(fileURLToPath(import.meta.url)), '..', 'src', 'main.ts');

/** Processes a bench started and has not stopped yet. */
const running = new Set<ChildProcess>();
// A bench that fails half-way (a replay that does not hold, a non-2xx) leaves no gateway behind.
process.once('exit', () => { for (const child of running) child.kill('SIGKILL'); });

/** Stops `child` when this process exits, if nothing has stopped it before. */
export function stopOnExit(child: ChildProcess) {
  running.add(child);
  child.once('exit', () => running.delete(child));
}

/**
 * The gateway in its own process, as deployed (`node --import tsx src/main.ts`), on a free-ish
 * port; resolves once it listens. `nodeFlags` go before the script (`--cpu-prof`, say); `main`
 * is another copy's src/main.ts (a baseline to compare with).
 */
export async function spawnGateway(env: Record<string, string>, nodeFlags: string[] = [], main = gatewayMain): Promise<{ child: ChildProcess; base: string }> {
  const port = 4000 + Math.floor(Math.random() * 1000) + 1000;
  const child = spawn(process.execPath, [...nodeFlags, '--import', 'tsx', main], {
    env: { ...process.env, ...env, PORT: String(port) }, stdio: ['ignore', 'pipe', 'inherit'],
  });
  stopOnExit(child);
  await new Promise<void>((resolve, reject) => {
    child.once('exit', (code) => reject(new Error(`the gateway exited (${code}) before it listened`)));
    child.stdout!.on('data', (d: Buffer) => { if (d.toString().includes('gateway on')) resolve(); });
  });
  return { child, base: `http://127.0.0.1:${port}` };
}

/** Stops the gateway and waits for it to exit (a --cpu-prof profile is written on exit). */
export async function stopGateway(child: ChildProcess) {
  if (child.exitCode !== null) return;
  const exited = new Promise((resolve) => child.once('exit', resolve));
  child.kill('SIGTERM');
  await exited;
}

const TICKS_PER_SECOND = (() => {
  try { return Number(execFileSync('getconf', ['CLK_TCK']).toString().trim()) || 100; } catch { return 100; }
})();

/** CPU milliseconds (user + system, all threads) a process has used so far, from /proc/<pid>/stat. */
export function processCpuMs(pid: number): number {
  const stat = fs.readFileSync(`/proc/${pid}/stat`, 'utf8');
  // Fields after the command name (which may hold spaces): state is field 3, utime 14, stime 15.
  const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
  return ((Number(fields[11]) + Number(fields[12])) * 1000) / TICKS_PER_SECOND;
}
