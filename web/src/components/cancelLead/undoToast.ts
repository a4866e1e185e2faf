import type { Environment } from 'react-relay';
import { friendlyError } from '../friendlyError';
import { notifyError, notifySuccess, toaster } from '../ui/toaster';
import { errors, success } from '../../messages';
import { firstUserError } from '../../mutations/userErrors';
import { cancelLeadTexts as text } from './texts';
import { restoreLead } from './useLeadLifecycle';

/** Long enough to read the toast and reach Undo (the usual success toast closes sooner). */
export const UNDO_TOAST_MS = 10_000;

/**
 * 'Lead cancelled.' with an Undo button (issue 15): Undo restores the lead and says 'Lead
 * restored.'; `onRestored` lets the screen that is showing bring the lead back into view.
 */
export function notifyCancelledWithUndo(environment: Environment, lead: { id: string }, message: string | null | undefined, onRestored?: () => void) {
  const id = `action:cancel-lead:${lead.id}`;
  toaster.create({
    id,
    type: 'success',
    title: message || success.leadCancelled,
    duration: UNDO_TOAST_MS,
    closable: true,
    action: {
      label: text.undo,
      onClick: () => {
        restoreLead(environment, lead.id).then((payload) => {
          const refused = firstUserError(payload.userErrors);
          if (refused) {
            notifyError(refused, undefined, { action: `restore-lead:${lead.id}` });
            return;
          }
          notifySuccess(payload.message || success.leadRestored, { action: `restore-lead:${lead.id}` });
          onRestored?.();
        }, (error: Error) => notifyError(friendlyError(error) || errors.tryAgain));
      },
    },
  });
}
