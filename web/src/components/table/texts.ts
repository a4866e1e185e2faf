/** The paged table's own texts (not in the spec). */
export const tableTexts = {
  range: (first: number, last: number, total: number) => `${first}–${last} of ${total}`,
  total: (total: number) => `${total} in total`,
  pageSize: 'Rows per page',
  pagination: 'Pages',
  previousPage: 'Previous page',
  nextPage: 'Next page',
  page: (n: number) => `Page ${n}`,
  goToPage: 'Go to page',
  go: 'Go',
  jumperHint: (pageCount: number) => `1–${pageCount}`,
  loading: 'Loading…',
  pageEmpty: 'There is nothing on this page any more.',
  lastPage: 'Go to the last page',
  firstPage: 'Go to the first page',
} as const;
