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
