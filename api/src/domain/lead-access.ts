import type { AuthUser } from '../auth/users.js';
import { canChange, canSeeOrg } from '../auth/users.js';
import type { Queryable } from '../db/client.js';
import { forbidden, notFound } from '../http/errors.js';

export interface LeadRow {
  id: number;
  organization_id: number;
  associated_user_id: number | null;
  name: string;
  lead_status: number;
  is_proposals_locked: boolean;
  [column: string]: any;
}

/**
 * The lead a user asks for, or 404 when it does not exist or belongs to an organization the user
 * cannot see (the two look alike, so ids cannot be probed). With mode 'write', a user who may see
 * but not change it (a viewer admin on someone else's lead) gets 403. `lock` takes a row lock
 * for a read-modify-write inside a transaction.
 */
export async function leadFor(db: Queryable, user: AuthUser, leadId: number, mode: 'read' | 'write', lock = false): Promise<LeadRow> {
  if (!Number.isInteger(leadId) || leadId < 1 || leadId > 2_147_483_647) throw notFound();
  const { rows } = await db.query<LeadRow>(`SELECT * FROM leads WHERE id = $1${lock ? ' FOR UPDATE' : ''}`, [leadId]);
  const lead = rows[0];
  if (!lead || !canSeeOrg(user, lead.organization_id)) throw notFound();
  if (mode === 'write' && !canChange(user, lead)) throw forbidden();
  return lead;
}
