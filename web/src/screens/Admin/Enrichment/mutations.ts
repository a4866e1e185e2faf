import { graphql } from 'react-relay';

export const uploadBulkMutation = graphql`
  mutation EnrichmentUploadBulkMutation($file: Upload!, $name: String) {
    uploadBulkEnrichment(file: $file, name: $name) {
      bulkEnrichment { id }
      userErrors { field messages }
    }
  }
`;

export const uploadProspectMutation = graphql`
  mutation EnrichmentUploadProspectMutation($file: Upload!, $name: String) {
    uploadProspectBulkEnrichment(file: $file, name: $name) {
      prospectBulkEnrichment { id }
      userErrors { field messages }
    }
  }
`;

export const deleteBulkMutation = graphql`
  mutation EnrichmentDeleteBulkMutation($id: ID!) {
    deleteBulkEnrichment(id: $id) {
      deletedId
      userErrors { field messages }
    }
  }
`;

export const deleteProspectMutation = graphql`
  mutation EnrichmentDeleteProspectMutation($id: ID!) {
    deleteProspectBulkEnrichment(id: $id) {
      deletedId
      userErrors { field messages }
    }
  }
`;
