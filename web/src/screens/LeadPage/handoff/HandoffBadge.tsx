import { Badge } from '@chakra-ui/react';
import { graphql, useFragment } from 'react-relay';
import { Link as RouterLink } from 'react-router-dom';
import type { HandoffBadge_lead$key } from '../../../__generated__/HandoffBadge_lead.graphql';
import { handoffTexts as t } from './texts';

/** The deal header's handoff progress (issue 26, item 18): "Handoff 2/5" once the PPA is signed; nothing before. */
export function HandoffBadge({ lead }: { lead: HandoffBadge_lead$key }) {
  const data = useFragment(
    graphql`
      fragment HandoffBadge_lead on Lead {
        handoff { ready progress { done total } epcOrganization { name } }
      }
    `,
    lead,
  );
  const h = data.handoff;
  if (!h?.ready) return null;
  const title = h.epcOrganization ? `${t.progress(h.progress.done, h.progress.total)} · ${h.epcOrganization.name}` : t.progress(h.progress.done, h.progress.total);
  return (
    <Badge asChild colorPalette={h.progress.done === h.progress.total ? 'green' : 'brand'} variant="subtle" data-testid="deal-handoff-badge">
      <RouterLink to={{ hash: 'handoff' }} replace title={title}>{t.badge(h.progress.done, h.progress.total)}</RouterLink>
    </Badge>
  );
}
