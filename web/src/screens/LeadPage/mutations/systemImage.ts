import { graphql } from 'react-relay';

/** Replaces the system image (multipart: `uploadables: { file }`), sent with commitUpload for progress. */
export const setSystemImageMutation = graphql`
  mutation systemImageSetMutation($id: ID!, $file: Upload!) {
    setLeadSystemImage(id: $id, file: $file) {
      message
      userErrors {
        field
        messages
      }
      lead {
        ...LeadPageContent_lead
        # The new image's URL, which the card shows at once (it asks again itself only for a new name).
        systemImage {
          url
        }
      }
    }
  }
`;

/** §4: removing the image is an update with system_image null. */
export const removeSystemImageMutation = graphql`
  mutation systemImageRemoveMutation($id: ID!) {
    removeLeadSystemImage(id: $id) {
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
