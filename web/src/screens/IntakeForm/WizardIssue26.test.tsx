import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { MockPayloadGenerator } from 'relay-test-utils';
import type { OperationDescriptor } from 'relay-runtime';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { toaster } from '../../components/ui/toaster';
import { leadFlow } from '../../messages';
import { answer, answerEvery, pendingOperation, renderRoute, type MockEnvironment } from '../../test/renderRoute';
import { viewers } from '../../test/viewers';
import { emptyDraft, SUMMARY_STEP, type WizardDraft } from './draft';
import { summaryText, wizardText } from './texts';
import './IntakeFormScreen';
vi.mock('react-map-gl/maplibre', () => import('../../components/map/fakeReactMapGl'));
vi.mock('../../components/map/mapLibrary', () => ({ maplibregl: {} }));
vi.mock('../../components/map/mapStyle', () => {
  const style = Promise.resolve({ version: 8, sources: {}, layers: [] });
  return { loadMapStyle: () => style };
});

/**
 * Issue 26, item 11: the wizard shows the pre-qualification result as soon as it arrives (with its
 * number sources), and "Edit" from the summary keeps every step's check and saves back to it.
 */
afterEach(() => act(() => toaster.remove()));
vi.setConfig({ testTimeout: 30_000 });

function layoutAnswer(operation: OperationDescriptor) {
  const name = operation.request.node.params.name;
  if (name === 'ViewerProviderQuery') return MockPayloadGenerator.generate(operation, { Viewer: () => viewers.orgAdmin });
  if (name === 'NotificationBellQuery') return MockPayloadGenerator.generate(operation, { Viewer: () => viewers.orgAdmin, NotificationConnection: () => ({ unreadCount: 0 }) });
  if (name === 'DraftsPanelQuery') return { data: { leadDrafts: [] } };
  return null;
}
function renderWizard(draft: WizardDraft) {
  sessionStorage.setItem('intake-wizard-draft', JSON.stringify(draft));
  return renderRoute('/manage/intake-form', (environment) => answerEvery(environment, layoutAnswer));
}
const stepHeading = (n: number) => screen.findByRole('heading', { level: 2, name: wizardText.steps[n] }, { timeout: 8000 });
const LEAD = { id: 'TGVhZDox', databaseId: 77 };
const leadFiles = { ...LEAD, __typename: 'Lead', utilityBills: [], additionalFiles: [] };
const customer: WizardDraft['customer'] = { leadName: 'Valley Cold Storage', firstName: 'Maria', lastName: 'Alvarez', role: '', emails: ['maria@valley.example'], phones: ['5595550101'], mailingAddress: '' };
const property: WizardDraft['property'] = { ...emptyDraft().property, address: '2150 S Cherry Ave, Fresno, CA 93721', latitude: 36.71161, longitude: -119.77224, ownerType: 'NON_OWNER_TENANT' };

async function answerLead(environment: MockEnvironment) {
  await waitFor(() => expect(environment.mock.getAllOperations().map((op) => op.request.node.params.name)).toContain('IntakeFormScreenQuery'), { timeout: 10_000 });
  await answer(environment, 'IntakeFormScreenQuery', { lead: leadFiles });
}

describe('the pre-qualification result in the wizard (issue 26)', () => {
  it('shows capacity, production and cost with where the numbers come from, on step 3', async () => {
    const { environment } = renderWizard({ ...emptyDraft(), step: 1, customer, property });
    await stepHeading(1);
    fireEvent.click(screen.getByRole('button', { name: new RegExp(`^${wizardText.createLead}`) }));
    const create = await pendingOperation(environment, 'useIntakeCreateLeadMutation');
    await act(async () => { environment.mock.resolve(create as never, { data: { createLead: { lead: leadFiles, message: null, userErrors: [] } } } as never); });
    expect(await screen.findByText(leadFlow.prequalifying)).toBeTruthy();
    await answer(environment, 'usePrequalifyEnrichmentSubscription', {
      leadChanged: { enrichment: { status: 'COMPLETED', failureReason: null, enrichedData: { systemSize: 753.4, estimatedYearProduction: 1_050_123, solarCost: 1_234_567, locationPrecision: 'ROOFTOP' } } },
    });
    await stepHeading(2);
    const result = await screen.findByTestId('prequal-result');
    expect(within(result).getByText(wizardText.prequalified)).toBeTruthy();
    expect(within(result).getByText('753 kW DC')).toBeTruthy();
    expect(within(result).getByText('1,050,123 kWh')).toBeTruthy();
    expect(within(result).getByText('$1,234,567')).toBeTruthy();
    await answer(environment, 'PrequalifyResultSourcesQuery', {
      lead: { id: LEAD.id, economics: { sources: ['Utility rates: NREL Utility Rate Database 2023'], production: { source: 'NREL PVWatts v8 (TMY3)' }, rate: null } },
    });
    const sources = await within(result).findByTestId('prequal-sources');
    expect(within(sources).getAllByRole('listitem').map((li) => li.textContent)).toEqual(['NREL PVWatts v8 (TMY3)', 'Utility rates: NREL Utility Rate Database 2023']);
  });
});

describe('Edit from the summary (issue 26)', () => {
  it('keeps the checks of every step done and saves back to the summary', async () => {
    const prequal = { systemSize: 753, estimatedYearProduction: 1_050_000, solarCost: null };
    const { environment } = renderWizard({ ...emptyDraft(), step: SUMMARY_STEP, furthest: SUMMARY_STEP, lead: LEAD, customer, property, prequal });
    await answerLead(environment);
    await stepHeading(SUMMARY_STEP);
    expect(within(screen.getByTestId('prequal-result')).getByText('753 kW DC')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: summaryText.edit(wizardText.steps[1]) }));
    await stepHeading(1);
    // Steps 1 and 3-5 stay done; the property step is the current one.
    const items = screen.getAllByRole('listitem').filter((li) => li.hasAttribute('aria-label'));
    expect(items.map((li) => li.getAttribute('aria-label'))).toEqual([
      `${wizardText.steps[0]} (${wizardText.stepDone})`, `${wizardText.steps[1]} (current)`, `${wizardText.steps[2]} (${wizardText.stepDone})`,
      `${wizardText.steps[3]} (${wizardText.stepDone})`, `${wizardText.steps[4]} (${wizardText.stepDone})`, wizardText.steps[5],
    ]);
    fireEvent.click(screen.getByRole('button', { name: new RegExp(`^${wizardText.backToSummary}`) }));
    const update = await pendingOperation(environment, 'useIntakeUpdateLeadMutation');
    await act(async () => { environment.mock.resolve(update as never, { data: { updateLead: { lead: leadFiles, message: null, userErrors: [] } } } as never); });
    await stepHeading(SUMMARY_STEP);
  });
});
