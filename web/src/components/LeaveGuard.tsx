import { Button, Dialog, Portal, Text } from '@chakra-ui/react';
import { useEffect } from 'react';
import { useBlocker } from 'react-router-dom';

interface Props {
  /** Input that is not submitted yet: leaving for another page of the portal asks first. */
  unsaved: boolean;
  /** What a reload or closing the tab would lose: the browser's own "leave site?" prompt asks too. */
  inFlight: boolean;
  /** The dialog's texts (each screen says what would be lost). */
  text: { leaveTitle: string; leaveText: string; stay: string; leave: string };
}

/**
 * Asks before leaving a screen with unsaved input for another page of the portal (the intake
 * wizard, the lead editor). Moving within the page (a tab's #hash) does not ask.
 */
export function LeaveGuard({ unsaved, inFlight, text }: Props) {
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
