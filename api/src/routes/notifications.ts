import { Type } from 'typebox';
import type { ApiApp } from '../context.js';
import { userOf } from '../auth/authenticate.js';
import type { Queryable } from '../db/client.js';
import { NOTIFICATION_KINDS } from '../domain/notifications.js';
import { badRequest } from '../http/errors.js';
import { readPage, type KeysetOrder } from '../http/keyset.js';
import { pagedOf, pageQuery, type PageQuery } from '../http/pagination.js';

/** Newest first; a keyset order (issue 24). */
const NOTIFICATIONS_ORDER: KeysetOrder = { tag: 'notifications', key: { sql: 'created', type: 'timestamp', nullable: false }, id: 'id', desc: true };

const DEFAULT_LIMIT = 10;
/** Ids one mark-read call may name: a page of the list is at most 500. */
const MAX_IDS = 500;

const Notification = Type.Object({
  id: Type.Integer(),
  kind: Type.String({ enum: [...NOTIFICATION_KINDS] }),
  title: Type.String(),
  body: Type.String(),
  link: Type.Union([Type.String(), Type.Null()], { description: 'A path of the web app to open (e.g. /manage/leads/12)' }),
  subject_type: Type.Union([Type.String(), Type.Null()], { description: 'lead, proposal, quote, agreement, bulk_enrichment, prospect_enrichment or invite' }),
  subject_id: Type.Union([Type.Integer(), Type.Null()]),
  created: Type.String({ format: 'date-time' }),
  read: Type.Boolean(),
  read_at: Type.Union([Type.String({ format: 'date-time' }), Type.Null()]),
});

const iso = (value: Date | string | null) => (value == null ? null : new Date(value).toISOString());

function notificationJson(row: any) {
  return {
    id: row.id, kind: row.kind, title: row.title, body: row.body, link: row.link,
    subject_type: row.subject_type, subject_id: row.subject_id,
    created: iso(row.created), read: row.read_at != null, read_at: iso(row.read_at),
  };
}

const unreadCount = async (db: Queryable, userId: number) =>
  (await db.query<{ n: number }>('SELECT count(*)::int AS n FROM notifications WHERE user_id = $1 AND read_at IS NULL', [userId])).rows[0].n;

/** The signed-in user's own notifications: newest first, paged, with read marks. */
export default async function notificationsRoutes(app: ApiApp) {
  const { db } = app.ctx;

  app.get('/notifications/', {
    schema: {
      tags: ['notifications'], summary: "The caller's notifications, newest first, with the unread count",
      querystring: pageQuery(DEFAULT_LIMIT),
      response: { 200: Type.Object({ ...pagedOf(Notification).properties, unread_count: Type.Integer({ description: 'Unread notifications across all pages' }) }) },
    },
  }, async (request) => {
    const user = userOf(request);
    const [list, unread] = await Promise.all([
      readPage(db, {
        select: 'SELECT * FROM notifications', where: 'user_id = $1', params: [user.id], order: NOTIFICATIONS_ORDER,
        count: async () => (await db.query<{ n: number }>('SELECT count(*)::int AS n FROM notifications WHERE user_id = $1', [user.id])).rows[0].n,
      }, request.query as PageQuery, DEFAULT_LIMIT),
      unreadCount(db, user.id),
    ]);
    return { ...list, results: list.results.map(notificationJson), unread_count: unread };
  });

  app.post('/notifications/read/', {
    schema: {
      tags: ['notifications'], summary: 'Mark notifications read: the given ids, or all of them',
      description: "Only the caller's own are changed; ids of anyone else's are ignored (as unknown ones are).",
      body: Type.Object({
        ids: Type.Optional(Type.Array(Type.Integer({ minimum: 1, maximum: 2_147_483_647 }), { maxItems: MAX_IDS, description: 'Notification ids' })),
        all: Type.Optional(Type.Boolean({ description: 'true: every unread notification of the caller' })),
      }),
      response: { 200: Type.Object({ results: Type.Array(Notification, { description: `The notifications now marked read, newest first (with all: the newest ${MAX_IDS})` }), unread_count: Type.Integer() }) },
    },
  }, async (request) => {
    const user = userOf(request);
    const body = (request.body ?? {}) as { ids?: number[]; all?: boolean };
    if (body.all !== true && !body.ids?.length) throw badRequest({ non_field_errors: 'Give ids, or all: true.' });
    return db.transaction(async (tx) => {
      // Named ids that were read already keep their first read time but are answered too, so the
      // client sees each id it named. `all` answers at most the newest MAX_IDS it changed.
      const { rows } = body.all === true
        ? await tx.query(`WITH changed AS (UPDATE notifications SET read_at = now() WHERE user_id = $1 AND read_at IS NULL RETURNING *)
                          SELECT * FROM changed ORDER BY created DESC, id DESC LIMIT $2::int`, [user.id, MAX_IDS])
        : await tx.query(`WITH changed AS (UPDATE notifications SET read_at = coalesce(read_at, now()) WHERE user_id = $1 AND id = ANY($2::int[]) RETURNING *)
                          SELECT * FROM changed ORDER BY created DESC, id DESC`, [user.id, body.ids]);
      return { results: rows.map(notificationJson), unread_count: await unreadCount(tx, user.id) };
    });
  });
}
