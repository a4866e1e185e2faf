import { describe, expect, it } from 'vitest';
import { CONNECTION_MESSAGES, connectionOf, keysetCursor, pageQueryOf, wholeListConnection } from '../src/resolvers/connections.js';
import { mockedGateway } from '../src/testing.js';

/** Issue 24: a connection's arguments become a numbered page or a keyset window of the api. */
describe('connection arguments to api queries (first/after, last/before, page)', () => {
  const TAG = 'leads:desc__updated';
  const at = (id: number) => keysetCursor(TAG, '2026-01-02T03:04:05.000000Z', id);

  it('a first page and numbered pages read the api by page number; cursors read keyset windows', () => {
    expect(pageQueryOf({ first: 5 }, 10, TAG)).toEqual({ page: 1, limit: 5 });
    expect(pageQueryOf({}, 10, TAG)).toEqual({ page: 1, limit: 10 });
    expect(pageQueryOf({ page: 3, pageSize: 20 }, 10, TAG)).toEqual({ page: 3, limit: 20 });
    expect(pageQueryOf({ page: 2, after: at(4) }, 10, TAG)).toEqual({ page: 2, limit: 10 });
    expect(pageQueryOf({ first: 5, after: at(4) }, 10, TAG)).toEqual({ limit: 5, after: at(4) });
    expect(pageQueryOf({ last: 5 }, 10, TAG)).toEqual({ limit: 5, from_end: true });
    expect(pageQueryOf({ last: 3, before: at(9) }, 10, TAG)).toEqual({ limit: 3, before: at(9), from_end: true });
    expect(pageQueryOf({ before: at(9) }, 10, TAG)).toEqual({ limit: 10, before: at(9) });
    expect(pageQueryOf({ last: 2, after: at(1), before: at(9) }, 10, TAG)).toEqual({ limit: 2, after: at(1), before: at(9), from_end: true });
  });

  it('mixed or out-of-range arguments and foreign, forged or offset cursors are BAD_USER_INPUT', () => {
    const refused = (args: Parameters<typeof pageQueryOf>[0], message: string) =>
      expect(() => pageQueryOf(args, 10, TAG), JSON.stringify(args)).toThrow(expect.objectContaining({ message, extensions: expect.objectContaining({ code: 'BAD_USER_INPUT' }) }));
    refused({ first: 2, last: 2 }, CONNECTION_MESSAGES.firstAndLast);
    refused({ page: 2, before: at(3) }, CONNECTION_MESSAGES.pageWithBackwards);
    refused({ last: 0 }, CONNECTION_MESSAGES.pageSize);
    refused({ first: 501 }, CONNECTION_MESSAGES.pageSize);
    refused({ page: 0 }, CONNECTION_MESSAGES.pageFromOne);
    refused({ after: keysetCursor('leads:asc__name', 'A', 3) }, CONNECTION_MESSAGES.otherOrder);
    refused({ before: keysetCursor('notifications', '2026-01-02T03:04:05.000000Z', 3) }, CONNECTION_MESSAGES.otherOrder);
    // The cursors of before issue 24 say what changed.
    refused({ after: Buffer.from('offset:3').toString('base64url') }, CONNECTION_MESSAGES.offsetCursor);
    refused({ last: 2, before: Buffer.from('offset:3').toString('base64url') }, CONNECTION_MESSAGES.offsetCursor);
    for (const cursor of ['bm90LWEtY3Vyc29y', '!!', 'A'.repeat(3000), keysetCursor(TAG, null, 0), keysetCursor(TAG, null, 2 ** 31), Buffer.from('[1,2,3]').toString('base64url'),
      Buffer.from(`["${TAG}","x",1.5]`).toString('base64url'), Buffer.from(`["${TAG}","x"]`).toString('base64url'), Buffer.from(`["${TAG}","x",1e999]`).toString('base64url')]) {
      refused({ after: cursor }, CONNECTION_MESSAGES.invalidCursor);
    }
  });

  it('a connection takes its cursors and neighbours from the api answer', () => {
    const keyset = connectionOf({ results: [7, 8], page: 3, limit: 2, count: 9, cursors: ['c7', 'c8'], has_next: false, has_previous: true }, (n) => n);
    expect(keyset.edges.map((e) => [e.cursor, e.node])).toEqual([['c7', 7], ['c8', 8]]);
    expect({ ...keyset.pageInfo, startCursor: keyset.pageInfo.startCursor, endCursor: keyset.pageInfo.endCursor })
      .toEqual({ startCursor: 'c7', endCursor: 'c8', hasNextPage: false, hasPreviousPage: true, page: 3, pageSize: 2, pageCount: 5 });
    // An answer without a cursor for each row fails only when a cursor is asked for, as an unavailable upstream.
    const bare = connectionOf({ results: [1], page: 1, limit: 1, count: 2 }, (n) => n);
    expect(bare.pageInfo).toMatchObject({ hasNextPage: true, hasPreviousPage: false });
    expect(() => bare.edges[0].cursor).toThrow(expect.objectContaining({ extensions: expect.objectContaining({ code: 'UPSTREAM_UNAVAILABLE' }) }));
  });

  it('a list answered whole is paged by the position of the cursor\'s item: an item added ahead of it neither repeats nor skips one', () => {
    const all = [{ id: 10 }, { id: 20 }, { id: 30 }, { id: 40 }, { id: 50 }];
    const page = (list: { id: number }[], args: Parameters<typeof pageQueryOf>[0]) => {
      const c = wholeListConnection(list, args, 2, 'organizations', (o) => o.id, (o) => o.id);
      return { ids: c.edges.map((e) => e.node), end: c.pageInfo.endCursor, start: c.pageInfo.startCursor, info: c.pageInfo };
    };
    const first = page(all, { first: 2 });
    expect(first.ids).toEqual([10, 20]);
    // A new item sorts first: the next page still starts after 20.
    const grown = [{ id: 5 }, ...all];
    expect(page(grown, { first: 2, after: first.end! }).ids).toEqual([30, 40]);
    expect(page(grown, { last: 2, before: first.start! }).ids).toEqual([5]);
    expect(page(all, { last: 2 })).toMatchObject({ ids: [40, 50], info: { hasNextPage: false, hasPreviousPage: true, page: 2 } });
    expect(page(all, { page: 3 })).toMatchObject({ ids: [50], info: { hasNextPage: false, hasPreviousPage: true } });
    expect(() => page(all.slice(1), { first: 2, after: keysetCursor('organizations', null, 10) })).toThrow(CONNECTION_MESSAGES.invalidCursor);
  });

  it('leads(last: 2) through the gateway: one keyset call from the end, cursors and neighbours from the api', async () => {
    const kit = mockedGateway();
    const row = (id: number) => ({ id, name: `Lead ${id}`, updated: '2026-01-02T03:04:05.000Z', created: '2026-01-01T00:00:00.000Z', lead_status: 0, organization: 1, organization_name: 'Sun', enrichment_status: 'completed' });
    const cursors = [keysetCursor('leads:desc__updated', '2026-01-02T03:04:05.000000Z', 4), keysetCursor('leads:desc__updated', '2026-01-02T03:04:05.000000Z', 5)];
    kit.answer('GET', '/leads/', 200, { results: [row(4), row(5)], page: 2, limit: 2, count: 5, cursors, has_next: false, has_previous: true }, { query: { limit: '2', from_end: 'true' } });
    const result = await kit.execute('{ leads(last: 2) { totalCount pageInfo { hasPreviousPage hasNextPage startCursor } edges { cursor node { databaseId } } } }');
    expect(result.errors, JSON.stringify(result.errors)).toBeUndefined();
    expect(result.data.leads).toEqual({
      totalCount: 5, pageInfo: { hasPreviousPage: true, hasNextPage: false, startCursor: cursors[0] },
      edges: [{ cursor: cursors[0], node: { databaseId: 4 } }, { cursor: cursors[1], node: { databaseId: 5 } }],
    });
    expect(kit.calls().map((c) => c.path)).toEqual(['/leads/?limit=2&from_end=true']);
    // A cursor of another order is refused before any call.
    const other = await kit.execute('query($c: String) { leads(first: 2, after: $c, order: { field: NAME, direction: ASC }) { totalCount } }', { c: cursors[0] });
    expect(other.errors?.[0]).toMatchObject({ message: CONNECTION_MESSAGES.otherOrder, extensions: { code: 'BAD_USER_INPUT' } });
    expect(kit.calls()).toHaveLength(1);
    await kit.close();
  });
});
