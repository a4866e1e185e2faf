import { paths } from '../../../../routing/paths';

/** The document preview of a generated PDF (issue 6 builds that screen); back returns to this tab. */
export function pdfPreviewHref(mediaPath: string, fileName: string, back: string) {
  const query = new URLSearchParams({ filepath: mediaPath, filename: fileName, back });
  return `${paths.documentPreview}?${query.toString()}`;
}
