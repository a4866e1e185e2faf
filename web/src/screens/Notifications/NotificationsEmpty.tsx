import { Button, EmptyState, VStack } from '@chakra-ui/react';
import { BellOff, Inbox } from 'lucide-react';
import { Link as RouterLink } from 'react-router-dom';
import { paths } from '../../routing/paths';
import { notificationTexts as text } from './texts';

/** No notification at all yet: say what will show up here, and where to go meanwhile. */
export function NoNotificationsYet() {
  return (
    <EmptyState.Root borderWidth="1px" borderStyle="dashed" rounded="l3" bg="bg.panel">
      <EmptyState.Content>
        <EmptyState.Indicator color="brand.fg"><BellOff /></EmptyState.Indicator>
        <VStack textAlign="center">
          <EmptyState.Title>{text.emptyTitle}</EmptyState.Title>
          <EmptyState.Description maxW="md">{text.emptyText}</EmptyState.Description>
        </VStack>
        <Button asChild colorPalette="brand">
          <RouterLink to={paths.leads}>{text.goToLeads}</RouterLink>
        </Button>
      </EmptyState.Content>
    </EmptyState.Root>
  );
}

/** A page past the end (a stale link or bookmark): offer the first page. */
export function EmptyPage({ onFirstPage }: { onFirstPage: () => void }) {
  return (
    <EmptyState.Root borderWidth="1px" borderStyle="dashed" rounded="l3" bg="bg.panel">
      <EmptyState.Content>
        <EmptyState.Indicator><Inbox /></EmptyState.Indicator>
        <VStack textAlign="center">
          <EmptyState.Title>{text.emptyPageTitle}</EmptyState.Title>
          <EmptyState.Description>{text.emptyPageText}</EmptyState.Description>
        </VStack>
        <Button variant="outline" colorPalette="brand" onClick={onFirstPage}>{text.firstPage}</Button>
      </EmptyState.Content>
    </EmptyState.Root>
  );
}
