import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { OperationDescriptor } from 'relay-runtime';
import { MockPayloadGenerator } from 'relay-test-utils';
import { describe, expect, it } from 'vitest';
import { renderRoute, type MockEnvironment } from '../../test/renderRoute';
import { viewers } from '../../test/viewers';
import { taskTexts as t } from './texts';
import { localToday } from './today';

function renderTasks(path = '/user/tasks') {
  return renderRoute(path, (environment) =>
    environment.mock.queueOperationResolver((operation) =>
      operation.request.node.params.name === 'ViewerProviderQuery'
        ? MockPayloadGenerator.generate(operation, { Viewer: () => viewers.regular })
        : null,
    ));
}

async function pending(environment: MockEnvironment, name: string, where: (op: OperationDescriptor) => boolean = () => true): Promise<OperationDescriptor> {
  let found: OperationDescriptor | undefined;
  await waitFor(() => {
    found = environment.mock.getAllOperations().find((op) => op.request.node.params.name === name && where(op as OperationDescriptor)) as OperationDescriptor | undefined;
    if (!found) throw new Error(`${name} is not pending`);
  }, { timeout: 20_000 });
  return found!;
}

async function resolve(environment: MockEnvironment, operation: OperationDescriptor, resolvers: Parameters<typeof MockPayloadGenerator.generate>[1]) {
  await act(async () => {
    environment.mock.resolve(operation as never, MockPayloadGenerator.generate(operation, { Viewer: () => ({ id: viewers.regular.id }), ...resolvers }) as never);
  });
}

const task = (id: string, over: Record<string, unknown> = {}) => ({
  id, kind: 'CALL', dueDate: localToday(), dueTime: '09:30', note: `Call about ${id}`, done: false, leadName: 'Fresno Cold Storage', leadDatabaseId: 7,
  viewerCanChange: true, assignee: { userId: viewers.regular.id, name: 'Rae Regular' }, ...over,
});

describe('My tasks', { timeout: 60_000 }, () => {
  it('shows overdue, today, upcoming and done lists with the due count beside the bell, and marks a task done', async () => {
    const { environment } = renderTasks();
    const counts = await pending(environment, 'TasksScreenQuery');
    expect(counts.request.variables.today).toBe(localToday());
    await resolve(environment, counts, { LeadTaskConnection: () => ({ totalCount: 1 }) });

    for (const [view, item] of [['OVERDUE', task('T1', { dueDate: '2026-01-05', note: 'Send the PPA' })], ['TODAY', task('T2')], ['UPCOMING', task('T3', { dueDate: '2099-01-01' })], ['DONE', task('T4', { done: true })]] as const) {
      const op = await pending(environment, 'TaskSectionQuery', (o) => o.request.variables.view === view);
      await resolve(environment, op, { LeadTaskConnection: () => ({ totalCount: 1, edges: [{}] }), LeadTask: () => item });
    }
    const due = await pending(environment, 'TasksDueLinkQuery');
    await resolve(environment, due, { LeadTaskConnection: () => ({ totalCount: 2 }) });

    expect(await screen.findByRole('heading', { name: t.title, level: 1 })).toBeTruthy();
    expect(within(screen.getByTestId('tasks-overdue')).getByText('Send the PPA')).toBeTruthy();
    expect(within(screen.getByTestId('tasks-done')).getByTestId('task-undo')).toBeTruthy();
    expect(screen.getByTestId('tasks-due-count').textContent).toBe('2');
    expect(screen.getByTestId('tasks-due-link').getAttribute('aria-label')).toBe(t.bellDue(2));
    const lead = within(screen.getByTestId('tasks-today')).getByRole('link', { name: 'Fresno Cold Storage' });
    expect(lead.getAttribute('href')).toBe('/manage/leads/7');

    fireEvent.click(within(screen.getByTestId('tasks-today')).getByRole('button', { name: t.markDone(`${t.kinds.CALL}: Call about T2`) }));
    const done = await pending(environment, 'taskMutationsDoneMutation');
    expect(done.request.variables).toEqual({ id: 'T2', done: true });
  });

  it('says what to do when there are no tasks', async () => {
    const { environment } = renderTasks();
    await resolve(environment, await pending(environment, 'TasksScreenQuery'), { LeadTaskConnection: () => ({ totalCount: 0 }) });
    expect(await screen.findByText(t.emptyTitle)).toBeTruthy();
    expect(screen.getByRole('link', { name: t.goToLeads }).getAttribute('href')).toBe('/manage/leads');
  });
});
