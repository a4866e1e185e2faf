import { Center, Link, Spinner } from '@chakra-ui/react';
import { useState } from 'react';
import { Link as RouterLink, useSearchParams } from 'react-router-dom';
import { passwordReset } from '../../messages';
import { paths } from '../../routing/paths';
import { AuthCard } from '../Auth/AuthCard';
import { FormAlert } from '../Auth/FormAlert';
import { RequestResetForm } from './RequestResetForm';
import { SetPasswordForm } from './SetPasswordForm';
import { resetLinkText } from './texts';
import { useResetLinkCheck } from './useResetLinkCheck';

/**
 * /password-reset (§2, linked from login). Without `?token=` it asks for the account's email; the
 * e-mail it sends links back here with `?token=…`, which is checked first and then asks for the
 * new password. A link that is no longer usable says so and offers a new one at once.
 */
export function PasswordResetScreen() {
  const token = useSearchParams()[0].get('token');
  // Keyed by token: a different link starts a fresh check and form.
  return token ? <ResetLink key={token} token={token} /> : <ResetCard title={passwordReset.requestTitle}><RequestResetForm /></ResetCard>;
}

function ResetCard({ title, children }: { title: string; children: React.ReactNode }) {
  return (
    <AuthCard
      title={title}
      footer={
        <Link asChild color="brand.fg" fontWeight="semibold">
          <RouterLink to={paths.login}>{passwordReset.backToLogin}</RouterLink>
        </Link>
      }
    >
      {children}
    </AuthCard>
  );
}

function ResetLink({ token }: { token: string }) {
  const check = useResetLinkCheck(token);
  // The set-password form can learn the link expired meanwhile (resetPassword's EXPIRED_LINK).
  const [expired, setExpired] = useState<string | null>(null);
  const invalid = expired ?? (check.kind === 'invalid' ? check.message : null);
  if (invalid) {
    return (
      <ResetCard title={passwordReset.requestTitle}>
        <RequestResetForm notice={<FormAlert status="warning" title={invalid} description={resetLinkText.requestNew} />} />
      </ResetCard>
    );
  }
  return (
    <ResetCard title={passwordReset.setTitle}>
      {check.kind === 'checking' ? (
        <Center py="10" role="status" aria-label={resetLinkText.checking}>
          <Spinner color="brand.solid" />
        </Center>
      ) : (
        <SetPasswordForm token={token} onLinkExpired={setExpired} />
      )}
    </ResetCard>
  );
}
