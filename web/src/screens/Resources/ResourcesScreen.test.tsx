import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { OperationDescriptor } from 'relay-runtime';
import { MockPayloadGenerator } from 'relay-test-utils';
import { describe, expect, it } from 'vitest';
import { success } from '../../messages';
import { renderRoute, type MockEnvironment } from '../../test/renderRoute';
import { viewers } from '../../test/viewers';
import { resourcesTexts as t } from './texts';

const SCREEN = 'ResourcesScreenQuery';
type Role = 'regular' | 'orgAdmin' | 'superAdmin';

function renderResources(path: string, role: Role) {
  return renderRoute(path, (environment) =>
    environment.mock.queueOperationResolver((operation) =>
      operation.request.node.params.name === 'ViewerProviderQuery'
        ? MockPayloadGenerator.generate(operation, { Viewer: () => viewers[role] })
        : null,
    ));
}

/** Every pending operation named `name` (a reload adds a second one). */
async function pendingAll(environment: MockEnvironment, name: string, count = 1): Promise<OperationDescriptor[]> {
  let found: OperationDescriptor[] = [];
  await waitFor(() => {
    found = environment.mock.getAllOperations().filter((op) => op.request.node.params.name === name) as OperationDescriptor[];
    if (found.length < count) throw new Error(`${name} is not pending`);
  }, { timeout: 8000 });
  return found;
}

async function answerList(environment: MockEnvironment, role: Role, totalCount = 12) {
  const [operation] = await pendingAll(environment, SCREEN);
  let n = 0;
  const payload = MockPayloadGenerator.generate(operation, {
    // The same viewer record as the app's (same id): a different one would replace it.
    Viewer: () => ({ ...viewers[role], isAdmin: false }),
    ResourceConnection: () => ({ totalCount, edges: [{}, {}], pageInfo: { pageCount: Math.ceil(totalCount / 10) } }),
    Resource: () => {
      n += 1;
      return { id: `R${n}`, name: `Guide ${n}`, file: { name: `Guide-${n}.pdf` }, format: 'PDF', created: '2025-03-07T09:05:00.000Z' };
    },
  });
  await act(async () => {
    environment.mock.resolve(operation as never, payload as never);
  });
  return operation.request.variables;
}

describe('resources', { timeout: 60_000 }, () => {
  it('lists name, file (opens the preview), format and MM-DD-YYYY date; regular users get no upload or delete', async () => {
    const { environment } = renderResources('/user/resources', 'regular');
    expect(await answerList(environment, 'regular')).toEqual({ page: 1, pageSize: 10 });
    const table = await screen.findByRole('table', { name: t.tableLabel });
    expect(within(table).getByText('Guide 1')).toBeTruthy();
    expect(within(table).getAllByText('PDF')).toHaveLength(2);
    expect(within(table).getAllByText('03-07-2025')).toHaveLength(2);
    const link = within(table).getByRole('link', { name: t.open('Guide-1.pdf') });
    const href = new URL(link.getAttribute('href')!, 'http://x');
    expect(href.pathname).toBe('/document-preview');
    expect(Object.fromEntries(href.searchParams)).toEqual({ node: 'R1', file: 'file', filename: 'Guide-1.pdf', back: '/user/resources' });
    expect(screen.queryByRole('button', { name: t.upload })).toBeNull();
    expect(screen.queryByRole('button', { name: t.delete('Guide 1') })).toBeNull();
  });

  it('an organization\'s admin (org admin, or user type Admin) gets no upload or delete: portal resources are for super admins to manage', async () => {
    const { environment } = renderResources('/user/resources', 'orgAdmin');
    const [operation] = await pendingAll(environment, SCREEN);
    const payload = MockPayloadGenerator.generate(operation, {
      Viewer: () => ({ ...viewers.orgAdmin, isAdmin: true }),
      ResourceConnection: () => ({ totalCount: 1, edges: [{}], pageInfo: { pageCount: 1 } }),
      Resource: () => ({ id: 'R1', name: 'Guide 1', file: { name: 'Guide-1.pdf' }, format: 'PDF', created: '2025-03-07T09:05:00.000Z' }),
    });
    await act(async () => {
      environment.mock.resolve(operation as never, payload as never);
    });
    const table = await screen.findByRole('table', { name: t.tableLabel });
    expect(within(table).getByText('Guide 1')).toBeTruthy();
    expect(screen.queryByRole('button', { name: t.upload })).toBeNull();
    expect(screen.queryByRole('button', { name: t.delete('Guide 1') })).toBeNull();
  });

  it('pages with page/pageSize, keeping them in the URL', async () => {
    const { environment, router } = renderResources('/user/resources', 'regular');
    await answerList(environment, 'regular');
    fireEvent.click(await screen.findByRole('button', { name: t.page(2) }));
    await waitFor(() => expect(router.state.location.search).toBe('?page=2'));
    const operations = await pendingAll(environment, SCREEN);
    expect(operations.at(-1)!.request.variables).toEqual({ page: 2, pageSize: 10 });
  });

  it('super admins delete after confirming: the spec toast, then the same page and size reload', async () => {
    const { environment } = renderResources('/user/resources?page=2&size=20', 'superAdmin');
    expect(await answerList(environment, 'superAdmin', 45)).toEqual({ page: 2, pageSize: 20 });
    expect(screen.getByRole('button', { name: t.upload })).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: t.delete('Guide 2') }));
    fireEvent.click(await screen.findByRole('button', { name: t.deleteConfirm }));
    const [deletion] = await pendingAll(environment, 'deleteResourceMutation');
    expect(deletion.request.variables).toEqual({ id: 'R2' });
    await act(async () => {
      environment.mock.resolve(deletion as never, { data: { deleteResource: { message: success.resourceDeleted, deletedResourceId: 'R2', userErrors: [] } } } as never);
    });
    expect(await screen.findByText(success.resourceDeleted)).toBeTruthy();
    const reloads = await pendingAll(environment, SCREEN);
    expect(reloads.at(-1)!.request.variables).toEqual({ page: 2, pageSize: 20 });
  });
});
