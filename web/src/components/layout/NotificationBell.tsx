import { Badge, Box, Float, IconButton } from '@chakra-ui/react';
import { Bell } from 'lucide-react';
import { Suspense, useEffect, useMemo, useState } from 'react';
import { fetchQuery, graphql, useLazyLoadQuery, useRelayEnvironment, useSubscription } from 'react-relay';
import type { GraphQLSubscriptionConfig } from 'relay-runtime';
import { Link as RouterLink } from 'react-router-dom';
import type { NotificationBellQuery } from '../../__generated__/NotificationBellQuery.graphql';
import type { NotificationBellSubscription } from '../../__generated__/NotificationBellSubscription.graphql';
import { paths } from '../../routing/paths';
import { notificationTexts as text } from '../../screens/Notifications/texts';
import { QuietBoundary } from './QuietBoundary';
import { TasksDueLink } from '../../screens/Tasks/TasksDueLink';

/** How often the count is read again while the tab is visible, only when live updates failed. */
export const BELL_REFRESH_MS = 60_000;
/**
 * The connection arguments the bell reads `unreadCount` from. The notifications page's mark-read
 * mutation writes the new count into this record too, so the bell follows without a request.
 */
export const BELL_CONNECTION_ARGS = { first: 1 } as const;

const bellQuery = graphql`
  query NotificationBellQuery {
    viewer {
      id
      notifications(first: 1) {
        unreadCount
      }
    }
  }
`;

/**
 * A new notification, or read marks made in another tab, push the viewer's new unread count into
 * the store (the viewer record is shared by id), so the bell follows without polling. The first
 * answer is the count once the stream is up: one that changed since the bell's query is not lost.
 */
const bellSubscription = graphql`
  subscription NotificationBellSubscription {
    notificationsChanged(includeCurrent: true) {
      viewer {
        id
        notifications(first: 1) {
          unreadCount
        }
      }
    }
  }
`;

/**
 * The header's bell: a link to /user/notifications with the unread count. It reads the count
 * with its own small query, then follows live updates (and reads again when the tab comes back,
 * as a background tab's stream may have been paused); only if the stream fails does it read again
 * every minute. A failure just leaves the plain link.
 */
export function NotificationBell() {
  return (
    <>
      {/* Issue 26: tasks due today or overdue, beside the bell (a link to My tasks). */}
      <TasksDueLink />
      <QuietBoundary fallback={<BellLink unread={0} />}>
        <Suspense fallback={<BellLink unread={0} />}>
          <BellWithCount />
        </Suspense>
      </QuietBoundary>
    </>
  );
}

function BellWithCount() {
  const data = useLazyLoadQuery<NotificationBellQuery>(bellQuery, {}, { fetchPolicy: 'store-and-network' });
  const [live, setLive] = useState(true);
  const config = useMemo<GraphQLSubscriptionConfig<NotificationBellSubscription>>(
    () => ({ subscription: bellSubscription, variables: {}, onError: () => setLive(false) }), []);
  useSubscription(config);
  useRefreshWhileVisible(!live);
  return <BellLink unread={data.viewer?.notifications.unreadCount ?? 0} />;
}

/** Refetches into the store (the bell re-renders from it) on tab return, and on an interval when `poll`; paused while hidden. */
function useRefreshWhileVisible(poll: boolean) {
  const environment = useRelayEnvironment();
  useEffect(() => {
    const refresh = () => {
      if (document.visibilityState !== 'visible') return;
      // Errors are ignored: the last count stays, and an UNAUTHENTICATED answer is handled by the environment.
      fetchQuery(environment, bellQuery, {}, { fetchPolicy: 'network-only' }).subscribe({ error: () => undefined });
    };
    const timer = poll ? window.setInterval(refresh, BELL_REFRESH_MS) : undefined;
    document.addEventListener('visibilitychange', refresh);
    return () => {
      window.clearInterval(timer);
      document.removeEventListener('visibilitychange', refresh);
    };
  }, [environment, poll]);
}

function BellLink({ unread }: { unread: number }) {
  const shown = unread > text.badgeMax ? `${text.badgeMax}+` : String(unread);
  return (
    <Box position="relative" display="inline-flex">
      <IconButton asChild variant="ghost" rounded="full" aria-label={text.bell(unread)}>
        <RouterLink to={paths.notifications} data-testid="notification-bell">
          <Bell aria-hidden />
        </RouterLink>
      </IconButton>
      {unread > 0 && (
        // The count is part of the link's name already; the badge is what sighted users see.
        <Float placement="top-end" offset="2" pointerEvents="none" aria-hidden>
          <Badge colorPalette="red" variant="solid" rounded="full" size="xs" minW="5" justifyContent="center" data-testid="notification-count">
            {shown}
          </Badge>
        </Float>
      )}
    </Box>
  );
}
