import { Type } from 'typebox';
import type { ApiApp, ApiContext } from '../context.js';
import { userOf } from '../auth/authenticate.js';
import { canSeeLead, isOrgAdmin, isSuperAdmin, type AuthUser } from '../auth/users.js';
import type { Queryable } from '../db/client.js';
import { leadFor } from '../domain/lead-access.js';
import { recordActivity } from '../domain/activity.js';
import { leadOfDocument, PROPOSAL_SELECT, PROPOSAL_STATUS, PROPOSAL_TYPE_LABELS, proposalJson } from '../domain/lead-documents.js';
import { ClearablePricingFields, documentModel, modelData, PRICING_KEYS, PricingFields, pricingProblems, resolveInputs, type PricingInputs } from '../domain/pricing.js';
import { raiseLeadStage, STAGE, stageForProposalType } from '../domain/stage.js';
import { badRequest, conflict, forbidden, notFound } from '../http/errors.js';
import { DateString, Nullable } from '../http/formats.js';
import { readPage } from '../http/keyset.js';
import { pagedOf, pageQuery, type PageQuery } from '../http/pagination.js';
import { FILE_TYPES, FileField, requireFile } from '../http/uploads.js';
import { PermanentJobError } from '../jobs/runner.js';
import { MESSAGES } from '../messages.js';
import { checkSurveyDate } from '../domain/survey-window.js';
import { pdfSiteOf } from '../domain/site-economics.js';
import { numberSourcesOf } from '../domain/number-sources.js';

const Any = Type.Object({}, { additionalProperties: true });
const Detail = Type.Object({ detail: Type.String() }, { additionalProperties: true });
const Id = Type.Integer({ minimum: 1, maximum: 2_147_483_647 });
const Values = Type.Optional(Type.Object(PricingFields, { description: 'Pricing inputs (the same keys are also accepted at the top level)' }));
const ChangedValues = Type.Optional(Type.Object(ClearablePricingFields, {
  description: 'Changed pricing inputs (the same keys are also accepted at the top level); null clears a stored value: the lead\'s value applies again',
}));

/** The pricing inputs of a body: top-level keys, overridden by a `values` object (a null is kept: on a change it clears). */
export function pricingOf(body: Record<string, any>): Record<string, unknown> {
  const merged: Record<string, unknown> = {};
  for (const source of [body, body.values ?? {}]) for (const key of PRICING_KEYS) if (source[key] !== undefined) merged[key] = source[key];
  return merged;
}

/** Problems of the merged inputs that concern what this request gave (or a field it changed the meaning of). */
export function problemsFor(given: Record<string, unknown>, problems: Record<string, string>, all: boolean) {
  const related: Record<string, string[]> = { epc_price: ['epc_price_unit'], pricing_value: ['pricing_basis'], ess_capacity: ['storage'] };
  const out = Object.fromEntries(Object.entries(problems).filter(([key]) => all || key in given || related[key]?.some((k) => k in given)));
  if (Object.keys(out).length) throw badRequest(out);
}

/** A proposal the user may see, or 404 (other organizations look like unknown ids). */
export async function proposalFor(db: Queryable, user: AuthUser, id: number, lock = false) {
  const { rows } = await db.query(`${PROPOSAL_SELECT} WHERE p.id = $1${lock ? ' FOR UPDATE OF p' : ''}`, [id]);
  if (!rows[0] || !canSeeLead(user, leadOfDocument(rows[0]))) throw notFound();
  return rows[0];
}

const isAdmin = (user: AuthUser) => isSuperAdmin(user) || isOrgAdmin(user) || user.user_type === 2;

/** The generate_proposal job: models, PDF, status Generated, lead stage, notifications. */
async function generateProposal(ctx: ApiContext, proposalId: number, requestedBy: number | null = null) {
  const { db, media, jobs } = ctx;
  const { rows } = await db.query(`${PROPOSAL_SELECT} WHERE p.id = $1`, [proposalId]);
  const p = rows[0];
  if (!p) throw new PermanentJobError(`proposal ${proposalId} no longer exists`);
  const lead = (await db.query('SELECT * FROM leads WHERE id = $1', [p.lead_id])).rows[0];
  const inputs = resolveInputs(lead, p.inputs);
  const problems = Object.values(pricingProblems(inputs));
  if (problems.length) throw new PermanentJobError(problems.join(' '));
  const full = inputs as PricingInputs;
  // Where its numbers come from, recorded with them: the web page prints these as generated (issue 25).
  const sources = numberSourcesOf(lead);
  const data = { ...modelData(full, documentModel(full)), sources };
  const pdf = await ctx.offload.proposal({
    id: p.id, proposalType: PROPOSAL_TYPE_LABELS[p.proposal_type], installationName: p.installation_name || p.lead_name,
    leadName: p.lead_name, address: p.address, organizationName: p.organization_name, inputs: full, data, site: pdfSiteOf(lead), sources,
  });
  const old = await db.transaction(async (tx) => {
    const current = (await tx.query('SELECT pdf_file, inputs FROM proposals WHERE id = $1 FOR UPDATE', [p.id])).rows[0];
    if (!current) return null;
    // The values changed while this job ran: generate again from the new ones.
    if (JSON.stringify(current.inputs) !== JSON.stringify(p.inputs)) { await jobs.enqueue(tx, 'generate_proposal', { proposal_id: p.id, requested_by: requestedBy }); return null; }
    const path = await media.saveBuffer(tx, `proposal-${p.id}.pdf`, 'application/pdf', pdf, { organizationId: p.organization_id, visibility: 'organization', folder: 'proposals' });
    await tx.query(`UPDATE proposals SET proposal_status = $2::int, date_generated = now(), proposal_data = $3::jsonb, pdf_file = $4, error = NULL, updated = now() WHERE id = $1`,
      [p.id, PROPOSAL_STATUS.generated, JSON.stringify(data), path]);
    const requester = requestedBy == null ? null : { id: requestedBy };
    // The timeline's entry tells the lead's assignee and the requester (recordActivity's notifications).
    await recordActivity(tx, { leadId: p.lead_id, actor: requester, action: 'proposal_generated', detail: { document_id: p.id, document_type: PROPOSAL_TYPE_LABELS[p.proposal_type] ?? null } });
    await raiseLeadStage(tx, p.lead_id, stageForProposalType(p.proposal_type), requester);
    return current.pdf_file as string | null;
  });
  await media.remove(db, old);
}

export default async function proposalsRoutes(app: ApiApp) {
  const { db, jobs, media, config } = app.ctx;

  jobs.register('generate_proposal', {
    run: (job) => generateProposal(app.ctx, job.payload.proposal_id, job.payload.requested_by ?? null),
    async failed(job, error) {
      await db.query('UPDATE proposals SET error = $2, proposal_status = $3::int, updated = now() WHERE id = $1 AND proposal_status = $4::int',
        [job.payload.proposal_id, error.message.slice(0, 1000), PROPOSAL_STATUS.requested, PROPOSAL_STATUS.processing]);
    },
  });

  app.get('/proposal/', {
    schema: { tags: ['proposals'], summary: 'All proposals (super admins only)', querystring: pageQuery(10), response: { 200: pagedOf(Any) } },
  }, async (request) => {
    if (!isSuperAdmin(userOf(request))) throw forbidden();
    const list = await readPage(db, {
      select: PROPOSAL_SELECT, where: 'true', params: [],
      order: { tag: 'proposals', key: { sql: 'p.created', type: 'timestamp', nullable: false }, id: 'p.id', desc: true },
      count: async () => (await db.query<{ n: number }>('SELECT count(*)::int AS n FROM proposals')).rows[0].n,
    }, request.query as PageQuery, 10);
    return { ...list, results: list.results.map(proposalJson) };
  });

  app.get('/proposal/:id/', {
    schema: {
      tags: ['proposals'], summary: 'One proposal, with its pricing inputs completed from the lead',
      params: Type.Object({ id: Id }),
      querystring: Type.Object({ pricing_inputs_type: Type.Optional(Type.String({ maxLength: 50 })) }),
      response: { 200: Any },
    },
  }, async (request) => {
    const p = await proposalFor(db, userOf(request), (request.params as { id: number }).id);
    const lead = (await db.query('SELECT property, project_info, design_data FROM leads WHERE id = $1', [p.lead_id])).rows[0];
    const type = (request.query as { pricing_inputs_type?: string }).pricing_inputs_type ?? 'standard';
    return { ...proposalJson(p), pricing_inputs_type: type, pricing_inputs: resolveInputs(lead, p.inputs) };
  });

  app.post('/proposal/', {
    schema: {
      tags: ['proposals'], summary: 'Create a proposal (a marketing proposal without customization, or any type with generate, is generated right away)',
      description: 'With `generate` (issue 26) a preliminary or detailed proposal is generated right away too (status 2 Processing, '
        + 'as a marketing one). 409 while a proposal of the same type is already being generated for the lead: a double click '
        + 'or two tabs do not make two.',
      body: Type.Object({
        lead: Id,
        proposal_type: Type.Integer({ minimum: 0, maximum: 2, description: '0 Marketing, 1 Preliminary, 2 Detailed' }),
        need_customization: Type.Optional(Type.Boolean()),
        generate: Type.Optional(Type.Boolean({ description: 'Generate the PDF now, whatever the type (not with need_customization)' })),
        survey_scheduled_date: Type.Optional(Nullable(DateString('Site survey date; sets the lead to stage 4'))),
        installation_name: Type.Optional(Type.String({ maxLength: 200 })),
        pricing_model_type: Type.Optional(Nullable(Type.String({ maxLength: 50 }))),
        values: Values,
        ...PricingFields,
      }),
      response: { 201: Any },
    },
  }, async (request, reply) => {
    const user = userOf(request);
    const body = request.body as Record<string, any>;
    const given = pricingOf(body);
    const id = await db.transaction(async (tx) => {
      const lead = await leadFor(tx, user, body.lead, 'write', true);
      if (lead.is_proposals_locked) throw badRequest(MESSAGES.proposalsLocked);
      checkSurveyDate('survey_scheduled_date', body.survey_scheduled_date, lead.created);
      const customize = body.need_customization === true;
      if (customize && body.generate === true) throw badRequest({ generate: MESSAGES.proposalGenerateCustomized });
      const generateNow = !customize && (body.proposal_type === 0 || body.generate === true);
      // Issue 26: one generation of a type at a time per lead. The lead row is locked above, so two
      // concurrent requests take turns and the second sees the first's proposal.
      if (generateNow) {
        const running = await tx.query('SELECT 1 FROM proposals WHERE lead_id = $1 AND proposal_type = $2 AND proposal_status = $3 LIMIT 1',
          [lead.id, body.proposal_type, PROPOSAL_STATUS.processing]);
        if (running.rows.length) throw conflict(MESSAGES.proposalAlreadyGenerating(PROPOSAL_TYPE_LABELS[body.proposal_type] ?? 'new'));
      }
      problemsFor(given, pricingProblems(resolveInputs(lead, given)), generateNow);
      const active = await tx.query('SELECT 1 FROM proposals WHERE lead_id = $1 AND is_active', [lead.id]);
      const { rows } = await tx.query<{ id: number }>(
        `INSERT INTO proposals (lead_id, organization_id, installation_name, proposal_type, proposal_status, is_active, request_proposal,
           need_customization, pricing_model_type, survey_scheduled_date, inputs)
         VALUES ($1, $2, $3, $4, $5, $6, $7, $7, $8, $9::date, $10::jsonb) RETURNING id`,
        [lead.id, lead.organization_id, body.installation_name?.trim() || lead.name, body.proposal_type,
          generateNow ? PROPOSAL_STATUS.processing : PROPOSAL_STATUS.requested, active.rows.length === 0, customize,
          body.pricing_model_type ?? null, body.survey_scheduled_date ?? null, JSON.stringify(given)]);
      if (customize) await tx.query('UPDATE leads SET is_proposals_locked = true, updated = now() WHERE id = $1', [lead.id]);
      await recordActivity(tx, { leadId: lead.id, actor: user, action: 'proposal_created', detail: { document_id: rows[0].id, document_type: PROPOSAL_TYPE_LABELS[body.proposal_type] ?? null, ...(customize ? { customization: true } : {}) } });
      if (body.survey_scheduled_date) await scheduleSurvey(tx, lead.id, body.survey_scheduled_date, user);
      if (generateNow) await jobs.enqueue(tx, 'generate_proposal', { proposal_id: rows[0].id, requested_by: user.id });
      return rows[0].id;
    });
    reply.status(201);
    return proposalJson(await proposalFor(db, user, id));
  });

  app.patch('/proposal/:id/', {
    schema: {
      tags: ['proposals'], summary: 'Change a proposal: values, dates, active flag, request flag, or an uploaded PDF (admins)',
      consumes: ['application/json', 'multipart/form-data'],
      params: Type.Object({ id: Id }),
      body: Type.Object({
        installation_name: Type.Optional(Type.String({ minLength: 1, maxLength: 200 })),
        pricing_model_type: Type.Optional(Nullable(Type.String({ maxLength: 50 }))),
        survey_scheduled_date: Type.Optional(Nullable(DateString())),
        est_solar_pis_date: Type.Optional(Nullable(DateString())),
        est_assessment_filing_date: Type.Optional(Nullable(DateString())),
        rebate_pay_date: Type.Optional(Nullable(DateString())),
        pis_date: Type.Optional(Nullable(DateString())),
        is_active: Type.Optional(Type.Boolean()),
        request_proposal: Type.Optional(Type.Boolean()),
        pdf_file: Type.Optional(FileField('The proposal PDF, uploaded by an admin')),
        values: ChangedValues,
        ...ClearablePricingFields,
      }),
      response: { 200: Any },
    },
  }, async (request) => {
    const user = userOf(request);
    const { id } = request.params as { id: number };
    const body = (request.body ?? {}) as Record<string, any>;
    const pdf = body.pdf_file === undefined ? undefined : requireFile(body.pdf_file, FILE_TYPES.pdf, config.uploadMaxBytes, 'pdf_file');
    const given = pricingOf(body);
    const oldPdf = await db.transaction(async (tx) => {
      const p = await proposalFor(tx, user, id, true);
      const lead = await leadFor(tx, user, p.lead_id, 'write', true);
      if (pdf && !isAdmin(user)) throw forbidden(MESSAGES.pdfUploadAdminsOnly);
      checkSurveyDate('survey_scheduled_date', body.survey_scheduled_date, lead.created);
      // Omitted = unchanged, null = cleared: the key leaves the stored inputs and resolveInputs takes the lead's value.
      const inputs = { ...p.inputs, ...given };
      for (const [key, value] of Object.entries(given)) if (value === null) delete inputs[key];
      problemsFor(given, pricingProblems(resolveInputs(lead, inputs)), false);
      const pricingChanged = JSON.stringify(inputs) !== JSON.stringify(p.inputs)
        || (body.pricing_model_type !== undefined && body.pricing_model_type !== p.pricing_model_type) || !!pdf;
      const sets: string[] = ['updated = now()'];
      const values: unknown[] = [id];
      const set = (column: string, value: unknown, cast = '') => { values.push(value); sets.push(`${column} = $${values.length}${cast}`); };
      set('inputs', JSON.stringify(inputs), '::jsonb');
      for (const key of ['installation_name', 'pricing_model_type', 'is_active', 'request_proposal'] as const) if (body[key] !== undefined) set(key, body[key]);
      for (const key of ['survey_scheduled_date', 'est_solar_pis_date', 'est_assessment_filing_date', 'rebate_pay_date', 'pis_date'] as const)
        if (body[key] !== undefined) set(key, body[key], '::date');
      if (pdf) {
        set('pdf_file', await media.saveUpload(tx, pdf, { organizationId: p.organization_id, visibility: 'organization', folder: 'proposals' }));
        set('proposal_status', PROPOSAL_STATUS.generated);
        sets.push('date_generated = now()', 'error = NULL');
      } else if (pricingChanged && p.proposal_status === PROPOSAL_STATUS.generated) {
        set('proposal_status', PROPOSAL_STATUS.requested); // the PDF no longer shows these values: generate again
      }
      await tx.query(`UPDATE proposals SET ${sets.join(', ')} WHERE id = $1`, values);
      if (body.is_active === true) await tx.query('UPDATE proposals SET is_active = false, updated = now() WHERE lead_id = $1 AND id <> $2 AND is_active', [p.lead_id, id]);
      if (body.request_proposal === true) await tx.query('UPDATE leads SET is_proposals_locked = true, updated = now() WHERE id = $1', [p.lead_id]);
      if (body.survey_scheduled_date) await scheduleSurvey(tx, p.lead_id, body.survey_scheduled_date, user);
      if (pricingChanged) await tx.query('UPDATE agreements SET superseded = true WHERE proposal_id = $1 AND NOT superseded', [id]);
      // An admin's uploaded PDF: on the timeline (marked uploaded), without the generated notification.
      if (pdf) await recordActivity(tx, { leadId: p.lead_id, actor: user, action: 'proposal_generated', detail: { document_id: p.id, document_type: PROPOSAL_TYPE_LABELS[p.proposal_type] ?? null, uploaded: true } });
      if (pdf && p.proposal_status !== PROPOSAL_STATUS.generated) await raiseLeadStage(tx, p.lead_id, stageForProposalType(p.proposal_type), user);
      return pdf ? (p.pdf_file as string | null) : null;
    });
    await media.remove(db, oldPdf);
    return proposalJson(await proposalFor(db, user, id));
  });

  app.post('/proposal_generate/', {
    schema: {
      tags: ['proposals'], summary: 'Queue the generation of a proposal PDF; answers the proposal with status 2 Processing',
      body: Type.Object({ proposal_pk: Id }),
      response: { 200: Any },
    },
  }, async (request) => {
    const user = userOf(request);
    const { proposal_pk } = request.body as { proposal_pk: number };
    await db.transaction(async (tx) => {
      const p = await proposalFor(tx, user, proposal_pk, true);
      const lead = await leadFor(tx, user, p.lead_id, 'write');
      problemsFor({}, pricingProblems(resolveInputs(lead, p.inputs)), true);
      if (p.proposal_status === PROPOSAL_STATUS.processing) return;
      await tx.query('UPDATE proposals SET proposal_status = $2::int, error = NULL, updated = now() WHERE id = $1', [p.id, PROPOSAL_STATUS.processing]);
      await jobs.enqueue(tx, 'generate_proposal', { proposal_id: p.id, requested_by: user.id });
    });
    return proposalJson(await proposalFor(db, user, proposal_pk));
  });

  app.post('/unlock_proposal/', {
    schema: {
      tags: ['proposals'], summary: 'Unlock the proposals of a lead after a customization request (org admins and super admins)',
      body: Type.Object({ lead_id: Id }),
      response: { 200: Detail },
    },
  }, async (request) => {
    const user = userOf(request);
    if (!isSuperAdmin(user) && !isOrgAdmin(user)) throw forbidden();
    const { lead_id } = request.body as { lead_id: number };
    await db.transaction(async (tx) => {
      await leadFor(tx, user, lead_id, 'write', true);
      await tx.query('UPDATE leads SET is_proposals_locked = false, updated = now() WHERE id = $1', [lead_id]);
      await tx.query('UPDATE proposals SET request_proposal = false, updated = now() WHERE lead_id = $1 AND request_proposal', [lead_id]);
      await recordActivity(tx, { leadId: lead_id, actor: user, action: 'proposals_unlocked' });
    });
    return { detail: MESSAGES.proposalsUnlocked, lead: lead_id, is_proposals_locked: false };
  });
}

/** A scheduled site survey: recorded in the lead's design data, and the lead reaches stage 4. */
async function scheduleSurvey(tx: Queryable, leadId: number, date: string, user: AuthUser) {
  await tx.query(`UPDATE leads SET design_data = design_data || jsonb_build_object('survey_scheduled_date', $2::text), updated = now() WHERE id = $1`, [leadId, date]);
  await raiseLeadStage(tx, leadId, STAGE.siteSurvey, user);
}
