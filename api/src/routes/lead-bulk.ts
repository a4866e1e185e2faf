import { Type } from 'typebox';
import type { ApiApp } from '../context.js';
import { userOf } from '../auth/authenticate.js';
import { canCancelLead, isOrgAdmin, isSuperAdmin } from '../auth/users.js';
import { assignmentDetail, recordActivity } from '../domain/activity.js';
import { leadFor } from '../domain/lead-access.js';
import { cancelLead, CANCEL_REASON_MAX } from '../domain/lead-cancel.js';
import { badRequest, forbidden, HttpError } from '../http/errors.js';
import { MESSAGES } from '../messages.js';

/** One request changes at most this many leads (a page of the list at its largest size, twice). */
export const BULK_LEADS_MAX = 200;

const BulkBody = Type.Object({
  ids: Type.Array(Type.Integer({ minimum: 1, maximum: 2_147_483_647 }), { minItems: 1, maxItems: BULK_LEADS_MAX, description: 'The leads to change' }),
  action: Type.Union([Type.Literal('cancel'), Type.Literal('assign')], { description: 'cancel (with reason) or assign (associated_user; null unassigns)' }),
  reason: Type.Optional(Type.String({ maxLength: CANCEL_REASON_MAX })),
  associated_user: Type.Optional(Type.Union([Type.Integer({ minimum: 1, maximum: 2_147_483_647 }), Type.Null()])),
}, { additionalProperties: false });

const Refusal = Type.Object({ id: Type.Integer(), detail: Type.String() });

/** The reason a lead was left out: the api's own message for it (404, 403, 409, 400). */
function refusalOf(error: unknown): string {
  if (!(error instanceof HttpError)) throw error;
  const body = error.body as Record<string, unknown>;
  const first = Object.values(body).flat()[0];
  return typeof first === 'string' ? first : error.message;
}

/**
 * Issue 15, bulk actions on the list: cancel or reassign many leads in one transaction. Each lead
 * is checked as the one-lead call would check it; a lead that call would refuse (another
 * organization's, not yours, already cancelled, the new user not a member of its organization) is
 * left as it is and listed with why, the others change. Reassigning is for org admins and super
 * admins (403 for anyone else, nothing changes).
 */
export default async function leadBulkRoutes(app: ApiApp) {
  const { db } = app.ctx;
  app.post('/bulk_leads/', {
    schema: {
      tags: ['leads'], summary: 'Cancel or reassign several leads at once',
      description: `At most ${BULK_LEADS_MAX} ids. Answers the ids changed and, for each one left alone, the reason.`,
      body: BulkBody,
      response: { 200: Type.Object({ detail: Type.String(), done: Type.Array(Type.Integer()), refused: Type.Array(Refusal) }) },
    },
  }, async (request) => {
    const user = userOf(request);
    const body = request.body as { ids: number[]; action: 'cancel' | 'assign'; reason?: string; associated_user?: number | null };
    // Ascending: two bulk requests lock their leads in the same order, so they never deadlock.
    const ids = [...new Set(body.ids)].sort((a, b) => a - b);
    if (body.action === 'cancel' && !body.reason?.trim()) throw badRequest({ reason: MESSAGES.leadCancelReasonRequired });
    if (body.action === 'assign') {
      if (!isSuperAdmin(user) && !isOrgAdmin(user)) throw forbidden(MESSAGES.leadAssignForbidden);
      if (body.associated_user === undefined) throw badRequest({ associated_user: MESSAGES.bulkAssigneeRequired });
    }
    const done: number[] = [];
    const refused: { id: number; detail: string }[] = [];
    await db.transaction(async (tx) => {
      for (const id of ids) {
        try {
          if (body.action === 'cancel') {
            const lead = await leadFor(tx, user, id, 'lifecycle', true);
            if (!canCancelLead(user, lead)) throw forbidden();
            await cancelLead(tx, user, lead, body.reason ?? '');
          } else {
            const lead = await leadFor(tx, user, id, 'write', true);
            const to = body.associated_user ?? null;
            if (to === lead.associated_user_id) { done.push(id); continue; }
            if (to !== null && !(await tx.query('SELECT 1 FROM users WHERE id = $1 AND organization_id = $2', [to, lead.organization_id])).rows[0]) {
              throw badRequest({ associated_user: MESSAGES.leadUserNotMember });
            }
            await tx.query('UPDATE leads SET associated_user_id = $2, updated = now() WHERE id = $1', [id, to]);
            const detail = await assignmentDetail(tx, { organizationId: lead.organization_id, userId: lead.associated_user_id }, { organizationId: lead.organization_id, userId: to });
            await recordActivity(tx, { leadId: id, organizationId: lead.organization_id, actor: user, action: 'reassigned', detail });
          }
          done.push(id);
        } catch (error) {
          refused.push({ id, detail: refusalOf(error) });
        }
      }
    });
    const detail = body.action === 'cancel' ? MESSAGES.bulkCancelled(done.length) : MESSAGES.bulkAssigned(done.length);
    return { detail, done, refused };
  });
}
