import { useEffect, useRef, useState } from 'react';
import { fetchQuery, graphql, useRelayEnvironment } from 'react-relay';
import type { usePrequalifyEnrichmentQuery, usePrequalifyEnrichmentQuery$data } from '../../__generated__/usePrequalifyEnrichmentQuery.graphql';
import { PROGRESS_STEP_PER_SECOND } from '../../constants';

const statusQuery = graphql`
  query usePrequalifyEnrichmentQuery($leadId: ID!) {
    leadEnrichmentStatus(leadId: $leadId) {
      status
      failureReason
      enrichedData {
        systemSize
        estimatedYearProduction
        locationPrecision
      }
    }
  }
`;

/** How often to ask, and when to stop waiting (the job runs in the api; it usually takes a few seconds). */
export const PREQUALIFY_POLL_MS = 1500;
export const PREQUALIFY_TIMEOUT_MS = 30_000;
/** The bar stops short of full until the answer is in, so it never claims to be done early. */
const WAITING_CAP = 95;

export type PrequalifyOutcome =
  | { kind: 'done'; estimate: NonNullable<usePrequalifyEnrichmentQuery$data['leadEnrichmentStatus']>['enrichedData'] }
  /** `reason`: the api's, e.g. 'Address not found.' (issue 12), when it said why. */
  | { kind: 'failed'; reason: string | null }
  | { kind: 'timeout' };

/**
 * §4 pre-qualification after the lead is created: polls `leadEnrichmentStatus` until it is
 * COMPLETED or FAILED or the time limit passes, and drives a progress that rises by 6 each second
 * (§9) and fills once the answer is in. `onSettled` is called once.
 */
export function usePrequalify(leadId: string | null, onSettled: (outcome: PrequalifyOutcome) => void): number {
  const environment = useRelayEnvironment();
  const [percent, setPercent] = useState(0);
  const settledRef = useRef(onSettled);
  settledRef.current = onSettled;

  useEffect(() => {
    if (!leadId) return;
    let stopped = false;
    const started = Date.now();
    setPercent(0);
    const ticker = setInterval(() => setPercent((p) => Math.min(WAITING_CAP, p + PROGRESS_STEP_PER_SECOND)), 1000);
    let pollTimer: ReturnType<typeof setTimeout> | undefined;

    const finish = (outcome: PrequalifyOutcome) => {
      if (stopped) return;
      stopped = true;
      clearInterval(ticker);
      setPercent(100);
      settledRef.current(outcome);
    };

    const poll = () => {
      fetchQuery<usePrequalifyEnrichmentQuery>(environment, statusQuery, { leadId }, { fetchPolicy: 'network-only' })
        .toPromise()
        .then((data) => {
          // null (the status call failed) is asked again like a pending answer.
          const enrichment = data?.leadEnrichmentStatus;
          if (enrichment?.status === 'COMPLETED') return finish({ kind: 'done', estimate: enrichment.enrichedData });
          if (enrichment?.status === 'FAILED') return finish({ kind: 'failed', reason: enrichment.failureReason ?? null });
          return undefined;
        })
        // A failed poll is retried like a pending answer, until the time limit.
        .catch(() => undefined)
        .finally(() => {
          if (stopped) return;
          if (Date.now() - started >= PREQUALIFY_TIMEOUT_MS) finish({ kind: 'timeout' });
          else pollTimer = setTimeout(poll, PREQUALIFY_POLL_MS);
        });
    };
    poll();

    return () => {
      stopped = true;
      clearInterval(ticker);
      clearTimeout(pollTimer);
    };
  }, [leadId, environment]);

  return percent;
}
