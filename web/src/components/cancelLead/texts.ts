import { API_LIMITS } from '../../validation/limits';

/**
 * Issue 15, closed-lost instead of delete: one word for the action everywhere, "cancel" (the spec's
 * 'Lead cancelled.'); a cancelled lead is kept, restorable, and deleted for good only by admins.
 * The success toasts are the gateway's messages (messages.ts `success`).
 */
export const cancelLeadTexts = {
  open: 'Cancel lead',
  openFor: (name: string) => `Cancel lead ${name}`,
  title: 'Cancel this lead?',
  intro: (name: string) => `${name} moves to Cancelled: it leaves the list, pipeline, map and totals, and keeps its files, proposals, quotes and agreements. You can restore it later.`,
  reason: 'Reason',
  reasonPlaceholder: 'Choose why the lead is lost',
  reasonRequired: 'Choose why the lead is lost.',
  details: 'Details',
  detailsHelp: 'Optional, shown with the reason.',
  detailsRequired: 'Say what happened.',
  reasons: ['Chose a competitor', 'Not interested', 'Financing declined', 'Site not suitable', 'No response', 'Duplicate lead', 'Other'] as const,
  confirm: 'Cancel lead',
  keep: 'Keep lead',
  undo: 'Undo',
  restore: 'Restore',
  restoreFor: (name: string) => `Restore lead ${name}`,
  cancelledChip: 'Cancelled',
  banner: {
    title: 'This lead is cancelled',
    text: (when: string, by: string | null) => (by ? `Cancelled ${when} by ${by}.` : `Cancelled ${when}.`),
    reason: 'Reason',
    readOnly: 'It keeps its documents and cannot be changed until it is restored.',
  },
  deleteForGood: {
    open: 'Delete permanently',
    title: 'Delete this lead permanently?',
    text: (name: string) => `${name} and its files, proposals, quotes and agreements will be deleted. This cannot be undone.`,
    confirm: 'Delete permanently',
    keep: 'Keep lead',
  },
} as const;

/** The reason as the api keeps it: the choice, and the details after a colon when given. */
export function reasonText(choice: string, details: string): string {
  const extra = details.replace(/\s+/g, ' ').trim();
  return extra ? `${choice}: ${extra}` : choice;
}

/** The longest reason the api keeps (its schema, through limits.generated); the details get what the choice leaves. */
export const CANCEL_REASON_MAX: number = API_LIMITS.leadCancel.reason.maxLength;
export const CANCEL_DETAILS_MAX = CANCEL_REASON_MAX - Math.max(...cancelLeadTexts.reasons.map((r) => r.length)) - 2;
