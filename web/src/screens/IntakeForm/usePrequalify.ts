import { useEffect, useRef, useState } from 'react';
import { fetchQuery, graphql, requestSubscription, useRelayEnvironment } from 'react-relay';
import type { usePrequalifyEnrichmentQuery, usePrequalifyEnrichmentQuery$data } from '../../__generated__/usePrequalifyEnrichmentQuery.graphql';
import type { usePrequalifyEnrichmentSubscription } from '../../__generated__/usePrequalifyEnrichmentSubscription.graphql';
import { PROGRESS_STEP_PER_SECOND } from '../../constants';

const statusQuery = graphql`
  query usePrequalifyEnrichmentQuery($leadId: ID!) {
    leadEnrichmentStatus(leadId: $leadId) {
      status
      failureReason
      enrichedData {
        systemSize
        estimatedYearProduction
        solarCost
        locationPrecision
      }
    }
  }
`;

/**
 * The pre-qualification pushed as it moves on: first as it is now (includeCurrent, so a job that
 * finished before the stream opened is not missed), then at each change of the lead.
 */
const statusSubscription = graphql`
  subscription usePrequalifyEnrichmentSubscription($leadId: ID!) {
    leadChanged(id: $leadId, includeCurrent: true) {
      enrichment {
        status
        failureReason
        enrichedData {
          systemSize
          estimatedYearProduction
          solarCost
          locationPrecision
        }
      }
    }
  }
`;

type Enrichment = usePrequalifyEnrichmentQuery$data['leadEnrichmentStatus'];

/** How often to ask when live updates fail, and when to stop waiting (the job runs in the api; it usually takes a few seconds). */
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
 * §4 pre-qualification after the lead is created: follows the lead's live updates until its
 * enrichment is COMPLETED or FAILED or the time limit passes (polling `leadEnrichmentStatus` only
 * if the stream fails), and drives a progress that rises by 6 each second (§9) and fills once the
 * answer is in. `onSettled` is called once.
 */
export function usePrequalify(leadId: string | null, onSettled: (outcome: PrequalifyOutcome) => void): number {
  const environment = useRelayEnvironment();
  const [percent, setPercent] = useState(0);
  const settledRef = useRef(onSettled);
  settledRef.current = onSettled;

  useEffect(() => {
    if (!leadId) return;
    let stopped = false;
    setPercent(0);
    const ticker = setInterval(() => setPercent((p) => Math.min(WAITING_CAP, p + PROGRESS_STEP_PER_SECOND)), 1000);
    let pollTimer: ReturnType<typeof setTimeout> | undefined;

    const finish = (outcome: PrequalifyOutcome) => {
      if (stopped) return;
      stopped = true;
      clearInterval(ticker);
      clearTimeout(pollTimer);
      clearTimeout(timeout);
      // Settled: the stream is no longer needed (called from its own event, hence after it exists).
      queueMicrotask(() => live.dispose());
      setPercent(100);
      settledRef.current(outcome);
    };

    /** Settles on a final status; anything else (pending, or null: the read failed) keeps waiting. */
    const consider = (enrichment: Enrichment | undefined) => {
      if (enrichment?.status === 'COMPLETED') finish({ kind: 'done', estimate: enrichment.enrichedData });
      else if (enrichment?.status === 'FAILED') finish({ kind: 'failed', reason: enrichment.failureReason ?? null });
    };
    const timeout = setTimeout(() => finish({ kind: 'timeout' }), PREQUALIFY_TIMEOUT_MS);

    const poll = () => {
      fetchQuery<usePrequalifyEnrichmentQuery>(environment, statusQuery, { leadId }, { fetchPolicy: 'network-only' })
        .toPromise()
        .then((data) => consider(data?.leadEnrichmentStatus))
        // A failed poll is retried like a pending answer, until the time limit.
        .catch(() => undefined)
        .finally(() => {
          if (!stopped) pollTimer = setTimeout(poll, PREQUALIFY_POLL_MS);
        });
    };
    let polling = false;
    const startPolling = () => {
      if (stopped || polling) return;
      polling = true;
      poll();
    };
    const live = requestSubscription<usePrequalifyEnrichmentSubscription>(environment, {
      subscription: statusSubscription,
      variables: { leadId },
      // An event that could not read the status (the api briefly unavailable) is no answer: ask on
      // a timer from then on, so a result that came meanwhile is not lost.
      onNext: (response) => {
        const enrichment = response?.leadChanged.enrichment;
        if (enrichment) consider(enrichment);
        else startPolling();
      },
      // No stream (a proxy that buffers it, the gateway without live updates): ask on a timer instead.
      onError: () => startPolling(),
    });

    return () => {
      stopped = true;
      clearInterval(ticker);
      clearTimeout(pollTimer);
      clearTimeout(timeout);
      live.dispose();
    };
  }, [leadId, environment]);

  return percent;
}
