import { Box, Button, Circle, Flex, Link, Text, VisuallyHidden } from '@chakra-ui/react';
import { Bell, CircleCheck, Database, Eye, FileCheck, PenLine, Receipt, TriangleAlert, UserCheck, UserPlus, type LucideIcon } from 'lucide-react';
import { graphql, useFragment } from 'react-relay';
import { Link as RouterLink } from 'react-router-dom';
import type { NotificationItem_notification$key, NotificationKind } from '../../__generated__/NotificationItem_notification.graphql';
import { formatDateTime, formatRelative } from '../../format/dates';
import { notificationTexts as text } from './texts';

const ICONS: Partial<Record<NotificationKind, LucideIcon>> = {
  PROPOSAL_GENERATED: FileCheck,
  QUOTE_GENERATED: Receipt,
  AGREEMENT_SIGNED: PenLine,
  BULK_ENRICHMENT_COMPLETED: Database,
  PROSPECT_ENRICHMENT_COMPLETED: Database,
  BULK_ENRICHMENT_FAILED: TriangleAlert,
  PROSPECT_ENRICHMENT_FAILED: TriangleAlert,
  INVITE_ACCEPTED: UserPlus,
  LEAD_ASSIGNED: UserCheck,
  AGREEMENT_VIEWED: Eye,
  PROPOSAL_VIEWED: Eye,
  PROPOSAL_ACCEPTED: CircleCheck,
};
const FAILED: ReadonlySet<NotificationKind> = new Set(['BULK_ENRICHMENT_FAILED', 'PROSPECT_ENRICHMENT_FAILED']);


/**
 * One notification: an unread one has a dot, a bold title and "Unread" for screen readers. The
 * title links to what it is about; following it marks the notification read.
 */
export function NotificationItem({ notification, onMarkRead }: {
  notification: NotificationItem_notification$key;
  onMarkRead: (id: string) => void;
}) {
  const n = useFragment(
    graphql`
      fragment NotificationItem_notification on Notification {
        id
        kind
        title
        body
        link
        createdAt
        read
      }
    `,
    notification,
  );
  const Icon = ICONS[n.kind] ?? Bell;
  const title = (
    <>
      <VisuallyHidden>{n.read ? `${text.read}: ` : `${text.unread}: `}</VisuallyHidden>
      {n.title}
    </>
  );
  return (
    <Flex
      as="li"
      gap="3"
      px={{ base: '3', sm: '5' }}
      py="4"
      align="flex-start"
      _notFirst={{ borderTopWidth: '1px' }}
      bg={n.read ? undefined : 'brand.subtle'}
      data-unread={n.read ? undefined : ''}
    >
      <Circle size="9" flexShrink={0} bg={FAILED.has(n.kind) ? 'red.subtle' : 'brand.muted'} color={FAILED.has(n.kind) ? 'red.fg' : 'brand.fg'}>
        <Icon size={18} aria-hidden />
      </Circle>
      <Box flex="1" minW="0">
        <Text fontWeight={n.read ? 'normal' : 'semibold'} overflowWrap="anywhere">
          {n.link ? (
            <Link asChild colorPalette="brand" color="fg" variant="plain" _hover={{ textDecoration: 'underline' }}>
              <RouterLink to={n.link} onClick={() => !n.read && onMarkRead(n.id)}>{title}</RouterLink>
            </Link>
          ) : (
            title
          )}
        </Text>
        {n.body && <Text textStyle="sm" color="fg.muted" mt="0.5" overflowWrap="anywhere">{n.body}</Text>}
        <Text asChild textStyle="xs" color="fg.muted" display="block" mt="1">
          <time dateTime={n.createdAt} title={formatRelative(n.createdAt)}>{formatDateTime(n.createdAt)}</time>
        </Text>
      </Box>
      {!n.read && !n.link && (
        <Button size="xs" variant="ghost" colorPalette="brand" onClick={() => onMarkRead(n.id)}>{text.markRead}</Button>
      )}
      {!n.read && <Circle size="2.5" mt="2" flexShrink={0} bg="brand.solid" aria-hidden data-testid="unread-dot" />}
    </Flex>
  );
}
