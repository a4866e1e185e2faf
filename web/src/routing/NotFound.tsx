import { Button, EmptyState, VStack } from '@chakra-ui/react';
import { Link as RouterLink } from 'react-router-dom';
import { access } from '../messages';
import { paths } from './paths';

/** §2: the fallback for any path the route table does not know (or a malformed id). */
export function NotFound() {
  return (
    <EmptyState.Root py="16">
      <EmptyState.Content>
        <VStack textAlign="center">
          <EmptyState.Title as="h1">{access.notFoundTitle}</EmptyState.Title>
          <EmptyState.Description>{access.notFoundText}</EmptyState.Description>
        </VStack>
        <Button asChild variant="outline" colorPalette="brand">
          <RouterLink to={paths.leads}>{access.backToLeads}</RouterLink>
        </Button>
      </EmptyState.Content>
    </EmptyState.Root>
  );
}
