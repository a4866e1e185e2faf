import { Toaster as ChakraToaster, Portal, Spinner, Stack, Toast, createToaster } from '@chakra-ui/react';
import { ERROR_TOAST_MS, INFO_TOAST_MS } from '../../constants';

/** The one toaster of the app (conventions: one toast hook for the whole app). */
export const toaster = createToaster({ placement: 'top-end', pauseOnPageIdle: true });

/** §8/§9: error messages show as toasts for 10 seconds. */
export function notifyError(message: string, title?: string) {
  return toaster.create({ type: 'error', title: title ?? message, description: title ? message : undefined, duration: ERROR_TOAST_MS, closable: true });
}

export function notifySuccess(message: string) {
  return toaster.create({ type: 'success', title: message, closable: true });
}

/** Info messages such as 'Request initiated. Please wait.' (5 s by default, §9). */
export function notifyInfo(message: string, duration = INFO_TOAST_MS) {
  return toaster.create({ type: 'info', title: message, duration, closable: true });
}

export function Toaster() {
  return (
    <Portal>
      <ChakraToaster toaster={toaster} insetInline={{ mdDown: '4' }}>
        {(toast) => (
          <Toast.Root width={{ md: 'sm' }}>
            {toast.type === 'loading' ? <Spinner size="sm" color="brand.solid" /> : <Toast.Indicator />}
            <Stack gap="1" flex="1" maxWidth="100%">
              {toast.title && <Toast.Title>{toast.title}</Toast.Title>}
              {toast.description && <Toast.Description>{toast.description}</Toast.Description>}
            </Stack>
            {toast.action && <Toast.ActionTrigger>{toast.action.label}</Toast.ActionTrigger>}
            {toast.closable && <Toast.CloseTrigger />}
          </Toast.Root>
        )}
      </ChakraToaster>
    </Portal>
  );
}
