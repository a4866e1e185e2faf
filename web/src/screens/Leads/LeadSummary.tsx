import { SimpleGrid, Stat } from '@chakra-ui/react';
import { memo } from 'react';
import { graphql, useFragment } from 'react-relay';
import type { LeadSummary_summary$key } from '../../__generated__/LeadSummary_summary.graphql';
import { formatCapacity, formatCount, formatUsd } from './summaryFormat';
import { listTexts as text } from './texts';

/** §9 leads summary for the current filters: total leads, total system size, total solar cost (memoised: a navigation that keeps the answer does not redraw it). */
export const LeadSummary = memo(function LeadSummary({ summary }: { summary: LeadSummary_summary$key }) {
  const data = useFragment(
    graphql`
      fragment LeadSummary_summary on LeadsSummary {
        totalLeads
        totalSystemSize
        totalRooftopSolarCapacity
        totalSolarCost
      }
    `,
    summary,
  );
  const figures = [
    { label: text.totalLeads, value: formatCount(data.totalLeads) },
    { label: text.totalSystemSize, value: formatCapacity(data.totalSystemSize, data.totalRooftopSolarCapacity) },
    { label: text.totalSolarCost, value: formatUsd(data.totalSolarCost) },
  ];
  return (
    <SimpleGrid as="section" aria-label={text.summaryLabel} columns={{ base: 1, sm: 3 }} gap="3">
      {figures.map((figure) => (
        <Stat.Root key={figure.label} borderWidth="1px" borderColor="border" rounded="l2" bg="bg.panel" px="4" py="3">
          <Stat.Label>{figure.label}</Stat.Label>
          <Stat.ValueText fontSize={{ base: 'xl', md: '2xl' }}>{figure.value}</Stat.ValueText>
        </Stat.Root>
      ))}
    </SimpleGrid>
  );
});
