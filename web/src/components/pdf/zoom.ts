/**
 * Fit-to-width and zoom of a PDF page (issue 15: the terms chain's PDFs on a phone). Pure, so it is
 * tested without pdfjs or a browser.
 *
 * The page is drawn at its container's width (never wider than the width the screen asks for, e.g.
 * the §9 policy width), times the zoom. At 100 % it fits; zoomed in, it is wider than its container,
 * which scrolls it sideways inside itself (never the page around it).
 */

/** The zoom steps the buttons (and + / − keys) move through; 1 is "fit to width". */
export const ZOOM_LEVELS = [1, 1.25, 1.5, 2, 2.5, 3] as const;
export const MIN_ZOOM = ZOOM_LEVELS[0];
export const MAX_ZOOM = ZOOM_LEVELS[ZOOM_LEVELS.length - 1];

/** The next step above `zoom` (the largest stays). */
export const zoomIn = (zoom: number) => ZOOM_LEVELS.find((level) => level > zoom + 1e-9) ?? MAX_ZOOM;
/** The next step below `zoom` (fit to width stays). */
export const zoomOut = (zoom: number) => [...ZOOM_LEVELS].reverse().find((level) => level < zoom - 1e-9) ?? MIN_ZOOM;

/** Narrowest page drawn, in CSS px, whatever the container says (a hidden or 0-wide container). */
export const MIN_PAGE_WIDTH = 200;

/**
 * The width to draw a page at: the container's width (when known: > 0), at most `maxWidth`, times
 * the zoom; whole pixels.
 */
export function fittedPageWidth(maxWidth: number, containerWidth: number | null, zoom: number): number {
  const fit = containerWidth && containerWidth > 0 ? Math.min(maxWidth, containerWidth) : maxWidth;
  return Math.max(MIN_PAGE_WIDTH, Math.floor(Math.max(MIN_PAGE_WIDTH, fit) * zoom));
}

/** "150 %". */
export const zoomPercent = (zoom: number) => `${Math.round(zoom * 100)} %`;

/** The zoom a key asks for in the document's scroll area (+, = and − / -), or null for other keys. */
export function zoomForKey(key: string, zoom: number): number | null {
  if (key === '+' || key === '=') return zoomIn(zoom);
  if (key === '-' || key === '−' || key === '_') return zoomOut(zoom);
  if (key === '0') return MIN_ZOOM;
  return null;
}
