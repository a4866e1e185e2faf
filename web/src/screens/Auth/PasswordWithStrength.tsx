import { Input, Popover, Portal, type InputProps } from '@chakra-ui/react';
import { useState } from 'react';
import { PasswordStrengthMeter } from '../../validation/PasswordStrengthMeter';

/**
 * §5 sign-up password: the strength popover shows while the field has focus. It is anchored to the
 * input rather than triggered by it, and never takes focus, so typing and Tab work as usual.
 */
export function PasswordWithStrength({ value, onFocus, onBlur, ...rest }: InputProps & { value: string }) {
  const [focused, setFocused] = useState(false);
  return (
    <Popover.Root open={focused} autoFocus={false} positioning={{ placement: 'top-start', sameWidth: true }}>
      {/* Not asChild: the anchor would replace the input's id and unlink it from its label. */}
      <Popover.Anchor width="full">
        <Input
          {...rest}
          value={value}
          type="password"
          autoComplete="new-password"
          onFocus={(e) => { setFocused(true); onFocus?.(e); }}
          onBlur={(e) => { setFocused(false); onBlur?.(e); }}
        />
      </Popover.Anchor>
      <Portal>
        {/* Above the field and click-through: it only informs, and must never cover the submit button. */}
        <Popover.Positioner pointerEvents="none">
          <Popover.Content width="auto" data-testid="password-strength">
            <Popover.Arrow />
            <Popover.Body>
              <PasswordStrengthMeter password={value} />
            </Popover.Body>
          </Popover.Content>
        </Popover.Positioner>
      </Portal>
    </Popover.Root>
  );
}
