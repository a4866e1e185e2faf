import { act, render } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { toaster } from '../components/ui/toaster';
import { idle } from '../messages';
import { IDLE_CHECK_MS, LAST_ACCESS_KEY, listenForActivity } from './idle';
import { IdleWatch } from './idleWatch';

const signOut = vi.fn(() => Promise.resolve());
vi.mock('./ViewerProvider', () => ({ useViewer: () => ({ viewer: {}, refresh: () => {}, signOut }) }));

const MINUTE = 60_000;
const NOW = new Date('2026-01-10T12:00:00Z').getTime();
const store = (time: number) => localStorage.setItem(LAST_ACCESS_KEY, String(time));
const toastTitles = () => toaster.getVisibleToasts().map((t) => t.title);

// main.tsx starts this listener for the whole app.
let stopListening = () => {};
beforeEach(() => {
  vi.useFakeTimers({ toFake: ['Date', 'setInterval', 'clearInterval'] });
  vi.setSystemTime(NOW);
  stopListening = listenForActivity(window);
});
afterEach(() => {
  stopListening();
  vi.useRealTimers();
  signOut.mockClear();
  localStorage.clear();
  toaster.remove();
});

describe('idle time-out while signed in (§4)', () => {
  it('signs out at mount when the stored time is too old, says why and forgets the time', () => {
    store(NOW - 11 * MINUTE);
    render(<IdleWatch minutes={10} />);
    expect(signOut).toHaveBeenCalledTimes(1);
    expect(localStorage.getItem(LAST_ACCESS_KEY)).toBeNull();
    expect(toastTitles()).toContain(idle.signedOut(10));
  });

  it('counts mounting as an access, then signs out once the time-out passes without activity', () => {
    store(NOW - 9 * MINUTE);
    render(<IdleWatch minutes={10} />);
    expect(signOut).not.toHaveBeenCalled();
    expect(localStorage.getItem(LAST_ACCESS_KEY)).toBe(String(NOW));

    act(() => vi.advanceTimersByTime(9 * MINUTE));
    expect(signOut).not.toHaveBeenCalled();
    act(() => vi.advanceTimersByTime(MINUTE + IDLE_CHECK_MS));
    expect(signOut).toHaveBeenCalledTimes(1);
    // Later checks do not sign out again while the first sign-out runs.
    act(() => vi.advanceTimersByTime(5 * IDLE_CHECK_MS));
    expect(signOut).toHaveBeenCalledTimes(1);
  });

  it('activity keeps the user signed in', () => {
    render(<IdleWatch minutes={10} />);
    for (let i = 0; i < 4; i++) {
      act(() => vi.advanceTimersByTime(5 * MINUTE));
      window.dispatchEvent(new Event('keydown'));
    }
    expect(signOut).not.toHaveBeenCalled();
    expect(localStorage.getItem(LAST_ACCESS_KEY)).toBe(String(NOW + 20 * MINUTE));
  });

  it('checks again when the tab becomes visible', () => {
    render(<IdleWatch minutes={10} />);
    // The tab slept: no interval ran, but the clock moved on.
    vi.setSystemTime(NOW + 30 * MINUTE);
    act(() => {
      document.dispatchEvent(new Event('visibilitychange'));
    });
    expect(signOut).toHaveBeenCalledTimes(1);
  });

  it('forgets the time when the signed-in layout goes away', () => {
    const { unmount } = render(<IdleWatch minutes={10} />);
    expect(localStorage.getItem(LAST_ACCESS_KEY)).not.toBeNull();
    unmount();
    expect(localStorage.getItem(LAST_ACCESS_KEY)).toBeNull();
  });
});
