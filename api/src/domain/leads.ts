import type { Static } from 'typebox';
import type { ApiContext } from '../context.js';
import { locateSite } from './site-location.js';
import { canCancelLead, canSeeLead, isOrgAdmin, isSuperAdmin, type AuthUser } from '../auth/users.js';
import type { Queryable } from '../db/client.js';
import { badRequest, forbidden, notFound } from '../http/errors.js';
import { MESSAGES } from '../messages.js';
import { ORGANIZATION_MESSAGES } from './organization-messages.js';
import { leadDocuments } from './lead-documents.js';
import { leadDealFiguresOf } from './pricing.js';
import { storedProjectInfo, type LeadCreateSchema } from './lead-payload.js';
import { recordActivity } from './activity.js';
import { raiseLeadStage, reachedStagesOf, STAGE, stageHistoryOf } from './stage.js';

export type LeadCreatePayload = Static<typeof LeadCreateSchema>;
export const ENRICH_JOB = 'enrich_lead';
/** §9: default zoom for lead creation. */
export const DEFAULT_ZOOM = 19;

/** A copy without null/undefined values (nulls mean "not given" in a creation payload). */
export const withoutNulls = (value: Record<string, unknown> | undefined | null) =>
  Object.fromEntries(Object.entries(value ?? {}).filter(([, v]) => v !== null && v !== undefined));

/**
 * Who a lead belongs to. Only super admins and org admins may choose: a super admin any
 * organization, an org admin only their own (another one reads as unknown, so ids cannot be
 * probed). A value equal to what would happen anyway is accepted from anyone, so a client that
 * sends the whole lead back does not trip over it. The associated user must belong to the
 * organization; when not given it stays (or becomes the creator) if they belong there, else null.
 */
export async function resolveAssignment(
  db: Queryable, user: AuthUser,
  given: { organization?: number; associated_user?: number | null },
  current?: { organization_id: number; associated_user_id: number | null },
): Promise<{ organizationId: number; associatedUserId: number | null }> {
  const mayAssign = isSuperAdmin(user) || isOrgAdmin(user);
  const defaultOrg = current?.organization_id ?? user.organization_id;
  const organizationId = given.organization ?? defaultOrg;
  if (organizationId == null) throw badRequest({ organization: MESSAGES.leadOrganizationRequired });
  if (organizationId !== defaultOrg && !mayAssign) throw forbidden(MESSAGES.leadAssignForbidden);
  if (organizationId !== user.organization_id && !isSuperAdmin(user)) throw badRequest({ organization: MESSAGES.leadUnknownOrganization });
  const org = await db.query('SELECT deactivated_at FROM organizations WHERE id = $1', [organizationId]);
  if (!org.rows[0]) throw badRequest({ organization: MESSAGES.leadUnknownOrganization });
  // A deactivated organization gets no new leads (issue 26); its own stay read-only (lead-access.ts).
  if (org.rows[0].deactivated_at && organizationId !== current?.organization_id) throw badRequest({ organization: ORGANIZATION_MESSAGES.assignIntoDeactivated });

  const isMember = async (userId: number) =>
    (await db.query('SELECT 1 FROM users WHERE id = $1 AND organization_id = $2', [userId, organizationId])).rows.length > 0;
  if (given.associated_user !== undefined) {
    const unchanged = current ? given.associated_user === current.associated_user_id : given.associated_user === user.id;
    if (!unchanged && !mayAssign) throw forbidden(MESSAGES.leadAssignForbidden);
    if (given.associated_user !== null && !(await isMember(given.associated_user))) throw badRequest({ associated_user: MESSAGES.leadUserNotMember });
    return { organizationId, associatedUserId: given.associated_user };
  }
  const keep = current ? current.associated_user_id : user.id;
  return { organizationId, associatedUserId: keep != null && (await isMember(keep)) ? keep : null };
}

/**
 * Attaches files uploaded before the lead existed (the wizard uploads first). Only files of the
 * uploader's or the lead's organization that no lead owns yet; the list they are named in
 * decides whether they are utility bills or additional files.
 */
export async function attachLeadFiles(db: Queryable, user: AuthUser, lead: { id: number; organization_id: number }, ids: number[] | undefined, kind: 'utility_bill' | 'additional'): Promise<number> {
  if (!ids?.length) return 0;
  const field = kind === 'utility_bill' ? 'utility_bills' : 'additional_files';
  const orgs = [lead.organization_id, user.organization_id ?? lead.organization_id];
  const { rows } = await db.query<{ id: number; file: string }>(
    `UPDATE lead_files SET lead_id = $1, kind = $2, organization_id = $3
     WHERE id = ANY($4::int[]) AND lead_id IS NULL AND organization_id = ANY($5::int[]) RETURNING id, file`,
    [lead.id, kind, lead.organization_id, ids, orgs]);
  if (rows.length !== ids.length) {
    const found = new Set(rows.map((r) => r.id));
    throw badRequest({ [field]: MESSAGES.leadFilesUnavailable(ids.filter((id) => !found.has(id))) });
  }
  await db.query('UPDATE media_files SET organization_id = $1 WHERE path = ANY($2::text[])', [lead.organization_id, rows.map((r) => r.file)]);
  return rows.length;
}

/** Creates a lead by the rules of POST /lead/ (the seed uses it too); returns its id. */
export async function createLead(ctx: ApiContext, tx: Queryable, user: AuthUser, payload: LeadCreatePayload): Promise<number> {
  const siteAddress = String(payload.property?.site_address ?? '').trim();
  if (!siteAddress) throw badRequest({ 'property.site_address': 'This field may not be blank.' });
  const name = payload.name.trim();
  if (!name) throw badRequest({ name: 'This field may not be blank.' });
  const { organizationId, associatedUserId } = await resolveAssignment(tx, user, payload);
  const property: Record<string, unknown> = withoutNulls(locateSite({ ...withoutNulls(payload.property), site_address: siteAddress }));
  const ownerType = payload.owner_type ?? (property.owner_type as string | undefined) ?? null;
  // What the wizard asked that has no column of its own; project_info waits for enrichment,
  // which keeps every value the user gave here.
  const projectInfo = withoutNulls(storedProjectInfo(payload.project_info));
  const intake = withoutNulls({
    upgrades: payload.upgrades, working_with_roofer: payload.working_with_roofer, roof_warranty: payload.roof_warranty,
    warranty_length: payload.warranty_length,
    project_info: Object.keys(projectInfo).length ? projectInfo : null,
  });
  const { rows } = await tx.query<{ id: number }>(
    `INSERT INTO leads (organization_id, associated_user_id, name, proposal_type, owner_type, notes, customer, property, intake, zoom_level, is_draft, created_by)
     VALUES ($1, $2, $3, $4::int, $5, $6, $7, $8, $9, $10::int, $11, $12) RETURNING id`,
    [organizationId, associatedUserId, name, payload.proposal_type ?? null, ownerType, payload.notes ?? null,
      JSON.stringify(withoutNulls(payload.customer)), JSON.stringify(property), JSON.stringify(intake), payload.zoom_level ?? DEFAULT_ZOOM,
      payload.draft === true, user.id]);
  const lead = { id: rows[0].id, organization_id: organizationId };
  // The timeline's first entry (a draft's waits for its submit); tells an assignee other than the creator.
  if (payload.draft !== true) await recordActivity(tx, { leadId: lead.id, organizationId, actor: user, action: 'created' });
  const bills = await attachLeadFiles(tx, user, lead, payload.utility_bills, 'utility_bill');
  await attachLeadFiles(tx, user, lead, payload.additional_files, 'additional');
  if (bills > 0) await raiseLeadStage(tx, lead.id, STAGE.utilityData, user);
  await ctx.jobs.enqueue(tx, ENRICH_JOB, { lead_id: lead.id });
  return lead.id;
}

export interface LeadFileJson { id: number; name: string; file: string; file_type: number; size: number; created: string; lead: number | null }
export const leadFileJson = (row: any): LeadFileJson =>
  ({ id: row.id, name: row.name, file: row.file, file_type: row.file_type, size: row.size, created: row.created, lead: row.lead_id ?? null });

export const USER_NAME_SQL = `nullif(trim(coalesce(u.first_name, '') || ' ' || coalesce(u.last_name, '')), '')`;

/**
 * The full lead of §3, as GET /lead/{id}/ answers it. With `reader`, a lead that user may not see
 * is not found (the same rule as leadFor's, checked on this query's row rather than another query's).
 */
/**
 * The full lead. `reader`, when given, must be allowed to see it (404 otherwise); `viewer` (the
 * reader by default) is whom `can_cancel` answers for: the api's own rule (issue 26), so the web
 * offers Cancel exactly to those this api lets cancel the lead.
 */
export async function leadJson(ctx: ApiContext, db: Queryable, leadId: number, reader?: AuthUser, viewer: AuthUser | undefined = reader) {
  const { rows } = await db.query(
    `SELECT l.*, o.name AS organization_name, ${USER_NAME_SQL} AS associated_user_name, to_char(l.expected_close_date, 'YYYY-MM-DD') AS expected_close_day,
            (SELECT nullif(trim(coalesce(c.first_name, '') || ' ' || coalesce(c.last_name, '')), '') FROM users c WHERE c.id = l.cancelled_by) AS cancelled_by_name
     FROM leads l JOIN organizations o ON o.id = l.organization_id LEFT JOIN users u ON u.id = l.associated_user_id
     WHERE l.id = $1`, [leadId]);
  const lead = rows[0];
  if (!lead || (reader && !canSeeLead(reader, lead as { organization_id: number }))) throw notFound();
  const files = await db.query('SELECT * FROM lead_files WHERE lead_id = $1 ORDER BY created, id', [leadId]);
  const documents = (await leadDocuments(ctx, db, [leadId])).get(leadId) ?? { proposals: [], quotes: [], agreements: [] };
  const intake = lead.intake ?? {};
  return {
    id: lead.id,
    name: lead.name,
    updated: lead.updated,
    created: lead.created,
    lead_status: lead.lead_status,
    reached_stages: reachedStagesOf(lead as { lead_status: number; reached_stages: number[] | null }),
    can_cancel: viewer ? canCancelLead(viewer, lead as { organization_id: number; associated_user_id: number | null }) : undefined,
    stage_history: stageHistoryOf(lead as { lead_status: number; reached_stages: number[] | null; stage_dates: Record<string, unknown> | null; created: Date }),
    proposal_type: lead.proposal_type,
    customer_interest: lead.customer_interest,
    owner_type: lead.owner_type,
    lead_source: lead.lead_source,
    notes: lead.notes,
    opportunity_sub_status: lead.opportunity_sub_status,
    disposition: lead.disposition,
    sub_status: lead.sub_status,
    sdr_finance_status: lead.sdr_finance_status,
    energy_reseller: lead.energy_reseller,
    is_proposals_locked: lead.is_proposals_locked,
    zoom_level: lead.zoom_level,
    // Issue 26: the forecast's close day (YYYY-MM-DD) and the deal value (the active proposal's price, deal_figures below).
    expected_close_date: lead.expected_close_day ?? null,
    customer: lead.customer,
    property: lead.property,
    design_data: lead.design_data,
    // §3 lists project_info.lead (the lead's id); an empty project_info stays empty (§4's "not enriched").
    project_info: lead.project_info && Object.keys(lead.project_info).length ? { ...lead.project_info, lead: lead.id } : lead.project_info,
    upgrades: intake.upgrades ?? null,
    working_with_roofer: intake.working_with_roofer ?? null,
    roof_warranty: intake.roof_warranty ?? null,
    warranty_length: intake.warranty_length ?? null,
    utility_bills: files.rows.filter((f) => f.kind === 'utility_bill').map(leadFileJson),
    additional_files: files.rows.filter((f) => f.kind === 'additional').map(leadFileJson),
    system_image: lead.system_image ?? null,
    organization: lead.organization_id,
    organization_name: lead.organization_name,
    associated_user: lead.associated_user_id,
    associated_user_name: lead.associated_user_name,
    proposals: documents.proposals,
    quotes: documents.quotes,
    agreements: documents.agreements,
    // Issue 25: the deal header's figures, from the one pricing computation (shared/pricing leadDealFigures).
    deal_figures: leadDealFiguresOf(lead, documents.proposals as Record<string, any>[]),
    enrichment_status: lead.enrichment_status,
    is_draft: lead.is_draft,
    // Issue 15: a cancelled (closed-lost) lead says when, why and by whom; null while open.
    cancellation: lead.cancelled_at
      ? { cancelled_at: lead.cancelled_at, reason: lead.cancel_reason, cancelled_by: lead.cancelled_by, cancelled_by_name: lead.cancelled_by_name ?? null }
      : null,
  };
}

/** Deletes a lead (its rows cascade) and then its stored files, in the caller's transaction. */
export async function deleteLeadWithMedia(ctx: Pick<ApiContext, 'media'>, tx: Queryable, leadId: number) {
  const paths = await leadMediaPaths(tx, leadId);
  await tx.query('DELETE FROM leads WHERE id = $1', [leadId]);
  for (const path of paths) await ctx.media.remove(tx, path);
}

/** Every stored media path that belongs to a lead (its files, image and documents). */
export async function leadMediaPaths(db: Queryable, leadId: number): Promise<string[]> {
  const { rows } = await db.query<{ path: string }>(
    `SELECT file AS path FROM lead_files WHERE lead_id = $1
     UNION SELECT system_image FROM leads WHERE id = $1
     UNION SELECT pdf_file FROM proposals WHERE lead_id = $1
     UNION SELECT pdf_file FROM quotes WHERE lead_id = $1
     UNION SELECT file FROM agreements WHERE lead_id = $1
     UNION SELECT file_signed FROM agreements WHERE lead_id = $1`, [leadId]);
  return rows.map((r) => r.path).filter(Boolean);
}
