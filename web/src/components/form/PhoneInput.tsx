import { Input, InputGroup, Text, type InputProps } from '@chakra-ui/react';
import { forwardRef, useId, useState, type ChangeEvent } from 'react';
import { PHONE_COUNTRY_CODE } from '../../constants';
import { normalizePhoneDigits } from './normalize';

export interface PhoneInputProps extends Omit<InputProps, 'value' | 'onChange' | 'type' | 'maxLength'> {
  /** The digits after the fixed +1 (at most ten). */
  value: string;
  /** Called with the digits only: "(937) 555-0142" typed or pasted gives "9375550142". */
  onValueChange: (digits: string) => void;
}

/**
 * A phone field after a fixed +1 (§5), issue 26: it takes a number however it is pasted
 * (brackets, dashes, dots, spaces, +1) and keeps its digits. No maxLength: the browser would cut a
 * pasted "(937) 555-0142" to "(937) 555-" before the field could read it. What is not a US number
 * (letters, an extension, another country, too many digits) keeps the field as it was and says why.
 */
export const PhoneInput = forwardRef<HTMLInputElement, PhoneInputProps>(function PhoneInput({ value, onValueChange, ...rest }, ref) {
  const [problem, setProblem] = useState<string | null>(null);
  const problemId = useId();
  const onChange = (event: ChangeEvent<HTMLInputElement>) => {
    const result = normalizePhoneDigits(event.target.value);
    if (!result.ok) return setProblem(result.problem);
    setProblem(null);
    onValueChange(result.text);
  };
  const describedBy = [rest['aria-describedby'], problem ? problemId : null].filter(Boolean).join(' ') || undefined;
  return (
    <>
      {/* The fixed +1 in front (§5); the group clones its one child, so the message stays outside it. */}
      <InputGroup startAddon={PHONE_COUNTRY_CODE}>
        <Input ref={ref} autoComplete="tel-national" {...rest} aria-describedby={describedBy} type="tel" inputMode="tel"
          value={value} onChange={onChange} onBlur={(e) => { setProblem(null); rest.onBlur?.(e); }} />
      </InputGroup>
      {problem && <Text id={problemId} role="status" textStyle="xs" color="fg.error" data-testid="field-paste-problem">{problem}</Text>}
    </>
  );
});
