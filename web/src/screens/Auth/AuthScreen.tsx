import { Link, Text } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import { auth } from '../../messages';
import { paths } from '../../routing/paths';
import { AuthCard } from './AuthCard';
import { LoginForm } from './LoginForm';

export type AuthMode = 'login' | 'signup';

/**
 * §2: /login and /signup share this frame, a centred card in one of two modes. Each route is its
 * own chunk (LoginScreen here, SignupScreen in SignupScreen.tsx): /login does not load the sign-up
 * form, its password-strength popover and meter.
 */
export function AuthScreen({ mode, children }: { mode: AuthMode; children: ReactNode }) {
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
      {children}
    </AuthCard>
  );
}

export function LoginScreen() {
  return <AuthScreen mode="login"><LoginForm /></AuthScreen>;
}
