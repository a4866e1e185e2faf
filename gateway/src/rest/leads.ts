import type { RestClient } from './client.js';

/** A lead exactly as GET /lead/{id}/ answers it (see api/src/domain/leads.ts); fields typed as the areas need them. */
export interface RestLead {
  id: number;
  proposals: any[];
  quotes: any[];
  agreements: any[];
  [field: string]: any;
}

/** The lead calls of §7: the only code that knows their paths (the leads area adds the rest). */
export const leadsApi = (rest: RestClient) => ({
  lead: (id: number) => rest.get<RestLead>(`/lead/${id}/`),
});
