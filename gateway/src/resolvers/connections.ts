import { createGraphQLError } from 'graphql-yoga';

/** A paged REST answer (`{results, page, limit, count}`). */
export interface Paged<T> { results: T[]; page: number; limit: number; count: number }

export interface PageArgs { first?: number | null; after?: string | null; page?: number | null; pageSize?: number | null }

/**
 * Connection arguments to the api's page/limit. Cursors are offsets, so both Relay's
 * first/after and a table's numbered pages (page + pageSize) map onto one upstream page.
 */
export function toPageQuery(args: PageArgs, defaultSize: number): { page: number; limit: number; offset: number } {
  const size = args.pageSize ?? args.first ?? defaultSize;
  if (!Number.isInteger(size) || size < 1 || size > 500) throw createGraphQLError('Page size must be between 1 and 500.', { extensions: { code: 'BAD_USER_INPUT' } });
  let offset = 0;
  if (args.page != null) {
    if (args.page < 1) throw createGraphQLError('page starts at 1.', { extensions: { code: 'BAD_USER_INPUT' } });
    offset = (args.page - 1) * size;
  } else if (args.after) {
    offset = cursorOffset(args.after) + 1;
  }
  // The api pages in whole pages: pick a page size that makes the offset a page boundary.
  if (offset % size !== 0) throw createGraphQLError('The cursor does not fall on a page boundary for this page size.', { extensions: { code: 'BAD_USER_INPUT' } });
  return { page: offset / size + 1, limit: size, offset };
}

export const offsetCursor = (offset: number) => Buffer.from(`offset:${offset}`).toString('base64url');

function cursorOffset(cursor: string): number {
  const [kind, raw] = Buffer.from(cursor, 'base64url').toString().split(':');
  const n = Number(raw);
  if (kind !== 'offset' || !Number.isInteger(n) || n < 0) throw createGraphQLError('Invalid cursor.', { extensions: { code: 'BAD_USER_INPUT' } });
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
