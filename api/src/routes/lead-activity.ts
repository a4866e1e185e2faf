import { Type } from 'typebox';
import type { ApiApp } from '../context.js';
import { userOf } from '../auth/authenticate.js';
import { ACTIVITY_ACTIONS, listActivity } from '../domain/activity.js';
import { leadFor } from '../domain/lead-access.js';
import { pagedOf, pageQuery, type PageQuery } from '../http/pagination.js';

const DEFAULT_LIMIT = 20;

const Activity = Type.Object({
  id: Type.Integer(),
  lead: Type.Integer(),
  action: Type.String({ enum: [...ACTIVITY_ACTIONS] }),
  actor: Type.Union([Type.Integer(), Type.Null()], { description: 'The user who acted; null for the customer, the system, or a deleted user' }),
  actor_name: Type.Union([Type.String(), Type.Null()], { description: 'Their name when it happened (kept after a deletion); null for the customer or the system' }),
  detail: Type.Object({}, {
    additionalProperties: true,
    description: 'fields (edited dotted keys, e.g. customer.email), document_type / document_id / pace, file_name / kind, '
      + 'from_user / to_user (names), from_organization / to_organization, stage (0-6), signer_name, recipient, reason',
  }),
  created: Type.String({ format: 'date-time' }),
});

/** Issue 15: a lead's activity timeline, newest first, for whoever may read the lead. */
export default async function leadActivityRoutes(app: ApiApp) {
  const { db } = app.ctx;

  app.get('/lead_activity/:lead/', {
    schema: {
      tags: ['leads'], summary: "A lead's activity timeline, newest first (paged; default 20 a page)",
      description: 'Who created, edited (which fields), generated, sent, viewed, signed, uploaded, reassigned, cancelled or restored it, and when. '
        + '404 for a lead of another organization, as for an unknown one.',
      params: Type.Object({ lead: Type.Integer({ minimum: 1, maximum: 2_147_483_647 }) }),
      querystring: pageQuery(DEFAULT_LIMIT),
      response: { 200: pagedOf(Activity) },
    },
  }, async (request) => {
    const lead = await leadFor(db, userOf(request), (request.params as { lead: number }).lead, 'read');
    return listActivity(db, lead.id, request.query as PageQuery, DEFAULT_LIMIT);
  });
}
