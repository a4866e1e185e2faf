import { Button, Input, Stack, Text } from '@chakra-ui/react';
import { useState, type FormEvent, type ReactNode } from 'react';
import { Field } from '../../components/ui/field';
import { errors as errorTexts, passwordReset, success } from '../../messages';
import { useRequestPasswordResetMutation } from '../../mutations/useRequestPasswordResetMutation';
import { firstUserError } from '../../mutations/userErrors';
import { API_LIMITS, textLimits } from '../../validation/limits';
import { loginEmail } from '../../validation/rules';
import { FormAlert } from '../Auth/FormAlert';
import { useFormFields } from '../Auth/useFormFields';

/** The login's email rule (§5): same field, same messages. */
const rules = { email: loginEmail };

/**
 * Asks the api to e-mail a reset link; then says so (§8) in place of the form. `notice` goes above
 * the form (why a new link is needed, when an old one no longer works).
 */
export function RequestResetForm({ notice }: { notice?: ReactNode } = {}) {
  const { values, errors, field, validateAll } = useFormFields({ email: '' }, rules);
  const [failure, setFailure] = useState<string | null>(null);
  const [sent, setSent] = useState(false);
  const [commit, isInFlight] = useRequestPasswordResetMutation();

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (!validateAll(event) || isInFlight) return;
    setFailure(null);
    commit({
      variables: { email: values.email.trim() },
      onCompleted: ({ requestPasswordReset: result }) => {
        const refused = firstUserError(result.userErrors, ['email', null]);
        if (refused || !result.ok) return setFailure(refused ?? result.message ?? errorTexts.generic);
        setSent(true);
      },
      onError: () => setFailure(errorTexts.generic),
    });
  };

  if (sent) return <FormAlert status="success" title={success.passwordResetRequested} />;

  return (
    <form onSubmit={onSubmit} noValidate aria-label={passwordReset.requestTitle}>
      <Stack gap="5">
        {notice}
        <Text color="fg.muted">{passwordReset.requestText}</Text>
        <Field label={passwordReset.email} required invalid={!!errors.email} errorText={errors.email}>
          <Input {...field('email')} {...textLimits(API_LIMITS.passwordReset.email)} type="email" autoComplete="email" inputMode="email" />
        </Field>
        {failure && <FormAlert title={failure} />}
        <Button type="submit" colorPalette="brand" size="lg" loading={isInFlight} width="full">
          {passwordReset.send}
        </Button>
      </Stack>
    </form>
  );
}
