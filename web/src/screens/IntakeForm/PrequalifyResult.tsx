import { Alert, Box, List, Skeleton, Stack, Stat, Text } from '@chakra-ui/react';
import { Component, Suspense, type ReactNode } from 'react';
import { graphql, useLazyLoadQuery } from 'react-relay';
import type { PrequalifyResultSourcesQuery } from '../../__generated__/PrequalifyResultSourcesQuery.graphql';
import type { PrequalResult } from './draft';
import { wizardText as text } from './texts';

const sourcesQuery = graphql`
  query PrequalifyResultSourcesQuery($databaseId: Int!) {
    lead(databaseId: $databaseId) {
      economics {
        sources
        production { source }
        rate { source year }
      }
    }
  }
`;

const kw = new Intl.NumberFormat('en-US', { maximumFractionDigits: 0 });
const usd = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD', maximumFractionDigits: 0 });
const finite = (v: number | null | undefined): v is number => typeof v === 'number' && Number.isFinite(v);

/**
 * Issue 26: the pre-qualification result in the wizard, as soon as it arrives (the rep first saw
 * "753 kW" on the lead page before): capacity, first-year production and the estimated cost, with
 * where those numbers come from (Lead.economics.sources, the lead page's wording).
 */
export function PrequalifyResult({ databaseId, result }: { databaseId: number; result: PrequalResult }) {
  const stats: Array<[string, string]> = [];
  if (finite(result.systemSize)) stats.push([text.prequalCapacity, `${kw.format(result.systemSize)} kW DC`]);
  if (finite(result.estimatedYearProduction)) stats.push([text.prequalProduction, `${kw.format(result.estimatedYearProduction)} kWh`]);
  if (finite(result.solarCost) && result.solarCost > 0) stats.push([text.prequalCost, usd.format(result.solarCost)]);
  return (
    <Alert.Root status="success" variant="subtle" alignItems="start" data-testid="prequal-result">
      <Alert.Indicator />
      <Alert.Content gap="3" minW="0">
        <Alert.Title>{text.prequalified}</Alert.Title>
        {stats.length === 0 ? <Text textStyle="sm">{text.prequalNoFigures}</Text> : (
          <Stack direction={{ base: 'column', sm: 'row' }} gap={{ base: '2', sm: '6' }} wrap="wrap">
            {stats.map(([label, value]) => (
              <Stat.Root key={label} size="sm" flex="initial">
                <Stat.Label color="fg.muted">{label}</Stat.Label>
                <Stat.ValueText whiteSpace="nowrap">{value}</Stat.ValueText>
              </Stat.Root>
            ))}
          </Stack>
        )}
        <Quiet>
          <Suspense fallback={<Skeleton h="4" w="60%" />}>
            <Sources databaseId={databaseId} />
          </Suspense>
        </Quiet>
      </Alert.Content>
    </Alert.Root>
  );
}

function Sources({ databaseId }: { databaseId: number }) {
  const data = useLazyLoadQuery<PrequalifyResultSourcesQuery>(sourcesQuery, { databaseId }, { fetchPolicy: 'store-or-network' });
  const e = data.lead?.economics;
  const lines = [...new Set([e?.production?.source, ...(e?.sources ?? [])].filter((l): l is string => !!l))];
  if (!lines.length) return null;
  return (
    <Box textStyle="xs" color="fg.muted">
      <Text fontWeight="medium">{text.prequalSources}</Text>
      <List.Root ps="4" gap="0.5" data-testid="prequal-sources">
        {lines.map((line) => <List.Item key={line} overflowWrap="anywhere">{line}</List.Item>)}
      </List.Root>
    </Box>
  );
}

/** The sources are an addition: when they cannot be read the figures still stand, without them. */
class Quiet extends Component<{ children: ReactNode }, { failed: boolean }> {
  state = { failed: false };
  static getDerivedStateFromError() { return { failed: true }; }
  render() { return this.state.failed ? null : this.props.children; }
}
