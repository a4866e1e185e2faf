import { Box, Heading, Progress, Stack, Text } from '@chakra-ui/react';
import { Suspense, type ReactNode } from 'react';
import { ErrorBoundary } from '../../../components/ErrorBoundary';
import { tableTexts } from '../../../components/table/texts';

/**
 * The frame of an admin screen: heading and intro, anything above the table (an upload, a form),
 * then the table's content under its own Suspense (skeleton) and error boundary, with a thin
 * progress bar while a page change or reload is under way.
 */
export function AdminScreen({ title, intro, above, busy, fallback, retry, children }: {
  title: string;
  intro?: ReactNode;
  above?: ReactNode;
  busy?: boolean;
  /**
   * The screen's query (usePagedQuery): a failure clears when a new reference arrives, and "Try
   * again" loads it again from the network instead of replaying the failed one (issue 11).
   */
  retry?: { queryRef: unknown; reload: () => void };
  fallback: ReactNode;
  children: ReactNode;
}) {
  return (
    <Stack gap="5" mt="2" minW="0">
      <Stack gap="1">
        <Heading as="h1" size="xl">{title}</Heading>
        {intro && <Text color="fg.muted" textStyle="sm">{intro}</Text>}
      </Stack>
      {above}
      <Box position="relative" minW="0">
        {busy && (
          <Progress.Root value={null} size="xs" colorPalette="brand" position="absolute" top="-3" insetX="0" aria-label={tableTexts.loading}>
            <Progress.Track><Progress.Range /></Progress.Track>
          </Progress.Root>
        )}
        <ErrorBoundary resetKeys={[retry?.queryRef]} onRetry={retry?.reload}>
          <Suspense fallback={fallback}>{children}</Suspense>
        </ErrorBoundary>
      </Box>
    </Stack>
  );
}
