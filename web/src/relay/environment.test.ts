import { createOperationDescriptor, fetchQuery, getRequest } from 'relay-runtime';
import { describe, expect, it, vi } from 'vitest';
import type { ViewerProviderQuery } from '../__generated__/ViewerProviderQuery.graphql';
import { viewerQuery } from '../auth/ViewerProvider';
import { createRelayEnvironment } from './environment';
import { clearSignOutPending, isSignOutPending, LOGOUT_OPERATION, markSignOutPending } from '../auth/pendingSignOut';

const viewer = {
  __typename: 'Viewer', id: 'V1', firstName: 'Rita', roleLabel: 'Regular User',
  isSuperAdmin: false, isOrgAdmin: false, isAdminRole: false, organization: null,
};

describe('createRelayEnvironment', () => {
  it('an UNAUTHENTICATED answer forgets the viewer (so guards send the user to /login)', async () => {
    const answers = [
      { data: { viewer } },
      { data: null, errors: [{ message: '401 Unauthorized. Request denied.', extensions: { code: 'UNAUTHENTICATED' } }] },
    ];
    const fetchMock = vi.fn(async () => new Response(JSON.stringify(answers.shift())));
    const onUnauthenticated = vi.fn();
    const env = createRelayEnvironment({ fetch: fetchMock as unknown as typeof fetch, onUnauthenticated });

    const first = await fetchQuery<ViewerProviderQuery>(env, viewerQuery, {}).toPromise();
    expect(first?.viewer?.firstName).toBe('Rita');

    await expect(fetchQuery(env, viewerQuery, {}, { fetchPolicy: 'network-only' }).toPromise()).rejects.toThrow();
    expect(onUnauthenticated).toHaveBeenCalledOnce();
    const snapshot = env.lookup(createOperationDescriptor(getRequest(viewerQuery), {}).fragment);
    expect((snapshot.data as { viewer: unknown }).viewer).toBeNull();
  });
});

// Issue 28: a sign-out made offline must still end the session when the connection returns.
describe('a sign-out the gateway has not heard', () => {
  const operationOf = (init: RequestInit | undefined) => (JSON.parse(String(init?.body)) as { operationName: string }).operationName;

  it('sends the logout before the next request, then that request (and forgets the mark)', async () => {
    markSignOutPending();
    const sent: string[] = [];
    const fetchMock = vi.fn(async (_url: unknown, init?: RequestInit) => {
      sent.push(operationOf(init));
      return new Response(JSON.stringify(operationOf(init) === LOGOUT_OPERATION ? { data: { logout: { ok: true } } } : { data: { viewer: null } }));
    });
    const env = createRelayEnvironment({ fetch: fetchMock as unknown as typeof fetch, offline: false });
    const answer = await fetchQuery<ViewerProviderQuery>(env, viewerQuery, {}).toPromise();
    expect(sent).toEqual([LOGOUT_OPERATION, 'ViewerProviderQuery']);
    expect(answer?.viewer).toBeNull();
    expect(isSignOutPending()).toBe(false);
  });

  it('requests started together send one logout, then each goes out', async () => {
    markSignOutPending();
    const sent: string[] = [];
    const fetchMock = vi.fn(async (_url: unknown, init?: RequestInit) => {
      sent.push(operationOf(init));
      await new Promise((resolve) => setTimeout(resolve, 5));
      return new Response(JSON.stringify(operationOf(init) === LOGOUT_OPERATION ? { data: { logout: { ok: true } } } : { data: { viewer: null } }));
    });
    const env = createRelayEnvironment({ fetch: fetchMock as unknown as typeof fetch, offline: false });
    await Promise.all([
      fetchQuery<ViewerProviderQuery>(env, viewerQuery, {}).toPromise(),
      fetchQuery<ViewerProviderQuery>(env, viewerQuery, {}, { networkCacheConfig: { force: true } }).toPromise(),
      env.getNetwork().execute(getRequest(viewerQuery).params, { other: 1 }, {}).toPromise(),
    ]);
    expect(sent.filter((name) => name === LOGOUT_OPERATION)).toHaveLength(1);
    expect(sent[0]).toBe(LOGOUT_OPERATION);
    expect(sent.length).toBeGreaterThan(2);
    expect(isSignOutPending()).toBe(false);
  });

  it('asks nothing with the old session while the logout cannot be sent (offline, an outage)', async () => {
    markSignOutPending();
    const sent: string[] = [];
    const failing = vi.fn(async (_url: unknown, init?: RequestInit) => {
      sent.push(operationOf(init));
      throw new TypeError('Failed to fetch');
    });
    const env = createRelayEnvironment({ fetch: failing as unknown as typeof fetch, offline: false });
    await expect(fetchQuery(env, viewerQuery, {}).toPromise()).rejects.toThrow();
    expect(sent).toEqual([LOGOUT_OPERATION]);
    expect(isSignOutPending()).toBe(true);

    const outage = vi.fn(async (_url: unknown, init?: RequestInit) => {
      sent.push(operationOf(init));
      return new Response('', { status: 503 });
    });
    const env2 = createRelayEnvironment({ fetch: outage as unknown as typeof fetch, offline: false });
    await expect(fetchQuery(env2, viewerQuery, {}, { fetchPolicy: 'network-only' }).toPromise()).rejects.toThrow();
    expect(sent).toEqual([LOGOUT_OPERATION, LOGOUT_OPERATION]);
    expect(isSignOutPending()).toBe(true);
    clearSignOutPending();
  });
});
