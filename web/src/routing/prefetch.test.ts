import { afterEach, describe, expect, it, vi } from 'vitest';
import { PRELOAD_DELAY_MS, preloadWhenIdle } from './prefetch';

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

describe('preloadWhenIdle on a phone (issue 28)', () => {
  afterEach(() => {
    vi.useRealTimers();
    vi.restoreAllMocks();
  });

  it('loads one screen at a time, the next in an idle moment after the last has loaded', async () => {
    vi.useFakeTimers();
    let finishFirst = () => {};
    const first = { preload: vi.fn(() => new Promise<void>((resolve) => { finishFirst = resolve; })) };
    const second = { preload: vi.fn(() => Promise.resolve()) };
    preloadWhenIdle([first, second]);
    await vi.runAllTimersAsync();
    expect(first.preload).toHaveBeenCalledTimes(1);
    expect(second.preload).not.toHaveBeenCalled();
    finishFirst();
    await vi.runAllTimersAsync();
    expect(second.preload).toHaveBeenCalledTimes(1);
  });

  it('waits for the page to load before it starts', async () => {
    vi.useFakeTimers();
    const readyState = vi.spyOn(document, 'readyState', 'get').mockReturnValue('interactive');
    const screen = { preload: vi.fn(() => Promise.resolve()) };
    preloadWhenIdle([screen]);
    await vi.runAllTimersAsync();
    expect(screen.preload).not.toHaveBeenCalled();
    readyState.mockReturnValue('complete');
    window.dispatchEvent(new Event('load'));
    // And then some: the page's own screen is still being drawn right after its load.
    await vi.advanceTimersByTimeAsync(PRELOAD_DELAY_MS - 1);
    expect(screen.preload).not.toHaveBeenCalled();
    await vi.runAllTimersAsync();
    expect(screen.preload).toHaveBeenCalledTimes(1);
  });

  it('loads nothing when the user asked the browser to save data', async () => {
    vi.useFakeTimers();
    Object.defineProperty(navigator, 'connection', { value: { saveData: true }, configurable: true });
    try {
      const screen = { preload: vi.fn(() => Promise.resolve()) };
      preloadWhenIdle([screen]);
      await vi.runAllTimersAsync();
      expect(screen.preload).not.toHaveBeenCalled();
    } finally {
      delete (navigator as { connection?: unknown }).connection;
    }
  });
});
