import { Button, EmptyState, VStack } from '@chakra-ui/react';
import { SearchX, SunMedium } from 'lucide-react';
import { Link as RouterLink } from 'react-router-dom';
import { paths } from '../../routing/paths';
import { listTexts as text } from './texts';

/** No lead at all yet: say what to do next (the intake form). */
export function NoLeadsYet() {
  return (
    <EmptyState.Root borderWidth="1px" borderStyle="dashed" rounded="l3" bg="bg.panel">
      <EmptyState.Content>
        <EmptyState.Indicator color="brand.fg"><SunMedium /></EmptyState.Indicator>
        <VStack textAlign="center">
          <EmptyState.Title>{text.emptyTitle}</EmptyState.Title>
          <EmptyState.Description>{text.emptyText}</EmptyState.Description>
        </VStack>
        <Button asChild colorPalette="brand">
          <RouterLink to={paths.intakeForm}>{text.addFirstLead}</RouterLink>
        </Button>
      </EmptyState.Content>
    </EmptyState.Root>
  );
}

/** Leads exist but none matches the search and filters. */
export function NoResults({ onClearFilters }: { onClearFilters: () => void }) {
  return (
    <EmptyState.Root borderWidth="1px" borderStyle="dashed" rounded="l3" bg="bg.panel">
      <EmptyState.Content>
        <EmptyState.Indicator><SearchX /></EmptyState.Indicator>
        <VStack textAlign="center">
          <EmptyState.Title>{text.noResultsTitle}</EmptyState.Title>
          <EmptyState.Description>{text.noResultsText}</EmptyState.Description>
        </VStack>
        <Button variant="outline" colorPalette="brand" onClick={onClearFilters}>{text.clearFilters}</Button>
      </EmptyState.Content>
    </EmptyState.Root>
  );
}
