import { Input, type InputProps } from '@chakra-ui/react';
import { forwardRef, type ChangeEvent } from 'react';

/**
 * §5: a numeric input accepts only a number, empty, a minus sign or a dot. Partial numbers a user
 * passes through while typing ("-", ".", "-.", "12.") are accepted too, or "-0.5" could never be typed.
 */
const NUMERIC_TEXT = /^-?\d*\.?\d*$/;

export const isNumericText = (text: string): boolean => NUMERIC_TEXT.test(text);

/** The number a numeric text stands for, or null while it is empty or only "-", "." or "-.". */
export function numericValue(text: string): number | null {
  if (!isNumericText(text) || !/\d/.test(text)) return null;
  const value = Number(text);
  return Number.isFinite(value) ? value : null;
}

export interface NumericInputProps extends Omit<InputProps, 'value' | 'onChange' | 'type'> {
  value: string;
  /** Called only with accepted text: a refused keystroke (a letter, a second dot) leaves the value as it was. */
  onValueChange: (value: string) => void;
  /** Whole numbers only (no dot). */
  integer?: boolean;
}

/**
 * A text input (not type="number", whose value the browser hides from scripts while it is not a
 * valid number, and which scrolls the value on wheel) that keeps only numeric text (§2, §5).
 * `inputMode` brings up the numeric keyboard on phones.
 */
export const NumericInput = forwardRef<HTMLInputElement, NumericInputProps>(function NumericInput(
  { value, onValueChange, integer = false, ...rest },
  ref,
) {
  const onChange = (event: ChangeEvent<HTMLInputElement>) => {
    const next = event.target.value.trim();
    if (!isNumericText(next) || (integer && next.includes('.'))) return;
    onValueChange(next);
  };
  return <Input ref={ref} {...rest} type="text" inputMode={integer ? 'numeric' : 'decimal'} autoComplete="off" value={value} onChange={onChange} />;
});
