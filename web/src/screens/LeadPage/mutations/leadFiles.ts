import { graphql } from 'react-relay';

/**
 * Uploads a utility bill or an additional file to the lead (commitUpload, for progress). The
 * payload's lead refreshes the documents and the header too: a first utility bill moves the lead
 * to stage 2.
 */
export const uploadLeadFileMutation = graphql`
  mutation leadFilesUploadMutation($leadId: ID!, $file: Upload!, $fileType: LeadFileType, $kind: LeadFileKind!) {
    uploadLeadFile(leadId: $leadId, file: $file, fileType: $fileType, kind: $kind) {
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

export const deleteLeadFileMutation = graphql`
  mutation leadFilesDeleteMutation($leadId: ID!, $fileId: ID!, $kind: LeadFileKind!) {
    deleteLeadFile(leadId: $leadId, fileId: $fileId, kind: $kind) {
      message
      deletedFileId
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
