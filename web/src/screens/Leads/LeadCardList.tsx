import { Box, Card, Flex, HStack, IconButton, Stack, Text } from '@chakra-ui/react';
import { Trash2 } from 'lucide-react';
import { memo } from 'react';
import { graphql, useFragment } from 'react-relay';
import { Link as RouterLink } from 'react-router-dom';
import type { LeadCardList_lead$key } from '../../__generated__/LeadCardList_lead.graphql';
import { canCancelLead } from '../../auth/permissions';
import { useViewer } from '../../auth/ViewerProvider';
import { StageChip } from '../../components/stage/StageChip';
import { paths } from '../../routing/paths';
import { cityOf, formatDate, formatSystemSize } from './format';
import type { LeadToDelete } from './LeadRow';
import { listTexts as text } from './texts';

/**
 * The lead list on a phone (issue 15): a card per lead (name, stage chip, kW, city, updated)
 * instead of an eleven-column table scrolled sideways. Same page, order and delete rule as the table.
 */
export function LeadCardList({ leads, busy, onDelete }: { leads: readonly LeadCardList_lead$key[]; busy: boolean; onDelete: (lead: LeadToDelete) => void }) {
  return (
    <Stack as="ul" gap="2" listStyleType="none" m="0" p="0" aria-label={text.tableLabel} aria-busy={busy} opacity={busy ? 0.6 : 1} data-testid="lead-cards">
      {leads.map((lead, i) => <LeadCard key={i} lead={lead} onDelete={onDelete} />)}
    </Stack>
  );
}

const LeadCard = memo(function LeadCard({ lead, onDelete }: { lead: LeadCardList_lead$key; onDelete: (lead: LeadToDelete) => void }) {
  const data = useFragment(
    graphql`
      fragment LeadCardList_lead on Lead {
        id
        databaseId
        name
        updated
        stage
        stageLabel
        address
        systemSize
        associatedUser { databaseId }
      }
    `,
    lead,
  );
  const { viewer } = useViewer();
  const canDelete = canCancelLead(viewer, data.associatedUser?.databaseId);
  return (
    <Box as="li">
      <Card.Root size="sm" variant="outline">
        <Card.Body gap="1.5">
          <Flex justify="space-between" align="start" gap="2">
            <RouterLink to={paths.lead(data.databaseId)}>
              <Text fontWeight="semibold" color="brand.fg" textDecoration="underline" lineClamp={2}>{data.name}</Text>
            </RouterLink>
            {canDelete && (
              <IconButton size="xs" variant="ghost" colorPalette="red" aria-label={text.deleteLead(data.name)} onClick={() => onDelete({ id: data.id, name: data.name })}>
                <Trash2 aria-hidden />
              </IconButton>
            )}
          </Flex>
          <HStack gap="2" wrap="wrap" textStyle="sm" color="fg.muted">
            <StageChip stage={data.stage} label={data.stageLabel} />
            <Text>{text.card.systemSize(formatSystemSize(data.systemSize))}</Text>
            <Text>{cityOf(data.address)}</Text>
          </HStack>
          <Text textStyle="xs" color="fg.muted">{text.card.updated(formatDate(data.updated))}</Text>
        </Card.Body>
      </Card.Root>
    </Box>
  );
});
