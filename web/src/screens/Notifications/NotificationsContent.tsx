import { Button, Card, Flex, Stack, Text } from '@chakra-ui/react';
import { CheckCheck } from 'lucide-react';
import { useMemo } from 'react';
import { graphql, usePreloadedQuery, type PreloadedQuery } from 'react-relay';
import type { NotificationsContentQuery } from '../../__generated__/NotificationsContentQuery.graphql';
import { notifyError, notifySuccess } from '../../components/ui/toaster';
import { errors } from '../../messages';
import { EmptyPage, NoNotificationsYet } from './NotificationsEmpty';
import { NotificationItem } from './NotificationItem';
import { TablePagination } from '../../components/table/TablePagination';
import { notificationTexts as text } from './texts';
import { useMarkNotificationsRead } from './useMarkNotificationsRead';

/** The screen's one query: the viewer's page of notifications, each item through its fragment. */
export const notificationsQuery = graphql`
  query NotificationsContentQuery($page: Int!, $pageSize: Int!) {
    viewer {
      id
      notifications(page: $page, pageSize: $pageSize) {
        totalCount
        unreadCount
        edges {
          node {
            id
            ...NotificationItem_notification
          }
        }
      }
    }
  }
`;

export function NotificationsContent({ queryRef, page, pageSize, onPage, onReload }: {
  queryRef: PreloadedQuery<NotificationsContentQuery>;
  page: number;
  pageSize: number;
  onPage: (page: number) => void;
  /** Reloads this page from the gateway (after mark all, §4: same page and size). */
  onReload: () => void;
}) {
  const data = usePreloadedQuery<NotificationsContentQuery>(notificationsQuery, queryRef);
  const pageArgs = useMemo(() => ({ page, pageSize }), [page, pageSize]);
  const [mark, marking] = useMarkNotificationsRead(pageArgs);
  const connection = data.viewer?.notifications;
  if (!connection || connection.totalCount === 0) return <NoNotificationsYet />;
  if (connection.edges.length === 0) return <EmptyPage onFirstPage={() => onPage(1)} />;

  const markOne = (id: string) => mark({ ids: [id] }, { onFail: () => notifyError(errors.generic) });
  const markAll = () =>
    mark({ all: true }, {
      onDone: () => {
        notifySuccess(text.allMarkedRead);
        onReload();
      },
      onFail: () => notifyError(errors.generic),
    });

  return (
    <Stack gap="4">
      <Flex justify="space-between" align="center" gap="3" wrap="wrap">
        <Text color="fg.muted" data-testid="unread-summary">{text.unreadSummary(connection.unreadCount)}</Text>
        <Button size="sm" variant="outline" colorPalette="brand" onClick={markAll} loading={marking} disabled={connection.unreadCount === 0}>
          <CheckCheck aria-hidden />
          {text.markAllRead}
        </Button>
      </Flex>
      <Card.Root variant="outline" overflow="hidden">
        <Stack as="ul" aria-label={text.listLabel} gap="0" listStyleType="none" m="0" p="0">
          {connection.edges.map(({ node }) => (
            <NotificationItem key={node.id} notification={node} onMarkRead={markOne} />
          ))}
        </Stack>
      </Card.Root>
      {connection.totalCount > 0 && (
        <TablePagination
          page={page}
          pageSize={pageSize}
          totalCount={connection.totalCount}
          texts={{ range: text.range, pagination: text.pagination }}
          onPageChange={onPage}
        />
      )}
    </Stack>
  );
}
