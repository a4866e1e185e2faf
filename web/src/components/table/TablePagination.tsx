import { Button, ButtonGroup, Field, Flex, IconButton, Input, NativeSelect, Pagination, Text } from '@chakra-ui/react';
import { ChevronLeft, ChevronRight } from 'lucide-react';
import { useState, type FormEvent } from 'react';
import { TABLE_PAGE_SIZE } from '../../constants';
import { pdfViewer } from '../../messages';
import { tableTexts } from './texts';

/** The pager's texts, each one replaceable (strings widened from tableTexts' literals). */
type PagerTexts = { [K in keyof typeof tableTexts]: (typeof tableTexts)[K] extends string ? string : (typeof tableTexts)[K] };

export interface Paging {
  /** 1-based. */
  page: number;
  pageSize: number;
  totalCount: number;
  onPageChange: (page: number) => void;
  /** With it (and more than one option) the size changer shows; a new size starts at page 1. */
  onPageSizeChange?: (pageSize: number) => void;
  /** Default [10, 20, 50] (§9 tables default to 10). */
  pageSizeOptions?: readonly number[];
  /** The "Go to page" input (§2 upload-details). */
  quickJumper?: boolean;
  /** A screen's own wording for any of the pager's texts (e.g. "Rows 1–100 of 600", "17 leads"). */
  texts?: Partial<PagerTexts>;
  /** Adds "· Page n of N" after the range (the document preview's wording, §2). */
  showPageOf?: boolean;
}

export const DEFAULT_PAGE_SIZE_OPTIONS = [TABLE_PAGE_SIZE, 20, 50] as const;

export const pageCountOf = (totalCount: number, pageSize: number) => Math.max(1, Math.ceil(totalCount / Math.max(1, pageSize)));

/** Range text, numbered pages, the page-size changer and the quick jumper. */
export function TablePagination({
  page, pageSize, totalCount, onPageChange, onPageSizeChange, pageSizeOptions = DEFAULT_PAGE_SIZE_OPTIONS, quickJumper,
  texts, showPageOf = false,
}: Paging) {
  const text = { ...tableTexts, ...texts };
  const pageCount = pageCountOf(totalCount, pageSize);
  const first = (page - 1) * pageSize + 1;
  const last = Math.min(page * pageSize, totalCount);
  // The current size stays selectable even when a URL asked for one that is not offered.
  const sizes = pageSizeOptions.includes(pageSize) ? pageSizeOptions : [...pageSizeOptions, pageSize].sort((a, b) => a - b);
  return (
    <Flex gap="3" wrap="wrap" align="center" justify="space-between">
      <Text fontSize="sm" color="fg.muted" aria-live="polite">
        {first > last ? text.total(totalCount) : text.range(first, last, totalCount)}
        {showPageOf && ` · ${pdfViewer.pageOf(page, pageCount)}`}
      </Text>
      <Flex gap="3" wrap="wrap" align="center">
        {onPageSizeChange && sizes.length > 1 && (
          <Field.Root orientation="horizontal" gap="2" w="auto">
            <Field.Label fontSize="sm" whiteSpace="nowrap" color="fg.muted">{text.pageSize}</Field.Label>
            <NativeSelect.Root size="sm" w="5rem">
              <NativeSelect.Field value={pageSize} onChange={(e) => onPageSizeChange(Number(e.target.value))}>
                {sizes.map((size) => <option key={size} value={size}>{size}</option>)}
              </NativeSelect.Field>
              <NativeSelect.Indicator />
            </NativeSelect.Root>
          </Field.Root>
        )}
        {pageCount > 1 && (
          <Pagination.Root
            count={totalCount}
            pageSize={pageSize}
            page={page}
            siblingCount={1}
            onPageChange={(details) => onPageChange(details.page)}
            translations={{
              rootLabel: text.pagination,
              prevTriggerLabel: text.previousPage,
              nextTriggerLabel: text.nextPage,
              itemLabel: ({ page: n }) => text.page(n),
            }}
          >
            <ButtonGroup variant="ghost" size="sm" gap="1" flexWrap="wrap">
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
        {quickJumper && pageCount > 1 && <QuickJumper pageCount={pageCount} onPageChange={onPageChange} />}
      </Flex>
    </Flex>
  );
}

/** "Go to page" [n] Go: Enter or the button jumps; out-of-range numbers go to the nearest page. */
function QuickJumper({ pageCount, onPageChange }: { pageCount: number; onPageChange: (page: number) => void }) {
  const text = tableTexts;
  const [value, setValue] = useState('');
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const wanted = Math.trunc(Number(value));
    if (!value.trim() || !Number.isFinite(wanted)) return;
    onPageChange(Math.min(pageCount, Math.max(1, wanted)));
    setValue('');
  };
  return (
    <form onSubmit={submit}>
      <Flex gap="2" align="center">
        <Field.Root orientation="horizontal" gap="2" w="auto">
          <Field.Label fontSize="sm" color="fg.muted" whiteSpace="nowrap">{text.goToPage}</Field.Label>
          <Input
          size="sm"
          w="4.5rem"
          type="number"
          inputMode="numeric"
          min={1}
          max={pageCount}
          placeholder={text.jumperHint(pageCount)}
          value={value}
          onChange={(e) => setValue(e.target.value)}
          />
        </Field.Root>
        <Button type="submit" size="sm" variant="outline">{text.go}</Button>
      </Flex>
    </form>
  );
}
