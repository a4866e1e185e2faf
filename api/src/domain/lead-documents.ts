import type { ApiContext } from '../app.js';
import type { Queryable } from '../db/client.js';

export interface LeadDocuments { proposals: unknown[]; quotes: unknown[]; agreements: unknown[] }

/**
 * Proposals, quotes and agreements of each lead, serialized as the lead page shows them.
 * (Owned by the proposals/quotes/agreements area; the lead serializer calls it.)
 */
export async function leadDocuments(_ctx: ApiContext, _db: Queryable, leadIds: number[]): Promise<Map<number, LeadDocuments>> {
  return new Map(leadIds.map((id) => [id, { proposals: [], quotes: [], agreements: [] }]));
}
