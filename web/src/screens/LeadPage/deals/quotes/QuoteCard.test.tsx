import { ChakraProvider, defaultSystem } from '@chakra-ui/react';
import { render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { dealTexts } from '../texts';
import { QuoteCard, type QuoteItem } from './QuoteCard';

const t = dealTexts.quotes;
const base = {
  id: 'UXVvdGU6MQ==', databaseId: 1, quoteTypeLabel: 'Quote', status: 'GENERATED', statusLabel: 'Generated', created: '2026-11-27T10:00:00Z',
  dateGenerated: '2026-11-27T10:00:00Z', pdf: { name: 'quote-1.pdf' }, error: null, paceValues: null,
};
const quoteData = {
  pricing: { contractPrice: 280_000, ppaRate: 0.1432 },
  systemSavings: { year25CumulativeSavings: 612_345 },
  cashFlow: [{ year: 1, savings: 15_000, cumulativeSavings: 15_000 }],
  pace: null as null | Record<string, unknown>,
};

function renderCard(quote: Record<string, unknown>) {
  render(
    <ChakraProvider value={defaultSystem}>
      <MemoryRouter>
        <QuoteCard quote={quote as unknown as QuoteItem} onGenerate={() => {}} busy={false} />
      </MemoryRouter>
    </ChakraProvider>,
  );
}

describe('QuoteCard', () => {
  it('a standard quote shows the PPA rate and the PPA savings', () => {
    renderCard({ ...base, quoteType: 'STANDARD', quoteData });
    expect(screen.getByText(t.ppaRate)).toBeTruthy();
    expect(screen.getByText('$612,345')).toBeTruthy();
  });

  it('a PACE quote shows the financing and the owner\'s net, never the PPA rate or PPA savings (issue 25)', () => {
    const pace = {
      financedAmount: 308_100, annualAssessment: 30_810, termYears: 10, interestRate: 0, year25CumulativeNet: 401_234,
      cashFlow: [{ year: 1, net: 6_690, cumulativeNet: 6_690 }],
    };
    renderCard({ ...base, quoteType: 'PACE', quoteTypeLabel: 'PACE', paceValues: { program: 'CSCDA' }, quoteData: { ...quoteData, pace } });
    expect(screen.queryByText(t.ppaRate)).toBeNull();
    expect(screen.queryByText(t.year25)).toBeNull();
    expect(screen.queryByText('$612,345')).toBeNull();
    expect(screen.getByText(t.systemPrice)).toBeTruthy();
    expect(screen.getByText('$308,100')).toBeTruthy();
    expect(screen.getByText(t.termValue(10, 0))).toBeTruthy();
    expect(screen.getByText(t.ownerNet)).toBeTruthy();
    expect(screen.getByText('$401,234')).toBeTruthy();
  });
});
