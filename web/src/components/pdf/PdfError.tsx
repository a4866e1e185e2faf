import { Alert } from '@chakra-ui/react';
import { pdfViewer } from '../../messages';

/** The pager's error state: the document (or the viewer itself) could not be loaded. */
export function PdfError() {
  return (
    <Alert.Root status="error" role="alert">
      <Alert.Indicator />
      <Alert.Title>{pdfViewer.loadFailed}</Alert.Title>
    </Alert.Root>
  );
}
