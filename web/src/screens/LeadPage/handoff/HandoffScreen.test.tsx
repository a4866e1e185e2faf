import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { MockPayloadGenerator } from 'relay-test-utils';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { toaster } from '../../../components/ui/toaster';
import { pendingOperation, renderRoute, type MockEnvironment } from '../../../test/renderRoute';
import { viewers } from '../../../test/viewers';
import { localToday } from './HandoffPanel';
import { handoffTexts as t } from './texts';

afterEach(() => act(() => toaster.remove()));
vi.setConfig({ testTimeout: 60_000 });
beforeAll(async () => {
  await Promise.all([import('./HandoffScreen'), import('./HandedToUs'), import('../../../components/layout/MainLayout')]);
}, 120_000);

async function resolveOp(environment: MockEnvironment, name: string, resolvers: Record<string, () => unknown>) {
  const op = await pendingOperation(environment, name);
  await act(async () => { environment.mock.resolve(op as never, MockPayloadGenerator.generate(op as never, resolvers as never)); });
  return op;
}

const step = (kind: string, label: string, over: Record<string, unknown> = {}) => ({ kind, label, dueDate: null, doneDate: null, note: '', updatedAt: null, updatedByName: null, owner: null, ...over });
const handoff = (over: Record<string, unknown> = {}) => ({
  id: 'H5', leadId: 'Lead:5', leadName: 'Fresno Cold Storage', ready: true, ppaSignedAt: '2026-11-20T10:00:00.000Z', ppaSignerName: 'Grace Hopper',
  viewerSide: 'EPC', viewerCanWork: true, viewerCanHandOff: false, epcOrganization: { databaseId: 3, name: 'Volt EPC' }, handedAt: '2026-11-21T10:00:00.000Z', handedByName: 'Olga Sun',
  sellerOrganization: { name: 'Sunny Co' }, progress: { done: 1, total: 5 },
  steps: [step('SITE_SURVEY', 'Site survey done', { doneDate: '2026-11-22' }), step('PERMITS', 'Permits'), step('INTERCONNECTION', 'Interconnection application'),
    step('INSTALL_SCHEDULED', 'Install scheduled'), step('PTO', 'PTO (permission to operate)')],
  packet: { customerName: 'Grace Hopper', customerEmail: 'grace@x.test', customerPhone: '+15595550142', siteAddress: '2450 S Cherry Ave, Fresno, CA 93706', systemSizeKw: 250,
    documents: [{ databaseId: 9, type: 'Clean Energy PPA', signedAt: '2026-11-20T10:00:00.000Z', signerName: 'Grace Hopper', url: 'http://x.test/api/media/a?sig=1' }] },
  assignableUsers: [{ databaseId: 8, name: 'Pat Crew', organizationName: 'Volt EPC' }],
  ...over,
});

describe('the EPC handoff screen', () => {
  it('shows the checklist, progress and packet; ticking Permits done sends today as its done date', async () => {
    const { environment } = renderRoute('/manage/handoffs/5');
    await resolveOp(environment, 'ViewerProviderQuery', { Viewer: () => viewers.regular });
    const op = await resolveOp(environment, 'HandoffScreenQuery', { Handoff: () => handoff() });
    expect(op.request.variables).toEqual({ databaseId: 5 });
    expect(await screen.findByText(t.progress(1, 5))).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'Fresno Cold Storage' })).toBeTruthy();
    const packet = screen.getByTestId('handoff-packet');
    expect(within(packet).getByText('grace@x.test')).toBeTruthy();
    expect(within(packet).getByRole('link', { name: t.openDocument('Clean Energy PPA') }).getAttribute('href')).toBe('http://x.test/api/media/a?sig=1');
    // The EPC does not hand off or revoke.
    expect(screen.queryByTestId('handoff-epc')).toBeNull();
    const permits = screen.getByTestId('handoff-step-PERMITS');
    fireEvent.click(within(permits).getByRole('button', { name: t.edit('Permits') }));
    fireEvent.click(within(permits).getByRole('checkbox', { name: t.markDone }));
    await waitFor(() => expect((within(permits).getByTestId('handoff-permits-done') as HTMLInputElement).value).toBe(localToday()));
    fireEvent.click(within(permits).getByRole('button', { name: t.save }));
    const mutation = await pendingOperation(environment, 'mutationsUpdateHandoffStepMutation');
    expect(mutation.request.variables).toEqual({ leadId: 'Lead:5', step: 'PERMITS', input: { doneDate: localToday() } });
    await act(async () => {
      environment.mock.resolve(mutation as never, MockPayloadGenerator.generate(mutation as never, {
        HandoffPayload: () => ({ message: t.saved, userErrors: [], handoff: handoff({ progress: { done: 2, total: 5 }, steps: handoff().steps.map((s) => (s.kind === 'PERMITS' ? { ...s, doneDate: localToday() } : s)) }) }),
      } as never));
    });
    await waitFor(() => expect(screen.getByTestId('handoff-progress').textContent).toBe(t.progress(2, 5)));
  });

  it('shows the api\'s refusal beside the field', async () => {
    const { environment } = renderRoute('/manage/handoffs/5');
    await resolveOp(environment, 'ViewerProviderQuery', { Viewer: () => viewers.regular });
    await resolveOp(environment, 'HandoffScreenQuery', { Handoff: () => handoff() });
    const pto = await screen.findByTestId('handoff-step-PTO');
    fireEvent.click(within(pto).getByRole('button', { name: t.edit('PTO (permission to operate)') }));
    fireEvent.change(within(pto).getByTestId('handoff-pto-done'), { target: { value: '2026-01-02' } });
    fireEvent.click(within(pto).getByRole('button', { name: t.save }));
    const mutation = await pendingOperation(environment, 'mutationsUpdateHandoffStepMutation');
    await act(async () => {
      environment.mock.resolve(mutation as never, { data: { updateHandoffStep: { handoff: null, message: null, userErrors: [{ field: 'input.doneDate', messages: ['A done date cannot be in the future.'], code: 'INVALID_INPUT' }] } } } as never);
    });
    expect(await within(pto).findByText('A done date cannot be in the future.')).toBeTruthy();
  });

  it('a handoff the viewer cannot reach says so (not handed, revoked) and links back', async () => {
    const { environment } = renderRoute('/manage/handoffs/6');
    await resolveOp(environment, 'ViewerProviderQuery', { Viewer: () => viewers.regular });
    const op = await pendingOperation(environment, 'HandoffScreenQuery');
    await act(async () => { environment.mock.resolve(op as never, { data: { handoff: null } } as never); });
    expect(await screen.findByText(t.notFound)).toBeTruthy();
    expect(screen.getAllByRole('link', { name: t.backToList }).length).toBeGreaterThan(0);
  });

  it('Handed to us lists the handed leads with their progress, or says what happens next', async () => {
    const { environment } = renderRoute('/manage/handoffs');
    await resolveOp(environment, 'ViewerProviderQuery', { Viewer: () => viewers.regular });
    await resolveOp(environment, 'HandedToUsQuery', { HandedLeadList: () => ({ totalCount: 1, items: [{ leadDatabaseId: 5, leadName: 'Fresno Cold Storage', siteAddress: 'a', sellerOrganizationName: 'Sunny Co',
      epcOrganization: { name: 'Volt EPC' }, handedAt: '2026-11-21T10:00:00.000Z', cancelled: false, nextDue: null, progress: { done: 2, total: 5 } }] }) });
    const link = await screen.findByRole('link', { name: 'Fresno Cold Storage' });
    expect(link.getAttribute('href')).toBe('/manage/handoffs/5');
    expect(screen.getByTestId('handed-progress').textContent).toBe(t.badge(2, 5));
  });
});
