import { availableParallelism } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';
import { mockingTestFiles } from '../scripts/mocking-test-files.mjs';

const MOCKING = mockingTestFiles(path.dirname(fileURLToPath(import.meta.url)));
const ALL = ['src/**/*.test.ts', 'test/**/*.test.ts'];

export default defineConfig({
  test: {
    testTimeout: 30_000,
    hookTimeout: 60_000,
    // Migrates one database for the run; each test database is a clone of it (test/harness.ts).
    globalSetup: ['test/global-setup.ts'],
    // Each file gets its own database; one worker per core this process may use (taskset counts).
    maxWorkers: availableParallelism(),
    projects: [
      // Every file that mocks no module shares its worker's module graph: the api is imported once
      // per worker, not once per file (importing was a third of the suite's time, issue 36). A file
      // that spies on or changes something global puts it back in afterEach.
      { extends: true, test: { name: 'shared', include: ALL, exclude: MOCKING, isolate: false } },
      { extends: true, test: { name: 'isolated', include: MOCKING.length ? MOCKING : ['(none)'] } },
    ],
  },
});
