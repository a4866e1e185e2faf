import fs from 'node:fs';
import { usePersistedOperations as yogaPersisted } from '@graphql-yoga/plugin-persisted-operations';
import type { Plugin } from 'graphql-yoga';

/**
 * Relay's persisted queries: the web build writes `{ id: query text }` (relay-compiler
 * persistConfig). Clients send `documentId`; with `only` set, anything else is refused, so a
 * production gateway runs exactly the operations the web app was built with.
 */
export function usePersistedOperations(options: { file: string; only: boolean }): Plugin | null {
  if (!fs.existsSync(options.file)) {
    if (options.only) throw new Error(`PERSISTED_OPERATIONS_ONLY=true but ${options.file} does not exist (build the web app first)`);
    return null;
  }
  let store = JSON.parse(fs.readFileSync(options.file, 'utf8')) as Record<string, string>;
  let loadedAt = fs.statSync(options.file).mtimeMs;
  // relay-compiler rewrites the file as queries change (npm run dev): an unknown id re-reads it
  // when it is newer, so a running gateway learns new operations without a restart.
  // Own keys only: `__proto__`, `constructor` or `toString` as an id is no operation (it was a 500).
  const known = (id: string) => (Object.hasOwn(store, id) && typeof store[id] === 'string' ? store[id] : null);
  const lookup = (id: unknown): string | null => {
    if (typeof id !== 'string') return null;
    if (known(id)) return known(id);
    try {
      const mtime = fs.statSync(options.file).mtimeMs;
      if (mtime !== loadedAt) {
        store = JSON.parse(fs.readFileSync(options.file, 'utf8')) as Record<string, string>;
        loadedAt = mtime;
      }
    } catch { /* a half-written or removed file: keep the operations already known */ }
    return known(id);
  };
  return yogaPersisted({
    // Relay's network layer sends the id as documentId; APQ-style clients as a sha256Hash extension.
    extractPersistedOperationId: (params: any) =>
      params.documentId ?? params.doc_id ?? params.extensions?.persistedQuery?.sha256Hash ?? null,
    getPersistedOperation: (id) => lookup(id),
    allowArbitraryOperations: !options.only,
  });
}
