import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auth } from '../src/messages';
import { demoUsers, launchBrowser, openSession, signIn, until, visible, type Session } from './harness/browser';

/**
 * Issue 28, "fetch while the code loads", in the production build: the page's first script asks
 * for the viewer and the route's data before the app's chunks have arrived, and the app takes those
 * answers instead of asking again.
 */
const operationsSince = (session: Session, mark: number) => session.graphql.slice(mark).map((call) => call.operationName);
const count = (names: (string | null)[], name: string) => names.filter((n) => n === name).length;

describe('route data starts with the page', () => {
  let browser: Browser;
  beforeAll(async () => { browser = await launchBrowser(); });
  afterAll(async () => { await browser?.close(); });

  it('a reload of the list or a lead asks for each query once; after a sign-out nothing is asked early', async () => {
    const session = await openSession(browser);
    const { page } = session;
    await signIn(page, demoUsers.orgAdmin);
    await visible(page.locator('table tbody tr').first());
    expect(await page.locator('head script[async][src^="/assets/early-"]').count()).toBe(1);

    let mark = session.graphql.length;
    await page.reload();
    await visible(page.locator('table tbody tr').first());
    const listLoad = operationsSince(session, mark);
    expect(count(listLoad, 'LeadListScreenQuery')).toBe(1);
    expect(count(listLoad, 'ViewerProviderQuery')).toBe(1);
    // Three ask for it (the first script, the entry module, the screen): the first one's answer serves all.

    // A lead opened from the list, then reloaded: one LeadPageQuery each time.
    const firstLead = page.locator('table tbody tr a[href^="/manage/leads/"]').first();
    const href = await firstLead.getAttribute('href');
    mark = session.graphql.length;
    await firstLead.click();
    await page.waitForURL(`**${href}`);
    await visible(page.getByRole('heading', { level: 1 }).first());
    expect(count(operationsSince(session, mark), 'LeadPageQuery')).toBe(1);
    mark = session.graphql.length;
    await page.reload();
    await visible(page.getByRole('heading', { level: 1 }).first());
    expect(count(operationsSince(session, mark), 'LeadPageQuery')).toBe(1);

    // Signed out (the session ended elsewhere): the sign-in page is shown, and the next load of a
    // signed-in address asks for the viewer only.
    // (The app's form, not the heading: the page's HTML draws the sign-in heading before the app runs.)
    await session.context.clearCookies();
    await page.goto('/manage/leads');
    await visible(page.getByLabel(auth.email));
    // The app has seen the sign-out (its effect records it after the form is drawn).
    await until(() => page.evaluate(() => localStorage.getItem('portal.routeRole')), (role) => role === 'signed-out');
    mark = session.graphql.length;
    await page.goto('/manage/leads');
    await visible(page.getByLabel(auth.email));
    expect(count(operationsSince(session, mark), 'LeadListScreenQuery')).toBe(0);
    await session.close();
  });
});
