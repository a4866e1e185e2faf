import { Badge, Box, Button, HStack, SimpleGrid, Stack, Text } from '@chakra-ui/react';
import { ArrowRight } from 'lucide-react';
import { useLazyLoadQuery, type GraphQLTaggedNode } from 'react-relay';
import { Link as RouterLink } from 'react-router-dom';
import type { LeadPreviewDrawerQuery } from '../../../__generated__/LeadPreviewDrawerQuery.graphql';
import { canSendAgreements } from '../../../auth/permissions';
import { useViewer } from '../../../auth/ViewerProvider';
import { formatDateTime, formatRelative } from '../../../format/dates';
import { StageChip } from '../../../components/stage/StageChip';
import { stageIndex } from '../../../constants';
import { paths } from '../../../routing/paths';
import { describeEntry } from '../../LeadPage/activity/ActivityTimeline';
import { dealFigures } from '../../LeadPage/header/dealFigures';
import { NEXT_STEP_HASH, nextActionOf } from '../../LeadPage/header/nextAction';
import { StageProgress } from '../../LeadPage/header/StageProgress';
import { previewTexts as text } from './texts';

/**
 * The preview drawer's content: its own chunk, loaded when a preview opens (issue 28), because it
 * brings the lead page's stage bar, deal figures, pricing model and activity wording, which the
 * list's first screen does not need. `query` is LeadPreviewDrawer's (Relay names it after that file).
 */
export function PreviewBody({ query, databaseId, activity }: { query: GraphQLTaggedNode; databaseId: number; activity: number }) {
  const data = useLazyLoadQuery<LeadPreviewDrawerQuery>(query, { databaseId, activity }, { fetchPolicy: 'store-and-network' });
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
