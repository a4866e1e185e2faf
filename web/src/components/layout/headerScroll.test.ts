import { describe, expect, it } from 'vitest';
import { HEADER_HIDE_AFTER } from '../../constants';
import { nextHeaderHidden } from './headerScroll';

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
