import { describe, expect, it } from 'vitest';
import { memoryCaches } from './memoryCache.test-utils';
import { cacheKey, DATA_CACHE, QueryCache, stableStringify } from './queryCache';

const ORIGIN = 'http://portal.test';

describe('the offline query cache', () => {
  it('keys by user, operation and variables, whatever the order of the variables', () => {
    expect(stableStringify({ b: 1, a: { d: [2, { f: 1, e: 0 }], c: null } })).toBe('{"a":{"c":null,"d":[2,{"e":0,"f":1}]},"b":1}');
    const key = cacheKey(ORIGIN, 'VXNlcjox', 'abc123', { first: 50, order: 'desc' });
    expect(key).toBe(cacheKey(ORIGIN, 'VXNlcjox', 'abc123', { order: 'desc', first: 50 }));
    expect(key).not.toBe(cacheKey(ORIGIN, 'VXNlcjoy', 'abc123', { first: 50, order: 'desc' }));
    expect(key).not.toBe(cacheKey(ORIGIN, 'VXNlcjox', 'abc124', { first: 50, order: 'desc' }));
    expect(key).not.toBe(cacheKey(ORIGIN, 'VXNlcjox', 'abc123', { first: 50, order: 'asc' }));
  });

  it('answers what the same user saved, with its time; another user finds nothing', async () => {
    let now = 1_000;
    const cache = new QueryCache({ storage: memoryCaches().store, origin: ORIGIN, now: () => now });
    await cache.save('alice', 'LeadPageQuery', { id: '7' }, { data: { lead: { name: 'Roof' } } });
    now = 2_000;
    expect(await cache.read('alice', 'LeadPageQuery', { id: '7' })).toEqual({ json: { data: { lead: { name: 'Roof' } } }, savedAt: 1_000 });
    expect(await cache.read('bob', 'LeadPageQuery', { id: '7' })).toBeNull();
    expect(await cache.read('alice', 'LeadPageQuery', { id: '8' })).toBeNull();
  });

  it('keeps the newest answers up to the count limit and none past the age limit', async () => {
    let now = 0;
    const { store, caches } = memoryCaches();
    const cache = new QueryCache({ storage: store, origin: ORIGIN, now: () => now, maxEntries: 3, maxAgeMs: 100 });
    for (const id of ['1', '2', '3', '4']) {
      now += 10;
      await cache.save('alice', 'Q', { id }, { data: { id } });
    }
    expect(caches.get(DATA_CACHE)!.size).toBe(3);
    expect(await cache.read('alice', 'Q', { id: '1' })).toBeNull();
    expect(await cache.read('alice', 'Q', { id: '4' })).not.toBeNull();
    // Saving again refreshes an answer's age: '2' is now the newest.
    now += 10;
    await cache.save('alice', 'Q', { id: '2' }, { data: { id: '2' } });
    now = 145; // '3' (saved at 30) and '4' (40) are past 100 ms; '2' (50) is not
    expect(await cache.read('alice', 'Q', { id: '3' })).toBeNull();
    expect(await cache.read('alice', 'Q', { id: '2' })).not.toBeNull();
    await cache.save('alice', 'Q', { id: '5' }, { data: { id: '5' } });
    expect([...caches.get(DATA_CACHE)!.keys()].map((url) => decodeURIComponent(url.split('?v=')[1]))).toEqual(['{"id":"2"}', '{"id":"5"}']);
  });

  it('clear deletes every answer, and a save started before it cannot land after it', async () => {
    const { store, caches } = memoryCaches();
    const cache = new QueryCache({ storage: store, origin: ORIGIN });
    const saving = cache.save('alice', 'Q', {}, { data: {} });
    const clearing = cache.clear();
    await Promise.all([saving, clearing]);
    expect(caches.has(DATA_CACHE)).toBe(false);
    expect(await cache.read('alice', 'Q', {})).toBeNull();
  });
});
