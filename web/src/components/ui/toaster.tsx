import { Toaster as ChakraToaster, Portal, Spinner, Stack, Toast, createToaster } from '@chakra-ui/react';
import { ERROR_TOAST_MS, INFO_TOAST_MS, SUCCESS_TOAST_MS } from '../../constants';
import { CLEARANCE_VAR } from './toastClearance';

/** At most this many toasts on screen; more wait their turn (zag queues them). */
export const MAX_TOASTS = 3;

/**
 * The one toaster of the app (conventions: one toast hook for the whole app). At the bottom, where
 * it covers nothing the header holds (CONTACT US, the bell); never over a primary action: at most
 * MAX_TOASTS at once, and lifted above a screen's action bar (toastClearance.ts).
 */
export const toaster = createToaster({
  placement: 'bottom-end',
  pauseOnPageIdle: true,
  max: MAX_TOASTS,
  offsets: { top: '1rem', left: '1rem', right: '1rem', bottom: `calc(1rem + var(${CLEARANCE_VAR}, 0px))` },
});

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

/** How long before its end a toast counts as closing: its exit animation and zag's removal delay. */
const CLOSING_MS = 500;
/** Per action id: the id of its toast on screen and when that toast runs out. */
const shown = new Map<string, { id: string; until: number }>();
let generation = 0;

/**
 * Creates or replaces the action's toast. An update to a toast that is already closing is never
 * shown (zag keeps closing it), so an action that comes back then gets a new toast instead.
 */
function show(base: string, data: { type: string; title: string; description?: string; duration: number; closable: boolean }) {
  const now = Date.now();
  const current = shown.get(base);
  const id = current && now < current.until - CLOSING_MS && !toaster.isDismissed(current.id) ? current.id : `${base}#${(generation += 1)}`;
  shown.set(base, { id, until: now + data.duration });
  return toaster.create({ id, ...data });
}

/** The "please wait" toasts on screen: the next result (success or error) closes them. */
const pending = new Set<string>();

/**
 * Issue 26: 'Request initiated. Please wait.' (§9: 5 s) closes when the result arrives (the success
 * or error toast takes its place, or `settlePending` closes it) instead of outliving the result.
 */
export function notifyPending(message: string) {
  const id = show(toastId('pending', message), { type: 'loading', title: message, duration: INFO_TOAST_MS, closable: true });
  pending.add(id);
  return id;
}

/**
 * Closes every toast but the "please wait" ones: the user moved on (the wizard's next step), and
 * what the last step reported no longer belongs on screen, nor in front of the next step's actions.
 */
export function dismissSettled() {
  toaster.getVisibleToasts().forEach((toast) => { if (toast.type !== 'loading' && toast.id) toaster.dismiss(toast.id); });
}

/** Closes every "please wait" toast: the result is in (with or without a toast of its own). */
export function settlePending() {
  pending.forEach((id) => toaster.dismiss(id));
  pending.clear();
}

/** §8/§9: error messages show as toasts for 10 seconds. */
export function notifyError(message: string, title?: string, options?: ToastOptions) {
  settlePending();
  return show(toastId('error', `${title ?? ''}|${message}`, options), {
    type: 'error', title: title ?? message, description: title ? message : undefined, duration: ERROR_TOAST_MS, closable: true,
  });
}

export function notifySuccess(message: string, options?: ToastOptions) {
  settlePending();
  return show(toastId('success', message, options), { type: 'success', title: message, duration: SUCCESS_TOAST_MS, closable: true });
}

/** Info messages such as 'Request initiated. Please wait.' (5 s by default, §9). */
export function notifyInfo(message: string, duration = INFO_TOAST_MS, options?: ToastOptions) {
  return show(toastId('info', message, options), { type: 'info', title: message, duration, closable: true });
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
