import { Badge, Box, Float, IconButton } from '@chakra-ui/react';
import { Bell } from 'lucide-react';
import { Suspense, useEffect } from 'react';
import { fetchQuery, graphql, useLazyLoadQuery, useRelayEnvironment } from 'react-relay';
import { Link as RouterLink } from 'react-router-dom';
import type { NotificationBellQuery } from '../../__generated__/NotificationBellQuery.graphql';
import { paths } from '../../routing/paths';
import { notificationTexts as text } from '../../screens/Notifications/texts';
import { QuietBoundary } from './QuietBoundary';

/** How often the count is read again while the tab is visible. */
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
 * The header's bell: a link to /user/notifications with the unread count. It reads the count
 * with its own small query, again every minute while the tab is visible and when the tab comes
 * back; a failure just leaves the plain link.
 */
export function NotificationBell() {
  return (
    <QuietBoundary fallback={<BellLink unread={0} />}>
      <Suspense fallback={<BellLink unread={0} />}>
        <BellWithCount />
      </Suspense>
    </QuietBoundary>
  );
}

function BellWithCount() {
  const data = useLazyLoadQuery<NotificationBellQuery>(bellQuery, {}, { fetchPolicy: 'store-and-network' });
  useRefreshWhileVisible();
  return <BellLink unread={data.viewer?.notifications.unreadCount ?? 0} />;
}

/** Refetches into the store (the bell re-renders from it) on an interval and on tab return; paused while hidden. */
function useRefreshWhileVisible() {
  const environment = useRelayEnvironment();
  useEffect(() => {
    const refresh = () => {
      if (document.visibilityState !== 'visible') return;
      // Errors are ignored: the last count stays, and an UNAUTHENTICATED answer is handled by the environment.
      fetchQuery(environment, bellQuery, {}, { fetchPolicy: 'network-only' }).subscribe({ error: () => undefined });
    };
    const timer = window.setInterval(refresh, BELL_REFRESH_MS);
    document.addEventListener('visibilitychange', refresh);
    return () => {
      window.clearInterval(timer);
      document.removeEventListener('visibilitychange', refresh);
    };
  }, [environment]);
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
