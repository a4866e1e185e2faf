import { render, screen } from '@testing-library/react';
import { act } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ERROR_TOAST_MS, SUCCESS_TOAST_MS } from '../../constants';
import { errors, leadFlow } from '../../messages';
import { passTime } from '../../test/passTime';
import { Provider } from './provider';
import { notifyError, notifyPending, notifySuccess, settlePending, toaster } from './toaster';

afterEach(() => act(() => toaster.remove()));

describe('error display (§8, §9)', () => {
  it('shows an error toast for 10 seconds', async () => {
    render(<Provider><div /></Provider>);
    let id = '';
    act(() => { id = notifyError(errors.generic); });
    expect(await screen.findByText(errors.generic)).toBeTruthy();
    const toast = toaster.getVisibleToasts().find((t) => t.id === id);
    expect(toast?.type).toBe('error');
    expect(toast?.duration).toBe(ERROR_TOAST_MS);
    expect(ERROR_TOAST_MS).toBe(10_000);
  });

  it('shows success messages', async () => {
    render(<Provider><div /></Provider>);
    act(() => { notifySuccess('Profile updated successfully.'); });
    expect(await screen.findByText('Profile updated successfully.')).toBeTruthy();
  });
});

// Issue 11: toasts piled up, one per click (the same refusal five times) or per refusal of one save.
describe('one toast per action', () => {
  it('the same message again replaces the toast instead of stacking another', async () => {
    render(<Provider><div /></Provider>);
    act(() => { for (let i = 0; i < 5; i += 1) notifyError(errors.tryAgain); });
    expect(await screen.findByText(errors.tryAgain)).toBeTruthy();
    expect(toaster.getVisibleToasts()).toHaveLength(1);
    expect(screen.getAllByText(errors.tryAgain)).toHaveLength(1);
  });

  it("an action's next toast replaces its last, whatever either says", async () => {
    render(<Provider><div /></Provider>);
    act(() => { notifyError('Ensure this field has no more than 200 characters.', undefined, { action: 'lead-update' }); });
    expect(await screen.findByText('Ensure this field has no more than 200 characters.')).toBeTruthy();
    act(() => { notifySuccess('Lead updated successfully.', { action: 'lead-update' }); });
    expect(await screen.findByText('Lead updated successfully.')).toBeTruthy();
    expect(toaster.getVisibleToasts()).toHaveLength(1);
    expect(toaster.getVisibleToasts()[0].type).toBe('success');
    expect(screen.queryByText('Ensure this field has no more than 200 characters.')).toBeNull();
  });

  it('different actions still get their own toasts', async () => {
    render(<Provider><div /></Provider>);
    act(() => {
      notifySuccess('Profile updated successfully.');
      notifyError(errors.generic);
    });
    expect(await screen.findByText(errors.generic)).toBeTruthy();
    expect(toaster.getVisibleToasts()).toHaveLength(2);
  });
});

// A journey lost 'File deleted successfully.' (file removal) because the same action's toast (the
// system image removal, a moment before) was closing: an update to a closing toast is never shown.
describe('an action repeated while its last toast is closing', () => {
  it('shows the new toast', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    try {
      render(<Provider><div /></Provider>);
      act(() => { notifySuccess('File deleted successfully.', { action: 'file-delete' }); });
      expect(await screen.findByText('File deleted successfully.')).toBeTruthy();
      // The 2 s success toast runs out and starts closing…
      await act(async () => { vi.advanceTimersByTime(SUCCESS_TOAST_MS + 50); });
      // …when the action happens again.
      act(() => { notifySuccess('File deleted successfully.', { action: 'file-delete' }); });
      await act(async () => { vi.advanceTimersByTime(600); });
      expect(toaster.getVisibleToasts().filter((t) => t.title === 'File deleted successfully.').length).toBeGreaterThanOrEqual(1);
      expect(screen.getAllByText('File deleted successfully.').length).toBeGreaterThanOrEqual(1);
    } finally {
      vi.useRealTimers();
    }
  });
});

// Issue 26: "Please wait" stayed after the result and covered CONTACT US and the bell.
const showing = () => toaster.getVisibleToasts().map((t) => t.title);
/**
 * A dismissed toast leaves after its exit (zag's removal delay, on the page's timers): the clock is
 * moved past it instead of waiting for it, which a busy machine can stretch past any wait.
 */
const expectShowing = async (titles: unknown[]) => {
  await passTime(2_000);
  expect(showing()).toEqual(titles);
};

describe('"please wait" toasts', () => {
  beforeEach(() => { vi.useFakeTimers({ shouldAdvanceTime: true }); });
  afterEach(() => { vi.useRealTimers(); });
  it('close when the result arrives, and toasts sit at the bottom, clear of the header', async () => {
    render(<Provider><div /></Provider>);
    act(() => { notifyPending(leadFlow.requestInitiated); });
    expect(await screen.findByText(leadFlow.requestInitiated)).toBeTruthy();
    act(() => { notifySuccess('Proposal created.'); });
    expect(await screen.findByText('Proposal created.')).toBeTruthy();
    await expectShowing(['Proposal created.']);
    expect(document.querySelector('[data-placement]')?.getAttribute('data-placement')).toBe('bottom-end');
  });
  it('close on an error, or when the action settles without a toast', async () => {
    render(<Provider><div /></Provider>);
    act(() => { notifyPending(leadFlow.requestInitiated); });
    await screen.findByText(leadFlow.requestInitiated);
    act(() => { notifyError(errors.generic); });
    await expectShowing([errors.generic]);
    act(() => { toaster.remove(); notifyPending(leadFlow.requestInitiated); });
    await screen.findByText(leadFlow.requestInitiated);
    act(() => { settlePending(); });
    await expectShowing([]);
  });
});
