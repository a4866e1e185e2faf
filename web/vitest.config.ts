/// <reference types="vitest/config" />
import { defineConfig, mergeConfig } from 'vitest/config';
import viteConfig from './vite.config';

// Test files that replace modules with vi.mock: they run isolated, each in a fresh module graph,
// so their doubles never reach another file (and no other file's real module reaches them).
const mocking = [
  'src/auth/idleWatch.test.tsx',
  'src/components/map/LeadsMap.test.tsx',
  'src/components/map/PinMap.test.tsx',
  'src/components/pdf/PdfPager.test.tsx',
  'src/screens/Auth/TermsChain.test.tsx',
  'src/screens/IntakeForm/IntakeFormScreen.test.tsx',
  'src/screens/LeadPage/LeadPage.test.tsx',
];

// The component suite's settings, apart from the build's (vite.config.ts) so each can change alone.
export default mergeConfig(viteConfig, defineConfig({
  test: {
    root: viteConfig.root,
    environment: 'jsdom',
    setupFiles: ['src/test/setup.ts'],
    // A busy 2-core runner compiles a screen's first render slowly: generous limits, no clock in
    // the assertions (issue 13). A test that hangs still fails, at these limits.
    testTimeout: 30_000,
    hookTimeout: 60_000,
    projects: [
      {
        extends: true,
        test: {
          name: 'shared',
          include: ['src/**/*.test.{ts,tsx}'],
          exclude: mocking,
          isolate: false,
        },
      },
      { extends: true, test: { name: 'isolated', include: mocking } },
    ],
  },
}));
