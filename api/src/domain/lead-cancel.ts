import { Type } from 'typebox';
import type { AuthUser } from '../auth/users.js';
import type { Queryable } from '../db/client.js';
import { badRequest, conflict } from '../http/errors.js';
import { MESSAGES } from '../messages.js';
import { recordActivity } from './activity.js';
import type { LeadRow } from './lead-access.js';

/** The longest reason kept: a sentence or two, like a note. */
export const CANCEL_REASON_MAX = 500;

export const CancelLeadSchema = Type.Object({
  reason: Type.String({ maxLength: CANCEL_REASON_MAX, description: 'Why the lead is lost, e.g. "Chose a competitor"; required' }),
}, { additionalProperties: false });

/**
 * Cancels a lead (issue 15, closed-lost): it keeps its stage, documents and files; the triggers take
 * it out of the totals and the list's default state. Drafts are discarded, not cancelled.
 */
export async function cancelLead(tx: Queryable, user: AuthUser, lead: LeadRow, rawReason: string) {
  const reason = rawReason.replace(/\s+/g, ' ').trim();
  if (!reason) throw badRequest({ reason: MESSAGES.leadCancelReasonRequired });
  if (lead.is_draft) throw badRequest(MESSAGES.leadDraftNotCancellable);
  if (lead.cancelled_at) throw conflict(MESSAGES.leadAlreadyCancelled);
  await tx.query(
    'UPDATE leads SET cancelled_at = now(), cancel_reason = $2, cancelled_by = $3, updated = now() WHERE id = $1',
    [lead.id, reason, user.id]);
  await recordActivity(tx, { leadId: lead.id, organizationId: lead.organization_id, actor: user, action: 'cancelled', detail: { reason } });
}

/** Restores a cancelled lead as it was; the reason is forgotten (the activity timeline keeps it). */
export async function restoreLead(tx: Queryable, user: AuthUser, lead: LeadRow) {
  if (!lead.cancelled_at) throw conflict(MESSAGES.leadNotCancelled);
  await tx.query('UPDATE leads SET cancelled_at = NULL, cancel_reason = NULL, cancelled_by = NULL, updated = now() WHERE id = $1', [lead.id]);
  await recordActivity(tx, { leadId: lead.id, organizationId: lead.organization_id, actor: user, action: 'restored', detail: { reason: lead.cancel_reason } });
}
