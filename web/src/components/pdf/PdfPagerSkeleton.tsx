import { Skeleton } from '@chakra-ui/react';
import { pdfViewer } from '../../messages';
import { LETTER_ASPECT } from './paging';

/** Stands in for a page while pdfjs or the page itself loads (a letter-sized grey box). */
export function PdfPagerSkeleton({ width }: { width: number }) {
  return (
    <Skeleton
      role="status"
      aria-label={pdfViewer.loading}
      width={`${width}px`}
      maxWidth="full"
      height={`${Math.round(width * LETTER_ASPECT)}px`}
    />
  );
}
