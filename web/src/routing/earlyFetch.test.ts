import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import ViewerProviderQuery from '../__generated__/ViewerProviderQuery.graphql';
import LeadListScreenQueryParameters from '../__generated__/LeadListScreenQuery$parameters';
import { createFetchFunction } from '../relay/environment';
import { listVariables, parseListState } from '../screens/Leads/listParams';
import { startEarlyFetches } from './earlyFetch';
import { takeEarlyResponse } from './earlyResponses';
import { rememberRole } from './routeQueryOf';
import { markSignOutPending } from '../auth/pendingSignOut';

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

  it('asks nothing while a sign-out made offline has not reached the gateway (the old session must not sign back in)', () => {
    localStorage.setItem('portal.routeRole', JSON.stringify({ isSuperAdmin: false, isOrgAdmin: true }));
    window.history.replaceState(null, '', '/manage/leads');
    markSignOutPending();
    const early = vi.fn(async () => json({ data: {} }));
    vi.stubGlobal('fetch', early);
    startEarlyFetches();
    expect(early).not.toHaveBeenCalled();
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
    const left = (at: number) => ({ responses: { 'abc:{}': { at, response: Promise.resolve(json({})) } }, asked: {}, closed: false });
    window.__portalEarly = left(performance.now() - 60_000);
    expect(takeEarlyResponse(body, 'query')).toBeNull();
    window.__portalEarly = left(performance.now());
    expect(takeEarlyResponse(body, 'query')).not.toBeNull();
  });

  it('never answers a request the app sent before the first script ran, nor anything after a mutation (a sign-in)', async () => {
    window.history.replaceState(null, '', '/login');
    const early = vi.fn(async (_url: string, _init: RequestInit) => json({ data: { viewer: null } }));
    vi.stubGlobal('fetch', early);
    const app = vi.fn(async () => json({ data: { from: 'app' } }));
    // The app asked for the viewer first (the first script's file arrived late): that script leaves it.
    expect(await relayFetch(app, ViewerProviderQuery.params, {})).toMatchObject({ data: { from: 'app' } });
    startEarlyFetches();
    expect(early).not.toHaveBeenCalled();

    delete window.__portalEarly;
    startEarlyFetches();
    expect(early).toHaveBeenCalledTimes(1);
    // A sign-in, then the viewer again: the answer from before the sign-in is not it.
    await (createFetchFunction({ fetch: app, persistedIds: true }) as (...args: unknown[]) => Promise<unknown>)(
      { operationKind: 'mutation', metadata: {}, id: 'login', cacheID: 'login', name: 'useLoginMutation', text: null }, {}, {}, null);
    expect(await relayFetch(app, ViewerProviderQuery.params, {})).toMatchObject({ data: { from: 'app' } });
  });
});
