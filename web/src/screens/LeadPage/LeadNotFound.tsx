import { Button, EmptyState, VStack } from '@chakra-ui/react';
import { FileSearch } from 'lucide-react';
import { Link as RouterLink } from 'react-router-dom';
import { paths } from '../../routing/paths';
import { leadPageTexts as text } from './texts';

/** An unknown lead id, or another organization's lead (both are a 404 upstream): say so, offer the list. */
export function LeadNotFound() {
  return (
    <EmptyState.Root py="16" data-testid="lead-not-found">
      <EmptyState.Content>
        <EmptyState.Indicator>
          <FileSearch aria-hidden />
        </EmptyState.Indicator>
        <VStack textAlign="center">
          <EmptyState.Title as="h1">{text.notFoundTitle}</EmptyState.Title>
          <EmptyState.Description>{text.notFoundText}</EmptyState.Description>
        </VStack>
        <Button asChild colorPalette="brand">
          <RouterLink to={paths.leads}>{text.backToLeads}</RouterLink>
        </Button>
      </EmptyState.Content>
    </EmptyState.Root>
  );
}
