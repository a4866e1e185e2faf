import { Type } from 'typebox';
import type { Queryable } from '../db/client.js';
import { MESSAGES } from '../messages.js';
import { badRequest } from './errors.js';

/**
 * Keyset paging (issue 24): a cursor is a position in an order — the sort key's value and the id
 * of a row — not a count of rows to skip, so a page read after rows were added or removed ahead of
 * it neither repeats nor skips one. Every paged list answers each row's cursor (`cursors`, in the
 * order of `results`) in both modes, so a client may start with a numbered page and continue with
 * `after`.
 *
 * A cursor is base64url(JSON [tag, key, id]): the tag names the list and its order (a cursor of one
 * order is refused by another), the key is the sort value written exactly (timestamps to the
 * microsecond in UTC, numbers as JSON numbers, text as is, null for a NULL key) and the id breaks
 * ties. NULL keys sort last in both directions, in the ORDER BY and in the predicates alike.
 */

/** The SQL type of a sort key, which decides how a cursor's key is checked and cast. */
export type KeyType = 'timestamp' | 'int' | 'float' | 'text';

export interface KeysetOrder {
  /** Names the list and its order; a cursor carries it and is refused by any other. */
  tag: string;
  /** The sort key (null: the id alone orders the list). */
  key: { sql: string; type: KeyType; nullable: boolean } | null;
  /** The id expression (unique within the list). */
  id: string;
  desc: boolean;
  /** The key is the same on every row the list can return (one organization's name): ORDER BY the id only. */
  keyConstant?: boolean;
}

export interface KeysetCursor { key: string | number | null; id: number }

/** Query parameters of keyset paging, next to page and limit. */
export const KeysetParams = {
  after: Type.Optional(Type.String({ maxLength: 2048, description: 'Keyset paging: the rows after this cursor (a value of `cursors` from an earlier answer). Not with page.' })),
  before: Type.Optional(Type.String({ maxLength: 2048, description: 'Keyset paging: the rows before this cursor. Not with page.' })),
  from_end: Type.Optional(Type.Boolean({ description: 'Keyset paging: the last `limit` rows (before `before`, or of the whole list) rather than the first. Not with page.' })),
};
export interface KeysetQuery { page?: number; limit?: number; after?: string; before?: string; from_end?: boolean }

/** Answer fields every paged list adds to `{results, page, limit, count}`. */
export const KeysetAnswer = {
  cursors: Type.Array(Type.String(), { description: 'The cursor of each row of results, in order (for after / before)' }),
  has_next: Type.Boolean({ description: 'True when rows follow this page' }),
  has_previous: Type.Boolean({ description: 'True when rows come before this page' }),
};

const MAX_ID = 2_147_483_647;
const TIMESTAMP = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2}):(\d{2})\.(\d{6})Z$/;

export function encodeCursor(tag: string, key: string | number | null, id: number): string {
  return Buffer.from(JSON.stringify([tag, key, id])).toString('base64url');
}

/** The SQL writing a row's key exactly as a cursor carries it. */
function keyText(order: KeysetOrder): string {
  if (!order.key) return 'NULL';
  return order.key.type === 'timestamp' ? `to_char((${order.key.sql}) AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"')` : `(${order.key.sql})`;
}

function validKey(type: KeyType, key: unknown): boolean {
  switch (type) {
    case 'timestamp': {
      if (typeof key !== 'string') return false;
      const m = TIMESTAMP.exec(key);
      if (!m || m[1] === '0000') return false;
      const date = new Date(`${key.slice(0, 23)}Z`);
      return !Number.isNaN(date.getTime()) && date.toISOString().slice(0, 23) === key.slice(0, 23);
    }
    case 'int': return typeof key === 'number' && Number.isInteger(key) && Math.abs(key) <= MAX_ID;
    case 'float': return typeof key === 'number' && Number.isFinite(key);
    case 'text': return typeof key === 'string' && key.length <= 1000 && !key.includes('\u0000');
  }
}

/**
 * A cursor read strictly: base64url of exactly [tag, key, id] with this list's tag, a key of the
 * order's type (null only where the key may be NULL; numbers finite) and an id of 1…2^31-1.
 * Anything else is the field's 400, never a database error.
 */
export function decodeCursor(order: KeysetOrder, field: 'after' | 'before', cursor: string): KeysetCursor {
  const invalid = () => badRequest({ [field]: MESSAGES.cursorInvalid });
  if (!/^[A-Za-z0-9_-]{1,2048}$/.test(cursor)) throw invalid();
  let parsed: unknown;
  try {
    const text = Buffer.from(cursor, 'base64url').toString('utf8');
    if (Buffer.from(text, 'utf8').toString('base64url') !== cursor) throw invalid();
    parsed = JSON.parse(text);
  } catch {
    throw invalid();
  }
  if (!Array.isArray(parsed) || parsed.length !== 3 || typeof parsed[0] !== 'string') throw invalid();
  const [tag, key, id] = parsed as [string, unknown, unknown];
  if (tag !== order.tag) throw badRequest({ [field]: MESSAGES.cursorOtherOrder });
  if (typeof id !== 'number' || !Number.isInteger(id) || id < 1 || id > MAX_ID) throw invalid();
  if (key === null) {
    if (order.key && !order.key.nullable) throw invalid();
  } else if (!order.key || !validKey(order.key.type, key)) throw invalid();
  return { key: key as string | number | null, id };
}

const CAST: Record<KeyType, string> = { timestamp: 'timestamptz', int: 'int', float: 'float8', text: 'text' };

/**
 * The SQL of "strictly after" (side 'after') or "strictly before" a position in the list's order,
 * never NULL: NULL keys come after every value in both directions.
 */
function beyond(order: KeysetOrder, side: 'after' | 'before', at: KeysetCursor, params: unknown[]): string {
  const forward = side === 'after';
  const cmp = order.desc === forward ? '<' : '>';
  params.push(at.id);
  const id = `$${params.length}::int`;
  if (!order.key) return `${order.id} ${cmp} ${id}`;
  const k = `(${order.key.sql})`;
  if (at.key === null) return forward ? `(${k} IS NULL AND ${order.id} ${cmp} ${id})` : `(${k} IS NOT NULL OR ${order.id} ${cmp} ${id})`;
  params.push(at.key);
  const tuple = `(${k}, ${order.id}) ${cmp} ($${params.length}::${CAST[order.key.type]}, ${id})`;
  if (!order.key.nullable) return tuple;
  return forward ? `(${k} IS NULL OR ${tuple})` : `(${k} IS NOT NULL AND ${tuple})`;
}

function orderBy(order: KeysetOrder, reverse: boolean): string {
  const dir = order.desc !== reverse ? 'DESC' : 'ASC';
  const id = `${order.id} ${dir}`;
  if (!order.key || order.keyConstant) return id;
  // NULLs last in the list's order, so first when it is read backwards.
  return `(${order.key.sql}) ${dir}${order.key.nullable ? (reverse ? ' NULLS FIRST' : ' NULLS LAST') : ''}, ${id}`;
}

/** The ORDER BY of a list (for callers that read it otherwise, e.g. exports). */
export const keysetOrderBy = (order: KeysetOrder) => orderBy(order, false);

export interface KeysetList {
  /** SELECT … FROM … (with its joins, no WHERE): the rows of the list. */
  select: string;
  /** The list's condition (a boolean SQL expression over params). */
  where: string;
  params: unknown[];
  order: KeysetOrder;
  /** The number of rows in the whole list. */
  count: () => Promise<number>;
}

/**
 * One page of a list: by number (`page`, as §9 has always had it) or by keyset (`after`, `before`,
 * `from_end`), answering `{results, page, limit, count, cursors, has_next, has_previous}`. With
 * cursors, `page` is the page the first row is on at this size (from the rows before it).
 */
export async function readPage<R = Record<string, any>>(db: Queryable, list: KeysetList, query: KeysetQuery, defaultLimit: number) {
  const limit = query.limit ?? defaultLimit;
  const keyset = query.after !== undefined || query.before !== undefined || query.from_end === true;
  if (keyset && query.page !== undefined) throw badRequest({ page: MESSAGES.cursorWithPage });
  const after = query.after !== undefined ? decodeCursor(list.order, 'after', query.after) : null;
  const before = query.before !== undefined ? decodeCursor(list.order, 'before', query.before) : null;
  if (!/^\s*SELECT\s/i.test(list.select)) throw new Error('readPage: select must start with SELECT');
  const select = list.select.replace(/^\s*SELECT\s/i, `SELECT ${keyText(list.order)} AS keyset_key, ${list.order.id} AS keyset_id, `);
  const strip = (rows: Record<string, any>[]) => {
    const cursors = rows.map((r) => encodeCursor(list.order.tag, r.keyset_key ?? null, Number(r.keyset_id)));
    const results = rows.map(({ keyset_key: _k, keyset_id: _i, ...rest }) => rest as R);
    return { results, cursors };
  };

  if (!keyset) {
    const page = query.page ?? 1;
    const offset = (page - 1) * limit;
    const params = [...list.params, limit, offset];
    const [{ rows }, count] = await Promise.all([
      db.query(`${select} WHERE ${list.where} ORDER BY ${orderBy(list.order, false)} LIMIT $${params.length - 1}::int OFFSET $${params.length}::int`, params),
      list.count(),
    ]);
    return { ...strip(rows), page, limit, count, has_next: offset + rows.length < count, has_previous: offset > 0 };
  }

  const backward = query.from_end === true || (before !== null && after === null);
  const params = [...list.params];
  const conditions = [list.where];
  if (after) conditions.push(beyond(list.order, 'after', after, params));
  if (before) conditions.push(beyond(list.order, 'before', before, params));
  params.push(limit + 1);
  const [{ rows: read }, count] = await Promise.all([
    db.query(`${select} WHERE ${conditions.join(' AND ')} ORDER BY ${orderBy(list.order, backward)} LIMIT $${params.length}::int`, params),
    list.count(),
  ]);
  const more = read.length > limit;
  const rows = read.slice(0, limit);
  if (backward) rows.reverse();
  const position = (at: KeysetCursor) => ({ key: at.key, id: at.id });
  const rowAt = (r: Record<string, any>): KeysetCursor => ({ key: r.keyset_key ?? null, id: Number(r.keyset_id) });
  const countBeyond = async (side: 'after' | 'before', at: KeysetCursor) => {
    const p = [...list.params];
    const sql = beyond(list.order, side, at, p);
    return (await db.query<{ n: number }>(`SELECT count(*)::int AS n FROM (${list.select} WHERE ${list.where} AND ${sql}) beyond`, p)).rows[0].n;
  };
  const existsBeyond = async (side: 'after' | 'before', at: KeysetCursor, orAt = false) => {
    const p = [...list.params];
    // "At or beyond": not strictly on the other side.
    const sql = orAt ? `NOT ${beyond(list.order, side === 'after' ? 'before' : 'after', at, p)}` : beyond(list.order, side, at, p);
    return (await db.query<{ e: boolean }>(`SELECT EXISTS (${list.select} WHERE ${list.where} AND ${sql}) AS e`, p)).rows[0].e;
  };

  let rowsBefore: number;
  let hasNext: boolean;
  if (rows.length) {
    rowsBefore = await countBeyond('before', rowAt(rows[0]));
    // Read forwards to the list's end, the probe row says whether more follow; otherwise ask.
    hasNext = !backward && !before ? more : await existsBeyond('after', rowAt(rows[rows.length - 1]));
  } else if (before) {
    // Nothing between the bounds: the page sits just before `before`.
    rowsBefore = await countBeyond('before', position(before));
    hasNext = await existsBeyond('after', position(before), true);
  } else {
    // Nothing after `after` (or an empty list): the page sits at the end.
    rowsBefore = count;
    hasNext = false;
  }
  return { ...strip(rows), page: Math.floor(rowsBefore / limit) + 1, limit, count, has_next: hasNext, has_previous: rowsBefore > 0 };
}
