import { friendlyError } from '../../../components/friendlyError';
import { notifyError, notifySuccess } from '../../../components/ui/toaster';
import { errors } from '../../../messages';
import { firstUserError, type UserErrors } from '../../../mutations/userErrors';

/** A mutation that did not reach an answer (network, an unexpected failure): §8 error toast, never the raw error. */
export function onMutationError(error: Error) {
  notifyError(friendlyError(error));
}

/**
 * Toasts a payload's outcome: its first refusal as an error, else the success text. The gateway's
 * `message` is the spec's text already; `fallback` covers an answer without one.
 */
export function toastPayload(
  payload: { message?: string | null; userErrors: UserErrors },
  success: string,
  failure: string = errors.tryAgain,
  /** Show `success` even when the payload has a message (the image upload answers the update's). */
  ownSuccess = false,
): boolean {
  // One toast per action: the outcome replaces the last toast of the same action (issue 11).
  if (payload.userErrors.length) {
    notifyError(firstUserError(payload.userErrors) ?? failure, undefined, { action: success });
    return false;
  }
  notifySuccess(ownSuccess ? success : payload.message || success, { action: success });
  return true;
}
