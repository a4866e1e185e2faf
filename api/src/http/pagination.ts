import { Type, type Static } from 'typebox';

/**
 * The last page a list serves: far beyond any real list (it bounds the OFFSET a client can ask the
 * database to skip), and a clear 400 rather than a database error for absurd pages.
 */
export const MAX_PAGE = 100_000;
export const MAX_LIMIT = 500;

/** The `page` parameter of every paged list (1-based). */
export const PageParam = () => Type.Integer({ minimum: 1, maximum: MAX_PAGE, default: 1, description: 'Page number, 1-based' });

/** Query of every paged list: page (1-based) and limit, defaults per spec §9. */
export function pageQuery(defaultLimit: number) {
  return Type.Object({
    page: Type.Optional(PageParam()),
    limit: Type.Optional(Type.Integer({ minimum: 1, maximum: MAX_LIMIT, default: defaultLimit, description: `Page size (default ${defaultLimit})` })),
  });
}
export type PageQuery = Static<ReturnType<typeof pageQuery>>;

/** Schema of a paged answer `{results, page, limit, count}` around an item schema. */
export function pagedOf<T extends import('typebox').TSchema>(item: T) {
  return Type.Object({
    results: Type.Array(item),
    page: Type.Integer(),
    limit: Type.Integer(),
    count: Type.Integer({ description: 'Total number of items across all pages' }),
  });
}

export function pageWindow(query: { page?: number; limit?: number }, defaultLimit: number) {
  const page = query.page ?? 1;
  const limit = query.limit ?? defaultLimit;
  return { page, limit, offset: (page - 1) * limit };
}
