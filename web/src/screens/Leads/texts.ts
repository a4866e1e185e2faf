/** The lead list's own wording (not in the spec; the spec's texts come from src/messages.ts). */
export const listTexts = {
  title: 'Leads',
  newLead: 'New lead',
  loadingList: 'Updating the list…',

  tabs: { 'leads-table': 'Table', 'leads-map': 'Map', 'leads-pipeline': 'Pipeline' },
  tabsLabel: 'Lead views',

  summaryLabel: 'Leads summary',
  totalLeads: 'Total leads',
  totalSystemSize: 'Total system size',
  totalSolarCost: 'Total solar cost',

  filtersLabel: 'Search and filters',
  search: 'Search leads',
  searchPlaceholder: 'Search by name, address or customer',
  proposalType: 'Proposal type',
  leadStatus: 'Lead status',
  /** Trigger label with how many options are chosen. */
  chosen: (label: string, count: number) => (count ? `${label} (${count})` : label),
  /** The trigger's accessible name: the visible label, said as a filter (the column headers share the words). */
  filterBy: (label: string, count: number) => `Filter by ${label.toLowerCase()}${count ? ` (${count} chosen)` : ''}`,
  updatedFrom: 'Updated from',
  updatedTo: 'Updated to',
  clearFilters: 'Clear filters',

  columns: {
    name: 'Name',
    updated: 'Updated',
    leadStatus: 'Lead status',
    address: 'Address',
    proposalType: 'Proposal type',
    systemSize: 'System size (kW)',
    created: 'Created',
    location: 'Location',
    organization: 'Organization',
    assignedUser: 'Assigned user',
    // Issue 26: the forecast.
    expectedClose: 'Expected close',
    dealValue: 'Deal value',
    actions: 'Actions',
  },
  tableLabel: 'Leads',
  /** The phone's card list (issue 15). */
  card: {
    systemSize: (kw: string) => `${kw} kW`,
    updated: (date: string) => `Updated ${date}`,
    /** Issue 26: Cancel no longer sits beside Preview; it is in this menu. */
    moreFor: (name: string) => `More actions for ${name}`,
  },

  totalCount: (count: number) => `${count.toLocaleString('en-US')} ${count === 1 ? 'lead' : 'leads'}`,
  range: (first: number, last: number, total: number) =>
    `${first.toLocaleString('en-US')}–${last.toLocaleString('en-US')} of ${total.toLocaleString('en-US')}`,
  pageSize: 'Rows per page',
  pagination: 'Pages',
  previousPage: 'Previous page',
  nextPage: 'Next page',
  page: (page: number) => `Page ${page}`,
  pageEmpty: 'There are no leads on this page.',
  firstPage: 'Go to the first page',

  // Issue 15: the rows cancel (closed-lost) and restore; the dialog's texts are components/cancelLead's.
  show: 'Show',
  /** The phone's filters button, with how many filters are on. */
  filtersToggle: (active: number) => (active ? `Filters (${active})` : 'Filters'),
  showStates: { OPEN: 'Open leads', CANCELLED: 'Cancelled', ALL: 'All leads' },

  emptyTitle: 'No leads yet',
  emptyText: 'Add a lead with the property address and utility data, and follow it from proposal to sale.',
  addFirstLead: 'Add your first lead',
  noResultsTitle: 'No leads match',
  noResultsText: 'Try another search, or clear the filters to see every lead.',

  pipelineLabel: 'Leads by stage',
  stageTotals: (count: number, capacity: string) => `${count.toLocaleString('en-US')} · ${capacity}`,
  stageEmpty: 'No leads at this stage',
  showMore: 'Show more',
  showMoreOf: (stage: string) => `Show more leads at ${stage}`,
  mapLabel: 'Map of the leads',
} as const;
