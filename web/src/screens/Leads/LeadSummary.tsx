import { SimpleGrid, useSlotRecipe, type SystemStyleObject } from '@chakra-ui/react';
import { memo, useMemo } from 'react';
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
  const styles = useSummaryStyles();
  return (
    <SimpleGrid as="section" aria-label={text.summaryLabel} columns={3} gap={{ base: '2', sm: '3' }} data-testid="lead-summary" css={styles}>
      {figures.map((figure) => (
        <dl key={figure.label} className={C.root}>
          <dt className={C.label}>{figure.label}</dt>
          <dd className={C.value}>
            {/* A phone shows the short form ($19.4M); hidden forms are not read out either. */}
            {'short' in figure ? <><span className="summary-short">{figure.short}</span><span className="summary-full">{figure.value}</span></> : figure.value}
          </dd>
        </dl>
      ))}
    </SimpleGrid>
  );
});

/** The class names of the figures' plain elements (Chakra's Stat parts), styled once by useSummaryStyles. */
const C = { root: 'summary-stat', label: 'summary-stat-label', value: 'summary-stat-value' } as const;

/**
 * Issue 28: the figures are plain dl/dt/dd styled once from Chakra's stat recipe, as the rows and
 * cards are: nine Stat parts with responsive props were resolved by the styling runtime on every
 * list load.
 */
function useSummaryStyles(): SystemStyleObject {
  const stat = useSlotRecipe({ key: 'stat' });
  return useMemo(() => {
    const slots = stat({});
    return {
      [`& .${C.root}`]: { ...slots.root, m: '0', borderWidth: '1px', borderColor: 'border', rounded: 'l2', bg: 'bg.panel', px: { base: '2.5', sm: '4' }, py: { base: '2', sm: '3' }, minW: '0' },
      [`& .${C.label}`]: { ...slots.label, textStyle: { base: 'xs', sm: 'sm' }, lineClamp: 2 },
      [`& .${C.value}`]: { ...slots.valueText, m: '0', fontSize: { base: 'sm', sm: 'xl', md: '2xl' }, wordBreak: 'break-word' },
      '& .summary-short': { display: { base: 'inline', sm: 'none' } },
      '& .summary-full': { display: { base: 'none', sm: 'inline' } },
    } as SystemStyleObject;
  }, [stat]);
}
