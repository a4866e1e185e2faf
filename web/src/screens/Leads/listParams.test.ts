import { describe, expect, it } from 'vitest';
import { formatDate, formatDateTime, formatLocation, formatSystemSize, orNotAvailable } from './format';
import { LEAD_SEARCH_MAX } from '../../validation/limits';
import { DEFAULT_STATE, hasFilters, listVariables, nextSort, parseListState, pickRangeEnd, tabFromHash, toSearchParams } from './listParams';

const parse = (query: string) => parseListState(new URLSearchParams(query));

describe('the list state in the URL', () => {
  it('defaults: page 1, 50 a page (§9), newest update first, no filters', () => {
    expect(parse('')).toEqual(DEFAULT_STATE);
    expect(toSearchParams(DEFAULT_STATE).toString()).toBe('');
  });

  it('round-trips every part with the REST names (§7), sort as order__field (§4)', () => {
    const query = 'search=cold+storage&state=all&proposal_type=marketing%2Cdetailed&lead_status=1%2C4&updated=2025-01-01%2C2025-03-31&close_month=2026-12&order=asc__system_size&page=3&limit=10';
    const state = parse(query);
    expect(state).toEqual({
      search: 'cold storage',
      show: 'ALL',
      proposalTypes: ['MARKETING', 'DETAILED'],
      statuses: [1, 4],
      updatedFrom: '2025-01-01',
      updatedTo: '2025-03-31',
      closeMonth: '2026-12',
      sort: { field: 'SYSTEM_SIZE', direction: 'ASC' },
      page: 3,
      pageSize: 10,
    });
    expect(toSearchParams(state).toString()).toBe(query);
  });

  it('reads the expected close month strictly (issue 26) and sorts by the close date', () => {
    expect(parse('close_month=2031-05&order=asc__expected_close_date')).toMatchObject({ closeMonth: '2031-05', sort: { field: 'EXPECTED_CLOSE_DATE', direction: 'ASC' } });
    for (const bad of ['2031-13', '1999-12', '2031-5', 'may', '2031-05-01']) expect(parse(`close_month=${bad}`).closeMonth).toBeNull();
    expect(listVariables(parse('close_month=2031-05'), 'leads-table', false).closeMonth).toBe('2031-05');
  });

  it('ignores values a person may have mistyped', () => {
    expect(parse('page=0&limit=7&order=sideways__name&lead_status=9,x&proposal_type=bogus&updated=2025-13-45,')).toEqual(DEFAULT_STATE);
    expect(parse('order=desc__nope').sort).toEqual(DEFAULT_STATE.sort);
  });

  // Issue 11: a hand-typed address must not send what the api refuses (it locked the list in an error).
  it('never reads an inverted range, an impossible day or an over-long search from the address bar', () => {
    const inverted = parse('updated=2025-03-31%2C2025-01-01');
    expect([inverted.updatedFrom, inverted.updatedTo]).toEqual(['2025-01-01', '2025-03-31']);
    expect(parse('updated=inverted').updatedFrom).toBeNull();
    expect(parse('updated=2026-02-30%2C2026-03-01')).toMatchObject({ updatedFrom: null, updatedTo: '2026-03-01' });
    const long = parse(`search=${'a'.repeat(300)}`);
    expect(long.search).toHaveLength(LEAD_SEARCH_MAX);
    expect(listVariables(long, 'leads-table', false).search).toHaveLength(LEAD_SEARCH_MAX);
  });

  it('the range picker swaps an end picked past the other, and drops a day that does not exist', () => {
    const range = { updatedFrom: '2025-03-01', updatedTo: '2025-03-31' };
    expect(pickRangeEnd(range, 'from', '2025-04-15')).toEqual({ updatedFrom: '2025-03-31', updatedTo: '2025-04-15' });
    expect(pickRangeEnd(range, 'to', '2025-02-01')).toEqual({ updatedFrom: '2025-02-01', updatedTo: '2025-03-01' });
    expect(pickRangeEnd(range, 'to', '2025-03-10')).toEqual({ updatedFrom: '2025-03-01', updatedTo: '2025-03-10' });
    expect(pickRangeEnd(range, 'from', '')).toEqual({ updatedFrom: null, updatedTo: '2025-03-31' });
    expect(pickRangeEnd(range, 'from', '20251-01-01')).toEqual({ updatedFrom: null, updatedTo: '2025-03-31' });
  });

  it('never writes them either', () => {
    const params = toSearchParams({ ...DEFAULT_STATE, search: `  ${'b'.repeat(250)}`, updatedFrom: '2025-05-01', updatedTo: '2025-04-01' });
    expect(params.get('search')).toHaveLength(LEAD_SEARCH_MAX);
    expect(params.get('updated')).toBe('2025-04-01,2025-05-01');
  });

  it('keeps one side of the updated range', () => {
    const state = parse('updated=%2C2025-02-01');
    expect([state.updatedFrom, state.updatedTo]).toEqual([null, '2025-02-01']);
    expect(toSearchParams(state).get('updated')).toBe(',2025-02-01');
  });

  it('tells whether anything filters the list', () => {
    expect(hasFilters(DEFAULT_STATE)).toBe(false);
    expect(hasFilters({ ...DEFAULT_STATE, page: 4 })).toBe(false);
    expect(hasFilters({ ...DEFAULT_STATE, statuses: [0] })).toBe(true);
    // Issue 15: showing cancelled leads (or all) filters; a mistyped state reads as open.
    expect(hasFilters({ ...DEFAULT_STATE, show: 'CANCELLED' })).toBe(true);
    expect(parse('state=lost').show).toBe('OPEN');
    expect(parse('state=CANCELLED').show).toBe('CANCELLED');
    expect(listVariables(parse('state=cancelled'), 'leads-table', false).state).toBe('CANCELLED');
  });
});

describe('query variables', () => {
  it('send the filters, order, page and size, and ask only for the open tab', () => {
    const state = parse('search=harbor&lead_status=5&order=asc__name&page=2&limit=20');
    expect(listVariables(state, 'leads-table', true)).toEqual({
      search: 'harbor', proposalTypes: null, stages: ['DETAILED_PROPOSAL'], updatedFrom: null, updatedTo: null, state: null, closeMonth: null,
      order: { field: 'NAME', direction: 'ASC' }, page: 2, pageSize: 20,
      showOrganization: true, withTable: true, withPipeline: false, pipelineFirst: 20,
    });
    expect(listVariables(state, 'leads-pipeline', false)).toMatchObject({ withTable: false, withPipeline: true, showOrganization: false });
    expect(listVariables(state, 'leads-map', false)).toMatchObject({ withTable: false, withPipeline: false });
  });

  it('a new column sorts ascending; the same column flips', () => {
    expect(nextSort({ field: 'UPDATED', direction: 'DESC' }, 'NAME')).toEqual({ field: 'NAME', direction: 'ASC' });
    expect(nextSort({ field: 'NAME', direction: 'ASC' }, 'NAME')).toEqual({ field: 'NAME', direction: 'DESC' });
    expect(nextSort({ field: 'UPDATED', direction: 'DESC' }, 'UPDATED')).toEqual({ field: 'UPDATED', direction: 'ASC' });
  });
});

describe('the tab in the hash (§2)', () => {
  it('is #leads-table by default and for anything unknown', () => {
    expect(tabFromHash('')).toBe('leads-table');
    expect(tabFromHash('#nope')).toBe('leads-table');
    expect(tabFromHash('#leads-pipeline')).toBe('leads-pipeline');
    expect(tabFromHash('#leads-map')).toBe('leads-map');
  });
});

describe('cell formats (§2, §9)', () => {
  it('dates MM-DD-YYYY, times HH:MM', () => {
    const local = new Date(2025, 2, 7, 9, 5).toISOString();
    expect(formatDate(local)).toBe('03-07-2025');
    expect(formatDateTime(local)).toBe('03-07-2025 09:05');
    expect(formatDate(null)).toBe('N/A');
  });

  it('system size as a whole number, location as lat, lng, N/A when missing', () => {
    expect(formatSystemSize(1234.5)).toBe('1,235');
    expect(formatSystemSize(null)).toBe('N/A');
    expect(formatLocation(36.71163, -119.77221)).toBe('36.7116, -119.7722');
    expect(formatLocation(null, -119)).toBe('N/A');
    expect(orNotAvailable('')).toBe('N/A');
    expect(orNotAvailable('1 Main St')).toBe('1 Main St');
  });
});
