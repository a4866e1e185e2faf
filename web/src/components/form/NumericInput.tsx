import { Input, Text, type InputProps } from '@chakra-ui/react';
import { forwardRef, useId, useState, type ChangeEvent } from 'react';
import { NUMERIC_TEXT, normalizeNumberText, numberOf } from './normalize';

/**
 * §5: a numeric input accepts only a number, empty, a minus sign or a dot. Partial numbers a user
 * passes through while typing ("-", ".", "-.", "12.") are accepted too, or "-0.5" could never be typed.
 */
export const isNumericText = (text: string): boolean => NUMERIC_TEXT.test(text);

/** The number a numeric text stands for, or null while it is empty or only "-", "." or "-.". */
export const numericValue = numberOf;

export interface NumericInputProps extends Omit<InputProps, 'value' | 'onChange' | 'type'> {
  value: string;
  /** Called only with accepted text: a refused keystroke or paste leaves the value as it was (and says why). */
  onValueChange: (value: string) => void;
  /** Whole numbers only (no dot). */
  integer?: boolean;
}

/**
 * A text input (not type="number", whose value the browser hides from scripts while it is not a
 * valid number, and which scrolls the value on wheel) that keeps only numeric text (§2, §5).
 * `inputMode` brings up the numeric keyboard on phones.
 *
 * Issue 26: what people paste ("86,000", "$1,250.50", "12.5 %") is read through the one
 * normalizer (normalize.ts); what cannot be read keeps the field as it was and says why under it,
 * instead of leaving it empty without a word.
 */
export const NumericInput = forwardRef<HTMLInputElement, NumericInputProps>(function NumericInput(
  { value, onValueChange, integer = false, ...rest },
  ref,
) {
  const [problem, setProblem] = useState<string | null>(null);
  const problemId = useId();
  const onChange = (event: ChangeEvent<HTMLInputElement>) => {
    const result = normalizeNumberText(event.target.value, { integer });
    if (!result.ok) return setProblem(result.problem);
    setProblem(null);
    onValueChange(result.text);
  };
  const describedBy = [rest['aria-describedby'], problem ? problemId : null].filter(Boolean).join(' ') || undefined;
  return (
    <>
      <Input ref={ref} {...rest} aria-describedby={describedBy} type="text" inputMode={integer ? 'numeric' : 'decimal'} autoComplete="off"
        value={value} onChange={onChange} onBlur={(e) => { setProblem(null); rest.onBlur?.(e); }} />
      {problem && <Text id={problemId} role="status" textStyle="xs" color="fg.error" data-testid="field-paste-problem">{problem}</Text>}
    </>
  );
});
