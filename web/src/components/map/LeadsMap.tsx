/**
 * CONTRACT (issue 5): the overview map of the lead list. Owned by the map work; the lead list
 * renders it (lazily) in its Map tab. It fetches its own points for the given filters.
 */
export interface LeadsMapFilters {
  search?: string | null;
  proposalTypes?: readonly string[] | null;
  statuses?: readonly number[] | null;
  updatedFrom?: string | null;
  updatedTo?: string | null;
}

export interface LeadsMapProps {
  filters: LeadsMapFilters;
  /** A click on a single lead's marker. */
  onOpenLead: (databaseId: number) => void;
  height?: number | string;
}

export function LeadsMap(_props: LeadsMapProps) {
  return null;
}
