import { LazyPdfPager } from '../../components/pdf/LazyPdfPager';
import { documentPreviewWidth } from '../../components/pdf/pageWidth';
import { useWindowWidth } from '../../components/pdf/useWindowWidth';

/** §2 PDF, paged with 'Page n of N', at the §9 width: window width − 320, at least 300. */
export function PdfView({ url, filename }: { url: string; filename: string }) {
  const width = documentPreviewWidth(useWindowWidth());
  return <LazyPdfPager url={url} width={width} title={filename} />;
}
