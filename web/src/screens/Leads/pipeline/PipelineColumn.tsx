import { Badge, Box, Flex, Heading, Stack, Text } from '@chakra-ui/react';
import { graphql, useFragment } from 'react-relay';
import type { PipelineCards_leads$key } from '../../../__generated__/PipelineCards_leads.graphql';
import type { PipelineColumn_summary$key } from '../../../__generated__/PipelineColumn_summary.graphql';
import { forecastListTexts } from '../forecastTexts';
import { formatCapacity, formatCount, formatUsd } from '../summaryFormat';
import { listTexts as text } from '../texts';
import { PipelineCards, type PipelineFilters } from './PipelineCards';

/** One stage: its label, how many leads and how much capacity, then its cards. */
export function PipelineColumn({ stage, stageLabel, summary, leads, filters }: {
  stage: number;
  stageLabel: string;
  summary: PipelineColumn_summary$key;
  leads: PipelineCards_leads$key;
  filters: PipelineFilters;
}) {
  const totals = useFragment(
    graphql`
      fragment PipelineColumn_summary on LeadsSummary {
        totalLeads
        totalSystemSize
        totalRooftopSolarCapacity
        totalDealValue
        dealValueCount
      }
    `,
    summary,
  );
  const headingId = `pipeline-stage-${stage}`;
  return (
    <Box
      as="section"
      aria-labelledby={headingId}
      flex="0 0 auto"
      w={{ base: '80vw', sm: '17rem' }}
      maxW="17rem"
      bg="bg.muted"
      rounded="l3"
      p="3"
      scrollSnapAlign="start"
    >
      <Flex justify="space-between" align="baseline" gap="2" mb="1">
        <Heading as="h3" size="sm" id={headingId}>{stageLabel}</Heading>
        <Badge colorPalette="brand" variant="subtle">{formatCount(totals.totalLeads)}</Badge>
      </Flex>
      <Text fontSize="xs" color="fg.muted" mb="3">
        {text.stageTotals(totals.totalLeads, formatCapacity(totals.totalSystemSize, totals.totalRooftopSolarCapacity))}
      </Text>
      {/* Issue 26: the stage's dollar sum, the active proposals' prices (one pricing computation, the api's). */}
      <Text fontSize="sm" fontWeight="semibold" mt="-2" mb="3" data-testid={`pipeline-value-${stage}`}>
        {totals.dealValueCount > 0 ? forecastListTexts.stageValue(formatUsd(totals.totalDealValue), totals.dealValueCount) : forecastListTexts.stageNoValue}
      </Text>
      {totals.totalLeads === 0 ? (
        <Text fontSize="sm" color="fg.muted" textAlign="center" py="4">{text.stageEmpty}</Text>
      ) : (
        <Stack as="ul" gap="2" m="0" p="0">
          <PipelineCards leads={leads} stage={stage} stageLabel={stageLabel} filters={filters} />
        </Stack>
      )}
    </Box>
  );
}
