import { Link, Text } from '@chakra-ui/react';
import { Link as RouterLink } from 'react-router-dom';
import { auth } from '../../messages';
import { paths } from '../../routing/paths';
import { AuthCard } from './AuthCard';
import { LoginForm } from './LoginForm';
import { SignupForm } from './SignupForm';

export type AuthMode = 'login' | 'signup';

/** §2: /login and /signup share this screen, a centred card in one of two modes. */
export function AuthScreen({ mode }: { mode: AuthMode }) {
  const login = mode === 'login';
  return (
    <AuthCard
      title={login ? auth.loginTitle : auth.signupTitle}
      wide={!login}
      footer={
        <>
          <Text color="fg.muted">{login ? auth.noAccount : auth.haveAccount}</Text>
          <Link asChild color="brand.fg" fontWeight="semibold">
            <RouterLink to={login ? paths.signup : paths.login}>{login ? auth.signup : auth.login}</RouterLink>
          </Link>
        </>
      }
    >
      {login ? <LoginForm /> : <SignupForm />}
    </AuthCard>
  );
}
