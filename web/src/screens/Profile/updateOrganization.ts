import { graphql } from 'react-relay';

/**
 * Changes the viewer's organization: name, description, a new logo (multipart, `uploadables:
 * { 'input.logo': file }`) or its removal. The welcome text's organization name updates from it.
 */
export const updateOrganizationMutation = graphql`
  mutation updateOrganizationMutation($input: UpdateOrganizationInput!) {
    updateOrganization(input: $input) {
      organization {
        id
        name
        description
        logo {
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
