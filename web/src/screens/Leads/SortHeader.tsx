import { Button, Table } from '@chakra-ui/react';
import { ArrowDown, ArrowUp, ArrowUpDown } from 'lucide-react';
import { WRAP_FROM_TABLET } from '../../components/table/wrap';
import type { Sort, SortField } from './listParams';

/**
 * A column header that sorts; aria-sort on the header tells assistive technology which column and
 * which way, so the button's name stays the plain column label.
 */
export function SortHeader({ label, field, sort, onSort, numeric }: {
  label: string;
  field: SortField;
  sort: Sort;
  onSort: (field: SortField) => void;
  numeric?: boolean;
}) {
  const active = sort.field === field;
  const Icon = !active ? ArrowUpDown : sort.direction === 'ASC' ? ArrowUp : ArrowDown;
  return (
    <Table.ColumnHeader
      aria-sort={active ? (sort.direction === 'ASC' ? 'ascending' : 'descending') : 'none'}
      textAlign={numeric ? 'end' : undefined}
      whiteSpace={WRAP_FROM_TABLET}
    >
      <Button
        variant="plain" size="xs" px="0" h="auto" fontWeight="semibold" onClick={() => onSort(field)} color={active ? 'brand.fg' : 'fg'}
        whiteSpace={WRAP_FROM_TABLET} textAlign="start"
      >
        {label}
        <Icon aria-hidden size={14} opacity={active ? 1 : 0.5} />
      </Button>
    </Table.ColumnHeader>
  );
}
