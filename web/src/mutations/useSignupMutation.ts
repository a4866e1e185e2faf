import { graphql, useMutation } from 'react-relay';
import type { useSignupMutation as SignupMutation } from '../__generated__/useSignupMutation.graphql';

/** Creates the account (and its organization, or joins one with an invite token). */
const mutation = graphql`
  mutation useSignupMutation($input: SignupInput!) {
    signup(input: $input) {
      isTermsAccepted
      userErrors {
        field
        messages
        code
      }
    }
  }
`;

export function useSignupMutation() {
  return useMutation<SignupMutation>(mutation);
}
