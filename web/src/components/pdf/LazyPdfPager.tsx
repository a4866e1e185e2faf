import { lazy, Suspense, useEffect } from 'react';
import { PdfError } from './PdfError';
import { PdfPagerSkeleton } from './PdfPagerSkeleton';
import type { PdfPagerProps } from './types';
import { trackChunkLoad } from '../../routing/prefetch';

/** Shown when the viewer's own chunk cannot be fetched (offline, a deploy replaced it). */
function PagerUnavailable({ onError }: PdfPagerProps) {
  useEffect(() => onError?.(new Error('The PDF viewer could not be loaded')), [onError]);
  return <PdfError />;
}

/**
 * pdfjs is large, so PdfPager.tsx (the only module that imports it) is split into its own chunk and
 * fetched the first time a PDF is shown, never by the screens that merely may show one. Import
 * this component, not PdfPager, everywhere.
 */
const PdfPager = lazy(() => trackChunkLoad(() => import('./PdfPager')).catch(() => ({ default: PagerUnavailable })));

export function LazyPdfPager(props: PdfPagerProps) {
  return (
    <Suspense fallback={<PdfPagerSkeleton width={props.width} />}>
      <PdfPager {...props} />
    </Suspense>
  );
}
