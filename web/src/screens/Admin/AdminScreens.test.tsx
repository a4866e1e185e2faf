import { act, screen, waitFor, within } from '@testing-library/react';
import type { OperationDescriptor } from 'relay-runtime';
import { MockPayloadGenerator } from 'relay-test-utils';
import { describe, expect, it } from 'vitest';
import { agreementRowTexts, signedDocumentTexts } from '../../components/agreements/texts';
import { tableTexts } from '../../components/table/texts';
import { renderRoute, type MockEnvironment } from '../../test/renderRoute';
import { viewers } from '../../test/viewers';
import { API_LIMITS } from '../../validation/limits';
import { POLL_MS } from './shared/usePollWhile';
import { adminTexts } from './texts';
import { INVITE_NAME_MAX, inviteManageTexts } from './Invite/texts';

const text = adminTexts;

function renderAsSuperAdmin(path: string) {
  return renderRoute(path, (environment) =>
    environment.mock.queueOperationResolver((operation) =>
      operation.request.node.params.name === 'ViewerProviderQuery'
        ? MockPayloadGenerator.generate(operation, { Viewer: () => viewers.superAdmin })
        : null,
    ));
}

const pending = (environment: MockEnvironment, name: string) =>
  environment.mock.getAllOperations().filter((op) => op.request.node.params.name === name) as OperationDescriptor[];

/** Waits (lazy chunks on a busy machine) for the operation `name`, answers it with `resolvers`, returns its variables. */
async function answer(environment: MockEnvironment, name: string, resolvers: Parameters<typeof MockPayloadGenerator.generate>[1], timeout = 8000) {
  let operation: OperationDescriptor | undefined;
  await waitFor(() => {
    operation = pending(environment, name)[0];
    if (!operation) throw new Error(`${name} is not pending`);
  }, { timeout });
  await act(async () => {
    environment.mock.resolve(operation as never, MockPayloadGenerator.generate(operation!, resolvers) as never);
  });
  return operation!.request.variables;
}

describe('upload details', () => {
  it('reads the file id from the query string, pages 10 by default with 10/20/50 and a jumper, and opens New Lead with the address', async () => {
    const { environment } = renderAsSuperAdmin('/manage/prospect-now-bulk-enrichment/upload-details?id=7');
    const properties = [
      { address: '100 Main St, Fresno, CA 93721', placed: true, ownerType: 'PROPERTY_OWNER', propertyUse: 'Warehouse', buildingSize: 48250, totalAssessedValue: 3_250_000, businessName: 'Fresno Cold Co' },
      { address: '5 Elm Ave, Denver, CO 80202', placed: true, ownerType: null, propertyUse: null, buildingSize: null, totalAssessedValue: null, businessName: null },
      { address: 'not an address at all', placed: false, ownerType: null, propertyUse: null, buildingSize: null, totalAssessedValue: null, businessName: null },
    ];
    let n = 0;
    const variables = await answer(environment, 'AdminProspectDetailsScreenQuery', {
      ProspectBulkEnrichment: () => ({ name: 'Northeast prospects', status: 'COMPLETED', propertiesCount: 42 }),
      ProspectPropertyConnection: () => ({ totalCount: 42, edges: properties.map(() => ({})) }),
      PageInfo: () => ({ page: 1, pageSize: 10 }),
      ProspectProperty: () => properties[n++],
    });
    expect(variables).toEqual({ databaseId: 7, page: 1, pageSize: 10 });

    const table = await screen.findByRole('table', { name: text.details.table });
    const rows = within(table).getAllByRole('row');
    expect(within(rows[1]).getByText('$3,250,000')).toBeTruthy();
    expect(within(rows[1]).getByText('48,250')).toBeTruthy();
    expect(within(rows[2]).getAllByText('N/A')).toHaveLength(4);
    expect(within(rows[2]).getByRole('link', { name: text.details.newLeadFor(properties[1].address) })).toBeTruthy();
    // Issue 12: an address nobody can place says so, has no figures and offers no lead.
    expect(within(rows[3]).getByText(text.details.addressNotFound)).toBeTruthy();
    expect(within(rows[3]).getAllByText('N/A')).toHaveLength(4);
    expect(within(rows[3]).queryByRole('link')).toBeNull();

    const newLead = within(rows[1]).getByRole('link', { name: text.details.newLeadFor(properties[0].address) });
    const href = new URL(newLead.getAttribute('href')!, 'http://x');
    expect(href.pathname).toBe('/manage/intake-form');
    expect(href.searchParams.get('address')).toBe(properties[0].address);
    // Issue 26: the owner type by its label, and the facts enrichment found carried to the wizard.
    expect(within(rows[1]).getByText('Property Owner/Owner-User/Partner')).toBeTruthy();
    expect(within(rows[1]).queryByText('PROPERTY_OWNER')).toBeNull();
    expect(Object.fromEntries(href.searchParams)).toMatchObject({ ownerType: 'PROPERTY_OWNER', buildingUse: '1', buildingSize: '48250', businessName: 'Fresno Cold Co' });

    const sizes = screen.getByLabelText(tableTexts.pageSize) as HTMLSelectElement;
    expect(Array.from(sizes.options).map((o) => o.value)).toEqual(['10', '20', '50']);
    expect(screen.getByLabelText(tableTexts.goToPage)).toBeTruthy();
  }, 20_000);

  it('says what to do when no upload was chosen', async () => {
    renderAsSuperAdmin('/manage/prospect-now-bulk-enrichment/upload-details');
    expect(await screen.findByText(text.details.missingId, {}, { timeout: 8000 })).toBeTruthy();
  }, 20_000);
});

describe('bulk enrichment list', () => {
  it('reads the list again while a file is processing, and stops once none is', async () => {
    const { environment } = renderAsSuperAdmin('/manage/bulk-enrichment');
    const file = (status: string) => ({
      BulkEnrichmentConnection: () => ({ totalCount: 1, edges: [{}] }),
      PageInfo: () => ({ page: 1, pageSize: 10 }),
      BulkEnrichment: () => ({ id: 'B1', name: 'Central Valley', file: { name: 'abc.csv' }, status, submissionDate: '2025-03-07T10:00:00', requestedBy: { firstName: 'Sam', lastName: 'Sun' } }),
    });
    expect(await answer(environment, 'AdminBulkEnrichmentScreenQuery', file('PROCESSING'))).toEqual({ page: 1, pageSize: 10 });
    expect(await screen.findByText(text.enrichment.status.PROCESSING)).toBeTruthy();
    expect(screen.getByText('Sam Sun')).toBeTruthy();
    // The preview is addressed by the enrichment; the display name borrows the stored file's extension.
    const preview = new URL(screen.getByRole('link', { name: text.enrichment.openFile('Central Valley') }).getAttribute('href')!, 'http://x');
    expect(preview.pathname).toBe('/document-preview');
    expect(Object.fromEntries(preview.searchParams)).toEqual({ node: 'B1', file: 'file', filename: 'Central Valley.csv', back: '/manage/bulk-enrichment' });

    // The poll: the same query and variables, answered with the file completed.
    expect(await answer(environment, 'AdminBulkEnrichmentScreenQuery', file('COMPLETED'), POLL_MS + 3000)).toEqual({ page: 1, pageSize: 10 });
    expect(await screen.findByText(text.enrichment.status.COMPLETED)).toBeTruthy();

    await act(async () => { await new Promise((resolve) => setTimeout(resolve, POLL_MS + 700)); });
    expect(pending(environment, 'AdminBulkEnrichmentScreenQuery')).toHaveLength(0);
  }, 20_000);
});

describe('agreements list (super admins)', () => {
  it('shows status, sent date and recipient, and a row menu instead of a signing link (the api keeps only its hash)', async () => {
    const { environment } = renderAsSuperAdmin('/manage/agreements');
    const base = { superseded: false, signedDatetime: null, sentAt: '2026-01-01T10:00:00.000Z', viewedAt: null, voidedAt: null, voidedByName: null };
    const rows = [
      { ...base, id: 'Agreement:1', databaseId: 1, signed: false, status: 'VIEWED', viewedAt: '2026-01-02T10:00:00.000Z', agreementTypeLabel: 'LOI',
        recipient: { name: 'Grace Hopper', email: 'grace@example.com' }, leadName: 'Warehouse 1', lead: { databaseId: 5, name: 'Warehouse 1' } },
      { ...base, id: 'Agreement:2', databaseId: 2, signed: true, status: 'SIGNED', agreementTypeLabel: 'Clean Energy PPA', signedDatetime: '2026-01-02T03:04:05.000Z',
        recipient: { name: 'Alan Turing', email: null }, leadName: 'Warehouse 2', lead: { databaseId: 6, name: 'Warehouse 2' } },
    ];
    let n = 0;
    await answer(environment, 'AdminAgreementsScreenQuery', {
      AgreementConnection: () => ({ totalCount: 2, edges: rows.map(() => ({})) }),
      PageInfo: () => ({ page: 1, pageSize: 10 }),
      Agreement: () => rows[n++],
    });
    const table = await screen.findByRole('table', { name: text.agreements.table });
    for (const header of [text.agreements.columns.status, text.agreements.columns.sent, text.agreements.columns.recipient, text.agreements.columns.actions]) {
      expect(within(table).getByRole('columnheader', { name: header })).toBeTruthy();
    }
    expect(within(table).getByText(agreementRowTexts.status.VIEWED)).toBeTruthy();
    expect(within(table).getByText(agreementRowTexts.status.SIGNED)).toBeTruthy();
    expect(within(table).getByText('grace@example.com')).toBeTruthy();
    expect(within(table).getByText(agreementRowTexts.noEmail)).toBeTruthy();
    expect(within(table).getAllByText('01-01-2026').length).toBe(2);
    expect(within(table).getByRole('button', { name: agreementRowTexts.actionsFor(1) })).toBeTruthy();
    // Issue 26: a customer-signed agreement is countersigned (or voided) from its menu, and its signed PDF opens from the row.
    expect(within(table).getByRole('button', { name: agreementRowTexts.actionsFor(2) })).toBeTruthy();
    expect(within(table).getByRole('link', { name: signedDocumentTexts.openFor('Clean Energy PPA', 2) }).getAttribute('href')).toContain('file=signedPdf');
    expect(within(table).queryByText(/\/api\/agreement\/sign\//)).toBeNull();
  }, 20_000);
});

// Issue 11: the invite form's fields are bounded by the api's limits (the email was unbounded).
describe('invite user form', () => {
  it("mirrors the api's limits", async () => {
    const { environment } = renderAsSuperAdmin('/user/invite-user');
    await answer(environment, 'AdminInviteUserScreenQuery', { Viewer: () => viewers.superAdmin });
    const form = await screen.findByRole('textbox', { name: new RegExp(`^${text.invite.email}`) });
    expect((form as HTMLInputElement).maxLength).toBe(API_LIMITS.invite.email.maxLength);
    // Issue 26: first and last name (they prefill the invitee's sign-up), bounded as the api bounds them.
    for (const label of [inviteManageTexts.firstName, inviteManageTexts.lastName]) {
      expect((screen.getByRole('textbox', { name: new RegExp(`^${label}`) }) as HTMLInputElement).maxLength).toBe(INVITE_NAME_MAX);
    }
  });

  it('revokes an open invite after a confirmation and resends a revoked one, from the Invites table (issue 26)', async () => {
    const { environment } = renderAsSuperAdmin('/user/invite-user');
    const invite = (id: string, email: string, over: Record<string, unknown>) => ({
      id, email, name: 'Bo Li', type: 'USER', businessType: 'SALES_AFFILIATE', organizationName: 'Sunrise', organization: null, accepted: false, revoked: false, ...over,
    });
    await answer(environment, 'AdminInviteUserScreenQuery', {
      Viewer: () => viewers.superAdmin,
      InviteConnection: () => ({ totalCount: 3, pageInfo: { page: 1, pageSize: 10 }, edges: [
        { node: invite('Invite:1', 'open@x.test', {}) }, { node: invite('Invite:2', 'gone@x.test', { revoked: true }) }, { node: invite('Invite:3', 'done@x.test', { accepted: true }) },
      ] }),
    });
    const table = await screen.findByRole('table', { name: text.invite.table });
    const rows = within(table).getAllByRole('row');
    expect(within(rows[2]).getByText(inviteManageTexts.revoked)).toBeTruthy();
    expect(within(rows[3]).queryAllByRole('button')).toHaveLength(0); // accepted: nothing to do
    expect(screen.queryByRole('button', { name: inviteManageTexts.revokeFor('gone@x.test') }), rows[2].innerHTML).toBeNull();
    act(() => within(rows[1]).getByRole('button', { name: inviteManageTexts.revokeFor('open@x.test') }).click());
    const dialog = await screen.findByRole('alertdialog');
    act(() => within(dialog).getByRole('button', { name: inviteManageTexts.revoke }).click());
    await waitFor(() => expect(pending(environment, 'AdminRevokeInviteMutation')[0]?.request.variables).toEqual({ id: 'Invite:1' }));
    const revoke = pending(environment, 'AdminRevokeInviteMutation')[0];
    act(() => environment.mock.resolve(revoke, MockPayloadGenerator.generate(revoke, {
      InviteActionPayload: () => ({ message: 'Invite revoked: its link no longer works.', userErrors: [], invite: { id: 'Invite:1', revoked: true, accepted: false } }),
    })));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
    // The row now reads Revoked (the answer updated the store) and offers Resend only.
    await waitFor(() => expect(screen.queryByRole('button', { name: inviteManageTexts.revokeFor('open@x.test') })).toBeNull());
    act(() => screen.getByRole('button', { name: inviteManageTexts.resendFor('gone@x.test') }).click());
    await waitFor(() => expect(pending(environment, 'AdminResendInviteMutation')[0]?.request.variables).toEqual({ id: 'Invite:2' }));
  });
});
