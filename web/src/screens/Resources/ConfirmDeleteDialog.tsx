import { Button, CloseButton, Dialog, Portal } from '@chakra-ui/react';
import { resourcesTexts as t } from './texts';

interface Props {
  /** The resource to delete, or null when the dialog is closed. */
  resource: { name: string } | null;
  busy: boolean;
  onCancel: () => void;
  onConfirm: () => void;
}

/**
 * Deleting a resource removes it for everyone, so it is confirmed first. role=alertdialog and the
 * initial focus on the safe button: Enter right after opening must not delete anything.
 */
export function ConfirmDeleteDialog({ resource, busy, onCancel, onConfirm }: Props) {
  return (
    <Dialog.Root role="alertdialog" open={resource !== null} onOpenChange={(e) => !e.open && onCancel()} placement="center">
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner px="4">
          <Dialog.Content>
            <Dialog.Header>
              <Dialog.Title>{t.deleteTitle}</Dialog.Title>
            </Dialog.Header>
            <Dialog.Body>{resource ? t.deleteText(resource.name) : null}</Dialog.Body>
            <Dialog.Footer>
              <Dialog.ActionTrigger asChild>
                <Button variant="outline" data-autofocus>{t.keep}</Button>
              </Dialog.ActionTrigger>
              <Button colorPalette="red" loading={busy} onClick={onConfirm}>{t.deleteConfirm}</Button>
            </Dialog.Footer>
            <Dialog.CloseTrigger asChild>
              <CloseButton size="sm" aria-label={t.keep} />
            </Dialog.CloseTrigger>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}
