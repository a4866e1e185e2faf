import { restPath, type RestClient } from './client.js';
import type { PageQuery, Paged } from '../resolvers/connections.js';

/** One entry of a lead's timeline exactly as the api answers it (api/src/domain/activity.ts activityJson). */
export interface RestLeadActivity {
  id: number;
  lead: number;
  action: string;
  actor: number | null;
  actor_name: string | null;
  detail: Record<string, any>;
  created: string;
}

/** A lead's activity timeline (issue 15): the only code that knows its path. */
export const leadActivityApi = (rest: RestClient) => ({
  list: (leadId: number, page: PageQuery) => rest.get<Paged<RestLeadActivity>>(restPath`/lead_activity/${leadId}/`, page),
});
