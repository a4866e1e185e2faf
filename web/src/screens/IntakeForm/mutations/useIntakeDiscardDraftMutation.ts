import { graphql, useMutation } from 'react-relay';
import type { useIntakeDiscardDraftMutation as DiscardDraftMutation } from '../../../__generated__/useIntakeDiscardDraftMutation.graphql';

/** Start over and the drafts list's Discard: the draft lead is deleted with its files (issue 12). */
const mutation = graphql`
  mutation useIntakeDiscardDraftMutation($id: ID!) {
    deleteLead(id: $id) {
      deletedLeadId @deleteRecord
      userErrors {
        field
        messages
      }
    }
  }
`;

export function useIntakeDiscardDraftMutation() {
  return useMutation<DiscardDraftMutation>(mutation);
}
