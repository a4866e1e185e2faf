import { Button, Checkbox, Flex, Input, Link, Stack } from '@chakra-ui/react';
import { Suspense, useState, type FormEvent } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import { useViewer } from '../../auth/ViewerProvider';
import { Field } from '../../components/ui/field';
import { auth, errors as errorTexts } from '../../messages';
import { useLoginMutation } from '../../mutations/useLoginMutation';
import { firstUserError } from '../../mutations/userErrors';
import { paths } from '../../routing/paths';
import { lazyNamed } from '../../routing/prefetch';
import { API_LIMITS, textLimits } from '../../validation/limits';
import { loginEmail, loginPassword } from '../../validation/rules';
import { FormAlert } from './FormAlert';
import type { TermsChainEnd } from './TermsChain';
import { useFormFields } from './useFormFields';

const rules = { email: loginEmail, password: loginPassword };

/**
 * §4's terms chain (three policy dialogs) runs only for a user who has not accepted the terms yet:
 * a chunk of its own, which starts loading when the form is sent, beside the login request.
 */
const TermsChain = lazyNamed(() => import('./TermsChain'), 'TermsChain');

type Outcome = { kind: 'error'; message: string } | null;

/** §2 login: email (or phone, which the api also accepts), password, Remember me (default on). */
export function LoginForm() {
  const { values, errors, field, validateAll } = useFormFields({ email: '', password: '' }, rules);
  const [rememberMe, setRememberMe] = useState(true);
  const [outcome, setOutcome] = useState<Outcome>(null);
  const [termsOpen, setTermsOpen] = useState(false);
  const [commit, isInFlight] = useLoginMutation();
  const { refresh } = useViewer();

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (!validateAll(event) || isInFlight) return;
    setOutcome(null);
    TermsChain.preload().catch(() => undefined);
    commit({
      variables: { input: { emailOrPhone: values.email.trim(), password: values.password, rememberMe } },
      onCompleted: ({ login }) => {
        const refused = firstUserError(login.userErrors);
        if (refused) return setOutcome({ kind: 'error', message: refused });
        if (login.isTermsAccepted === true) {
          // Signed in. Once the viewer arrives, the LoginOnly guard sends the user to the
          // same-site `?redirect=` or to `/` (one place owns that rule).
          refresh();
          return;
        }
        if (login.isTermsAccepted === false) {
          // §4: no login success yet. The privacy → terms → platform agreement modals open, and
          // only the last Accept (acceptTerms) refreshes the viewer.
          setTermsOpen(true);
          return;
        }
        setOutcome({ kind: 'error', message: errorTexts.generic });
      },
      onError: () => setOutcome({ kind: 'error', message: errorTexts.generic }),
    });
  };

  const onTermsEnd = (end: TermsChainEnd) => {
    setTermsOpen(false);
    // §8: the policy URLs could not be fetched. Declining says nothing (§4: it just closes).
    if (end === 'failed') setOutcome({ kind: 'error', message: errorTexts.termsFetch });
  };

  return (
    <>
      <form onSubmit={onSubmit} noValidate aria-label={auth.loginTitle}>
        <Stack gap="5">
          <Field label={auth.email} required invalid={!!errors.email} errorText={errors.email}>
            <Input {...field('email')} {...textLimits(API_LIMITS.login.emailOrPhone)} type="email" autoComplete="username" inputMode="email" />
          </Field>
          <Field label={auth.password} required invalid={!!errors.password} errorText={errors.password}>
            <Input {...field('password')} {...textLimits(API_LIMITS.login.password)} type="password" autoComplete="current-password" />
          </Field>
          <Flex justify="space-between" align="center" gap="3" wrap="wrap">
            <Checkbox.Root
              name="rememberMe"
              checked={rememberMe}
              onCheckedChange={(details) => setRememberMe(details.checked === true)}
              colorPalette="brand"
            >
              <Checkbox.HiddenInput />
              <Checkbox.Control />
              <Checkbox.Label>{auth.rememberMe}</Checkbox.Label>
            </Checkbox.Root>
            <Link asChild color="brand.fg" fontSize="sm">
              <RouterLink to={paths.passwordReset}>{auth.forgotPassword}</RouterLink>
            </Link>
          </Flex>
          {outcome?.kind === 'error' && <FormAlert title={outcome.message} />}
          <Button type="submit" colorPalette="brand" size="lg" loading={isInFlight} width="full">
            {auth.login}
          </Button>
        </Stack>
      </form>
      {/* Outside the form: React events bubble through portals, and the dialogs are no part of it. */}
      {termsOpen && <Suspense fallback={null}><TermsChain onEnd={onTermsEnd} /></Suspense>}
    </>
  );
}
