import { Button, Menu, Portal } from '@chakra-ui/react';
import { ChevronDown } from 'lucide-react';
import { memo } from 'react';
import { listTexts as text } from './texts';

interface Option { value: string; label: string }

/**
 * A multi-select filter as a menu of checkbox items: keyboard-usable (arrows, Space/Enter, Escape),
 * announced as menuitemcheckbox, and it stays open while the user picks several options.
 */
export const MultiSelectMenu = memo(function MultiSelectMenu({ label, options, selected, onChange }: {
  label: string;
  options: readonly Option[];
  selected: readonly string[];
  /** Given the option toggled; `values` builds the new selection on whatever is latest (see LeadFilters). */
  onChange: (values: (latest: readonly string[]) => string[]) => void;
}) {
  const toggle = (value: string, checked: boolean) =>
    onChange((latest) => options.map((o) => o.value).filter((v) => (v === value ? checked : latest.includes(v))));
  return (
    <Menu.Root closeOnSelect={false}>
      <Menu.Trigger asChild>
        <Button variant="outline" size="sm" colorPalette={selected.length ? 'brand' : 'gray'} aria-label={text.filterBy(label, selected.length)}>
          {text.chosen(label, selected.length)}
          <ChevronDown aria-hidden />
        </Button>
      </Menu.Trigger>
      <Portal>
        <Menu.Positioner>
          <Menu.Content aria-label={label} minW="14rem">
            {options.map((option) => (
              <Menu.CheckboxItem
                key={option.value}
                value={option.value}
                checked={selected.includes(option.value)}
                onCheckedChange={(checked) => toggle(option.value, checked)}
              >
                {option.label}
                <Menu.ItemIndicator />
              </Menu.CheckboxItem>
            ))}
          </Menu.Content>
        </Menu.Positioner>
      </Portal>
    </Menu.Root>
  );
});
