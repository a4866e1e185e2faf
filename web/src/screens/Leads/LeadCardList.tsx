import { Badge, Menu, Portal, Stack, useRecipe, useSlotRecipe, type SystemStyleObject } from '@chakra-ui/react';
import { CircleX, EllipsisVertical, Eye, RotateCcw } from 'lucide-react';
import { memo, useMemo } from 'react';
import { graphql, useFragment } from 'react-relay';
import { Link as RouterLink } from 'react-router-dom';
import type { LeadCardList_lead$key } from '../../__generated__/LeadCardList_lead.graphql';
import { cancelLeadTexts } from '../../components/cancelLead/texts';
import { previewTexts } from './preview/texts';
import { STAGE_PALETTES } from '../../components/stage/StageChip';
import { paths } from '../../routing/paths';
import { cityOf, formatDate, formatSystemSize } from './format';
import type { RowActions } from './LeadRow';
import { listTexts as text } from './texts';

/**
 * The lead list on a phone (issue 15): a card per lead (name, stage chip, kW, city, updated)
 * instead of an eleven-column table scrolled sideways. Same page, order, and cancel/restore rule as the table.
 */
export function LeadCardList({ leads, busy, actions }: { leads: readonly LeadCardList_lead$key[]; busy: boolean; actions: RowActions }) {
  const cardStyles = useCardStyles();
  return (
    <Stack as="ul" gap="2" listStyleType="none" m="0" p="0" aria-label={text.tableLabel} aria-busy={busy} opacity={busy ? 0.6 : 1} data-testid="lead-cards" css={cardStyles}>
      {leads.map((lead, i) => <LeadCard key={i} lead={lead} actions={actions} />)}
    </Stack>
  );
}

/** The class names of a card's plain elements, styled once for the whole list by useCardStyles. */
const C = {
  card: 'lead-card', body: 'lead-card-body', top: 'lead-card-top', name: 'lead-card-name', buttons: 'lead-card-buttons',
  preview: 'lead-card-preview', more: 'lead-card-more', meta: 'lead-card-meta', stage: 'lead-card-stage', updated: 'lead-card-updated',
} as const;

/**
 * Issue 28: what Card (sm, outline), IconButton (xs, ghost), Badge (subtle, sm: StageChip), HStack
 * and Text gave each card, from the same recipes, as one style object on the list: fifty cards of
 * Chakra components spent most of the phone list's render in the styling runtime (bench:web,
 * BENCH_PROFILE), plain elements with class names cost next to nothing. The look is unchanged.
 */
function useCardStyles(): SystemStyleObject {
  const card = useSlotRecipe({ key: 'card' });
  const button = useRecipe({ key: 'button' });
  const badge = useRecipe({ key: 'badge' });
  return useMemo(() => {
    const slots = card({ size: 'sm', variant: 'outline' });
    const iconButton = { ...button({ size: 'xs', variant: 'ghost' }), px: '0', py: '0', _icon: { fontSize: '1.2em' } };
    return {
      [`& .${C.card}`]: slots.root,
      [`& .${C.body}`]: { ...slots.body, gap: '1.5' },
      [`& .${C.top}`]: { display: 'flex', justifyContent: 'space-between', alignItems: 'start', gap: '2' },
      [`& .${C.name}`]: { fontWeight: 'semibold', color: 'brand.fg', textDecoration: 'underline', lineClamp: 2 },
      [`& .${C.buttons}`]: { display: 'flex', flexDirection: 'row', alignItems: 'center', gap: '0', flexShrink: '0' },
      [`& .${C.preview}`]: { ...iconButton, colorPalette: 'brand' },
      [`& .${C.more}`]: { ...iconButton, ms: '2' },
      [`& .${C.meta}`]: { display: 'flex', flexDirection: 'row', alignItems: 'center', gap: '2', flexWrap: 'wrap', textStyle: 'sm', color: 'fg.muted' },
      [`& .${C.stage}`]: badge({ variant: 'subtle', size: 'sm' }),
      ...Object.fromEntries(Object.entries(STAGE_PALETTES).map(([stage, palette]) => [`& .${C.stage}[data-stage="${stage}"]`, { colorPalette: palette }])),
      [`& .${C.updated}`]: { textStyle: 'xs', color: 'fg.muted' },
    } as SystemStyleObject;
  }, [card, button, badge]);
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
    <li>
      <div className={C.card}>
        <div className={C.body}>
          <div className={C.top}>
            <RouterLink to={paths.lead(data.databaseId)}>
              <p className={C.name}>{data.name}</p>
            </RouterLink>
            <div className={C.buttons}>
              <button type="button" className={C.preview} aria-label={previewTexts.previewFor(data.name)} onClick={() => actions.onPreview(data.databaseId)}>
                <Eye aria-hidden />
              </button>
              {/* Issue 26: Cancel sat right beside Preview, one slip of a thumb away; it is in a menu now. */}
              {allowed && (
                <Menu.Root positioning={{ placement: 'bottom-end' }}>
                  <Menu.Trigger asChild>
                    <button type="button" className={C.more} aria-label={text.card.moreFor(data.name)}>
                      <EllipsisVertical aria-hidden />
                    </button>
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
            </div>
          </div>
          <div className={C.meta}>
            <span className={C.stage} data-stage={data.stage}>{data.stageLabel}</span>
            {data.cancellation && <Badge colorPalette="red" variant="subtle" title={data.cancellation.reason}>{cancelLeadTexts.cancelledChip}</Badge>}
            <p>{text.card.systemSize(formatSystemSize(data.systemSize))}</p>
            <p>{cityOf(data.address)}</p>
          </div>
          <p className={C.updated}>{text.card.updated(formatDate(data.updated))}</p>
        </div>
      </div>
    </li>
  );
});
