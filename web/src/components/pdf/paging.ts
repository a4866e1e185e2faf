/** The pager's arithmetic, kept apart from pdfjs so it is tested as plain functions. */

/** A page number within 1…pages (a document always has at least one page). */
export function clampPage(page: number, pages: number): number {
  return Math.min(Math.max(1, Math.trunc(page)), Math.max(1, pages));
}

/** The scale that draws a page `unscaledWidth` PDF units wide at `targetWidth` CSS pixels. */
export function scaleFor(targetWidth: number, unscaledWidth: number): number {
  return unscaledWidth > 0 ? targetWidth / unscaledWidth : 1;
}

/** US Letter's height/width, to size the skeleton before the real page is known. */
export const LETTER_ASPECT = 11 / 8.5;

/** Identifies one drawing of the canvas: the pager is loading until this drawing is done. */
export const drawingKey = (page: number, width: number) => `${page}@${width}`;
