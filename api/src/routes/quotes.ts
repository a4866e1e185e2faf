import { Type } from 'typebox';
import type { ApiApp, ApiContext } from '../context.js';
import { userOf } from '../auth/authenticate.js';
import { canSeeLead, type AuthUser } from '../auth/users.js';
import type { Queryable } from '../db/client.js';
import { leadFor } from '../domain/lead-access.js';
import { recordActivity } from '../domain/activity.js';
import { leadOfDocument, PROPOSAL_STATUS, QUOTE_SELECT, quoteJson } from '../domain/lead-documents.js';
import { PACE_KEYS, PaceFields, paceInputsOf, paceModel, paceProblems, type PaceInputs } from '../domain/pace.js';
import { choice, documentModel, modelData, PricingFields, pricingProblems, resolveInputs, type PricingInputs } from '../domain/pricing.js';
import { badRequest, notFound } from '../http/errors.js';
import { PermanentJobError } from '../jobs/runner.js';
import { pricingOf } from './proposals.js';
import { pdfSiteOf } from '../domain/site-economics.js';
import { siteStateOf } from '../domain/site-location.js';
import { NO_PACE_PROGRAM, paceProgramsOf } from '../../../shared/pricing/pace-programs.js';

const Any = Type.Object({}, { additionalProperties: true });
const Id = Type.Integer({ minimum: 1, maximum: 2_147_483_647 });
const Values = Type.Optional(Type.Object({ ...PricingFields, ...PaceFields }, { description: 'Quote values (the same keys are also accepted at the top level)' }));

/** Pricing and PACE values of a body (top level, overridden by `values`). */
function valuesOf(body: Record<string, any>): Record<string, unknown> {
  const out: Record<string, unknown> = pricingOf(body);
  for (const source of [body, body.values ?? {}]) for (const key of PACE_KEYS) if (source[key] !== undefined) out[key] = source[key];
  return out;
}

const paceOf = paceInputsOf;

/**
 * A PACE quote's program must serve the site's state: the comparison offers PACE only there, and a
 * quote financing an Ohio building through a California program is one no customer can sign.
 */
function paceProgramProblem(lead: Record<string, any>, program: string | undefined): Record<string, string> {
  if (!program) return {};
  const state = siteStateOf(lead);
  if (paceProgramsOf(state).some((p) => p.id === program)) return {};
  return { program: state ? NO_PACE_PROGRAM.wrongState(program, state) : NO_PACE_PROGRAM.noState };
}

/** Field messages of a quote of these values that cannot be priced (or financed); empty when it can. */
function quoteProblems(lead: Record<string, any>, quoteType: string, values: Record<string, any>): Record<string, string> {
  const pace = quoteType === 'pace' ? { ...paceProblems(paceOf(values)), ...paceProgramProblem(lead, values.program) } : {};
  return { ...pricingProblems(resolveInputs(lead, values)), ...pace };
}

/** 400 with every field message when a quote of these values cannot be priced (or financed). */
function checkQuote(lead: Record<string, any>, quoteType: string, values: Record<string, any>) {
  const problems = quoteProblems(lead, quoteType, values);
  if (Object.keys(problems).length) throw badRequest(problems);
}

/** A quote the user may see, or 404. */
async function quoteFor(db: Queryable, user: AuthUser, id: number, lock = false) {
  const { rows } = await db.query(`${QUOTE_SELECT} WHERE q.id = $1${lock ? ' FOR UPDATE OF q' : ''}`, [id]);
  if (!rows[0] || !canSeeLead(user, leadOfDocument(rows[0]))) throw notFound();
  return rows[0];
}

/** The generate_quote job: pricing, savings, PACE financing, the PDF, notifications. */
async function generateQuote(ctx: ApiContext, quoteId: number, requestedBy: number | null = null) {
  const { db, media } = ctx;
  const q = (await db.query(`${QUOTE_SELECT} WHERE q.id = $1`, [quoteId])).rows[0];
  if (!q) throw new PermanentJobError(`quote ${quoteId} no longer exists`);
  const lead = (await db.query('SELECT l.*, o.name AS organization_name FROM leads l JOIN organizations o ON o.id = l.organization_id WHERE l.id = $1', [q.lead_id])).rows[0];
  const inputs = resolveInputs(lead, q.inputs);
  const pace = paceOf(q.inputs);
  // Checked again when the job runs: the site may have moved to another state since it was queued.
  const problems = Object.values(quoteProblems(lead, q.quote_type, q.inputs));
  if (problems.length) throw new PermanentJobError(problems.join(' '));
  const full = inputs as PricingInputs;
  const model = documentModel(full);
  const data = modelData(full, model);
  const financing = q.quote_type === 'pace' ? paceModel(model.pricing.contract_price, pace as PaceInputs, full, model.pricing.storage_demand_savings_year_1) : null;
  const pdf = await ctx.offload.quote({
    id: q.id, quoteType: q.quote_type, leadName: lead.name, address: lead.site_address, organizationName: lead.organization_name,
    inputs: full, data, pace: financing, paceMode: pace.bond_discount_mode, site: pdfSiteOf(lead),
  });
  const old = await db.transaction(async (tx) => {
    const current = (await tx.query('SELECT pdf_file, inputs FROM quotes WHERE id = $1 FOR UPDATE', [q.id])).rows[0];
    if (!current) return null;
    if (JSON.stringify(current.inputs) !== JSON.stringify(q.inputs)) { await ctx.jobs.enqueue(tx, 'generate_quote', { quote_id: q.id, requested_by: requestedBy }); return null; }
    const path = await media.saveBuffer(tx, `quote-${q.id}.pdf`, 'application/pdf', pdf, { organizationId: q.organization_id, visibility: 'organization', folder: 'quotes' });
    await tx.query(`UPDATE quotes SET status = $2::int, date_generated = now(), quote_data = $3::jsonb, pdf_file = $4, error = NULL, updated = now() WHERE id = $1`,
      [q.id, PROPOSAL_STATUS.generated, JSON.stringify({ ...data, pace: financing }), path]);
    // The timeline's entry tells the lead's assignee and the requester (recordActivity's notifications).
    await recordActivity(tx, { leadId: q.lead_id, actor: requestedBy == null ? null : { id: requestedBy }, action: 'quote_generated', detail: { document_id: q.id, pace: q.quote_type === 'pace' } });
    return current.pdf_file as string | null;
  });
  await media.remove(db, old);
}

export default async function quotesRoutes(app: ApiApp) {
  const { db, jobs } = app.ctx;

  jobs.register('generate_quote', {
    run: (job) => generateQuote(app.ctx, job.payload.quote_id, job.payload.requested_by ?? null),
    async failed(job, error) {
      await db.query('UPDATE quotes SET error = $2, status = $3::int, updated = now() WHERE id = $1 AND status = $4::int',
        [job.payload.quote_id, error.message.slice(0, 1000), PROPOSAL_STATUS.requested, PROPOSAL_STATUS.processing]);
    },
  });

  app.get('/quote/:id/', {
    schema: { tags: ['quotes'], summary: 'One quote (also listed on its lead)', params: Type.Object({ id: Id }), response: { 200: Any } },
  }, async (request) => quoteJson(await quoteFor(db, userOf(request), (request.params as { id: number }).id)));

  app.post('/quote/', {
    schema: {
      tags: ['quotes'], summary: 'Create a quote or a PACE quote; values are checked with per-field messages',
      body: Type.Object({ lead: Id, quote_type: Type.Optional(choice(['standard', 'pace'] as const, 'standard (default) or pace')), values: Values, ...PricingFields, ...PaceFields }),
      response: { 201: Any },
    },
  }, async (request, reply) => {
    const user = userOf(request);
    const body = request.body as Record<string, any>;
    const quoteType = body.quote_type ?? 'standard';
    const values = valuesOf(body);
    const id = await db.transaction(async (tx) => {
      const lead = await leadFor(tx, user, body.lead, 'write');
      checkQuote(lead, quoteType, values);
      const { rows } = await tx.query<{ id: number }>(
        'INSERT INTO quotes (lead_id, organization_id, quote_type, inputs) VALUES ($1, $2, $3, $4::jsonb) RETURNING id',
        [lead.id, lead.organization_id, quoteType, JSON.stringify(values)]);
      await recordActivity(tx, { leadId: lead.id, actor: user, action: 'quote_created', detail: { document_id: rows[0].id, pace: quoteType === 'pace' } });
      return rows[0].id;
    });
    reply.status(201);
    return quoteJson(await quoteFor(db, user, id));
  });

  app.patch('/quote/:id/', {
    schema: {
      tags: ['quotes'], summary: 'Change the values of a quote (generate it again afterwards)',
      params: Type.Object({ id: Id }),
      body: Type.Object({ values: Values, ...PricingFields, ...PaceFields }),
      response: { 200: Any },
    },
  }, async (request) => {
    const user = userOf(request);
    const { id } = request.params as { id: number };
    const given = valuesOf((request.body ?? {}) as Record<string, any>);
    await db.transaction(async (tx) => {
      const q = await quoteFor(tx, user, id, true);
      const lead = await leadFor(tx, user, q.lead_id, 'write');
      const values = { ...q.inputs, ...given };
      checkQuote(lead, q.quote_type, values);
      if (JSON.stringify(values) === JSON.stringify(q.inputs)) return;
      // A generated quote no longer matches its PDF: back to Requested until generated again.
      await tx.query(`UPDATE quotes SET inputs = $2::jsonb, status = CASE WHEN status = $3::int THEN $4::int ELSE status END, updated = now() WHERE id = $1`,
        [id, JSON.stringify(values), PROPOSAL_STATUS.generated, PROPOSAL_STATUS.requested]);
    });
    return quoteJson(await quoteFor(db, user, id));
  });

  app.post('/generate_quote/', {
    schema: {
      tags: ['quotes'], summary: 'Queue the generation of a quote PDF; answers the quote with status 2 Processing',
      body: Type.Object({ quote_pk: Id }),
      response: { 200: Any },
    },
  }, async (request) => {
    const user = userOf(request);
    const { quote_pk } = request.body as { quote_pk: number };
    await db.transaction(async (tx) => {
      const q = await quoteFor(tx, user, quote_pk, true);
      const lead = await leadFor(tx, user, q.lead_id, 'write');
      checkQuote(lead, q.quote_type, q.inputs);
      if (q.status === PROPOSAL_STATUS.processing) return;
      await tx.query('UPDATE quotes SET status = $2::int, error = NULL, updated = now() WHERE id = $1', [q.id, PROPOSAL_STATUS.processing]);
      await jobs.enqueue(tx, 'generate_quote', { quote_id: q.id, requested_by: user.id });
    });
    return quoteJson(await quoteFor(db, user, quote_pk));
  });
}
