import type { Environment, FetchFunction } from 'relay-runtime';
import { createOfflineNetwork, OWNER_KEY, type OfflineNetwork } from './network';
import { DATA_CACHE, QueryCache } from './queryCache';
import { watchConnection } from './refresh';

let active: OfflineNetwork | null = null;

const localStore = () => { try { return window.localStorage; } catch { return null; } };

/**
 * The offline layer around the app's fetch function, or null where the browser has no Cache API
 * (jsdom, an insecure origin). `attach` wires the connection's return to refetching.
 */
export function enableOffline(inner: FetchFunction): { fetch: FetchFunction; attach(environment: Environment): void } | null {
  if (typeof window === 'undefined' || typeof caches === 'undefined') return null;
  let onServedFromCache: (identifier: string) => void = () => undefined;
  const network = createOfflineNetwork(inner, {
    cache: new QueryCache({ storage: caches, origin: window.location.origin }),
    storage: localStore(),
    onServedFromCache: (identifier) => onServedFromCache(identifier),
  });
  active = network;
  return {
    fetch: network.fetch,
    attach: (environment) => { onServedFromCache = watchConnection(environment).servedFromCache; },
  };
}

/**
 * Forgets every saved answer and whose they were: every sign-out (the Logout menu, the idle
 * time-out) calls it before anything else, and an UNAUTHENTICATED answer does in the network layer.
 */
export async function clearOfflineData(): Promise<void> {
  if (active) return active.clear();
  try { localStore()?.removeItem(OWNER_KEY); } catch { /* nothing remembered */ }
  if (typeof caches !== 'undefined') await caches.delete(DATA_CACHE).catch(() => undefined);
}
