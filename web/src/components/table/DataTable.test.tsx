import { ChakraProvider, defaultSystem } from '@chakra-ui/react';
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import type { ReactNode } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { DataTable, type Column } from './DataTable';
import type { Paging } from './TablePagination';
import { tableTexts as text } from './texts';

interface Row { id: string; name: string; amount: number | null }
const columns: Column<Row>[] = [
  { key: 'name', header: 'Name', cell: (r) => r.name },
  { key: 'amount', header: 'Amount', align: 'end', cell: (r) => (r.amount ? `$${r.amount}` : 'N/A') },
  { key: 'actions', header: 'Actions', hideHeader: true, cell: () => <button type="button">Open</button> },
];
const rowsOf = (n: number, from = 1) => Array.from({ length: n }, (_, i) => ({ id: String(from + i), name: `Row ${from + i}`, amount: i % 2 ? null : 10 }));

function renderTable(paging: Partial<Paging> & { totalCount: number }, rows: Row[] = rowsOf(Math.min(paging.totalCount, paging.pageSize ?? 10))) {
  const handlers = { onPageChange: vi.fn(), onPageSizeChange: vi.fn() };
  const wrap = (node: ReactNode) => <ChakraProvider value={defaultSystem}>{node}</ChakraProvider>;
  render(wrap(
    <DataTable
      label="Things"
      columns={columns}
      rows={rows}
      rowKey={(r) => r.id}
      empty={<p>Nothing yet: add one.</p>}
      paging={{ page: 1, pageSize: 10, ...handlers, ...paging }}
    />,
  ));
  return handlers;
}

describe('DataTable', () => {
  it('renders the columns and rows in a named, scrollable table', () => {
    renderTable({ totalCount: 3 });
    const table = screen.getByRole('table', { name: 'Things' });
    expect(within(table).getAllByRole('columnheader').map((h) => h.textContent)).toEqual(['Name', 'Amount', 'Actions']);
    expect(within(table).getAllByRole('row')).toHaveLength(4);
    expect(within(table).getAllByText('N/A')).toHaveLength(1);
    expect(screen.getByRole('region', { name: 'Things' }).getAttribute('tabindex')).toBe('0');
    expect(screen.getByText(text.range(1, 3, 3))).toBeTruthy();
  });

  it('shows the empty state instead of a table when there is nothing at all', () => {
    renderTable({ totalCount: 0 }, []);
    expect(screen.getByText('Nothing yet: add one.')).toBeTruthy();
    expect(screen.queryByRole('table')).toBeNull();
  });

  it('numbers the pages and reports the page clicked', async () => {
    const { onPageChange } = renderTable({ totalCount: 35, page: 2 }, rowsOf(10, 11));
    expect(screen.getByText(text.range(11, 20, 35))).toBeTruthy();
    expect(screen.getByRole('button', { name: text.page(4) })).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: text.page(3) }));
    await waitFor(() => expect(onPageChange).toHaveBeenLastCalledWith(3));
    fireEvent.click(screen.getByRole('button', { name: text.previousPage }));
    await waitFor(() => expect(onPageChange).toHaveBeenLastCalledWith(1));
  });

  it('hides the page numbers when everything fits on one page', () => {
    renderTable({ totalCount: 7 });
    expect(screen.queryByRole('button', { name: text.page(1) })).toBeNull();
  });

  it('offers the page sizes given and reports the size chosen', () => {
    const { onPageSizeChange } = renderTable({ totalCount: 120, pageSizeOptions: [10, 20, 50] });
    const select = screen.getByLabelText(text.pageSize) as HTMLSelectElement;
    expect(Array.from(select.options).map((o) => o.value)).toEqual(['10', '20', '50']);
    expect(select.value).toBe('10');
    fireEvent.change(select, { target: { value: '50' } });
    expect(onPageSizeChange).toHaveBeenCalledWith(50);
  });

  it('jumps to the page typed in the quick jumper, clamped to the pages there are', () => {
    const { onPageChange } = renderTable({ totalCount: 120, quickJumper: true });
    const input = screen.getByLabelText(text.goToPage);
    fireEvent.change(input, { target: { value: '7' } });
    fireEvent.click(screen.getByRole('button', { name: text.go }));
    expect(onPageChange).toHaveBeenLastCalledWith(7);
    expect((input as HTMLInputElement).value).toBe('');
    fireEvent.change(input, { target: { value: '99' } });
    fireEvent.submit(input.closest('form')!);
    expect(onPageChange).toHaveBeenLastCalledWith(12);
    fireEvent.change(input, { target: { value: '' } });
    fireEvent.submit(input.closest('form')!);
    expect(onPageChange).toHaveBeenCalledTimes(2);
  });

  it('has no quick jumper unless asked', () => {
    renderTable({ totalCount: 120 });
    expect(screen.queryByLabelText(text.goToPage)).toBeNull();
  });

  it('offers the last page when the page asked for is past the end', () => {
    const { onPageChange } = renderTable({ totalCount: 21, page: 4 }, []);
    fireEvent.click(screen.getByRole('button', { name: text.lastPage }));
    expect(onPageChange).toHaveBeenCalledWith(3);
  });
});
