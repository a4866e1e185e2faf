import { ChakraProvider, defaultSystem } from '@chakra-ui/react';
import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { leadPageTexts as text } from '../texts';
import { StageProgress, stepStates } from './StageProgress';

describe('the stage bar (issue 12: reached is not skipped)', () => {
  it('a lead that went from a marketing proposal to a signed PPA shows Preliminary, Site survey and Detailed as skipped', () => {
    expect(stepStates(6, ['LEAD_CREATED', 'MARKETING_PROPOSAL', 'SALE_COMPLETED']))
      .toEqual(['done', 'done', 'skipped', 'skipped', 'skipped', 'skipped', 'current']);
    render(<ChakraProvider value={defaultSystem}><StageProgress stage={6} reached={['LEAD_CREATED', 'MARKETING_PROPOSAL', 'UTILITY_DATA', 'SALE_COMPLETED']} /></ChakraProvider>);
    expect(screen.getByText(`${text.stageOf(7, 7, 'Sale completed')} ${text.stagesSkipped(['Preliminary proposal', 'Site survey', 'Detailed proposal'])}`)).toBeTruthy();
    const bars = screen.getByTestId('stage-progress').querySelectorAll('[data-state]');
    expect([...bars].map((b) => b.getAttribute('data-state'))).toEqual(['done', 'done', 'done', 'skipped', 'skipped', 'skipped', 'current']);
  });

  it('without the history every stage below the current one counts as reached', () => {
    expect(stepStates(3, null)).toEqual(['done', 'done', 'done', 'current', 'ahead', 'ahead', 'ahead']);
  });
});

describe('the stage bar with dates (issue 26: a stage reached after a later one is reached)', () => {
  it('a bill uploaded after the survey: Utility data reads as reached, with its day; the current stage is Site survey', async () => {
    const { dealHeaderTexts } = await import('./dealTexts');
    const { formatDate } = await import('../../../format/dates');
    render(<ChakraProvider value={defaultSystem}><StageProgress stage={4} reached={['LEAD_CREATED', 'UTILITY_DATA', 'SITE_SURVEY']} history={[
      { stage: 'LEAD_CREATED', reachedAt: '2026-01-01' }, { stage: 'UTILITY_DATA', reachedAt: '2026-01-09' }, { stage: 'SITE_SURVEY', reachedAt: null },
    ]} /></ChakraProvider>);
    const bars = screen.getByTestId('stage-progress').querySelectorAll('[data-state]');
    expect([...bars].map((b) => b.getAttribute('data-state'))).toEqual(['done', 'skipped', 'done', 'skipped', 'current', 'ahead', 'ahead']);
    const steps = [...screen.getByTestId('stage-steps').querySelectorAll('li')].map((li) => li.textContent);
    expect(steps[2]).toBe(dealHeaderTexts.stageStepOn(dealHeaderTexts.stageStep('Utility data', 'Reached'), formatDate('2026-01-09')));
    expect(steps[2]).toBe('Utility data: Reached on 01-09-2026');
    expect(steps[4]).toBe('Site survey: Current'); // no moment recorded: no day said
  });
});
