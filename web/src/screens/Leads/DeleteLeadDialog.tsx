import { Button, Dialog, Portal, Text } from '@chakra-ui/react';
import { notifyError, notifySuccess } from '../../components/ui/toaster';
import { errors } from '../../messages';
import { firstUserError } from '../../mutations/userErrors';
import { useDeleteLeadFromList } from './deleteLeadFromList';
import type { LeadToDelete } from './LeadRow';
import { listTexts as text } from './texts';

/** The message of a failed operation: the gateway's (§8 texts) when it sent one, else the generic one. */
function failureText(error: Error): string {
  const source = (error as { source?: { errors?: { message?: string }[] } }).source;
  return source?.errors?.[0]?.message || (error.message === errors.network ? errors.network : errors.generic);
}

/** Confirms and deletes a lead; `onDeleted` reloads the list with its current variables (§4). */
export function DeleteLeadDialog({ lead, onClose, onDeleted }: {
  lead: LeadToDelete | null;
  onClose: () => void;
  onDeleted: () => void;
}) {
  const [commit, deleting] = useDeleteLeadFromList();
  const confirm = () => {
    if (!lead) return;
    commit({
      variables: { id: lead.id },
      onCompleted: (response, graphQLErrors) => {
        const refused = firstUserError(response.deleteLead.userErrors) ?? graphQLErrors?.[0]?.message;
        onClose();
        if (refused) {
          notifyError(refused);
          return;
        }
        notifySuccess(text.deleted(lead.name));
        onDeleted();
      },
      onError: (error) => {
        onClose();
        notifyError(failureText(error));
      },
    });
  };
  return (
    <Dialog.Root
      role="alertdialog"
      open={!!lead}
      onOpenChange={(details) => { if (!details.open && !deleting) onClose(); }}
      placement="center"
    >
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          <Dialog.Content mx="4">
            <Dialog.Header>
              <Dialog.Title>{text.deleteTitle}</Dialog.Title>
            </Dialog.Header>
            <Dialog.Body>
              <Text>{lead ? text.deleteText(lead.name) : null}</Text>
            </Dialog.Body>
            <Dialog.Footer>
              <Dialog.ActionTrigger asChild>
                <Button variant="outline" disabled={deleting}>{text.cancel}</Button>
              </Dialog.ActionTrigger>
              <Button colorPalette="red" loading={deleting} onClick={confirm}>{text.confirmDelete}</Button>
            </Dialog.Footer>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}
