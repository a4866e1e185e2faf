import { useCallback, useMemo } from 'react';
import { useSearchParams } from 'react-router-dom';
import { TABLE_PAGE_SIZE } from '../../constants';

const positive = (raw: string | null, fallback: number, max = Number.MAX_SAFE_INTEGER) => {
  const value = Number(raw);
  return Number.isInteger(value) && value >= 1 ? Math.min(value, max) : fallback;
};

/** Most rows a page may ask for (the gateway's connection limit). */
export const MAX_PAGE_SIZE = 500;

/**
 * A table's page and size, kept in the URL (`?page=2&size=20`), so a reload, a shared link and
 * the back button keep the place. Other query parameters (e.g. `id`) are left alone; a new size
 * starts again at page 1. Defaults: page 1, `defaultSize` (§9: 10).
 */
export function usePageParams(defaultSize: number = TABLE_PAGE_SIZE) {
  const [params, setParams] = useSearchParams();
  const page = positive(params.get('page'), 1);
  const pageSize = positive(params.get('size'), defaultSize, MAX_PAGE_SIZE);
  const update = useCallback((next: { page: number; pageSize?: number }) => {
    setParams((current) => {
      const copy = new URLSearchParams(current);
      if (next.page > 1) copy.set('page', String(next.page)); else copy.delete('page');
      if (next.pageSize !== undefined) {
        if (next.pageSize !== defaultSize) copy.set('size', String(next.pageSize)); else copy.delete('size');
      }
      return copy;
    }, { preventScrollReset: true });
  }, [setParams, defaultSize]);
  return useMemo(() => ({
    page,
    pageSize,
    setPage: (n: number) => update({ page: n }),
    setPageSize: (size: number) => update({ page: 1, pageSize: size }),
  }), [page, pageSize, update]);
}
