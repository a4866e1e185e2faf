import { previewHref } from '../../../DocumentPreview/link';

/**
 * The document preview of a generated PDF, addressed by its proposal or quote (global id): the
 * preview asks for a freshly signed URL when it opens. Back returns to this tab.
 */
export function pdfPreviewHref(ownerId: string, fileName: string, back: string) {
  return previewHref({ node: ownerId, file: 'pdf' }, fileName, back);
}
