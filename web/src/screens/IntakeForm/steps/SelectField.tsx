import { NativeSelect } from '@chakra-ui/react';
import { Field } from '../../../components/ui/field';

export interface Option {
  value: string;
  label: string;
}

interface Props {
  name: string;
  label: string;
  value: string;
  options: readonly Option[];
  onChange: (value: string) => void;
  placeholder?: string;
  required?: boolean;
  error?: string;
}

/**
 * A labelled native select: the platform's own picker on phones, fully keyboard usable, and
 * linked to its label and error by Field.
 */
export function SelectField({ name, label, value, options, onChange, placeholder, required, error }: Props) {
  return (
    <Field label={label} required={required} invalid={!!error} errorText={error}>
      <NativeSelect.Root>
        <NativeSelect.Field name={name} value={value} onChange={(event) => onChange(event.currentTarget.value)}>
          {placeholder !== undefined && <option value="">{placeholder}</option>}
          {options.map((option) => (
            <option key={option.value} value={option.value}>
              {option.label}
            </option>
          ))}
        </NativeSelect.Field>
        <NativeSelect.Indicator />
      </NativeSelect.Root>
    </Field>
  );
}
