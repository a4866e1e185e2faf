import { render, screen, within } from '@testing-library/react';
import { RelayEnvironmentProvider } from 'react-relay';
import type { Environment } from 'relay-runtime';
import { createMockEnvironment } from 'relay-test-utils';
import { describe, expect, it } from 'vitest';
import { financingComparison } from '../../../../../shared/pricing/financing';
import { noPaceProgramMessage } from '../../../../../shared/pricing/pace-programs';
import { resolveInputs, type PricingInputs } from '../../../../../shared/pricing/pricing';
import { Provider } from '../../../components/ui/provider';
import { answer } from '../../../test/renderRoute';
import { FinancingPanel } from './FinancingPanel';
import { financingTexts as t } from './texts';

const LEAD = 'TGVhZDo1';
const inputs = resolveInputs({ property: { site_address: '100 E Broad St, Columbus, OH 43215' }, project_info: { system_size: 250, estimated_year_production: 350_000 } }, {}) as PricingInputs;

/** The shared model's own answer for a state, as Lead.financing gives it (camelCase, enum kinds). */
function financingOf(state: string) {
  const f = financingComparison(inputs, state, { begin_construction: '2026-06-01' });
  return {
    state: f.state, years: f.years, discountRate: f.discount_rate, contractPrice: f.contract_price,
    incentives: { itcRate: f.incentives.itc_rate, itcAmount: f.incentives.itc_amount, depreciation: f.incentives.depreciation },
    options: f.options.map((o) => ({
      kind: o.kind.toUpperCase(), label: o.label, available: o.available, message: o.message, owned: o.owned, upfrontCost: o.upfront_cost,
      paybackYear: o.payback_year, net25Year: o.net_25_year, npv: o.npv, irr: o.irr, years: o.years.map((y) => ({ year: y.year, net: y.net, cumulative: y.cumulative })),
    })),
    assumptions: f.assumptions,
  };
}

function renderPanel() {
  const environment = createMockEnvironment();
  render(
    <RelayEnvironmentProvider environment={environment as unknown as Environment}>
      <Provider><FinancingPanel leadId={LEAD} /></Provider>
    </RelayEnvironmentProvider>,
  );
  return environment;
}

describe('Compare financing', () => {
  it('shows a skeleton, then the five options and the assumptions beneath; PACE says no program is on file in Ohio', async () => {
    const environment = renderPanel();
    expect(screen.getByTestId('financing-skeleton')).toBeTruthy();
    const financing = financingOf('OH');
    const variables = await answer(environment, 'FinancingPanelQuery', { node: { __typename: 'Lead', id: LEAD, financing } });
    expect(variables).toEqual({ id: LEAD, overrides: { itcRate: 30, depreciation: true } });
    const table = await screen.findByTestId('financing-table');
    for (const label of ['Cash purchase', 'Loan', 'PPA', 'Lease', 'PACE']) expect(within(table).getByText(label)).toBeTruthy();
    const cash = financing.options[0];
    const cashRow = within(table).getByTestId('financing-row-CASH');
    expect(cashRow.textContent).toContain(new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD', maximumFractionDigits: 0 }).format(cash.net25Year!));
    expect(cashRow.textContent).toContain(t.payback(cash.paybackYear));
    // Issue 37: NPV and IRR beside the nominal sums, and the chart's pick is the highest NPV.
    const usd = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD', maximumFractionDigits: 0 });
    expect(within(table).getByRole('columnheader', { name: t.columns.npv(7) })).toBeTruthy();
    expect(cashRow.textContent).toContain(usd.format(cash.npv!));
    expect(cashRow.textContent).toContain(t.irr(cash.irr));
    expect(within(table).getByTestId('financing-row-PPA').textContent).toContain(t.irr(null));
    const best = financing.options.filter((o) => o.available).reduce((top, o) => (o.npv! > top.npv! ? o : top));
    expect(screen.getByText(t.chartCaption(best.label, usd.format(best.npv!), 7))).toBeTruthy();
    expect(within(table).getByTestId('financing-row-PACE').textContent).toContain(noPaceProgramMessage('OH'));
    // The phone's stacked cards carry the same options and message.
    const cards = screen.getByTestId('financing-cards');
    expect(within(cards).getAllByRole('heading').map((h) => h.textContent)).toEqual(['Cash purchase', 'Loan', 'PPA', 'Lease', 'PACE']);
    expect(within(cards).getByTestId('financing-card-PACE').textContent).toContain(noPaceProgramMessage('OH'));
    const assumptions = screen.getByTestId('financing-assumptions');
    for (const a of financing.assumptions) expect(assumptions.textContent).toContain(a.value);
    expect(assumptions.textContent).toContain('Public Law 119-21');
  });

  it('shows a program on file in Connecticut with its terms', async () => {
    const environment = renderPanel();
    await answer(environment, 'FinancingPanelQuery', { node: { __typename: 'Lead', id: LEAD, financing: financingOf('CT') } });
    const row = within(await screen.findByTestId('financing-table')).getByTestId('financing-row-PACE');
    expect(row.textContent).not.toContain(noPaceProgramMessage('CT'));
    expect(screen.getByTestId('financing-assumptions').textContent).toContain('Connecticut Green Bank');
  });

  it('says why when the lead cannot be priced yet', async () => {
    const environment = renderPanel();
    await answer(environment, 'FinancingPanelQuery', { node: { __typename: 'Lead', id: LEAD, financing: null } });
    expect((await screen.findByTestId('financing-unavailable')).textContent).toBe(t.unavailable);
  });
});
