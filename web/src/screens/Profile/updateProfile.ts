import { graphql } from 'react-relay';

/**
 * Changes the viewer's profile: names and phone, a new image (multipart, `uploadables:
 * { 'input.image': file }`) or its removal. The payload's viewer has the same id as the app's
 * viewer record, so the header's avatar and name update from it without a refetch.
 */
export const updateProfileMutation = graphql`
  mutation updateProfileMutation($input: UpdateProfileInput!) {
    updateProfile(input: $input) {
      viewer {
        id
        firstName
        lastName
        phoneNumber
        image {
          url
        }
      }
      userErrors {
        field
        messages
      }
    }
  }
`;
