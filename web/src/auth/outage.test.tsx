import { render, screen } from '@testing-library/react';
import { createOperationDescriptor, getRequest } from 'relay-runtime';
import { describe, expect, it, onTestFinished, vi } from 'vitest';
import { AppProviders } from '../App';
import { errors, shell } from '../messages';
import { createRelayEnvironment } from '../relay/environment';
import { useViewer, viewerQuery } from './ViewerProvider';
import { passTime } from '../test/passTime';

/**
 * Issue 26: an api outage looked like a sign-out (a reload landed on the sign-in page without a
 * word while the session was valid). The gateway answers the viewer null with UPSTREAM_UNAVAILABLE
 * then; only UNAUTHENTICATED signs out.
 */
const viewer = {
  __typename: 'Viewer', id: 'V1', databaseId: 1, firstName: 'Rita', lastName: 'Sun', email: 'rita@sunny.example', image: null,
  roleLabel: 'Regular User', isTermsAccepted: true, isSuperAdmin: false, isOrgAdmin: false, isAdminRole: false, organization: null,
};
const unavailable = {
  data: { viewer: null },
  errors: [{ message: 'The portal service is unavailable. Please try again later.', path: ['viewer'], extensions: { code: 'UPSTREAM_UNAVAILABLE' } }],
};

function Probe() {
  const { viewer: signedIn } = useViewer();
  return <p>{signedIn ? `Signed in as ${signedIn.firstName}` : 'Signed out'}</p>;
}

describe('an outage is not a sign-out', () => {
  it('the viewer query during an outage: the unavailable message (still signed in), retried on its own until the service is back', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    onTestFinished(() => { vi.useRealTimers(); });
    const answers: unknown[] = [unavailable, { data: { viewer } }];
    const fetchMock = vi.fn(async () => new Response(JSON.stringify(answers.length > 1 ? answers.shift() : answers[0])));
    const onUnauthenticated = vi.fn();
    const environment = createRelayEnvironment({ fetch: fetchMock as unknown as typeof fetch, onUnauthenticated, persistedIds: false });
    render(<AppProviders environment={environment}><Probe /></AppProviders>);
    expect(await screen.findByText(errors.serviceUnavailable)).toBeTruthy();
    expect(screen.getByText(shell.retryingIn(5))).toBeTruthy();
    expect(screen.queryByText('Signed out')).toBeNull();
    expect(onUnauthenticated).not.toHaveBeenCalled();
    // Back when the service is: asked again on its own, without a reload. The retry's 5 s count
    // down on the page's clock, moved here rather than waited for.
    await passTime(5_000);
    expect(await screen.findByText('Signed in as Rita')).toBeTruthy();
    expect(fetchMock).toHaveBeenCalledTimes(2);
  });

  it('a real UNAUTHENTICATED answer still signs out (the viewer is forgotten, the guards send to /login)', async () => {
    const fetchMock = vi.fn(async () => new Response(JSON.stringify({ data: { viewer: null }, errors: [{ message: '401 Unauthorized. Request denied.', extensions: { code: 'UNAUTHENTICATED' } }] })));
    const onUnauthenticated = vi.fn();
    const environment = createRelayEnvironment({ fetch: fetchMock as unknown as typeof fetch, onUnauthenticated, persistedIds: false });
    render(<AppProviders environment={environment}><Probe /></AppProviders>);
    expect(await screen.findByText('Signed out')).toBeTruthy();
    expect(onUnauthenticated).toHaveBeenCalledOnce();
    expect(screen.queryByText(errors.serviceUnavailable)).toBeNull();
    const snapshot = environment.lookup(createOperationDescriptor(getRequest(viewerQuery), {}).fragment);
    expect((snapshot.data as { viewer: unknown }).viewer).toBeNull();
  });
});
