import { Button, Dialog, Portal, Text } from '@chakra-ui/react';
import { RotateCcw } from 'lucide-react';
import { useState } from 'react';
import { wizardText as text } from './texts';

/**
 * Discards the form after a confirmation; a lead step 2 already created is a draft (issue 12) and
 * is discarded with it (draftId names it in the question).
 */
export function StartOver({ onConfirm, draftId }: { onConfirm: () => void; draftId?: number | null }) {
  const [open, setOpen] = useState(false);
  return (
    <Dialog.Root open={open} onOpenChange={(d) => setOpen(d.open)} role="alertdialog" placement="center">
      <Dialog.Trigger asChild>
        <Button variant="ghost" size="sm">
          <RotateCcw aria-hidden /> {text.startOver}
        </Button>
      </Dialog.Trigger>
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          <Dialog.Content mx="4">
            <Dialog.Header>
              <Dialog.Title>{text.startOver}</Dialog.Title>
            </Dialog.Header>
            <Dialog.Body>
              <Text>{draftId ? text.startOverDiscards(draftId) : text.startOverConfirm}</Text>
            </Dialog.Body>
            <Dialog.Footer>
              <Dialog.ActionTrigger asChild>
                <Button variant="outline">{text.stay}</Button>
              </Dialog.ActionTrigger>
              <Button colorPalette="red" onClick={() => { setOpen(false); onConfirm(); }}>
                {text.startOver}
              </Button>
            </Dialog.Footer>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}
