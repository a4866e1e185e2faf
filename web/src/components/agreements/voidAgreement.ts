import { graphql } from 'react-relay';

/** Voids an unsigned agreement (org admins and super admins): its signing link stops working for good. */
export const voidAgreementMutation = graphql`
  mutation voidAgreementMutation($id: ID!) {
    voidAgreement(id: $id) {
      agreement {
        id
        status
        voidedAt
        voidedByName
      }
      message
      userErrors {
        field
        messages
      }
    }
  }
`;
