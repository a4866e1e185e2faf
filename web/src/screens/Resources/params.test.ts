import { describe, expect, it } from 'vitest';
import { pagingSearch, readPaging } from './params';

describe('resources paging in the URL', () => {
  it('defaults to page 1 at 10 a page (§9) and ignores nonsense', () => {
    expect(readPaging(new URLSearchParams(''))).toEqual({ page: 1, pageSize: 10 });
    expect(readPaging(new URLSearchParams('page=-3&size=7'))).toEqual({ page: 1, pageSize: 10 });
    expect(readPaging(new URLSearchParams('page=3&size=20'))).toEqual({ page: 3, pageSize: 20 });
  });

  it('leaves the defaults out of the query string', () => {
    expect(pagingSearch(1, 10)).toBe('');
    expect(pagingSearch(2, 10)).toBe('?page=2');
    expect(pagingSearch(1, 50)).toBe('?size=50');
  });
});
