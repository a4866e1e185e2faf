/**
 * UI texts of the Resources screen that the spec does not fix (ours, may change). The spec's
 * messages ('Resource deleted successfully', '{file name} file uploaded successfully', the upload
 * error) come from src/messages.ts.
 */
export const resourcesTexts = {
  title: 'Resources',
  intro: 'Documents for everyone in the portal: playbooks, checklists and financing guides.',
  tableLabel: 'Portal resources',
  name: 'Name',
  file: 'File',
  format: 'Format',
  uploaded: 'Uploaded',
  actions: 'Actions',
  open: (file: string) => `Preview ${file}`,
  delete: (name: string) => `Delete ${name}`,
  deleteTitle: 'Delete this resource?',
  deleteText: (name: string) => `${name} will be removed for everyone in the portal. This cannot be undone.`,
  deleteConfirm: 'Delete resource',
  keep: 'Keep resource',
  upload: 'Upload resource',
  uploading: (file: string) => `Uploading ${file}`,
  acceptedTypes: (types: string) => `Accepted: ${types}`,
  emptyTitle: 'No resources yet',
  emptyAdmin: 'Upload a document (PDF, CSV, a spreadsheet, an image…) to share it with everyone in the portal.',
  emptyUser: 'The portal administrators have not shared any documents yet. Check back later.',
  range: (first: number, last: number, total: number) => `${first}–${last} of ${total}`,
  pageSize: 'Rows per page',
  pagination: 'Resource pages',
  previousPage: 'Previous page',
  nextPage: 'Next page',
  page: (n: number) => `Page ${n}`,
  pageOf: (page: number, pages: number) => `Page ${page} of ${pages}`,
} as const;
