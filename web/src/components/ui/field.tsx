import { Field as ChakraField } from '@chakra-ui/react';
import type { ReactNode } from 'react';

export interface FieldProps extends Omit<ChakraField.RootProps, 'label'> {
  label?: ReactNode;
  helperText?: ReactNode;
  errorText?: ReactNode;
}

/**
 * Chakra's field snippet: label (with the required mark), control, helper and error text. Field.Root
 * links them for assistive technology (label `for`, `aria-describedby`, `aria-invalid`), so a form
 * only passes `invalid` and `errorText`.
 */
export function Field({ label, helperText, errorText, children, ...rest }: FieldProps) {
  return (
    <ChakraField.Root {...rest}>
      {label && (
        <ChakraField.Label>
          {label}
          <ChakraField.RequiredIndicator />
        </ChakraField.Label>
      )}
      {children}
      {helperText && <ChakraField.HelperText>{helperText}</ChakraField.HelperText>}
      {errorText && <ChakraField.ErrorText>{errorText}</ChakraField.ErrorText>}
    </ChakraField.Root>
  );
}
