import { graphql, useMutation } from 'react-relay';
import type { useBulkLeadsAssignMutation } from '../../../__generated__/useBulkLeadsAssignMutation.graphql';
import type { useBulkLeadsCancelMutation } from '../../../__generated__/useBulkLeadsCancelMutation.graphql';

const cancel = graphql`
  mutation useBulkLeadsCancelMutation($ids: [ID!]!, $reason: String!) {
    bulkCancelLeads(ids: $ids, reason: $reason) {
      message
      doneLeadIds
      refused { leadId message }
      userErrors { field messages }
    }
  }
`;

const assign = graphql`
  mutation useBulkLeadsAssignMutation($ids: [ID!]!, $userId: ID) {
    bulkAssignLeads(ids: $ids, userId: $userId) {
      message
      doneLeadIds
      refused { leadId message }
      userErrors { field messages }
    }
  }
`;

export const useBulkCancel = () => useMutation<useBulkLeadsCancelMutation>(cancel);
export const useBulkAssign = () => useMutation<useBulkLeadsAssignMutation>(assign);
