import { Button, Dialog, Portal, Text } from '@chakra-ui/react';
import { RotateCcw } from 'lucide-react';
import { useState } from 'react';
import { wizardText as text } from './texts';

/** Discards the draft after a confirmation (a lead already created stays; it is a real lead). */
export function StartOver({ onConfirm }: { onConfirm: () => void }) {
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
              <Text>{text.startOverConfirm}</Text>
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
