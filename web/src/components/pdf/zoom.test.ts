import { describe, expect, it } from 'vitest';
import { policyFitWidth } from './pageWidth';
import { fittedPageWidth, MAX_ZOOM, MIN_PAGE_WIDTH, zoomForKey, zoomIn, zoomOut, zoomPercent } from './zoom';

describe('PDF fit and zoom', () => {
  it('fits the page to its container, never wider than asked', () => {
    expect(fittedPageWidth(766, 312, 1)).toBe(312); // a 360 px phone's dialog
    expect(fittedPageWidth(766, 1200, 1)).toBe(766); // the §9 width on a desktop
    expect(fittedPageWidth(766, null, 1)).toBe(766); // not measured yet
    expect(fittedPageWidth(766, 0, 1)).toBe(766); // a hidden container
    expect(fittedPageWidth(766, 120, 1)).toBe(MIN_PAGE_WIDTH);
  });

  it('zooms from the fitted width, in whole pixels', () => {
    expect(fittedPageWidth(766, 312, 1.5)).toBe(468);
    expect(fittedPageWidth(766, 313, 1.25)).toBe(391);
    expect(fittedPageWidth(766, 312, MAX_ZOOM)).toBe(936);
  });

  it('steps through the zoom levels and stops at the ends', () => {
    expect(zoomIn(1)).toBe(1.25);
    expect(zoomIn(2)).toBe(2.5);
    expect(zoomIn(MAX_ZOOM)).toBe(MAX_ZOOM);
    expect(zoomOut(1.25)).toBe(1);
    expect(zoomOut(1)).toBe(1);
    expect(zoomOut(1.3)).toBe(1.25);
    expect(zoomPercent(1.25)).toBe('125 %');
  });

  it('reads + / − / 0 keys, and ignores the rest', () => {
    expect(zoomForKey('+', 1)).toBe(1.25);
    expect(zoomForKey('=', 1)).toBe(1.25);
    expect(zoomForKey('-', 1.5)).toBe(1.25);
    expect(zoomForKey('0', 2)).toBe(1);
    expect(zoomForKey('ArrowRight', 1)).toBeNull();
  });

  it('gives a phone\'s policy dialog the window\'s width, and wider windows the §9 width', () => {
    expect(policyFitWidth(360)).toBe(360 - 16 - 24);
    expect(policyFitWidth(1366)).toBe(766);
    expect(policyFitWidth(880)).toBe(280);
  });
});
