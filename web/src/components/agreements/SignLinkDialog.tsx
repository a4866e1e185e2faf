import { Button, CloseButton, Dialog, Field, HStack, Input, Portal, Text } from '@chakra-ui/react';
import { Copy } from 'lucide-react';
import { notifyError, notifySuccess } from '../ui/toaster';
import { signLinkTexts as t } from './texts';

/**
 * Shows a signing link once, right after it was issued (sending or resending an agreement): the
 * api keeps only its hash, so this is the only time the sender sees it.
 */
export function SignLinkDialog({ url, onClose }: { url: string | null; onClose: () => void }) {
  const copy = async () => {
    if (!url) return;
    try {
      await navigator.clipboard.writeText(url);
      notifySuccess(t.copied);
    } catch {
      notifyError(t.copyFailed);
    }
  };
  return (
    <Dialog.Root open={url !== null} onOpenChange={(e) => { if (!e.open) onClose(); }} placement="center">
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner px="4">
          <Dialog.Content>
            <Dialog.Header>
              <Dialog.Title>{t.dialogTitle}</Dialog.Title>
            </Dialog.Header>
            <Dialog.Body>
              <Text textStyle="sm" mb="3">{t.dialogText}</Text>
              <Field.Root>
                <Field.Label>{t.label}</Field.Label>
                <HStack w="full" gap="2">
                  <Input readOnly value={url ?? ''} onFocus={(e) => e.currentTarget.select()} fontFamily="mono" fontSize="sm" data-testid="sign-link" />
                  <Button variant="outline" onClick={copy} flexShrink={0}>
                    <Copy aria-hidden />
                    {t.copy}
                  </Button>
                </HStack>
              </Field.Root>
            </Dialog.Body>
            <Dialog.Footer>
              <Dialog.ActionTrigger asChild>
                <Button colorPalette="brand" data-autofocus>{t.close}</Button>
              </Dialog.ActionTrigger>
            </Dialog.Footer>
            <Dialog.CloseTrigger asChild>
              <CloseButton size="sm" aria-label={t.close} />
            </Dialog.CloseTrigger>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}
