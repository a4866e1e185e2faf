import { Button } from '@chakra-ui/react';
import { Trash2 } from 'lucide-react';
import { useState } from 'react';
import { graphql, useFragment } from 'react-relay';
import { useNavigate } from 'react-router-dom';
import type { CancelLeadButton_lead$key } from '../../../__generated__/CancelLeadButton_lead.graphql';
import { canCancelLead } from '../../../auth/permissions';
import { useViewer } from '../../../auth/ViewerProvider';
import { success } from '../../../messages';
import { paths } from '../../../routing/paths';
import { ConfirmDialog } from '../../../components/ConfirmDialog';
import { onMutationError, toastPayload } from '../mutations/feedback';
import { useDeleteLead } from '../mutations/useDeleteLead';
import { leadPageTexts } from '../texts';

const text = leadPageTexts.cancel;

/**
 * §4: cancel deletes the lead ('Lead cancelled.') and goes back to /manage/leads. Offered only where
 * the api allows it: the lead's assignee, org admins and super admins.
 */
export function CancelLeadButton({ lead }: { lead: CancelLeadButton_lead$key }) {
  const data = useFragment(
    graphql`
      fragment CancelLeadButton_lead on Lead {
        id
        name
        associatedUser { databaseId }
      }
    `,
    lead,
  );
  const { viewer } = useViewer();
  const [open, setOpen] = useState(false);
  const [commit, inFlight] = useDeleteLead();
  const navigate = useNavigate();
  if (!canCancelLead(viewer, data.associatedUser?.databaseId)) return null;
  const confirm = () =>
    commit({
      variables: { id: data.id },
      onCompleted: ({ deleteLead }) => {
        setOpen(false);
        if (toastPayload(deleteLead, success.leadCancelled)) navigate(paths.leads);
      },
      onError: (error) => {
        setOpen(false);
        onMutationError(error);
      },
    });
  return (
    <>
      <Button variant="outline" colorPalette="red" size="sm" onClick={() => setOpen(true)}>
        <Trash2 aria-hidden />
        {text.open}
      </Button>
      <ConfirmDialog
        open={open}
        onCancel={() => setOpen(false)}
        title={text.title}
        confirmLabel={text.confirm}
        cancelLabel={text.keep}
        busy={inFlight}
        onConfirm={confirm}
      >
        {text.text(data.name)}
      </ConfirmDialog>
    </>
  );
}
