import { Flex } from '@chakra-ui/react';
import { graphql, useFragment } from 'react-relay';
import type { LeadPipeline_query$data, LeadPipeline_query$key } from '../../../__generated__/LeadPipeline_query.graphql';
import { leadEnums } from '../../../messages';
import { STAGES } from '../listParams';
import { listTexts as text } from '../texts';
import type { PipelineFilters } from './PipelineCards';
import { PipelineColumn } from './PipelineColumn';

/**
 * The pipeline tab: the leads of the current filters as seven stage columns (§3 stages 0–6). Each
 * stage is one leadsSummary alias (count and size) plus its first PIPELINE_CHUNK leads, all in the
 * screen's one query when this tab is open. The chunk size is a variable, not a literal: the
 * gateway's cost limit multiplies literal `first` values (7 × 20) but not the table's page size.
 * A status filter keeps only the chosen stages.
 */
export function LeadPipeline({ query, statuses, filters, busy }: {
  query: LeadPipeline_query$key;
  statuses: readonly number[];
  filters: PipelineFilters;
  busy: boolean;
}) {
  const data = useFragment(
    graphql`
      fragment LeadPipeline_query on Query
      @argumentDefinitions(
        first: { type: "Int!" }
        search: { type: "String" }
        proposalTypes: { type: "[ProposalType!]" }
        updatedFrom: { type: "Date" }
        updatedTo: { type: "Date" }
        state: { type: "LeadState" }
        closeMonth: { type: "String" }
      ) {
        stage0Summary: leadsSummary(stages: [LEAD_CREATED], search: $search, proposalTypes: $proposalTypes, updatedFrom: $updatedFrom, updatedTo: $updatedTo, state: $state, closeMonth: $closeMonth) @required(action: THROW) {
          ...PipelineColumn_summary
        }
        stage0Leads: leads(first: $first, stages: [LEAD_CREATED], search: $search, proposalTypes: $proposalTypes, updatedFrom: $updatedFrom, updatedTo: $updatedTo, state: $state, closeMonth: $closeMonth) @required(action: THROW) {
          ...PipelineCards_leads
        }
        stage1Summary: leadsSummary(stages: [MARKETING_PROPOSAL], search: $search, proposalTypes: $proposalTypes, updatedFrom: $updatedFrom, updatedTo: $updatedTo, state: $state, closeMonth: $closeMonth) @required(action: THROW) {
          ...PipelineColumn_summary
        }
        stage1Leads: leads(first: $first, stages: [MARKETING_PROPOSAL], search: $search, proposalTypes: $proposalTypes, updatedFrom: $updatedFrom, updatedTo: $updatedTo, state: $state, closeMonth: $closeMonth) @required(action: THROW) {
          ...PipelineCards_leads
        }
        stage2Summary: leadsSummary(stages: [UTILITY_DATA], search: $search, proposalTypes: $proposalTypes, updatedFrom: $updatedFrom, updatedTo: $updatedTo, state: $state, closeMonth: $closeMonth) @required(action: THROW) {
          ...PipelineColumn_summary
        }
        stage2Leads: leads(first: $first, stages: [UTILITY_DATA], search: $search, proposalTypes: $proposalTypes, updatedFrom: $updatedFrom, updatedTo: $updatedTo, state: $state, closeMonth: $closeMonth) @required(action: THROW) {
          ...PipelineCards_leads
        }
        stage3Summary: leadsSummary(stages: [PRELIMINARY_PROPOSAL], search: $search, proposalTypes: $proposalTypes, updatedFrom: $updatedFrom, updatedTo: $updatedTo, state: $state, closeMonth: $closeMonth) @required(action: THROW) {
          ...PipelineColumn_summary
        }
        stage3Leads: leads(first: $first, stages: [PRELIMINARY_PROPOSAL], search: $search, proposalTypes: $proposalTypes, updatedFrom: $updatedFrom, updatedTo: $updatedTo, state: $state, closeMonth: $closeMonth) @required(action: THROW) {
          ...PipelineCards_leads
        }
        stage4Summary: leadsSummary(stages: [SITE_SURVEY], search: $search, proposalTypes: $proposalTypes, updatedFrom: $updatedFrom, updatedTo: $updatedTo, state: $state, closeMonth: $closeMonth) @required(action: THROW) {
          ...PipelineColumn_summary
        }
        stage4Leads: leads(first: $first, stages: [SITE_SURVEY], search: $search, proposalTypes: $proposalTypes, updatedFrom: $updatedFrom, updatedTo: $updatedTo, state: $state, closeMonth: $closeMonth) @required(action: THROW) {
          ...PipelineCards_leads
        }
        stage5Summary: leadsSummary(stages: [DETAILED_PROPOSAL], search: $search, proposalTypes: $proposalTypes, updatedFrom: $updatedFrom, updatedTo: $updatedTo, state: $state, closeMonth: $closeMonth) @required(action: THROW) {
          ...PipelineColumn_summary
        }
        stage5Leads: leads(first: $first, stages: [DETAILED_PROPOSAL], search: $search, proposalTypes: $proposalTypes, updatedFrom: $updatedFrom, updatedTo: $updatedTo, state: $state, closeMonth: $closeMonth) @required(action: THROW) {
          ...PipelineCards_leads
        }
        stage6Summary: leadsSummary(stages: [SALE_COMPLETED], search: $search, proposalTypes: $proposalTypes, updatedFrom: $updatedFrom, updatedTo: $updatedTo, state: $state, closeMonth: $closeMonth) @required(action: THROW) {
          ...PipelineColumn_summary
        }
        stage6Leads: leads(first: $first, stages: [SALE_COMPLETED], search: $search, proposalTypes: $proposalTypes, updatedFrom: $updatedFrom, updatedTo: $updatedTo, state: $state, closeMonth: $closeMonth) @required(action: THROW) {
          ...PipelineCards_leads
        }
      }
    `,
    query,
  );
  const stages = STAGES.filter((stage) => statuses.length === 0 || statuses.includes(stage));
  return (
    <Flex
      role="region"
      aria-label={text.pipelineLabel}
      aria-busy={busy}
      tabIndex={0}
      gap="3"
      overflowX="auto"
      pb="3"
      align="flex-start"
      opacity={busy ? 0.6 : 1}
      transition="opacity 0.15s"
      scrollSnapType={{ base: 'x mandatory', md: 'none' }}
    >
      {stages.map((stage) => {
        const { summary, leads } = columnData(data, stage);
        return (
          <PipelineColumn key={stage} stage={stage} stageLabel={leadEnums.stages[stage]} summary={summary} leads={leads} filters={filters} />
        );
      })}
    </Flex>
  );
}

/** The aliases of one stage (the fragment names them stage<n>Summary and stage<n>Leads). */
function columnData(data: LeadPipeline_query$data, stage: number) {
  const key = `stage${stage}` as 'stage0';
  return { summary: data[`${key}Summary`], leads: data[`${key}Leads`] };
}
