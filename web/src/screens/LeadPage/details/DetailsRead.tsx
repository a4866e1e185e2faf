import { Box, Card, Link, SimpleGrid, Stack, Text } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import { leadPageTexts } from '../texts';
import type { LeadValues } from './draft';
import { GROUPS, type GroupKey } from './fields';
import { formatPhone, formatValue } from './format';

const t = leadPageTexts;

const source = (lead: LeadValues, key: GroupKey): Record<string, unknown> =>
  key === 'lead' ? (lead as unknown as Record<string, unknown>) : ((lead[key] ?? {}) as Record<string, unknown>);

/** The read view: one card per group, label/value rows that stack on narrow screens. */
export function DetailsRead({ lead }: { lead: LeadValues }) {
  return (
    <SimpleGrid columns={{ base: 1, xl: 2 }} gap="5" data-testid="details-read">
      {GROUPS.map((group) => (
        <DetailsCard key={group.key} title={group.title}>
          <Box as="dl" display="grid" gridTemplateColumns={{ base: '1fr', sm: 'minmax(8rem, 40%) 1fr' }} columnGap="4" rowGap={{ base: '1', sm: '2.5' }} textStyle="sm">
            {group.fields.map((field) => {
              const value = source(lead, group.key)[field.name];
              return (
                <Row key={field.name} label={field.label} testId={`value-${group.key}.${field.name}`}>
                  {field.kind === 'url' && typeof value === 'string' && value ? (
                    <Link href={value} target="_blank" rel="noreferrer" colorPalette="brand" variant="underline">{value}</Link>
                  ) : (
                    formatValue(field, value)
                  )}
                </Row>
              );
            })}
            {group.key === 'customer' && (
              <>
                <ListRow label="Phone numbers" values={lead.customer.phoneNumbers.map(formatPhone)} testId="value-customer.phoneNumbers" />
                <ListRow label="Emails" values={[...lead.customer.emails]} testId="value-customer.emails" />
              </>
            )}
          </Box>
        </DetailsCard>
      ))}
    </SimpleGrid>
  );
}

/** A label/value pair: side by side from sm up, stacked (label above) on phones. */
function Row({ label, testId, children }: { label: string; testId: string; children: ReactNode }) {
  return (
    <>
      <Box as="dt" color="fg.muted">{label}</Box>
      <Box as="dd" wordBreak="break-word" mb={{ base: '2', sm: '0' }} data-testid={testId}>{children}</Box>
    </>
  );
}

function ListRow({ label, values, testId }: { label: string; values: string[]; testId: string }) {
  return (
    <Row label={label} testId={testId}>
      {values.length ? <Stack gap="0.5">{values.map((v) => <Text key={v} wordBreak="break-all">{v}</Text>)}</Stack> : t.notAvailable}
    </Row>
  );
}

/** A titled card; the Details tab's groups and the system image share it. */
export function DetailsCard({ title, children, actions }: { title: string; children: React.ReactNode; actions?: React.ReactNode }) {
  return (
    <Card.Root size="sm" variant="outline" minW="0">
      <Card.Header flexDirection="row" justifyContent="space-between" alignItems="center" gap="2" flexWrap="wrap">
        <Card.Title as="h2" textStyle="md">{title}</Card.Title>
        {actions}
      </Card.Header>
      <Card.Body>{children}</Card.Body>
    </Card.Root>
  );
}
