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

/**
 * Issue 15: below this window width (a phone) the policy dialog takes the window's width (less its
 * margins) and the page fits it, instead of the §9 floor of 280 px with its tiny text.
 */
export const PHONE_WINDOW = 600;
/** The policy dialog's margin (each side) and its body's padding (each side) on a phone, px. */
export const PHONE_DIALOG = { margin: 8, padding: 12 } as const;

/** The policy page's width: the window's less the dialog's margins and padding on a phone, else §9's. */
export function policyFitWidth(windowWidth: number): number {
  if (windowWidth >= PHONE_WINDOW) return policyPageWidth(windowWidth);
  return Math.floor(windowWidth - 2 * (PHONE_DIALOG.margin + PHONE_DIALOG.padding));
}
