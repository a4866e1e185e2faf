import type { ApiContext } from '../context.js';
import type { AuthUser } from '../auth/users.js';
import type { Queryable } from '../db/client.js';
import { badRequest, conflict, notFound } from '../http/errors.js';
import type { KeysetOrder } from '../http/keyset.js';

/**
 * The super admin's Organizations screen (issue 26, item 9): the list with its counts, one
 * organization with its members and history, and what deactivating one does.
 *
 * Deactivating an organization (decisions.md):
 * - its users cannot sign in: every session of theirs is deleted in the same transaction, and the
 *   login answers ORGANIZATION_MESSAGES.organizationDeactivatedLogin once the password is right;
 * - its leads stay, read-only: super admins see them in every list and page; any change answers 409;
 * - the public links of its leads (signing pages, web proposal pages and their PDFs) answer a 410
 *   page saying the link is not available, and the signing form cannot be posted;
 * - invites into it are refused and open invite links into it cannot be used to sign up;
 * - nothing is deleted: reactivating it restores all of this as it was (members deactivated one by
 *   one stay deactivated); every step is in organization_audit (who, when).
 * An organization with a super admin member (the operators' own) cannot be deactivated.
 */

export { ORGANIZATION_MESSAGES } from './organization-messages.js';
import { ORGANIZATION_MESSAGES } from './organization-messages.js';

export const ORGANIZATION_NAME_MAX = 200;
/** C0/C1 controls (line breaks and tabs included), NUL among them; and the Unicode line separators. */
const CONTROL = /[\u0000-\u001f\u007f-\u009f\u2028\u2029]/;

/** A name as it is stored: trimmed, not blank, at most 200 characters, one line without control characters. */
export function organizationName(value: string, field = 'name'): string {
  const name = value.trim();
  if (!name) throw badRequest({ [field]: ORGANIZATION_MESSAGES.nameBlank });
  if (CONTROL.test(name)) throw badRequest({ [field]: ORGANIZATION_MESSAGES.nameControl });
  if (name.length > ORGANIZATION_NAME_MAX) throw badRequest({ [field]: ORGANIZATION_MESSAGES.nameTooLong(ORGANIZATION_NAME_MAX) });
  return name;
}

const MEMBERS_SQL = '(SELECT count(*)::int FROM users mu WHERE mu.organization_id = o.id)';
const ACTIVE_MEMBERS_SQL = '(SELECT count(*)::int FROM users mu WHERE mu.organization_id = o.id AND mu.deactivated_at IS NULL)';
const LEADS_SQL = '(SELECT count(*)::int FROM leads ml WHERE ml.organization_id = o.id AND NOT ml.is_draft)';

export const ORGANIZATION_SORTS = ['name', '-name', 'created', '-created', 'members', '-members', 'leads', '-leads'] as const;
export type OrganizationSort = (typeof ORGANIZATION_SORTS)[number];

export function organizationOrder(sort: OrganizationSort): KeysetOrder {
  const desc = sort.startsWith('-');
  const field = sort.replace(/^-/, '');
  const key = field === 'name' ? { sql: 'lower(o.name)', type: 'text' as const, nullable: false }
    : field === 'created' ? { sql: 'o.created', type: 'timestamp' as const, nullable: false }
      : field === 'members' ? { sql: MEMBERS_SQL, type: 'int' as const, nullable: false }
        : { sql: LEADS_SQL, type: 'int' as const, nullable: false };
  return { tag: `organizations:${sort}`, key, id: 'o.id', desc };
}

export const ORGANIZATION_SELECT = `SELECT o.*, ${MEMBERS_SQL} AS members_count, ${ACTIVE_MEMBERS_SQL} AS active_members_count, ${LEADS_SQL} AS leads_count,
  EXISTS (SELECT 1 FROM users su WHERE su.organization_id = o.id AND su.user_type = 3) AS has_super_admins,
  nullif(trim(coalesce(du.first_name, '') || ' ' || coalesce(du.last_name, '')), '') AS deactivated_by_name
  FROM organizations o LEFT JOIN users du ON du.id = o.deactivated_by`;

/** Escapes LIKE's wildcards, so a search for "50%" finds "50%" and not everything. */
export const likePattern = (q: string) => `%${q.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

export interface OrganizationFilter { q?: string; status?: 'all' | 'active' | 'deactivated'; business_type?: number }

/** The list's WHERE over $1 (search pattern or null), $2 (status), $3 (business type or null). */
export function organizationWhere(filter: OrganizationFilter) {
  const q = filter.q?.trim();
  return {
    where: `($1::text IS NULL OR o.name ILIKE $1::text) AND ($2::text = 'all' OR ($2::text = 'active') = (o.deactivated_at IS NULL)) AND ($3::int IS NULL OR o.business_type = $3::int)`,
    params: [q ? likePattern(q) : null, filter.status ?? 'all', filter.business_type ?? null] as unknown[],
  };
}

const iso = (value: unknown) => (value == null ? null : new Date(value as string).toISOString());

/** An organization as the Organizations screen shows it. */
export function adminOrganizationJson(row: any, ctx: ApiContext) {
  return {
    id: row.id,
    pk: row.id,
    name: row.name,
    description: row.description ?? '',
    logo: row.logo ? ctx.media.signedUrl(row.logo) : null,
    logo_path: row.logo ?? null,
    business_type: row.business_type,
    status: row.deactivated_at ? 'deactivated' : 'active',
    deactivated_at: iso(row.deactivated_at),
    deactivated_by: row.deactivated_by ?? null,
    deactivated_by_name: row.deactivated_by_name ?? null,
    members_count: Number(row.members_count ?? 0),
    active_members_count: Number(row.active_members_count ?? 0),
    leads_count: Number(row.leads_count ?? 0),
    /** It has a super admin member, so it cannot be deactivated. */
    has_super_admins: row.has_super_admins === true,
    created: iso(row.created),
  };
}

/** The organization (a row of ORGANIZATION_SELECT), or 404. */
export async function organizationRow(db: Queryable, id: number) {
  const { rows } = await db.query(`${ORGANIZATION_SELECT} WHERE o.id = $1`, [id]);
  if (!rows[0]) throw notFound();
  return rows[0];
}

export const MEMBER_SELECT = `SELECT u.id, u.email, u.first_name, u.last_name, u.phone_number, u.user_type, u.membership_type, u.deactivated_at, u.created,
  (SELECT max(t.last_used) FROM auth_tokens t WHERE t.user_id = u.id) AS last_active
  FROM users u`;

export const MEMBERS_ORDER: KeysetOrder = {
  tag: 'organization_members', key: { sql: "lower(u.first_name || ' ' || u.last_name)", type: 'text', nullable: false }, id: 'u.id', desc: false,
};

export function memberJson(row: any) {
  return {
    id: row.id,
    email: row.email,
    first_name: row.first_name,
    last_name: row.last_name,
    phone_number: row.phone_number,
    user_type: row.user_type,
    membership_type: row.membership_type,
    active: row.deactivated_at == null,
    deactivated_at: iso(row.deactivated_at),
    last_active: iso(row.last_active),
    created: iso(row.created),
  };
}

export type AuditAction =
  | 'renamed' | 'logo_changed' | 'logo_removed' | 'business_type_changed' | 'description_changed'
  | 'member_role_changed' | 'member_deactivated' | 'member_reactivated' | 'deactivated' | 'reactivated';

export async function audit(tx: Queryable, organizationId: number, actor: AuthUser, action: AuditAction, detail: Record<string, unknown> = {}) {
  await tx.query('INSERT INTO organization_audit (organization_id, actor_id, action, detail) VALUES ($1, $2, $3, $4)',
    [organizationId, actor.id, action, JSON.stringify(detail)]);
}

/** The newest entries of an organization's history (who, what, when). */
export async function auditOf(db: Queryable, organizationId: number, limit = 20) {
  const { rows } = await db.query(
    `SELECT a.id, a.action, a.detail, a.created, a.actor_id,
            nullif(trim(coalesce(u.first_name, '') || ' ' || coalesce(u.last_name, '')), '') AS actor_name
       FROM organization_audit a LEFT JOIN users u ON u.id = a.actor_id
      WHERE a.organization_id = $1 ORDER BY a.created DESC, a.id DESC LIMIT $2`, [organizationId, limit]);
  return rows.map((r) => ({ id: r.id, action: r.action, detail: r.detail ?? {}, actor: r.actor_id ?? null, actor_name: r.actor_name ?? null, created: iso(r.created) }));
}

/**
 * Deactivates the organization inside tx: refused (409) when it already is or has a super admin
 * member; its users' sessions end at once. Returns the ids of the users signed out.
 */
export async function deactivateOrganization(tx: Queryable, actor: AuthUser, id: number, reason: string | null) {
  const { rows } = await tx.query('SELECT id, deactivated_at FROM organizations WHERE id = $1 FOR UPDATE', [id]);
  if (!rows[0]) throw notFound();
  if (rows[0].deactivated_at) throw conflict(ORGANIZATION_MESSAGES.alreadyDeactivated);
  const supers = await tx.query('SELECT 1 FROM users WHERE organization_id = $1 AND user_type = 3 LIMIT 1', [id]);
  if (supers.rows.length || actor.organization_id === id) throw conflict(ORGANIZATION_MESSAGES.hasSuperAdmins);
  await tx.query('UPDATE organizations SET deactivated_at = now(), deactivated_by = $2 WHERE id = $1', [id, actor.id]);
  const ended = await tx.query<{ user_id: number }>(
    'DELETE FROM auth_tokens t USING users u WHERE u.id = t.user_id AND u.organization_id = $1 RETURNING t.user_id', [id]);
  await audit(tx, id, actor, 'deactivated', { ...(reason ? { reason } : {}), sessions_ended: ended.rows.length });
  return [...new Set(ended.rows.map((r) => r.user_id))];
}

export async function reactivateOrganization(tx: Queryable, actor: AuthUser, id: number) {
  const { rows } = await tx.query('SELECT id, deactivated_at FROM organizations WHERE id = $1 FOR UPDATE', [id]);
  if (!rows[0]) throw notFound();
  if (!rows[0].deactivated_at) throw conflict(ORGANIZATION_MESSAGES.notDeactivated);
  await tx.query('UPDATE organizations SET deactivated_at = NULL, deactivated_by = NULL WHERE id = $1', [id]);
  await audit(tx, id, actor, 'reactivated');
}

/** Whether the organization is deactivated (false for an unknown one). */
export async function isOrganizationDeactivated(db: Queryable, id: number | null | undefined): Promise<boolean> {
  if (id == null) return false;
  const { rows } = await db.query('SELECT deactivated_at FROM organizations WHERE id = $1', [id]);
  return rows[0]?.deactivated_at != null;
}

/** 409 for a change to a lead of a deactivated organization (its leads are read-only). */
export async function refuseDeactivatedOrganization(db: Queryable, organizationId: number | null | undefined) {
  if (await isOrganizationDeactivated(db, organizationId)) throw conflict(ORGANIZATION_MESSAGES.leadReadOnly);
}

/**
 * Why a signed-in account may not sign in now, or null: the account, or its organization, is deactivated.
 */
export async function signInRefusal(db: Queryable, userId: number): Promise<string | null> {
  const { rows } = await db.query(
    'SELECT u.deactivated_at AS user_off, o.deactivated_at AS org_off FROM users u LEFT JOIN organizations o ON o.id = u.organization_id WHERE u.id = $1', [userId]);
  if (rows[0]?.org_off) return ORGANIZATION_MESSAGES.organizationDeactivatedLogin;
  if (rows[0]?.user_off) return ORGANIZATION_MESSAGES.accountDeactivatedLogin;
  return null;
}
