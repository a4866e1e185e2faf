import { Box, HStack, Progress, Text } from '@chakra-ui/react';
import { validation } from '../messages';
import { passwordStrength } from './passwordStrength';

const PALETTE = { strong: 'green', medium: 'orange', short: 'red' } as const;

/** The sign-up password popover's content: strength bar, level and the §5 advice. */
export function PasswordStrengthMeter({ password }: { password: string }) {
  const strength = passwordStrength(password);
  return (
    <Box>
      <Progress.Root value={strength.percent} colorPalette={PALETTE[strength.level]} size="sm" aria-label="Password strength">
        <HStack justify="space-between" mb="1">
          <Progress.Label>{strength.label}</Progress.Label>
          <Progress.ValueText />
        </HStack>
        <Progress.Track>
          <Progress.Range />
        </Progress.Track>
      </Progress.Root>
      <Text fontSize="sm" mt="2" color="fg.muted">{validation.passwordAdvice}</Text>
    </Box>
  );
}
