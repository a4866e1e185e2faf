import type { GatewayContext } from '../context.js';
import { leadsApi, type RestLead } from '../rest/leads.js';
import { toGlobalId } from './ids.js';

/**
 * A Lead node from the REST lead. `raw` keeps the REST payload so other areas' field resolvers
 * (proposals, quotes, agreements, files) map from it without another upstream call.
 */
export function leadNode(raw: RestLead) {
  return { __typename: 'Lead' as const, id: toGlobalId('Lead', raw.id), databaseId: raw.id, raw };
}
export type LeadNode = ReturnType<typeof leadNode>;

/** The refreshed lead that every lead mutation returns in its payload (one upstream GET). */
export async function fetchLeadNode(ctx: GatewayContext, leadId: number): Promise<LeadNode> {
  return leadNode(await leadsApi(ctx.rest).lead(leadId));
}
