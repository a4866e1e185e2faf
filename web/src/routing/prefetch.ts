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

/** How long to wait for an idle moment before loading anyway (and where requestIdleCallback is missing). */
const IDLE_TIMEOUT_MS = 2000;

/**
 * Loads the chunks of the screens a user can reach next once the browser is idle. Navigations are
 * transitions: without this, a click keeps the old screen (under the new URL) until the next
 * screen's chunk has downloaded, which on a slow line reads as a dead link. Each chunk loads once;
 * a failed load is left for the route itself to retry and report.
 */
export function preloadWhenIdle(screens: ReadonlyArray<{ preload: () => Promise<unknown> }>): () => void {
  const run = () => {
    for (const { preload } of screens) {
      if (started.has(preload)) continue;
      started.add(preload);
      preload().catch(() => started.delete(preload));
    }
  };
  if (typeof window.requestIdleCallback === 'function') {
    const handle = window.requestIdleCallback(run, { timeout: IDLE_TIMEOUT_MS });
    return () => window.cancelIdleCallback(handle);
  }
  const timer = window.setTimeout(run, IDLE_TIMEOUT_MS);
  return () => window.clearTimeout(timer);
}

/** Renders nothing; preloads `screens` when idle after it mounts (see preloadWhenIdle). */
export function PreloadWhenIdle({ screens }: { screens: ReadonlyArray<{ preload: () => Promise<unknown> }> }) {
  // Component tests render one route at a time: loading every other screen there only slows them.
  useEffect(() => (import.meta.env.MODE === 'test' ? undefined : preloadWhenIdle(screens)), [screens]);
  return null;
}
