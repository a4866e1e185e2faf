import { graphql, useMutation } from 'react-relay';
import type { useLoginMutation as LoginMutation } from '../__generated__/useLoginMutation.graphql';

/**
 * Signs in (the gateway sets the session cookie). The screen reads isTermsAccepted: false means
 * the §4 terms chain must run before the login counts.
 */
const mutation = graphql`
  mutation useLoginMutation($input: LoginInput!) {
    login(input: $input) {
      isTermsAccepted
      userErrors {
        field
        messages
        code
      }
    }
  }
`;

export function useLoginMutation() {
  return useMutation<LoginMutation>(mutation);
}
