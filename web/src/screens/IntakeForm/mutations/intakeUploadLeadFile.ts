import { graphql } from 'react-relay';

/**
 * One file for the lead (commitUpload sends it with progress). The refreshed lead in the payload
 * puts the file in its list: utility bills or additional files, as `kind` says.
 */
export const intakeUploadLeadFile = graphql`
  mutation intakeUploadLeadFileMutation($leadId: ID!, $file: Upload!, $kind: LeadFileKind!, $fileType: LeadFileType) {
    uploadLeadFile(leadId: $leadId, file: $file, kind: $kind, fileType: $fileType) {
      lead {
        ...IntakeFormScreen_lead
      }
      files {
        databaseId
        name
      }
      message
      userErrors {
        field
        messages
      }
    }
  }
`;
