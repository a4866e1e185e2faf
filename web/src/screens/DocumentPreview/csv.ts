import Papa from 'papaparse';

/** §9 CSV preview: 100 rows per page, page sizes 100, 200, 500. */
export const CSV_PAGE_SIZES = [100, 200, 500] as const;
export const CSV_PAGE_SIZE = CSV_PAGE_SIZES[0];

export interface ParsedCsv {
  header: string[];
  rows: string[][];
}

/**
 * Parses the whole file once (§7: the first row is the header); paging then slices it in memory.
 * Blank lines are skipped so a trailing newline is not a row.
 */
export function parseCsv(text: string): ParsedCsv {
  const { data } = Papa.parse<string[]>(text, { skipEmptyLines: true });
  const [header = [], ...rows] = data;
  return { header, rows };
}

export interface CsvPage<T> {
  /** The rows of this page. */
  rows: T[];
  /** The page shown, 1-based and within 1…pageCount (a page past the end shows the last one). */
  page: number;
  pageCount: number;
  /** 1-based position of the first and last row shown (0 and 0 when there are none). */
  first: number;
  last: number;
}

/** One page of `rows` at `size` rows a page. */
export function csvPage<T>(rows: readonly T[], page: number, size: number): CsvPage<T> {
  const perPage = Math.max(1, Math.trunc(size) || 1);
  const pageCount = Math.max(1, Math.ceil(rows.length / perPage));
  const current = Math.min(Math.max(1, Math.trunc(page) || 1), pageCount);
  const start = (current - 1) * perPage;
  const slice = rows.slice(start, start + perPage);
  return { rows: slice, page: current, pageCount, first: slice.length ? start + 1 : 0, last: start + slice.length };
}
