import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { LEAD_STAGE_NAMES } from '../../constants';
import type { OperationDescriptor } from 'relay-runtime';
import { MockPayloadGenerator } from 'relay-test-utils';
import { describe, expect, it } from 'vitest';
import { errors, leadEnums, shell } from '../../messages';
import { LEAD_SEARCH_MAX } from '../../validation/limits';
import { renderRoute, type MockEnvironment } from '../../test/renderRoute';
import { viewers } from '../../test/viewers';
import { cancelLeadTexts } from '../../components/cancelLead/texts';
import { success } from '../../messages';
import { listTexts as text } from './texts';
import { bulkTexts } from './tools/texts';
import { viewTexts } from './tools/viewTexts';
import { previewTexts } from './preview/texts';

const SCREEN = 'LeadListScreenQuery';
type Role = keyof typeof viewers;

/** The real route table at `path`; the viewer query is answered, the list's queries wait for the test. */
function renderList(path: string, role: Role = 'orgAdmin') {
  return renderRoute(path, (environment) =>
    environment.mock.queueOperationResolver((operation) =>
      operation.request.node.params.name === 'ViewerProviderQuery'
        ? MockPayloadGenerator.generate(operation, { Viewer: () => viewers[role] })
        : null,
    ));
}

interface ListAnswer {
  totalLeads?: number; rows?: number; totalSystemSize?: number; totalSolarCost?: number; page?: number; pageSize?: number;
  /** The user id lead n is assigned to (default 21, nobody of the test viewers). */
  assigneeOf?: (n: number) => number;
  /** Whether lead n is cancelled (default none). */
  cancelledOf?: (n: number) => boolean;
  /** Whether the api lets the viewer cancel lead n (Lead.canCancel, default all). */
  canCancelOf?: (n: number) => boolean;
}

/** Answers the pending list query with `rows` leads ("Lead 1"…) out of `totalLeads`; returns its variables. */
async function answerList(environment: MockEnvironment, answer: ListAnswer = {}) {
  const { totalLeads = 3, rows = Math.min(totalLeads, 50), totalSystemSize = 12_345.6, totalSolarCost = 2_500_000, assigneeOf = () => 21, cancelledOf = () => false, canCancelOf = () => true } = answer;
  const operation = await pendingOperation(environment, SCREEN);
  const variables = operation.request.variables;
  let n = 0;
  const payload = MockPayloadGenerator.generate(operation, {
    LeadsSummary: () => ({ totalLeads, totalSystemSize, totalSolarCost, totalRooftopSolarCapacity: 0 }),
    LeadConnection: () => ({ totalCount: totalLeads, edges: Array.from({ length: rows }, () => ({})) }),
    PageInfo: () => ({ page: variables.page ?? 1, pageSize: variables.pageSize ?? 50, hasNextPage: false, endCursor: null }),
    Lead: () => {
      n += 1;
      return {
        id: `lead-${n}`, databaseId: n, name: `Lead ${n}`, stage: LEAD_STAGE_NAMES[n % 7], stageLabel: leadEnums.stages[n % 7], address: n === 2 ? null : `${n} Main St, Fresno, CA 93721`,
        proposalType: 'DETAILED', systemSize: 100.4 * n, updated: '2025-03-07T09:05:00.000Z', created: '2025-01-02T10:00:00.000Z',
        latitude: 36.7, longitude: -119.7, organizationName: 'Sunrise Solar Partners', associatedUserName: 'Uma Patel',
        associatedUser: { databaseId: assigneeOf(n), name: 'Uma Patel' }, canCancel: canCancelOf(n),
        cancellation: cancelledOf(n) ? { cancelledAt: '2026-11-20T10:00:00.000Z', reason: 'Chose a competitor', cancelledByName: 'Uma Patel' } : null,
      };
    },
  });
  await act(async () => {
    environment.mock.resolve(operation as never, payload as never);
  });
  return variables;
}

/** Like renderRoute's pendingOperation, with time for the lazy layout and screen chunks on a busy machine. */
async function pendingOperation(environment: MockEnvironment, name: string): Promise<OperationDescriptor> {
  let found: OperationDescriptor | undefined;
  await waitFor(() => {
    found = environment.mock.getAllOperations().find((op) => op.request.node.params.name === name) as OperationDescriptor | undefined;
    if (!found) throw new Error(`${name} is not pending`);
  }, { timeout: 8000 });
  return found!;
}

const search = (router: ReturnType<typeof renderList>['router']) => new URLSearchParams(router.state.location.search);

// Chakra renders a lot under jsdom and the machine is shared: give each journey room.
describe('lead list', { timeout: 60_000 }, () => {
  it('shows the §9 summary and the §2 columns; org admins get no organization column', async () => {
    const { environment } = renderList('/manage/leads');
    const variables = await answerList(environment, { totalLeads: 3 });
    expect(variables).toMatchObject({ page: 1, pageSize: 50, order: { field: 'UPDATED', direction: 'DESC' }, showOrganization: false, withTable: true, withPipeline: false });
    const summary = await screen.findByRole('region', { name: text.summaryLabel });
    expect(within(summary).getByText('12.35 MW')).toBeTruthy();
    expect(within(summary).getByText('$2,500,000')).toBeTruthy();
    expect(within(summary).getByText('3')).toBeTruthy();
    const table = screen.getByRole('table');
    expect(within(table).getByRole('link', { name: 'Lead 1' }).getAttribute('href')).toBe('/manage/leads/1');
    // Lead 2 has no address (the close date and deal value columns of issue 26 say N/A too).
    expect(within(table).getAllByText('N/A').some((cell) => cell.className.includes('lead-row-address'))).toBe(true);
    expect(within(table).getByText('201')).toBeTruthy(); // 200.8 kW as a whole number
    expect(within(table).queryByRole('columnheader', { name: text.columns.organization })).toBeNull();
    expect(within(table).getByRole('columnheader', { name: text.columns.assignedUser })).toBeTruthy();
  });

  // Issue 15: on a phone the list is a card per lead, not an eleven-column table.
  it('on a phone: a card per lead with its name, stage chip, kW, city and update date', async () => {
    const desktop = window.matchMedia;
    window.matchMedia = (query: string) => ({ ...desktop(query), media: query, matches: query.includes('max-width: 599.98px') });
    try {
      const { environment } = renderList('/manage/leads');
      await answerList(environment, { totalLeads: 2 });
      const cards = await screen.findByTestId('lead-cards');
      expect(screen.queryByRole('table')).toBeNull();
      const [first] = within(cards).getAllByRole('listitem');
      expect(within(first).getByRole('link', { name: 'Lead 1' }).getAttribute('href')).toBe('/manage/leads/1');
      expect(within(first).getByText(leadEnums.stages[1]).getAttribute('data-stage')).toBe(LEAD_STAGE_NAMES[1]);
      expect(within(first).getByText(text.card.systemSize('100'))).toBeTruthy();
      expect(within(first).getByText('Fresno')).toBeTruthy();
      expect(within(first).getByText(text.card.updated('03-07-2025'))).toBeTruthy();
      // The filters fold behind one button that says how many are on; the search stays.
      expect(screen.getByRole('searchbox', { name: text.search })).toBeTruthy();
      expect(screen.queryByRole('combobox', { name: text.show })).toBeNull();
      const toggle = screen.getByRole('button', { name: text.filtersToggle(0) });
      expect(toggle.getAttribute('aria-expanded')).toBe('false');
      fireEvent.click(toggle);
      expect(toggle.getAttribute('aria-expanded')).toBe('true');
      expect(screen.getByRole('combobox', { name: text.show })).toBeTruthy();
    } finally {
      window.matchMedia = desktop;
    }
  });

  // Issue 26: on the phone card Cancel sat right beside Preview; it is behind a "More actions" menu now.
  it('on a phone: Preview on the card, Cancel only inside its "More actions" menu', async () => {
    const desktop = window.matchMedia;
    window.matchMedia = (query: string) => ({ ...desktop(query), media: query, matches: query.includes('max-width: 599.98px') });
    try {
      const { environment } = renderList('/manage/leads');
      await answerList(environment, { totalLeads: 2, canCancelOf: (n) => n === 1 });
      const cards = await screen.findByTestId('lead-cards');
      const [first, second] = within(cards).getAllByRole('listitem');
      expect(within(first).getByRole('button', { name: previewTexts.previewFor('Lead 1') })).toBeTruthy();
      expect(within(cards).queryByRole('button', { name: cancelLeadTexts.openFor('Lead 1') })).toBeNull();
      expect(within(second).queryByRole('button', { name: text.card.moreFor('Lead 2') })).toBeNull();
      fireEvent.click(within(first).getByRole('button', { name: text.card.moreFor('Lead 1') }));
      const item = await screen.findByRole('menuitem', { name: cancelLeadTexts.open });
      await act(async () => fireEvent.pointerDown(item));
      await act(async () => fireEvent.click(item));
      expect(await screen.findByRole('alertdialog')).toBeTruthy();
    } finally {
      window.matchMedia = desktop;
    }
  });

  it('super admins see the organization column (and the query asks for it)', async () => {
    const { environment } = renderList('/manage/leads', 'superAdmin');
    const variables = await answerList(environment);
    expect(variables.showOrganization).toBe(true);
    const table = await screen.findByRole('table');
    expect(within(table).getByRole('columnheader', { name: text.columns.organization })).toBeTruthy();
    expect(within(table).getAllByText('Sunrise Solar Partners')).toHaveLength(3);
  });

  it('search (debounced), sort, status filter, page size and page go into the variables and the URL', async () => {
    const { environment, router } = renderList('/manage/leads');
    await answerList(environment, { totalLeads: 120, rows: 10 });

    fireEvent.change(screen.getByRole('searchbox', { name: text.search }), { target: { value: 'harbor' } });
    expect(environment.mock.getAllOperations().some((op) => op.request.node.params.name === SCREEN)).toBe(false);
    let variables = await answerList(environment, { totalLeads: 120, rows: 10 });
    expect(variables.search).toBe('harbor');
    expect(search(router).get('search')).toBe('harbor');

    fireEvent.click(screen.getByRole('button', { name: text.columns.name }));
    variables = await answerList(environment, { totalLeads: 120, rows: 10 });
    expect(variables.order).toEqual({ field: 'NAME', direction: 'ASC' });
    expect(search(router).get('order')).toBe('asc__name');
    expect(screen.getByRole('columnheader', { name: text.columns.name }).getAttribute('aria-sort')).toBe('ascending');

    fireEvent.click(screen.getByRole('button', { name: text.filterBy(text.leadStatus, 0) }));
    fireEvent.click(await screen.findByRole('menuitemcheckbox', { name: leadEnums.stages[3] }));
    variables = await answerList(environment, { totalLeads: 40, rows: 10 });
    expect(variables.stages).toEqual(['PRELIMINARY_PROPOSAL']);
    expect(search(router).get('lead_status')).toBe('3');
    fireEvent.keyDown(document.activeElement ?? document.body, { key: 'Escape' });

    fireEvent.change(screen.getByRole('combobox', { name: text.pageSize }), { target: { value: '10' } });
    variables = await answerList(environment, { totalLeads: 40, rows: 10 });
    expect(variables).toMatchObject({ pageSize: 10, page: 1 });

    fireEvent.click(await screen.findByRole('button', { name: text.page(2) }));
    variables = await answerList(environment, { totalLeads: 40, rows: 10 });
    expect(variables).toMatchObject({ page: 2, pageSize: 10, search: 'harbor', stages: ['PRELIMINARY_PROPOSAL'], order: { field: 'NAME', direction: 'ASC' } });
    expect(Object.fromEntries(search(router))).toEqual({ search: 'harbor', lead_status: '3', order: 'asc__name', page: '2', limit: '10' });
  });

  it('changes made while the list is still loading build on each other, and keep what was typed', async () => {
    const { environment, router } = renderList('/manage/leads');
    await answerList(environment, { totalLeads: 120, rows: 10 });
    const searchbox = screen.getByRole('searchbox', { name: text.search });

    // The search goes out; before its list arrives a status is picked and the tab switched.
    fireEvent.change(searchbox, { target: { value: 'harbor' } });
    await waitFor(() => expect(search(router).get('search')).toBe('harbor'));
    fireEvent.click(screen.getByRole('button', { name: text.filterBy(text.leadStatus, 0) }));
    fireEvent.click(await screen.findByRole('menuitemcheckbox', { name: leadEnums.stages[3] }));
    await waitFor(() => expect(search(router).get('lead_status')).toBe('3'));
    expect(search(router).get('search')).toBe('harbor');
    fireEvent.keyDown(document.activeElement ?? document.body, { key: 'Escape' });

    // More typing while the list is loading: the late answer must not put the old search back.
    fireEvent.change(searchbox, { target: { value: 'harbor view' } });
    for (const operation of environment.mock.getAllOperations()) {
      if (operation.request.node.params.name === SCREEN) await answerList(environment, { totalLeads: 4, rows: 4 });
    }
    expect(searchbox).toHaveProperty('value', 'harbor view');
    await waitFor(() => expect(search(router).get('search')).toBe('harbor view'));
    expect(search(router).get('lead_status')).toBe('3');
  });

  it('reads the state back from the URL (reload, back/forward) and restores the tab from the hash', async () => {
    const { environment } = renderList('/manage/leads?search=cold&proposal_type=marketing&updated=2025-01-01%2C&page=2&limit=20#leads-pipeline');
    const variables = await answerList(environment, { totalLeads: 30 });
    expect(variables).toMatchObject({
      search: 'cold', proposalTypes: ['MARKETING'], updatedFrom: '2025-01-01', updatedTo: null, page: 2, pageSize: 20,
      withTable: false, withPipeline: true,
    });
    expect((await screen.findByRole('tab', { name: text.tabs['leads-pipeline'] })).getAttribute('aria-selected')).toBe('true');
    expect(screen.getByRole('searchbox', { name: text.search })).toHaveProperty('value', 'cold');
    const pipeline = screen.getByRole('region', { name: text.pipelineLabel });
    for (const label of leadEnums.stages) expect(within(pipeline).getByRole('heading', { name: label })).toBeTruthy();
  });

  it('switching tabs writes the hash and asks only for what the tab shows', async () => {
    const { environment, router } = renderList('/manage/leads?search=x');
    await answerList(environment);
    fireEvent.click(screen.getByRole('tab', { name: text.tabs['leads-pipeline'] }));
    const variables = await answerList(environment);
    expect(variables).toMatchObject({ withPipeline: true, withTable: false, search: 'x' });
    expect(router.state.location.hash).toBe('#leads-pipeline');
    expect(router.state.location.search).toBe('?search=x');
  });

  it('cancels a lead with a reason, reloads with the same variables (§4), and Undo restores it', async () => {
    const { environment } = renderList('/manage/leads?search=lead&order=asc__name&page=2&limit=10');
    const before = await answerList(environment, { totalLeads: 15, rows: 5 });
    fireEvent.click(screen.getByRole('button', { name: cancelLeadTexts.openFor('Lead 2') }));
    const dialog = await screen.findByRole('alertdialog');
    // Nothing chosen: the reason is asked for, nothing is sent.
    fireEvent.click(within(dialog).getByRole('button', { name: cancelLeadTexts.confirm }));
    expect(await within(dialog).findByText(cancelLeadTexts.reasonRequired)).toBeTruthy();
    // "Other" needs details.
    fireEvent.change(within(dialog).getByRole('combobox', { name: /Reason/ }), { target: { value: 'Other' } });
    fireEvent.click(within(dialog).getByRole('button', { name: cancelLeadTexts.confirm }));
    expect(await within(dialog).findByText(cancelLeadTexts.detailsRequired)).toBeTruthy();
    expect(environment.mock.getAllOperations().some((op: OperationDescriptor) => op.request.node.params.name === 'useLeadLifecycleCancelMutation')).toBe(false);
    fireEvent.change(within(dialog).getByRole('textbox', { name: /Details/ }), { target: { value: ' went with   the utility program ' } });
    fireEvent.click(within(dialog).getByRole('button', { name: cancelLeadTexts.confirm }));
    const mutation = await pendingOperation(environment, 'useLeadLifecycleCancelMutation');
    expect(mutation.request.variables).toEqual({ id: 'lead-2', reason: 'Other: went with the utility program' });
    await act(async () => {
      environment.mock.resolve(mutation as never, { data: { cancelLead: { message: success.leadCancelled, userErrors: [], lead: { id: 'lead-2', updated: '2026-11-26T10:00:00.000Z', cancellation: { cancelledAt: '2026-11-26T10:00:00.000Z', reason: 'Other: went with the utility program', cancelledByName: 'Uma Patel' } } } } } as never);
    });
    expect(await screen.findByText(success.leadCancelled)).toBeTruthy();
    // The list asks again with exactly the same variables (the cancelled lead leaves it).
    const reload = await pendingOperation(environment, SCREEN);
    expect(reload.request.variables).toEqual(before);
    await answerList(environment, { totalLeads: 14, rows: 4 });
    // Undo restores it and reloads again.
    fireEvent.click(screen.getByRole('button', { name: cancelLeadTexts.undo }));
    const restore = await pendingOperation(environment, 'useLeadLifecycleRestoreMutation');
    expect(restore.request.variables).toEqual({ id: 'lead-2' });
    await act(async () => {
      environment.mock.resolve(restore as never, { data: { restoreLead: { message: success.leadRestored, userErrors: [], lead: { id: 'lead-2', updated: '2026-11-26T10:00:01.000Z', cancellation: null } } } } as never);
    });
    expect(await screen.findByText(success.leadRestored)).toBeTruthy();
    expect((await pendingOperation(environment, SCREEN)).request.variables).toEqual(before);
  });

  it('offers the cancel action exactly on the leads the api says the viewer may cancel (Lead.canCancel, issue 26)', async () => {
    const { environment } = renderList('/manage/leads', 'regular');
    // The api answers per lead for this viewer: lead 2 yes, leads 1 and 3 no (whatever the browser would guess).
    await answerList(environment, { totalLeads: 3, assigneeOf: () => 11, canCancelOf: (n) => n === 2 });
    await screen.findByRole('link', { name: 'Lead 1' });
    expect(screen.getByRole('button', { name: cancelLeadTexts.openFor('Lead 2') })).toBeTruthy();
    expect(screen.queryByRole('button', { name: cancelLeadTexts.openFor('Lead 1') })).toBeNull();
    expect(screen.queryByRole('button', { name: cancelLeadTexts.openFor('Lead 3') })).toBeNull();
  });

  it('a refused cancel shows the message in the dialog and keeps the row and the reason', async () => {
    const { environment } = renderList('/manage/leads');
    await answerList(environment);
    fireEvent.click(screen.getByRole('button', { name: cancelLeadTexts.openFor('Lead 1') }));
    const dialog = await screen.findByRole('alertdialog');
    fireEvent.change(within(dialog).getByRole('combobox', { name: /Reason/ }), { target: { value: 'No response' } });
    fireEvent.click(within(dialog).getByRole('button', { name: cancelLeadTexts.confirm }));
    const mutation = await pendingOperation(environment, 'useLeadLifecycleCancelMutation');
    await act(async () => {
      environment.mock.resolve(mutation as never, { data: { cancelLead: { message: null, lead: null, userErrors: [{ field: null, messages: ['Not yours.'] }] } } } as never);
    });
    expect(await within(dialog).findByText('Not yours.')).toBeTruthy();
    expect((within(dialog).getByRole('combobox', { name: /Reason/ }) as HTMLSelectElement).value).toBe('No response');
    expect(screen.getByRole('link', { name: 'Lead 1', hidden: true })).toBeTruthy();
    expect(environment.mock.getAllOperations().some((op: OperationDescriptor) => op.request.node.params.name === SCREEN)).toBe(false);
  });

  it('Show: Cancelled lists cancelled leads (state in the URL and the query) with a chip and Restore', async () => {
    const { environment, router } = renderList('/manage/leads');
    await answerList(environment);
    fireEvent.change(screen.getByRole('combobox', { name: text.show }), { target: { value: 'CANCELLED' } });
    await waitFor(() => expect(router.state.location.search).toBe('?state=cancelled'));
    const variables = await answerList(environment, { cancelledOf: () => true });
    expect(variables).toMatchObject({ state: 'CANCELLED' });
    expect(screen.getAllByText(cancelLeadTexts.cancelledChip, { selector: 'span' }).length).toBe(3);
    expect(screen.queryByRole('button', { name: cancelLeadTexts.openFor('Lead 1') })).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: cancelLeadTexts.restoreFor('Lead 1') }));
    const restore = await pendingOperation(environment, 'useLeadLifecycleRestoreMutation');
    await act(async () => {
      environment.mock.resolve(restore as never, { data: { restoreLead: { message: success.leadRestored, userErrors: [], lead: { id: 'lead-1', updated: '2026-11-26T10:00:01.000Z', cancellation: null } } } } as never);
    });
    expect(await screen.findByText(success.leadRestored)).toBeTruthy();
    expect((await pendingOperation(environment, SCREEN)).request.variables).toMatchObject({ state: 'CANCELLED' });
  });

  it('bulk: selected rows are cancelled with one reason; leads left alone are named with why; the list reloads', async () => {
    const { environment } = renderList('/manage/leads');
    const before = await answerList(environment);
    fireEvent.click(screen.getByRole('checkbox', { name: bulkTexts.selectLead('Lead 1') }));
    fireEvent.click(screen.getByRole('checkbox', { name: bulkTexts.selectLead('Lead 3') }));
    expect(screen.getByText(bulkTexts.selected(2))).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: bulkTexts.cancelSelected }));
    const dialog = await screen.findByRole('alertdialog');
    expect(dialog.textContent).toContain(bulkTexts.cancelIntro(2));
    fireEvent.change(within(dialog).getByRole('combobox', { name: /Reason/ }), { target: { value: 'Duplicate lead' } });
    fireEvent.click(within(dialog).getByRole('button', { name: cancelLeadTexts.confirm }));
    const mutation = await pendingOperation(environment, 'useBulkLeadsCancelMutation');
    expect(mutation.request.variables).toEqual({ ids: ['lead-1', 'lead-3'], reason: 'Duplicate lead' });
    await act(async () => {
      environment.mock.resolve(mutation as never, { data: { bulkCancelLeads: { message: '1 lead cancelled.', doneLeadIds: ['lead-1'], refused: [{ leadId: 'lead-3', message: 'This lead is already cancelled.' }], userErrors: [] } } } as never);
    });
    expect(await screen.findByText('Lead 3: This lead is already cancelled.')).toBeTruthy();
    expect((await pendingOperation(environment, SCREEN)).request.variables).toEqual(before);
  });

  it('bulk reassign is for admins: a regular user gets Cancel leads only', async () => {
    const { environment } = renderList('/manage/leads', 'regular');
    await answerList(environment, { assigneeOf: () => 11 });
    fireEvent.click(screen.getByRole('checkbox', { name: bulkTexts.selectPage }));
    expect(screen.getByText(bulkTexts.selected(3))).toBeTruthy();
    expect(screen.getByRole('button', { name: bulkTexts.cancelSelected })).toBeTruthy();
    expect(screen.queryByRole('button', { name: bulkTexts.reassignSelected })).toBeNull();
  });

  it('the column chooser hides a column and remembers it for this user', async () => {
    localStorage.clear();
    const first = renderList('/manage/leads');
    await answerList(first.environment);
    expect(screen.getByRole('columnheader', { name: /Address/ })).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: bulkTexts.columnsLabel }));
    fireEvent.click(await screen.findByRole('menuitemcheckbox', { name: text.columns.address }));
    await waitFor(() => expect(screen.queryByRole('columnheader', { name: /Address/ })).toBeNull());
    expect(screen.queryByText('1 Main St, Fresno, CA 93721')).toBeNull();
    expect(JSON.parse(localStorage.getItem(`portal.leadColumns.${viewers.orgAdmin.databaseId}`) ?? '[]').sort()).toEqual(['address', 'dealValue', 'expectedClose', 'location']);
    localStorage.clear();
  });

  // Issue 26: raw coordinates were a default column; they are one the user can ask for. So are the
  // expected close and the deal value (beside the spec's columns they overflowed 1366 px).
  it('hides the coordinates column until the user asks for it; a choice made is kept as made', async () => {
    localStorage.clear();
    const first = renderList('/manage/leads');
    await answerList(first.environment);
    expect(screen.getByRole('columnheader', { name: /Address/ })).toBeTruthy();
    for (const hidden of [text.columns.location, text.columns.expectedClose, text.columns.dealValue]) {
      expect(screen.queryByRole('columnheader', { name: hidden })).toBeNull();
    }
    fireEvent.click(screen.getByRole('button', { name: bulkTexts.columnsLabel }));
    fireEvent.click(await screen.findByRole('menuitemcheckbox', { name: text.columns.location }));
    await waitFor(() => expect(screen.getByRole('columnheader', { name: text.columns.location })).toBeTruthy());
    expect(JSON.parse(localStorage.getItem(`portal.leadColumns.${viewers.orgAdmin.databaseId}`) ?? 'null')).toEqual(['expectedClose', 'dealValue']);
    localStorage.clear();
  });

  it('saved views: the menu lists them when opened; one opens the list as saved, with its columns; the current one is saved by name', async () => {
    localStorage.clear();
    const { environment, router } = renderList('/manage/leads?search=barn&page=3');
    await answerList(environment);
    fireEvent.click(screen.getByRole('button', { name: viewTexts.views }));
    const views = await pendingOperation(environment, 'SavedViewsQuery');
    await act(async () => {
      environment.mock.resolve(views as never, { data: { viewer: { id: viewers.orgAdmin.id, leadViews: [{ id: 'LeadView:4', name: 'Lost this month', query: 'state=cancelled&order=asc__name', hiddenColumns: ['created'] }] } } } as never);
    });
    fireEvent.click(await screen.findByRole('menuitem', { name: 'Lost this month' }));
    await waitFor(() => expect(router.state.location.search).toBe('?state=cancelled&order=asc__name'));
    expect(JSON.parse(localStorage.getItem(`portal.leadColumns.${viewers.orgAdmin.databaseId}`) ?? '[]')).toEqual(['created']);
    await answerList(environment);
    await waitFor(() => expect(screen.queryByRole('columnheader', { name: /Created/ })).toBeNull());

    fireEvent.click(screen.getByRole('button', { name: viewTexts.views }));
    fireEvent.click(await screen.findByRole('menuitem', { name: viewTexts.saveCurrent }));
    const dialog = await screen.findByRole('dialog', { name: viewTexts.saveTitle });
    fireEvent.click(within(dialog).getByRole('button', { name: viewTexts.save }));
    expect(await within(dialog).findByText(viewTexts.nameRequired)).toBeTruthy();
    fireEvent.change(within(dialog).getByRole('textbox', { name: /View name/ }), { target: { value: 'Lost, by name' } });
    fireEvent.click(within(dialog).getByRole('button', { name: viewTexts.save }));
    const save = await pendingOperation(environment, 'SavedViewsSaveMutation');
    expect(save.request.variables).toEqual({ input: { name: 'Lost, by name', query: 'state=cancelled&order=asc__name', hiddenColumns: ['created'] } });
    await act(async () => {
      environment.mock.resolve(save as never, { data: { saveLeadView: { message: 'View saved.', view: { id: 'LeadView:5', name: 'Lost, by name' }, viewer: { id: viewers.orgAdmin.id, leadViews: [] }, userErrors: [] } } } as never);
    });
    expect(await screen.findByText('View saved.')).toBeTruthy();
    localStorage.clear();
  });

  it('quick preview: a row opens the lead\'s header, figures, next step and last activity in a drawer, without leaving the list', async () => {
    const { environment, router } = renderList('/manage/leads');
    await answerList(environment);
    fireEvent.click(screen.getByRole('button', { name: previewTexts.previewFor('Lead 2') }));
    const operation = await pendingOperation(environment, 'LeadPreviewDrawerQuery');
    expect(operation.request.variables).toEqual({ databaseId: 2, activity: 3 });
    await act(async () => {
      environment.mock.resolve(operation as never, MockPayloadGenerator.generate(operation, {
        Lead: () => ({
          id: 'lead-2', databaseId: 2, name: 'Lead 2', stage: 'MARKETING_PROPOSAL', stageLabel: leadEnums.stages[1], reachedStages: ['LEAD_CREATED', 'MARKETING_PROPOSAL'],
          address: '2 Main St', organizationName: 'Sunrise Solar Partners', associatedUserName: 'Uma Patel', isProposalsLocked: false, cancellation: null,
          dealFigures: null, proposals: [], agreements: [],
        }),
        LeadActivityConnection: () => ({ edges: [{ node: { id: 'a1', at: '2026-11-26T10:00:00.000Z', action: 'CREATED', actor: 'Uma Patel', fields: [] } }] }),
      }) as never);
    });
    const drawer = await screen.findByTestId('lead-quick-view');
    expect(drawer.textContent).toContain('Lead 2');
    expect(drawer.textContent).toContain('Uma Patel');
    // The next step (upload bills) opens the lead on Documents with bills chosen.
    expect(within(drawer).getByRole('link', { name: /Upload utility bills/ }).getAttribute('href')).toBe('/manage/leads/2#documents/bills');
    expect(router.state.location.pathname).toBe('/manage/leads');
  });

  it('no lead yet: a call to action to the intake form', async () => {
    const { environment } = renderList('/manage/leads');
    await answerList(environment, { totalLeads: 0 });
    expect((await screen.findByRole('link', { name: text.addFirstLead })).getAttribute('href')).toBe('/manage/intake-form');
    expect(screen.queryByRole('table')).toBeNull();
  });

  it('no match for the filters: clear them', async () => {
    const { environment, router } = renderList('/manage/leads?lead_status=6&search=zzz');
    await answerList(environment, { totalLeads: 0 });
    expect(await screen.findByText(text.noResultsTitle)).toBeTruthy();
    const buttons = screen.getAllByRole('button', { name: text.clearFilters });
    fireEvent.click(buttons[buttons.length - 1]);
    await waitFor(() => expect(router.state.location.search).toBe(''));
    const variables = await answerList(environment);
    expect(variables).toMatchObject({ search: null, stages: null });
  });

  it('has a New lead button to the intake form', async () => {
    const { environment } = renderList('/manage/leads');
    await answerList(environment);
    expect(screen.getByRole('link', { name: text.newLead }).getAttribute('href')).toBe('/manage/intake-form');
  });
});

// Issue 11: the list could be locked in an error state by an inverted Updated range or a search
// over the api's limit, showing a developer message naming the operation until a reload.
describe('lead list: bad input cannot lock it', { timeout: 60_000 }, () => {
  const RELAY_MESSAGE = 'No data returned for operation `LeadListScreenQuery`, got error(s):\nEnsure this field has no more than 200 characters.';

  async function failList(environment: MockEnvironment) {
    const operation = await pendingOperation(environment, SCREEN);
    await act(async () => {
      environment.mock.reject(operation as never, new Error(RELAY_MESSAGE));
    });
  }

  it('the range picker cannot invert: an end picked past the other swaps them', async () => {
    const { environment, router } = renderList('/manage/leads?updated=2025-03-01%2C2025-03-31');
    await answerList(environment);
    const from = screen.getByLabelText(text.updatedFrom) as HTMLInputElement;
    expect(from.max).toBe('2025-03-31');
    expect((screen.getByLabelText(text.updatedTo) as HTMLInputElement).min).toBe('2025-03-01');
    fireEvent.change(from, { target: { value: '2025-04-15' } });
    const variables = await answerList(environment);
    expect([variables.updatedFrom, variables.updatedTo]).toEqual(['2025-03-31', '2025-04-15']);
    expect(search(router).get('updated')).toBe('2025-03-31,2025-04-15');
  });

  it('both ends of the range and two statuses picked while the list loads all stay (CI, busy machine)', async () => {
    const { environment, router } = renderList('/manage/leads');
    await answerList(environment);
    // Nothing is answered in between: the screen still renders the state before each change.
    fireEvent.change(screen.getByLabelText(text.updatedTo), { target: { value: '2025-01-01' } });
    await waitFor(() => expect(search(router).get('updated')).toBe(',2025-01-01'));
    fireEvent.change(screen.getByLabelText(text.updatedFrom), { target: { value: '2025-06-01' } });
    await waitFor(() => expect(search(router).get('updated')).toBe('2025-01-01,2025-06-01'));
    fireEvent.click(screen.getByRole('button', { name: text.filterBy(text.leadStatus, 0) }));
    fireEvent.click(await screen.findByRole('menuitemcheckbox', { name: leadEnums.stages[2] }));
    await waitFor(() => expect(search(router).get('lead_status')).toBe('2'));
    fireEvent.click(await screen.findByRole('menuitemcheckbox', { name: leadEnums.stages[4] }));
    await waitFor(() => expect(search(router).getAll('lead_status').join()).toMatch(/2.*4/));
    expect(search(router).get('updated')).toBe('2025-01-01,2025-06-01');
  });

  it("the search input has the api's maxLength, and a longer paste is cut to it", async () => {
    const { environment, router } = renderList('/manage/leads');
    await answerList(environment);
    const input = screen.getByRole('searchbox', { name: text.search }) as HTMLInputElement;
    expect(input.maxLength).toBe(LEAD_SEARCH_MAX);
    fireEvent.change(input, { target: { value: 'x'.repeat(300) } });
    expect(input.value).toHaveLength(LEAD_SEARCH_MAX);
    const variables = await answerList(environment);
    expect(variables.search).toHaveLength(LEAD_SEARCH_MAX);
    expect(search(router).get('search')).toHaveLength(LEAD_SEARCH_MAX);
  });

  it('a hand-typed address with an inverted range and a 300-character search sends neither', async () => {
    const { environment } = renderList(`/manage/leads?updated=2025-05-01%2C2025-01-01&search=${'q'.repeat(300)}`);
    const variables = await answerList(environment);
    expect([variables.updatedFrom, variables.updatedTo]).toEqual(['2025-01-01', '2025-05-01']);
    expect(variables.search).toHaveLength(LEAD_SEARCH_MAX);
  });

  it('a failed list shows the §8 text, never the operation or the raw error, and "Try again" fetches again', async () => {
    const { environment } = renderList('/manage/leads');
    await failList(environment);
    expect(await screen.findByText(errors.generic)).toBeTruthy();
    expect(document.body.textContent).not.toMatch(/LeadListScreenQuery|No data returned|operation/);
    fireEvent.click(screen.getByRole('button', { name: shell.retry }));
    await answerList(environment, { totalLeads: 3 });
    expect(await screen.findByRole('table')).toBeTruthy();
    expect(screen.queryByText(errors.generic)).toBeNull();
  });

  it('a failed list clears when the user navigates (a link, back), without a reload', async () => {
    const { environment, router } = renderList('/manage/leads?search=first');
    await failList(environment);
    expect(await screen.findByText(errors.generic)).toBeTruthy();
    await act(async () => { await router.navigate('/manage/leads'); });
    await answerList(environment, { totalLeads: 3 });
    expect(await screen.findByRole('table')).toBeTruthy();
    expect(screen.queryByText(errors.generic)).toBeNull();

    // Back to a list already fetched: it shows again, from the store.
    await act(async () => { await router.navigate('/manage/leads?search=second'); });
    await failList(environment);
    expect(await screen.findByText(errors.generic)).toBeTruthy();
    await act(async () => { await router.navigate(-1); });
    expect(await screen.findByRole('table')).toBeTruthy();
    expect(screen.queryByText(errors.generic)).toBeNull();
  });
});
