import { Type, type Static } from 'typebox';
import { KeysetAnswer, KeysetParams } from './keyset.js';

/**
 * The last page a list serves: far beyond any real list (it bounds the OFFSET a client can ask the
 * database to skip), and a clear 400 rather than a database error for absurd pages.
 */
export const MAX_PAGE = 100_000;
export const MAX_LIMIT = 500;

/** The `page` parameter of every paged list (1-based). */
// No schema default: a page given alongside keyset cursors is refused, so it must stay absent when not sent.
export const PageParam = () => Type.Integer({ minimum: 1, maximum: MAX_PAGE, description: 'Page number, 1-based (default 1)' });

/** Query of every paged list: page (1-based) and limit, defaults per spec §9, or keyset cursors (keyset.ts). */
export function pageQuery(defaultLimit: number) {
  return Type.Object({
    page: Type.Optional(PageParam()),
    limit: Type.Optional(Type.Integer({ minimum: 1, maximum: MAX_LIMIT, default: defaultLimit, description: `Page size (default ${defaultLimit})` })),
    ...KeysetParams,
  });
}
export type PageQuery = Static<ReturnType<typeof pageQuery>>;

/**
 * Schema of a paged answer `{results, page, limit, count}` around an item schema, with each row's
 * keyset cursor and whether rows follow or precede the page (keyset.ts).
 */
export function pagedOf<T extends import('typebox').TSchema>(item: T) {
  return Type.Object({
    results: Type.Array(item),
    page: Type.Integer(),
    limit: Type.Integer(),
    count: Type.Integer({ description: 'Total number of items across all pages' }),
    ...KeysetAnswer,
  });
}

export function pageWindow(query: { page?: number; limit?: number }, defaultLimit: number) {
  const page = query.page ?? 1;
  const limit = query.limit ?? defaultLimit;
  return { page, limit, offset: (page - 1) * limit };
}
