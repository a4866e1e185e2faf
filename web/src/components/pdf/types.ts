/**
 * Props of the PDF pager. They live apart from PdfPager.tsx so that importing them never pulls in
 * pdfjs (see LazyPdfPager).
 */
export interface PdfPagerProps {
  /** The PDF's URL (fetched by pdfjs; cross-origin URLs need CORS). */
  url: string;
  /** The page's width in CSS pixels; the page is scaled to it (with `zoomable`, at most this: it fits its container). */
  width: number;
  /**
   * Issue 15: fit the page to its container's width (up to `width`) and offer zoom in / out (buttons,
   * and + / − / 0 in the page's scroll area); a zoomed page scrolls inside its area, not the screen.
   */
  zoomable?: boolean;
  /** The document's name, for the page image's accessible name. */
  title: string;
  /** Called once when the document or a page cannot be loaded; the pager also shows an error. */
  onError?: (error: unknown) => void;
}
