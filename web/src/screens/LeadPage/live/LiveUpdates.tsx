import { createContext, useContext, useMemo, useState, type ReactNode } from 'react';
import { graphql, useSubscription } from 'react-relay';
import type { GraphQLSubscriptionConfig } from 'relay-runtime';
import type { LiveUpdatesLeadSubscription } from '../../../__generated__/LiveUpdatesLeadSubscription.graphql';

/**
 * Every change to the lead (a proposal or quote generating or generated, an agreement signed, a
 * file added, someone else's edit) arrives as the page's own fragment, so Relay updates every part
 * of the page from the store: nothing polls while the stream is up.
 */
const leadChanged = graphql`
  subscription LiveUpdatesLeadSubscription($id: ID!) {
    leadChanged(id: $id) {
      changes
      lead {
        ...LeadPageContent_lead
      }
    }
  }
`;

/** True while the lead's live updates are flowing; false while they fail (polling takes over). */
const LiveContext = createContext(false);
export const useLeadIsLive = () => useContext(LiveContext);
/** How many change events have arrived: parts read outside the page's fragment (the activity timeline) read again on each. */
const ChangeCountContext = createContext(0);
export const useLeadChangeCount = () => useContext(ChangeCountContext);

/** Subscribes to one lead for as long as its page is open. */
export function LeadLiveUpdates({ leadId, children }: { leadId: string; children: ReactNode }) {
  const [failedFor, setFailedFor] = useState<string | null>(null);
  const [changes, setChanges] = useState(0);
  const config = useMemo<GraphQLSubscriptionConfig<LiveUpdatesLeadSubscription>>(() => ({
    subscription: leadChanged,
    variables: { id: leadId },
    // An event whose lead could not be read (the api briefly unavailable) carries no news: the
    // processing poll takes over until an event reads it again, so a result is never lost.
    onNext: (response) => {
      setFailedFor(response?.leadChanged.lead ? null : leadId);
      setChanges((n) => n + 1);
    },
    // A stream that cannot stay up (a proxy that buffers, the gateway without EVENTS_SECRET) hands
    // over to the processing poll: slower, but the page still settles by itself.
    onError: () => setFailedFor(leadId),
  }), [leadId]);
  useSubscription(config);
  return (
    <LiveContext.Provider value={failedFor !== leadId}>
      <ChangeCountContext.Provider value={changes}>{children}</ChangeCountContext.Provider>
    </LiveContext.Provider>
  );
}
