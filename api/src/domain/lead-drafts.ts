import type { ApiContext } from '../context.js';
import { isSuperAdmin, type AuthUser } from '../auth/users.js';
import type { Queryable } from '../db/client.js';
import { deleteLeadWithMedia } from './leads.js';

/** A draft nobody touched for this long is abandoned: the maintenance sweep removes it (issue 12). */
export const DRAFT_RETENTION_DAYS = 30;

/**
 * The caller's drafts, the latest first: the leads their intake wizard created at step 2 and never
 * submitted. Only the creator's, and only in the organization they are in now (a user who moved
 * leaves the old one's drafts behind, where the purge takes them; a super admin's, wherever they
 * created them).
 */
export async function listLeadDrafts(db: Queryable, user: AuthUser) {
  const { rows } = await db.query(
    `SELECT id, name, site_address AS address, nullif(customer_name, '') AS customer_name, created, updated
     FROM leads WHERE is_draft AND created_by = $1 AND ($2::int IS NULL OR organization_id = $2::int)
     ORDER BY updated DESC, id DESC LIMIT 100`, [user.id, isSuperAdmin(user) ? null : user.organization_id ?? -1]);
  return rows;
}

/** Removes drafts unchanged for DRAFT_RETENTION_DAYS with everything they own; returns how many. */
export async function purgeAbandonedDrafts(ctx: Pick<ApiContext, 'db' | 'media'>, olderThanDays = DRAFT_RETENTION_DAYS): Promise<number> {
  return ctx.db.transaction(async (tx) => {
    const { rows } = await tx.query<{ id: number }>(
      `SELECT id FROM leads WHERE is_draft AND updated < now() - ($1::text || ' days')::interval FOR UPDATE SKIP LOCKED`, [String(olderThanDays)]);
    for (const { id } of rows) await deleteLeadWithMedia(ctx, tx, id);
    return rows.length;
  });
}
