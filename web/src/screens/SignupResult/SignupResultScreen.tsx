import { Alert, Button, Stack, Text } from '@chakra-ui/react';
import { CircleCheck } from 'lucide-react';
import { Suspense, useEffect, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { useViewer } from '../../auth/ViewerProvider';
import { errors, signupResult } from '../../messages';
import { paths } from '../../routing/paths';
import { lazyNamed } from '../../routing/prefetch';
import { AuthCard } from '../Auth/AuthCard';
import type { TermsChainEnd } from '../Auth/TermsChain';

const TermsChain = lazyNamed(() => import('../Auth/TermsChain'), 'TermsChain');

/**
 * /signup-result (§2), outside the main layout: shown right after a successful sign-up. Issue 15:
 * the new user accepts the terms here, before the first screen, instead of at the next login. The
 * button opens the §4 chain (privacy → terms → platform agreement); its last Accept signs them in
 * and goes to `/`. Declining ends the session, as at a login. Someone already past the terms (or
 * signed out) just goes to `/`, whose guards decide.
 */
export function SignupResultScreen() {
  const { viewer, pendingTerms } = useViewer();
  const navigate = useNavigate();
  const [termsOpen, setTermsOpen] = useState(false);
  const [failed, setFailed] = useState(false);
  const [accepted, setAccepted] = useState(false);
  // The last Accept refreshes the viewer; once it counts as signed in, on to the first screen.
  useEffect(() => {
    if (accepted && viewer) navigate(paths.root);
  }, [accepted, viewer, navigate]);
  const goOn = () => {
    if (!pendingTerms) {
      navigate(paths.root);
      return;
    }
    setFailed(false);
    setTermsOpen(true);
  };
  const onTermsEnd = (end: TermsChainEnd) => {
    setTermsOpen(false);
    if (end === 'accepted') setAccepted(true);
    // §8: the policy URLs could not be fetched. Declining signs out: the guards then show /login.
    else if (end === 'failed') setFailed(true);
    else navigate(paths.root);
  };
  return (
    <AuthCard title={signupResult.title}>
      <Stack gap="6" align="center" textAlign="center">
        <CircleCheck size={56} color="var(--chakra-colors-green-500)" aria-hidden />
        <Text>{signupResult.welcome((pendingTerms ?? viewer)?.firstName)}</Text>
        {failed && (
          <Alert.Root status="error" role="alert">
            <Alert.Indicator />
            <Alert.Title>{errors.termsFetch}</Alert.Title>
          </Alert.Root>
        )}
        <Button colorPalette="brand" size="lg" width="full" onClick={goOn} onMouseEnter={() => TermsChain.preload().catch(() => undefined)}>
          {signupResult.goToDashboard}
        </Button>
      </Stack>
      {termsOpen && <Suspense fallback={null}><TermsChain onEnd={onTermsEnd} /></Suspense>}
    </AuthCard>
  );
}
