import { Button, Input, Stack } from '@chakra-ui/react';
import { useState, type FormEvent } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import { Field } from '../../components/ui/field';
import { errors as errorTexts, passwordReset, success, validation } from '../../messages';
import { useResetPasswordMutation } from '../../mutations/useResetPasswordMutation';
import { placeUserErrors } from '../../mutations/userErrors';
import { paths } from '../../routing/paths';
import { API_LIMITS, textLimits } from '../../validation/limits';
import { signupPassword } from '../../validation/rules';
import { FormAlert } from '../Auth/FormAlert';
import { PasswordWithStrength } from '../Auth/PasswordWithStrength';
import { useFormFields, type FieldRule } from '../Auth/useFormFields';
import { resetLinkText } from './texts';

type Fields = 'password' | 'confirm';

/** The confirmation must repeat the new password. */
const matchesPassword: FieldRule<Fields> = (value, values) =>
  value === '' ? validation.required : value !== values.password ? passwordReset.mismatch : null;

/** The new password follows the sign-up rule (§5: required, at least 6 characters). */
const rules = { password: signupPassword, confirm: matchesPassword };

/**
 * Sets the new password with the e-mailed token; then says so (§8) with a link to log in. A link
 * that expired while the page was open (EXPIRED_LINK) goes to `onLinkExpired`, which offers a new one.
 */
export function SetPasswordForm({ token, onLinkExpired }: { token: string; onLinkExpired: (message: string) => void }) {
  const { values, errors, field, validateAll, setServerErrors } = useFormFields<Fields>({ password: '', confirm: '' }, rules);
  const [failure, setFailure] = useState<string | null>(null);
  const [changed, setChanged] = useState(false);
  const [commit, isInFlight] = useResetPasswordMutation();

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (!validateAll(event) || isInFlight) return;
    setFailure(null);
    commit({
      variables: { token, password: values.password },
      onCompleted: ({ resetPassword: result }) => {
        const expired = result.userErrors.find((e) => e.code === 'EXPIRED_LINK' || e.field === 'token');
        if (expired) return onLinkExpired(expired.messages[0] ?? resetLinkText.linkInvalid);
        // The api's refusal of the new password goes under it; anything else above the button.
        const placed = placeUserErrors(result.userErrors, (f): Fields | null => (f === 'password' ? 'password' : null));
        setServerErrors(placed.fields);
        if (placed.fields.password) return;
        const refused = placed.lines.join('\n') || null;
        if (refused || !result.ok) return setFailure(refused ?? result.message ?? errorTexts.generic);
        setChanged(true);
      },
      onError: () => setFailure(errorTexts.generic),
    });
  };

  if (changed) {
    return (
      <Stack gap="5">
        <FormAlert status="success" title={success.passwordChanged} />
        <Button asChild colorPalette="brand" size="lg" width="full">
          <RouterLink to={paths.login}>{passwordReset.goToLogin}</RouterLink>
        </Button>
      </Stack>
    );
  }

  return (
    <form onSubmit={onSubmit} noValidate aria-label={passwordReset.setTitle}>
      <Stack gap="5">
        <Field label={passwordReset.newPassword} required invalid={!!errors.password} errorText={errors.password}>
          <PasswordWithStrength {...field('password')} {...textLimits(API_LIMITS.passwordReset.password)} />
        </Field>
        <Field label={passwordReset.confirmPassword} required invalid={!!errors.confirm} errorText={errors.confirm}>
          <Input {...field('confirm')} {...textLimits(API_LIMITS.passwordReset.password)} type="password" autoComplete="new-password" />
        </Field>
        {failure && <FormAlert title={failure} />}
        <Button type="submit" colorPalette="brand" size="lg" loading={isInFlight} width="full">
          {passwordReset.save}
        </Button>
      </Stack>
    </form>
  );
}
