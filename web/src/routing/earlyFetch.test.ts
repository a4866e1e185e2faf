import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import ViewerProviderQuery from '../__generated__/ViewerProviderQuery.graphql';
import LeadListScreenQueryParameters from '../__generated__/LeadListScreenQuery$parameters';
import { createFetchFunction } from '../relay/environment';
import { listVariables, parseListState } from '../screens/Leads/listParams';
import { startEarlyFetches } from './earlyFetch';
import { takeEarlyResponse } from './earlyResponses';
import { rememberRole } from './routeQueryOf';

const json = (value: unknown) => new Response(JSON.stringify(value), { headers: { 'content-type': 'application/json' } });
/** Runs the network layer as production builds do (persisted ids) for `params` and `variables`. */
const relayFetch = (fetch: typeof window.fetch, params: { id?: string | null; name: string; text?: string | null }, variables: object) =>
  (createFetchFunction({ fetch, persistedIds: true }) as (...args: unknown[]) => Promise<unknown>)(
    { operationKind: 'query', metadata: {}, cacheID: params.id, ...params }, variables, {}, null);

describe('the page\'s first script (issue 28)', () => {
  beforeEach(() => {
    localStorage.clear();
    delete window.__portalEarly;
  });
  afterEach(() => {
    vi.unstubAllGlobals();
    localStorage.clear();
    window.history.replaceState(null, '', '/');
  });

  it('asks for the viewer and the list as the URL says; the network layer takes those responses instead of asking again', async () => {
    localStorage.setItem('portal.routeRole', JSON.stringify({ isSuperAdmin: false, isOrgAdmin: true }));
    window.history.replaceState(null, '', '/manage/leads?search=oak&page=2');
    const early = vi.fn(async (_url: string, init: RequestInit) => json({ data: { from: 'early', body: JSON.parse(init.body as string) } }));
    vi.stubGlobal('fetch', early);
    startEarlyFetches();
    expect(early.mock.calls.map(([, init]) => JSON.parse(init.body as string).operationName)).toEqual(['ViewerProviderQuery', 'LeadListScreenQuery']);

    const later = vi.fn(async () => json({ data: { from: 'later' } }));
    const variables = listVariables(parseListState(new URLSearchParams('?search=oak&page=2')), 'leads-table', false);
    // Relay hands the variables over in the operation's order, not listVariables': the same request.
    const reordered = Object.fromEntries(Object.entries(variables).reverse());
    expect(await relayFetch(later, LeadListScreenQueryParameters.params, reordered)).toMatchObject({ data: { from: 'early' } });
    expect(await relayFetch(later, ViewerProviderQuery.params, {})).toMatchObject({ data: { from: 'early' } });
    expect(later).not.toHaveBeenCalled();
    // Taken once: asking again is a new request.
    expect(await relayFetch(later, ViewerProviderQuery.params, {})).toMatchObject({ data: { from: 'later' } });
    // Another page of the list was never asked for early.
    expect(await relayFetch(later, LeadListScreenQueryParameters.params, { ...variables, page: 3 })).toMatchObject({ data: { from: 'later' } });
  });

  it('asks only for the viewer after a sign-out here', () => {
    rememberRole(null);
    window.history.replaceState(null, '', '/manage/leads/12');
    const early = vi.fn(async (_url: string, _init: RequestInit) => json({ data: {} }));
    vi.stubGlobal('fetch', early);
    startEarlyFetches();
    expect(early.mock.calls.map(([, init]) => JSON.parse(init.body as string).operationName)).toEqual(['ViewerProviderQuery']);
  });

  it('leaves a response the app took too long to ask for', () => {
    const body = JSON.stringify({ documentId: 'abc', operationName: 'X', variables: {} });
    window.__portalEarly = { 'abc:{}': { at: performance.now() - 60_000, response: Promise.resolve(json({})) } };
    expect(takeEarlyResponse(body)).toBeNull();
    window.__portalEarly = { 'abc:{}': { at: performance.now(), response: Promise.resolve(json({})) } };
    expect(takeEarlyResponse(body)).not.toBeNull();
  });
});
