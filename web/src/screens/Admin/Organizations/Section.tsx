import { Card, Heading } from '@chakra-ui/react';
import type { ReactNode } from 'react';

/** A titled card of the organization screen. */
export function Section({ title, id, children }: { title: string; id: string; children: ReactNode }) {
  return (
    <Card.Root variant="outline" as="section" aria-labelledby={id} minW="0">
      <Card.Body gap="4">
        <Heading as="h2" size="md" id={id}>{title}</Heading>
        {children}
      </Card.Body>
    </Card.Root>
  );
}
