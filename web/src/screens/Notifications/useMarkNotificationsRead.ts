import { useCallback } from 'react';
import { graphql, useMutation } from 'react-relay';
import type { RecordSourceSelectorProxy } from 'relay-runtime';
import type { useMarkNotificationsReadMutation } from '../../__generated__/useMarkNotificationsReadMutation.graphql';
import { BELL_CONNECTION_ARGS } from '../../components/layout/NotificationBell';

const mutation = graphql`
  mutation useMarkNotificationsReadMutation($ids: [ID!], $all: Boolean) {
    markNotificationsRead(ids: $ids, all: $all) {
      unreadCount
      notifications {
        id
        read
      }
      userErrors {
        field
        messages
      }
    }
  }
`;

export interface PageArgs { page: number; pageSize: number }
type Target = { ids: string[] } | { all: true };

/**
 * Sets `unreadCount` on the viewer's notification connections the screen and the bell read, so
 * both follow a mark-read at once (the read notifications themselves update by id).
 */
function writeUnreadCount(store: RecordSourceSelectorProxy, count: number | ((current: number) => number), pageArgs: PageArgs) {
  const viewer = store.getRoot().getLinkedRecord('viewer');
  if (!viewer) return;
  for (const args of [BELL_CONNECTION_ARGS, pageArgs]) {
    const connection = viewer.getLinkedRecord('notifications', args);
    const current = connection?.getValue('unreadCount');
    if (!connection || typeof current !== 'number') continue;
    connection.setValue(Math.max(0, typeof count === 'function' ? count(current) : count), 'unreadCount');
  }
}

/** Marks notifications read (some ids, or all): optimistic for ids, then the gateway's answer. */
export function useMarkNotificationsRead(pageArgs: PageArgs) {
  const [commit, isInFlight] = useMutation<useMarkNotificationsReadMutation>(mutation);
  const mark = useCallback(
    (target: Target, callbacks: { onDone?: () => void; onFail?: () => void } = {}) => {
      const ids = 'ids' in target ? target.ids : null;
      commit({
        variables: ids ? { ids } : { all: true },
        // A link click navigates away at once: the bell must not wait for the answer to drop the count.
        optimisticUpdater: ids
          ? (store) => {
              const unread = ids.filter((id) => store.get(id)?.getValue('read') === false);
              unread.forEach((id) => store.get(id)?.setValue(true, 'read'));
              writeUnreadCount(store, (current) => current - unread.length, pageArgs);
            }
          : undefined,
        updater: (store, data) => {
          const count = data?.markNotificationsRead.unreadCount;
          if (typeof count === 'number') writeUnreadCount(store, count, pageArgs);
        },
        onCompleted: (data) => (data.markNotificationsRead.userErrors.length ? callbacks.onFail?.() : callbacks.onDone?.()),
        onError: () => callbacks.onFail?.(),
      });
    },
    [commit, pageArgs],
  );
  return [mark, isInFlight] as const;
}
