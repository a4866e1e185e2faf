import { Alert, Button, CloseButton, Dialog, Portal, Stack } from '@chakra-ui/react';
import type { FormEvent, ReactNode } from 'react';
import { dealTexts } from '../texts';
import { ActionProgress } from './ActionProgress';

interface Props {
  open: boolean;
  onClose: () => void;
  title: string;
  submitLabel: string;
  onSubmit: () => void;
  submitting?: boolean;
  /** Messages that belong to no field (the api's pre-validation messages among them). */
  formErrors?: readonly string[];
  /** The running action's §4 loading message and progress, shown above the buttons while the dialog is open. */
  progress?: { message: string | null; value: number };
  children: ReactNode;
}

/**
 * A deal form in a Chakra Dialog: focus is trapped inside and returns to the opening button,
 * Escape and the close button cancel; Enter in a field submits.
 */
export function FormDialog({ open, onClose, title, submitLabel, onSubmit, submitting = false, formErrors = [], progress, children }: Props) {
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onSubmit();
  };
  return (
    <Dialog.Root open={open} onOpenChange={(e) => { if (!e.open) onClose(); }} scrollBehavior="inside" size={{ base: 'full', sm: 'lg' }}>
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          <Dialog.Content asChild>
            <form onSubmit={submit} noValidate>
              <Dialog.Header>
                <Dialog.Title>{title}</Dialog.Title>
              </Dialog.Header>
              <Dialog.Body>
                <Stack gap="4">
                  {children}
                  {formErrors.length > 0 && (
                    <Alert.Root status="error" size="sm" role="alert">
                      <Alert.Indicator />
                      <Alert.Content>
                        {formErrors.map((message) => <Alert.Description key={message}>{message}</Alert.Description>)}
                      </Alert.Content>
                    </Alert.Root>
                  )}
                  {progress && <ActionProgress message={progress.message} value={progress.value} />}
                </Stack>
              </Dialog.Body>
              <Dialog.Footer>
                <Button variant="outline" onClick={onClose}>{dealTexts.cancel}</Button>
                <Button type="submit" colorPalette="brand" loading={submitting}>{submitLabel}</Button>
              </Dialog.Footer>
              <Dialog.CloseTrigger asChild>
                <CloseButton size="sm" aria-label={dealTexts.close} />
              </Dialog.CloseTrigger>
            </form>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}
