import { act, renderHook } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { POLL_MS, usePollWhile } from './usePollWhile';

describe('usePollWhile', () => {
  beforeEach(() => { vi.useFakeTimers(); });
  afterEach(() => { vi.useRealTimers(); });

  it('polls while something is processing and stops when nothing is', async () => {
    const poll = vi.fn(() => Promise.resolve());
    const { rerender } = renderHook(({ active }) => usePollWhile(active, poll), { initialProps: { active: true } });
    expect(poll).not.toHaveBeenCalled();
    await act(async () => { await vi.advanceTimersByTimeAsync(POLL_MS); });
    expect(poll).toHaveBeenCalledTimes(1);
    await act(async () => { await vi.advanceTimersByTimeAsync(POLL_MS); });
    expect(poll).toHaveBeenCalledTimes(2);

    rerender({ active: false });
    await act(async () => { await vi.advanceTimersByTimeAsync(POLL_MS * 10); });
    expect(poll).toHaveBeenCalledTimes(2);
  });

  it('never polls when nothing is processing', async () => {
    const poll = vi.fn(() => Promise.resolve());
    renderHook(() => usePollWhile(false, poll));
    await act(async () => { await vi.advanceTimersByTimeAsync(POLL_MS * 5); });
    expect(poll).not.toHaveBeenCalled();
  });

  it('skips a beat while the previous poll is still on its way, and stops on unmount', async () => {
    let finish: () => void = () => {};
    const poll = vi.fn(() => new Promise<void>((resolve) => { finish = resolve; }));
    const { unmount } = renderHook(() => usePollWhile(true, poll));
    await act(async () => { await vi.advanceTimersByTimeAsync(POLL_MS * 3); });
    expect(poll).toHaveBeenCalledTimes(1);
    await act(async () => { finish(); await vi.advanceTimersByTimeAsync(POLL_MS); });
    expect(poll).toHaveBeenCalledTimes(2);
    unmount();
    await act(async () => { finish(); await vi.advanceTimersByTimeAsync(POLL_MS * 5); });
    expect(poll).toHaveBeenCalledTimes(2);
  });
});
