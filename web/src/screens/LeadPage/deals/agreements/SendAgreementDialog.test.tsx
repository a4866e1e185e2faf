import { fireEvent, render, screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { agreementMessageTexts, sendDialogTexts } from '../../../../components/agreements/texts';
import { Provider } from '../../../../components/ui/provider';
import { newestActiveOf } from '../AgreementsTab';
import { SendAgreementDialog, type GeneratedProposal } from './SendAgreementDialog';

/** Issue 26 items 8 and 12: the send dialog names the recipient, opens on the newest active proposal, and carries the rep's message. */
function renderDialog(props: { proposals?: GeneratedProposal[]; recipient?: { name: string | null; email: string | null }; initialType?: 'LOI' | 'CLEAN_ENERGY_PPA' } = {}) {
  const onSubmit = vi.fn();
  render(
    <Provider>
      <SendAgreementDialog initialType={props.initialType ?? 'CLEAN_ENERGY_PPA'} proposals={props.proposals ?? [
        { id: 'P1', label: '#1 Preliminary (Active)' },
        { id: 'P2', label: '#2 Detailed (Active)', newestActive: true },
      ]} recipient={props.recipient ?? { name: 'Grace Hopper', email: 'grace@coldstorage.test' }} organizationName="Sunrise Affiliates"
      onClose={() => {}} onSubmit={onSubmit} submitting={false} progress={{ message: null, value: 0 }} />
    </Provider>,
  );
  return onSubmit;
}

describe('SendAgreementDialog', () => {
  it('names the recipient and how to change them', async () => {
    renderDialog();
    const box = await screen.findByTestId('agreement-recipient');
    expect(within(box).getByText(sendDialogTexts.recipient('Grace Hopper', 'grace@coldstorage.test'))).toBeTruthy();
    expect(within(box).getByText(sendDialogTexts.change)).toBeTruthy();
    expect(within(box).queryByText(sendDialogTexts.noEmail)).toBeNull();
  });

  it('says when the lead has no e-mail (the link is shown to the sender only)', async () => {
    renderDialog({ recipient: { name: 'Grace Hopper', email: null } });
    expect(await screen.findByText(sendDialogTexts.noEmail)).toBeTruthy();
  });

  it('defaults to the newest active proposal and sends the prefilled message, or the edited one', async () => {
    const onSubmit = renderDialog();
    const message = (await screen.findByTestId('agreement-message')) as HTMLTextAreaElement;
    expect(message.value).toBe(agreementMessageTexts.prefill(sendDialogTexts.titleOf.CLEAN_ENERGY_PPA, 'Sunrise Affiliates'));
    fireEvent.click(screen.getByRole('button', { name: 'Send' }));
    expect(onSubmit).toHaveBeenCalledWith('CLEAN_ENERGY_PPA', 'P2', message.value.trim());
    fireEvent.change(message, { target: { value: '  Hi Grace, <b>here</b> it is.  ' } });
    fireEvent.click(screen.getByRole('button', { name: 'Send' }));
    expect(onSubmit).toHaveBeenLastCalledWith('CLEAN_ENERGY_PPA', 'P2', 'Hi Grace, <b>here</b> it is.');
    fireEvent.change(message, { target: { value: '   ' } });
    fireEvent.click(screen.getByRole('button', { name: 'Send' }));
    expect(onSubmit).toHaveBeenLastCalledWith('CLEAN_ENERGY_PPA', 'P2', null);
  });

  it('refuses a message over the limit with a message, before sending', async () => {
    const onSubmit = renderDialog();
    const message = await screen.findByTestId('agreement-message');
    fireEvent.change(message, { target: { value: 'x'.repeat(agreementMessageTexts.max + 1) } });
    expect(screen.getByText(agreementMessageTexts.tooLong(agreementMessageTexts.max))).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Send' }));
    expect(onSubmit).not.toHaveBeenCalled();
  });
});

describe('newestActiveOf', () => {
  it('picks the newest active proposal, not the first listed or an inactive newer one', () => {
    expect(newestActiveOf([
      { id: 'old', isActive: true, created: '2026-01-01T00:00:00Z' },
      { id: 'new', isActive: true, created: '2026-02-01T00:00:00Z' },
      { id: 'newest-inactive', isActive: false, created: '2026-03-01T00:00:00Z' },
    ])).toBe('new');
    expect(newestActiveOf([{ id: 'x', isActive: false, created: null }])).toBeNull();
  });
});
