import { useSyncExternalStore } from 'react';

/**
 * What the offline banner shows: whether the app is offline (the browser says so, or a read was
 * just answered from the offline cache because the server could not be reached), and when the data
 * on screen was answered. Kept outside React: the network layer writes it, the banner reads it.
 */
export interface OfflineStatus {
  offline: boolean;
  /** When the newest answer on screen arrived (from the server, or when a saved one was saved); null before any. */
  shownAt: number | null;
}

let servedFromCache = false;
let shownAt: number | null = null;
const browserOffline = () => typeof navigator !== 'undefined' && navigator.onLine === false;
let state: OfflineStatus = { offline: browserOffline(), shownAt: null };
const listeners = new Set<() => void>();

function update() {
  const next = { offline: browserOffline() || servedFromCache, shownAt };
  if (next.offline === state.offline && next.shownAt === state.shownAt) return;
  state = next;
  listeners.forEach((listener) => listener());
}

/** A read answered by the server: the connection works, and the screen shows data from now. */
export function answeredOnline(at: number) {
  servedFromCache = false;
  shownAt = at;
  update();
}

/** A read answered from the offline cache with what was saved at `savedAt`. */
export function answeredFromCache(savedAt: number) {
  servedFromCache = true;
  shownAt = savedAt;
  update();
}

/** The browser reports the connection back (its "online" event): the refetches decide the rest. */
export function connectionBack() {
  servedFromCache = false;
  update();
}

/** Re-reads navigator.onLine (its "offline" event). */
export function connectionChanged() {
  update();
}

export function getOfflineStatus(): OfflineStatus {
  return state;
}

export function subscribeOfflineStatus(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** For tests: back to the first state. */
export function resetOfflineStatus() {
  servedFromCache = false;
  shownAt = null;
  state = { offline: false, shownAt: null };
  listeners.forEach((listener) => listener());
}

const ONLINE: OfflineStatus = { offline: false, shownAt: null };
/** What a screen shows: the time only matters while offline (online, every answer would change it). */
const shown = () => (state.offline ? state : ONLINE);

/**
 * The status for the banner. Online it is one constant, so an answer arriving (which moves
 * `shownAt`) renders nothing: a store update is a synchronous render in React, and one landing
 * while a transition renders (a search's rows) restarts that render.
 */
export function useOfflineStatus(): OfflineStatus {
  return useSyncExternalStore(subscribeOfflineStatus, shown, shown);
}
