/**
 * UI texts of the document preview that the spec does not fix (ours, may change). The spec's own
 * texts ('Page n of N', 'Some error has occurred. Please try again.', 'Something went wrong') come
 * from src/messages.ts.
 */
export const previewTexts = {
  title: 'Document preview',
  back: 'Back',
  download: 'Download',
  downloadFile: (name: string) => `Download ${name}`,
  leadContext: (lead: string) => `Lead: ${lead}`,
  externalNote: 'From the external database',
  loading: 'Loading the file…',
  unsupportedTitle: 'No preview for this file type',
  unsupportedText: (format: string) =>
    `${format ? `${format} files` : 'Files of this type'} cannot be shown here. Download the file to open it on your device.`,
  missingPath: 'No file was chosen to preview.',
  emptyCsv: 'This CSV file has no rows.',
  emptyText: 'This text file is empty.',
  csvLabel: (name: string) => `Contents of ${name}`,
  csvRange: (first: number, last: number, total: number) => `Rows ${first}–${last} of ${total}`,
  rowsPerPage: 'Rows per page',
  pagination: 'CSV pages',
  previousPage: 'Previous page',
  nextPage: 'Next page',
  page: (n: number) => `Page ${n}`,
  imageFailed: 'The image could not be shown.',
} as const;
