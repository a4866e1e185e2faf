import { graphql, useMutation } from 'react-relay';
import type { useAssignLeadMutation as AssignLeadMutation } from '../../../__generated__/useAssignLeadMutation.graphql';

/** §6 reassignment; the payload's lead refreshes the header (organization, assigned user) in place. */
const mutation = graphql`
  mutation useAssignLeadMutation($id: ID!, $organizationId: ID!, $userId: ID) {
    assignLead(id: $id, organizationId: $organizationId, userId: $userId) {
      message
      userErrors {
        field
        messages
      }
      lead {
        ...LeadPageContent_lead
      }
    }
  }
`;

export function useAssignLead() {
  return useMutation<AssignLeadMutation>(mutation);
}
