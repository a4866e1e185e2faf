import { Box, Heading, Spinner, Stack, Text } from '@chakra-ui/react';
import { Suspense } from 'react';
import { graphql, useLazyLoadQuery } from 'react-relay';
import { Navigate, useSearchParams } from 'react-router-dom';
import type { QuickbaseViewScreenQuery } from '../../__generated__/QuickbaseViewScreenQuery.graphql';
import { QuietBoundary } from '../../components/layout/QuietBoundary';
import { errors } from '../../messages';
import { ErrorAlert } from '../DocumentPreview/PreviewAlerts';
import { externalPreviewHref } from './previewLink';
import { quickbaseTexts as t } from './texts';

/**
 * Same selection as the preview's path query: the answer lands in the Relay store, so the preview it
 * opens shows the file without asking the gateway again.
 *
 * This entry point keeps the deprecated Query.mediaFile on purpose: the external database (Quickbase)
 * links here with a stored media path, not with the record that owns the file, and a path can only
 * be signed through mediaFile. Every link the app itself makes names the owning record instead.
 */
const mediaQuery = graphql`
  query QuickbaseViewScreenQuery($path: String!) {
    mediaFile(path: $path) {
      url
      name
      contentType
    }
  }
`;

/**
 * /quickbase-view?filepath=&filename=&leadname= (§2): the external database links here. Fetches the
 * media file, then replaces itself with the document preview; 'Something went wrong' (§8) when the
 * file cannot be had.
 */
export function QuickbaseViewScreen() {
  const [params] = useSearchParams();
  const path = params.get('filepath') ?? '';
  const filename = params.get('filename') ?? '';
  const leadName = params.get('leadname') || null;

  return (
    <Stack gap="5">
      <Heading as="h1" size="lg">{t.title}</Heading>
      {path ? (
        <QuietBoundary key={path} fallback={<ErrorAlert title={errors.mediaFetch} />}>
          <Suspense fallback={<Opening filename={filename} leadName={leadName} />}>
            <OpenPreview path={path} filename={filename} leadName={leadName} />
          </Suspense>
        </QuietBoundary>
      ) : (
        <ErrorAlert title={errors.mediaFetch} />
      )}
    </Stack>
  );
}

function OpenPreview({ path, filename, leadName }: { path: string; filename: string; leadName: string | null }) {
  const { mediaFile } = useLazyLoadQuery<QuickbaseViewScreenQuery>(mediaQuery, { path }, { fetchPolicy: 'network-only' });
  if (!mediaFile) return <ErrorAlert title={errors.mediaFetch} />;
  // replace: Back in the browser must not land here again and re-open the preview.
  return <Navigate replace to={externalPreviewHref(path, filename || mediaFile.name, leadName)} />;
}

function Opening({ filename, leadName }: { filename: string; leadName: string | null }) {
  return (
    <Box role="status" display="flex" alignItems="center" gap="3" py="6">
      <Spinner size="sm" color="brand.solid" />
      <Text color="fg.muted">{t.opening(filename || t.aFile, leadName)}</Text>
    </Box>
  );
}
