import { HStack, Progress } from '@chakra-ui/react';
import { dealTexts } from '../texts';

/**
 * The §4 loading message of the running action with its rising progress. A polite live region,
 * so screen readers hear the message once without losing their place.
 */
export function ActionProgress({ message, value }: { message: string | null; value: number }) {
  if (!message) return null;
  return (
    <Progress.Root value={value} colorPalette="brand" size="sm" aria-label={dealTexts.progressLabel} role="status" aria-live="polite">
      <HStack justify="space-between" mb="1" gap="3">
        <Progress.Label textStyle="sm">{message}</Progress.Label>
        <Progress.ValueText textStyle="sm" />
      </HStack>
      <Progress.Track>
        <Progress.Range />
      </Progress.Track>
    </Progress.Root>
  );
}
