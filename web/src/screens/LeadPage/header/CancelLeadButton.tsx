import { Button } from '@chakra-ui/react';
import { CircleX } from 'lucide-react';
import { useState } from 'react';
import { graphql, useFragment } from 'react-relay';
import type { CancelLeadButton_lead$key } from '../../../__generated__/CancelLeadButton_lead.graphql';
import { CancelLeadDialog } from '../../../components/cancelLead/CancelLeadDialog';
import { cancelLeadTexts as text } from '../../../components/cancelLead/texts';

/**
 * Issue 15: cancelling asks for a reason and keeps the lead (closed-lost). The page stays: the
 * answer's `cancellation` turns the header into the cancelled banner (with Restore), and the toast
 * offers Undo. Offered only where the api allows it (Lead.canCancel, the api's own rule).
 */
export function CancelLeadButton({ lead }: { lead: CancelLeadButton_lead$key }) {
  const data = useFragment(
    graphql`
      fragment CancelLeadButton_lead on Lead {
        id
        name
        canCancel
        cancellation { cancelledAt }
      }
    `,
    lead,
  );
  const [open, setOpen] = useState(false);
  // Issue 26: offered exactly when the api says this viewer may cancel the lead.
  if (data.cancellation || !data.canCancel) return null;
  return (
    <>
      <Button variant="outline" colorPalette="red" size="sm" onClick={() => setOpen(true)}>
        <CircleX aria-hidden />
        {text.open}
      </Button>
      <CancelLeadDialog lead={open ? { id: data.id, name: data.name } : null} onClose={() => setOpen(false)} />
    </>
  );
}
