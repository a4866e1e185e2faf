import { Toaster as ChakraToaster, Portal, Spinner, Stack, Toast, createToaster } from '@chakra-ui/react';
import { ERROR_TOAST_MS, INFO_TOAST_MS } from '../../constants';

/** The one toaster of the app (conventions: one toast hook for the whole app). */
export const toaster = createToaster({ placement: 'top-end', pauseOnPageIdle: true });

export interface ToastOptions {
  /**
   * The action the toast reports (e.g. 'lead-update'): its next toast, whatever it says, replaces
   * this one instead of stacking under it. Without it, a toast replaces one with the same text.
   */
  action?: string;
}

/**
 * One toast per action (issue 11: toasts piled up, one per click or per refusal). A toast's id
 * names its action, or its text; Chakra's toaster updates the toast with that id in place.
 */
export const toastId = (type: string, text: string, options?: ToastOptions) =>
  options?.action ? `action:${options.action}` : `${type}:${text}`;

/** §8/§9: error messages show as toasts for 10 seconds. */
export function notifyError(message: string, title?: string, options?: ToastOptions) {
  return toaster.create({
    id: toastId('error', `${title ?? ''}|${message}`, options),
    type: 'error', title: title ?? message, description: title ? message : undefined, duration: ERROR_TOAST_MS, closable: true,
  });
}

export function notifySuccess(message: string, options?: ToastOptions) {
  return toaster.create({ id: toastId('success', message, options), type: 'success', title: message, closable: true });
}

/** Info messages such as 'Request initiated. Please wait.' (5 s by default, §9). */
export function notifyInfo(message: string, duration = INFO_TOAST_MS, options?: ToastOptions) {
  return toaster.create({ id: toastId('info', message, options), type: 'info', title: message, duration, closable: true });
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
