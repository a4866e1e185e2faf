import type { Queryable } from '../db/client.js';
import { readPage, type KeysetQuery } from '../http/keyset.js';
import { notifyAgreementSigned, notifyAgreementViewed, notifyLeadAssigned, notifyProposalGenerated, notifyProposalAccepted, notifyProposalViewed, notifyQuoteGenerated } from './notifications.js';

/**
 * What can happen to a lead (issue 15's activity timeline); the gateway exposes them as an enum.
 * A new action needs no migration, but the gateway's enum and the web's labels follow.
 */
export const ACTIVITY_ACTIONS = [
  'created', 'edited', 'reassigned', 'image_replaced', 'image_removed', 'stage_reached',
  'proposal_created', 'proposal_generated', 'quote_created', 'quote_generated',
  'agreement_sent', 'agreement_resent', 'agreement_viewed', 'agreement_signed', 'agreement_voided',
  'file_uploaded', 'file_deleted', 'cancelled', 'restored',
  'proposal_link_created', 'proposal_viewed', 'proposal_link_revoked', 'proposals_unlocked',
  // Issue 26 (routes/proposal-links.ts): the rep e-mailed a web proposal link; the customer accepted the proposal on its page.
  'proposal_link_emailed', 'proposal_accepted',
  // Issue 26: a lead's follow-up tasks (domain/tasks.ts).
  'task_created', 'task_edited', 'task_done', 'task_reopened', 'task_deleted',
  // Issue 26 item 15 (domain/reminders.ts): the worker reminded the customer of an agreement or a web proposal link.
  'reminder_sent',
  // Issue 26, item 18 (domain/handoff.ts): handed to an EPC organization, taken back, a checklist step changed.
  'handed_off', 'handoff_revoked', 'handoff_step_updated',
  // Issue 26 item 14 (routes/agreements.ts): the organization's signer countersigned (fully executed).
  'agreement_countersigned',
] as const;
export type ActivityAction = (typeof ACTIVITY_ACTIONS)[number];

/**
 * Who acted: a signed-in user (AuthUser or any row with its names), or null for the customer (a
 * signing page) and the system. A user given by id only has their name read from users.
 */
export type ActivityActor = { id: number; first_name?: string | null; last_name?: string | null; email?: string | null } | null;

/**
 * What an entry concerns; every key optional, all snake_case. Documents: `document_type` (a label,
 * "PPA"), `document_id`; PACE quotes `pace: true`. Files: `file_name`, `file_type`. Edits: `fields`
 * (dotted keys, "customer.email"). Reassignment: `from_user`, `to_user` (names, null = nobody).
 * Stage: `stage` (0-6). Signing: `signer_name`. Cancelling: `reason`.
 */
export type ActivityDetail = Record<string, unknown>;

export interface ActivityEntry {
  leadId: number;
  /** The lead's organization; read from the lead when omitted. */
  organizationId?: number | null;
  actor: ActivityActor;
  action: ActivityAction;
  detail?: ActivityDetail;
}

const nameOf = (u: { first_name?: string | null; last_name?: string | null; email?: string | null }) =>
  `${u.first_name ?? ''} ${u.last_name ?? ''}`.trim() || u.email || null;

/**
 * The notifications an action sends, so each event has one place: the route records the activity
 * and the people it concerns hear of it from the same call, in the same transaction.
 */
const NOTIFY: Partial<Record<ActivityAction, (tx: Queryable, entry: ActivityEntry) => Promise<unknown>>> = {
  // Only when someone else is now the assignee (notifyLeadAssigned skips assigning oneself).
  created: (tx, e) => (e.actor ? notifyLeadAssigned(tx, e.leadId, actorRow(e.actor)) : Promise.resolve()),
  // A move to another organization that keeps (or clears) the assignee tells nobody.
  reassigned: (tx, e) => (e.actor && e.detail?.to_user_id !== e.detail?.from_user_id ? notifyLeadAssigned(tx, e.leadId, actorRow(e.actor)) : Promise.resolve()),
  // An admin's uploaded PDF is on the timeline but was never a "generated" notification.
  proposal_generated: (tx, e) => (e.detail?.uploaded ? Promise.resolve() : notifyProposalGenerated(tx, Number(e.detail?.document_id), e.actor?.id ?? null)),
  quote_generated: (tx, e) => notifyQuoteGenerated(tx, Number(e.detail?.document_id), e.actor?.id ?? null),
  // The customer's first look at a live link (agreements.ts markViewed records it once).
  agreement_viewed: (tx, e) => notifyAgreementViewed(tx, Number(e.detail?.document_id)),
  // The customer's first look at a web proposal link (proposal-links.ts records it once per link).
  proposal_viewed: (tx, e) => notifyProposalViewed(tx, Number(e.detail?.link_id)),
  // The customer accepted a web proposal (issue 26): the assignee and the link's creator.
  proposal_accepted: (tx, e) => notifyProposalAccepted(tx, Number(e.detail?.link_id), String(e.detail?.signer_name ?? '')),
  agreement_signed: (tx, e) => notifyAgreementSigned(tx, Number(e.detail?.document_id), String(e.detail?.signer_name ?? '')),
};

const actorRow = (actor: NonNullable<ActivityActor>) =>
  ({ id: actor.id, first_name: actor.first_name ?? '', last_name: actor.last_name ?? '', email: actor.email ?? '' });

/**
 * Records one entry of a lead's timeline in the caller's transaction (so it exists exactly when the
 * change does), and sends the notifications the action implies (NOTIFY). A draft (the intake
 * wizard's, issue 12) has no timeline yet: its history starts with 'created' when it is submitted,
 * but its notifications are sent as before. Answers the entry's id, or null when none was written.
 */
export async function recordActivity(tx: Queryable, entry: ActivityEntry): Promise<number | null> {
  const actor = entry.actor;
  const given = actor && (actor.first_name != null || actor.last_name != null || actor.email != null) ? nameOf(actor) : null;
  const { rows } = await tx.query<{ id: number }>(
    `INSERT INTO lead_activity (lead_id, organization_id, actor_id, actor_name, action, detail)
     SELECT l.id, coalesce($2::int, l.organization_id), u.id,
            CASE WHEN $3::int IS NULL THEN NULL
                 ELSE coalesce($4::text, nullif(trim(coalesce(u.first_name, '') || ' ' || coalesce(u.last_name, '')), ''), u.email) END,
            $5, $6::jsonb
       FROM leads l LEFT JOIN users u ON u.id = $3::int
      WHERE l.id = $1 AND NOT l.is_draft
     RETURNING id`,
    [entry.leadId, entry.organizationId ?? null, actor?.id ?? null, given, entry.action, JSON.stringify(entry.detail ?? {})]);
  await NOTIFY[entry.action]?.(tx, entry);
  return rows[0] ? Number(rows[0].id) : null;
}

/**
 * The dotted keys whose values differ between two versions of a lead's nested object ("customer",
 * "property", …): `prefix.key` for each changed key, compared by value (JSON), nulls and missing
 * alike. With `only`, just those keys (what the user gave, not what the api derived from it).
 */
export function changedKeys(prefix: string, before: Record<string, unknown> | null | undefined, after: Record<string, unknown> | null | undefined, only?: string[]): string[] {
  const a = before ?? {};
  const b = after ?? {};
  const keys = only ?? [...new Set([...Object.keys(a), ...Object.keys(b)])];
  return [...new Set(keys)].sort()
    .filter((key) => JSON.stringify(a[key] ?? null) !== JSON.stringify(b[key] ?? null)).map((key) => `${prefix}.${key}`);
}

/** Same value for an edit's purposes: nulls and missing alike, compared as JSON. */
export const sameValue = (a: unknown, b: unknown) => JSON.stringify(a ?? null) === JSON.stringify(b ?? null);

/**
 * The detail of a 'reassigned' entry: the assignees' names as they are now (a snapshot, kept if a
 * user is later deleted) and ids; the organizations' names too when the lead moved to another one.
 */
export async function assignmentDetail(tx: Queryable, before: { organizationId: number; userId: number | null }, after: { organizationId: number; userId: number | null }) {
  const userIds = [before.userId, after.userId].filter((id): id is number => id != null);
  const { rows: users } = await tx.query<{ id: number; name: string }>(
    `SELECT id, coalesce(nullif(trim(coalesce(first_name, '') || ' ' || coalesce(last_name, '')), ''), email) AS name FROM users WHERE id = ANY($1::int[])`, [userIds]);
  const userName = (id: number | null) => (id == null ? null : users.find((u) => u.id === id)?.name ?? null);
  const detail: ActivityDetail = { from_user: userName(before.userId), to_user: userName(after.userId), from_user_id: before.userId, to_user_id: after.userId };
  if (before.organizationId !== after.organizationId) {
    const { rows: orgs } = await tx.query<{ id: number; name: string }>('SELECT id, name FROM organizations WHERE id = ANY($1::int[])', [[before.organizationId, after.organizationId]]);
    detail.from_organization = orgs.find((o) => o.id === before.organizationId)?.name ?? null;
    detail.to_organization = orgs.find((o) => o.id === after.organizationId)?.name ?? null;
  }
  return detail;
}

/** The JSON of one entry, as GET /lead_activity/{lead}/ answers it. */
export interface ActivityJson { id: number; lead: number; action: string; actor: number | null; actor_name: string | null; detail: ActivityDetail; created: string }

export const activityJson = (row: any): ActivityJson => ({
  id: Number(row.id), lead: row.lead_id, action: row.action, actor: row.actor_id ?? null, actor_name: row.actor_name ?? null,
  detail: row.detail ?? {}, created: new Date(row.created).toISOString(),
});

/** One page of a lead's timeline, newest first (the caller has checked the reader may see the lead). */
export async function listActivity(db: Queryable, leadId: number, query: KeysetQuery, defaultLimit: number) {
  const list = await readPage(db, {
    select: 'SELECT id, lead_id, action, actor_id, actor_name, detail, created FROM lead_activity', where: 'lead_id = $1', params: [leadId],
    // Newest first; a keyset order (issue 24).
    order: { tag: 'lead_activity', key: { sql: 'created', type: 'timestamp', nullable: false }, id: 'id', desc: true },
    count: async () => (await db.query<{ n: number }>('SELECT count(*)::int AS n FROM lead_activity WHERE lead_id = $1', [leadId])).rows[0].n,
  }, query, defaultLimit);
  return { ...list, results: list.results.map(activityJson) };
}
