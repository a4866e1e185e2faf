import { useEffect, useRef, useState } from 'react';
import { fetchQuery, graphql, useRelayEnvironment } from 'react-relay';
import type { TermsChainPolicyDocumentsQuery, TermsChainPolicyDocumentsQuery$data } from '../../__generated__/TermsChainPolicyDocumentsQuery.graphql';
import { useViewer } from '../../auth/ViewerProvider';
import { notifySuccess } from '../../components/ui/toaster';
import { errors, success, terms } from '../../messages';
import { useAcceptTermsMutation } from '../../mutations/useAcceptTermsMutation';
import { firstUserError } from '../../mutations/userErrors';
import { PolicyModal } from './PolicyModal';

/**
 * The three policy PDFs' signed URLs (no sign-in needed). They last about five minutes and a user
 * may read a while, so they are asked for afresh as each document opens.
 */
const policyDocumentsQuery = graphql`
  query TermsChainPolicyDocumentsQuery {
    policyDocuments @required(action: THROW) {
      privacyPolicy {
        url
      }
      termsOfService {
        url
      }
      platformAgreement {
        url
      }
    }
  }
`;

type Documents = TermsChainPolicyDocumentsQuery$data['policyDocuments'];

/** §4 order: Privacy Accept opens Terms; Terms Accept opens the Platform Access Agreement. */
const STEPS = [
  { title: terms.privacyPolicy, url: (d: Documents) => d.privacyPolicy?.url ?? null },
  { title: terms.termsOfService, url: (d: Documents) => d.termsOfService?.url ?? null },
  { title: terms.platformAgreement, url: (d: Documents) => d.platformAgreement?.url ?? null },
] as const;

/** How the chain ended: all accepted, declined (or Escape), or the URLs could not be fetched. */
export type TermsChainEnd = 'accepted' | 'declined' | 'failed';

/**
 * §4 "Login with is_terms_accepted false": the login has set a session cookie, but it does not
 * count as a login until the last Accept is sent. Rendered by the login form while the chain is
 * open; `onEnd` tells it how the chain ended (the chain itself is gone by then).
 */
export function TermsChain({ onEnd }: { onEnd: (end: TermsChainEnd) => void }) {
  const environment = useRelayEnvironment();
  const { refresh, signOut } = useViewer();
  const [documents, setDocuments] = useState<Documents | null>(null);
  const [step, setStep] = useState(0);
  const [acceptError, setAcceptError] = useState<string | null>(null);
  const [commitAccept, accepting] = useAcceptTermsMutation();

  const finish = (how: TermsChainEnd) => {
    // Declined or failed: the login's cookie belongs to a user who has not accepted. Revoke it so
    // no half-open session outlives the chain (the api would otherwise keep honouring it). Quietly:
    // the viewer was never shown as signed in, so there is nothing to announce.
    if (how !== 'accepted') void signOut();
    onEnd(how);
  };
  // The fetch below outlives renders; it must call the latest `finish`, not the first one.
  const finishRef = useRef(finish);
  useEffect(() => { finishRef.current = finish; });

  // Each document's URL is read as it opens (a signed URL read at the first step may have expired by the last).
  useEffect(() => {
    setDocuments(null);
    const subscription = fetchQuery<TermsChainPolicyDocumentsQuery>(environment, policyDocumentsQuery, {}, { fetchPolicy: 'network-only' })
      .subscribe({
        next: (data) => setDocuments(data.policyDocuments),
        error: () => finishRef.current('failed'),
      });
    return () => subscription.unsubscribe();
  }, [environment, step]);

  const acceptAll = () => {
    setAcceptError(null);
    commitAccept({
      variables: {},
      onCompleted: ({ acceptTerms }) => {
        const refused = firstUserError(acceptTerms.userErrors);
        if (refused || !acceptTerms.ok) return setAcceptError(refused ?? acceptTerms.message ?? errors.generic);
        notifySuccess(success.termsAccepted);
        finish('accepted');
        // Only now is the login a login: the refetched viewer has accepted, so the LoginOnly guard
        // sends the user on (to ?redirect= or /).
        refresh();
      },
      onError: () => setAcceptError(errors.generic),
    });
  };

  const last = step === STEPS.length - 1;
  const { title, url } = STEPS[step];
  return (
    <PolicyModal
      // One dialog per document: each opens afresh, so focus starts at its top, not on Accept.
      key={step}
      title={title}
      url={documents ? url(documents) : undefined}
      step={step + 1}
      steps={STEPS.length}
      onAccept={last ? acceptAll : () => setStep(step + 1)}
      onDecline={() => finish('declined')}
      accepting={accepting}
      error={acceptError}
    />
  );
}
