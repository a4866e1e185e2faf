import type { OperationType, PreloadableConcreteRequest, Variables } from 'relay-runtime';
import LeadListScreenQueryParameters from '../__generated__/LeadListScreenQuery$parameters';
import LeadPageQueryParameters from '../__generated__/LeadPageQuery$parameters';
import { listVariables, parseListState, tabFromHash } from '../screens/Leads/listParams';
import { LEAD_ID_PATTERN, paths } from './paths';

/**
 * Which query a route's screen asks for first, with which variables (issue 28). Plain data and the
 * list's URL parsing only: the page's first script (earlyFetch.ts) uses it before Relay has loaded.
 */

/** The viewer's flags that change a screen's variables (the list's organization column). */
export interface RoleFlags { isSuperAdmin: boolean; isOrgAdmin: boolean }

export interface RouteQuery {
  request: PreloadableConcreteRequest<OperationType>;
  variables: Variables;
  /** The lead page refreshes a lead it has shown (store-and-network); the list reads the store first. */
  fetchPolicy: 'store-or-network' | 'store-and-network';
}

export interface Place { pathname: string; search: string; hash: string }

const LEAD_PAGE = /^\/manage\/leads\/([^/]+)\/?$/;

/** The query the screen at `place` asks for first, with the variables it will ask with; null when none is preloaded. */
export function routeQueryOf(place: Place, role: RoleFlags): RouteQuery | null {
  const path = place.pathname;
  if (path === paths.leads || path === `${paths.leads}/`) {
    const variables = listVariables(parseListState(new URLSearchParams(place.search)), tabFromHash(place.hash), role.isSuperAdmin);
    return { request: LeadListScreenQueryParameters, variables, fetchPolicy: 'store-or-network' };
  }
  const id = LEAD_PAGE.exec(path)?.[1];
  if (id && LEAD_ID_PATTERN.test(id)) {
    const variables = { databaseId: Number(id) };
    return { request: LeadPageQueryParameters, variables, fetchPolicy: 'store-and-network' };
  }
  return null;
}

const ROLE_KEY = 'portal.routeRole';
const SIGNED_OUT = 'signed-out';
/** Before anyone has signed in here (or after the storage was cleared): a rep's flags, the most common user. */
const FIRST_VISIT: RoleFlags = { isSuperAdmin: false, isOrgAdmin: false };

/**
 * The signed-in user's flags as last seen, for the page load's requests, which start before the
 * viewer's answer; null after a sign-out here (no signed-in screen's data is asked for then). A
 * wrong guess (another role, a first visit of an admin) costs one request: the screen then asks
 * with its own variables.
 */
export function readRoleHint(): RoleFlags | null {
  try {
    const stored = localStorage.getItem(ROLE_KEY);
    if (stored === SIGNED_OUT) return null;
    const value = JSON.parse(stored ?? 'null') as Partial<RoleFlags> | null;
    return value ? { isSuperAdmin: value.isSuperAdmin === true, isOrgAdmin: value.isOrgAdmin === true } : FIRST_VISIT;
  } catch {
    return FIRST_VISIT;
  }
}

export function rememberRole(role: RoleFlags | null) {
  try {
    localStorage.setItem(ROLE_KEY, role ? JSON.stringify({ isSuperAdmin: role.isSuperAdmin, isOrgAdmin: role.isOrgAdmin }) : SIGNED_OUT);
  } catch {
    // Storage refused (private mode, quota): the next page load guesses.
  }
}
