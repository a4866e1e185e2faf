import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { OperationDescriptor } from 'relay-runtime';
import { MockPayloadGenerator } from 'relay-test-utils';
import { describe, expect, it } from 'vitest';
import { visibleNavGroups } from '../../../components/layout/navItems';
import { access } from '../../../messages';
import { renderRoute, type MockEnvironment } from '../../../test/renderRoute';
import { viewers } from '../../../test/viewers';
import { nameProblem } from './DetailsCard';
import { organizationTexts as text } from './texts';

function renderAs(viewer: object, path: string) {
  return renderRoute(path, (environment) =>
    environment.mock.queueOperationResolver((operation) =>
      operation.request.node.params.name === 'ViewerProviderQuery' ? MockPayloadGenerator.generate(operation, { Viewer: () => viewer }) : null,
    ));
}

const pending = (environment: MockEnvironment, name: string) =>
  environment.mock.getAllOperations().filter((op) => op.request.node.params.name === name) as OperationDescriptor[];

async function answer(environment: MockEnvironment, name: string, resolvers: Parameters<typeof MockPayloadGenerator.generate>[1], match?: (v: Record<string, unknown>) => boolean) {
  let operation: OperationDescriptor | undefined;
  await waitFor(() => {
    operation = pending(environment, name).find((op) => !match || match(op.request.variables));
    if (!operation) throw new Error(`${name} is not pending`);
  }, { timeout: 8000 });
  await act(async () => {
    environment.mock.resolve(operation as never, MockPayloadGenerator.generate(operation!, resolvers) as never);
  });
  return operation!.request.variables;
}

const ORGS = [
  { name: 'Keystone EPC Builders', businessType: 'EPC_MEMBER', status: 'ACTIVE', membersCount: 4, leadsCount: 12, databaseId: 2 },
  { name: 'Closed Solar', businessType: 'SALES_AFFILIATE', status: 'DEACTIVATED', membersCount: 1, leadsCount: 0, databaseId: 3 },
];

describe('Organizations screen (issue 26)', () => {
  it('lists organizations with counts and status, and searches by name after a pause', async () => {
    const { environment } = renderAs(viewers.superAdmin, '/manage/organizations');
    let n = 0;
    const first = await answer(environment, 'OrganizationsScreenQuery', {
      ManagedOrganizationConnection: () => ({ totalCount: 2, edges: ORGS.map(() => ({})) }),
      PageInfo: () => ({ page: 1, pageSize: 10 }),
      ManagedOrganization: () => ({ ...ORGS[n++], logo: null }),
    });
    expect(first).toEqual({ search: null, status: null, orderBy: 'NAME', page: 1, pageSize: 10 });
    const table = await screen.findByRole('table', { name: text.table });
    const rows = within(table).getAllByRole('row');
    expect(within(rows[1]).getByRole('link', { name: 'Keystone EPC Builders' }).getAttribute('href')).toBe('/manage/organizations/2');
    expect(within(rows[1]).getByText(text.businessTypes.EPC_MEMBER)).toBeTruthy();
    expect(within(rows[2]).getByText(text.status.DEACTIVATED)).toBeTruthy();

    fireEvent.change(screen.getByRole('searchbox', { name: text.searchLabel }), { target: { value: '  key ' } });
    const searched = await answer(environment, 'OrganizationsScreenQuery', {
      ManagedOrganizationConnection: () => ({ totalCount: 0, edges: [] }), PageInfo: () => ({ page: 1, pageSize: 10 }),
    }, (v) => v.search === 'key');
    expect(searched).toMatchObject({ search: 'key', page: 1 });
    expect(await screen.findByText(text.noMatchTitle)).toBeTruthy();

    fireEvent.change(screen.getByRole('combobox', { name: text.statusLabel }), { target: { value: 'DEACTIVATED' } });
    await answer(environment, 'OrganizationsScreenQuery', {}, (v) => v.status === 'DEACTIVATED');
  }, 20_000);

  it('is closed to org admins (the page and the navigation entry)', async () => {
    renderAs(viewers.orgAdmin, '/manage/organizations/2');
    expect(await screen.findByText(access.deniedTitle, {}, { timeout: 8000 })).toBeTruthy();
    const labels = (v: object) => visibleNavGroups(v as never).flatMap((g) => g.items.map((i) => i.label));
    expect(labels(viewers.orgAdmin)).not.toContain(text.nav);
    expect(labels(viewers.superAdmin)).toContain(text.nav);
  }, 20_000);

  it('says so when the organization does not exist', async () => {
    const { environment } = renderAs(viewers.superAdmin, '/manage/organizations/999');
    const variables = await answer(environment, 'OrganizationScreenQuery', { Query: () => ({ managedOrganization: null }) });
    expect(variables).toEqual({ databaseId: 999 });
    expect(await screen.findAllByText(text.notFoundTitle)).not.toHaveLength(0);
  }, 20_000);

  it('refuses a blank name before sending, and states what deactivating does before doing it', async () => {
    const { environment } = renderAs(viewers.superAdmin, '/manage/organizations/2');
    await answer(environment, 'OrganizationScreenQuery', {
      ManagedOrganization: () => ({ id: 'MO2', databaseId: 2, name: 'Keystone EPC Builders', status: 'ACTIVE', hasSuperAdmins: false, businessType: 'EPC_MEMBER', membersCount: 4, leadsCount: 12, logo: null, history: [] }),
    });
    const heading = await screen.findByRole('heading', { level: 1, name: 'Keystone EPC Builders' });
    expect(heading).toBeTruthy();
    const form = screen.getByRole('form', { name: text.detailsHeading });
    fireEvent.change(within(form).getByRole('textbox', { name: new RegExp(text.name) }), { target: { value: '   ' } });
    fireEvent.click(within(form).getByRole('button', { name: text.save }));
    expect(await within(form).findByText(text.nameRequired)).toBeTruthy();
    expect(pending(environment, 'OrganizationsUpdateMutation')).toHaveLength(0);

    fireEvent.click(screen.getByRole('button', { name: text.deactivate }));
    const dialog = await screen.findByRole('alertdialog');
    for (const line of text.deactivateWhat) expect(within(dialog).getByText(line)).toBeTruthy();
    fireEvent.change(within(dialog).getByRole('textbox'), { target: { value: 'Contract ended' } });
    fireEvent.click(within(dialog).getByRole('button', { name: text.confirmDeactivate }));
    const sent = await answer(environment, 'OrganizationsDeactivateMutation', {
      ManagedOrganizationPayload: () => ({ message: 'Keystone EPC Builders is deactivated.', userErrors: [] }),
      ManagedOrganization: () => ({ id: 'MO2', status: 'DEACTIVATED', name: 'Keystone EPC Builders' }),
    });
    expect(sent).toEqual({ input: { id: 'MO2', reason: 'Contract ended' } });
    expect(await screen.findByRole('button', { name: text.reactivate })).toBeTruthy();
  }, 20_000);

  it('offers no deactivation for an organization with super admins (the operators\' own), and says why', async () => {
    const { environment } = renderAs(viewers.superAdmin, '/manage/organizations/1');
    await answer(environment, 'OrganizationScreenQuery', {
      ManagedOrganization: () => ({ id: 'MO1', databaseId: 1, name: 'Portal Operations', status: 'ACTIVE', hasSuperAdmins: true, history: [] }),
    });
    expect(await screen.findByText(text.ownOrganization)).toBeTruthy();
    expect(screen.queryByRole('button', { name: text.deactivate })).toBeNull();
  }, 20_000);

  it('checks names as the api does', () => {
    expect(nameProblem('  ')).toBe(text.nameRequired);
    expect(nameProblem('a\u0000b')).toBe(text.nameControl);
    expect(nameProblem('Two\nlines')).toBe(text.nameControl);
    expect(nameProblem(' Sunrise ')).toBeNull();
  });
});
