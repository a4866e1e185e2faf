import { act, renderHook } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { nextProgress, useRisingProgress } from './useRisingProgress';

describe('useRisingProgress (§4: +6 each second up to 100)', () => {
  beforeEach(() => { vi.useFakeTimers(); });
  afterEach(() => { vi.useRealTimers(); });

  it('rises by 6 a second once started', () => {
    const { result } = renderHook(() => useRisingProgress());
    expect(result.current.progress).toBe(0);
    act(() => result.current.start());
    expect(result.current.running).toBe(true);
    act(() => { vi.advanceTimersByTime(999); });
    expect(result.current.progress).toBe(0);
    act(() => { vi.advanceTimersByTime(1); });
    expect(result.current.progress).toBe(6);
    act(() => { vi.advanceTimersByTime(4000); });
    expect(result.current.progress).toBe(30);
  });

  it('stops at 100', () => {
    const { result } = renderHook(() => useRisingProgress());
    act(() => result.current.start());
    act(() => { vi.advanceTimersByTime(60_000); });
    expect(result.current.progress).toBe(100);
    expect(nextProgress(96)).toBe(100);
  });

  it('resets to 0 and stops rising (an action failed or ended)', () => {
    const { result } = renderHook(() => useRisingProgress());
    act(() => result.current.start());
    act(() => { vi.advanceTimersByTime(3000); });
    act(() => result.current.reset());
    expect(result.current.progress).toBe(0);
    expect(result.current.running).toBe(false);
    act(() => { vi.advanceTimersByTime(5000); });
    expect(result.current.progress).toBe(0);
  });

  it('restarts from 0 when started again', () => {
    const { result } = renderHook(() => useRisingProgress());
    act(() => result.current.start());
    act(() => { vi.advanceTimersByTime(3000); });
    act(() => result.current.start());
    expect(result.current.progress).toBe(0);
    act(() => { vi.advanceTimersByTime(1000); });
    expect(result.current.progress).toBe(6);
  });
});
