import { Box, chakra, Steps, Text, useStepsStyles } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import { Check } from 'lucide-react';
import { wizardText as text } from './texts';

/**
 * The visible stepper (Chakra Steps), for orientation only: moving between steps goes through
 * Previous / Next, which validate and save. Ark renders the list as a tablist of step triggers;
 * without triggers that would be an empty tablist, so it is a plain ordered list here.
 */
export function WizardStepper({ step, furthest = step }: { step: number; furthest?: number }) {
  const count = text.steps.length;
  const done = (index: number) => index !== step && index < Math.max(furthest, step);
  return (
    <Box>
      <Text textStyle="sm" color="fg.muted" mb="3" hideFrom="lg" aria-hidden>
        {text.stepOf(step + 1, count, text.steps[step])}
      </Text>
      <Steps.Root step={step} count={count} colorPalette="brand" size="sm">
        <StepList label={text.stepOf(step + 1, count, text.steps[step])}>
          {text.steps.map((title, index) => (
            <Steps.Item key={title} index={index} role="listitem" aria-label={index === step ? `${title} (current)` : done(index) ? `${title} (${text.stepDone})` : title}
              data-done={done(index) || undefined}>
              {/* Issue 26: a step done before stays checked when an earlier one is opened again from the summary. */}
              <Steps.Indicator {...(done(index) ? { 'data-complete': '' } : {})}>
                {done(index) ? <Check size={14} aria-hidden /> : <Steps.Status complete={<Check size={14} aria-hidden />} incomplete={<Steps.Number />} />}
              </Steps.Indicator>
              <Box hideBelow="lg">
                <Steps.Title>{title}</Steps.Title>
              </Box>
              {/* On phones the six numbers alone fit; the lines between them would not. */}
              <Steps.Separator hideBelow="sm" />
            </Steps.Item>
          ))}
        </StepList>
      </Steps.Root>
    </Box>
  );
}

/** Steps.List's look on a plain ordered list (Steps.List is a tablist, which needs tabs). */
function StepList({ label, children }: { label: string; children: ReactNode }) {
  const styles = useStepsStyles();
  return (
    <chakra.ol css={styles.list} aria-label={label} listStyle="none" m="0" p="0" justifyContent="space-between" gap={{ base: '2', sm: '0' }}>
      {children}
    </chakra.ol>
  );
}
