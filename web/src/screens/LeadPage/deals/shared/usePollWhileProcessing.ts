import { useEffect } from 'react';
import { graphql, useRelayEnvironment } from 'react-relay';
import { fetchQuery } from 'relay-runtime';
import type { usePollWhileProcessingQuery } from '../../../../__generated__/usePollWhileProcessingQuery.graphql';
import { useLeadIsLive } from '../../live/LiveUpdates';

/** How often a lead with a PDF being generated is read again when live updates fail. */
export const POLL_MS = 2000;
/** While live updates flow: how long a generation may go without news before the lead is read anyway. */
export const LIVE_CHECK_MS = 15_000;

const query = graphql`
  query usePollWhileProcessingQuery($databaseId: Int!) {
    lead(databaseId: $databaseId) {
      ...LeadPageContent_lead
    }
  }
`;

/**
 * Generating a proposal or a quote is a job on the api (the mutation answers "Processing"). The
 * lead's live updates (LiveUpdates.tsx) bring the result, so the status, the PDF link, the savings
 * chart and the page's stage appear without a reload and without polling. The lead is read only:
 * - once each time a document turns Processing: the job may have finished, and its news been
 *   pushed, before the mutation's own "Processing" answer arrived and overwrote it in the store;
 * - every 15 s while one stays Processing, in case news was lost (the api briefly unreachable);
 * - every 2 s while one is Processing when the stream failed altogether.
 */
export function usePollWhileProcessing(databaseId: number, processing: boolean) {
  const environment = useRelayEnvironment();
  const live = useLeadIsLive();
  useEffect(() => {
    if (!processing) return undefined;
    let subscription: { unsubscribe(): void } | null = null;
    const read = () => {
      if (subscription) return; // the previous read is still on its way
      subscription = fetchQuery<usePollWhileProcessingQuery>(environment, query, { databaseId }, { fetchPolicy: 'network-only' }).subscribe({
        complete: () => { subscription = null; },
        error: () => { subscription = null; },
      });
    };
    if (live) read();
    const timer = setInterval(read, live ? LIVE_CHECK_MS : POLL_MS);
    return () => {
      clearInterval(timer);
      subscription?.unsubscribe();
    };
  }, [environment, databaseId, processing, live]);
}
