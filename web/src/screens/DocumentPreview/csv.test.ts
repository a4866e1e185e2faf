import { describe, expect, it } from 'vitest';
import { CSV_PAGE_SIZE, CSV_PAGE_SIZES, csvPage, parseCsv } from './csv';

const rows = (n: number) => Array.from({ length: n }, (_, i) => i + 1);

describe('csvPage (§9: 100 rows a page, sizes 100/200/500)', () => {
  it('defaults to 100 rows and offers 100, 200 and 500', () => {
    expect(CSV_PAGE_SIZE).toBe(100);
    expect(CSV_PAGE_SIZES).toEqual([100, 200, 500]);
  });

  it('gives page 2 of 6 for 600 rows at 100 a page', () => {
    const page = csvPage(rows(600), 2, 100);
    expect(page).toMatchObject({ page: 2, pageCount: 6, first: 101, last: 200 });
    expect(page.rows).toHaveLength(100);
    expect(page.rows[0]).toBe(101);
    expect(page.rows.at(-1)).toBe(200);
  });

  it('has a short last page and counts pages per size', () => {
    expect(csvPage(rows(250), 3, 100)).toMatchObject({ page: 3, pageCount: 3, first: 201, last: 250 });
    expect(csvPage(rows(600), 1, 200).pageCount).toBe(3);
    expect(csvPage(rows(600), 1, 500)).toMatchObject({ pageCount: 2, last: 500 });
  });

  it('keeps the page within 1…pageCount', () => {
    expect(csvPage(rows(600), 9, 100)).toMatchObject({ page: 6, first: 501, last: 600 });
    expect(csvPage(rows(600), 0, 100)).toMatchObject({ page: 1, first: 1 });
    expect(csvPage(rows(600), Number.NaN, 100).page).toBe(1);
  });

  it('is one empty page when there are no rows', () => {
    expect(csvPage([], 1, 100)).toEqual({ rows: [], page: 1, pageCount: 1, first: 0, last: 0 });
  });
});

describe('parseCsv (§7: the first row is the header)', () => {
  it('splits header and rows, with quoted commas and without blank lines', () => {
    const csv = parseCsv('address,kwh\n"1 Main St, Fresno",120\n\n"2 Oak Ave, Napa",80\n');
    expect(csv.header).toEqual(['address', 'kwh']);
    expect(csv.rows).toEqual([['1 Main St, Fresno', '120'], ['2 Oak Ave, Napa', '80']]);
  });

  it('has no header for an empty file', () => {
    expect(parseCsv('')).toEqual({ header: [], rows: [] });
  });
});
