import { useEffect } from 'react';
import { graphql, useRelayEnvironment } from 'react-relay';
import { fetchQuery } from 'relay-runtime';
import type { usePollWhileProcessingQuery } from '../../../../__generated__/usePollWhileProcessingQuery.graphql';
import { useLeadIsLive } from '../../live/LiveUpdates';

/** How often a lead with a PDF being generated is read again. */
export const POLL_MS = 2000;

const query = graphql`
  query usePollWhileProcessingQuery($databaseId: Int!) {
    lead(databaseId: $databaseId) {
      ...LeadPageContent_lead
    }
  }
`;

/**
 * Generating a proposal or a quote is a job on the api (the mutation answers "Processing"). The
 * lead's live updates (LiveUpdates.tsx) bring the result; only when they cannot (the stream
 * failed) is the lead read again every 2 s while one is processing, so the status, the PDF link,
 * the savings chart and the page's stage still appear without a reload.
 */
export function usePollWhileProcessing(databaseId: number, processing: boolean) {
  const environment = useRelayEnvironment();
  const live = useLeadIsLive();
  useEffect(() => {
    if (!processing || live) return undefined;
    let subscription: { unsubscribe(): void } | null = null;
    const timer = setInterval(() => {
      if (subscription) return; // the previous read is still on its way
      subscription = fetchQuery<usePollWhileProcessingQuery>(environment, query, { databaseId }, { fetchPolicy: 'network-only' }).subscribe({
        complete: () => { subscription = null; },
        error: () => { subscription = null; },
      });
    }, POLL_MS);
    return () => {
      clearInterval(timer);
      subscription?.unsubscribe();
    };
  }, [environment, databaseId, processing, live]);
}
