import { availableParallelism } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';
import { mockingTestFiles } from '../scripts/mocking-test-files.mjs';

const MOCKING = mockingTestFiles(path.dirname(fileURLToPath(import.meta.url)));
const ALL = ['src/**/*.test.ts', 'test/**/*.test.ts'];

// Generous limits for a busy 2-core runner: an upload test measured 28.7 s at load 13 (issue 13).
// No test asserts on elapsed time; a hung one still fails, at these limits.
// globalSetup migrates the api's database once; realStack (test/harness.ts) clones it.
export default defineConfig({
  test: {
    testTimeout: 90_000,
    hookTimeout: 120_000,
    maxWorkers: availableParallelism(),
    globalSetup: ['test/global-setup.ts'],
    projects: [
      // Files that mock no module share their worker's module graph: the gateway (and the api that
      // realStack starts) is imported once per worker, not once per file — importing was half the
      // suite's time (issue 36). A file that changes something global puts it back in afterEach.
      { extends: true, test: { name: 'shared', include: ALL, exclude: MOCKING, isolate: false } },
      { extends: true, test: { name: 'isolated', include: MOCKING.length ? MOCKING : ['(none)'] } },
    ],
  },
});
