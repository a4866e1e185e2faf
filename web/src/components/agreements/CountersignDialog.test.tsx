import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { RelayEnvironmentProvider } from 'react-relay';
import type { Environment } from 'relay-runtime';
import { createMockEnvironment } from 'relay-test-utils';
import { describe, expect, it, vi } from 'vitest';
import { Provider } from '../ui/provider';
import { pendingOperation } from '../../test/renderRoute';
import { CountersignDialog } from './CountersignDialog';
import { countersignTexts as t, signedDocumentTexts } from './texts';

/** Issue 26 item 14: the countersignature dialog checks the form before sending and shows the api's refusals. */
function renderDialog() {
  const environment = createMockEnvironment();
  const onClose = vi.fn();
  render(
    <RelayEnvironmentProvider environment={environment as unknown as Environment}>
      <MemoryRouter>
        <Provider>
          <CountersignDialog agreement={{ id: 'QWdyZWVtZW50OjMx', databaseId: 31, agreementTypeLabel: 'Clean Energy PPA', status: 'SIGNED', signed: true, signerName: 'Grace Hopper' }} onClose={onClose} />
        </Provider>
      </MemoryRouter>
    </RelayEnvironmentProvider>,
  );
  return { environment, onClose };
}

describe('CountersignDialog', () => {
  it('links the signed PDF and refuses without a name and the consent, sending nothing', async () => {
    const { environment } = renderDialog();
    expect(await screen.findByText(t.intro('Grace Hopper'))).toBeTruthy();
    expect(screen.getByRole('link', { name: signedDocumentTexts.openFor('Clean Energy PPA', 31) }).getAttribute('href')).toContain('file=signedPdf');
    fireEvent.click(screen.getByRole('button', { name: t.submit }));
    expect(await screen.findByText(t.nameRequired)).toBeTruthy();
    expect(screen.getByText(t.mustAgree)).toBeTruthy();
    expect(environment.mock.getAllOperations()).toHaveLength(0);
  });

  it('sends the trimmed name and the consent, then closes; a refusal stays in the dialog', async () => {
    const { environment, onClose } = renderDialog();
    fireEvent.change(await screen.findByLabelText(new RegExp(t.fullName)), { target: { value: '  Ada Admin ' } });
    const agree = screen.getByRole('checkbox', { name: t.agree }) as HTMLInputElement;
    fireEvent.click(agree);
    await waitFor(() => expect(agree.checked).toBe(true));
    fireEvent.click(screen.getByRole('button', { name: t.submit }));
    expect(screen.queryByText(t.nameRequired), 'name').toBeNull();
    expect(screen.queryByText(t.mustAgree), 'agree').toBeNull();
    const operation = await pendingOperation(environment, 'countersignAgreementMutation');
    expect(operation.request.variables).toEqual({ id: 'QWdyZWVtZW50OjMx', input: { fullName: 'Ada Admin', agree: true, signaturePng: null } });
    await act(async () => {
      environment.mock.resolve(operation as never, { data: { countersignAgreement: { agreement: null, message: null,
        userErrors: [{ field: null, messages: ['This lead is cancelled (closed-lost): restore it before the agreement is countersigned.'] }] } } } as never);
    });
    expect(await screen.findByText(/restore it before the agreement is countersigned/)).toBeTruthy();
    expect(onClose).not.toHaveBeenCalled();

    fireEvent.click(screen.getByRole('button', { name: t.submit }));
    const again = await pendingOperation(environment, 'countersignAgreementMutation');
    await act(async () => {
      environment.mock.resolve(again as never, { data: { countersignAgreement: {
        agreement: { id: 'QWdyZWVtZW50OjMx', status: 'EXECUTED', signed: true, countersignDue: false, countersignedAt: '2026-01-04T00:00:00Z', countersignerName: 'Ada Admin' },
        message: t.done, userErrors: [] } } } as never);
    });
    expect(onClose).toHaveBeenCalled();
  });
});
