import { SimpleGrid, Stat } from '@chakra-ui/react';
import { memo } from 'react';
import { graphql, useFragment } from 'react-relay';
import type { LeadSummary_summary$key } from '../../__generated__/LeadSummary_summary.graphql';
import { formatCapacity, formatCount, formatUsd, formatUsdShort } from './summaryFormat';
import { listTexts as text } from './texts';

/**
 * §9 leads summary for the current filters: total leads, total system size, total solar cost
 * (memoised: a navigation that keeps the answer does not redraw it). On a phone it is a compact
 * strip of three (issue 15), not three full-width cards above the first lead.
 */
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
    { label: text.totalSolarCost, value: formatUsd(data.totalSolarCost), short: formatUsdShort(data.totalSolarCost) },
  ];
  return (
    <SimpleGrid as="section" aria-label={text.summaryLabel} columns={3} gap={{ base: '2', sm: '3' }} data-testid="lead-summary"
      css={{ '& .summary-short': { display: { base: 'inline', sm: 'none' } }, '& .summary-full': { display: { base: 'none', sm: 'inline' } } }}>
      {figures.map((figure) => (
        <Stat.Root key={figure.label} borderWidth="1px" borderColor="border" rounded="l2" bg="bg.panel" px={{ base: '2.5', sm: '4' }} py={{ base: '2', sm: '3' }} minW="0">
          <Stat.Label textStyle={{ base: 'xs', sm: 'sm' }} lineClamp={2}>{figure.label}</Stat.Label>
          <Stat.ValueText fontSize={{ base: 'sm', sm: 'xl', md: '2xl' }} wordBreak="break-word">
            {/* A phone shows the short form ($19.4M); hidden forms are not read out either. */}
            {'short' in figure ? <><span className="summary-short">{figure.short}</span><span className="summary-full">{figure.value}</span></> : figure.value}
          </Stat.ValueText>
        </Stat.Root>
      ))}
    </SimpleGrid>
  );
});
