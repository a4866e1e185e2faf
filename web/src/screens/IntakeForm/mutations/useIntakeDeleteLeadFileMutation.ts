import { graphql, useMutation } from 'react-relay';
import type { useIntakeDeleteLeadFileMutation as DeleteLeadFileMutation } from '../../../__generated__/useIntakeDeleteLeadFileMutation.graphql';

/** Removes a file from the list it is in (§4); the refreshed lead no longer lists it. */
const mutation = graphql`
  mutation useIntakeDeleteLeadFileMutation($fileId: ID!, $kind: LeadFileKind!, $leadId: ID!) {
    deleteLeadFile(fileId: $fileId, kind: $kind, leadId: $leadId) {
      lead {
        ...IntakeFormScreen_lead
      }
      deletedFileId
      message
      userErrors {
        field
        messages
      }
    }
  }
`;

export function useIntakeDeleteLeadFileMutation() {
  return useMutation<DeleteLeadFileMutation>(mutation);
}
