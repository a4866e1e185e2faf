import { availableParallelism } from 'node:os';
import { defineConfig } from 'vitest/config';

// Generous limits for a busy 2-core runner: an upload test measured 28.7 s at load 13 (issue 13).
// No test asserts on elapsed time; a hung one still fails, at these limits.
// globalSetup migrates the api's database once; realStack (test/harness.ts) clones it.
export default defineConfig({ test: { include: ['src/**/*.test.ts', 'test/**/*.test.ts'], testTimeout: 90_000, hookTimeout: 120_000, maxWorkers: availableParallelism(), globalSetup: ['test/global-setup.ts'] } });
