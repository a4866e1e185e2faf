import { ButtonGroup, Field, Flex, IconButton, NativeSelect, Pagination, Text } from '@chakra-ui/react';
import { ChevronLeft, ChevronRight } from 'lucide-react';
import { PAGE_SIZES } from './listParams';
import { listTexts as text } from './texts';

/** Total count, numbered pages (page/pageSize arguments of `leads`) and the page-size changer. */
export function LeadPagination({ page, pageSize, totalCount, onPage, onPageSize }: {
  page: number;
  pageSize: number;
  totalCount: number;
  onPage: (page: number) => void;
  onPageSize: (size: number) => void;
}) {
  const first = totalCount === 0 ? 0 : (page - 1) * pageSize + 1;
  const last = Math.min(page * pageSize, totalCount);
  return (
    <Flex gap="3" wrap="wrap" align="center" justify="space-between">
      <Text fontSize="sm" color="fg.muted" aria-live="polite">
        {first > last ? text.totalCount(totalCount) : text.range(first, last, totalCount)}
      </Text>
      <Flex gap="3" wrap="wrap" align="center">
        <Field.Root orientation="horizontal" gap="2" w="auto">
          <Field.Label fontSize="sm" whiteSpace="nowrap" color="fg.muted">{text.pageSize}</Field.Label>
          <NativeSelect.Root size="sm" w="5rem">
            <NativeSelect.Field value={pageSize} onChange={(e) => onPageSize(Number(e.target.value))}>
              {PAGE_SIZES.map((size) => <option key={size} value={size}>{size}</option>)}
            </NativeSelect.Field>
            <NativeSelect.Indicator />
          </NativeSelect.Root>
        </Field.Root>
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
                render={(item) => (
                  <IconButton variant={{ base: 'ghost', _selected: 'solid' }} colorPalette="brand">{item.value}</IconButton>
                )}
              />
              <Pagination.NextTrigger asChild>
                <IconButton><ChevronRight /></IconButton>
              </Pagination.NextTrigger>
            </ButtonGroup>
          </Pagination.Root>
        )}
      </Flex>
    </Flex>
  );
}
