import { API_FILE_TYPES } from '../../validation/limits';
import { TABLE_PAGE_SIZE } from '../../constants';

/** §9: tables default to 10 a page; these are the sizes the changer offers. */
export const RESOURCE_PAGE_SIZES = [TABLE_PAGE_SIZE, 20, 50] as const;

/**
 * Page and page size kept in the URL (?page=&size=), so a preview's Back button and a reload
 * return to the same page. Anything unexpected falls back to page 1 at the default size.
 */
export function readPaging(params: URLSearchParams): { page: number; pageSize: number } {
  const page = Number(params.get('page'));
  const size = Number(params.get('size'));
  return {
    page: Number.isInteger(page) && page >= 1 ? page : 1,
    pageSize: (RESOURCE_PAGE_SIZES as readonly number[]).includes(size) ? size : TABLE_PAGE_SIZE,
  };
}

/** The query string for a page; the defaults are left out so the plain path stays canonical. */
export function pagingSearch(page: number, pageSize: number): string {
  const query = new URLSearchParams();
  if (page > 1) query.set('page', String(page));
  if (pageSize !== TABLE_PAGE_SIZE) query.set('size', String(pageSize));
  const text = query.toString();
  return text ? `?${text}` : '';
}

/**
 * The api's document types (api FILE_TYPES.document, via limits.generated.ts) for the file picker;
 * the api refuses the rest with its own message anyway.
 */
export const RESOURCE_FILE_TYPES = API_FILE_TYPES.document;
