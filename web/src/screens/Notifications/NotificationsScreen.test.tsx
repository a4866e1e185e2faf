import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { OperationDescriptor } from 'relay-runtime';
import { MockPayloadGenerator } from 'relay-test-utils';
import { describe, expect, it } from 'vitest';
import { renderRoute, type MockEnvironment } from '../../test/renderRoute';
import { viewers } from '../../test/viewers';
import { notificationTexts as text } from './texts';

const SCREEN = 'NotificationsContentQuery';
const BELL = 'NotificationBellQuery';
const MARK = 'useMarkNotificationsReadMutation';

/** The real route table; the viewer query is answered at once, everything else waits for the test. */
function renderNotifications(path = '/user/notifications') {
  return renderRoute(path, (environment) =>
    environment.mock.queueOperationResolver((operation) =>
      operation.request.node.params.name === 'ViewerProviderQuery'
        ? MockPayloadGenerator.generate(operation, { Viewer: () => viewers.regular })
        : null,
    ));
}

/** Like renderRoute's pendingOperation, with time for the lazy layout and screen chunks on a busy machine. */
async function pending(environment: MockEnvironment, name: string): Promise<OperationDescriptor> {
  let found: OperationDescriptor | undefined;
  await waitFor(() => {
    found = environment.mock.getAllOperations().find((op) => op.request.node.params.name === name) as OperationDescriptor | undefined;
    if (!found) throw new Error(`${name} is not pending`);
  }, { timeout: 20_000 }); // the first test also waits for the lazy layout and screen chunks to compile
  return found!;
}

/** Answers `name`; the viewer keeps its id, as the gateway's does, so the root viewer stays the signed-in one. */
async function resolve(environment: MockEnvironment, name: string, resolvers: Parameters<typeof MockPayloadGenerator.generate>[1]) {
  const operation = await pending(environment, name);
  await act(async () => {
    const payload = MockPayloadGenerator.generate(operation, { Viewer: () => ({ id: viewers.regular.id }), ...resolvers });
    environment.mock.resolve(operation as never, payload as never);
  });
  return operation;
}

const NOTES = [
  { id: 'N3', kind: 'LEAD_ASSIGNED', title: 'Lead assigned to you', body: 'Olga Sun assigned Fresno Cold Storage to you.', link: '/manage/leads/7', createdAt: '2026-03-04T09:05:00.000Z', read: false },
  { id: 'N2', kind: 'BULK_ENRICHMENT_FAILED', title: 'Bulk enrichment failed', body: 'List: no address column.', link: '/manage/bulk-enrichment', createdAt: '2026-03-03T10:00:00.000Z', read: false },
  { id: 'N1', kind: 'PROPOSAL_GENERATED', title: 'Proposal #4 generated', body: '', link: '/manage/leads/7', createdAt: '2026-03-02T10:00:00.000Z', read: true },
];

async function answerScreen(environment: MockEnvironment, notes = NOTES, totalCount = notes.length, unreadCount = notes.filter((n) => !n.read).length) {
  let i = 0;
  return resolve(environment, SCREEN, {
    NotificationConnection: () => ({ totalCount, unreadCount, edges: notes.map(() => ({})) }),
    Notification: () => notes[i++],
  });
}

const bell = () => screen.getByTestId('notification-bell');

describe('notifications page and header bell', { timeout: 60_000 }, () => {
  it('lists newest first with unread ones marked, and the bell shows the unread count', async () => {
    const { environment } = renderNotifications();
    const query = await answerScreen(environment);
    expect(query.request.variables).toEqual({ page: 1, pageSize: 10 });
    await resolve(environment, BELL, { NotificationConnection: () => ({ unreadCount: 2 }) });

    const list = await screen.findByRole('list', { name: text.listLabel }, { timeout: 8000 });
    const items = within(list).getAllByRole('listitem');
    expect(items.map((li) => within(li).getByRole('link').textContent)).toEqual([
      `${text.unread}: Lead assigned to you`, `${text.unread}: Bulk enrichment failed`, `${text.read}: Proposal #4 generated`,
    ]);
    expect(within(items[0]).getByRole('link').getAttribute('href')).toBe('/manage/leads/7');
    expect(within(items[0]).getByText('03-04-2026', { exact: false }).tagName).toBe('TIME');
    expect(items.map((li) => li.hasAttribute('data-unread'))).toEqual([true, true, false]);
    expect(within(items[2]).queryByTestId('unread-dot')).toBeNull();
    expect(screen.getByTestId('unread-summary').textContent).toBe(text.unreadSummary(2));
    expect(bell().getAttribute('aria-label')).toBe(text.bell(2));
    expect(screen.getByTestId('notification-count').textContent).toBe('2');
  });

  it('"Mark all as read" marks them, clears the bell and reloads the same page', async () => {
    const { environment } = renderNotifications('/user/notifications?page=2');
    const query = await answerScreen(environment, NOTES, 13);
    expect(query.request.variables).toEqual({ page: 2, pageSize: 10 });
    await resolve(environment, BELL, { NotificationConnection: () => ({ unreadCount: 2 }) });

    fireEvent.click(await screen.findByRole('button', { name: text.markAllRead }, { timeout: 8000 }));
    const mark = await pending(environment, MARK);
    expect(mark.request.variables).toEqual({ ids: null, all: true });
    await act(async () => {
      environment.mock.resolve(mark as never, { data: { markNotificationsRead: {
        unreadCount: 0, userErrors: [], notifications: [{ id: 'N3', read: true }, { id: 'N2', read: true }],
      } } } as never);
    });
    await waitFor(() => expect(bell().getAttribute('aria-label')).toBe(text.bell(0)));
    expect(screen.queryByTestId('notification-count')).toBeNull();
    expect(screen.getByTestId('unread-summary').textContent).toBe(text.unreadSummary(0));
    expect(screen.getAllByRole('listitem').every((li) => !li.hasAttribute('data-unread'))).toBe(true);
    expect(await screen.findByText(text.allMarkedRead)).toBeTruthy();
    // §4: the list reloads with the current page and size.
    const reload = await pending(environment, SCREEN);
    expect(reload.request.variables).toEqual({ page: 2, pageSize: 10 });
  });

  it('following an unread item marks it read at once and opens what it is about', async () => {
    const { environment, router } = renderNotifications();
    await answerScreen(environment);
    await resolve(environment, BELL, { NotificationConnection: () => ({ unreadCount: 2 }) });
    const link = (await screen.findByText('Bulk enrichment failed', {}, { timeout: 8000 })).closest('a')!;
    expect(link.textContent).toBe(`${text.unread}: Bulk enrichment failed`);
    fireEvent.click(link);
    const mark = await pending(environment, MARK);
    expect(mark.request.variables).toEqual({ ids: ['N2'], all: null });
    expect(router.state.location.pathname).toBe('/manage/bulk-enrichment');
    // Optimistic: the bell drops the count before the gateway answers.
    await waitFor(() => expect(bell().getAttribute('aria-label')).toBe(text.bell(1)));
  });

  it('says what will show up when there is nothing yet', async () => {
    const { environment } = renderNotifications();
    await answerScreen(environment, [], 0, 0);
    expect(await screen.findByText(text.emptyTitle, {}, { timeout: 8000 })).toBeTruthy();
    expect(screen.getByRole('link', { name: text.goToLeads }).getAttribute('href')).toBe('/manage/leads');
    expect(screen.queryByRole('button', { name: text.markAllRead })).toBeNull();
  });
});
