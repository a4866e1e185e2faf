import { availableParallelism } from 'node:os';
import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: ['src/**/*.test.ts', 'test/**/*.test.ts'],
    testTimeout: 30_000,
    hookTimeout: 60_000,
    // Migrates one database for the run; each test database is a clone of it (test/harness.ts).
    globalSetup: ['test/global-setup.ts'],
    // Each file gets its own database; one worker per core this process may use (taskset counts).
    maxWorkers: availableParallelism(),
  },
});
