import { createGraphQLError } from 'graphql-yoga';
import { upstreamUnavailable } from '../rest/errors.js';

/**
 * A paged REST answer: `{results, page, limit, count}` (spec §9) with each row's keyset cursor and
 * whether rows follow or precede the page (issue 24, api/src/http/keyset.ts).
 */
export interface Paged<T> { results: T[]; page: number; limit: number; count: number; cursors?: string[]; has_next?: boolean; has_previous?: boolean }

export interface PageArgs {
  first?: number | null; after?: string | null; last?: number | null; before?: string | null;
  page?: number | null; pageSize?: number | null;
}

/** What a connection asks the api for: a numbered page, or a keyset window. */
// A type alias, not an interface, so it fits the REST client's Query index signature.
export type PageQuery = { page?: number; limit: number; after?: string; before?: string; from_end?: true };
export type FetchPage<P> = (query: PageQuery) => Promise<P>;

/** Messages of connection arguments, written once. */
export const CONNECTION_MESSAGES = {
  firstAndLast: 'Give first or last, not both.',
  pageWithBackwards: 'Numbered paging (page) cannot be combined with last or before.',
  pageFromOne: 'page starts at 1.',
  pageSize: 'Page size must be between 1 and 500.',
  invalidCursor: 'Invalid cursor.',
  otherOrder: 'This cursor belongs to another list or order: start again without after or before.',
  offsetCursor: 'Cursors of the form offset:N are no longer accepted: cursors are positions in the list (sort key and id) now. Start again without after or before and use the cursors of the new answers.',
  missingCursors: 'paged answer without a cursor for each row',
} as const;

const badInput = (message: string, field?: string) => createGraphQLError(message, { extensions: { code: 'BAD_USER_INPUT', ...(field ? { field } : {}) } });

function checkedSize(size: number): number {
  if (!Number.isInteger(size) || size < 1 || size > 500) throw badInput(CONNECTION_MESSAGES.pageSize);
  return size;
}

const MAX_ID = 2 ** 31 - 1;

/** A cursor: base64url of JSON [tag, key, id] (the api's format; the gateway makes the same for lists it pages itself). */
export const keysetCursor = (tag: string, key: string | number | null, id: number) => Buffer.from(JSON.stringify([tag, key, id])).toString('base64url');

/**
 * A client's cursor checked before any upstream call: well-formed, of this list and order (`tag`),
 * with an id the api can hold. The key's type is checked by the api (a 400, BAD_USER_INPUT here).
 */
export function readCursor(cursor: string, tag: string, field: 'after' | 'before'): { key: unknown; id: number } {
  if (!/^[A-Za-z0-9_-]{1,2048}$/.test(cursor)) throw badInput(CONNECTION_MESSAGES.invalidCursor, field);
  const text = Buffer.from(cursor, 'base64url').toString('utf8');
  if (/^offset:/.test(text)) throw badInput(CONNECTION_MESSAGES.offsetCursor, field);
  let parsed: unknown;
  try { parsed = JSON.parse(text); } catch { throw badInput(CONNECTION_MESSAGES.invalidCursor, field); }
  if (!Array.isArray(parsed) || parsed.length !== 3 || typeof parsed[0] !== 'string') throw badInput(CONNECTION_MESSAGES.invalidCursor, field);
  const [cursorTag, key, id] = parsed as [string, unknown, unknown];
  if (typeof id !== 'number' || !Number.isInteger(id) || id < 1 || id > MAX_ID) throw badInput(CONNECTION_MESSAGES.invalidCursor, field);
  if (cursorTag !== tag) throw badInput(CONNECTION_MESSAGES.otherOrder, field);
  return { key, id };
}

/**
 * What a connection's arguments ask of the api (issue 24: keyset cursors). Numbered paging
 * (`page` + `pageSize`) and a first page (`first` alone) read the api's numbered page; `after`,
 * `before` and `last` read a keyset window: the rows after / before a position (sort key + id),
 * so rows added or removed elsewhere in the list between two requests neither repeat nor skip
 * one. `tag` names the list and its order; a cursor of another is BAD_USER_INPUT.
 */
export function pageQueryOf(args: PageArgs, defaultSize: number, tag: string): PageQuery {
  if (args.first != null && args.last != null) throw badInput(CONNECTION_MESSAGES.firstAndLast);
  if (args.page != null && (args.before || args.last != null)) throw badInput(CONNECTION_MESSAGES.pageWithBackwards);
  if (args.page != null) {
    const limit = checkedSize(args.pageSize ?? args.first ?? defaultSize);
    if (args.page < 1) throw badInput(CONNECTION_MESSAGES.pageFromOne);
    return { page: args.page, limit };
  }
  if (args.after) readCursor(args.after, tag, 'after');
  if (args.before) readCursor(args.before, tag, 'before');
  const backwards = args.last != null || (!!args.before && args.first == null);
  const limit = checkedSize(backwards ? args.last ?? args.pageSize ?? defaultSize : args.pageSize ?? args.first ?? defaultSize);
  if (!args.after && !args.before && !backwards) return { page: 1, limit };
  return {
    limit,
    ...(args.after ? { after: args.after } : {}),
    ...(args.before ? { before: args.before } : {}),
    ...(args.last != null ? { from_end: true as const } : {}),
  };
}

/** The api's page for a connection's arguments. */
export async function fetchConnection<P extends Paged<unknown>>(args: PageArgs, defaultSize: number, tag: string, fetchPage: FetchPage<P>): Promise<P> {
  return fetchPage(pageQueryOf(args, defaultSize, tag));
}

/**
 * A connection from one api page, its neighbours from the api's has_next / has_previous (from the
 * page number and the total when an answer has none). Each edge's cursor is the api's for
 * its row (read when asked for: an answer without cursors fails only a query that wants them).
 */
export function connectionOf<T, N>(paged: Paged<T>, map: (item: T) => N) {
  const cursorAt = (i: number) => {
    const cursor = paged.cursors?.[i];
    if (typeof cursor !== 'string' || paged.cursors!.length !== paged.results.length) throw upstreamUnavailable(CONNECTION_MESSAGES.missingCursors);
    return cursor;
  };
  // Getters: the compiled execution reads properties, it does not call them.
  const edges = paged.results.map((item, i) => ({ get cursor() { return cursorAt(i); }, node: map(item) }));
  const offset = (paged.page - 1) * paged.limit;
  return {
    edges,
    totalCount: paged.count,
    pageInfo: {
      get startCursor() { return edges.length ? cursorAt(0) : null; },
      get endCursor() { return edges.length ? cursorAt(edges.length - 1) : null; },
      hasNextPage: paged.has_next ?? offset + paged.results.length < paged.count,
      hasPreviousPage: paged.has_previous ?? offset > 0,
      page: paged.page,
      pageSize: paged.limit,
      pageCount: Math.max(1, Math.ceil(paged.count / paged.limit)),
    },
  };
}

/**
 * A connection over a list the api answers whole (organizations, a file's prospect rows), paged
 * here by position of the cursor's item: the cursor names the item's id, and the window continues
 * from where that item is now, so items added elsewhere neither repeat nor skip one. A cursor whose
 * item is no longer in the list is BAD_USER_INPUT.
 */
export function wholeListConnection<T, N>(all: T[], args: PageArgs, defaultSize: number, tag: string, idOf: (item: T, index: number) => number, map: (item: T) => N) {
  const query = pageQueryOf(args, defaultSize, tag);
  const indexOf = (cursor: string, field: 'after' | 'before') => {
    const { key, id } = readCursor(cursor, tag, field);
    const index = all.findIndex((item, i) => idOf(item, i) === id);
    if (key !== null || index < 0) throw badInput(CONNECTION_MESSAGES.invalidCursor, field);
    return index;
  };
  let start: number;
  let end: number;
  if (query.page !== undefined) {
    start = (query.page - 1) * query.limit;
    end = start + query.limit;
  } else {
    const low = query.after ? indexOf(query.after, 'after') + 1 : 0;
    const high = query.before ? indexOf(query.before, 'before') : all.length;
    if (query.from_end || (query.before && !query.after)) {
      end = Math.max(low, high);
      start = Math.max(low, end - query.limit);
    } else {
      start = low;
      end = Math.min(Math.max(low, high), low + query.limit);
    }
  }
  const items = all.slice(start, Math.min(end, all.length));
  const begin = Math.min(start, all.length);
  const paged: Paged<T> = {
    results: items, limit: query.limit, count: all.length,
    page: Math.floor(begin / query.limit) + 1,
    cursors: items.map((item, i) => keysetCursor(tag, null, idOf(item, begin + i))),
    has_previous: begin > 0,
    has_next: begin + items.length < all.length,
  };
  return connectionOf(paged, map);
}
