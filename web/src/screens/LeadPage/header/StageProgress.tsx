import { Box, HStack, Stack, Text, VisuallyHidden } from '@chakra-ui/react';
import { leadEnums } from '../../../messages';
import { leadPageTexts as text } from '../texts';

const TOTAL = leadEnums.stages.length;

/**
 * §3 stage 0–6 as a bar of seven steps: done steps filled, the current one highlighted and named.
 * Screen readers get one sentence ("Stage 3 of 7: Utility data") rather than seven list items.
 */
export function StageProgress({ stage }: { stage: number }) {
  const current = Math.min(Math.max(stage, 0), TOTAL - 1);
  const sentence = text.stageOf(current + 1, TOTAL, leadEnums.stages[current]);
  return (
    <Stack gap="2" data-testid="stage-progress">
      <VisuallyHidden>{sentence}</VisuallyHidden>
      <HStack gap="1" aria-hidden>
        {leadEnums.stages.map((label, i) => (
          <Stack key={label} flex="1" minW="0" gap="1.5">
            <Box
              height="2"
              rounded="full"
              bg={i < current ? 'brand.solid' : i === current ? 'sun.500' : 'bg.emphasized'}
              data-current={i === current || undefined}
            />
            <Text
              textStyle="xs"
              truncate
              title={label}
              display={{ base: 'none', lg: 'block' }}
              color={i === current ? 'fg' : 'fg.muted'}
              fontWeight={i === current ? 'semibold' : 'normal'}
            >
              {label}
            </Text>
          </Stack>
        ))}
      </HStack>
      {/* Below lg the seven labels do not fit: name only the current stage. */}
      <Text aria-hidden textStyle="sm" fontWeight="medium" display={{ base: 'block', lg: 'none' }}>
        {sentence}
      </Text>
    </Stack>
  );
}
