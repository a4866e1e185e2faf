import { graphql } from 'react-relay';

/** Issues a fresh signing link for an unsigned agreement (org admins and super admins); the old link stops working. */
export const resendAgreementMutation = graphql`
  mutation resendAgreementMutation($id: ID!, $message: String) {
    resendAgreement(id: $id, message: $message) {
      agreement {
        id
        signUrl
        status
        lastSentAt
        sendMessage
        recipient { name email }
      }
      message
      userErrors {
        field
        messages
      }
    }
  }
`;
