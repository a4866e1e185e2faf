import type { AuthUser } from '../auth/users.js';
import { canChange, canSeeLead } from '../auth/users.js';
import type { Queryable } from '../db/client.js';
import { conflict, forbidden, notFound } from '../http/errors.js';
import { isRowId } from '../http/formats.js';
import { MESSAGES } from '../messages.js';
import { refuseDeactivatedOrganization } from './organizations.js';

export interface LeadRow {
  id: number;
  organization_id: number;
  associated_user_id: number | null;
  name: string;
  lead_status: number;
  is_proposals_locked: boolean;
  /** Issue 15: set while the lead is cancelled (closed-lost). */
  cancelled_at?: Date | string | null;
  [column: string]: any;
}

/**
 * The lead a user asks for, or 404 when it does not exist, belongs to an organization the user
 * cannot see, or is someone else's draft (canSeeLead; the three look alike, so ids cannot be probed). With mode 'write', a user who may see
 * but not change it (a viewer admin on someone else's lead) gets 403. `lock` takes a row lock
 * for a read-modify-write inside a transaction.
 *
 * A cancelled lead (issue 15) is kept as it was: 'write' refuses it with 409 until it is restored.
 * 'lifecycle' is 'write' for the calls that cancel, restore or delete it.
 */
export async function leadFor(db: Queryable, user: AuthUser, leadId: number, mode: 'read' | 'write' | 'lifecycle', lock = false): Promise<LeadRow> {
  if (!isRowId(leadId)) throw notFound();
  const { rows } = await db.query<LeadRow>(`SELECT * FROM leads WHERE id = $1${lock ? ' FOR UPDATE' : ''}`, [leadId]);
  const lead = rows[0];
  if (!lead || !canSeeLead(user, lead)) throw notFound();
  if (mode !== 'read' && !canChange(user, lead)) throw forbidden();
  if (mode === 'write') refuseCancelled(lead);
  // A deactivated organization's leads are kept read-only (issue 26, item 9).
  if (mode !== 'read') await refuseDeactivatedOrganization(db, lead.organization_id);
  return lead;
}

/** 409 for a change to a cancelled lead: it is restored first (issue 15). */
export function refuseCancelled(lead: { cancelled_at?: string | Date | null }) {
  if (lead.cancelled_at) throw conflict(MESSAGES.leadIsCancelled);
}
