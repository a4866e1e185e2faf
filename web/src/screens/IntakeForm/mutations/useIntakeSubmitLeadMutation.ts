import { graphql, useMutation } from 'react-relay';
import type { useIntakeSubmitLeadMutation as SubmitLeadMutation } from '../../../__generated__/useIntakeSubmitLeadMutation.graphql';

/** The wizard's final Submit (issue 12): the draft lead joins the list, summary and map. */
const mutation = graphql`
  mutation useIntakeSubmitLeadMutation($id: ID!) {
    submitLead(id: $id) {
      lead {
        id
        isDraft
      }
      message
      userErrors {
        field
        messages
      }
    }
  }
`;

export function useIntakeSubmitLeadMutation() {
  return useMutation<SubmitLeadMutation>(mutation);
}
