import { Box, Button, Skeleton, Stack, Table, Text } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import { pageCountOf, TablePagination, type Paging } from './TablePagination';
import { tableTexts as text } from './texts';
import { PINNED_END, PINNED_END_HEADER, WRAP_FROM_TABLET } from './wrap';

/**
 * A column of a DataTable.
 * - `header`: the column header (always give text; `hideHeader` keeps it for screen readers only).
 * - `cell(row)`: what the cell shows; format values with ./format.ts (dates, USD, N/A).
 * - `align: 'end'` for amounts and actions; `nowrap` for dates, ids and amounts.
 * - `pinned`: the column stays at the table's end edge while the rest scrolls sideways (a row's
 *   action, so it is never off screen on a narrow window).
 */
export interface Column<Row> {
  key: string;
  header: string;
  cell: (row: Row) => ReactNode;
  align?: 'start' | 'end';
  nowrap?: boolean;
  hideHeader?: boolean;
  pinned?: boolean;
}

/** Text columns wrap from tablet width up (wrap.ts), at least 8rem wide so an address takes two or three lines, not five. */
const cellWrap = (column: { nowrap?: boolean }) => (column.nowrap ? { whiteSpace: 'nowrap' } : { whiteSpace: WRAP_FROM_TABLET, minW: { md: '8rem' } });

export interface DataTableProps<Row> {
  /** The table's accessible name (also names the scroll region phones swipe). */
  label: string;
  columns: ReadonlyArray<Column<Row>>;
  rows: ReadonlyArray<Row>;
  rowKey: (row: Row, index: number) => string;
  /** Numbered pages (page/pageSize arguments of a connection); omit for an unpaged table. */
  paging?: Paging;
  /** Shown instead of the table when there is nothing at all (say what to do next). */
  empty: ReactNode;
  /** A reload is under way: the rows stay, dimmed, and the table is aria-busy. */
  busy?: boolean;
}

/**
 * The app's paged table (admin tables, resources, invites…). Usage:
 *
 *   <DataTable label="Agreements" columns={columns} rows={rows} rowKey={(r) => r.id}
 *     empty={<TableEmpty title=… description=… />}
 *     paging={{ page, pageSize, totalCount, onPageChange, onPageSizeChange, pageSizeOptions: [10, 20, 50], quickJumper: true }} />
 *
 * Page and size usually live in the URL (usePageParams) and feed the screen's one query; after
 * an action the screen reloads that query with the same page and size (§4). The table scrolls
 * sideways inside its card on phones; for the Suspense fallback use DataTableSkeleton.
 */
export function DataTable<Row>({ label, columns, rows, rowKey, paging, empty, busy }: DataTableProps<Row>) {
  if (paging ? paging.totalCount === 0 : rows.length === 0) return <>{empty}</>;
  return (
    <Stack gap="4">
      <TableFrame label={label} busy={busy} columns={columns}>
        {rows.map((row, index) => (
          <Table.Row key={rowKey(row, index)}>
            {columns.map((column) => (
              <Table.Cell key={column.key} textAlign={column.align} {...cellWrap(column)} {...(column.pinned ? PINNED_END : {})}>
                {column.cell(row)}
              </Table.Cell>
            ))}
          </Table.Row>
        ))}
      </TableFrame>
      {paging && rows.length === 0 && (
        // A page past the end (the last row of the last page was deleted, or an old link).
        <Stack align="center" gap="2" py="2">
          <Text color="fg.muted">{text.pageEmpty}</Text>
          <Button size="sm" variant="outline" onClick={() => paging.onPageChange(pageCountOf(paging.totalCount, paging.pageSize))}>
            {text.lastPage}
          </Button>
        </Stack>
      )}
      {paging && <TablePagination {...paging} />}
    </Stack>
  );
}

function TableFrame<Row>({ label, busy, columns, children }: { label: string; busy?: boolean; columns: ReadonlyArray<Column<Row>>; children: ReactNode }) {
  return (
    // Focusable and named: on phones the table scrolls sideways inside this region, keyboard too.
    <Table.ScrollArea borderWidth="1px" rounded="l2" tabIndex={0} role="region" aria-label={label} bg="bg.panel" focusRing="outside">
      <Table.Root size="sm" aria-label={label} aria-busy={busy || undefined} opacity={busy ? 0.6 : 1} transition="opacity 0.15s">
        <Table.Header>
          <Table.Row bg="bg.subtle">
            {columns.map((column) => (
              <Table.ColumnHeader key={column.key} textAlign={column.align} whiteSpace={WRAP_FROM_TABLET} {...(column.pinned ? PINNED_END_HEADER : {})}>
                {column.hideHeader ? <Box srOnly>{column.header}</Box> : column.header}
              </Table.ColumnHeader>
            ))}
          </Table.Row>
        </Table.Header>
        <Table.Body>{children}</Table.Body>
      </Table.Root>
    </Table.ScrollArea>
  );
}

/** The loading state of a DataTable (Suspense fallback): its real headers over shimmering rows. */
export function DataTableSkeleton<Row>({ label, columns, rows = 5 }: { label: string; columns: ReadonlyArray<Column<Row>>; rows?: number }) {
  return (
    <Stack gap="4" aria-busy="true">
      <Text srOnly>{text.loading}</Text>
      <TableFrame label={label} columns={columns}>
        {Array.from({ length: rows }, (_, i) => (
          <Table.Row key={i}>
            {columns.map((column) => (
              <Table.Cell key={column.key}><Skeleton height="4" minW="12" /></Table.Cell>
            ))}
          </Table.Row>
        ))}
      </TableFrame>
      <Skeleton height="8" width="60%" alignSelf="flex-end" />
    </Stack>
  );
}
