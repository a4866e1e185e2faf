import { DOCUMENT_PREVIEW_PAGE, POLICY_PAGE } from '../../constants';

/**
 * §9 page widths for the PDF pager, from the window's width. Pure, so they are tested without a
 * browser; screens read the window with `useWindowWidth`.
 */

/** Policy modals: window width minus 900 above 1440, otherwise minus 600; never below 280 (phones). */
export function policyPageWidth(windowWidth: number): number {
  const offset = windowWidth > POLICY_PAGE.wideWindow ? POLICY_PAGE.wideOffset : POLICY_PAGE.offset;
  return Math.max(POLICY_PAGE.minWidth, Math.floor(windowWidth - offset));
}

/** Document preview (§2 /document-preview): window width minus 320, at least 300. */
export function documentPreviewWidth(windowWidth: number): number {
  return Math.max(DOCUMENT_PREVIEW_PAGE.minWidth, Math.floor(windowWidth - DOCUMENT_PREVIEW_PAGE.offset));
}
