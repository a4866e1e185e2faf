import { Button, Menu, Portal } from '@chakra-ui/react';
import { Columns3 } from 'lucide-react';
import { listTexts } from '../texts';
import { OPTIONAL_COLUMNS, type ColumnKey, type HiddenColumns } from './columns';
import { bulkTexts as text } from './texts';

/** The column chooser (issue 15): every optional column as a checkbox; Name always shows. */
export function ColumnsMenu({ hidden, showOrganization, onChange }: { hidden: HiddenColumns; showOrganization: boolean; onChange: (next: HiddenColumns) => void }) {
  const offered = OPTIONAL_COLUMNS.filter((key) => key !== 'organization' || showOrganization);
  const toggle = (key: ColumnKey, visible: boolean) => {
    const next = new Set(hidden);
    if (visible) next.delete(key);
    else next.add(key);
    onChange(next);
  };
  return (
    <Menu.Root closeOnSelect={false} positioning={{ placement: 'bottom-end' }}>
      <Menu.Trigger asChild>
        <Button size="sm" variant="outline" aria-label={text.columnsLabel}>
          <Columns3 aria-hidden />
          {text.columns}
        </Button>
      </Menu.Trigger>
      <Portal>
        <Menu.Positioner>
          <Menu.Content>
            {offered.map((key) => (
              <Menu.CheckboxItem key={key} value={key} checked={!hidden.has(key)} onCheckedChange={(checked) => toggle(key, checked)}>
                {listTexts.columns[key]}
                <Menu.ItemIndicator />
              </Menu.CheckboxItem>
            ))}
          </Menu.Content>
        </Menu.Positioner>
      </Portal>
    </Menu.Root>
  );
}
