import { describe, expect, it } from 'vitest';
import { connectionOf, fetchWindow, offsetCursor, type Paged } from '../src/resolvers/connections.js';
import { mockedGateway } from '../src/testing.js';

/** An api of `count` items (0, 1, 2, …) answering whole pages, and the pages asked for. */
function pagedApi(count: number) {
  const calls: string[] = [];
  const fetchPage = async (page: number, limit: number): Promise<Paged<number>> => {
    calls.push(`${page}x${limit}`);
    const start = (page - 1) * limit;
    return { results: Array.from({ length: Math.max(0, Math.min(limit, count - start)) }, (_, i) => start + i), page, limit, count };
  };
  return { calls, fetchPage };
}

async function page(count: number, args: Parameters<typeof fetchWindow>[0]) {
  const api = pagedApi(count);
  const { window, offset } = await fetchWindow(args, 10, api.fetchPage);
  const connection = connectionOf(window, offset, (n) => n);
  return { items: connection.edges.map((e) => e.node), info: connection.pageInfo, total: connection.totalCount, calls: api.calls };
}

describe('connection windows over whole api pages (first/after, last/before, page)', () => {
  it('continues after any cursor, not only a page boundary, from the one or two pages that cover it', async () => {
    const { items, info, calls } = await page(23, { first: 5, after: offsetCursor(2) });
    expect(items).toEqual([3, 4, 5, 6, 7]);
    expect(calls).toEqual(['1x5', '2x5']);
    expect(info).toMatchObject({ hasNextPage: true, hasPreviousPage: true });
    expect((await page(23, { first: 5, after: offsetCursor(4) })).calls).toEqual(['2x5']);
  });

  it('reads the last items, with or without before', async () => {
    const last = await page(23, { last: 5 });
    expect(last.items).toEqual([18, 19, 20, 21, 22]);
    expect(last.info).toMatchObject({ hasNextPage: false, hasPreviousPage: true, startCursor: offsetCursor(18) });
    expect((await page(23, { last: 3, before: offsetCursor(10) })).items).toEqual([7, 8, 9]);
    expect((await page(23, { last: 30, before: offsetCursor(4) })).items).toEqual([0, 1, 2, 3]);
    expect((await page(23, { last: 2, before: offsetCursor(6), after: offsetCursor(4) })).items).toEqual([5]);
  });

  it('before the first item is an empty page that still knows the total', async () => {
    const none = await page(23, { last: 5, before: offsetCursor(0) });
    expect(none).toMatchObject({ items: [], total: 23, info: { hasPreviousPage: false, hasNextPage: true } });
    expect((await page(0, { last: 5 })).items).toEqual([]);
  });

  it('numbered pages stay as they were, and mixed or out-of-range arguments are BAD_USER_INPUT', async () => {
    expect((await page(23, { page: 3, pageSize: 10 })).items).toEqual([20, 21, 22]);
    for (const args of [{ first: 2, last: 2 }, { page: 2, before: offsetCursor(3) }, { last: 0 }, { first: 501 }, { after: 'bm90LWEtY3Vyc29y' }]) {
      await expect(fetchWindow(args, 10, pagedApi(5).fetchPage)).rejects.toMatchObject({ extensions: { code: 'BAD_USER_INPUT' } });
    }
  });

  it('leads(last: 2) through the gateway: the total first, then the window', async () => {
    const kit = mockedGateway();
    const row = (id: number) => ({ id, name: `Lead ${id}`, updated: '2026-01-02T03:04:05.000Z', created: '2026-01-01T00:00:00.000Z', lead_status: 0, organization: 1, organization_name: 'Sun', enrichment_status: 'completed' });
    kit.answer('GET', '/leads/', 200, { results: [row(1), row(2)], page: 1, limit: 2, count: 5 }, { query: { page: '1', limit: '2' } });
    // The window is offsets 3–4: the second item of page 2 (offsets 2–3) and page 3 (offset 4).
    kit.answer('GET', '/leads/', 200, { results: [row(3), row(4)], page: 2, limit: 2, count: 5 }, { query: { page: '2', limit: '2' } });
    kit.answer('GET', '/leads/', 200, { results: [row(5)], page: 3, limit: 2, count: 5 }, { query: { page: '3', limit: '2' } });
    const result = await kit.execute('{ leads(last: 2) { totalCount pageInfo { hasPreviousPage hasNextPage } edges { node { databaseId } } } }');
    expect(result.errors).toBeUndefined();
    expect(result.data.leads).toEqual({ totalCount: 5, pageInfo: { hasPreviousPage: true, hasNextPage: false }, edges: [{ node: { databaseId: 4 } }, { node: { databaseId: 5 } }] });
    expect(kit.calls().map((c) => c.path)).toEqual(['/leads/?page=1&limit=2', '/leads/?page=2&limit=2', '/leads/?page=3&limit=2']);
    await kit.close();
  });
});

describe('cursors an attacker writes', () => {
  it('an offset past 2^31 is an invalid cursor, refused before any api call', async () => {
    for (const offset of [2 ** 31, Number.MAX_SAFE_INTEGER]) {
      for (const args of [{ first: 5, after: offsetCursor(offset) }, { last: 5, before: offsetCursor(offset) }]) {
        const api = pagedApi(5);
        await expect(fetchWindow(args, 10, api.fetchPage)).rejects.toMatchObject({ message: 'Invalid cursor.', extensions: { code: 'BAD_USER_INPUT' } });
        expect(api.calls).toEqual([]);
      }
    }
  });
});
