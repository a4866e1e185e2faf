import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';

const here = path.dirname(fileURLToPath(import.meta.url));

/**
 * Browser journeys: one api + gateway stack for the whole run (global-setup.ts), real Chromium
 * per file, files one after another (2 cores; the journeys share one demo database).
 */
export default defineConfig({
  root: here,
  test: {
    include: ['**/*.e2e.ts'],
    environment: 'node',
    globalSetup: ['./harness/global-setup.ts'],
    fileParallelism: false,
    testTimeout: 90_000,
    hookTimeout: 240_000,
    // A journey is a story: one failure explains itself better than a retry that hides it.
    retry: 0,
  },
});
