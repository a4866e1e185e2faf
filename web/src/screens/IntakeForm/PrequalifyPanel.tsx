import { Center, Progress, Stack, Text } from '@chakra-ui/react';
import { leadFlow } from '../../messages';
import { usePrequalify, type PrequalifyOutcome } from './usePrequalify';
import { wizardText } from './texts';

interface Props {
  leadId: string;
  onSettled: (outcome: PrequalifyOutcome) => void;
}

/** §4: 'Please wait while we pre-qualify this address.' with the rising progress, in place of the step. */
export function PrequalifyPanel({ leadId, onSettled }: Props) {
  const percent = usePrequalify(leadId, onSettled);
  return (
    <Center py={{ base: '10', md: '16' }}>
      <Stack gap="4" width="full" maxW="md" align="center" textAlign="center" role="status" aria-live="polite">
        <Text fontWeight="medium">{leadFlow.prequalifying}</Text>
        <Progress.Root value={percent} width="full" colorPalette="brand" size="md" striped animated>
          <Progress.Track aria-label={wizardText.prequalifyingProgress}>
            <Progress.Range />
          </Progress.Track>
          <Progress.ValueText textStyle="sm" color="fg.muted" mt="2" />
        </Progress.Root>
      </Stack>
    </Center>
  );
}
