import { describe, expect, it } from 'vitest';
import { documentPreviewWidth, policyPageWidth } from './pageWidth';
import { clampPage, drawingKey, scaleFor } from './paging';

describe('§9 page widths', () => {
  it.each([
    [1920, 1020], // above 1440: minus 900
    [1441, 541],
    [1440, 840], // 1440 itself is not above: minus 600
    [1024, 424],
    [880, 280],
    [375, 280], // phones: the floor, not a negative width
  ])('policy modal page at window %i is %i wide', (windowWidth, expected) => {
    expect(policyPageWidth(windowWidth)).toBe(expected);
  });

  it.each([
    [1920, 1600],
    [620, 300],
    [375, 300], // at least 300
  ])('document preview page at window %i is %i wide', (windowWidth, expected) => {
    expect(documentPreviewWidth(windowWidth)).toBe(expected);
  });
});

describe('pager arithmetic', () => {
  it('keeps the page within 1…pages', () => {
    expect(clampPage(0, 3)).toBe(1);
    expect(clampPage(2, 3)).toBe(2);
    expect(clampPage(4, 3)).toBe(3);
    expect(clampPage(1, 0)).toBe(1);
  });

  it('scales the unscaled page width to the target width', () => {
    expect(scaleFor(306, 612)).toBe(0.5);
    expect(scaleFor(900, 600)).toBe(1.5);
    expect(scaleFor(400, 0)).toBe(1);
  });

  it('tells drawings of another page or width apart', () => {
    expect(drawingKey(1, 400)).not.toBe(drawingKey(2, 400));
    expect(drawingKey(1, 400)).not.toBe(drawingKey(1, 401));
  });
});
