import { Alert, Button, HStack, Stack, Text } from '@chakra-ui/react';
import { RotateCcw, Trash2 } from 'lucide-react';
import { useState } from 'react';
import { graphql, useFragment } from 'react-relay';
import { useNavigate } from 'react-router-dom';
import type { CancelledBanner_lead$key } from '../../../__generated__/CancelledBanner_lead.graphql';
import { canDeleteLeadForGood } from '../../../auth/permissions';
import { useViewer } from '../../../auth/ViewerProvider';
import { cancelLeadTexts as text } from '../../../components/cancelLead/texts';
import { invalidateLeadLists, useRestoreLeadMutation } from '../../../components/cancelLead/useLeadLifecycle';
import { ConfirmDialog } from '../../../components/ConfirmDialog';
import { formatDateTime } from '../../../format/dates';
import { success } from '../../../messages';
import { paths } from '../../../routing/paths';
import { onMutationError, toastPayload } from '../mutations/feedback';
import { useDeleteLead } from '../mutations/useDeleteLead';

/**
 * A cancelled lead's page (issue 15): when, by whom and why, Restore for those who may cancel it,
 * and Delete permanently for admins (deleting for good is a second, deliberate step).
 */
export function CancelledBanner({ lead }: { lead: CancelledBanner_lead$key }) {
  const data = useFragment(
    graphql`
      fragment CancelledBanner_lead on Lead {
        id
        name
        canCancel
        cancellation {
          cancelledAt
          reason
          cancelledByName
        }
      }
    `,
    lead,
  );
  const { viewer } = useViewer();
  const [restore, restoring] = useRestoreLeadMutation();
  const [remove, removing] = useDeleteLead();
  const [confirmDelete, setConfirmDelete] = useState(false);
  const navigate = useNavigate();
  if (!data.cancellation) return null;
  const { cancelledAt, reason, cancelledByName } = data.cancellation;
  const when = formatDateTime(cancelledAt);

  const onRestore = () => restore({
    variables: { id: data.id },
    updater: invalidateLeadLists,
    onCompleted: ({ restoreLead }) => { toastPayload(restoreLead, success.leadRestored); },
    onError: onMutationError,
  });
  const onDelete = () => remove({
    variables: { id: data.id },
    onCompleted: ({ deleteLead }) => {
      setConfirmDelete(false);
      if (toastPayload(deleteLead, success.leadDeleted)) navigate(paths.leads);
    },
    onError: (error) => { setConfirmDelete(false); onMutationError(error); },
  });

  return (
    <Alert.Root status="warning" variant="subtle" data-testid="lead-cancelled-banner" alignItems="start">
      <Alert.Indicator />
      <Stack gap="2" flex="1" minW="0">
        <Alert.Title>{text.banner.title}</Alert.Title>
        <Alert.Description>
          <Stack gap="1">
            <Text>{text.banner.text(when, cancelledByName ?? null)} {text.banner.readOnly}</Text>
            <Text wordBreak="break-word"><strong>{text.banner.reason}:</strong> {reason}</Text>
          </Stack>
        </Alert.Description>
        <HStack gap="2" wrap="wrap">
          {data.canCancel && (
            <Button size="sm" colorPalette="brand" loading={restoring} onClick={onRestore}>
              <RotateCcw aria-hidden />
              {text.restore}
            </Button>
          )}
          {canDeleteLeadForGood(viewer) && (
            <Button size="sm" variant="outline" colorPalette="red" onClick={() => setConfirmDelete(true)}>
              <Trash2 aria-hidden />
              {text.deleteForGood.open}
            </Button>
          )}
        </HStack>
      </Stack>
      <ConfirmDialog
        open={confirmDelete}
        onCancel={() => setConfirmDelete(false)}
        title={text.deleteForGood.title}
        confirmLabel={text.deleteForGood.confirm}
        cancelLabel={text.deleteForGood.keep}
        busy={removing}
        onConfirm={onDelete}
      >
        {text.deleteForGood.text(data.name)}
      </ConfirmDialog>
    </Alert.Root>
  );
}
