import { Type } from 'typebox';
import type { ApiApp } from '../context.js';
import { userOf } from '../auth/authenticate.js';
import { isOrgAdmin, isSuperAdmin } from '../auth/users.js';
import { recordActivity } from '../domain/activity.js';
import {
  assignableUsers, epcOrganizations, handedLeads, handoffAnswer, handoffFor, handoffJson, HANDOFF_STEPS, HANDOFF_TEXTS, isEpcOrganization,
  notifyEpc, notifyStepDone, updateStep, type HandoffStep, type StepPatch,
} from '../domain/handoff.js';
import { badRequest, conflict, forbidden } from '../http/errors.js';
import { DateString, Nullable, RowId } from '../http/formats.js';

const Id = RowId();
const Any = Type.Object({}, { additionalProperties: true });
const LeadParams = Type.Object({ lead: Id });

/**
 * Issue 26, item 18: the handoff after the sale (domain/handoff.ts). These routes are the only ones
 * an EPC organization's users reach a handed-off lead through; every other route keeps answering
 * them 404 for it (canSeeLead is unchanged).
 */
export default async function handoffRoutes(app: ApiApp) {
  const { db, media } = app.ctx;
  const signed = (path: string) => media.signedUrl(path);

  app.get('/handoff/:lead/', {
    schema: {
      tags: ['handoff'], summary: "A lead's handoff: the checklist and its progress, the EPC organization, and the packet the EPC needs",
      description: 'For those who may see the lead, and for users of the EPC organization it is handed to (while it is; 404 before and after, '
        + 'as for a lead that does not exist). ready is false until the customer signs the Clean Energy PPA. '
        + 'The packet: customer contact, site, system size, the signed documents (links valid for a few minutes).',
      params: LeadParams,
      response: { 200: Any },
    },
  }, async (request) => {
    return handoffAnswer(db, userOf(request), (request.params as { lead: number }).lead, signed);
  });

  app.patch('/handoff/:lead/steps/:step/', {
    schema: {
      tags: ['handoff'], summary: 'Change one checklist step: owner, due date, done date (null: not done), note',
      description: 'Sellers who may change the lead and users of the EPC organization it is handed to (a viewer admin only on a step they own; 403). '
        + '409 before the PPA is signed or while the lead is cancelled. The owner is a user of the selling or of the EPC organization (400 otherwise).',
      params: Type.Object({ lead: Id, step: Type.String({ enum: [...HANDOFF_STEPS] }) }),
      body: Type.Object({
        owner: Type.Optional(Nullable(RowId({ description: 'User id; null: nobody' }))),
        due_date: Type.Optional(Nullable(DateString('YYYY-MM-DD; null clears'))),
        done_date: Type.Optional(Nullable(DateString('YYYY-MM-DD, not in the future; null: not done'))),
        note: Type.Optional(Type.String({ maxLength: 2000 })),
      }, { additionalProperties: false }),
      response: { 200: Any },
    },
  }, async (request) => {
    const user = userOf(request);
    const { lead: leadId, step } = request.params as { lead: number; step: HandoffStep };
    const patch = request.body as StepPatch;
    if (!Object.keys(patch ?? {}).length) throw badRequest({ non_field_errors: 'Say what to change: owner, due_date, done_date or note.' });
    await db.transaction(async (tx) => {
      const access = await handoffFor(tx, user, leadId, 'work', true);
      const { becameDone, undone } = await updateStep(tx, user, access, step, patch);
      await recordActivity(tx, { leadId: access.lead.id, actor: user, action: 'handoff_step_updated',
        detail: { step, step_label: HANDOFF_TEXTS.steps[step], fields: Object.keys(patch).sort(), done: becameDone, undone, done_date: patch.done_date ?? null } });
      if (becameDone) await notifyStepDone(tx, access.lead, access.handoff?.epc_organization_id ?? null, step, user);
    });
    const access = await handoffFor(db, user, leadId, 'read');
    return { detail: HANDOFF_TEXTS.stepSaved, handoff: { ...(await handoffJson(db, user, access, signed)), assignable_users: await assignableUsers(db, access.lead, access.handoff) } };
  });

  app.post('/handoff/:lead/hand_off/', {
    schema: {
      tags: ['handoff'], summary: 'Hand the lead to an EPC organization (or to another one)',
      description: "The lead's organization's org admins and super admins (403 for others). 409 before the PPA is signed or while the lead is cancelled; "
        + 'epc_organization must be an EPC organization (business_type 1) other than the lead\'s own (400 otherwise, a missing one alike).',
      params: LeadParams,
      body: Type.Object({ epc_organization: Id }, { additionalProperties: false }),
      response: { 200: Any },
    },
  }, async (request) => {
    const user = userOf(request);
    const leadId = (request.params as { lead: number }).lead;
    const epcId = (request.body as { epc_organization: number }).epc_organization;
    await db.transaction(async (tx) => {
      const access = await handoffFor(tx, user, leadId, 'assign', true);
      const epc = await isEpcOrganization(tx, epcId);
      if (!epc) throw badRequest({ epc_organization: HANDOFF_TEXTS.notEpc });
      if (epc.id === access.lead.organization_id) throw badRequest({ epc_organization: HANDOFF_TEXTS.ownOrganization });
      const previous = access.handoff?.epc_organization_id ?? null;
      if (previous === epc.id) throw conflict(HANDOFF_TEXTS.handedOff(epc.name));
      await tx.query(
        `INSERT INTO lead_handoffs (lead_id, epc_organization_id, handed_by, handed_at) VALUES ($1, $2, $3, now())
         ON CONFLICT (lead_id) DO UPDATE SET epc_organization_id = EXCLUDED.epc_organization_id, handed_by = EXCLUDED.handed_by,
           handed_at = EXCLUDED.handed_at, revoked_at = NULL, revoked_by = NULL`, [access.lead.id, epc.id, user.id]);
      // Owners of the previous EPC organization no longer own the steps (they lost access with it).
      if (previous != null) {
        await tx.query('UPDATE lead_handoff_steps s SET owner_id = NULL FROM users u WHERE s.lead_id = $1 AND u.id = s.owner_id AND u.organization_id = $2', [access.lead.id, previous]);
      }
      const seller = (await tx.query<{ name: string }>('SELECT name FROM organizations WHERE id = $1', [access.lead.organization_id])).rows[0]?.name ?? '';
      if (previous != null) {
        const old = (await tx.query<{ name: string }>('SELECT name FROM organizations WHERE id = $1', [previous])).rows[0]?.name ?? null;
        await recordActivity(tx, { leadId: access.lead.id, actor: user, action: 'handoff_revoked', detail: { epc_organization: old, epc_organization_id: previous } });
        await notifyEpc(tx, 'handoff_revoked', access.lead, previous, seller);
      }
      await recordActivity(tx, { leadId: access.lead.id, actor: user, action: 'handed_off', detail: { epc_organization: epc.name, epc_organization_id: epc.id } });
      await notifyEpc(tx, 'lead_handed_off', access.lead, epc.id, seller);
    });
    const access = await handoffFor(db, user, leadId, 'read');
    return { detail: HANDOFF_TEXTS.handedOff((await isEpcOrganization(db, epcId))?.name ?? ''), handoff: await handoffJson(db, user, access, signed) };
  });

  app.post('/handoff/:lead/revoke/', {
    schema: {
      tags: ['handoff'], summary: "Revoke the lead's handoff: the EPC organization's users lose access at once",
      description: "The lead's organization's org admins and super admins (403 for others; also on a cancelled lead). 409 when it is not handed off. "
        + 'The checklist is kept; steps owned by the EPC\'s users lose their owner.',
      params: LeadParams,
      response: { 200: Any },
    },
  }, async (request) => {
    const user = userOf(request);
    const leadId = (request.params as { lead: number }).lead;
    await db.transaction(async (tx) => {
      const access = await handoffFor(tx, user, leadId, 'revoke', true);
      const epcId = access.handoff?.epc_organization_id ?? null;
      if (epcId == null) throw conflict(HANDOFF_TEXTS.notHandedOff);
      await tx.query('UPDATE lead_handoffs SET epc_organization_id = NULL, revoked_at = now(), revoked_by = $2 WHERE lead_id = $1', [access.lead.id, user.id]);
      await tx.query('UPDATE lead_handoff_steps s SET owner_id = NULL FROM users u WHERE s.lead_id = $1 AND u.id = s.owner_id AND u.organization_id = $2', [access.lead.id, epcId]);
      const orgs = (await tx.query<{ id: number; name: string }>('SELECT id, name FROM organizations WHERE id = ANY($1::int[])', [[epcId, access.lead.organization_id]])).rows;
      await recordActivity(tx, { leadId: access.lead.id, actor: user, action: 'handoff_revoked', detail: { epc_organization: orgs.find((o) => o.id === epcId)?.name ?? null, epc_organization_id: epcId } });
      await notifyEpc(tx, 'handoff_revoked', access.lead, epcId, orgs.find((o) => o.id === access.lead.organization_id)?.name ?? '');
    });
    const access = await handoffFor(db, user, leadId, 'read');
    return { detail: HANDOFF_TEXTS.revoked, handoff: await handoffJson(db, user, access, signed) };
  });

  app.get('/handoff_epc_organizations/', {
    schema: {
      tags: ['handoff'], summary: 'The EPC organizations a lead can be handed to (id and name)',
      description: 'Org admins and super admins (403 for others): those who may hand a lead off.',
      response: { 200: Type.Object({ results: Type.Array(Type.Object({ id: Type.Integer(), name: Type.String() })) }) },
    },
  }, async (request) => {
    const user = userOf(request);
    if (!isSuperAdmin(user) && !isOrgAdmin(user)) throw forbidden();
    return { results: (await epcOrganizations(db)).filter((o) => o.id !== user.organization_id || isSuperAdmin(user)) };
  });

  app.get('/handoffs/', {
    schema: {
      tags: ['handoff'], summary: 'Leads handed to my organization ("Handed to us"), newest handoff first, with their progress',
      description: 'A user sees the leads handed to their own organization; a super admin every handed-off lead. Paged by limit and offset.',
      querystring: Type.Object({
        limit: Type.Optional(Type.Integer({ minimum: 1, maximum: 100, default: 20 })),
        offset: Type.Optional(Type.Integer({ minimum: 0, maximum: 100_000, default: 0 })),
      }, { additionalProperties: false }),
      response: { 200: Type.Object({ count: Type.Integer(), results: Type.Array(Any) }) },
    },
  }, async (request) => {
    const q = request.query as { limit?: number; offset?: number };
    return handedLeads(db, userOf(request), q.limit ?? 20, q.offset ?? 0);
  });
}
