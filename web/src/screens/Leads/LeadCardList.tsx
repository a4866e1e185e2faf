import { Badge, Box, Card, Flex, HStack, IconButton, Menu, Portal, Stack, Text } from '@chakra-ui/react';
import { CircleX, EllipsisVertical, Eye, RotateCcw } from 'lucide-react';
import { memo } from 'react';
import { graphql, useFragment } from 'react-relay';
import { Link as RouterLink } from 'react-router-dom';
import type { LeadCardList_lead$key } from '../../__generated__/LeadCardList_lead.graphql';
import { cancelLeadTexts } from '../../components/cancelLead/texts';
import { previewTexts } from './preview/texts';
import { StageChip } from '../../components/stage/StageChip';
import { paths } from '../../routing/paths';
import { cityOf, formatDate, formatSystemSize } from './format';
import type { RowActions } from './LeadRow';
import { listTexts as text } from './texts';

/**
 * The lead list on a phone (issue 15): a card per lead (name, stage chip, kW, city, updated)
 * instead of an eleven-column table scrolled sideways. Same page, order, and cancel/restore rule as the table.
 */
export function LeadCardList({ leads, busy, actions }: { leads: readonly LeadCardList_lead$key[]; busy: boolean; actions: RowActions }) {
  return (
    <Stack as="ul" gap="2" listStyleType="none" m="0" p="0" aria-label={text.tableLabel} aria-busy={busy} opacity={busy ? 0.6 : 1} data-testid="lead-cards">
      {leads.map((lead, i) => <LeadCard key={i} lead={lead} actions={actions} />)}
    </Stack>
  );
}

const LeadCard = memo(function LeadCard({ lead, actions }: { lead: LeadCardList_lead$key; actions: RowActions }) {
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
        canCancel
        cancellation { reason }
      }
    `,
    lead,
  );
  // Issue 26: the api's answer for this viewer, not a copy of its rule.
  const allowed = data.canCancel;
  const ref = { id: data.id, name: data.name };
  return (
    <Box as="li">
      <Card.Root size="sm" variant="outline">
        <Card.Body gap="1.5">
          <Flex justify="space-between" align="start" gap="2">
            <RouterLink to={paths.lead(data.databaseId)}>
              <Text fontWeight="semibold" color="brand.fg" textDecoration="underline" lineClamp={2}>{data.name}</Text>
            </RouterLink>
            <HStack gap="0" flexShrink="0">
            <IconButton size="xs" variant="ghost" colorPalette="brand" aria-label={previewTexts.previewFor(data.name)} onClick={() => actions.onPreview(data.databaseId)}>
              <Eye aria-hidden />
            </IconButton>
            {/* Issue 26: Cancel sat right beside Preview, one slip of a thumb away; it is in a menu now. */}
            {allowed && (
              <Menu.Root positioning={{ placement: 'bottom-end' }}>
                <Menu.Trigger asChild>
                  <IconButton size="xs" variant="ghost" aria-label={text.card.moreFor(data.name)} ms="2">
                    <EllipsisVertical aria-hidden />
                  </IconButton>
                </Menu.Trigger>
                <Portal>
                  <Menu.Positioner>
                    <Menu.Content minW="44">
                      {data.cancellation ? (
                        <Menu.Item value="restore" onSelect={() => actions.onRestore(ref)}>
                          <RotateCcw aria-hidden />
                          {cancelLeadTexts.restore}
                        </Menu.Item>
                      ) : (
                        <Menu.Item value="cancel" color="fg.error" _hover={{ bg: 'bg.error', color: 'fg.error' }} onSelect={() => actions.onCancel(ref)}>
                          <CircleX aria-hidden />
                          {cancelLeadTexts.open}
                        </Menu.Item>
                      )}
                    </Menu.Content>
                  </Menu.Positioner>
                </Portal>
              </Menu.Root>
            )}
            </HStack>
          </Flex>
          <HStack gap="2" wrap="wrap" textStyle="sm" color="fg.muted">
            <StageChip stage={data.stage} label={data.stageLabel} />
            {data.cancellation && <Badge colorPalette="red" variant="subtle" title={data.cancellation.reason}>{cancelLeadTexts.cancelledChip}</Badge>}
            <Text>{text.card.systemSize(formatSystemSize(data.systemSize))}</Text>
            <Text>{cityOf(data.address)}</Text>
          </HStack>
          <Text textStyle="xs" color="fg.muted">{text.card.updated(formatDate(data.updated))}</Text>
        </Card.Body>
      </Card.Root>
    </Box>
  );
});
