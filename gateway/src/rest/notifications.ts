import type { RestClient } from './client.js';
import type { PageQuery, Paged } from '../resolvers/connections.js';

/** A notification exactly as the api answers it (api/src/routes/notifications.ts). */
export interface RestNotification {
  id: number; kind: string; title: string; body: string; link: string | null;
  subject_type: string | null; subject_id: number | null; created: string; read: boolean; read_at: string | null;
}
export type RestNotificationPage = Paged<RestNotification> & { unread_count: number };
export interface RestMarkRead { results: RestNotification[]; unread_count: number }

/** The signed-in user's notifications: the only code that knows their paths. */
export const notificationsApi = (rest: RestClient) => ({
  list: (page: PageQuery) => rest.get<RestNotificationPage>('/notifications/', page),
  markRead: (body: { ids: number[] } | { all: true }) => rest.post<RestMarkRead>('/notifications/read/', body),
});
