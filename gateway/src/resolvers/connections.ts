import { createGraphQLError } from 'graphql-yoga';

/** A paged REST answer (`{results, page, limit, count}`). */
export interface Paged<T> { results: T[]; page: number; limit: number; count: number }

export interface PageArgs {
  first?: number | null; after?: string | null; last?: number | null; before?: string | null;
  page?: number | null; pageSize?: number | null;
}

/** The largest offset a cursor may carry. */
const MAX_OFFSET = 2 ** 31 - 1;

const badInput = (message: string) => createGraphQLError(message, { extensions: { code: 'BAD_USER_INPUT' } });

function checkedSize(size: number): number {
  if (!Number.isInteger(size) || size < 1 || size > 500) throw badInput('Page size must be between 1 and 500.');
  return size;
}

/** One page of the api: `page` (1-based) of `limit` items. */
export type FetchPage<P> = (page: number, limit: number) => Promise<P>;

/**
 * The items a connection's arguments ask for, from the api's whole pages. Cursors are offsets, so
 * Relay's first/after and last/before and a table's numbered pages (page + pageSize) all name a
 * window [offset, offset + size): it is read from the one or two api pages of that size that
 * cover it (a cursor need not fall on a page boundary). `last` without `before` first reads the
 * total. `upstream` is the first api answer, for what a connection adds (unread count, filters).
 */
export async function fetchWindow<P extends Paged<unknown>>(args: PageArgs, defaultSize: number, fetchPage: FetchPage<P>): Promise<{ window: Paged<P['results'][number]>; offset: number; upstream: P }> {
  if (args.first != null && args.last != null) throw badInput('Give first or last, not both.');
  if (args.page != null && (args.before || args.last != null)) throw badInput('Numbered paging (page) cannot be combined with last or before.');
  let start: number;
  let size: number;
  let known: P | null = null;
  if (args.page != null) {
    size = checkedSize(args.pageSize ?? args.first ?? defaultSize);
    if (args.page < 1) throw badInput('page starts at 1.');
    start = (args.page - 1) * size;
  } else if (args.last != null || args.before) {
    const wanted = checkedSize(args.last ?? args.pageSize ?? defaultSize);
    let end: number;
    if (args.before) {
      end = cursorOffset(args.before);
    } else {
      known = await fetchPage(1, wanted);
      end = known.count;
    }
    const floor = args.after ? cursorOffset(args.after) + 1 : 0;
    start = Math.max(floor, end - wanted);
    size = Math.max(0, end - start);
  } else {
    size = checkedSize(args.pageSize ?? args.first ?? defaultSize);
    start = args.after ? cursorOffset(args.after) + 1 : 0;
  }
  if (size === 0) {
    // Nothing before the first item (or an empty list): only the total is read.
    const upstream = known ?? await fetchPage(1, 1);
    return { window: { results: [], page: 1, limit: 1, count: upstream.count }, offset: start, upstream };
  }
  const limit = size;
  const firstPage = Math.floor(start / limit) + 1;
  // `last` without `before` read page 1 for the total; when the window starts there, that answer holds it.
  const upstream = known && start === 0 ? known : await fetchPage(firstPage, limit);
  let results = upstream.results;
  const skip = start - (firstPage - 1) * limit;
  if (skip > 0 && skip + size > upstream.results.length && upstream.results.length === limit) {
    results = results.concat((await fetchPage(firstPage + 1, limit)).results);
  }
  return {
    window: { results: results.slice(skip, skip + size), page: firstPage, limit, count: upstream.count },
    offset: start,
    upstream,
  };
}

export const offsetCursor = (offset: number) => Buffer.from(`offset:${offset}`).toString('base64url');

function cursorOffset(cursor: string): number {
  const [kind, raw] = Buffer.from(cursor, 'base64url').toString().split(':');
  const n = Number(raw);
  // Offsets past 2^31 - 1 name no item (the api pages with 32-bit integers): refused here, not by the api.
  if (kind !== 'offset' || !Number.isInteger(n) || n < 0 || n > MAX_OFFSET) throw badInput('Invalid cursor.');
  return n;
}

/** A connection from one upstream page. */
export function connectionOf<T, N>(paged: Paged<T>, offset: number, map: (item: T) => N) {
  const edges = paged.results.map((item, i) => ({ cursor: offsetCursor(offset + i), node: map(item) }));
  return {
    edges,
    totalCount: paged.count,
    pageInfo: {
      startCursor: edges[0]?.cursor ?? null,
      endCursor: edges.at(-1)?.cursor ?? null,
      hasNextPage: offset + paged.results.length < paged.count,
      hasPreviousPage: offset > 0,
      page: paged.page,
      pageSize: paged.limit,
      pageCount: Math.max(1, Math.ceil(paged.count / paged.limit)),
    },
  };
}
