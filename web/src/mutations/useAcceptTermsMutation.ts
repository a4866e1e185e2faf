import { graphql, useMutation } from 'react-relay';
import type { useAcceptTermsMutation as AcceptTermsMutation } from '../__generated__/useAcceptTermsMutation.graphql';

/**
 * §4: the last Accept of the terms chain. It runs on the session cookie the login just set, so it
 * must be committed before that session is revoked (Decline) or counted as a login (refresh).
 */
const mutation = graphql`
  mutation useAcceptTermsMutation {
    acceptTerms {
      ok
      message
      userErrors {
        field
        messages
      }
    }
  }
`;

export function useAcceptTermsMutation() {
  return useMutation<AcceptTermsMutation>(mutation);
}
