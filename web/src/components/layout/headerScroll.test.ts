import { act, renderHook } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { HEADER_HIDE_AFTER } from '../../constants';
import { nextHeaderHidden, useHeaderHidden } from './headerScroll';

describe('header hiding on scroll (§2, §9)', () => {
  it('stays shown within the first 300 px, whatever the direction', () => {
    expect(HEADER_HIDE_AFTER).toBe(300);
    expect(nextHeaderHidden(0, 300, false)).toBe(false);
    expect(nextHeaderHidden(400, 300, true)).toBe(false);
  });

  it('hides when scrolling down past 300 px', () => {
    expect(nextHeaderHidden(300, 301, false)).toBe(true);
    expect(nextHeaderHidden(500, 900, false)).toBe(true);
  });

  it('comes back when scrolling up, and keeps its state when the position does not change', () => {
    expect(nextHeaderHidden(900, 880, true)).toBe(false);
    expect(nextHeaderHidden(900, 900, true)).toBe(true);
    expect(nextHeaderHidden(900, 900, false)).toBe(false);
  });
});

describe('useHeaderHidden', () => {
  const own = Object.getOwnPropertyDescriptor(window, 'scrollY');
  let y = 0;
  let reads = 0;
  const frames: FrameRequestCallback[] = [];
  afterEach(() => {
    if (own) Object.defineProperty(window, 'scrollY', own);
    vi.restoreAllMocks();
    frames.length = 0;
  });
  const setUp = () => {
    y = 0;
    reads = 0;
    Object.defineProperty(window, 'scrollY', { configurable: true, get: () => { reads += 1; return y; } });
    vi.spyOn(window, 'requestAnimationFrame').mockImplementation((callback) => frames.push(callback));
  };
  const scrollTo = (next: number) => {
    y = next;
    window.dispatchEvent(new Event('scroll'));
    act(() => { frames.splice(0).forEach((callback) => callback(0)); });
  };

  // Issue 28: reading the position on mount forced a layout of the whole page inside React's commit.
  it('does not read the scroll position when the page mounts', () => {
    setUp();
    const { result } = renderHook(() => useHeaderHidden());
    expect(reads).toBe(0);
    expect(result.current).toBe(false);
  });

  it('hides on the way down past the threshold and comes back on the way up', () => {
    setUp();
    const { result } = renderHook(() => useHeaderHidden());
    scrollTo(HEADER_HIDE_AFTER + 50);
    // The first reading has no direction: the header keeps showing until the next frame's move.
    expect(result.current).toBe(false);
    scrollTo(HEADER_HIDE_AFTER + 200);
    expect(result.current).toBe(true);
    scrollTo(HEADER_HIDE_AFTER + 150);
    expect(result.current).toBe(false);
    scrollTo(10);
    expect(result.current).toBe(false);
  });
});
