/**
 * Issue 26, item 18: the handoff after the sale.
 *
 * A lead whose Clean Energy PPA the customer has signed (not voided) has a handoff checklist: site
 * survey done, permits, interconnection application, install scheduled, PTO, each step with an
 * owner, a due date, a done date and a note. The selling organization's org admin (or a super admin)
 * hands the lead to an EPC organization (business_type 1); that organization's users may then read
 * the lead's handoff packet (customer contact, site, system, the signed documents) and work the
 * checklist through the handoff routes only. Every other route keeps judging them by canSeeLead, so
 * for everything else the lead stays a 404 to them. Revoking the handoff ends their access.
 *
 * What opens the handoff: the customer's signature on the PPA (HANDOFF_KEY). The countersignature
 * ("fully executed", issue 26 item 14) had not landed when this was written; switching is one
 * predicate, READY_PPA_SQL.
 */
import type { AuthUser } from '../auth/users.js';
import { canChange, canSeeLead, isOrgAdmin, isSuperAdmin } from '../auth/users.js';
import type { Queryable } from '../db/client.js';
import { badRequest, conflict, forbidden, notFound } from '../http/errors.js';
import { isRowId } from '../http/formats.js';
import { AGREEMENT_TYPE_LABELS } from './lead-documents.js';
import { refuseCancelled, type LeadRow } from './lead-access.js';
import { refuseDeactivatedOrganization } from './organizations.js';
import { notify } from './notifications.js';

export const HANDOFF_STEPS = ['site_survey', 'permits', 'interconnection', 'install_scheduled', 'pto'] as const;
export type HandoffStep = (typeof HANDOFF_STEPS)[number];

/** What opens the checklist: the customer's signature on the PPA (see the file's comment). */
export const HANDOFF_KEY = 'customer_signed' as const;

/** Texts shown to people, written once (tests import them). */
export const HANDOFF_TEXTS = {
  steps: {
    site_survey: 'Site survey done',
    permits: 'Permits',
    interconnection: 'Interconnection application',
    install_scheduled: 'Install scheduled',
    pto: 'PTO (permission to operate)',
  } satisfies Record<HandoffStep, string>,
  notReady: 'The handoff starts when the customer signs the Clean Energy PPA.',
  notEpc: 'Choose an EPC organization.',
  ownOrganization: "The lead's own organization cannot be its EPC.",
  notHandedOff: 'This lead is not handed to an EPC organization.',
  badOwner: 'Choose someone of the selling organization or of the EPC organization the lead is handed to.',
  doneInFuture: 'A done date cannot be in the future.',
  badYear: 'Choose a date between 2000 and 2100.',
  handedOff: (org: string) => `Lead handed to ${org}.`,
  revoked: 'Handoff revoked.',
  stepSaved: 'Step saved.',
  notifyHanded: (lead: string) => `${lead} handed to you`,
  notifyHandedBody: (org: string, lead: string) => `${org} handed ${lead} to your organization for installation.`,
  notifyRevoked: (lead: string) => `Handoff of ${lead} revoked`,
  notifyRevokedBody: (org: string, lead: string) => `${org} took back the handoff of ${lead}; it is no longer shared with your organization.`,
  notifyStepDone: (step: string) => `${step}: done`,
  notifyStepDoneBody: (who: string, step: string, lead: string) => `${who} marked "${step}" done for ${lead}.`,
} as const;

/** The PPA that opens the handoff: a Clean Energy PPA the customer signed and nobody voided. */
const READY_PPA_SQL = `SELECT id, signed_datetime, signer_name FROM agreements
  WHERE lead_id = $1 AND agreement_type = 1 AND file_signed IS NOT NULL AND voided_at IS NULL
  ORDER BY signed_datetime DESC NULLS LAST, id DESC LIMIT 1`;

export interface HandoffRow { lead_id: number; epc_organization_id: number | null; handed_by: number | null; handed_at: Date | string | null; revoked_at: Date | string | null }
export interface ReadyPpa { id: number; signed_datetime: Date | string | null; signer_name: string | null }

export interface HandoffAccess {
  lead: LeadRow;
  handoff: HandoffRow | null;
  ppa: ReadyPpa | null;
  /** 'seller': the lead's organization or a super admin (canSeeLead); 'epc': a user of the organization it is handed to. */
  side: 'seller' | 'epc';
}

/**
 * The handoff of a lead as user may reach it, or 404 when the lead does not exist or user may not
 * see it: sellers as canSeeLead says; an EPC organization's users only while the lead is handed to
 * their organization and its PPA is signed (before the handoff and after a revoke they meet the
 * same 404 as for a missing lead). Modes:
 * - 'read': anyone who may see it;
 * - 'work' (the checklist): sellers who may change the lead, the EPC organization's users (a viewer
 *   admin's own steps only, checked by the caller); 409 on a cancelled lead or before the PPA is signed;
 * - 'assign' (hand off): super admins and the lead's organization's org admins (403 for others);
 * - 'revoke': as 'assign', also on a cancelled lead.
 */
export async function handoffFor(db: Queryable, user: AuthUser, leadId: number, mode: 'read' | 'work' | 'assign' | 'revoke', lock = false): Promise<HandoffAccess> {
  if (!isRowId(leadId)) throw notFound();
  const lead = (await db.query<LeadRow>(`SELECT * FROM leads WHERE id = $1${lock ? ' FOR UPDATE' : ''}`, [leadId])).rows[0];
  if (!lead) throw notFound();
  const handoff = (await db.query<HandoffRow>('SELECT * FROM lead_handoffs WHERE lead_id = $1', [leadId])).rows[0] ?? null;
  const ppa = lead.is_draft ? null : (await db.query<ReadyPpa>(READY_PPA_SQL, [leadId])).rows[0] ?? null;
  let side: HandoffAccess['side'];
  if (canSeeLead(user, lead)) side = 'seller';
  else if (user.organization_id != null && handoff?.epc_organization_id === user.organization_id && ppa && !lead.is_draft) side = 'epc';
  else throw notFound();
  if ((mode === 'assign' || mode === 'revoke') && !(side === 'seller' && mayHandOff(user, lead))) throw forbidden();
  if (mode === 'work' && side === 'seller' && !canChange(user, lead)) throw forbidden();
  // Revoking protects the customer's data: allowed on a cancelled lead too.
  if (mode === 'work' || mode === 'assign') {
    refuseCancelled(lead);
    // A deactivated organization's leads are read-only (issue 26 item 9), for the EPC too.
    await refuseDeactivatedOrganization(db, lead.organization_id);
    if (!ppa) throw conflict(HANDOFF_TEXTS.notReady);
  }
  return { lead, handoff, ppa, side };
}

/** Handing off and revoking: super admins, and org admins of the lead's organization who may change it. */
export const mayHandOff = (user: AuthUser, lead: { organization_id: number | null; associated_user_id?: number | null }) =>
  isSuperAdmin(user) || (isOrgAdmin(user) && canChange(user, lead));

/** Whether user may change this step: sellers who passed 'work'; EPC users, a viewer admin only on their own step. */
export const mayWorkStep = (user: AuthUser, access: HandoffAccess, ownerId: number | null) =>
  access.side === 'seller' || user.user_type !== 1 || ownerId === user.id;

const activeEpc = (h: HandoffRow | null) => (h && h.epc_organization_id != null ? h.epc_organization_id : null);
const iso = (d: Date | string | null | undefined) => (d == null ? null : new Date(d).toISOString());
const day = (d: Date | string | null | undefined) => {
  if (d == null) return null;
  if (typeof d === 'string') return d.slice(0, 10);
  // A date column read as a JS Date at local midnight: its calendar day, not a UTC shift.
  return `${d.getFullYear()}-${String(d.getMonth() + 1).padStart(2, '0')}-${String(d.getDate()).padStart(2, '0')}`;
};
const personName = (first?: string | null, last?: string | null, email?: string | null) => `${first ?? ''} ${last ?? ''}`.trim() || email || null;

/** The steps' rows (every step, missing ones empty) with owners' names. */
async function stepsOf(db: Queryable, leadId: number) {
  const { rows } = await db.query(
    `SELECT s.step, s.owner_id, s.due_date::text AS due_date, s.done_date::text AS done_date, s.note, s.updated,
            o.first_name AS owner_first, o.last_name AS owner_last, o.email AS owner_email, o.organization_id AS owner_org,
            b.first_name AS by_first, b.last_name AS by_last, b.email AS by_email
       FROM lead_handoff_steps s LEFT JOIN users o ON o.id = s.owner_id LEFT JOIN users b ON b.id = s.updated_by
      WHERE s.lead_id = $1`, [leadId]);
  return HANDOFF_STEPS.map((step) => {
    const r = rows.find((x: any) => x.step === step);
    return {
      step, label: HANDOFF_TEXTS.steps[step],
      owner: r?.owner_id ? { id: Number(r.owner_id), name: personName(r.owner_first, r.owner_last, r.owner_email), organization: r.owner_org ?? null } : null,
      due_date: day(r?.due_date), done_date: day(r?.done_date), note: r?.note ?? '',
      updated: r ? iso(r.updated) : null, updated_by_name: r ? personName(r.by_first, r.by_last, r.by_email) : null,
    };
  });
}

export type HandoffStepJson = Awaited<ReturnType<typeof stepsOf>>[number];

const firstOf = (value: unknown): string | null => {
  const list = Array.isArray(value) ? value : typeof value === 'string' ? [value] : [];
  for (const item of list) {
    const v = String(typeof item === 'object' && item ? (item as any).email ?? (item as any).value ?? '' : item).trim();
    if (v) return v;
  }
  return null;
};

/**
 * The handoff as GET /handoff/{lead}/ answers it: the checklist and its progress, the EPC
 * organization, what the viewer may do, and the packet the EPC needs (customer contact, site,
 * system, the signed documents with short-lived links), nothing else of the sale.
 */
export async function handoffJson(db: Queryable, user: AuthUser, access: HandoffAccess, signedUrl: (path: string) => string) {
  const { lead, handoff, ppa, side } = access;
  const epcId = activeEpc(handoff);
  const orgs = (await db.query<{ id: number; name: string }>('SELECT id, name FROM organizations WHERE id = ANY($1::int[])', [[lead.organization_id, epcId].filter((x) => x != null)])).rows;
  const orgOf = (id: number | null) => (id == null ? null : { id, name: orgs.find((o) => o.id === id)?.name ?? '' });
  const handedBy = handoff?.handed_by ? (await db.query('SELECT first_name, last_name, email FROM users WHERE id = $1', [handoff.handed_by])).rows[0] : null;
  const steps = await stepsOf(db, lead.id);
  const documents = ppa ? (await db.query(
    `SELECT id, agreement_type, signed_datetime, signer_name, file_signed FROM agreements
      WHERE lead_id = $1 AND file_signed IS NOT NULL AND voided_at IS NULL ORDER BY signed_datetime DESC, id DESC`, [lead.id])).rows : [];
  const customer = (lead.customer ?? {}) as Record<string, unknown>;
  const property = (lead.property ?? {}) as Record<string, unknown>;
  const project = (lead.project_info ?? {}) as Record<string, unknown>;
  const num = (v: unknown) => (typeof v === 'number' && Number.isFinite(v) ? v : null);
  const done = steps.filter((s) => s.done_date).length;
  const workable = !!ppa && !lead.cancelled_at;
  return {
    lead: lead.id,
    lead_name: lead.name,
    organization: orgOf(lead.organization_id),
    ready: !!ppa,
    key: HANDOFF_KEY,
    ppa: ppa ? { id: Number(ppa.id), signed_datetime: iso(ppa.signed_datetime), signer_name: ppa.signer_name ?? null } : null,
    epc_organization: orgOf(epcId),
    handed_at: epcId != null ? iso(handoff?.handed_at) : null,
    handed_by_name: epcId != null && handedBy ? personName(handedBy.first_name, handedBy.last_name, handedBy.email) : null,
    viewer_side: side,
    can_work: workable && (side === 'epc' || canChange(user, lead)),
    can_hand_off: workable && side === 'seller' && mayHandOff(user, lead),
    progress: { done, total: HANDOFF_STEPS.length },
    steps,
    packet: {
      customer: {
        name: (typeof lead.customer_name === 'string' && lead.customer_name.trim()) || null,
        email: firstOf(customer.emails ?? customer.email),
        phone: firstOf(customer.phone_numbers),
      },
      site: { address: (property.site_address as string) ?? null, latitude: num(property.latitude), longitude: num(property.longitude) },
      system: { size_kw: num(project.system_size) ?? num(lead.system_size) },
      documents: documents.map((d: any) => ({
        id: Number(d.id), type: AGREEMENT_TYPE_LABELS[d.agreement_type] ?? 'Agreement', signed_datetime: iso(d.signed_datetime),
        signer_name: d.signer_name ?? null, url: signedUrl(d.file_signed),
      })),
    },
  };
}

/** GET /handoff/{lead}/'s answer (also embedded in GET /lead/{id}/?include=handoff, issue 28): the handoff and who may own its steps. */
export async function handoffAnswer(db: Queryable, user: AuthUser, leadId: number, signedUrl: (path: string) => string) {
  const access = await handoffFor(db, user, leadId, 'read');
  return {
    ...(await handoffJson(db, user, access, signedUrl)),
    assignable_users: access.ppa ? await assignableUsers(db, access.lead, access.handoff) : [],
  };
}

/** Users who may own a step: the lead's organization's and, while handed off, the EPC organization's. */
export async function assignableUsers(db: Queryable, lead: LeadRow, handoff: HandoffRow | null) {
  const orgIds = [lead.organization_id, activeEpc(handoff)].filter((x): x is number => x != null);
  const { rows } = await db.query(
    `SELECT u.id, u.first_name, u.last_name, u.email, u.organization_id, o.name AS organization_name
       FROM users u JOIN organizations o ON o.id = u.organization_id
      WHERE u.organization_id = ANY($1::int[]) AND u.deactivated_at IS NULL ORDER BY u.organization_id = $2 DESC, lower(u.first_name), lower(u.last_name), u.id LIMIT 500`,
    [orgIds, lead.organization_id]);
  return rows.map((u: any) => ({ id: Number(u.id), name: personName(u.first_name, u.last_name, u.email), organization: { id: u.organization_id, name: u.organization_name } }));
}

const validYear = (d: string) => { const y = Number(d.slice(0, 4)); return y >= 2000 && y <= 2100; };

export interface StepPatch { owner?: number | null; due_date?: string | null; done_date?: string | null; note?: string }

/**
 * Validates and applies one step's change (the caller holds the lead's row lock). 400 naming the
 * field for an owner outside the two organizations (a missing user alike), a year outside
 * 2000-2100, a done date after tomorrow (time zones). Answers whether the step became done.
 */
export async function updateStep(tx: Queryable, user: AuthUser, access: HandoffAccess, step: HandoffStep, patch: StepPatch, now = new Date()) {
  const problems: Record<string, string> = {};
  const current = (await tx.query('SELECT owner_id, done_date::text AS done_date FROM lead_handoff_steps WHERE lead_id = $1 AND step = $2', [access.lead.id, step])).rows[0] ?? null;
  if (!mayWorkStep(user, access, current?.owner_id ?? null)) throw forbidden();
  if (patch.owner != null) {
    const orgIds = [access.lead.organization_id, activeEpc(access.handoff)].filter((x) => x != null);
    const ok = isRowId(patch.owner)
      && (await tx.query('SELECT 1 FROM users WHERE id = $1 AND organization_id = ANY($2::int[]) AND deactivated_at IS NULL', [patch.owner, orgIds])).rows.length > 0;
    if (!ok) problems.owner = HANDOFF_TEXTS.badOwner;
  }
  for (const key of ['due_date', 'done_date'] as const) {
    const v = patch[key];
    if (v != null && !validYear(v)) problems[key] = HANDOFF_TEXTS.badYear;
  }
  if (patch.done_date && !problems.done_date) {
    const tomorrow = new Date(now.getTime() + 36 * 3600_000).toISOString().slice(0, 10);
    if (patch.done_date > tomorrow) problems.done_date = HANDOFF_TEXTS.doneInFuture;
  }
  if (Object.keys(problems).length) throw badRequest(problems);
  const has = (k: keyof StepPatch) => Object.prototype.hasOwnProperty.call(patch, k);
  await tx.query(
    `INSERT INTO lead_handoff_steps (lead_id, step, owner_id, due_date, done_date, note, updated, updated_by)
     VALUES ($1, $2, $3, $4::date, $5::date, $6, now(), $7)
     ON CONFLICT (lead_id, step) DO UPDATE SET
       owner_id = CASE WHEN $8 THEN EXCLUDED.owner_id ELSE lead_handoff_steps.owner_id END,
       due_date = CASE WHEN $9 THEN EXCLUDED.due_date ELSE lead_handoff_steps.due_date END,
       done_date = CASE WHEN $10 THEN EXCLUDED.done_date ELSE lead_handoff_steps.done_date END,
       note = CASE WHEN $11 THEN EXCLUDED.note ELSE lead_handoff_steps.note END,
       updated = now(), updated_by = EXCLUDED.updated_by`,
    [access.lead.id, step, patch.owner ?? null, patch.due_date ?? null, patch.done_date ?? null, patch.note ?? '', user.id,
      has('owner'), has('due_date'), has('done_date'), has('note')]);
  const wasDone = !!current?.done_date;
  const nowDone = has('done_date') ? !!patch.done_date : wasDone;
  return { becameDone: !wasDone && nowDone, undone: wasDone && !nowDone };
}

/** Whether orgId is an EPC organization (business_type 1) a lead can be handed to: not deactivated (its users cannot sign in). */
export async function isEpcOrganization(db: Queryable, orgId: number) {
  if (!isRowId(orgId)) return null;
  return (await db.query<{ id: number; name: string }>('SELECT id, name FROM organizations WHERE id = $1 AND business_type = 1 AND deactivated_at IS NULL', [orgId])).rows[0] ?? null;
}

/** The EPC organizations a lead can be handed to (business_type 1), by name. */
export async function epcOrganizations(db: Queryable) {
  return (await db.query<{ id: number; name: string }>('SELECT id, name FROM organizations WHERE business_type = 1 AND deactivated_at IS NULL ORDER BY lower(name), id LIMIT 500')).rows;
}

/** Notifies the EPC organization's org admins (all its users when it has none) that a lead was handed to them, or taken back. */
export async function notifyEpc(tx: Queryable, kind: 'lead_handed_off' | 'handoff_revoked', lead: LeadRow, epcOrgId: number, sellerOrgName: string) {
  const { rows } = await tx.query<{ id: number; membership_type: number }>('SELECT id, membership_type FROM users WHERE organization_id = $1', [epcOrgId]);
  const admins = rows.filter((u) => u.membership_type === 1);
  const userIds = (admins.length ? admins : rows).map((u) => u.id);
  return notify(tx, {
    userIds, kind, organizationId: epcOrgId,
    title: kind === 'lead_handed_off' ? HANDOFF_TEXTS.notifyHanded(lead.name) : HANDOFF_TEXTS.notifyRevoked(lead.name),
    body: kind === 'lead_handed_off' ? HANDOFF_TEXTS.notifyHandedBody(sellerOrgName, lead.name) : HANDOFF_TEXTS.notifyRevokedBody(sellerOrgName, lead.name),
    // The EPC's users open the handoff screen, not the lead page (which stays a 404 to them).
    link: kind === 'lead_handed_off' ? `/manage/handoffs/${lead.id}` : '/manage/handoffs',
    subject: { type: 'lead', id: lead.id },
  });
}

/** A step done: the lead's assignee and the step's owner, each within their own organization. */
export async function notifyStepDone(tx: Queryable, lead: LeadRow, epcOrgId: number | null, step: HandoffStep, actor: AuthUser) {
  const owner = (await tx.query<{ owner_id: number | null }>('SELECT owner_id FROM lead_handoff_steps WHERE lead_id = $1 AND step = $2', [lead.id, step])).rows[0]?.owner_id ?? null;
  const who = personName(actor.first_name, actor.last_name, actor.email) ?? 'Someone';
  const label = HANDOFF_TEXTS.steps[step];
  const base = { kind: 'handoff_step_done' as const, title: HANDOFF_TEXTS.notifyStepDone(label), body: HANDOFF_TEXTS.notifyStepDoneBody(who, label, lead.name), subject: { type: 'lead', id: lead.id } };
  const others = (ids: Array<number | null>) => ids.filter((id) => id != null && id !== actor.id);
  await notify(tx, { ...base, userIds: others([lead.associated_user_id, owner]), organizationId: lead.organization_id, link: `/manage/leads/${lead.id}#handoff` });
  if (epcOrgId != null) await notify(tx, { ...base, userIds: others([owner]), organizationId: epcOrgId, link: `/manage/handoffs/${lead.id}` });
}

/** One page of the leads handed to an organization (super admins: every handed-off lead), newest handoff first. */
export async function handedLeads(db: Queryable, user: AuthUser, limit: number, offset: number) {
  const all = isSuperAdmin(user);
  if (!all && user.organization_id == null) return { count: 0, results: [] };
  const where = `h.epc_organization_id IS NOT NULL AND NOT l.is_draft ${all ? '' : 'AND h.epc_organization_id = $1'}
    AND EXISTS (SELECT 1 FROM agreements a WHERE a.lead_id = l.id AND a.agreement_type = 1 AND a.file_signed IS NOT NULL AND a.voided_at IS NULL)`;
  const params: unknown[] = all ? [] : [user.organization_id];
  const count = (await db.query<{ n: number }>(`SELECT count(*)::int AS n FROM lead_handoffs h JOIN leads l ON l.id = h.lead_id WHERE ${where}`, params)).rows[0].n;
  const { rows } = await db.query(
    `SELECT l.id, l.name, l.site_address, l.system_size, l.cancelled_at, h.handed_at, h.epc_organization_id, so.name AS seller_name, eo.name AS epc_name,
            (SELECT count(*)::int FROM lead_handoff_steps s WHERE s.lead_id = l.id AND s.done_date IS NOT NULL) AS done,
            (SELECT min(s.due_date)::text FROM lead_handoff_steps s WHERE s.lead_id = l.id AND s.done_date IS NULL AND s.due_date IS NOT NULL) AS next_due
       FROM lead_handoffs h JOIN leads l ON l.id = h.lead_id JOIN organizations so ON so.id = l.organization_id JOIN organizations eo ON eo.id = h.epc_organization_id
      WHERE ${where} ORDER BY h.handed_at DESC, l.id DESC LIMIT ${limit} OFFSET ${offset}`, params);
  return {
    count,
    results: rows.map((r: any) => ({
      lead: r.id, lead_name: r.name, site_address: r.site_address ?? null, system_size_kw: r.system_size ?? null,
      seller_organization: r.seller_name as string, epc_organization: { id: r.epc_organization_id, name: r.epc_name },
      handed_at: iso(r.handed_at), cancelled: !!r.cancelled_at,
      progress: { done: r.done, total: HANDOFF_STEPS.length }, next_due: r.next_due ?? null,
    })),
  };
}
