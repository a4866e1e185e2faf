import { Input, NativeSelect } from '@chakra-ui/react';
import { NumericInput } from '../../../../components/form/NumericInput';
import { Field } from '../../../../components/ui/field';

/**
 * Chakra's default error text (fg.error, red 500) is 3.8:1 on white, below WCAG AA for 12 px text:
 * a darker red here, until the theme's token is changed for every form.
 */
const ERROR_TEXT = { "& [data-part='error-text']": { color: { base: 'red.700', _dark: 'red.300' } } } as const;

interface Base {
  label: string;
  value: string;
  onChange: (value: string) => void;
  error?: string | null;
  helperText?: string;
  required?: boolean;
  disabled?: boolean;
}

/** A labelled choice; `placeholder` is the empty option (e.g. "From the lead"). */
export function SelectField({ label, value, onChange, error, helperText, required, disabled, options, placeholder }: Base & {
  options: readonly (readonly [string, string])[];
  placeholder?: string;
}) {
  return (
    <Field label={label} invalid={!!error} errorText={error} helperText={helperText} required={required} disabled={disabled} css={ERROR_TEXT}>
      <NativeSelect.Root size="sm">
        <NativeSelect.Field value={value} onChange={(e) => onChange(e.currentTarget.value)} placeholder={placeholder}>
          {options.map(([optionValue, optionLabel]) => <option key={optionValue} value={optionValue}>{optionLabel}</option>)}
        </NativeSelect.Field>
        <NativeSelect.Indicator />
      </NativeSelect.Root>
    </Field>
  );
}

/** A labelled §5 numeric input (only a number, empty, a minus sign or a dot). */
export function NumberField({ label, value, onChange, error, helperText, required, disabled, integer, placeholder }: Base & { integer?: boolean; placeholder?: string }) {
  return (
    <Field label={label} invalid={!!error} errorText={error} helperText={helperText} required={required} disabled={disabled} css={ERROR_TEXT}>
      <NumericInput size="sm" value={value} onValueChange={onChange} integer={integer} placeholder={placeholder} />
    </Field>
  );
}

export function TextField({ label, value, onChange, error, helperText, required, disabled, type = 'text' }: Base & { type?: 'text' | 'date' }) {
  return (
    <Field label={label} invalid={!!error} errorText={error} helperText={helperText} required={required} disabled={disabled} css={ERROR_TEXT}>
      <Input size="sm" type={type} value={value} onChange={(e) => onChange(e.currentTarget.value)} />
    </Field>
  );
}
