import { graphql, useMutation } from 'react-relay';
import type { deleteLeadFromListMutation } from '../../__generated__/deleteLeadFromListMutation.graphql';

/**
 * §4 lead deletion from the list. @deleteRecord takes the lead out of the store at once (its row
 * disappears); the list then reloads to refill the page and the summary (§4).
 */
const mutation = graphql`
  mutation deleteLeadFromListMutation($id: ID!) {
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

export const useDeleteLeadFromList = () => useMutation<deleteLeadFromListMutation>(mutation);
