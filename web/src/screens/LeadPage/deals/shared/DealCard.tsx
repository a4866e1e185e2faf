import { Badge, Card, DataList, HStack, Heading, Spinner, Stack } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import { dealTexts } from '../texts';

export type DealStatus = 'REQUESTED' | 'GENERATED' | 'PROCESSING';
const STATUS_PALETTE: Record<string, string> = { REQUESTED: 'gray', GENERATED: 'green', PROCESSING: 'blue' };

/** The status badge of a proposal or quote; a spinner while its PDF is being generated. */
export function StatusBadge({ status, label }: { status: DealStatus | (string & {}); label: string }) {
  return (
    <Badge colorPalette={STATUS_PALETTE[status] ?? 'gray'} variant="subtle">
      {status === 'PROCESSING' && <Spinner size="xs" aria-hidden />}
      {label}
    </Badge>
  );
}

/** One proposal or quote: heading with badges, its facts, its actions and (once generated) the chart. */
export function DealCard({ heading, badges, facts, actions, children, label }: {
  heading: string;
  badges: ReactNode;
  facts: ReadonlyArray<readonly [string, ReactNode]>;
  actions: ReactNode;
  children?: ReactNode;
  label: string;
}) {
  return (
    <Card.Root as="article" size="sm" variant="outline" aria-label={label}>
      <Card.Header>
        <HStack justify="space-between" align="start" gap="3" flexWrap="wrap">
          <Stack gap="1">
            <Heading as="h3" size="sm">{heading}</Heading>
            <HStack gap="2" flexWrap="wrap">{badges}</HStack>
          </Stack>
          <HStack gap="2" flexWrap="wrap">{actions}</HStack>
        </HStack>
      </Card.Header>
      <Card.Body gap="4">
        <DataList.Root orientation="vertical" size="sm" display="grid" gridTemplateColumns={{ base: '1fr 1fr', md: 'repeat(4, 1fr)' }} gap="3">
          {facts.map(([factLabel, value]) => (
            <DataList.Item key={factLabel}>
              <DataList.ItemLabel>{factLabel}</DataList.ItemLabel>
              <DataList.ItemValue>{value ?? dealTexts.notAvailable}</DataList.ItemValue>
            </DataList.Item>
          ))}
        </DataList.Root>
        {children}
      </Card.Body>
    </Card.Root>
  );
}
