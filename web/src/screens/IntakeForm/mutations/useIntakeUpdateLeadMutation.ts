import { graphql, useMutation } from 'react-relay';
import type { useIntakeUpdateLeadMutation as UpdateLeadMutation } from '../../../__generated__/useIntakeUpdateLeadMutation.graphql';

/** Steps after the lead exists save into it (customer, property, project, notes). */
const mutation = graphql`
  mutation useIntakeUpdateLeadMutation($id: ID!, $input: UpdateLeadInput!) {
    updateLead(id: $id, input: $input) {
      lead {
        ...IntakeFormScreen_lead
      }
      message
      userErrors {
        field
        messages
        code
      }
    }
  }
`;

export function useIntakeUpdateLeadMutation() {
  return useMutation<UpdateLeadMutation>(mutation);
}
