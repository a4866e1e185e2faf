import { fireEvent, screen, waitFor } from '@testing-library/react';
import type { createMemoryRouter } from 'react-router-dom';
import { MockPayloadGenerator } from 'relay-test-utils';
import { describe, expect, it } from 'vitest';
import { access, auth, layout, passwordReset } from '../messages';
import { renderRoute } from '../test/renderRoute';
import { viewers } from '../test/viewers';
import { isAllowedByAdminGate } from './guards';
import { paths } from './paths';

type Role = 'signedOut' | 'termsPending' | 'regular' | 'orgAdmin' | 'superAdmin';


/** Renders the real route table at `path` with a mocked gateway that answers the viewer query. */
function renderAt(path: string, role: Role) {
  return renderRoute(path, (environment) =>
    environment.mock.queueOperationResolver((operation) =>
      role === 'signedOut'
        ? { data: { viewer: null } }
        : MockPayloadGenerator.generate(operation, {
          Viewer: () => (role === 'termsPending' ? { ...viewers.regular, isTermsAccepted: false } : viewers[role]),
        }),
    ));
}

/** The guard let the user in: the signed-in layout shows, with neither Access Denied nor NotFound. */
async function insideLayout() {
  await screen.findByRole('navigation', { name: layout.navLabel });
  await waitFor(() => {
    expect(screen.queryByText(access.deniedTitle)).toBeNull();
    expect(screen.queryByText(access.notFoundTitle)).toBeNull();
  });
}
const loginScreen = () => screen.findByRole('heading', { name: auth.loginTitle });
const location = (router: ReturnType<typeof createMemoryRouter>) =>
  `${router.state.location.pathname}${router.state.location.search}`;

describe('signed-in routes', () => {
  it('send signed-out users to /login with the path kept as redirect', async () => {
    const { router } = renderAt('/manage/leads/42?tab=quotes', 'signedOut');
    await loginScreen();
    expect(location(router)).toBe(`/login?redirect=${encodeURIComponent('/manage/leads/42?tab=quotes')}`);
  });

  it('treat a session whose user has not accepted the terms as signed out (§4: no login until the chain is accepted)', async () => {
    const { router } = renderAt(paths.resources, 'termsPending');
    await loginScreen();
    expect(location(router)).toBe(`/login?redirect=${encodeURIComponent(paths.resources)}`);
  });

  it('/ goes to the leads list for signed-in users', async () => {
    const { router } = renderAt('/', 'regular');
    await insideLayout();
    expect(router.state.location.pathname).toBe(paths.leads);
  });

  it('render the screen inside the layout', async () => {
    renderAt(paths.profile, 'regular');
    await insideLayout();
    expect((await screen.findAllByText(/Sunny Co/)).length).toBeGreaterThan(0);
  });
});

describe('login-only routes', () => {
  it('show the form to signed-out users', async () => {
    renderAt(paths.passwordReset, 'signedOut');
    expect(await screen.findByRole('heading', { name: passwordReset.requestTitle })).toBeTruthy();
  });

  it('send signed-in users to the redirect parameter', async () => {
    const { router } = renderAt(`/login?redirect=${encodeURIComponent('/user/resources')}`, 'regular');
    await insideLayout();
    expect(router.state.location.pathname).toBe(paths.resources);
  });

  it('send signed-in users to / (then the leads list) without a redirect, and ignore off-site ones', async () => {
    const { router } = renderAt('/signup?redirect=//evil.example', 'regular');
    await insideLayout();
    expect(router.state.location.pathname).toBe(paths.leads);
  });
});

describe('admin gate', () => {
  it('shows Access Denied to a regular user on an admin route, with a button back to the leads', async () => {
    const { router } = renderAt(paths.agreements, 'regular');
    expect(await screen.findByText(access.deniedTitle)).toBeTruthy();
    expect(screen.getByText(access.deniedText)).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: access.backToLeads }));
    await insideLayout();
    expect(router.state.location.pathname).toBe(paths.leads);
  });

  it('admin routes are for super admins only (org admins are denied)', async () => {
    renderAt(paths.prospectUploadDetails, 'orgAdmin');
    expect(await screen.findByText(access.deniedText)).toBeTruthy();
  });

  it('lets super admins in', async () => {
    renderAt(paths.bulkEnrichment, 'superAdmin');
    await insideLayout();
  });

  it('the invite route (no admin flag) admits org admins and super admins, not regular users', async () => {
    renderAt(paths.inviteUser, 'orgAdmin');
    await insideLayout();
  });

  it('the invite route denies regular users', async () => {
    renderAt(paths.inviteUser, 'regular');
    expect(await screen.findByText(access.deniedTitle)).toBeTruthy();
  });

  it('signed-out users go to /login instead', async () => {
    const { router } = renderAt(paths.proposals, 'signedOut');
    await loginScreen();
    expect(location(router)).toBe(`/login?redirect=${encodeURIComponent(paths.proposals)}`);
  });

  it.each([
    [false, false, false, false], [false, true, false, true], [true, false, false, true], [true, true, false, true],
    [false, false, true, false], [false, true, true, false], [true, false, true, true], [true, true, true, true],
  ])('superAdmin=%s orgAdmin=%s admin=%s → %s', (isSuperAdmin, isOrgAdmin, admin, allowed) => {
    expect(isAllowedByAdminGate({ isSuperAdmin, isOrgAdmin }, admin)).toBe(allowed);
  });
});

describe('route table', () => {
  it.each(['/manage/leads/1', '/manage/leads/1234567890'])('accepts lead id %s', async (path) => {
    renderAt(path, 'regular');
    await insideLayout();
  });

  it.each(['/manage/leads/12345678901', '/manage/leads/abc', '/manage/nope', '/whatever'])('NotFound for %s', async (path) => {
    renderAt(path, 'regular');
    expect(await screen.findByText(access.notFoundTitle)).toBeTruthy();
  });
});
