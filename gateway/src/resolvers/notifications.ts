import type { GatewayContext } from '../context.js';
import { notificationsApi, type RestNotification } from '../rest/notifications.js';
import { connectionOf, fetchConnection, type PageArgs } from './connections.js';
import { idOf, toGlobalId } from './ids.js';
import { registerNode } from './node.js';
import { withUserErrors } from './payloads.js';

/** §9: lists default to 10 a page. */
const PAGE_SIZE = 10;
/** Pages node(id:) looks through (the api has no GET by id; a user's list is short and node() rare). */
const NODE_SEARCH_PAGES = 10;
/** The api's keyset order of the list (newest first): its cursors name it. */
const NOTIFICATIONS_TAG = 'notifications';

export function notificationNode(n: RestNotification) {
  return {
    __typename: 'Notification', id: toGlobalId('Notification', n.id), databaseId: n.id, kind: n.kind.toUpperCase(),
    title: n.title, body: n.body, link: n.link, createdAt: n.created, read: n.read,
  };
}

registerNode('Notification', async (ctx, id) => {
  if (!ctx.rest.hasCredentials) return null;
  for (let page = 1; page <= NODE_SEARCH_PAGES; page++) {
    const paged = await notificationsApi(ctx.rest).list({ page, limit: 500 });
    const hit = paged.results.find((n) => n.id === id);
    if (hit) return notificationNode(hit);
    if (page * paged.limit >= paged.count) break;
  }
  return null;
});

export const notificationResolvers = {
  Viewer: {
    notifications: async (_viewer: unknown, args: PageArgs, ctx: GatewayContext) => {
      const upstream = await fetchConnection(args, PAGE_SIZE, NOTIFICATIONS_TAG, (query) => notificationsApi(ctx.rest).list(query));
      return { ...connectionOf(upstream, notificationNode), unreadCount: upstream.unread_count };
    },
  },
  Mutation: {
    markNotificationsRead: async (_: unknown, args: { ids?: string[] | null; all?: boolean | null }, ctx: GatewayContext) => {
      // Global ids are checked before any upstream call; the api refuses an empty request (userErrors).
      const body = args.all === true ? { all: true as const } : { ids: (args.ids ?? []).map((id) => idOf(id, 'Notification')) };
      return withUserErrors(async () => {
        const marked = await notificationsApi(ctx.rest).markRead(body);
        return { notifications: marked.results.map(notificationNode), unreadCount: marked.unread_count };
      });
    },
  },
  MarkNotificationsReadPayload: {
    notifications: (payload: { notifications?: unknown[] }) => payload.notifications ?? [],
  },
};
