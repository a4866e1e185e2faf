import { Badge, Box, Button, Card, Flex, Heading, Stack, Text } from '@chakra-ui/react';
import { Download } from 'lucide-react';
import { Suspense } from 'react';
import { graphql, useLazyLoadQuery } from 'react-relay';
import { useSearchParams } from 'react-router-dom';
import type { DocumentPreviewScreenQuery } from '../../__generated__/DocumentPreviewScreenQuery.graphql';
import { QuietBoundary } from '../../components/layout/QuietBoundary';
import { errors } from '../../messages';
import { backTarget } from './back';
import { BackButton } from './BackButton';
import { CsvView } from './CsvView';
import { detectFormat, formatLabel } from './format';
import { ImageView } from './ImageView';
import { PdfView } from './PdfView';
import { ErrorAlert } from './PreviewAlerts';
import { PreviewSkeleton } from './PreviewSkeleton';
import { TextView } from './TextView';
import { previewTexts as t } from './texts';
import { UnsupportedView } from './UnsupportedView';

/** The signed URL of the file (short-lived, so asked for when the preview opens). */
const previewQuery = graphql`
  query DocumentPreviewScreenQuery($path: String!) {
    mediaFile(path: $path) {
      url
      name
      contentType
    }
  }
`;

/**
 * /document-preview?filepath=&filename=&back=&external= (§2): PDF, CSV, TXT or image by the file
 * name's extension, a Download link, and Back unless the file came from the external database.
 * `leadname` (from the Quickbase view) names the lead the file belongs to.
 */
export function DocumentPreviewScreen() {
  const [params] = useSearchParams();
  const path = params.get('filepath') ?? '';
  const filename = params.get('filename') ?? '';
  const leadName = params.get('leadname');

  return (
    <Stack gap="5" maxW="full">
      <Flex gap="3" align="center" wrap="wrap">
        <BackButton target={backTarget(params)} />
        <Box minW="0" flex="1">
          <Heading as="h1" size="lg" wordBreak="break-word">{filename || t.title}</Heading>
          {leadName && <Text color="fg.muted" textStyle="sm">{t.leadContext(leadName)}</Text>}
        </Box>
      </Flex>
      {path ? (
        // A failed request (gateway down, refused) shows §8's media fetch alert, like a missing file.
        <QuietBoundary key={path} fallback={<ErrorAlert title={errors.mediaFetch} />}>
          <Suspense fallback={<PreviewSkeleton />}>
            <PreviewLoader path={path} filename={filename} />
          </Suspense>
        </QuietBoundary>
      ) : (
        <ErrorAlert title={errors.mediaFetch} />
      )}
    </Stack>
  );
}

function PreviewLoader({ path, filename }: { path: string; filename: string }) {
  const { mediaFile } = useLazyLoadQuery<DocumentPreviewScreenQuery>(previewQuery, { path });
  if (!mediaFile) return <ErrorAlert title={errors.mediaFetch} />;
  const name = filename || mediaFile.name;
  const format = detectFormat(name);
  const download = (
    <Button asChild size="sm" variant="outline" colorPalette="brand">
      <a href={mediaFile.url} download={name} aria-label={t.downloadFile(name)}>
        <Download aria-hidden />
        {t.download}
      </a>
    </Button>
  );

  return (
    <Stack gap="4">
      <Flex gap="3" align="center" justify="space-between" wrap="wrap">
        <Badge colorPalette="brand" variant="subtle">{formatLabel(name) || mediaFile.contentType}</Badge>
        {download}
      </Flex>
      <Card.Root variant="outline" minW="0">
        <Card.Body p={{ base: '3', md: '5' }} minW="0">
          {format === 'pdf' && <PdfView url={mediaFile.url} filename={name} />}
          {format === 'csv' && <CsvView url={mediaFile.url} filename={name} />}
          {format === 'txt' && <TextView url={mediaFile.url} filename={name} />}
          {format === 'image' && <ImageView url={mediaFile.url} filename={name} />}
          {format === 'unsupported' && <UnsupportedView format={formatLabel(name)} download={download} />}
        </Card.Body>
      </Card.Root>
    </Stack>
  );
}
