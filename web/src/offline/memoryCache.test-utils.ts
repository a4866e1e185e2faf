import type { CacheStore } from './queryCache';

const urlOf = (request: RequestInfo | URL) => (typeof request === 'string' ? request : request instanceof URL ? request.href : request.url);

/** An in-memory stand-in for the browser's CacheStorage (jsdom has none): the parts QueryCache uses. */
export function memoryCaches() {
  const caches = new Map<string, Map<string, Response>>();
  const store: CacheStore = {
    open: async (name: string) => {
      if (!caches.has(name)) caches.set(name, new Map());
      const entries = caches.get(name)!;
      return {
        put: async (request: RequestInfo | URL, response: Response) => {
          entries.delete(urlOf(request));
          entries.set(urlOf(request), response);
        },
        match: async (request: RequestInfo | URL) => entries.get(urlOf(request))?.clone(),
        keys: async () => [...entries.keys()].map((url) => ({ url }) as Request),
        delete: async (request: RequestInfo | URL) => entries.delete(urlOf(request)),
      } as unknown as Cache;
    },
    delete: async (name: string) => caches.delete(name),
  };
  return { store, caches };
}
