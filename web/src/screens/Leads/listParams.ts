import { LEAD_LIST_PAGE_SIZE, LEAD_STAGE_NAMES } from '../../constants';
import type { LeadsMapFilters } from '../../components/map/leadsMapVariables';
import { LEAD_SEARCH_MAX } from '../../validation/limits';

/**
 * The lead list's state lives in the URL (§2, §4): search, filters, sort, page and size in the query
 * string, so reload and back/forward keep them; the tab in the hash. The query-string names follow
 * the REST list of §7 (search, order, proposal_type, lead_status, updated 'start,end', page, limit),
 * so a copied URL reads like the request it makes. Defaults are left out of the URL.
 */

export const PROPOSAL_TYPES = ['MARKETING', 'PRELIMINARY', 'DETAILED'] as const;
export type ProposalTypeValue = (typeof PROPOSAL_TYPES)[number];

/** Stages (lead_status) 0–6, §3. */
export const STAGES = [0, 1, 2, 3, 4, 5, 6] as const;

/** The schema's LeadOrderField values with their REST names (what `order` is sent as, §4). */
export const SORT_FIELDS = {
  NAME: 'name',
  UPDATED: 'updated',
  CREATED: 'created',
  LEAD_STATUS: 'lead_status',
  PROPOSAL_TYPE: 'proposal_type',
  SYSTEM_SIZE: 'system_size',
  ADDRESS: 'address',
  CUSTOMER_NAME: 'customer_name',
  ORGANIZATION: 'organization',
  ASSOCIATED_USER: 'associated_user',
  // Issue 26: the forecast's order.
  EXPECTED_CLOSE_DATE: 'expected_close_date',
} as const;
export type SortField = keyof typeof SORT_FIELDS;
export type SortDirection = 'ASC' | 'DESC';
export interface Sort { field: SortField; direction: SortDirection }

/** The api's default order: newest update first (decisions.md). */
export const DEFAULT_SORT: Sort = { field: 'UPDATED', direction: 'DESC' };
/** §9: 50 by default; the size changer offers these. */
export const PAGE_SIZES = [10, 20, 50, 100] as const;

/** How many cards a pipeline column shows at first and adds per "show more". */
export const PIPELINE_CHUNK = 20;

/** Issue 15: which leads the list shows; cancelled (closed-lost) leads are kept and hidden by default. */
export const LEAD_STATES = ['OPEN', 'CANCELLED', 'ALL'] as const;
export type LeadStateValue = (typeof LEAD_STATES)[number];

export interface ListState {
  search: string;
  /** Open leads by default (the api's `state`, lower-case in the URL). */
  show: LeadStateValue;
  proposalTypes: ProposalTypeValue[];
  statuses: number[];
  /** YYYY-MM-DD or null. */
  updatedFrom: string | null;
  updatedTo: string | null;
  /** Issue 26: the expected close month, YYYY-MM, or null. */
  closeMonth: string | null;
  sort: Sort;
  page: number;
  pageSize: number;
}

/** Every filter off: what "Clear filters" applies (sort and page size stay). */
export const NO_FILTERS = { search: '', show: 'OPEN', proposalTypes: [], statuses: [], updatedFrom: null, updatedTo: null, closeMonth: null } satisfies Partial<ListState>;

const MONTH = /^(\d{4})-(\d{2})$/;
/** YYYY-MM of 2000-01…2099-12 (what the api takes as close_month), else null. */
export function validMonth(value: string | null | undefined): string | null {
  const match = MONTH.exec(value?.trim() ?? '');
  if (!match) return null;
  const year = Number(match[1]);
  const month = Number(match[2]);
  return year >= 2000 && year <= 2099 && month >= 1 && month <= 12 ? `${match[1]}-${match[2]}` : null;
}

export const DEFAULT_STATE: ListState = { ...NO_FILTERS, sort: DEFAULT_SORT, page: 1, pageSize: LEAD_LIST_PAGE_SIZE };

export const TABS = ['leads-table', 'leads-map', 'leads-pipeline'] as const;
export type Tab = (typeof TABS)[number];

/** §2: the tab in the hash (#leads-table by default); anything unknown is the table. */
export function tabFromHash(hash: string): Tab {
  const value = hash.replace(/^#/, '');
  return (TABS as readonly string[]).includes(value) ? (value as Tab) : 'leads-table';
}

const DATE = /^\d{4}-\d{2}-\d{2}$/;
/**
 * YYYY-MM-DD naming a real day, else null. Date.parse alone is not enough: it rolls 2026-02-30
 * over to March 2, while the api refuses that day (issue 11: nothing the list sends may be refused).
 */
export function validDate(value: string | null | undefined): string | null {
  if (!value || !DATE.test(value)) return null;
  const time = Date.parse(`${value}T00:00:00Z`);
  return !Number.isNaN(time) && new Date(time).toISOString().slice(0, 10) === value ? value : null;
}
const list = (value: string | null) => (value ? value.split(',').map((v) => v.trim()).filter(Boolean) : []);
const positiveInt = (value: string | null) => (value && /^\d{1,6}$/.test(value) && Number(value) > 0 ? Number(value) : null);

/** The search as the api takes it: trimmed, at most its maxLength (a longer one is refused). */
export const clampSearch = (value: string): string => value.trim().slice(0, LEAD_SEARCH_MAX).trim();

/**
 * The filters made safe to send (issue 11): the search cut to the api's limit, impossible days
 * dropped, and an inverted Updated range put the right way round (the api refuses end < start).
 */
export function sanitizeFilters<T extends Pick<ListState, 'search' | 'updatedFrom' | 'updatedTo'>>(state: T): T {
  const from = validDate(state.updatedFrom);
  const to = validDate(state.updatedTo);
  const inverted = !!(from && to && to < from);
  return { ...state, search: clampSearch(state.search), updatedFrom: inverted ? to : from, updatedTo: inverted ? from : to };
}

/**
 * The Updated range after one of its ends is picked: a day that is not a real one clears that end,
 * and an end picked past the other swaps them, so the picker can never produce an inverted range.
 */
export function pickRangeEnd(state: Pick<ListState, 'updatedFrom' | 'updatedTo'>, side: 'from' | 'to', value: string): Pick<ListState, 'updatedFrom' | 'updatedTo'> {
  const day = validDate(value);
  const next = side === 'from' ? { updatedFrom: day, updatedTo: state.updatedTo } : { updatedFrom: state.updatedFrom, updatedTo: day };
  if (next.updatedFrom && next.updatedTo && next.updatedTo < next.updatedFrom) return { updatedFrom: next.updatedTo, updatedTo: next.updatedFrom };
  return next;
}

/** Reads the state from a query string; values a person may have mistyped fall back to defaults. */
export function parseListState(params: URLSearchParams): ListState {
  const proposalTypes = PROPOSAL_TYPES.filter((type) => list(params.get('proposal_type')).map((v) => v.toUpperCase()).includes(type));
  const statuses = STAGES.filter((stage) => list(params.get('lead_status')).includes(String(stage)));
  const [from, to] = (params.get('updated') ?? '').split(',');
  const size = positiveInt(params.get('limit'));
  const show = LEAD_STATES.find((value) => value === params.get('state')?.trim().toUpperCase()) ?? 'OPEN';
  return sanitizeFilters({
    search: params.get('search') ?? '',
    show,
    proposalTypes,
    statuses: [...statuses],
    updatedFrom: from?.trim() || null,
    updatedTo: to?.trim() || null,
    closeMonth: validMonth(params.get('close_month')),
    sort: parseSort(params.get('order')),
    page: positiveInt(params.get('page')) ?? 1,
    pageSize: size && (PAGE_SIZES as readonly number[]).includes(size) ? size : LEAD_LIST_PAGE_SIZE,
  });
}

/** `asc__name` → { NAME, ASC } (§4: order and field joined by two underscores). */
export function parseSort(value: string | null): Sort {
  const match = /^(asc|desc)__(\w+)$/.exec(value ?? '');
  const field = match && (Object.keys(SORT_FIELDS) as SortField[]).find((key) => SORT_FIELDS[key] === match[2]);
  return match && field ? { field, direction: match[1] === 'asc' ? 'ASC' : 'DESC' } : DEFAULT_SORT;
}

export const formatSort = (sort: Sort) => `${sort.direction.toLowerCase()}__${SORT_FIELDS[sort.field]}`;

/** The query string for a state; defaults are omitted so the plain list stays /manage/leads. */
export function toSearchParams(unsafe: ListState): URLSearchParams {
  const state = sanitizeFilters(unsafe);
  const params = new URLSearchParams();
  if (state.search.trim()) params.set('search', state.search.trim());
  if (state.show !== 'OPEN') params.set('state', state.show.toLowerCase());
  if (state.proposalTypes.length) params.set('proposal_type', state.proposalTypes.map((t) => t.toLowerCase()).join(','));
  if (state.statuses.length) params.set('lead_status', [...state.statuses].sort((a, b) => a - b).join(','));
  if (state.updatedFrom || state.updatedTo) params.set('updated', `${state.updatedFrom ?? ''},${state.updatedTo ?? ''}`);
  if (validMonth(state.closeMonth)) params.set('close_month', validMonth(state.closeMonth)!);
  if (state.sort.field !== DEFAULT_SORT.field || state.sort.direction !== DEFAULT_SORT.direction) params.set('order', formatSort(state.sort));
  if (state.page > 1) params.set('page', String(state.page));
  if (state.pageSize !== LEAD_LIST_PAGE_SIZE) params.set('limit', String(state.pageSize));
  return params;
}

/** True when anything narrows the list (the empty state then offers to clear them). */
export function hasFilters(state: ListState): boolean {
  return !!(state.search || state.show !== 'OPEN' || state.proposalTypes.length || state.statuses.length || state.updatedFrom || state.updatedTo || state.closeMonth);
}

/** The filters every tab applies (and the map receives). */
export function filtersOf(state: ListState) {
  return {
    search: state.search || null,
    proposalTypes: state.proposalTypes.length ? state.proposalTypes : null,
    // The URL keeps the api's numbers (lead_status=1,2); the schema takes the stages by name.
    stages: state.statuses.length ? state.statuses.map((status) => LEAD_STAGE_NAMES[status]) : null,
    updatedFrom: state.updatedFrom,
    updatedTo: state.updatedTo,
    state: state.show === 'OPEN' ? null : state.show,
    // Issue 26: the list, summary, pipeline and export filter by it; the map does not (leadLocations has no such filter).
    closeMonth: validMonth(state.closeMonth),
  } satisfies LeadsMapFilters & { closeMonth: string | null };
}

/** The screen query's variables: the table's page only on the table tab, the columns only on the pipeline tab. */
export function listVariables(state: ListState, tab: Tab, showOrganization: boolean) {
  return {
    ...filtersOf(state),
    order: state.sort,
    page: state.page,
    pageSize: state.pageSize,
    showOrganization,
    withTable: tab === 'leads-table',
    withPipeline: tab === 'leads-pipeline',
    pipelineFirst: PIPELINE_CHUNK,
  };
}

/** A sort header click: another column sorts ascending, the same column flips direction. */
export function nextSort(current: Sort, field: SortField): Sort {
  if (current.field !== field) return { field, direction: 'ASC' };
  return { field, direction: current.direction === 'ASC' ? 'DESC' : 'ASC' };
}
