import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import dayjs from 'dayjs';
import { MockPayloadGenerator } from 'relay-test-utils';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { toaster } from '../../../components/ui/toaster';
import { renderRoute, type MockEnvironment } from '../../../test/renderRoute';
import { viewers } from '../../../test/viewers';
import { leadPageTexts } from '../texts';
import { formatDateTime } from '../../../format/dates';
import { describeEntry } from './ActivityTimeline';
import { activityTexts as t, fieldLabel, fieldsPhrase } from './texts';

afterEach(() => act(() => toaster.remove()));
vi.setConfig({ testTimeout: 60_000 });
beforeAll(async () => {
  await Promise.all([import('../LeadPage'), import('../../../components/layout/MainLayout')]);
}, 120_000);

const BLANK: Record<string, unknown> = {
  actor: null, fields: [], documentType: null, documentId: null, pace: false, uploaded: false, fileName: null, fromUser: null, toUser: null,
  fromOrganization: null, toOrganization: null, stage: null, signerName: null, recipient: null, reason: null,
};
type EntryInput = Record<string, unknown> & { action: string };
const entry = (id: number, e: EntryInput, minutesAgo = id) => ({
  ...BLANK, ...e, id: `LeadActivity:${id}`, at: dayjs().subtract(minutesAgo, 'minute').toISOString(),
});

describe('the timeline\'s sentences', () => {
  it('name the edited fields with the Details tab\'s labels', () => {
    expect(fieldLabel('customer.firstName')).toBe('First name');
    expect(fieldLabel('designData.epcCost')).toBe('EPC cost');
    expect(fieldLabel('notes')).toBe('Notes');
    expect(fieldLabel('ownerType')).toBe('Owner type');
    expect(fieldLabel('intake.workingWithRoofer')).toBe('Working with a roofer');
    expect(fieldLabel('property.somethingNew')).toBe('Something new');
    expect(fieldsPhrase(['notes'])).toBe('Notes');
    expect(fieldsPhrase(['notes', 'customer.firstName'])).toBe('Notes and First name');
    expect(fieldsPhrase(['notes', 'customer.firstName', 'designData.epcCost', 'name', 'ownerType'])).toBe('Notes, First name, EPC cost and 2 more');
  });

  it('say who did what for every action', () => {
    const say = (e: EntryInput) => describeEntry({ ...BLANK, ...e } as unknown as Parameters<typeof describeEntry>[0]);
    expect(say({ action: 'CREATED', actor: 'Rita Sun' })).toEqual({ who: 'Rita Sun', what: t.actions.created });
    expect(say({ action: 'EDITED', actor: 'Rita Sun', fields: ['notes'] })).toEqual({ who: 'Rita Sun', what: 'edited Notes' });
    expect(say({ action: 'REASSIGNED', actor: 'Bo', fromUser: 'Rita Sun', toUser: 'Ann Lee' }).what).toBe('reassigned the lead from Rita Sun to Ann Lee');
    expect(say({ action: 'REASSIGNED', actor: 'Bo', toUser: 'Ann Lee' }).what).toBe('assigned the lead to Ann Lee');
    expect(say({ action: 'STAGE_REACHED', stage: 'SITE_SURVEY' })).toEqual({ who: t.system, what: 'moved the lead to Site survey' });
    expect(say({ action: 'PROPOSAL_GENERATED', actor: 'Rita Sun', documentType: 'Preliminary', documentId: 12 }).what).toBe('generated Preliminary proposal #12');
    expect(say({ action: 'PROPOSAL_GENERATED', actor: 'Bo', documentType: 'Detailed', documentId: 3, uploaded: true }).what).toBe('uploaded the PDF of Detailed proposal #3');
    expect(say({ action: 'QUOTE_CREATED', actor: 'Rita Sun', pace: true, documentId: 4 }).what).toBe('created PACE quote #4');
    expect(say({ action: 'AGREEMENT_SENT', actor: 'Bo', documentType: 'PPA', documentId: 31, recipient: 'Grace Hopper' }).what).toBe('sent PPA #31 to Grace Hopper');
    expect(say({ action: 'AGREEMENT_VIEWED', documentType: 'PPA', documentId: 31, recipient: 'Grace Hopper' })).toEqual({ who: 'Grace Hopper', what: 'opened PPA #31' });
    expect(say({ action: 'AGREEMENT_VIEWED', documentType: 'PPA', documentId: 31 }).who).toBe(t.customer);
    expect(say({ action: 'AGREEMENT_SIGNED', documentType: 'PPA', documentId: 31, signerName: 'Grace Hopper' })).toEqual({ who: 'Grace Hopper', what: 'signed PPA #31' });
    expect(say({ action: 'FILE_UPLOADED', actor: 'Rita Sun', fileName: 'bill.pdf' }).what).toBe('uploaded bill.pdf');
    expect(say({ action: 'CANCELLED', actor: 'Rita Sun', reason: 'Went with a competitor' }).what).toBe('cancelled the lead — Went with a competitor');
    expect(say({ action: 'RESTORED', actor: 'Rita Sun' }).what).toBe('restored the lead');
    expect(say({ action: 'PROPOSAL_CREATED', actor: 'Rita Sun', documentType: 'Detailed', documentId: 5, customization: true }).what).toBe(t.actions.proposalCustomizationRequested('Detailed proposal #5'));
    expect(say({ action: 'PROPOSALS_UNLOCKED', actor: 'Bo' })).toEqual({ who: 'Bo', what: t.actions.proposalsUnlocked });
    expect(say({ action: 'SOMETHING_NEW', actor: 'Rita Sun' }).what).toBe(t.actions.unknown);
  });
});

// ---- On the lead page ----

async function pendingOperation(environment: MockEnvironment, name: string) {
  let found: ReturnType<MockEnvironment['mock']['getAllOperations']>[number] | undefined;
  await waitFor(() => {
    found = environment.mock.getAllOperations().find((op) => op.request.node.params.name === name);
    if (!found) throw new Error(`${name} is not pending`);
  }, { timeout: 20_000 });
  return found!;
}

async function resolveOp(environment: MockEnvironment, name: string, resolvers: Record<string, () => unknown>) {
  const operation = await pendingOperation(environment, name);
  await act(async () => {
    environment.mock.resolve(operation as never, MockPayloadGenerator.generate(operation as never, resolvers as never));
  });
  return operation.request.variables;
}

const baseLead = {
  id: 'Lead:7', databaseId: 7, name: 'Warehouse 7', stage: 'UTILITY_DATA', reachedStages: ['LEAD_CREATED', 'UTILITY_DATA'],
  isDraft: false, isProposalsLocked: false, address: '1 Main St', organizationName: 'Sunny Co', associatedUserName: 'Rita Sun', cancellation: null,
  projectInfo: { systemSize: 100, estimatedYearProduction: 150000, epcPrice: 250000, essEpcPrice: 0 },
  proposals: [], quotes: [], agreements: [], utilityBills: [], additionalFiles: [],
};

const connection = (entries: ReturnType<typeof entry>[], hasNextPage: boolean, endCursor: string | null, totalCount = entries.length) => ({
  totalCount, edges: entries.map((node, i) => ({ cursor: `c${i}`, node })), pageInfo: { hasNextPage, endCursor, hasPreviousPage: false, startCursor: null },
});

async function openActivity(activity: ReturnType<typeof connection>, { beforeAnswer }: { beforeAnswer?: () => Promise<void> } = {}) {
  const rendered = renderRoute('/manage/leads/7#activity');
  const viewer = () => ({ ...viewers.orgAdmin, assignableOrganizations: [] });
  await resolveOp(rendered.environment, 'ViewerProviderQuery', { Viewer: viewer });
  await resolveOp(rendered.environment, 'LeadPageQuery', { Viewer: viewer, Lead: () => ({ ...baseLead, updated: '2026-03-01T00:00:00Z' }) });
  await pendingOperation(rendered.environment, 'ActivityTabQuery');
  await beforeAnswer?.();
  const variables = await resolveOp(rendered.environment, 'ActivityTabQuery', { Lead: () => ({ id: 'Lead:7', activity }) });
  await screen.findByRole('heading', { level: 2, name: t.heading });
  return { ...rendered, variables };
}

describe('the Activity tab', () => {
  it('is a tab of the lead page with its own small query, a skeleton until it answers', async () => {
    const { variables } = await openActivity(connection([entry(1, { action: 'CREATED', actor: 'Rita Sun' })], false, 'c0'), {
      // The tab's chunk is lazy (issue 28): its query can leave before React commits the tab's skeleton.
      beforeAnswer: async () => {
        expect(await screen.findByTestId('activity-skeleton')).toBeTruthy();
        expect(screen.getByRole('heading', { level: 2, name: t.heading })).toBeTruthy();
      },
    });
    expect(variables).toEqual({ databaseId: 7 });
    expect(screen.getByRole('tab', { name: leadPageTexts.tabs.activity, selected: true })).toBeTruthy();
    expect(screen.queryByTestId('activity-skeleton')).toBeNull();
    expect(screen.getAllByTestId('activity-entry')).toHaveLength(1);
  });

  it('lists entries newest first: who, what, the exact time (§9) with a relative one beside it, an icon per kind', async () => {
    await openActivity(connection([
      entry(1, { action: 'EDITED', actor: 'Rita Sun', fields: ['notes', 'customer.firstName'] }, 5),
      entry(2, { action: 'FILE_UPLOADED', actor: 'Rita Sun', fileName: 'bill.pdf' }, 60),
      entry(3, { action: 'CREATED', actor: 'Bo Bright' }, 60 * 24 * 3),
    ], false, 'c2'));
    const list = screen.getByRole('list', { name: t.listLabel });
    const rows = within(list).getAllByTestId('activity-entry');
    expect(rows.map((r) => r.textContent)).toEqual([
      expect.stringContaining('Rita Sun edited Notes and First name'),
      expect.stringContaining('Rita Sun uploaded bill.pdf'),
      expect.stringContaining('Bo Bright created the lead'),
    ]);
    expect(rows.map((r) => r.getAttribute('data-action'))).toEqual(['EDITED', 'FILE_UPLOADED', 'CREATED']);
    expect(rows[0].textContent).toContain('5 minutes ago');
    expect(rows[2].textContent).toContain('3 days ago');
    const time = rows[1].querySelector('time')!;
    expect(time.textContent).toBe(formatDateTime(time.getAttribute('datetime')!));
    expect(time.textContent).toMatch(/^\d{2}-\d{2}-\d{4} \d{2}:\d{2}$/);
    expect(rows[1].textContent).toContain('1 hour ago');
    expect(screen.queryByRole('button', { name: t.loadMore })).toBeNull(); // nothing older
  });

  it('shows an empty state without entries', async () => {
    await openActivity(connection([], false, null));
    expect(screen.getByText(t.empty)).toBeTruthy();
    expect(screen.getByText(t.emptyHint)).toBeTruthy();
  });

  it('"Load more" reads the next page after the last cursor and appends it, with a skeleton meanwhile', async () => {
    const { environment } = await openActivity(connection([entry(1, { action: 'RESTORED', actor: 'Rita Sun' }), entry(2, { action: 'CANCELLED', actor: 'Rita Sun', reason: 'On hold' })], true, 'c1', 3));
    fireEvent.click(screen.getByRole('button', { name: t.loadMore }));
    const operation = await pendingOperation(environment, 'ActivityTimelinePaginationQuery');
    expect(operation.request.variables).toMatchObject({ id: 'Lead:7', cursor: 'c1', count: 10 });
    expect(screen.getByTestId('activity-skeleton')).toBeTruthy();
    await act(async () => {
      const payload = MockPayloadGenerator.generate(operation as never, {
        Node: () => ({ __typename: 'Lead', id: 'Lead:7' }),
        Lead: () => ({ id: 'Lead:7' }),
        LeadActivityConnection: () => ({ totalCount: 3, edges: [{ cursor: 'c2', node: entry(3, { action: 'CREATED', actor: 'Bo Bright' }) }], pageInfo: { hasNextPage: false, endCursor: 'c2' } }),
      } as never);
      environment.mock.resolve(operation as never, payload);
    });
    await waitFor(() => expect(screen.getAllByTestId('activity-entry')).toHaveLength(3));
    expect(screen.getAllByTestId('activity-entry').map((r) => r.getAttribute('data-action'))).toEqual(['RESTORED', 'CANCELLED', 'CREATED']);
    expect(screen.getAllByTestId('activity-entry')[1].textContent).toContain('cancelled the lead — On hold');
    expect(screen.queryByRole('button', { name: t.loadMore })).toBeNull();
    expect(screen.queryByTestId('activity-skeleton')).toBeNull();
  });

  it('a live event about the lead reads the newest entries again, in the background', async () => {
    const { environment } = await openActivity(connection([entry(1, { action: 'CREATED', actor: 'Rita Sun' })], false, 'c0'));
    const live = await pendingOperation(environment, 'LiveUpdatesLeadSubscription');
    // The customer opened an agreement: nothing on the lead itself changed, the timeline did.
    await act(async () => {
      environment.mock.nextValue(live as never, MockPayloadGenerator.generate(live as never, {
        LeadChange: () => ({ changes: ['LEAD'] }), Lead: () => ({ ...baseLead, updated: '2026-03-01T00:00:00Z' }),
      } as never));
    });
    const refresh = await pendingOperation(environment, 'ActivityTimelinePaginationQuery');
    expect(refresh.request.variables).toMatchObject({ id: 'Lead:7', count: 10, cursor: null });
    expect(screen.getAllByTestId('activity-entry')).toHaveLength(1); // no skeleton flash meanwhile
    await act(async () => {
      environment.mock.resolve(refresh as never, MockPayloadGenerator.generate(refresh as never, {
        Node: () => ({ __typename: 'Lead', id: 'Lead:7' }),
        Lead: () => ({ id: 'Lead:7' }),
        LeadActivityConnection: () => connection([entry(5, { action: 'AGREEMENT_VIEWED', documentType: 'PPA', documentId: 31, recipient: 'Grace Hopper' }, 0), entry(1, { action: 'CREATED', actor: 'Rita Sun' })], false, 'c1'),
      } as never));
    });
    await waitFor(() => expect(screen.getAllByTestId('activity-entry')).toHaveLength(2));
    expect(screen.getAllByTestId('activity-entry')[0].textContent).toContain('Grace Hopper opened PPA #31');
  });
});
