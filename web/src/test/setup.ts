import { act, cleanup, configure } from '@testing-library/react';
import { toaster } from '../components/ui/toaster';
import { chunkLoadsInFlight } from '../routing/prefetch';
import { afterEach, vi } from 'vitest';

// Screens are lazy chunks: their first import in a test run compiles them, which on a busy
// 2-core machine can take longer than Testing Library's default 1 s for findBy*/waitFor.
configure({ asyncUtilTimeout: 10_000 });

// Tests run without vitest globals, so Testing Library cannot register its own cleanup.
afterEach(async () => {
  // A screen chunk still loading would wake React after the test, outside act(): its warning,
  // logged while the worker closes, fails the whole run (vitest's EnvironmentTeardownError).
  while (chunkLoadsInFlight.size) await act(() => Promise.allSettled([...chunkLoadsInFlight]));
  cleanup();
  // The toast store is module state: in the shared worker (vitest.config.ts) a toast left by one
  // file would still be listed in the next one.
  toaster.remove();
  // The app keeps per-tab state there (the sign-up flag, the last access time): start each test clean.
  sessionStorage.clear();
  localStorage.clear();
});

// Tell React this is a test environment, so state updates inside act() are not warned about.
(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

// relay-test-utils' mock environment wraps its methods with the global `jest.fn`.
(globalThis as { jest?: unknown }).jest = vi;

// jsdom lacks these browser APIs that Chakra (Ark UI / Zag) touches.
if (!window.matchMedia) {
  window.matchMedia = (query: string) =>
    ({
      matches: false,
      media: query,
      onchange: null,
      addListener: () => {},
      removeListener: () => {},
      addEventListener: () => {},
      removeEventListener: () => {},
      dispatchEvent: () => false,
    }) as MediaQueryList;
}
if (!('ResizeObserver' in window)) {
  (window as any).ResizeObserver = class {
    observe() {}
    unobserve() {}
    disconnect() {}
  };
}
window.scrollTo = (() => {}) as typeof window.scrollTo;
