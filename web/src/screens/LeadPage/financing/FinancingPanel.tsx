import { Badge, Box, Card, Checkbox, Field, HStack, Heading, NativeSelect, SimpleGrid, Skeleton, Stack, Table, Text } from '@chakra-ui/react';
import { lazy, Suspense, useState, useTransition } from 'react';
import { graphql, useLazyLoadQuery } from 'react-relay';
import type { FinancingPanelQuery, FinancingPanelQuery$data } from '../../../__generated__/FinancingPanelQuery.graphql';
import { useRetryKey } from '../../../components/ErrorBoundary';
import { trackChunkLoad } from '../../../routing/prefetch';
import { ITC_CHOICES, financingTexts as t } from './texts';

// recharts loads with the first chart, not with the lead page.
const FinancingChart = lazy(() => trackChunkLoad(() => import('./FinancingChart')).then((m) => ({ default: m.FinancingChart })));

/** The drawer's own query, asked when it opens: the comparison is computed per call, not part of the lead page's query. */
export const financingPanelQuery = graphql`
  query FinancingPanelQuery($id: ID!, $overrides: FinancingOverrides) {
    node(id: $id) {
      ... on Lead {
        id
        financing(overrides: $overrides) {
          state
          years
          discountRate
          contractPrice
          incentives { itcRate itcAmount depreciation }
          options {
            kind
            label
            available
            message
            owned
            upfrontCost
            paybackYear
            net25Year
            npv
            irr
            years { year net cumulative }
          }
          assumptions { key label value source }
        }
      }
    }
  }
`;

type Financing = NonNullable<NonNullable<FinancingPanelQuery$data['node']>['financing']>;
type Option = Financing['options'][number];

const usd = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD', maximumFractionDigits: 0 });
const money = (value: number | null | undefined) => (value === null || value === undefined ? '—' : usd.format(value));

export function FinancingSkeleton() {
  return (
    <Stack gap="3" aria-label={t.loading} aria-busy="true" data-testid="financing-skeleton">
      <Skeleton height="10" />
      <Skeleton height="40" />
      <Skeleton height="24" />
    </Stack>
  );
}

/**
 * Compare financing (issue 25): the five options side by side (a table from md up, stacked cards
 * on a phone), a cumulative cash-flow chart, and the assumptions printed beneath. The rep can
 * switch the ITC rate and depreciation; every other assumption is the api's documented default.
 */
export function FinancingPanel({ leadId }: { leadId: string }) {
  const [itcRate, setItcRate] = useState<number>(ITC_CHOICES[0]);
  const [depreciation, setDepreciation] = useState(true);
  const [pending, startTransition] = useTransition();
  return (
    <Stack gap="4">
      <Text textStyle="sm" color="fg.muted">{t.intro}</Text>
      <HStack gap="4" flexWrap="wrap" align="end">
        <Field.Root w="auto">
          <Field.Label>{t.itc}</Field.Label>
          <NativeSelect.Root size="sm" w="28">
            <NativeSelect.Field value={itcRate} onChange={(e) => { const v = Number(e.target.value); startTransition(() => setItcRate(v)); }}>
              {ITC_CHOICES.map((rate) => <option key={rate} value={rate}>{t.itcOption(rate)}</option>)}
            </NativeSelect.Field>
            <NativeSelect.Indicator />
          </NativeSelect.Root>
        </Field.Root>
        <Checkbox.Root size="sm" checked={depreciation} onCheckedChange={(e) => startTransition(() => setDepreciation(e.checked === true))}>
          <Checkbox.HiddenInput />
          <Checkbox.Control />
          <Checkbox.Label>{t.depreciation}</Checkbox.Label>
        </Checkbox.Root>
      </HStack>
      <Box opacity={pending ? 0.6 : 1} transition="opacity 0.2s">
        <Suspense fallback={<FinancingSkeleton />}>
          <FinancingLoader leadId={leadId} itcRate={itcRate} depreciation={depreciation} />
        </Suspense>
      </Box>
    </Stack>
  );
}

function FinancingLoader({ leadId, itcRate, depreciation }: { leadId: string; itcRate: number; depreciation: boolean }) {
  const fetchKey = useRetryKey();
  const data = useLazyLoadQuery<FinancingPanelQuery>(financingPanelQuery, { id: leadId, overrides: { itcRate, depreciation } },
    { fetchPolicy: 'store-or-network', fetchKey });
  const financing = data.node?.financing;
  if (!financing) return <Text role="status" color="fg.muted" data-testid="financing-unavailable">{t.unavailable}</Text>;
  return <FinancingComparisonView financing={financing} />;
}

export function FinancingComparisonView({ financing }: { financing: Financing }) {
  const available = financing.options.filter((o) => o.available);
  // Ranked on the net present value, not the nominal sum: a dollar in year 25 is worth far less (issue 37).
  const best = available.reduce<Option | null>((top, o) => (top === null || (o.npv ?? -Infinity) > (top.npv ?? -Infinity) ? o : top), null);
  const npvLabel = t.columns.npv(financing.discountRate);
  return (
    <Stack gap="5">
      <Table.ScrollArea hideBelow="md" borderWidth="1px" rounded="md">
        <Table.Root size="sm" data-testid="financing-table">
          <Table.Header>
            <Table.Row>
              <Table.ColumnHeader>{t.columns.option}</Table.ColumnHeader>
              <Table.ColumnHeader textAlign="end">{t.columns.upfront}</Table.ColumnHeader>
              <Table.ColumnHeader textAlign="end">{t.columns.year1}</Table.ColumnHeader>
              <Table.ColumnHeader textAlign="end">{t.columns.payback}</Table.ColumnHeader>
              <Table.ColumnHeader textAlign="end">{t.columns.net25}</Table.ColumnHeader>
              <Table.ColumnHeader textAlign="end">{npvLabel}</Table.ColumnHeader>
              <Table.ColumnHeader textAlign="end">{t.columns.irr}</Table.ColumnHeader>
            </Table.Row>
          </Table.Header>
          <Table.Body>
            {financing.options.map((o) => (
              <Table.Row key={o.kind} data-testid={`financing-row-${o.kind}`}>
                <Table.Cell>
                  <Text fontWeight="semibold">{o.label}</Text>
                  <Text textStyle="xs" color="fg.muted">{o.owned ? t.owned : t.notOwned}</Text>
                </Table.Cell>
                {o.available ? (
                  <>
                    <Table.Cell textAlign="end">{money(o.upfrontCost)}</Table.Cell>
                    <Table.Cell textAlign="end">{money(o.years[0]?.net)}</Table.Cell>
                    <Table.Cell textAlign="end">{t.payback(o.paybackYear ?? null)}</Table.Cell>
                    <Table.Cell textAlign="end" fontWeight="semibold">{money(o.net25Year)}</Table.Cell>
                    <Table.Cell textAlign="end">{money(o.npv)}</Table.Cell>
                    <Table.Cell textAlign="end">{t.irr(o.irr ?? null)}</Table.Cell>
                  </>
                ) : (
                  <Table.Cell colSpan={6} color="fg.muted">{o.message}</Table.Cell>
                )}
              </Table.Row>
            ))}
          </Table.Body>
        </Table.Root>
      </Table.ScrollArea>

      <Stack hideFrom="md" gap="3" data-testid="financing-cards">
        {financing.options.map((o) => (
          <Card.Root key={o.kind} size="sm" variant="outline" data-testid={`financing-card-${o.kind}`}>
            <Card.Body gap="2">
              <HStack justify="space-between" gap="2" flexWrap="wrap">
                <Heading as="h3" size="sm">{o.label}</Heading>
                <Badge size="sm" variant="subtle">{o.owned ? t.owned : t.notOwned}</Badge>
              </HStack>
              {o.available ? (
                <SimpleGrid as="dl" columns={2} gapX="3" gapY="1" fontSize="sm">
                  <Text as="dt" color="fg.muted">{t.columns.upfront}</Text><Text as="dd" textAlign="end">{money(o.upfrontCost)}</Text>
                  <Text as="dt" color="fg.muted">{t.columns.year1}</Text><Text as="dd" textAlign="end">{money(o.years[0]?.net)}</Text>
                  <Text as="dt" color="fg.muted">{t.columns.payback}</Text><Text as="dd" textAlign="end">{t.payback(o.paybackYear ?? null)}</Text>
                  <Text as="dt" color="fg.muted">{t.columns.net25}</Text><Text as="dd" textAlign="end" fontWeight="semibold">{money(o.net25Year)}</Text>
                  <Text as="dt" color="fg.muted">{npvLabel}</Text><Text as="dd" textAlign="end">{money(o.npv)}</Text>
                  <Text as="dt" color="fg.muted">{t.columns.irr}</Text><Text as="dd" textAlign="end">{t.irr(o.irr ?? null)}</Text>
                </SimpleGrid>
              ) : (
                <Text fontSize="sm" color="fg.muted">{o.message}</Text>
              )}
            </Card.Body>
          </Card.Root>
        ))}
      </Stack>

      {available.length > 0 && best && (
        <Stack as="figure" gap="2" m="0">
          <Text as="figcaption" textStyle="sm" color="fg.muted">
            <Text as="span" fontWeight="semibold" color="fg">{t.chartTitle}. </Text>
            {t.chartCaption(best.label, money(best.npv), financing.discountRate)}
          </Text>
          <Suspense fallback={<Skeleton height={{ base: '220px', md: '280px' }} rounded="md" />}>
            <FinancingChart series={available.map((o) => ({ key: o.kind, label: o.label, cumulative: o.years.map((y) => y.cumulative) }))} />
          </Suspense>
        </Stack>
      )}

      <Box as="section" aria-labelledby="financing-assumptions">
        <Heading as="h3" size="sm" id="financing-assumptions" mb="2">{t.assumptions}</Heading>
        <Stack as="dl" gap="2" fontSize="sm" data-testid="financing-assumptions">
          {financing.assumptions.map((a) => (
            <Box key={a.key}>
              <Text as="dt" fontWeight="semibold">{a.label}: <Text as="span" fontWeight="normal">{a.value}</Text></Text>
              <Text as="dd" color="fg.muted" textStyle="xs">{a.source}</Text>
            </Box>
          ))}
        </Stack>
      </Box>
    </Stack>
  );
}
