import { Box, Image } from '@chakra-ui/react';
import { useState } from 'react';
import { ErrorAlert } from './PreviewAlerts';
import { previewTexts as t } from './texts';

/** §2 JPEG/JPG/PNG: the image, never wider than the page (alt = the file name). */
export function ImageView({ url, filename }: { url: string; filename: string }) {
  const [failed, setFailed] = useState(false);
  if (failed) return <ErrorAlert title={t.imageFailed} />;
  return (
    <Box bg="bg.subtle" borderWidth="1px" rounded="md" p="2" display="flex" justifyContent="center">
      <Image src={url} alt={filename} maxW="full" h="auto" onError={() => setFailed(true)} data-testid="image-preview" />
    </Box>
  );
}
