import { graphql, useMutation } from 'react-relay';
import type { useRequestPasswordResetMutation as RequestPasswordResetMutation } from '../__generated__/useRequestPasswordResetMutation.graphql';

/** E-mails a reset link to /password-reset?token=… (§8 'Email with further instructions…'). */
const mutation = graphql`
  mutation useRequestPasswordResetMutation($email: String!) {
    requestPasswordReset(email: $email) {
      ok
      message
      userErrors {
        field
        messages
        code
      }
    }
  }
`;

export function useRequestPasswordResetMutation() {
  return useMutation<RequestPasswordResetMutation>(mutation);
}
