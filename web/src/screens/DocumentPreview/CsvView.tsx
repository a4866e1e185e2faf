import { Stack, Table, Text } from '@chakra-ui/react';
import { useMemo, useState } from 'react';
import { errors } from '../../messages';
import { TablePagination } from '../../components/table/TablePagination';
import { CSV_PAGE_SIZE, CSV_PAGE_SIZES, csvPage, parseCsv } from './csv';
import { ErrorAlert } from './PreviewAlerts';
import { LinesSkeleton } from './PreviewSkeleton';
import { previewTexts as t } from './texts';
import { useFileText } from './useFileText';

/** §2 CSV: a table with the first row as header, 100 rows a page (100/200/500). */
export function CsvView({ url, filename }: { url: string; filename: string }) {
  const file = useFileText(url);
  if (file.status === 'loading') return <LinesSkeleton lines={10} />;
  if (file.status === 'failed') return <ErrorAlert title={errors.tryAgain} />;
  return <CsvTable text={file.text} filename={filename} />;
}

function CsvTable({ text, filename }: { text: string; filename: string }) {
  // Parsed once per file; changing pages only slices the rows in memory.
  const csv = useMemo(() => parseCsv(text), [text]);
  const [page, setPage] = useState(1);
  const [size, setSize] = useState<number>(CSV_PAGE_SIZE);
  const shown = csvPage(csv.rows, page, size);

  if (csv.header.length === 0) return <Text color="fg.muted">{t.emptyCsv}</Text>;
  return (
    <Stack gap="4">
      <Table.ScrollArea position="relative" borderWidth="1px" rounded="md" maxH="70vh" tabIndex={0} role="region" aria-label={t.csvLabel(filename)}>
        <Table.Root size="sm" stickyHeader aria-label={filename} data-testid="csv-preview">
          <Table.Header>
            <Table.Row bg="bg.subtle">
              {csv.header.map((cell, i) => (
                <Table.ColumnHeader key={i} whiteSpace="nowrap">{cell}</Table.ColumnHeader>
              ))}
            </Table.Row>
          </Table.Header>
          <Table.Body>
            {shown.rows.map((row, r) => (
              <Table.Row key={shown.first + r}>
                {csv.header.map((_, c) => (
                  <Table.Cell key={c} whiteSpace="nowrap">{row[c] ?? ''}</Table.Cell>
                ))}
              </Table.Row>
            ))}
          </Table.Body>
        </Table.Root>
      </Table.ScrollArea>
      <TablePagination
        page={shown.page}
        pageSize={size}
        totalCount={csv.rows.length}
        pageSizeOptions={CSV_PAGE_SIZES}
        texts={{ range: t.csvRange, pageSize: t.rowsPerPage }}
        showPageOf
        onPageChange={setPage}
        onPageSizeChange={(next) => {
          setSize(next);
          setPage(1);
        }}
      />
    </Stack>
  );
}
