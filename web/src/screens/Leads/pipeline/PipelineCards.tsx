import { Button, Skeleton, Stack } from '@chakra-ui/react';
import { Suspense, useState } from 'react';
import { graphql, useFragment, useLazyLoadQuery } from 'react-relay';
import type { PipelineCards_leads$key } from '../../../__generated__/PipelineCards_leads.graphql';
import type { PipelineCardsMoreQuery } from '../../../__generated__/PipelineCardsMoreQuery.graphql';
import { PIPELINE_CHUNK, type filtersOf } from '../listParams';
import { LEAD_STAGE_NAMES } from '../../../constants';
import { listTexts as text } from '../texts';
import { PipelineCard } from './PipelineCard';

export type PipelineFilters = Omit<ReturnType<typeof filtersOf>, 'stages'>;


/**
 * A chunk of a stage column's cards and, when more follow, a "show more" that loads the next chunk
 * (after this one's end cursor) as its own small query and renders it the same way below.
 */
export function PipelineCards({ leads, stage, stageLabel, filters }: {
  leads: PipelineCards_leads$key;
  stage: number;
  stageLabel: string;
  filters: PipelineFilters;
}) {
  const data = useFragment(
    graphql`
      fragment PipelineCards_leads on LeadConnection {
        edges {
          node {
            id
            ...PipelineCard_lead
          }
        }
        pageInfo {
          hasNextPage
          endCursor
        }
      }
    `,
    leads,
  );
  const [more, setMore] = useState(false);
  const edges = data.edges.filter((edge) => edge?.node != null);
  return (
    <>
      {edges.map((edge) => <PipelineCard key={edge.node.id} lead={edge.node} />)}
      {data.pageInfo.hasNextPage && data.pageInfo.endCursor && (
        more ? (
          <Suspense fallback={<Skeleton as="li" listStyleType="none" h="5rem" rounded="l2" />}>
            <MoreCards after={data.pageInfo.endCursor} stage={stage} stageLabel={stageLabel} filters={filters} />
          </Suspense>
        ) : (
          <li style={{ listStyle: 'none' }}>
            <Stack>
              <Button size="sm" variant="outline" colorPalette="brand" aria-label={text.showMoreOf(stageLabel)} onClick={() => setMore(true)}>
                {text.showMore}
              </Button>
            </Stack>
          </li>
        )
      )}
    </>
  );
}

function MoreCards({ after, stage, stageLabel, filters }: { after: string; stage: number; stageLabel: string; filters: PipelineFilters }) {
  const data = useLazyLoadQuery<PipelineCardsMoreQuery>(
    graphql`
      query PipelineCardsMoreQuery(
        $stage: LeadStage!
        $first: Int!
        $after: String
        $search: String
        $proposalTypes: [ProposalType!]
        $updatedFrom: Date
        $updatedTo: Date
        $state: LeadState
        $closeMonth: String
      ) {
        leads(
          first: $first
          after: $after
          stages: [$stage]
          search: $search
          proposalTypes: $proposalTypes
          updatedFrom: $updatedFrom
          updatedTo: $updatedTo
          state: $state
          closeMonth: $closeMonth
        ) @required(action: THROW) {
          ...PipelineCards_leads
        }
      }
    `,
    { stage: LEAD_STAGE_NAMES[stage], first: PIPELINE_CHUNK, after, ...filters },
  );
  return <PipelineCards leads={data.leads} stage={stage} stageLabel={stageLabel} filters={filters} />;
}
