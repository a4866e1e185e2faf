import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';
import { journeyLanes } from './harness/lanes';

const here = path.dirname(fileURLToPath(import.meta.url));

/**
 * Browser journeys: real Chromium per file, in lanes (harness/lanes.ts): one worker per lane, each
 * with an api + gateway stack and demo database of its own (global-setup.ts), so files run two at a
 * time on a 2-core machine and one after another under `taskset -c 0`.
 */
export default defineConfig({
  root: here,
  test: {
    include: ['**/*.e2e.ts'],
    environment: 'node',
    globalSetup: ['./harness/global-setup.ts'],
    maxWorkers: journeyLanes(),
    testTimeout: 90_000,
    hookTimeout: 240_000,
    // A journey is a story: one failure explains itself better than a retry that hides it.
    retry: 0,
    // expect.poll waits on the app's state; vitest's default gives up after 1 s, which a page on
    // one core (a tab selected after a generated proposal) did not always reach. The bound is a
    // hang guard, not a speed claim.
    expect: { poll: { timeout: 30_000 } },
  },
});
