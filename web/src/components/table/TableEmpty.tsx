import { EmptyState, VStack } from '@chakra-ui/react';
import { Inbox } from 'lucide-react';
import type { ReactNode } from 'react';

/** A table with nothing in it: what is missing and what to do next (an optional action below). */
export function TableEmpty({ title, description, icon = <Inbox />, children }: { title: string; description: string; icon?: ReactNode; children?: ReactNode }) {
  return (
    <EmptyState.Root borderWidth="1px" rounded="l2" bg="bg.panel" size="md">
      <EmptyState.Content>
        <EmptyState.Indicator color="brand.fg">{icon}</EmptyState.Indicator>
        <VStack textAlign="center" gap="1">
          <EmptyState.Title>{title}</EmptyState.Title>
          <EmptyState.Description>{description}</EmptyState.Description>
        </VStack>
        {children}
      </EmptyState.Content>
    </EmptyState.Root>
  );
}
