import { graphql, useMutation } from 'react-relay';
import type { useResetPasswordMutation as ResetPasswordMutation } from '../__generated__/useResetPasswordMutation.graphql';

/** Sets a new password with the token from the reset e-mail's link (§8 'Password has been changed…'). */
const mutation = graphql`
  mutation useResetPasswordMutation($token: String!, $password: String!) {
    resetPassword(token: $token, password: $password) {
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

export function useResetPasswordMutation() {
  return useMutation<ResetPasswordMutation>(mutation);
}
