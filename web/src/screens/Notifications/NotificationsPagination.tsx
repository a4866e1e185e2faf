import { ButtonGroup, Flex, IconButton, Pagination, Text } from '@chakra-ui/react';
import { ChevronLeft, ChevronRight } from 'lucide-react';
import { notificationTexts as text } from './texts';

/** "1–10 of 23" and numbered pages (page/pageSize arguments of viewer.notifications). */
export function NotificationsPagination({ page, pageSize, totalCount, onPage }: {
  page: number;
  pageSize: number;
  totalCount: number;
  onPage: (page: number) => void;
}) {
  const first = (page - 1) * pageSize + 1;
  const last = Math.min(page * pageSize, totalCount);
  return (
    <Flex gap="3" wrap="wrap" align="center" justify="space-between">
      <Text textStyle="sm" color="fg.muted" aria-live="polite">
        {first <= last ? text.range(first, last, totalCount) : null}
      </Text>
      {totalCount > pageSize && (
        <Pagination.Root
          count={totalCount}
          pageSize={pageSize}
          page={page}
          siblingCount={1}
          onPageChange={(details) => onPage(details.page)}
          translations={{
            rootLabel: text.pagination,
            prevTriggerLabel: text.previousPage,
            nextTriggerLabel: text.nextPage,
            itemLabel: ({ page: n }) => text.page(n),
          }}
        >
          <ButtonGroup variant="ghost" size="sm" gap="1">
            <Pagination.PrevTrigger asChild>
              <IconButton><ChevronLeft /></IconButton>
            </Pagination.PrevTrigger>
            <Pagination.Items
              render={(item) => <IconButton variant={{ base: 'ghost', _selected: 'solid' }} colorPalette="brand">{item.value}</IconButton>}
            />
            <Pagination.NextTrigger asChild>
              <IconButton><ChevronRight /></IconButton>
            </Pagination.NextTrigger>
          </ButtonGroup>
        </Pagination.Root>
      )}
    </Flex>
  );
}
