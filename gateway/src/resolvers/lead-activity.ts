import type { GatewayContext } from '../context.js';
import { leadActivityApi, type RestLeadActivity } from '../rest/lead-activity.js';
import { connectionOf, fetchConnection } from './connections.js';
import { toGlobalId } from './ids.js';
import { LEAD_STAGES } from './lead-node.js';

/** A timeline's default page (the lead page shows the latest few and loads more on demand). */
const PAGE_SIZE = 20;

const camel = (key: string) => key.replace(/_([a-z0-9])/g, (_, c: string) => c.toUpperCase());
/** An api field key ("design_data.epc_cost") as the schema's ("designData.epcCost"). */
export const fieldKeyOf = (key: string) => key.split('.').map(camel).join('.');

const text = (value: unknown) => (typeof value === 'string' && value !== '' ? value : null);
const int = (value: unknown) => (Number.isInteger(value) ? (value as number) : null);

/** One entry as the schema's LeadActivity; an action the schema does not know yet reads as EDITED with no fields. */
export function leadActivityNode(a: RestLeadActivity) {
  const d = a.detail ?? {};
  return {
    __typename: 'LeadActivity', id: toGlobalId('LeadActivity', a.id), databaseId: a.id, at: a.created,
    action: a.action.toUpperCase(), actor: a.actor_name ?? null,
    fields: Array.isArray(d.fields) ? d.fields.filter((f: unknown): f is string => typeof f === 'string').map(fieldKeyOf) : [],
    documentType: text(d.document_type), documentId: int(d.document_id), pace: d.pace === true, uploaded: d.uploaded === true, customization: d.customization === true,
    fileName: text(d.file_name), fromUser: text(d.from_user), toUser: text(d.to_user),
    fromOrganization: text(d.from_organization), toOrganization: text(d.to_organization),
    stage: int(d.stage) != null ? LEAD_STAGES[d.stage] ?? null : null,
    signerName: text(d.signer_name), recipient: text(d.recipient), reason: text(d.reason),
    // REMINDER_SENT (issue 26 item 15; resolvers/reminders.ts): the schedule's day and what it reminded of.
    reminderDay: int(d.day), reminderOf: text(d.kind),
    // The raw detail, for fields other areas resolve (issue 26: a task's kind and due day, resolvers/tasks.ts).
    detail: d,
  };
}

export const leadActivityResolvers = {
  Lead: {
    activity: async (lead: { databaseId: number }, args: { first?: number | null; after?: string | null }, ctx: GatewayContext) => {
      // Newest first, keyset-paged by the api (tag lead_activity).
      const upstream = await fetchConnection({ first: args.first, after: args.after }, PAGE_SIZE, 'lead_activity',
        (query) => leadActivityApi(ctx.rest).list(lead.databaseId, query));
      return connectionOf(upstream, leadActivityNode);
    },
  },
};
