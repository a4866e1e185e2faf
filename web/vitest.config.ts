/// <reference types="vitest/config" />
import { availableParallelism } from 'node:os';
import { defineConfig, mergeConfig } from 'vitest/config';
import viteConfig from './vite.config';
import { MOCKING_TEST_FILES as mocking } from './src/test/mocking-files';


/** The components' tests run in jsdom with the browser APIs it lacks filled in (setup.ts). */
const browserLike = { environment: 'jsdom', setupFiles: ['src/test/setup.ts'] };
const NODE_TESTS = 'src/**/*.node.test.{ts,tsx}';

// The component suite's settings, apart from the build's (vite.config.ts) so each can change alone.
export default mergeConfig(viteConfig, defineConfig({
  test: {
    root: viteConfig.root,
    // A busy 2-core runner compiles a screen's first render slowly: generous limits, no clock in
    // the assertions (issue 13). A test that hangs still fails, at these limits.
    testTimeout: 30_000,
    hookTimeout: 60_000,
    // vitest's default on 2 cores is one worker; the suite is CPU-bound, so one per core this
    // process may use (2 here; 1 under `taskset -c 0`).
    maxWorkers: availableParallelism(),
    projects: [
      {
        extends: true,
        test: {
          name: 'shared',
          ...browserLike,
          include: ['src/**/*.test.{ts,tsx}'],
          exclude: [...mocking, NODE_TESTS],
          isolate: false,
        },
      },
      { extends: true, test: { name: 'isolated', ...browserLike, include: mocking } },
      // Tests of what runs at build time, in Node as the build does (no DOM, no browser setup).
      { extends: true, test: { name: 'node', environment: 'node', include: [NODE_TESTS] } },
    ],
  },
}));
