import { render, screen } from '@testing-library/react';
import { act } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { passTime } from '../../test/passTime';
import { Provider } from './provider';
import { CLEARANCE_VAR, clearanceFor, toastClearanceRef } from './toastClearance';
import { dismissSettled, MAX_TOASTS, notifyError, notifyPending, notifySuccess, toaster } from './toaster';

afterEach(() => {
  act(() => toaster.remove());
  vi.useRealTimers();
});

const clearance = () => document.documentElement.style.getPropertyValue(CLEARANCE_VAR);

describe('toasts keep clear of a primary action', () => {
  it('lifts the toasts above a bar in the lower part of the viewport, not one near the top', () => {
    expect(clearanceFor([], 800)).toBe(0);
    expect(clearanceFor([720], 800)).toBe(80); // the wizard's footer at the bottom of the screen
    expect(clearanceFor([100], 800)).toBe(0); // near the top: toasts at the bottom do not reach it
    expect(clearanceFor([900], 800)).toBe(0); // scrolled out below
    expect(clearanceFor([500, 700], 800)).toBe(300);
  });

  it('sets the clearance while the bar is in the page and removes it when the bar leaves', () => {
    const height = window.innerHeight;
    function Bar() {
      return <div ref={(el) => {
        if (el) el.getBoundingClientRect = () => ({ top: height - 72, bottom: height, height: 72, left: 0, right: 0, width: 0, x: 0, y: height - 72, toJSON: () => ({}) });
        return toastClearanceRef(el);
      }}>Next</div>;
    }
    const { unmount } = render(<Bar />);
    expect(clearance()).toBe('72px');
    unmount();
    expect(clearance()).toBe('');
  });

  it(`shows at most ${MAX_TOASTS} toasts at once; the rest wait`, async () => {
    render(<Provider><div /></Provider>);
    act(() => { for (let i = 0; i < MAX_TOASTS + 2; i += 1) notifySuccess(`File ${i} uploaded`); });
    expect(await screen.findByText(`File ${MAX_TOASTS - 1} uploaded`)).toBeTruthy();
    expect(toaster.getVisibleToasts().length).toBeLessThanOrEqual(MAX_TOASTS);
    expect(screen.queryByText(`File ${MAX_TOASTS} uploaded`)).toBeNull();
  });

  it('the next step closes what the last one reported, but not a request still running', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    render(<Provider><div /></Provider>);
    act(() => {
      notifySuccess('survey.pdf file uploaded successfully');
      notifyError('Something went wrong');
    });
    let pending = '';
    act(() => { pending = notifyPending('Request initiated. Please wait.'); });
    await screen.findByText('Request initiated. Please wait.');
    await passTime(200); // on screen (a toast just created is not dismissed before it shows)
    act(() => dismissSettled());
    // A dismissed toast leaves after its exit, on the page's timers: moved past, not waited for.
    await passTime(2_000);
    expect(toaster.getVisibleToasts().map((toast) => toast.id)).toEqual([pending]);
  });
});
