import { graphql, useMutation } from 'react-relay';
import type { useLogoutMutation as LogoutMutation } from '../__generated__/useLogoutMutation.graphql';

/** Signs out: the gateway revokes the token and clears the session cookie. */
const mutation = graphql`
  mutation useLogoutMutation {
    logout {
      ok
    }
  }
`;

export function useLogoutMutation() {
  return useMutation<LogoutMutation>(mutation);
}
