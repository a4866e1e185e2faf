import { Button, EmptyState, VStack } from '@chakra-ui/react';
import { useNavigate } from 'react-router-dom';
import { access } from '../messages';
import { paths } from './paths';

/** §6: the admin gate's result, with a button back to the leads list. */
export function AccessDenied() {
  const navigate = useNavigate();
  return (
    <EmptyState.Root role="alert">
      <EmptyState.Content>
        <VStack textAlign="center">
          <EmptyState.Title as="h1">{access.deniedTitle}</EmptyState.Title>
          <EmptyState.Description>{access.deniedText}</EmptyState.Description>
        </VStack>
        <Button colorPalette="brand" onClick={() => navigate(paths.leads)}>
          {access.backToLeads}
        </Button>
      </EmptyState.Content>
    </EmptyState.Root>
  );
}
