import { Box, Button, chakra, Circle, Heading, HStack, Skeleton, SkeletonCircle, Span, Stack, Text } from '@chakra-ui/react';
import {
  ArrowRightLeft, Ban, CircleX, Eye, FileCheck, FileText, Flag, History, Image, ImageOff, Pencil, Plus, Receipt, RotateCw, Send, Signature,
  Link2, Link2Off, LockOpen, Trash2, Undo2, Upload, type LucideIcon, BellRing, Mail, CircleCheck,
} from 'lucide-react';
import { useEffect, useRef } from 'react';
import { fetchQuery, graphql, usePaginationFragment, useRelayEnvironment } from 'react-relay';
import type { ActivityTimeline_lead$data, ActivityTimeline_lead$key } from '../../../__generated__/ActivityTimeline_lead.graphql';
import paginationQuery, { type ActivityTimelinePaginationQuery } from '../../../__generated__/ActivityTimelinePaginationQuery.graphql';
import { formatDateTime, formatRelative } from '../../../format/dates';
import { DealEmptyState } from '../deals/shared/EmptyState';
import { activityTexts as t, fieldsPhrase, stageLabel } from './texts';


/** Entries a "Load more" adds (the first page is the fragment's default count). */
export const ACTIVITY_PAGE_SIZE = 10;

/**
 * The lead's activity timeline (issue 15): a pagination fragment on Lead, read by the Activity
 * tab's query (ActivityTab.tsx). A new `refreshKey` (a live event, the lead's update) reads the
 * first page again in the background: its newest entries replace the first page, "Load more"
 * reads older ones.
 */
const fragment = graphql`
  fragment ActivityTimeline_lead on Lead
  @refetchable(queryName: "ActivityTimelinePaginationQuery")
  @argumentDefinitions(count: { type: "Int", defaultValue: 10 }, cursor: { type: "String" }) {
    id
    activity(first: $count, after: $cursor) @connection(key: "ActivityTimeline_activity") {
      totalCount
      edges {
        node {
          id
          at
          action
          actor
          fields
          documentType
          documentId
          pace
          uploaded
          customization
          fileName
          fromUser
          toUser
          fromOrganization
          toOrganization
          stage
          signerName
          recipient
          reason
          reminderDay
          reminderOf
        }
      }
    }
  }
`;

type Entry = ActivityTimeline_lead$data['activity']['edges'][number]['node'];

const ICONS: Record<string, LucideIcon> = {
  CREATED: Plus, EDITED: Pencil, REASSIGNED: ArrowRightLeft, IMAGE_REPLACED: Image, IMAGE_REMOVED: ImageOff, STAGE_REACHED: Flag,
  PROPOSAL_CREATED: FileText, PROPOSALS_UNLOCKED: LockOpen, PROPOSAL_GENERATED: FileCheck, QUOTE_CREATED: Receipt, QUOTE_GENERATED: FileCheck,
  AGREEMENT_SENT: Send, AGREEMENT_RESENT: RotateCw, AGREEMENT_VIEWED: Eye, AGREEMENT_SIGNED: Signature, AGREEMENT_VOIDED: Ban,
  FILE_UPLOADED: Upload, FILE_DELETED: Trash2, CANCELLED: CircleX, RESTORED: Undo2,
  PROPOSAL_LINK_CREATED: Link2, PROPOSAL_VIEWED: Eye, PROPOSAL_LINK_REVOKED: Link2Off,
  REMINDER_SENT: BellRing,
  PROPOSAL_LINK_EMAILED: Mail, PROPOSAL_ACCEPTED: CircleCheck,
};
const PALETTES: Record<string, string> = {
  AGREEMENT_SIGNED: 'green', STAGE_REACHED: 'blue', CANCELLED: 'red', AGREEMENT_VOIDED: 'red', FILE_DELETED: 'red', IMAGE_REMOVED: 'red', RESTORED: 'green', PROPOSAL_LINK_REVOKED: 'red', PROPOSAL_ACCEPTED: 'green',
};

/** Who did it and what they did, as the entry's sentence. Exported for tests. */
export function describeEntry(e: Partial<Pick<Entry, 'customization' | 'reminderDay' | 'reminderOf'>> & Pick<Entry, 'action' | 'actor' | 'fields' | 'documentType' | 'documentId' | 'pace' | 'uploaded' | 'fileName' | 'fromUser' | 'toUser'
  | 'fromOrganization' | 'toOrganization' | 'stage' | 'signerName' | 'recipient' | 'reason'>): { who: string; what: string } {
  const a = t.actions;
  const d = t.documents;
  const proposal = d.proposal(e.documentType, e.documentId);
  const quote = d.quote(e.pace, e.documentId);
  const agreement = d.agreement(e.documentType, e.documentId);
  const byCustomer = e.action === 'AGREEMENT_VIEWED' || e.action === 'AGREEMENT_SIGNED' || e.action === 'PROPOSAL_VIEWED' || e.action === 'PROPOSAL_ACCEPTED';
  // Issue 26 item 15: "Reminder sent to Grace Hopper (day 3) about LOI #12" (the worker sent it, nobody acted).
  if (e.action === 'REMINDER_SENT') return { who: t.reminderSent, what: t.actions.reminderSent(e.recipient, e.reminderDay, e.reminderOf === 'PROPOSAL_LINK' ? t.documents.proposalLink(proposal) : agreement) };
  const who = e.actor
    ?? ((e.action === 'AGREEMENT_SIGNED' || e.action === 'PROPOSAL_ACCEPTED') && e.signerName ? e.signerName : e.action === 'AGREEMENT_VIEWED' && e.recipient ? e.recipient : byCustomer ? t.customer : t.system);
  const what = (() => {
    switch (e.action) {
      case 'CREATED': return a.created;
      case 'EDITED': return a.edited(fieldsPhrase(e.fields));
      case 'REASSIGNED':
        return e.fromOrganization || e.toOrganization ? a.movedOrganization(e.fromOrganization, e.toOrganization) : a.reassigned(e.fromUser, e.toUser);
      case 'IMAGE_REPLACED': return a.imageReplaced;
      case 'IMAGE_REMOVED': return a.imageRemoved;
      case 'STAGE_REACHED': return a.stageReached(stageLabel(e.stage));
      case 'PROPOSAL_CREATED': return e.customization ? a.proposalCustomizationRequested(proposal) : a.proposalCreated(proposal);
      case 'PROPOSALS_UNLOCKED': return a.proposalsUnlocked;
      case 'PROPOSAL_GENERATED': return e.uploaded ? a.proposalUploaded(proposal) : a.proposalGenerated(proposal);
      case 'QUOTE_CREATED': return a.quoteCreated(quote);
      case 'QUOTE_GENERATED': return a.quoteGenerated(quote);
      case 'AGREEMENT_SENT': return a.agreementSent(agreement, e.recipient);
      case 'AGREEMENT_RESENT': return a.agreementResent(agreement, e.recipient);
      case 'AGREEMENT_VIEWED': return a.agreementViewed(agreement);
      case 'AGREEMENT_SIGNED': return a.agreementSigned(agreement);
      case 'AGREEMENT_VOIDED': return a.agreementVoided(agreement);
      case 'AGREEMENT_COUNTERSIGNED': return a.agreementCountersigned(agreement);
      case 'PROPOSAL_LINK_CREATED': return a.proposalLinkCreated(proposal);
      case 'PROPOSAL_VIEWED': return a.proposalViewed(proposal);
      case 'PROPOSAL_LINK_REVOKED': return a.proposalLinkRevoked(proposal);
      case 'PROPOSAL_LINK_EMAILED': return a.proposalLinkEmailed(proposal, e.recipient);
      case 'PROPOSAL_ACCEPTED': return a.proposalAccepted(proposal);
      case 'FILE_UPLOADED': return a.fileUploaded(e.fileName ?? d.file);
      case 'FILE_DELETED': return a.fileDeleted(e.fileName ?? d.file);
      case 'CANCELLED': return a.cancelled(e.reason);
      case 'RESTORED': return a.restored;
      case 'HANDED_OFF': return a.handedOff;
      case 'HANDOFF_REVOKED': return a.handoffRevoked;
      case 'HANDOFF_STEP_UPDATED': return a.handoffStepUpdated;
      default: return a.unknown;
    }
  })();
  return { who, what };
}

/** §9: the exact time (MM-DD-YYYY HH:MM), with "3 hours ago" added beside it. */
function When({ at }: { at: string }) {
  const relative = formatRelative(at);
  return (
    <Text textStyle="xs" color="fg.muted">
      <chakra.time dateTime={at}>{formatDateTime(at)}</chakra.time>
      {relative && <Span> · {relative}</Span>}
    </Text>
  );
}

function EntryRow({ entry }: { entry: Entry }) {
  const Icon = ICONS[entry.action] ?? History;
  const { who, what } = describeEntry(entry);
  return (
    <HStack as="li" align="start" gap="3" py="2.5" css={{ '&:not(:last-of-type)': { borderBottomWidth: '1px' } }} data-testid="activity-entry" data-action={entry.action}>
      <Circle size="8" flexShrink="0" bg="colorPalette.subtle" color="colorPalette.fg" colorPalette={PALETTES[entry.action] ?? 'gray'} aria-hidden>
        <Icon size="16" />
      </Circle>
      <Stack gap="0.5" minW="0" flex="1">
        <Text textStyle="sm" overflowWrap="anywhere">
          <Span fontWeight="semibold">{who}</Span> {what}
        </Text>
        <Box><When at={entry.at} /></Box>
      </Stack>
    </HStack>
  );
}

/** Placeholder rows while entries load. */
export function ActivitySkeleton({ rows = 3 }: { rows?: number }) {
  return (
    <Stack gap="3" aria-busy="true" aria-label={t.loadingMore} data-testid="activity-skeleton">
      {Array.from({ length: rows }, (_, i) => (
        <HStack key={i} gap="3">
          <SkeletonCircle size="8" />
          <Stack gap="1.5" flex="1"><Skeleton height="3.5" width="70%" /><Skeleton height="3" width="25%" /></Stack>
        </HStack>
      ))}
    </Stack>
  );
}

export function ActivityTimeline({ lead, refreshKey }: { lead: ActivityTimeline_lead$key; refreshKey?: string }) {
  const { data, loadNext, hasNext, isLoadingNext } = usePaginationFragment<ActivityTimelinePaginationQuery, ActivityTimeline_lead$key>(fragment, lead);
  const environment = useRelayEnvironment();
  const seenKey = useRef(refreshKey);
  useEffect(() => {
    if (refreshKey === seenKey.current || !data.id) return;
    seenKey.current = refreshKey;
    // No suspense: the list stays as it is until the answer lands in the store.
    const subscription = fetchQuery<ActivityTimelinePaginationQuery>(environment, paginationQuery, { id: data.id, count: ACTIVITY_PAGE_SIZE, cursor: null }, { fetchPolicy: 'network-only' })
      .subscribe({ error: () => undefined });
    return () => subscription.unsubscribe();
  }, [refreshKey, data.id, environment]);
  const entries = data.activity.edges.map((edge) => edge.node);
  return (
    <Stack gap="3" pt="2" maxW="3xl">
      <Heading as="h2" textStyle="lg">{t.heading}</Heading>
      {entries.length === 0 ? (
        <DealEmptyState icon={<History />} title={t.empty} description={t.emptyHint} />
      ) : (
        <Stack as="ol" gap="0" aria-label={t.listLabel} listStyleType="none" m="0" p="0">
          {entries.map((entry) => <EntryRow key={entry.id} entry={entry} />)}
        </Stack>
      )}
      {isLoadingNext && <ActivitySkeleton rows={2} />}
      {hasNext && (
        <Button alignSelf="start" variant="outline" size="sm" loading={isLoadingNext} loadingText={t.loadingMore}
          onClick={() => loadNext(ACTIVITY_PAGE_SIZE)}>
          {t.loadMore}
        </Button>
      )}
    </Stack>
  );
}
