import { graphql } from 'react-relay';

/** Issue 26 item 14: the organization's countersignature (org admins and super admins; the api checks again). */
export const countersignAgreementMutation = graphql`
  mutation countersignAgreementMutation($id: ID!, $input: CountersignAgreementInput!) {
    countersignAgreement(id: $id, input: $input) {
      agreement {
        id
        status
        signed
        countersignDue
        countersignedAt
        countersignerName
      }
      message
      userErrors {
        field
        messages
      }
    }
  }
`;
