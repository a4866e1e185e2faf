import { Box, Heading, Progress, Stack } from '@chakra-ui/react';
import { Suspense, useCallback, useEffect, useTransition } from 'react';
import { useQueryLoader } from 'react-relay';
import { useNavigate, useSearchParams } from 'react-router-dom';
import type { NotificationsContentQuery } from '../../__generated__/NotificationsContentQuery.graphql';
import { ErrorBoundary } from '../../components/ErrorBoundary';
import { TABLE_PAGE_SIZE } from '../../constants';
import { NotificationsContent, notificationsQuery } from './NotificationsContent';
import { NotificationsSkeleton } from './NotificationsSkeleton';
import { pageFrom } from './pageParam';
import { notificationTexts as text } from './texts';

/**
 * /user/notifications: the viewer's notifications, newest first, 10 a page (§9). The page number
 * lives in the URL; a page change loads the one query in a transition, so the current page stays
 * on screen (dimmed by the bar) until the next arrives.
 */
export function NotificationsScreen() {
  const [search] = useSearchParams();
  const navigate = useNavigate();
  const page = pageFrom(search);
  const pageSize = TABLE_PAGE_SIZE;
  const [queryRef, loadQuery] = useQueryLoader<NotificationsContentQuery>(notificationsQuery);
  const [isPending, startTransition] = useTransition();
  useEffect(() => {
    // Always from the gateway: arriving here should show what happened since the last visit.
    startTransition(() => loadQuery({ page, pageSize }, { fetchPolicy: 'store-and-network' }));
  }, [loadQuery, page, pageSize]);
  const reload = useCallback(() => {
    startTransition(() => loadQuery({ page, pageSize }, { fetchPolicy: 'network-only' }));
  }, [loadQuery, page, pageSize]);
  const onPage = useCallback(
    (next: number) => navigate({ search: next > 1 ? `?page=${next}` : '' }, { preventScrollReset: true }),
    [navigate],
  );

  return (
    <Stack gap="4" mt="2" maxW="4xl">
      <Heading as="h1" size="xl">{text.title}</Heading>
      <Box position="relative">
        {isPending && (
          <Progress.Root value={null} size="xs" colorPalette="brand" position="absolute" top="-3" insetX="0" aria-label={text.loadingList}>
            <Progress.Track><Progress.Range /></Progress.Track>
          </Progress.Root>
        )}
        {/* A failure clears on the next answer; "Try again" loads from the network (issue 11). */}
        <ErrorBoundary resetKeys={[queryRef]} onRetry={reload}>
          <Suspense fallback={<NotificationsSkeleton />}>
            {queryRef ? (
              <NotificationsContent queryRef={queryRef} page={page} pageSize={pageSize} onPage={onPage} onReload={reload} />
            ) : (
              <NotificationsSkeleton />
            )}
          </Suspense>
        </ErrorBoundary>
      </Box>
    </Stack>
  );
}
