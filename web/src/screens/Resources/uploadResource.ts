import { graphql } from 'react-relay';

/** Uploads a resource (multipart: `uploadables: { file }`), sent with commitUpload for progress. */
export const uploadResourceMutation = graphql`
  mutation uploadResourceMutation($file: Upload!) {
    uploadResource(file: $file) {
      message
      resource {
        id
      }
      userErrors {
        field
        messages
      }
    }
  }
`;
