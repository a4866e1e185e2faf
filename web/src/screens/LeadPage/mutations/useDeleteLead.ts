import { graphql, useMutation } from 'react-relay';
import type { useDeleteLeadMutation as DeleteLeadMutation } from '../../../__generated__/useDeleteLeadMutation.graphql';

/**
 * Deletes a lead for good (admins, issue 15; everyone else cancels it). @deleteRecord drops it from the store, so the lead list (and its map)
 * no longer show it when the user lands there, without refetching.
 */
const mutation = graphql`
  mutation useDeleteLeadMutation($id: ID!) {
    deleteLead(id: $id) {
      deletedLeadId @deleteRecord
      message
      userErrors {
        field
        messages
      }
    }
  }
`;

export function useDeleteLead() {
  return useMutation<DeleteLeadMutation>(mutation);
}
