import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { notificationTexts as text } from '../src/screens/Notifications/texts';
import { checkScreen, DEMO_PASSWORD, demoUsers, gatewayRequest, launchBrowser, openSession, PHONE, signIn, visible } from './harness/browser';

const LOGIN = 'mutation($input: LoginInput!) { login(input: $input) { viewer { id } } }';

async function sessionCookie(email: string): Promise<string> {
  const { cookie } = await gatewayRequest(LOGIN, { input: { emailOrPhone: email, password: DEMO_PASSWORD } });
  if (!cookie) throw new Error(`no session cookie for ${email}`);
  return cookie;
}

interface Setup { leads: { id: string; databaseId: number; name: string }[]; organizationId: string; userId: string }

/**
 * A real event: the super admin assigns two of the demo organization's leads to user@demo.test
 * (whose earlier notifications, from the seed's proposals, are marked read first, so the count is exact).
 */
async function assignTwoLeadsToUser(): Promise<Setup> {
  const userCookie = await sessionCookie(demoUsers.regular);
  await gatewayRequest('mutation { markNotificationsRead(all: true) { unreadCount } }', {}, userCookie);
  const admin = await sessionCookie(demoUsers.superAdmin);
  const { data } = await gatewayRequest<{
    viewer: { assignableOrganizations: { id: string; users: { userId: string; email: string }[] }[] };
    leads: { edges: { node: { id: string; databaseId: number; name: string; organization: { id: string }; associatedUser: { userId: string } | null } }[] };
  }>(`{ viewer { assignableOrganizations { id users { userId email } } }
        leads(first: 200) { edges { node { id databaseId name organization { id } associatedUser { userId } } } } }`, {}, admin);
  const org = data.viewer.assignableOrganizations.find((o) => o.users.some((u) => u.email === demoUsers.regular));
  if (!org) throw new Error('no organization with user@demo.test');
  const userId = org.users.find((u) => u.email === demoUsers.regular)!.userId;
  const leads = data.leads.edges.map((e) => e.node)
    .filter((l) => l.organization.id === org.id && l.associatedUser?.userId !== userId)
    .slice(0, 2);
  if (leads.length < 2) throw new Error('fewer than two demo leads to assign');
  for (const lead of leads) {
    await gatewayRequest('mutation($id: ID!, $org: ID!, $user: ID) { assignLead(id: $id, organizationId: $org, userId: $user) { userErrors { messages } } }',
      { id: lead.id, org: org.id, user: userId }, admin);
  }
  return { leads, organizationId: org.id, userId };
}

const bell = (page: Page) => page.getByTestId('notification-bell');

describe('notifications: a real event reaches the header and the notifications page', () => {
  let browser: Browser;
  let setup: Setup;
  beforeAll(async () => {
    browser = await launchBrowser();
    setup = await assignTwoLeadsToUser();
  });
  afterAll(async () => { await browser?.close(); });

  it('shows the unread count, lists the assignments linking to the leads, and mark all read clears the count', async () => {
    const session = await openSession(browser);
    const { page } = session;
    await signIn(page, demoUsers.regular);
    await visible(page.getByRole('link', { name: text.bell(2) }));
    expect(await page.getByTestId('notification-count').textContent()).toBe('2');

    await bell(page).click();
    await page.waitForURL('**/user/notifications');
    const list = await visible(page.getByRole('list', { name: text.listLabel }));
    const newest = list.getByRole('listitem').first();
    // Newest first: the second assignment is on top, unread, linking to its lead.
    const [first, second] = setup.leads;
    await visible(newest.getByText(second.name, { exact: false }));
    const link = newest.getByRole('link', { name: `${text.unread}: Lead assigned to you` });
    expect(await link.getAttribute('href')).toBe(`/manage/leads/${second.databaseId}`);
    await visible(list.getByText(first.name, { exact: false }));
    expect(await page.getByTestId('unread-summary').textContent()).toBe(text.unreadSummary(2));
    await checkScreen(session, 'notify-list');

    await page.getByRole('button', { name: text.markAllRead }).click();
    await visible(page.getByText(text.allMarkedRead, { exact: true }));
    await visible(page.getByRole('link', { name: text.bell(0), exact: true }));
    expect(await page.getByTestId('notification-count').count()).toBe(0);
    expect(await page.getByTestId('unread-summary').textContent()).toBe(text.unreadSummary(0));
    await checkScreen(session, 'notify-all-read');

    // The item still opens what it is about.
    await newest.getByRole('link', { name: `${text.read}: Lead assigned to you` }).click();
    await page.waitForURL(`**/manage/leads/${second.databaseId}`);
    expect(session.graphql.map((c) => c.operationName)).toContain('useMarkNotificationsReadMutation');
    await session.close();
  });

  it('fits a phone: the bell stays in the header and the list wraps', async () => {
    const session = await openSession(browser, PHONE);
    await signIn(session.page, demoUsers.regular);
    await session.page.goto('/user/notifications');
    await visible(session.page.getByRole('list', { name: text.listLabel }));
    await visible(bell(session.page));
    const overflow = await session.page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
    expect(overflow).toBeLessThanOrEqual(0);
    await checkScreen(session, 'notify-phone');
    await session.close();
  });

  // Issue 14: the bell follows live updates: a new notification, and read marks made elsewhere,
  // show on an open page without a reload and without the bell asking again.
  it('an open page\'s bell counts a new notification at once, and clears when it is read in another tab', async () => {
    const session = await openSession(browser);
    const { page } = session;
    await signIn(page, demoUsers.regular);
    const userCookie = await sessionCookie(demoUsers.regular);
    await gatewayRequest('mutation { markNotificationsRead(all: true) { unreadCount } }', {}, userCookie);
    await visible(page.getByRole('link', { name: text.bell(0), exact: true }), 30_000);
    const from = session.graphql.length;

    const admin = await sessionCookie(demoUsers.superAdmin);
    const [lead] = setup.leads;
    // Assigned away and back: the user gets one new "Lead assigned to you".
    const { data } = await gatewayRequest<{ viewer: { assignableOrganizations: { id: string; users: { userId: string; email: string }[] }[] } }>(
      '{ viewer { assignableOrganizations { id users { userId email } } } }', {}, admin);
    const other = data.viewer.assignableOrganizations.find((o) => o.id === setup.organizationId)!.users.find((u) => u.email !== demoUsers.regular)!;
    const assign = 'mutation($id: ID!, $org: ID!, $user: ID) { assignLead(id: $id, organizationId: $org, userId: $user) { userErrors { messages } } }';
    await gatewayRequest(assign, { id: lead.id, org: setup.organizationId, user: other.userId }, admin);
    await gatewayRequest(assign, { id: lead.id, org: setup.organizationId, user: setup.userId }, admin);
    await visible(page.getByRole('link', { name: text.bell(1), exact: true }), 15_000);

    await gatewayRequest('mutation { markNotificationsRead(all: true) { unreadCount } }', {}, userCookie);
    await visible(page.getByRole('link', { name: text.bell(0), exact: true }), 15_000);
    expect(session.graphql.slice(from).map((c) => c.operationName)).not.toContain('NotificationBellQuery');
    await session.close();
  });
});
