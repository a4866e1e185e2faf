import type { GatewayContext } from '../context.js';
import { leadsApi, type RestLeadLocation } from '../rest/leads.js';
import { toGlobalId } from './ids.js';
import { LEAD_STAGES } from './lead-node.js';
import { filtersOf, type FilterArgs } from './leads.js';

/** The map's filters: the list's, without organization and assignee (the map has no such pickers). */
type LocationArgs = Pick<FilterArgs, 'search' | 'proposalTypes' | 'stages' | 'updatedFrom' | 'updatedTo'>;

/**
 * A GET /lead_locations/ item as a LeadLocation. The Lead's global id goes in leadId, not id: Relay
 * keys records by id, and a map point sharing its Lead's id would clash with the Lead record.
 */
export const leadLocationOf = (l: RestLeadLocation) => ({
  leadId: toGlobalId('Lead', l.id),
  databaseId: l.id,
  name: l.name,
  latitude: l.latitude,
  longitude: l.longitude,
  stage: LEAD_STAGES[l.lead_status] ?? LEAD_STAGES[0],
});

export const leadLocationsResolvers = {
  Query: {
    /** One upstream call for the whole map, with the list's filters. */
    leadLocations: async (_: unknown, args: LocationArgs, ctx: GatewayContext) =>
      (await leadsApi(ctx.rest).locations(filtersOf(args))).map(leadLocationOf),
  },
};
