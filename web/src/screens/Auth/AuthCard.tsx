import { Card, Flex, Heading, Skeleton, Stack, Text } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import { auth, shell } from '../../messages';

/**
 * The signed-out screens' frame (login, sign-up, password reset, sign-up result): a centred card
 * with the product name over the screen's heading, the body, and an optional footer line.
 */
export function AuthCard({ title, wide = false, footer, children }: { title: string; wide?: boolean; footer?: ReactNode; children: ReactNode }) {
  return (
    <Flex as="main" minH="100dvh" align="center" justify="center" bg="bg.muted" px={{ base: '3', sm: '6' }} py={{ base: '6', sm: '10' }}>
      <Card.Root width="full" maxW={wide ? 'lg' : 'md'} size={{ base: 'sm', sm: 'md', md: 'lg' }} boxShadow="md">
        <Card.Header gap="1">
          <Text color="brand.fg" fontWeight="bold" letterSpacing="wide">{auth.appName}</Text>
          <Heading as="h1" size="xl">{title}</Heading>
        </Card.Header>
        <Card.Body>{children}</Card.Body>
        {footer && (
          <Card.Footer justifyContent="center" flexWrap="wrap" gap="1" fontSize="sm">
            {footer}
          </Card.Footer>
        )}
      </Card.Root>
    </Flex>
  );
}

/** Suspense fallback while a lazily loaded signed-out screen arrives: the card's shape, greyed. */
export function AuthCardSkeleton() {
  return (
    <Flex minH="100dvh" align="center" justify="center" bg="bg.muted" px="3" role="status" aria-label={shell.loading}>
      <Stack width="full" maxW="md" gap="4" bg="bg" p="8" borderRadius="l3" boxShadow="md">
        <Skeleton height="4" width="32" />
        <Skeleton height="8" width="3/4" />
        <Skeleton height="10" />
        <Skeleton height="10" />
      </Stack>
    </Flex>
  );
}
