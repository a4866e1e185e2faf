import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it, vi } from 'vitest';
// @ts-expect-error: a plain .mjs script of the repo (npm start's supervisor), without types
import { supervise } from '../../scripts/supervise.mjs';

const alive = (pid: number) => { try { process.kill(pid, 0); return true; } catch { return false; } };

describe('npm start supervises the api and the gateway (issue 10 item 2)', () => {
  it('restarts a service that dies, with a log line, and stopping stops both', async () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'supervise-'));
    const lines: string[] = [];
    // "gateway" crashes the first time it runs (like the URIError that once ended it), then stays up.
    const crashOnce = `const f = ${JSON.stringify(path.join(dir, 'ran'))}; const fs = require('fs');
      if (!fs.existsSync(f)) { fs.writeFileSync(f, '1'); console.log('crashing'); process.exit(1); }
      console.log('up again'); setInterval(() => {}, 1000);`;
    const stayUp = "console.log('serving'); setInterval(() => {}, 1000);";
    const supervisor = supervise([
      { name: 'api', command: process.execPath, args: ['-e', stayUp] },
      { name: 'gateway', command: process.execPath, args: ['-e', crashOnce] },
    ], { log: (line: string) => lines.push(line), restartDelayMs: 50 });

    await vi.waitFor(() => expect(lines).toContain('[gateway] up again'), { timeout: 15_000, interval: 50 });
    expect(lines).toContain('[gateway] crashing');
    expect(lines.find((line) => line.startsWith('[gateway] exited (code 1); restarting'))).toBeTruthy();
    expect(lines.filter((line) => line === '[api] serving')).toHaveLength(1);

    const pids = [supervisor.child('api').pid, supervisor.child('gateway').pid];
    await supervisor.stop();
    expect(pids.map(alive)).toEqual([false, false]);
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(lines.filter((line) => line.includes('restarting'))).toHaveLength(1);
    fs.rmSync(dir, { recursive: true, force: true });
  }, 30_000);
});
