import { afterEach, describe, expect, it } from 'vitest';
import { IDLE_MINUTES, parseMinutes } from '../constants';
import {
  clearLastAccess, isIdleExpired, LAST_ACCESS_KEY, listenForActivity, readLastAccess, recordActivity, shouldRecord, writeLastAccess,
} from './idle';

const MINUTE = 60_000;

afterEach(() => localStorage.clear());

describe('isIdleExpired (§4)', () => {
  const now = 1_700_000_000_000;
  it('is expired only when the last access is more than the time-out ago', () => {
    expect(isIdleExpired(now - 1440 * MINUTE - 1, now, 1440)).toBe(true);
    expect(isIdleExpired(now - 1440 * MINUTE, now, 1440)).toBe(false);
    expect(isIdleExpired(now - 5 * MINUTE, now, 1440)).toBe(false);
    expect(isIdleExpired(now - 11 * MINUTE, now, 10)).toBe(true);
  });
  it('never expires without a stored time', () => {
    expect(isIdleExpired(null, now, 1)).toBe(false);
  });
});

describe('recording the last access', () => {
  it('throttles writes to one per 5 s', () => {
    expect(shouldRecord(null, 1000)).toBe(true);
    expect(shouldRecord(1000, 5999)).toBe(false);
    expect(shouldRecord(1000, 6000)).toBe(true);
    // A stored time in the future (clock change) is replaced.
    expect(shouldRecord(9000, 1000)).toBe(true);
  });

  it('reads, writes and clears localStorage, ignoring garbage', () => {
    expect(readLastAccess()).toBeNull();
    writeLastAccess(1234);
    expect(localStorage.getItem(LAST_ACCESS_KEY)).toBe('1234');
    expect(readLastAccess()).toBe(1234);
    localStorage.setItem(LAST_ACCESS_KEY, 'soon');
    expect(readLastAccess()).toBeNull();
    clearLastAccess();
    expect(localStorage.getItem(LAST_ACCESS_KEY)).toBeNull();
  });

  it('recordActivity writes at most once per 5 s', () => {
    recordActivity(10_000);
    recordActivity(12_000);
    expect(readLastAccess()).toBe(10_000);
    recordActivity(15_000);
    expect(readLastAccess()).toBe(15_000);
  });

  it('listens for pointer, key and scroll actions until stopped', () => {
    const target = new EventTarget() as unknown as Window;
    const stop = listenForActivity(target);
    target.dispatchEvent(new Event('keydown'));
    const first = readLastAccess();
    expect(first).not.toBeNull();
    localStorage.clear();
    target.dispatchEvent(new Event('pointerdown'));
    expect(readLastAccess()).not.toBeNull();
    localStorage.clear();
    target.dispatchEvent(new Event('scroll'));
    expect(readLastAccess()).not.toBeNull();
    localStorage.clear();
    stop();
    target.dispatchEvent(new Event('keydown'));
    expect(readLastAccess()).toBeNull();
  });
});

describe('IDLE_MINUTES (VITE_IDLE_MINUTES)', () => {
  it('defaults to 1440 minutes', () => {
    expect(IDLE_MINUTES).toBe(1440);
  });
  it('parses the setting safely', () => {
    expect(parseMinutes('30', 1440)).toBe(30);
    expect(parseMinutes(' 2.5 ', 1440)).toBe(2.5);
    for (const bad of [undefined, '', '  ', 'abc', '0', '-5', 'Infinity', null, {}]) expect(parseMinutes(bad, 1440), String(bad)).toBe(1440);
  });
});
