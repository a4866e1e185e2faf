import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { RelayEnvironmentProvider } from 'react-relay';
import type { Environment } from 'relay-runtime';
import { createMockEnvironment } from 'relay-test-utils';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { Provider } from '../../../../../components/ui/provider';
import { toaster } from '../../../../../components/ui/toaster';
import { answer } from '../../../../../test/renderRoute';
import { ShareProposalLinkDialog } from './ShareProposalLinkDialog';
import { PROPOSAL_MAIL_LIMITS, proposalLinkEmailTexts as et, proposalLinkTexts as t } from './texts';

afterEach(() => {
  vi.restoreAllMocks();
  act(() => toaster.remove());
});

const PROPOSAL = 'UHJvcG9zYWw6MTE';
const URL = `http://localhost/api/p/${'a'.repeat(64)}`;
const link = (over: Record<string, unknown> = {}) => ({
  id: 'UHJvcG9zYWxMaW5rOjQ', createdAt: '2026-01-02T03:04:05.000Z', expiresAt: '2026-02-01T03:04:05.000Z', revokedAt: null,
  lastViewedAt: null, viewCount: 0, status: 'ACTIVE', createdByName: 'Rita Rep', ...over,
});
const proposalWith = (links: unknown[]) => ({ node: { __typename: 'Proposal', id: PROPOSAL, links } });

function renderDialog() {
  const environment = createMockEnvironment();
  const onClose = vi.fn();
  render(
    <RelayEnvironmentProvider environment={environment as unknown as Environment}>
      <Provider>
        <ShareProposalLinkDialog proposalId={PROPOSAL} databaseId={11} open onClose={onClose} />
      </Provider>
    </RelayEnvironmentProvider>,
  );
  return { environment, onClose };
}

const click = (element: HTMLElement) => act(async () => { fireEvent.click(element); });

describe('Share web link dialog', () => {
  it('loads the proposal\'s links in its own query and shows status, expiry and views', async () => {
    const { environment } = renderDialog();
    const variables = await answer(environment, 'ShareProposalLinkDialogQuery', proposalWith([
      link({ id: 'UHJvcG9zYWxMaW5rOjY', status: 'REVOKED', revokedAt: '2026-01-03T00:00:00.000Z' }),
      link({ viewCount: 3, lastViewedAt: '2026-01-05T10:00:00.000Z' }),
      link({ id: 'UHJvcG9zYWxMaW5rOjc', status: 'EXPIRED', createdByName: null }),
    ]));
    expect(variables).toEqual({ id: PROPOSAL });
    const list = await screen.findByTestId('proposal-links');
    const items = within(list).getAllByRole('listitem');
    expect(items).toHaveLength(3);
    expect(within(items[0]).getByText(t.status.REVOKED)).toBeTruthy();
    expect(within(items[0]).queryByRole('button', { name: /revoke/i })).toBeNull();
    expect(within(items[1]).getByText(t.status.ACTIVE)).toBeTruthy();
    expect(items[1].textContent).toContain(t.views(3, '01-05-2026'));
    expect(within(items[1]).getByRole('button', { name: t.revokeFor('01-02-2026') })).toBeTruthy();
    expect(items[2].textContent).toContain(t.status.EXPIRED);
    expect(items[2].textContent).toContain(t.views(0, null));
  });

  it('creates a link with the chosen expiry and shows it once with Copy link', async () => {
    const { environment } = renderDialog();
    await answer(environment, 'ShareProposalLinkDialogQuery', proposalWith([]));
    expect(await screen.findByText(t.none)).toBeTruthy();
    await act(async () => { fireEvent.change(screen.getByLabelText(t.expiry), { target: { value: '7' } }); });
    await click(screen.getByRole('button', { name: t.create }));
    const variables = await answer(environment, 'proposalLinkMutationsCreateMutation', {
      createProposalLink: { url: URL, message: 'Proposal link created.', userErrors: [], proposal: { id: PROPOSAL, __typename: 'Proposal', links: [link()] } },
    });
    expect(variables).toEqual({ proposalId: PROPOSAL, expiresInDays: 7 });
    const field = await screen.findByTestId('proposal-link');
    expect((field as HTMLInputElement).value).toBe(URL);
    expect(screen.getByText(t.onceHint)).toBeTruthy();
    // The new link joins the list through the payload's proposal (no second query).
    await waitFor(() => expect(within(screen.getByTestId('proposal-links')).getAllByRole('listitem')).toHaveLength(1));
    const writeText = vi.fn().mockResolvedValue(undefined);
    Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });
    await click(screen.getByRole('button', { name: t.copy }));
    expect(writeText).toHaveBeenCalledWith(URL);
  });

  it('shows a refusal and keeps the form', async () => {
    const { environment } = renderDialog();
    await answer(environment, 'ShareProposalLinkDialogQuery', proposalWith([]));
    await click(await screen.findByRole('button', { name: t.create }));
    await answer(environment, 'proposalLinkMutationsCreateMutation', {
      createProposalLink: { url: null, message: null, proposal: null, userErrors: [{ field: null, messages: ['This lead is cancelled. Restore it to change it.'] }] },
    });
    expect(await screen.findByText('This lead is cancelled. Restore it to change it.')).toBeTruthy();
    expect(screen.queryByTestId('proposal-link')).toBeNull();
    expect(screen.getByRole('button', { name: t.create })).toBeTruthy();
  });

  it('revokes a link only after the confirmation', async () => {
    const { environment } = renderDialog();
    await answer(environment, 'ShareProposalLinkDialogQuery', proposalWith([link()]));
    await click(await screen.findByRole('button', { name: t.revokeFor('01-02-2026') }));
    const confirm = await screen.findByRole('alertdialog');
    expect(within(confirm).getByText(t.revokeText)).toBeTruthy();
    expect(environment.mock.getAllOperations().some((op) => op.request.node.params.name === 'proposalLinkMutationsRevokeMutation')).toBe(false);
    await click(within(confirm).getByRole('button', { name: t.revokeConfirm }));
    const variables = await answer(environment, 'proposalLinkMutationsRevokeMutation', {
      revokeProposalLink: { message: 'Proposal link revoked: it no longer opens.', userErrors: [], link: { id: link().id, status: 'REVOKED', revokedAt: '2026-01-06T00:00:00.000Z' } },
    });
    expect(variables).toEqual({ id: link().id });
    await waitFor(() => expect(within(screen.getByTestId('proposal-links')).getByText(t.status.REVOKED)).toBeTruthy());
    expect(within(screen.getByTestId('proposal-links')).queryByRole('button', { name: /revoke/i })).toBeNull();
  });
});

describe('the web link on the timeline', () => {
  it('names the customer for a first view and the rep for creating and revoking', async () => {
    const { describeEntry } = await import('../../../activity/ActivityTimeline');
    const base = { actor: null, fields: [], documentType: 'Preliminary', documentId: 11, pace: false, uploaded: false, fileName: null, fromUser: null, toUser: null,
      fromOrganization: null, toOrganization: null, stage: null, signerName: null, recipient: null, reason: null } as const;
    expect(describeEntry({ ...base, action: 'PROPOSAL_VIEWED' })).toEqual({ who: 'The customer', what: 'opened the web link to Preliminary proposal #11' });
    expect(describeEntry({ ...base, action: 'PROPOSAL_LINK_CREATED', actor: 'Rita Rep' }).what).toBe('shared a web link to Preliminary proposal #11');
    expect(describeEntry({ ...base, action: 'PROPOSAL_LINK_REVOKED', actor: 'Rita Rep' }).what).toBe('withdrew a web link to Preliminary proposal #11');
  });
});

describe('e-mailing the web link (issue 26)', () => {
  const recipient = (emails: string[]) => ({ node: { __typename: 'Proposal', id: PROPOSAL, leadName: 'Fresno Cold Storage', organizationName: 'Sunrise Affiliates', lead: { id: 'TGVhZDo1', customer: { emails } } } });

  it('prefills the lead\'s customer e-mail and the default words, sends the edited mail with the expiry, and shows the link once', async () => {
    const { environment } = renderDialog();
    await answer(environment, 'ShareProposalLinkDialogQuery', proposalWith([]));
    await act(async () => { fireEvent.click(screen.getByLabelText(et.toggle)); });
    await answer(environment, 'EmailProposalLinkFormQuery', recipient(['grace@coldstorage.test']));
    const to = await screen.findByLabelText(new RegExp(`^${et.to}`)) as HTMLInputElement;
    expect(to.value).toBe('grace@coldstorage.test');
    const subject = screen.getByLabelText(et.subject) as HTMLInputElement;
    expect(subject.value).toBe(et.defaultSubject('Sunrise Affiliates'));
    expect(subject.maxLength).toBe(PROPOSAL_MAIL_LIMITS.subject);
    const message = screen.getByLabelText(et.message) as HTMLTextAreaElement;
    expect(message.value).toBe(et.defaultMessage('Sunrise Affiliates', 'Fresno Cold Storage'));
    expect(message.maxLength).toBe(PROPOSAL_MAIL_LIMITS.message);
    // The plain "Create link" button gives way to the e-mail's own.
    expect(screen.queryByRole('button', { name: t.create })).toBeNull();
    await act(async () => { fireEvent.change(subject, { target: { value: 'Your proposal, Grace' } }); });
    await act(async () => { fireEvent.change(message, { target: { value: 'Hi Grace,\nhere it is.' } }); });
    await click(screen.getByRole('button', { name: et.send }));
    const variables = await answer(environment, 'EmailProposalLinkFormMutation', {
      createProposalLink: { url: URL, message: 'Proposal link e-mailed to grace@coldstorage.test.', userErrors: [], proposal: { id: PROPOSAL, __typename: 'Proposal', links: [link()] } },
    });
    expect(variables).toEqual({ proposalId: PROPOSAL, expiresInDays: 30, email: { to: 'grace@coldstorage.test', subject: 'Your proposal, Grace', message: 'Hi Grace,\nhere it is.' } });
    expect(((await screen.findByTestId('proposal-link')) as HTMLInputElement).value).toBe(URL);
    expect(await screen.findByText('Proposal link e-mailed to grace@coldstorage.test.')).toBeTruthy();
  });

  it('says when the lead has no e-mail and shows the api\'s refusal beside the field', async () => {
    const { environment } = renderDialog();
    await answer(environment, 'ShareProposalLinkDialogQuery', proposalWith([]));
    await act(async () => { fireEvent.click(screen.getByLabelText(et.toggle)); });
    await answer(environment, 'EmailProposalLinkFormQuery', recipient([]));
    expect(await screen.findByText(et.noEmail)).toBeTruthy();
    expect((screen.getByRole('button', { name: et.send }) as HTMLButtonElement).disabled).toBe(true);
    await act(async () => { fireEvent.change(screen.getByLabelText(new RegExp(`^${et.to}`)), { target: { value: 'grace@nowhere' } }); });
    await click(screen.getByRole('button', { name: et.send }));
    await answer(environment, 'EmailProposalLinkFormMutation', {
      createProposalLink: { url: null, message: null, proposal: null, userErrors: [{ field: 'email.to', messages: ['Enter a valid e-mail address.'] }] },
    });
    expect(await screen.findByText('Enter a valid e-mail address.')).toBeTruthy();
    expect(screen.queryByTestId('proposal-link')).toBeNull();
  });
});

describe('e-mailed and accepted on the timeline (issue 26)', () => {
  it('names the recipient of the mail and the customer who accepted', async () => {
    const { describeEntry } = await import('../../../activity/ActivityTimeline');
    const base = { actor: null, fields: [], documentType: 'Preliminary', documentId: 11, pace: false, uploaded: false, fileName: null, fromUser: null, toUser: null,
      fromOrganization: null, toOrganization: null, stage: null, signerName: null, recipient: null, reason: null } as const;
    expect(describeEntry({ ...base, action: 'PROPOSAL_LINK_EMAILED', actor: 'Rita Rep', recipient: 'grace@x.test' }).what).toBe('e-mailed a web link to Preliminary proposal #11 to grace@x.test');
    expect(describeEntry({ ...base, action: 'PROPOSAL_ACCEPTED', signerName: 'Grace Hopper' })).toEqual({ who: 'Grace Hopper', what: 'accepted Preliminary proposal #11 on its web page' });
  });
});
