import { LEAD_STAGE_NAMES } from '../../../constants';
import { Box, HStack, Stack, Text, VisuallyHidden } from '@chakra-ui/react';
import { Check } from 'lucide-react';
import { formatDate } from '../../../format/dates';
import { dealHeaderTexts } from './dealTexts';
import { leadEnums } from '../../../messages';
import { leadPageTexts as text } from '../texts';

const TOTAL = leadEnums.stages.length;

export type StepState = 'done' | 'skipped' | 'current' | 'ahead';

/** Each of the seven steps: reached, skipped (below the current stage, never reached), current, or still ahead. */
export function stepStates(current: number, reached: readonly string[] | null | undefined): StepState[] {
  // Without the history (an older gateway) every stage below the current one counts as reached.
  const reachedSet = new Set(reached ?? LEAD_STAGE_NAMES.slice(0, current + 1));
  return LEAD_STAGE_NAMES.map((name, i) => (i === current ? 'current' : i > current ? 'ahead' : reachedSet.has(name) ? 'done' : 'skipped'));
}

const BAR: Record<StepState, Record<string, string>> = {
  done: { bg: 'brand.solid' },
  current: { bg: 'sun.500' },
  ahead: { bg: 'bg.emphasized' },
  // Skipped is not done: an outline only, striped, so it reads differently in colour and in greyscale.
  skipped: { bg: 'repeating-linear-gradient(135deg, var(--chakra-colors-border-emphasized) 0 3px, transparent 3px 6px)', borderWidth: '1px', borderColor: 'border.emphasized' },
};

/**
 * §3 stage 0–6 as a bar of seven steps: reached steps filled, skipped ones striped (issue 12: a
 * lead that jumped from a marketing proposal to a signed PPA did not do the survey), the current
 * one highlighted and named. Screen readers get one sentence, plus the skipped stages.
 */
export function StageProgress({ stage, reached, history }: {
  stage: number;
  reached?: readonly string[] | null;
  /** When each stage was reached (issue 26): said beside the step's state, MM-DD-YYYY. */
  history?: ReadonlyArray<{ readonly stage: string; readonly reachedAt?: string | null }> | null;
}) {
  const current = Math.min(Math.max(stage, 0), TOTAL - 1);
  const states = stepStates(current, reached);
  const reachedOn = new Map((history ?? []).filter((h) => h.reachedAt).map((h) => [h.stage, formatDate(h.reachedAt)]));
  const stepText = (i: number) => {
    const on = states[i] === 'done' || states[i] === 'current' ? reachedOn.get(LEAD_STAGE_NAMES[i]) : undefined;
    const step = dealHeaderTexts.stageStep(leadEnums.stages[i], dealHeaderTexts.stageStates[states[i]]);
    return on ? dealHeaderTexts.stageStepOn(step, on) : step;
  };
  const skipped = leadEnums.stages.filter((_, i) => states[i] === 'skipped');
  const sentence = text.stageOf(current + 1, TOTAL, leadEnums.stages[current]);
  return (
    <Stack gap="2" data-testid="stage-progress">
      <VisuallyHidden>{sentence}{skipped.length ? ` ${text.stagesSkipped(skipped)}` : ''}</VisuallyHidden>
      {/* Every step in words, for screen readers: reached, skipped, current or upcoming (issue 15). */}
      <VisuallyHidden asChild>
        <ol aria-label={dealHeaderTexts.stagesListLabel} data-testid="stage-steps">
          {leadEnums.stages.map((label, i) => (
            <li key={label} aria-current={i === current ? 'step' : undefined}>{stepText(i)}</li>
          ))}
        </ol>
      </VisuallyHidden>
      <HStack gap="1" aria-hidden>
        {leadEnums.stages.map((label, i) => (
          <Stack key={label} flex="1" minW="0" gap="1.5">
            <Box height="2" rounded="full" {...BAR[states[i]]} data-state={states[i]} data-current={i === current || undefined} />
            <Text
              textStyle="xs"
              truncate
              title={stepText(i)}
              display={{ base: 'none', lg: 'block' }}
              color={i === current ? 'fg' : 'fg.muted'}
              fontWeight={i === current ? 'semibold' : 'normal'}
              textDecoration={states[i] === 'skipped' ? 'line-through' : undefined}
            >
              {states[i] === 'done' && <Check size="12" aria-hidden style={{ display: 'inline', marginRight: 4, verticalAlign: '-1px' }} />}
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
