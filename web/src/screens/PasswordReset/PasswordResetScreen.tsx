import { Link } from '@chakra-ui/react';
import { Link as RouterLink, useSearchParams } from 'react-router-dom';
import { passwordReset } from '../../messages';
import { paths } from '../../routing/paths';
import { AuthCard } from '../Auth/AuthCard';
import { RequestResetForm } from './RequestResetForm';
import { SetPasswordForm } from './SetPasswordForm';

/**
 * /password-reset (§2, linked from login). Without `?token=` it asks for the account's email; the
 * e-mail it sends links back here with `?token=…`, which asks for the new password.
 */
export function PasswordResetScreen() {
  const token = useSearchParams()[0].get('token');
  return (
    <AuthCard
      title={token ? passwordReset.setTitle : passwordReset.requestTitle}
      footer={
        <Link asChild color="brand.fg" fontWeight="semibold">
          <RouterLink to={paths.login}>{passwordReset.backToLogin}</RouterLink>
        </Link>
      }
    >
      {/* Keyed by token: a different link starts a fresh form. */}
      {token ? <SetPasswordForm key={token} token={token} /> : <RequestResetForm />}
    </AuthCard>
  );
}
