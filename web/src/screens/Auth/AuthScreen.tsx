import { Card, Flex, Heading, Link, Text } from '@chakra-ui/react';
import { Link as RouterLink } from 'react-router-dom';
import { auth } from '../../messages';
import { paths } from '../../routing/paths';
import { LoginForm } from './LoginForm';
import { SignupForm } from './SignupForm';

export type AuthMode = 'login' | 'signup';

/** §2: /login and /signup share this screen, a centred card in one of two modes. */
export function AuthScreen({ mode }: { mode: AuthMode }) {
  const login = mode === 'login';
  return (
    <Flex as="main" minH="100dvh" align="center" justify="center" bg="bg.muted" px={{ base: '3', sm: '6' }} py={{ base: '6', sm: '10' }}>
      <Card.Root width="full" maxW={login ? 'md' : 'lg'} size={{ base: 'sm', sm: 'md', md: 'lg' }} boxShadow="md">
        <Card.Header gap="1">
          <Text color="brand.fg" fontWeight="bold" letterSpacing="wide">{auth.appName}</Text>
          <Heading as="h1" size="xl">{login ? auth.loginTitle : auth.signupTitle}</Heading>
        </Card.Header>
        <Card.Body>{login ? <LoginForm /> : <SignupForm />}</Card.Body>
        <Card.Footer justifyContent="center" flexWrap="wrap" gap="1" fontSize="sm">
          <Text color="fg.muted">{login ? auth.noAccount : auth.haveAccount}</Text>
          <Link asChild color="brand.fg" fontWeight="semibold">
            <RouterLink to={login ? paths.signup : paths.login}>{login ? auth.signup : auth.login}</RouterLink>
          </Link>
        </Card.Footer>
      </Card.Root>
    </Flex>
  );
}
