import { Type } from 'typebox';
import type { ApiApp } from '../context.js';
import { userOf } from '../auth/authenticate.js';
import { canCancelLead, canDeleteLead } from '../auth/users.js';
import type { Queryable } from '../db/client.js';
import { enrichLead, enrichmentFailed, enrichmentStatusJson, projectDetailsJson, withoutEstimates } from '../domain/enrichment.js';
import { locateSite, siteAddressChanged } from '../domain/site-location.js';
import { leadFor, type LeadRow as StoredLead } from '../domain/lead-access.js';
import { LEAD_INCLUDES, leadIncluded, leadIncludesOf } from '../domain/lead-includes.js';
import { cancelLead, CancelLeadSchema, restoreLead } from '../domain/lead-cancel.js';
import { LeadListFilters, LeadListQuery, leadsSummary, listLeads } from '../domain/lead-list.js';
import { INTAKE_KEYS, LeadCreateSchema, LeadUpdateSchema, mergeNested, storedProjectInfo } from '../domain/lead-payload.js';
import { DRAFT_RETENTION_DAYS, listLeadDrafts } from '../domain/lead-drafts.js';
import { createLead, deleteLeadWithMedia, ENRICH_JOB, leadJson, leadMediaPaths, resolveAssignment, type LeadCreatePayload } from '../domain/leads.js';
import { assignmentDetail, changedKeys, recordActivity, sameValue, type ActivityDetail } from '../domain/activity.js';
import { raiseLeadStage, STAGE } from '../domain/stage.js';
import { badRequest, forbidden } from '../http/errors.js';
import { pagedOf } from '../http/pagination.js';
import { FILE_TYPES, requireFile } from '../http/uploads.js';
import type { UploadedFile } from '../media/storage.js';
import { MESSAGES } from '../messages.js';
import { checkSurveyDate } from '../domain/survey-window.js';
import { chosenUtilityOf } from '../domain/site-economics.js';
import { checkDay } from '../domain/forecast.js';

const Lead = Type.Object({}, { additionalProperties: true, description: 'The full lead (§3)' });
const LeadRow = Type.Object({
  id: Type.Integer(), name: Type.String(), updated: Type.String(), created: Type.String(), lead_status: Type.Integer(),
  proposal_type: Type.Union([Type.Integer(), Type.Null()]), address: Type.Union([Type.String(), Type.Null()]),
  system_size: Type.Union([Type.Number(), Type.Null()]), latitude: Type.Union([Type.Number(), Type.Null()]), longitude: Type.Union([Type.Number(), Type.Null()]),
  organization: Type.Integer(), organization_name: Type.String(), associated_user: Type.Union([Type.Integer(), Type.Null()]),
  associated_user_name: Type.Union([Type.String(), Type.Null()]), customer_name: Type.Union([Type.String(), Type.Null()]), enrichment_status: Type.String(),
  cancelled_at: Type.Union([Type.String(), Type.Null()]), cancel_reason: Type.Union([Type.String(), Type.Null()]), cancelled_by_name: Type.Union([Type.String(), Type.Null()]),
  // Issue 26: the forecast and the export's contact columns.
  expected_close_date: Type.Union([Type.String({ format: 'date' }), Type.Null()]),
  deal_value: Type.Union([Type.Number(), Type.Null()], { description: "The active proposal's contract price (null without one)" }),
  customer_email: Type.Union([Type.String(), Type.Null()]), customer_phone: Type.Union([Type.String(), Type.Null()]),
  can_cancel: Type.Boolean({ description: 'Issue 26: whether the caller may cancel (or restore) this lead, by the rule POST /cancel_lead/{id}/ applies' }),
});
const LeadDraftRow = Type.Object({
  id: Type.Integer(), name: Type.String(), address: Type.Union([Type.String(), Type.Null()]), customer_name: Type.Union([Type.String(), Type.Null()]),
  created: Type.String(), updated: Type.String(),
});
const Summary = Type.Object({
  total_leads: Type.Integer(), total_system_size: Type.Number(), total_solar_cost: Type.Number(), total_rooftop_solar_capacity: Type.Number(),
  total_deal_value: Type.Number({ description: "Issue 26: the sum of the leads' deal values (their active proposals' contract prices)" }),
  deal_value_count: Type.Integer({ description: 'How many of the leads have a deal value' }),
});
const LeadParam = Type.Object({ lead: Type.Integer({ minimum: 1, maximum: 2_147_483_647 }) });
const IdParam = Type.Object({ id: Type.Integer({ minimum: 1, maximum: 2_147_483_647 }) });

/** Moving a lead moves everything it owns, so the new organization sees (and the old one loses) it all. */
async function moveLeadRecords(tx: Queryable, leadId: number, organizationId: number) {
  for (const table of ['lead_files', 'proposals', 'quotes', 'agreements']) {
    await tx.query(`UPDATE ${table} SET organization_id = $2 WHERE lead_id = $1`, [leadId, organizationId]);
  }
  await tx.query('UPDATE media_files SET organization_id = $2 WHERE path = ANY($1::text[])', [await leadMediaPaths(tx, leadId), organizationId]);
}

export default async function leadsRoutes(app: ApiApp) {
  const { db, media, config, jobs } = app.ctx;
  jobs.register(ENRICH_JOB, { run: (job) => enrichLead(app.ctx, job), failed: (job) => enrichmentFailed(app.ctx, job) });

  app.post('/lead/', {
    schema: {
      tags: ['leads'], summary: 'Create a lead (the intake wizard)',
      description: 'Attaches utility_bills / additional_files uploaded before (ids), queues enrichment, answers the full lead.',
      body: LeadCreateSchema, response: { 201: Lead },
    },
  }, async (request, reply) => {
    const user = userOf(request);
    const id = await db.transaction(async (tx) => {
      const payload = request.body as LeadCreatePayload;
      // Records 'created' (an admin creating it for someone else tells them); a draft waits for its submit.
      return createLead(app.ctx, tx, user, payload);
    });
    return reply.status(201).send(await leadJson(app.ctx, db, id, undefined, user));
  });

  app.post('/submit_lead/:lead/', {
    schema: {
      tags: ['leads'], summary: 'Submit a draft lead (the intake wizard\'s final step)',
      description: 'The lead joins the list, summary, pipeline and map. Submitting a lead that is not a draft changes nothing.',
      params: LeadParam, response: { 200: Lead },
    },
  }, async (request) => {
    const user = userOf(request);
    const leadId = (request.params as { lead: number }).lead;
    await db.transaction(async (tx) => {
      const lead = await leadFor(tx, user, leadId, 'write', true);
      if (!lead.is_draft) return;
      await tx.query('UPDATE leads SET is_draft = false, updated = now() WHERE id = $1', [leadId]);
      // A draft's timeline starts here; the assignee, when someone else, is told as on creation.
      await recordActivity(tx, { leadId, actor: user, action: 'created' });
    });
    return leadJson(app.ctx, db, leadId);
  });

  app.get('/lead_drafts/', {
    schema: {
      tags: ['leads'], summary: 'The caller\'s draft leads (unfinished intake wizards), the latest first',
      description: `Drafts not submitted within ${DRAFT_RETENTION_DAYS} days of their last change are removed.`,
      response: { 200: Type.Array(LeadDraftRow) },
    },
  }, async (request) => listLeadDrafts(db, userOf(request)));

  app.get('/leads/', {
    schema: {
      tags: ['leads'], summary: 'The lead list (paged; default 50 a page)',
      description: 'Super admins see every organization, others their own. order=<asc|desc>__<field>.',
      querystring: LeadListQuery, response: { 200: pagedOf(LeadRow) },
    },
  }, async (request) => listLeads(db, userOf(request), request.query as LeadListQuery));

  app.get('/leads_summary/', {
    schema: {
      tags: ['leads'], summary: 'Totals over the leads the list shows (same filters)',
      querystring: Type.Object(LeadListFilters), response: { 200: Summary },
    },
  }, async (request) => leadsSummary(db, userOf(request), request.query as LeadListQuery));

  app.get('/lead/:lead/', {
    schema: {
      tags: ['leads'], summary: 'A lead', params: LeadParam, response: { 200: Lead },
      description: `include=${LEAD_INCLUDES.join(',')} (any of them, comma-separated) adds \`economics\` (as GET /api/lead/{id}/economics/ answers it) `
        + 'and `handoff` (as GET /api/handoff/{lead}/ answers it) to the lead: the lead page in one call (issue 28). Another name: 400 on include.',
      querystring: Type.Object({ include: Type.Optional(Type.String({ maxLength: 100 })) }),
    },
  }, async (request) => {
    const leadId = (request.params as { lead: number }).lead;
    const user = userOf(request);
    const includes = leadIncludesOf((request.query as { include?: string }).include);
    const lead = await leadJson(app.ctx, db, leadId, user);
    return includes.size ? { ...lead, ...(await leadIncluded(app.ctx, db, user, leadId, includes)) } : lead;
  });

  app.patch('/update_lead/:lead/', {
    schema: {
      tags: ['leads'], summary: 'Update a lead: nested objects are merged (a key set to null clears it)',
      description: 'JSON, or multipart with system_image. organization and associated_user: org admins and super admins only.',
      consumes: ['application/json', 'multipart/form-data'],
      params: LeadParam, body: LeadUpdateSchema, response: { 200: Lead },
    },
  }, async (request) => {
    const user = userOf(request);
    const leadId = (request.params as { lead: number }).lead;
    const body = (request.body ?? {}) as Record<string, any>;
    let image: UploadedFile | null | undefined = body.system_image;
    if (image != null) {
      if (typeof image !== 'object' || !('tmpPath' in image)) throw badRequest({ system_image: MESSAGES.leadSystemImageJson });
      image = requireFile(image, FILE_TYPES.image, config.uploadMaxBytes, 'system_image');
    }
    await db.transaction(async (tx) => {
      const lead = await leadFor(tx, user, leadId, 'write', true);
      const sets: string[] = [];
      const values: unknown[] = [leadId];
      const set = (column: string, value: unknown) => { values.push(value); sets.push(`${column} = $${values.length}`); };
      // The timeline's entries (issue 15): the keys the user changed, an assignment, the image.
      const edited: string[] = [];
      let assignment: ActivityDetail | null = null;

      // A new address or a moved pin re-places the site and re-runs enrichment on it (issue 12).
      let reEnrich = false;
      let projectInfoBase = lead.project_info;
      for (const key of ['customer', 'property', 'design_data', 'project_info'] as const) {
        if (body[key] === undefined) continue;
        let merged = mergeNested(key === 'project_info' ? projectInfoBase : lead[key], key === 'project_info' ? storedProjectInfo(body[key]) : body[key]);
        if (key === 'design_data') for (const date of ['survey_scheduled_date', 'survey_complete_date'] as const) checkSurveyDate(`design_data.${date}`, body.design_data?.[date], lead.created);
        if (key === 'property') {
          if (!String(merged.site_address ?? '').trim()) throw badRequest({ 'property.site_address': MESSAGES.leadSiteAddressRequired });
          const before = lead.property ?? {};
          merged = locateSite(merged, before);
          // A utility chosen by EIA id must serve the site's ZIP (issue 25: the rep picks among the ZIP's utilities).
          if (body.property.utility_eia_id != null) merged = chosenUtilityOf(merged, body.property.utility_name !== undefined);
          // Another utility chosen: the estimated rate is recomputed for it (the user's own values stay).
          const utilityChanged = (body.property.utility_name !== undefined && merged.utility_name !== before.utility_name)
            || (body.property.utility_eia_id !== undefined && merged.utility_eia_id !== before.utility_eia_id);
          if (siteAddressChanged(merged, before) || merged.latitude !== before.latitude || merged.longitude !== before.longitude || utilityChanged) {
            reEnrich = true;
            const keep = { ...body.property, latitude: true, longitude: true, location_precision: true, county: true, ...(utilityChanged ? { utility_name: true } : {}) };
            const fresh = withoutEstimates({ property: merged, project_info: lead.project_info, intake: lead.intake }, keep);
            merged = fresh.property;
            projectInfoBase = fresh.project_info;
          }
        }
        edited.push(...changedKeys(key, lead[key], merged, Object.keys((key === 'project_info' ? storedProjectInfo(body[key]) : body[key]) ?? {})));
        set(key, JSON.stringify(merged));
      }
      // Another array (tilt, azimuth, losses, type: issue 25): the production estimate is made again for it.
      const ARRAY_KEYS = ['tilt', 'azimuth', 'losses', 'array_type'];
      if (!reEnrich && body.property === undefined && body.project_info === undefined && lead.enrichment_status === 'completed'
        && ARRAY_KEYS.some((k) => body.design_data?.[k] !== undefined && !sameValue(body.design_data[k], lead.design_data?.[k]))) {
        const fresh = withoutEstimates({ property: lead.property, project_info: lead.project_info, intake: lead.intake },
          { latitude: true, longitude: true, location_precision: true, county: true, utility_name: true, utility_eia_id: true });
        set('property', JSON.stringify(fresh.property));
        projectInfoBase = fresh.project_info;
        reEnrich = true;
      }
      if (reEnrich) {
        if (body.project_info === undefined) set('project_info', JSON.stringify(projectInfoBase));
        set('enrichment_status', 'pending');
        set('enrichment_error', null);
      }
      if (body.name !== undefined) {
        if (!body.name.trim()) throw badRequest({ name: MESSAGES.notBlank });
        set('name', body.name.trim());
        if (body.name.trim() !== lead.name) edited.push('name');
      }
      // Issue 26: the forecast's close day, a real day of 2000–2099 (domain/forecast.ts).
      if (typeof body.expected_close_date === 'string') checkDay('expected_close_date', body.expected_close_date);
      for (const key of ['energy_reseller', 'owner_type', 'notes', 'zoom_level', 'proposal_type', 'expected_close_date'] as const) {
        if (body[key] !== undefined) set(key, body[key]);
        // The map's zoom is a view setting, not an edit of the lead.
        if (body[key] !== undefined && key !== 'zoom_level' && !sameValue(body[key], lead[key])) edited.push(key);
      }
      // The wizard's other answers live in intake, as on creation; null clears one.
      const intakePatch = Object.fromEntries(INTAKE_KEYS.filter((key) => body[key] !== undefined).map((key) => [key, body[key]]));
      if (Object.keys(intakePatch).length) set('intake', JSON.stringify(mergeNested(lead.intake, intakePatch)));
      edited.push(...changedKeys('intake', lead.intake, intakePatch, Object.keys(intakePatch)));
      if (body.organization !== undefined || body.associated_user !== undefined) {
        const next = await resolveAssignment(tx, user, { organization: body.organization, associated_user: body.associated_user }, lead);
        if (next.organizationId !== lead.organization_id) {
          await moveLeadRecords(tx, leadId, next.organizationId);
          set('organization_id', next.organizationId);
        }
        set('associated_user_id', next.associatedUserId);
        if (next.associatedUserId !== lead.associated_user_id || next.organizationId !== lead.organization_id) {
          assignment = await assignmentDetail(tx, { organizationId: lead.organization_id, userId: lead.associated_user_id },
            { organizationId: next.organizationId, userId: next.associatedUserId });
        }
      }
      if (image !== undefined) {
        const path = image ? await media.saveUpload(tx, image, { organizationId: lead.organization_id, visibility: 'organization', folder: 'lead-images' }) : null;
        set('system_image', path);
        await media.remove(tx, lead.system_image);
      }
      if (sets.length) await tx.query(`UPDATE leads SET ${sets.join(', ')}, updated = now() WHERE id = $1`, values);
      if (reEnrich) await app.ctx.jobs.enqueue(tx, ENRICH_JOB, { lead_id: leadId });
      if (edited.length) await recordActivity(tx, { leadId, actor: user, action: 'edited', detail: { fields: [...new Set(edited)] } });
      // After the update: a new assignee other than the editor is told (recordActivity's notifications).
      if (assignment) await recordActivity(tx, { leadId, actor: user, action: 'reassigned', detail: assignment });
      if (image || (image === null && lead.system_image)) await recordActivity(tx, { leadId, actor: user, action: image ? 'image_replaced' : 'image_removed' });
      // A scheduled or completed site survey proves stage 4 (architecture.md).
      if (body.design_data?.survey_scheduled_date || body.design_data?.survey_complete_date) await raiseLeadStage(tx, leadId, STAGE.siteSurvey, user);
    });
    return leadJson(app.ctx, db, leadId);
  });

  const LeadWithDetail = Type.Object({ detail: Type.String(), lead: Lead });

  /** Cancel and restore (issue 15): the same people, the same row lock, the lead as it is now in the answer. */
  const lifecycleRoute = (path: string, schema: { summary: string; description: string; body?: typeof CancelLeadSchema }, detail: string,
    change: (tx: Queryable, user: ReturnType<typeof userOf>, lead: StoredLead, body: any) => Promise<void>) => {
    app.post(path, { schema: { tags: ['leads'], ...schema, params: IdParam, response: { 200: LeadWithDetail } } }, async (request) => {
      const user = userOf(request);
      const { id } = request.params as { id: number };
      await db.transaction(async (tx) => {
        const lead = await leadFor(tx, user, id, 'lifecycle', true);
        if (!canCancelLead(user, lead)) throw forbidden();
        await change(tx, user, lead, request.body);
      });
      return { detail, lead: await leadJson(app.ctx, db, id, undefined, user) };
    });
  };

  lifecycleRoute('/cancel_lead/:id/', {
    summary: 'Cancel a lead (closed-lost): it is kept, with the reason, and can be restored',
    description: 'Super admins any lead, org admins their organization\'s, everyone else only a lead assigned to them (403 otherwise). '
      + 'A cancelled lead leaves the list, pipeline, map and totals (GET /leads/?state=cancelled lists it) and refuses changes (409) until restored.',
    body: CancelLeadSchema,
  }, MESSAGES.leadCancelled, (tx, user, lead, body: { reason: string }) => cancelLead(tx, user, lead, body.reason));

  lifecycleRoute('/restore_lead/:id/', {
    summary: 'Restore a cancelled lead to the stage it was in',
    description: 'The same people who may cancel it.',
  }, MESSAGES.leadRestored, (tx, user, lead) => restoreLead(tx, user, lead));

  app.delete('/delete_lead/:id/', {
    schema: {
      tags: ['leads'], summary: 'Delete a lead for good, with its files and documents',
      description: 'Super admins any lead, org admins their organization\'s, and a draft\'s creator (the wizard\'s Start over); '
        + 'anyone else cancels it instead (POST /cancel_lead/{id}/; 403 here).',
      params: IdParam, response: { 200: Type.Object({ detail: Type.String() }) },
    },
  }, async (request) => {
    const user = userOf(request);
    const { id } = request.params as { id: number };
    await db.transaction(async (tx) => {
      const lead = await leadFor(tx, user, id, 'lifecycle', true);
      if (!canDeleteLead(user, lead)) throw forbidden(canCancelLead(user, lead) ? MESSAGES.leadDeleteAdminsOnly : undefined);
      await deleteLeadWithMedia(app.ctx, tx, id);
    });
    return { detail: MESSAGES.leadDeleted };
  });

  app.get('/lead_enrichment_status/:lead/', {
    schema: {
      tags: ['leads'], summary: 'Enrichment (pre-qualification) status and its estimate',
      params: LeadParam,
      response: { 200: Type.Object({ status: Type.String({ enum: ['pending', 'processing', 'completed', 'failed'] }), failure_reason: Type.Union([Type.String({ description: "Why it failed, e.g. 'Address not found.'" }), Type.Null()]), enriched_data: Type.Union([Type.Object({}, { additionalProperties: true }), Type.Null()]) }) },
    },
  }, async (request) => enrichmentStatusJson(await leadFor(db, userOf(request), (request.params as { lead: number }).lead, 'read') as any));

  app.get('/get_project_information_details/:lead/', {
    schema: {
      tags: ['leads'], summary: 'Project information with estimated_year_production and ess_epc_price filled',
      params: LeadParam, response: { 200: Type.Object({ lead: Type.Integer(), enrichment_status: Type.String(), project_info: Type.Object({}, { additionalProperties: true }), design_data: Type.Object({}, { additionalProperties: true }) }) },
    },
  }, async (request) => projectDetailsJson(await leadFor(db, userOf(request), (request.params as { lead: number }).lead, 'read') as any));
}
