import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { COMPANY_NAME, SIDEBAR_COLLAPSED_WIDTH, SIDEBAR_WIDTH } from '../../constants';
import { auth, layout, support } from '../../messages';
import { paths } from '../../routing/paths';
import { answer, pendingOperation } from '../../test/renderRoute';
import { viewers } from '../../test/viewers';
import { toaster } from '../ui/toaster';
import { LAST_ACCESS_KEY } from '../../auth/idle';
import { policyFiles, renderSignedIn } from './testing';
import { SIDEBAR_COLLAPSED_KEY } from './MainLayout';
import { WELCOME_HIDDEN_COOKIE, welcomeHiddenIds } from './welcomeCookie';

afterEach(() => {
  localStorage.clear();
  act(() => toaster.remove());
});

const ADMIN_ONLY = [layout.agreements, layout.proposals, layout.bulkEnrichment, layout.prospectNow];
const EVERYONE = [layout.leads, layout.notifications, layout.profile, layout.resources];

/** Nav links, closed groups included (their content stays mounted, hidden). */
const navLink = (name: string) => {
  const nav = screen.getByRole('navigation', { name: layout.navLabel });
  return within(nav).queryByRole('link', { name, hidden: true });
};
const groupTrigger = (name: string) => screen.getByRole('button', { name: new RegExp(`^${name}`) });
/**
 * A real click: pointer down (Ark menus highlight the item then) and focus come before it. Each
 * step in its own async act: Ark's state machines settle in microtasks.
 */
const press = async (element: HTMLElement) => {
  await act(async () => fireEvent.pointerDown(element));
  await act(async () => element.focus());
  await act(async () => fireEvent.click(element));
};
const layoutReady = () => screen.findByRole('navigation', { name: layout.navLabel });

describe('sidebar entries per role (§2, §6)', () => {
  it('regular users see the everyday entries only', async () => {
    renderSignedIn(paths.leads, 'regular');
    await layoutReady();
    for (const name of EVERYONE) expect(navLink(name), name).not.toBeNull();
    for (const name of [...ADMIN_ONLY, layout.inviteUser]) expect(navLink(name), name).toBeNull();
  });

  it('org admins also get Invite User, not the admin entries', async () => {
    renderSignedIn(paths.leads, 'orgAdmin');
    await layoutReady();
    expect(navLink(layout.inviteUser)).not.toBeNull();
    for (const name of ADMIN_ONLY) expect(navLink(name), name).toBeNull();
  });

  it('super admins see everything, with the paths of the route table', async () => {
    renderSignedIn(paths.leads, 'superAdmin');
    await layoutReady();
    for (const name of [...EVERYONE, ...ADMIN_ONLY, layout.inviteUser]) expect(navLink(name), name).not.toBeNull();
    expect(navLink(layout.prospectNow)?.getAttribute('href')).toBe(paths.prospectUpload);
    expect(navLink(layout.inviteUser)?.getAttribute('href')).toBe(paths.inviteUser);
  });
});

describe('sidebar behaviour', () => {
  it('opens the current page’s group, one group at a time, and marks the active entry', async () => {
    renderSignedIn(paths.resources, 'regular');
    await layoutReady();
    expect(groupTrigger(layout.user).getAttribute('aria-expanded')).toBe('true');
    expect(groupTrigger(layout.manage).getAttribute('aria-expanded')).toBe('false');
    expect(screen.getByRole('link', { name: layout.resources }).getAttribute('aria-current')).toBe('page');
    expect(navLink(layout.profile)?.getAttribute('aria-current')).toBeNull();

    await press(groupTrigger(layout.manage));
    await waitFor(() => expect(groupTrigger(layout.manage).getAttribute('aria-expanded')).toBe('true'));
    expect(groupTrigger(layout.user).getAttribute('aria-expanded')).toBe('false');
  });

  it('collapses to icons only (labels stay as accessible names) and expands again', async () => {
    renderSignedIn(paths.leads, 'regular');
    await layoutReady();
    const toggle = screen.getByRole('button', { name: layout.menuToggle });
    const sidebar = screen.getByTestId('sidebar');
    expect(toggle.getAttribute('aria-expanded')).toBe('true');
    expect(toggle.getAttribute('aria-controls')).toBe(sidebar.id);
    expect(sidebar.hasAttribute('data-collapsed')).toBe(false);
    expect(getComputedStyle(sidebar).width).toBe(`${SIDEBAR_WIDTH}px`);
    expect(within(sidebar).getByText(layout.leads)).toBeTruthy();

    await press(toggle);
    expect(toggle.getAttribute('aria-expanded')).toBe('false');
    expect(sidebar.hasAttribute('data-collapsed')).toBe(true);
    expect(getComputedStyle(sidebar).width).toBe(`${SIDEBAR_COLLAPSED_WIDTH}px`);
    // The header and the content move along with the sidebar's edge.
    expect(getComputedStyle(screen.getByTestId('header')).insetInlineStart).toBe(`${SIDEBAR_COLLAPSED_WIDTH}px`);
    // The visible label is gone; the link keeps its name through aria-label.
    expect(within(sidebar).queryByText(layout.leads)).toBeNull();
    expect(screen.getByRole('link', { name: layout.leads }).getAttribute('aria-label')).toBe(layout.leads);

    await press(toggle);
    expect(toggle.getAttribute('aria-expanded')).toBe('true');
    expect(within(sidebar).getByText(layout.leads)).toBeTruthy();
    expect(getComputedStyle(sidebar).width).toBe(`${SIDEBAR_WIDTH}px`);
  });

  it('the brand leads home to the lead list from any page, in one click (issue 15)', async () => {
    const { router } = renderSignedIn(paths.profile, 'regular');
    await layoutReady();
    const brand = screen.getByTestId('brand-home');
    expect(brand.getAttribute('aria-label')).toBe(`${auth.appName}: ${layout.leads}`);
    await press(brand);
    await waitFor(() => expect(router.state.location.pathname).toBe(paths.leads));
  });

  // Issue 15: people who like it narrow should not have to collapse it on every visit.
  it('remembers the collapsed state across visits', async () => {
    const first = renderSignedIn(paths.leads, 'regular');
    await layoutReady();
    await press(screen.getByRole('button', { name: layout.menuToggle }));
    expect(localStorage.getItem(SIDEBAR_COLLAPSED_KEY)).toBe('1');
    first.unmount();
    renderSignedIn(paths.leads, 'regular');
    await layoutReady();
    expect(screen.getByTestId('sidebar').hasAttribute('data-collapsed')).toBe(true);
    expect(screen.getByRole('button', { name: layout.menuToggle }).getAttribute('aria-expanded')).toBe('false');
  });
});

describe('mobile: below 600 px the sidebar is a drawer', () => {
  const desktopMatchMedia = window.matchMedia;
  beforeEach(() => {
    window.matchMedia = (query: string) => ({ ...desktopMatchMedia(query), media: query, matches: query === '(max-width: 599.98px)' });
  });
  afterEach(() => {
    window.matchMedia = desktopMatchMedia;
  });

  it('opens from the header toggle and closes on navigation', async () => {
    const { router } = renderSignedIn(paths.leads, 'regular');
    const toggle = await screen.findByRole('button', { name: layout.menuToggle });
    expect(screen.queryByTestId('sidebar')).toBeNull();
    expect(screen.queryByRole('navigation', { name: layout.navLabel })).toBeNull();
    expect(toggle.getAttribute('aria-expanded')).toBe('false');

    await press(toggle);
    const drawer = await screen.findByRole('dialog');
    expect(toggle.getAttribute('aria-expanded')).toBe('true');
    await press(within(drawer).getByRole('button', { name: new RegExp(`^${layout.user}`) }));
    await press(within(drawer).getByRole('link', { name: layout.profile }));

    await waitFor(() => expect(router.state.location.pathname).toBe(paths.profile));
    expect(toggle.getAttribute('aria-expanded')).toBe('false');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });
});

describe('header and account menu', () => {
  // Issue 15: people mostly want the answer where they signed in.
  it('CONTACT US starts with the signed-in user\'s email as the contact', async () => {
    renderSignedIn(paths.leads, 'orgAdmin');
    await layoutReady();
    await press(screen.getByRole('button', { name: support.open }));
    const dialog = await screen.findByRole('dialog');
    expect((within(dialog).getByRole('textbox', { name: support.contact }) as HTMLInputElement).value).toBe(viewers.orgAdmin.email);
  });

  it('shows name, email and role label, and Edit Profile goes to the profile', async () => {
    const { router } = renderSignedIn(paths.leads, 'orgAdmin');
    await layoutReady();
    await press(screen.getByRole('button', { name: new RegExp(layout.accountMenu) }));
    const menu = await screen.findByRole('menu');
    await waitFor(() => expect(menu.hidden).toBe(false));
    const summary = within(menu).getByTestId('account-summary');
    expect(within(summary).getByText('Olga Sun')).toBeTruthy();
    expect(within(summary).getByText(viewers.orgAdmin.email)).toBeTruthy();
    expect(within(summary).getByText(viewers.orgAdmin.roleLabel)).toBeTruthy();
    // The avatar falls back to the initials without an image.
    expect(screen.getByRole('button', { name: new RegExp(layout.accountMenu) }).textContent).toContain('OS');

    await press(within(menu).getByRole('menuitem', { name: layout.editProfile }));
    await waitFor(() => expect(router.state.location.pathname).toBe(paths.profile));
  });

  it('Logout sends the logout mutation, forgets the last access time, then lands on /login', async () => {
    const { environment, router } = renderSignedIn(paths.leads, 'regular');
    await layoutReady();
    expect(localStorage.getItem(LAST_ACCESS_KEY)).not.toBeNull();
    await press(screen.getByRole('button', { name: new RegExp(layout.accountMenu) }));
    await press(await screen.findByRole('menuitem', { name: layout.logout }));

    await pendingOperation(environment, 'useLogoutMutation');
    expect(localStorage.getItem(LAST_ACCESS_KEY)).toBeNull();
    await answer(environment, 'useLogoutMutation', { logout: { ok: true } });
    await answer(environment, 'ViewerProviderQuery', { viewer: null });
    expect(await screen.findByRole('heading', { name: auth.loginTitle })).toBeTruthy();
    expect(router.state.location.pathname).toBe(paths.login);
  });
});

describe('content area', () => {
  it('welcomes the user, naming the organization (§1)', async () => {
    renderSignedIn(paths.leads, 'regular');
    await layoutReady();
    expect(screen.getByText(layout.welcomeText('Sunny Co'))).toBeTruthy();
    expect(layout.welcomeText('Sunny Co')).toMatch(/add leads, generate documents and track deals/);
  });

  it('dismisses the welcome for good, per user (issue 15)', async () => {
    const first = renderSignedIn(paths.leads, 'regular');
    await layoutReady();
    await press(screen.getByRole('button', { name: layout.dismissWelcome }));
    expect(screen.queryByTestId('welcome')).toBeNull();
    first.unmount();
    const again = renderSignedIn(paths.leads, 'regular');
    await layoutReady();
    expect(screen.queryByTestId('welcome')).toBeNull();
    again.unmount();
    // Another person on the same browser still gets theirs.
    renderSignedIn(paths.leads, 'orgAdmin');
    await layoutReady();
    expect(screen.getByTestId('welcome')).toBeTruthy();
  });

  it('tells the gateway who hid it (issue 28: the page’s HTML draws the banner), also for a choice made before', async () => {
    document.cookie = `${WELCOME_HIDDEN_COOKIE}=; Max-Age=0; Path=/`;
    const first = renderSignedIn(paths.leads, 'regular');
    await layoutReady();
    await press(screen.getByRole('button', { name: layout.dismissWelcome }));
    const hidden = welcomeHiddenIds(document.cookie);
    expect(hidden).toHaveLength(1);
    first.unmount();
    // Dismissed in this browser before the cookie existed: the next visit writes it.
    document.cookie = `${WELCOME_HIDDEN_COOKIE}=; Max-Age=0; Path=/`;
    expect(welcomeHiddenIds(document.cookie)).toEqual([]);
    renderSignedIn(paths.leads, 'regular');
    await layoutReady();
    expect(screen.queryByTestId('welcome')).toBeNull();
    expect(welcomeHiddenIds(document.cookie)).toEqual(hidden);
  });

  it('offers a skip link to the main content', async () => {
    renderSignedIn(paths.leads, 'regular');
    await layoutReady();
    const skip = screen.getByRole('link', { name: layout.skipToContent });
    const target = document.querySelector(skip.getAttribute('href')!);
    expect(target?.tagName).toBe('MAIN');
    expect(target?.getAttribute('tabindex')).toBe('-1');
  });

  it('has the three policy links (new tab, through the app\'s preview, which signs the URL when it opens) and the copyright line in the footer', async () => {
    renderSignedIn(paths.leads, 'regular');
    const preview = (policy: string, name: string) => `/document-preview?${new URLSearchParams({ policy, filename: name, back: paths.leads })}`;
    const footer = await screen.findByRole('contentinfo');
    const privacy = await within(footer).findByRole('link', { name: new RegExp(layout.privacyPolicy) });
    expect(privacy.getAttribute('href')).toBe(preview('privacyPolicy', policyFiles.privacyPolicy.name));
    expect(privacy.getAttribute('target')).toBe('_blank');
    expect(privacy.getAttribute('rel')).toContain('noopener');
    const platform = within(footer).getByRole('link', { name: new RegExp(layout.platformAgreement) });
    expect(platform.getAttribute('href')).toBe(preview('platformAgreement', policyFiles.platformAgreement.name));
    const terms = within(footer).getByRole('link', { name: new RegExp(layout.termsAndConditions) });
    expect(terms.getAttribute('href')).toBe(preview('termsOfService', policyFiles.termsOfService.name));
    expect(within(footer).getByText(`© ${new Date().getFullYear()} ${COMPANY_NAME}`)).toBeTruthy();
  });
});

describe('idle time-out at load (§4)', () => {
  it('signs out at once when the stored last access is older than the time-out', async () => {
    localStorage.setItem(LAST_ACCESS_KEY, String(Date.now() - 1441 * 60_000));
    const { environment } = renderSignedIn(paths.leads, 'regular');
    await pendingOperation(environment, 'useLogoutMutation');
    expect(await screen.findByText('You were signed out after 1440 minutes without activity.')).toBeTruthy();
    await answer(environment, 'useLogoutMutation', { logout: { ok: true } });
    await answer(environment, 'ViewerProviderQuery', { viewer: null });
    expect(await screen.findByRole('heading', { name: auth.loginTitle })).toBeTruthy();
    expect(localStorage.getItem(LAST_ACCESS_KEY)).toBeNull();
  });

  it('stays signed in (and records the access) when the stored time is recent', async () => {
    const recent = Date.now() - 60 * 60_000;
    localStorage.setItem(LAST_ACCESS_KEY, String(recent));
    const { environment } = renderSignedIn(paths.leads, 'regular');
    await layoutReady();
    expect(Number(localStorage.getItem(LAST_ACCESS_KEY))).toBeGreaterThan(recent);
    expect(environment.mock.getAllOperations().map((op) => op.request.node.params.name)).not.toContain('useLogoutMutation');
  });
});
