import { useEffect, useState } from 'react';
import { fetchQuery, graphql, useRelayEnvironment } from 'react-relay';
import type { useResetLinkCheckQuery } from '../../__generated__/useResetLinkCheckQuery.graphql';
import { resetLinkText } from './texts';

const query = graphql`
  query useResetLinkCheckQuery($token: String!) {
    passwordResetLink(token: $token) {
      valid
      message
    }
  }
`;

/** 'checking' until the gateway answers; then usable, or the reason it is not. */
export type ResetLinkState = { kind: 'checking' } | { kind: 'valid' } | { kind: 'invalid'; message: string };

/**
 * Checks the e-mailed token as the page opens, so an expired or used link says so before the user
 * types a new password twice. When the check itself fails (network, throttle) the form shows: the
 * mutation then gives the real answer.
 */
export function useResetLinkCheck(token: string): ResetLinkState {
  const environment = useRelayEnvironment();
  const [state, setState] = useState<ResetLinkState>({ kind: 'checking' });
  useEffect(() => {
    const subscription = fetchQuery<useResetLinkCheckQuery>(environment, query, { token }, { fetchPolicy: 'network-only' }).subscribe({
      // No answer (null: the check failed) shows the form, as a failed request does.
      next: ({ passwordResetLink: link }) =>
        setState(!link || link.valid ? { kind: 'valid' } : { kind: 'invalid', message: link.message || resetLinkText.linkInvalid }),
      error: () => setState({ kind: 'valid' }),
    });
    return () => subscription.unsubscribe();
  }, [environment, token]);
  return state;
}
