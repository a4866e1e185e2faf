import type { LeadsMapQuery, LeadStage, LeadState, ProposalType } from '../../__generated__/LeadsMapQuery.graphql';

/** The lead list's filters as the map takes them (listParams.filtersOf). */
export interface LeadsMapFilters {
  search?: string | null;
  proposalTypes?: readonly string[] | null;
  stages?: readonly LeadStage[] | null;
  updatedFrom?: string | null;
  updatedTo?: string | null;
  /** Open leads unless asked (issue 15: cancelled leads are kept, closed-lost). */
  state?: LeadState | null;
}

/**
 * The filters as LeadsMapQuery's variables: empty values are left out, like the list does. Kept
 * apart from LeadsMap (and MapLibre) so the list can start the map's query while MapLibre loads.
 */
export function variablesOf(filters: LeadsMapFilters): LeadsMapQuery['variables'] {
  return {
    search: filters.search?.trim() || null,
    proposalTypes: filters.proposalTypes?.length ? (filters.proposalTypes as ProposalType[]) : null,
    stages: filters.stages?.length ? [...filters.stages] : null,
    updatedFrom: filters.updatedFrom || null,
    updatedTo: filters.updatedTo || null,
    // Open is the gateway's default: sent only when another state is asked for.
    state: filters.state && filters.state !== 'OPEN' ? filters.state : null,
  };
}
