import { Button, CloseButton, Drawer, Portal, SimpleGrid, Skeleton, Stack } from '@chakra-ui/react';
import { Suspense } from 'react';
import { graphql } from 'react-relay';
import { Link as RouterLink } from 'react-router-dom';
import { ErrorBoundary } from '../../../components/ErrorBoundary';
import { lazyNamed } from '../../../routing/prefetch';
import { paths } from '../../../routing/paths';
import { previewTexts as text } from './texts';

// The body loads with the first preview, not with the list (issue 28: see PreviewBody.tsx).
const PreviewBody = lazyNamed(() => import('./PreviewBody'), 'PreviewBody');


/** How many timeline entries the preview shows (the lead page has the rest). */
const LAST_ACTIVITY = 3;

const query = graphql`
  query LeadPreviewDrawerQuery($databaseId: Int!, $activity: Int!) {
    lead(databaseId: $databaseId) {
      id
      databaseId
      name
      stage
      stageLabel
      reachedStages
      address
      organizationName
      associatedUserName
      isProposalsLocked
      cancellation { reason }
      dealFigures {
        source proposalDatabaseId generated systemSize estimatedYearProduction contractPrice contractPricePerWatt ppaRate ppaEscalator year25CumulativeSavings
      }
      proposals { databaseId isActive proposalTypeLabel proposalStatus proposalStatusLabel dateGenerated }
      agreements { agreementType agreementTypeLabel signed signedDatetime superseded status }
      activity(first: $activity) {
        edges {
          node {
            id at action actor fields documentType documentId pace uploaded customization fileName fromUser toUser
            fromOrganization toOrganization stage signerName recipient reason
          }
        }
      }
    }
  }
`;

function PreviewSkeleton() {
  return (
    <Stack gap="4" aria-label={text.loading} role="status">
      <Skeleton h="7" w="70%" />
      <Skeleton h="5" w="40%" />
      <Skeleton h="16" />
      <SimpleGrid columns={2} gap="2">{[0, 1, 2, 3].map((i) => <Skeleton key={i} h="14" />)}</SimpleGrid>
      <Skeleton h="20" />
    </Stack>
  );
}

/**
 * Issue 15: the lead at a glance from a list row, a card or a map marker — its header, deal
 * figures, next step and last activity — without leaving the list. A side drawer on wide screens,
 * a bottom sheet on phones; Open lead goes to the page.
 */
export function LeadPreviewDrawer({ databaseId, onClose }: { databaseId: number | null; onClose: () => void }) {
  return (
    <Drawer.Root open={databaseId != null} onOpenChange={(e) => { if (!e.open) onClose(); }} placement={{ base: 'bottom', md: 'end' }} size={{ base: 'full', md: 'md' }}>
      <Portal>
        <Drawer.Backdrop />
        <Drawer.Positioner>
          <Drawer.Content roundedTop={{ base: 'l3', md: 'none' }} maxH={{ base: '90dvh', md: 'none' }}>
            <Drawer.Header>
              <Drawer.Title>{text.title}</Drawer.Title>
            </Drawer.Header>
            {/* Focusable: on a phone the sheet's body scrolls, and keyboard users must reach all of it. */}
            <Drawer.Body tabIndex={0}>
              {databaseId != null && (
                <ErrorBoundary resetKeys={[databaseId]}>
                  <Suspense fallback={<PreviewSkeleton />}>
                    <PreviewBody query={query} databaseId={databaseId} activity={LAST_ACTIVITY} />
                  </Suspense>
                </ErrorBoundary>
              )}
            </Drawer.Body>
            <Drawer.Footer>
              <Drawer.ActionTrigger asChild><Button variant="outline">{text.close}</Button></Drawer.ActionTrigger>
              {databaseId != null && (
                <Button asChild colorPalette="brand"><RouterLink to={paths.lead(databaseId)}>{text.open}</RouterLink></Button>
              )}
            </Drawer.Footer>
            <Drawer.CloseTrigger asChild><CloseButton size="sm" aria-label={text.close} /></Drawer.CloseTrigger>
          </Drawer.Content>
        </Drawer.Positioner>
      </Portal>
    </Drawer.Root>
  );
}
