import { ButtonGroup, Field, Flex, IconButton, NativeSelect, Pagination, Text } from '@chakra-ui/react';
import { ChevronLeft, ChevronRight } from 'lucide-react';

export interface TablePagerTexts {
  /** "1–10 of 42"-style summary of the rows shown. */
  range: (first: number, last: number, total: number) => string;
  pageOf: (page: number, pages: number) => string;
  pageSize: string;
  pagination: string;
  previousPage: string;
  nextPage: string;
  page: (n: number) => string;
}

interface Props {
  page: number;
  pageSize: number;
  totalCount: number;
  pageSizes: readonly number[];
  texts: TablePagerTexts;
  onPage: (page: number) => void;
  onPageSize: (size: number) => void;
}

/**
 * Numbered paging under a table: what is shown, 'Page n of N', the page buttons and the page-size
 * changer. Used by the resources table (server pages) and the CSV preview (pages in memory).
 */
export function TablePager({ page, pageSize, totalCount, pageSizes, texts, onPage, onPageSize }: Props) {
  const pages = Math.max(1, Math.ceil(totalCount / pageSize));
  const first = totalCount === 0 ? 0 : (page - 1) * pageSize + 1;
  const last = Math.min(page * pageSize, totalCount);
  return (
    <Flex gap="3" wrap="wrap" align="center" justify="space-between">
      <Text textStyle="sm" color="fg.muted" aria-live="polite">
        {texts.range(first, last, totalCount)} · {texts.pageOf(page, pages)}
      </Text>
      <Flex gap="3" wrap="wrap" align="center">
        <Field.Root orientation="horizontal" gap="2" w="auto">
          <Field.Label textStyle="sm" whiteSpace="nowrap" color="fg.muted">{texts.pageSize}</Field.Label>
          <NativeSelect.Root size="sm" w="5.5rem">
            <NativeSelect.Field value={pageSize} onChange={(e) => onPageSize(Number(e.target.value))}>
              {pageSizes.map((size) => <option key={size} value={size}>{size}</option>)}
            </NativeSelect.Field>
            <NativeSelect.Indicator />
          </NativeSelect.Root>
        </Field.Root>
        {pages > 1 && (
          <Pagination.Root
            count={totalCount}
            pageSize={pageSize}
            page={page}
            siblingCount={1}
            onPageChange={(details) => onPage(details.page)}
            translations={{
              rootLabel: texts.pagination,
              prevTriggerLabel: texts.previousPage,
              nextTriggerLabel: texts.nextPage,
              itemLabel: ({ page: n }) => texts.page(n),
            }}
          >
            <ButtonGroup variant="ghost" size="sm" gap="1" wrap="wrap">
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
