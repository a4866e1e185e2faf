import { useEffect } from 'react';
import { graphql, useRelayEnvironment } from 'react-relay';
import { fetchQuery } from 'relay-runtime';
import type { usePollWhileProcessingQuery } from '../../../../__generated__/usePollWhileProcessingQuery.graphql';

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
 * Generating a proposal or a quote is a job on the api (the mutation answers "Processing"). While
 * one is, read the lead again every 2 s into the store, so the status, the PDF link, the savings
 * chart and the page's stage appear without a reload. Stops as soon as nothing is processing.
 */
export function usePollWhileProcessing(databaseId: number, processing: boolean) {
  const environment = useRelayEnvironment();
  useEffect(() => {
    if (!processing) return undefined;
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
  }, [environment, databaseId, processing]);
}
