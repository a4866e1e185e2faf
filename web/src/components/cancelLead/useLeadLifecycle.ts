import { commitMutation, graphql, useMutation, type Environment } from 'react-relay';
import type { RecordSourceSelectorProxy } from 'relay-runtime';
import type { useLeadLifecycleCancelMutation } from '../../__generated__/useLeadLifecycleCancelMutation.graphql';
import type { useLeadLifecycleRestoreMutation } from '../../__generated__/useLeadLifecycleRestoreMutation.graphql';

/**
 * Issue 15: cancelling keeps the lead (closed-lost). Both answers carry the lead's `cancellation`,
 * so an open lead page updates in place; lists reload to take the lead out or back in.
 */
/** What both answers carry: the lead's state, so an open lead page updates in place. */
graphql`
  fragment useLeadLifecycle_lead on Lead {
    id
    updated
    cancellation {
      cancelledAt
      reason
      cancelledByName
    }
  }
`;

const cancelMutation = graphql`
  mutation useLeadLifecycleCancelMutation($id: ID!, $reason: String!) {
    cancelLead(id: $id, reason: $reason) {
      message
      userErrors {
        field
        messages
      }
      lead {
        ...useLeadLifecycle_lead
      }
    }
  }
`;

const restoreMutation = graphql`
  mutation useLeadLifecycleRestoreMutation($id: ID!) {
    restoreLead(id: $id) {
      message
      userErrors {
        field
        messages
      }
      lead {
        ...useLeadLifecycle_lead
      }
    }
  }
`;

/**
 * Cancelling or restoring moves a lead in or out of every list, summary and map the store may have
 * cached (other filters, other pages): those root queries are marked stale, so the next screen that
 * shows one asks the server instead of showing the lead where it was.
 */
export const invalidateLeadLists = (store: RecordSourceSelectorProxy) => { store.getRoot().invalidateRecord(); };

export const useCancelLeadMutation = () => useMutation<useLeadLifecycleCancelMutation>(cancelMutation);
export const useRestoreLeadMutation = () => useMutation<useLeadLifecycleRestoreMutation>(restoreMutation);

/**
 * Restores without a component: the undo toast outlives the row or dialog that showed it, so it
 * commits through the environment. Resolves with the payload, rejects on a network failure.
 */
export function restoreLead(environment: Environment, id: string) {
  return new Promise<useLeadLifecycleRestoreMutation['response']['restoreLead']>((resolve, reject) => {
    commitMutation<useLeadLifecycleRestoreMutation>(environment, {
      mutation: restoreMutation,
      variables: { id },
      updater: invalidateLeadLists,
      onCompleted: (response) => resolve(response.restoreLead),
      onError: reject,
    });
  });
}
