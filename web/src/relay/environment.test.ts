import { createOperationDescriptor, fetchQuery, getRequest } from 'relay-runtime';
import { describe, expect, it, vi } from 'vitest';
import type { ViewerProviderQuery } from '../__generated__/ViewerProviderQuery.graphql';
import { viewerQuery } from '../auth/ViewerProvider';
import { createRelayEnvironment } from './environment';

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
