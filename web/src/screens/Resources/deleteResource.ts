import { graphql } from 'react-relay';

/** Deletes a resource ('Resource deleted successfully'); the screen then reloads its page. */
export const deleteResourceMutation = graphql`
  mutation deleteResourceMutation($id: ID!) {
    deleteResource(id: $id) {
      message
      deletedResourceId
      userErrors {
        field
        messages
      }
    }
  }
`;
