import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { MockPayloadGenerator } from 'relay-test-utils';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { incentivesText } from '../../../../../shared/pricing/sources';
import type { NumberSourcesPopover_lead$data } from '../../../__generated__/NumberSourcesPopover_lead.graphql';
import { toaster } from '../../../components/ui/toaster';
import { renderRoute, type MockEnvironment } from '../../../test/renderRoute';
import { viewers } from '../../../test/viewers';
import { numberSourceItems } from './NumberSourcesPopover';
import { numberSourcesTexts as t } from './numberSourcesTexts';

afterEach(() => act(() => toaster.remove()));
vi.setConfig({ testTimeout: 60_000 });
beforeAll(async () => {
  await Promise.all([import('../LeadPage'), import('../../../components/layout/MainLayout')]);
}, 120_000);

const SOURCE = 'EIA Form 861, Sales to Ultimate Customers';
const MODEL = 'PVWatts-method model on monthly means, on NREL TMY3';
/** Lead.economics of an Akron site (Ohio Edison, the table's rate) and its deal figures. */
const economics = {
  site: { state: 'OH' },
  utility: { name: 'Ohio Edison Co', state: 'OH' },
  namedUtility: null,
  rate: { commercialRate: 0.1179, rateSource: 'UTILITY_TABLE', source: SOURCE, year: '2019' },
  production: {
    annualKwhPerKw: 1121.4, model: 'PVWATTS_METHOD', source: MODEL, tilt: 10, azimuth: 180, losses: 14.08,
    stations: [{ name: 'Akron Canton Regional Ap', state: 'OH', distanceKm: 21.6 }, { name: 'Cleveland Hopkins Intl Ap', state: 'OH', distanceKm: 45.2 }],
  },
  orientationFromDesign: false,
};
const dealFigures = { generated: false, proposalDatabaseId: null, systemSize: 360, estimatedYearProduction: 403704, ppaEscalator: 2, utilityRate: 0.1179 };
const lead = (extra: Partial<Record<keyof NumberSourcesPopover_lead$data, unknown>> = {}) =>
  ({ economics, dealFigures, proposals: [], ...extra }) as unknown as NumberSourcesPopover_lead$data;
const linesOf = (items: ReturnType<typeof numberSourceItems>) => Object.fromEntries(items.map((i) => [i.key, i.lines]));

describe('where the numbers come from', () => {
  it("lists the utility, the rate with its source and year, production with its model, stations and array, escalators, degradation and incentives", () => {
    expect(linesOf(numberSourceItems(lead()))).toEqual({
      utility: [t.utility('Ohio Edison Co', 'OH')],
      utilityRate: [t.rate('$0.1179/kWh'), t.rateSources.UTILITY_TABLE, t.sourceYear(SOURCE, '2019')],
      production: [
        t.perKw('1,121.4'), MODEL,
        t.stations([t.station('Akron Canton Regional Ap', 'OH', '22'), t.station('Cleveland Hopkins Intl Ap', 'OH', '45')].join('; ')),
        t.array('10', '180', '14.1', false), t.deal('403,704', '360', '1,121'),
      ],
      escalators: [t.escalators('3', '2')],
      degradation: [t.degradation('0.5')],
      incentives: [incentivesText({})],
    });
  });

  it("a typed rate says so; a generated proposal priced on another rate and with its own escalator is named; no site: said so", () => {
    const typed = { ...economics, rate: { commercialRate: 0.2, rateSource: 'TYPED', source: 'Entered on the lead', year: null } };
    const proposals = [{ isActive: true, proposalData: { assumptions: { utilityEscalator: 4, ppaEscalator: 3, degradation: 0.5, discountRate: 7, termYears: 25 } } }];
    const items = linesOf(numberSourceItems(lead({ economics: typed, proposals, dealFigures: { ...dealFigures, generated: true, proposalDatabaseId: 12, ppaEscalator: 3, utilityRate: 0.15 } })));
    expect(items.utilityRate).toEqual([t.rate('$0.2000/kWh'), t.rateSources.TYPED, 'Entered on the lead', t.proposalRate(12, '$0.1500/kWh')]);
    expect(items.escalators).toEqual([t.escalators('4', '3')]);
    const none = linesOf(numberSourceItems(lead({ economics: null, dealFigures: null })));
    expect(none.utility).toEqual([t.noSite]);
    expect(none.utilityRate).toEqual([t.empty]);
    expect(none.production).toEqual([t.empty]);
  });
});

// ---- On the lead page: the info button beside the deal header opens the popover, from the page's one query. ----

async function resolveOp(environment: MockEnvironment, name: string, resolvers: Record<string, () => unknown>) {
  let found: ReturnType<MockEnvironment['mock']['getAllOperations']>[number] | undefined;
  await waitFor(() => {
    found = environment.mock.getAllOperations().find((op) => op.request.node.params.name === name);
    if (!found) throw new Error(`${name} is not pending`);
  }, { timeout: 20_000 });
  await act(async () => { environment.mock.resolve(found as never, MockPayloadGenerator.generate(found as never, resolvers as never)); });
}

const pageLead = {
  id: 'Lead:7', databaseId: 7, name: 'Akron warehouse', stage: 'LEAD_CREATED', reachedStages: ['LEAD_CREATED'],
  isDraft: false, isProposalsLocked: false, cancellation: null, address: '1 Cascade Plz, Akron, OH 44308', organizationName: 'Sunny Co', associatedUserName: 'Rita Sun',
  dealFigures: { ...dealFigures, source: 'LEAD', contractPrice: 900000, contractPricePerWatt: 2.5, ppaRate: null, year25CumulativeSavings: null },
  economics, proposals: [], quotes: [], agreements: [], utilityBills: [], additionalFiles: [],
};

describe('the popover on the lead page', () => {
  it('opens from the keyboard beside the deal header, lists the sources, and closes with Escape back to its button', async () => {
    const rendered = renderRoute('/manage/leads/7');
    const viewer = () => ({ ...viewers.orgAdmin, assignableOrganizations: [] });
    await resolveOp(rendered.environment, 'ViewerProviderQuery', { Viewer: viewer });
    await resolveOp(rendered.environment, 'LeadPageQuery', { Viewer: viewer, Lead: () => pageLead });
    const header = await screen.findByTestId('deal-header');
    // The popover's data came with the page's one query: nothing of the lead's is asked again (the layout's own queries aside).
    const pending = () => rendered.environment.mock.getAllOperations().filter((op) => op.request.node.params.operationKind === 'query').map((op) => op.request.node.params.name);
    expect(pending().filter((name) => /Lead|Economics|NumberSources/.test(name))).toEqual([]);
    const button = within(header).getByRole('button', { name: t.open });
    button.focus();
    fireEvent.click(button);
    const popover = await screen.findByTestId('number-sources');
    expect(within(popover).getByText(t.title)).toBeTruthy();
    expect(within(popover).getByTestId('number-source-utility').textContent).toContain('Ohio Edison Co (OH)');
    expect(within(popover).getByTestId('number-source-utilityRate').textContent).toContain('$0.1179/kWh');
    expect(within(popover).getByTestId('number-source-utilityRate').textContent).toContain(t.sourceYear(SOURCE, '2019'));
    expect(within(popover).getByTestId('number-source-production').textContent).toContain(MODEL);
    fireEvent.keyDown(document.activeElement ?? popover, { key: 'Escape' });
    await waitFor(() => expect(screen.queryByTestId('number-sources')).toBeNull());
    await waitFor(() => expect(document.activeElement).toBe(button));
    expect(pending().filter((name) => /Lead|Economics|NumberSources/.test(name))).toEqual([]);
  });
});
