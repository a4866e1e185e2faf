/** The lead quick preview (issue 15): the deal at a glance without leaving the list or the map. */
export const previewTexts = {
  previewFor: (name: string) => `Preview ${name}`,
  title: 'Lead preview',
  loading: 'Loading the lead…',
  notFound: 'This lead is no longer available.',
  organization: 'Organization',
  assignedUser: 'Assigned user',
  unassigned: 'Unassigned',
  address: 'Address',
  nextStep: 'Next step',
  nothingNext: 'Nothing to do next.',
  lastActivity: 'Last activity',
  noActivity: 'Nothing has happened on this lead yet.',
  open: 'Open lead',
  openStep: (label: string) => `${label} on the lead page`,
  close: 'Close',
  cancelled: (reason: string) => `Cancelled: ${reason}`,
} as const;
