import { afterEach, describe, expect, it, vi } from 'vitest';
import { preloadWhenIdle } from './prefetch';

describe('preloadWhenIdle', () => {
  afterEach(() => vi.useRealTimers());

  it('loads each screen once the browser is idle, and each only once', async () => {
    vi.useFakeTimers();
    const first = { preload: vi.fn(() => Promise.resolve()) };
    const second = { preload: vi.fn(() => Promise.resolve()) };
    preloadWhenIdle([first, second]);
    expect(first.preload).not.toHaveBeenCalled();
    await vi.runAllTimersAsync();
    expect(first.preload).toHaveBeenCalledTimes(1);
    expect(second.preload).toHaveBeenCalledTimes(1);
    preloadWhenIdle([first]);
    await vi.runAllTimersAsync();
    expect(first.preload).toHaveBeenCalledTimes(1);
  });

  it('does nothing when cancelled before the idle moment, and retries a load that failed', async () => {
    vi.useFakeTimers();
    const flaky = { preload: vi.fn().mockRejectedValueOnce(new Error('offline')).mockResolvedValue(undefined) };
    preloadWhenIdle([flaky])();
    await vi.runAllTimersAsync();
    expect(flaky.preload).not.toHaveBeenCalled();
    preloadWhenIdle([flaky]);
    await vi.runAllTimersAsync();
    preloadWhenIdle([flaky]);
    await vi.runAllTimersAsync();
    expect(flaky.preload).toHaveBeenCalledTimes(2);
  });
});
