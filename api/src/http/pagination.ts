import { Type, type Static } from 'typebox';

/** Query of every paged list: page (1-based) and limit, defaults per spec §9. */
export function pageQuery(defaultLimit: number) {
  return Type.Object({
    page: Type.Optional(Type.Integer({ minimum: 1, default: 1, description: 'Page number, 1-based' })),
    limit: Type.Optional(Type.Integer({ minimum: 1, maximum: 500, default: defaultLimit, description: `Page size (default ${defaultLimit})` })),
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
