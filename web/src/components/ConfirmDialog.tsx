import { Button, CloseButton, Dialog, Portal } from '@chakra-ui/react';
import type { ReactNode } from 'react';

interface Props {
  open: boolean;
  /** The dialog closes without confirming (Cancel, the close button, Escape, a click outside). */
  onCancel: () => void;
  title: string;
  children: ReactNode;
  confirmLabel: string;
  cancelLabel: string;
  busy?: boolean;
  onConfirm: () => void;
}

/**
 * A destructive action's confirmation (cancel a lead, delete a file, a resource, an upload). role=alertdialog and the
 * initial focus on the safe button: Enter right after opening must not destroy anything.
 */
export function ConfirmDialog({ open, onCancel, title, children, confirmLabel, cancelLabel, busy, onConfirm }: Props) {
  return (
    <Dialog.Root role="alertdialog" open={open} onOpenChange={(e) => { if (!e.open) onCancel(); }} placement="center">
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner px="4">
          <Dialog.Content>
            <Dialog.Header>
              <Dialog.Title>{title}</Dialog.Title>
            </Dialog.Header>
            <Dialog.Body>{children}</Dialog.Body>
            <Dialog.Footer>
              <Dialog.ActionTrigger asChild>
                <Button variant="outline" data-autofocus>{cancelLabel}</Button>
              </Dialog.ActionTrigger>
              <Button colorPalette="red" loading={busy} onClick={onConfirm}>{confirmLabel}</Button>
            </Dialog.Footer>
            <Dialog.CloseTrigger asChild>
              <CloseButton size="sm" aria-label={cancelLabel} />
            </Dialog.CloseTrigger>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}
