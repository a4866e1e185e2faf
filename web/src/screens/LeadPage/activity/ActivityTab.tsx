import { Heading, Stack } from '@chakra-ui/react';
import { Suspense } from 'react';
import { graphql, useLazyLoadQuery } from 'react-relay';
import type { ActivityTabQuery } from '../../../__generated__/ActivityTabQuery.graphql';
import { ErrorBoundary, useRetryKey } from '../../../components/ErrorBoundary';
import { useLeadChangeCount, useLeadIsLive } from '../live/LiveUpdates';
import { ActivitySkeleton, ActivityTimeline } from './ActivityTimeline';
import { activityTexts as t } from './texts';

/**
 * The Activity tab's own small query, asked the first time the tab opens (tabs mount lazily).
 * Not part of the page's one query: the gateway's cost limit counts `activity(first: 10)` ten times
 * at the depth of the page's nested fragments, and every lead mutation spreads the page's fragment,
 * so the first page there would more than double the cost of each of them (and add a REST call to
 * every edit) for a tab most visits never open. With variables (this query, "Load more") it is cheap.
 */
export const activityTabQuery = graphql`
  query ActivityTabQuery($databaseId: Int!) {
    lead(databaseId: $databaseId) {
      ...ActivityTimeline_lead
    }
  }
`;

interface Props {
  databaseId: number;
  /** The lead's `updated`: a change (an edit's answer) reads the newest entries again. */
  updated: string;
}

export function ActivityTab({ databaseId, updated }: Props) {
  return (
    <ErrorBoundary>
      <Suspense fallback={<Loading />}>
        <ActivityLoader databaseId={databaseId} updated={updated} />
      </Suspense>
    </ErrorBoundary>
  );
}

function Loading() {
  return (
    <Stack gap="3" pt="2" maxW="3xl">
      <Heading as="h2" textStyle="lg">{t.heading}</Heading>
      <ActivitySkeleton />
    </Stack>
  );
}

function ActivityLoader({ databaseId, updated }: Props) {
  const fetchKey = useRetryKey();
  const data = useLazyLoadQuery<ActivityTabQuery>(activityTabQuery, { databaseId }, { fetchPolicy: 'store-and-network', fetchKey });
  // While the live stream is up each of its events (an edit anywhere, a customer opening an
  // agreement) reads the newest entries; without it, the lead's own updates do.
  const live = useLeadIsLive();
  const changes = useLeadChangeCount();
  if (!data.lead) return null;
  return <ActivityTimeline lead={data.lead} refreshKey={live ? `live:${changes}` : `updated:${updated}`} />;
}
