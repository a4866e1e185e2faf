import { lazy, useEffect, type ComponentType } from 'react';

/** A React.lazy screen that can also start loading its chunk before it is rendered. */
export type PreloadableScreen<P extends object> = ReturnType<typeof lazy<ComponentType<P>>> & { preload: () => Promise<unknown> };

/**
 * Chunk loads not yet settled. Component tests wait for them after each test (test/setup.ts): a
 * chunk that lands after a test has ended wakes React outside act(), and its warning, logged while
 * the test worker closes, fails the run.
 */
export const chunkLoadsInFlight = new Set<Promise<unknown>>();

/** `load()`, counted in chunkLoadsInFlight until it settles. */
export function trackChunkLoad<T>(load: () => Promise<T>): Promise<T> {
  const loading = load();
  chunkLoadsInFlight.add(loading);
  const forget = () => { chunkLoadsInFlight.delete(loading); };
  loading.then(forget, forget);
  return loading;
}

/** React.lazy for a named export, with `preload`: each route's screen is its own chunk. */
export function lazyNamed<K extends string, P extends object>(
  load: () => Promise<Record<K, ComponentType<P>>>,
  name: K,
): PreloadableScreen<P> {
  return Object.assign(lazy(() => trackChunkLoad(load).then((module) => ({ default: module[name] }))), { preload: load });
}

const started = new Set<() => Promise<unknown>>();

/** After the page's load, how long before the first screen is preloaded (the page's own first screen comes first). */
export const PRELOAD_DELAY_MS = 5000;
/** How long to wait for an idle moment before loading anyway (and where requestIdleCallback is missing). */
const IDLE_TIMEOUT_MS = 2000;

/** Calls `run` in the browser's next idle moment (at the latest after IDLE_TIMEOUT_MS); returns a cancel. */
function whenIdle(run: () => void): () => void {
  if (typeof window.requestIdleCallback === 'function') {
    const handle = window.requestIdleCallback(run, { timeout: IDLE_TIMEOUT_MS });
    return () => window.cancelIdleCallback(handle);
  }
  const timer = window.setTimeout(run, IDLE_TIMEOUT_MS);
  return () => window.clearTimeout(timer);
}

/** The user asked the browser to save data (Chrome's Lite mode, Android's data saver). */
const savingData = () => (navigator as Navigator & { connection?: { saveData?: boolean } }).connection?.saveData === true;

/**
 * Loads the chunks of the screens a user can reach next. Navigations are transitions: without
 * this, a click keeps the old screen (under the new URL) until the next screen's chunk has
 * downloaded, which on a slow line reads as a dead link. Each chunk loads once; a failed load is
 * left for the route itself to retry and report.
 *
 * Issue 28: after the page's own load, one screen at a time, each in an idle moment of its own.
 * Started all at once while the page loaded, the signed-in screens' ~170 requests shared a phone's
 * slow line with the page's own, and their modules were evaluated in long tasks while the rep
 * waited for the list. Nothing is preloaded when the user asked the browser to save data.
 */
export function preloadWhenIdle(screens: ReadonlyArray<{ preload: () => Promise<unknown> }>): () => void {
  if (savingData()) return () => {};
  const queue = [...screens];
  let cancelled = false;
  let cancelWait = () => {};
  const loadNext = () => {
    if (cancelled) return;
    const screen = queue.shift();
    if (!screen) return;
    if (started.has(screen.preload)) {
      loadNext();
      return;
    }
    started.add(screen.preload);
    screen.preload()
      .catch(() => started.delete(screen.preload))
      .finally(() => { if (!cancelled) cancelWait = whenIdle(loadNext); });
  };
  // Issue 28: the app's own code now loads after the page's `load` event (appAfterPaint.ts), so
  // the load no longer means "the screen is up": the first preload waits a while longer, or its
  // modules' evaluation lands among the screen's own first tasks on a phone.
  const start = () => {
    const timer = window.setTimeout(() => { cancelWait = whenIdle(loadNext); }, PRELOAD_DELAY_MS);
    cancelWait = () => window.clearTimeout(timer);
  };
  if (document.readyState === 'complete') start();
  else {
    // After the page's own load: its scripts, styles and images first.
    window.addEventListener('load', start, { once: true });
    cancelWait = () => window.removeEventListener('load', start);
  }
  return () => {
    cancelled = true;
    cancelWait();
  };
}

/** Renders nothing; preloads `screens` after the page's load, when idle (see preloadWhenIdle). */
export function PreloadWhenIdle({ screens }: { screens: ReadonlyArray<{ preload: () => Promise<unknown> }> }) {
  // Component tests render one route at a time: loading every other screen there only slows them.
  useEffect(() => (import.meta.env.MODE === 'test' ? undefined : preloadWhenIdle(screens)), [screens]);
  return null;
}
