import { graphql, useMutation } from 'react-relay';
import type { useSubmitLeadMutation as SubmitLeadMutation } from '../../../__generated__/useSubmitLeadMutation.graphql';

/** Submits a draft lead from its page (issue 12); the answer refreshes the whole page from the store. */
const mutation = graphql`
  mutation useSubmitLeadMutation($id: ID!) {
    submitLead(id: $id) {
      lead {
        ...LeadPageContent_lead
      }
      message
      userErrors {
        field
        messages
      }
    }
  }
`;

export function useSubmitLead() {
  return useMutation<SubmitLeadMutation>(mutation);
}
