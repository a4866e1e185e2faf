import { Button, Dialog, Portal, Text } from '@chakra-ui/react';
import { useEffect } from 'react';
import { useBlocker } from 'react-router-dom';
import { wizardText as text } from './texts';

interface Props {
  /** Input that is not submitted yet: leaving for another page of the portal asks first. */
  unsaved: boolean;
  /** Work that a reload would lose (an upload or the lead creation in flight): the browser asks too. */
  inFlight: boolean;
}

/**
 * Warns before leaving the wizard. The draft itself survives a reload (sessionStorage), so the
 * browser's own "leave site?" prompt is kept for what would really be lost: running uploads.
 */
export function LeaveGuard({ unsaved, inFlight }: Props) {
  const blocker = useBlocker(({ currentLocation, nextLocation }) => unsaved && currentLocation.pathname !== nextLocation.pathname);

  useEffect(() => {
    if (!inFlight) return;
    const onBeforeUnload = (event: BeforeUnloadEvent) => {
      event.preventDefault();
      // Older browsers need returnValue set to show the prompt.
      event.returnValue = '';
    };
    window.addEventListener('beforeunload', onBeforeUnload);
    return () => window.removeEventListener('beforeunload', onBeforeUnload);
  }, [inFlight]);

  const open = blocker.state === 'blocked';
  return (
    <Dialog.Root open={open} onOpenChange={(d) => { if (!d.open && blocker.state === 'blocked') blocker.reset(); }} role="alertdialog" placement="center">
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          <Dialog.Content mx="4">
            <Dialog.Header>
              <Dialog.Title>{text.leaveTitle}</Dialog.Title>
            </Dialog.Header>
            <Dialog.Body>
              <Text>{text.leaveText}</Text>
            </Dialog.Body>
            <Dialog.Footer>
              <Button variant="outline" onClick={() => blocker.state === 'blocked' && blocker.reset()}>
                {text.stay}
              </Button>
              <Button colorPalette="brand" onClick={() => blocker.state === 'blocked' && blocker.proceed()}>
                {text.leave}
              </Button>
            </Dialog.Footer>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}
