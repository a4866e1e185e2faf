import { Badge, Box, Button, CloseButton, Drawer, HStack, Portal, SimpleGrid, Skeleton, Stack, Text } from '@chakra-ui/react';
import { ArrowRight } from 'lucide-react';
import { Suspense } from 'react';
import { graphql, useLazyLoadQuery } from 'react-relay';
import { Link as RouterLink } from 'react-router-dom';
import type { LeadPreviewDrawerQuery } from '../../../__generated__/LeadPreviewDrawerQuery.graphql';
import { canSendAgreements } from '../../../auth/permissions';
import { useViewer } from '../../../auth/ViewerProvider';
import { ErrorBoundary } from '../../../components/ErrorBoundary';
import { formatDateTime, formatRelative } from '../../../format/dates';
import { StageChip } from '../../../components/stage/StageChip';
import { stageIndex } from '../../../constants';
import { paths } from '../../../routing/paths';
import { describeEntry } from '../../LeadPage/activity/ActivityTimeline';
import { dealFigures } from '../../LeadPage/header/dealFigures';
import { NEXT_STEP_HASH, nextActionOf } from '../../LeadPage/header/nextAction';
import { StageProgress } from '../../LeadPage/header/StageProgress';
import { previewTexts as text } from './texts';


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

function PreviewBody({ databaseId }: { databaseId: number }) {
  const data = useLazyLoadQuery<LeadPreviewDrawerQuery>(query, { databaseId, activity: LAST_ACTIVITY }, { fetchPolicy: 'store-and-network' });
  const { viewer } = useViewer();
  const lead = data.lead;
  if (!lead) return <Text color="fg.muted">{text.notFound}</Text>;
  const figures = dealFigures(lead).filter((f) => ['systemSize', 'production', 'epcPrice', 'savings'].includes(f.key));
  const next = lead.cancellation ? null : nextActionOf(lead, canSendAgreements(viewer));
  // Tab steps open the lead on that tab with the intent; dialog steps open the lead page with `#next`, which starts them.
  const stepHref = next?.button?.do.kind === 'tab' ? `${paths.lead(lead.databaseId)}#${next.button.do.hash}` : `${paths.lead(lead.databaseId)}#${NEXT_STEP_HASH}`;
  const entries = lead.activity.edges.map((edge) => edge.node);
  return (
    <Stack gap="5" data-testid="lead-quick-view">
      <Stack gap="2">
        <Text as="h2" textStyle="xl" fontWeight="semibold" wordBreak="break-word">{lead.name}</Text>
        <HStack gap="2" wrap="wrap">
          <StageChip stage={lead.stage} label={lead.stageLabel} />
          {lead.cancellation && <Badge colorPalette="red" variant="subtle" whiteSpace="normal">{text.cancelled(lead.cancellation.reason)}</Badge>}
        </HStack>
        <Box as="dl" textStyle="sm" color="fg.muted" display="grid" gridTemplateColumns="auto 1fr" columnGap="3" rowGap="1">
          <dt>{text.organization}</dt><dd>{lead.organizationName}</dd>
          <dt>{text.assignedUser}</dt><dd>{lead.associatedUserName ?? text.unassigned}</dd>
          <dt>{text.address}</dt><dd>{lead.address ?? '—'}</dd>
        </Box>
      </Stack>
      <StageProgress stage={stageIndex(lead.stage)} reached={lead.reachedStages} />
      <SimpleGrid as="dl" columns={2} gap="2">
        {figures.map((f) => (
          <Box key={f.key} borderWidth="1px" rounded="l2" px="3" py="2" minW="0">
            <Text as="dt" textStyle="xs" color="fg.muted">{f.label}</Text>
            <Text as="dd" fontWeight="semibold" wordBreak="break-word">{f.value}</Text>
          </Box>
        ))}
      </SimpleGrid>
      {next && (
        <Stack gap="1.5">
          <Text textStyle="sm" fontWeight="semibold">{text.nextStep}</Text>
          {next.button ? (
            <Button asChild size="sm" colorPalette="brand" alignSelf="start">
              <RouterLink to={stepHref} aria-label={text.openStep(next.button.label)}>{next.button.label}<ArrowRight aria-hidden /></RouterLink>
            </Button>
          ) : null}
          {next.hint && <Text textStyle="sm" color="fg.muted">{next.hint}</Text>}
          {!next.button && !next.hint && <Text textStyle="sm" color="fg.muted">{text.nothingNext}</Text>}
        </Stack>
      )}
      <Stack gap="2">
        <Text textStyle="sm" fontWeight="semibold">{text.lastActivity}</Text>
        {entries.length === 0 ? <Text textStyle="sm" color="fg.muted">{text.noActivity}</Text> : (
          <Stack as="ul" gap="2" listStyleType="none" m="0" p="0">
            {entries.map((entry) => {
              const { who, what } = describeEntry(entry);
              return (
                <Box as="li" key={entry.id} textStyle="sm">
                  <Text><strong>{who}</strong> {what}</Text>
                  <Text textStyle="xs" color="fg.muted"><time dateTime={entry.at}>{formatDateTime(entry.at)}</time> · {formatRelative(entry.at)}</Text>
                </Box>
              );
            })}
          </Stack>
        )}
      </Stack>
    </Stack>
  );
}

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
                    <PreviewBody databaseId={databaseId} />
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
