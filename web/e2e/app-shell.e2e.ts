import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auth, shell } from '../src/messages';
import { listTexts } from '../src/screens/Leads/texts';
import { baseUrl, checkScreen, demoUsers, DESKTOP, launchBrowser, openSession, PHONE, screenshot, signIn, visible } from './harness/browser';

/**
 * Issue 28, the app shell: the gateway's HTML draws the route's frame (the sign-in card, the
 * signed-in header and sidebar with the list's heading or the lead page's skeleton) before any
 * script runs, and React's first commit replaces it: nothing of it is left, nothing is doubled.
 */
const box = (page: Page, selector: string) => page.locator(selector).first().boundingBox();
const noSideScroll = (page: Page) => page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth);

describe('the app shell', () => {
  let browser: Browser;
  beforeAll(async () => { browser = await launchBrowser(); });
  afterAll(async () => { await browser?.close(); });

  it('draws each route kind from the HTML alone, on a phone and a desktop, where the app then draws it', async () => {
    const session = await openSession(browser, PHONE);
    const { page } = session;
    await signIn(page, demoUsers.orgAdmin);
    await visible(page.locator('[data-testid="lead-cards"] li, table tbody tr').first());
    const leadHref = await page.locator('a[href^="/manage/leads/"]').first().getAttribute('href');
    expect(leadHref).toMatch(/^\/manage\/leads\/\d+$/);
    const cookies = await session.context.cookies();

    for (const [name, viewport] of [['phone', PHONE], ['desktop', DESKTOP]] as const) {
      // No script at all: what a phone shows while the app's JavaScript is on its way.
      const noScript: BrowserContext = await browser.newContext({ baseURL: baseUrl(), viewport, javaScriptEnabled: false, reducedMotion: 'reduce' });
      const bare = await noScript.newPage();
      await bare.goto('/login');
      await visible(bare.getByRole('heading', { level: 1, name: auth.loginTitle }));
      await visible(bare.getByText(auth.appName));
      expect(await noSideScroll(bare)).toBe(true);
      await screenshot(bare, `app-shell-login-${name}`);
      const shellHeading = await box(bare, 'h1');

      await noScript.addCookies(cookies);
      await bare.goto('/manage/leads');
      await visible(bare.getByRole('heading', { level: 1, name: listTexts.title }));
      await visible(bare.getByRole('banner'));
      await visible(bare.getByRole('status', { name: shell.loading }));
      // The sidebar is a drawer on phones (not drawn), fixed at the left from 600 px.
      expect(await bare.locator('.ps-side').isVisible()).toBe(name === 'desktop');
      expect(await noSideScroll(bare)).toBe(true);
      await screenshot(bare, `app-shell-list-${name}`);
      const shellHeader = await box(bare, 'header');

      await bare.goto(leadHref!);
      await visible(bare.getByRole('status', { name: shell.loading }));
      expect(await bare.getByRole('heading', { level: 1 }).count()).toBe(0);
      expect(await noSideScroll(bare)).toBe(true);
      await screenshot(bare, `app-shell-lead-${name}`);
      await noScript.close();

      // The app: the shell is gone, one of each landmark and heading, and the frame where the shell drew it.
      await page.setViewportSize(viewport);
      await page.goto('/manage/leads');
      await visible(page.locator('[data-testid="lead-cards"] li, table tbody tr').first());
      expect(await page.locator('.ps-app, .ps-auth').count()).toBe(0);
      expect(await page.getByRole('main').count()).toBe(1);
      expect(await page.getByRole('banner').count()).toBe(1);
      expect(await page.getByRole('heading', { level: 1 }).count()).toBe(1);
      expect(await box(page, 'header')).toEqual(shellHeader);
      await checkScreen(session, `app-shell-list-after-${name}`);

      await page.goto(leadHref!);
      await visible(page.getByRole('tab').first());
      expect(await page.locator('.ps-app, .ps-auth').count()).toBe(0);
      expect(await page.getByRole('main').count()).toBe(1);
      expect(await page.getByRole('heading', { level: 1 }).count()).toBe(1);

      // Signed out: the sign-in card's heading is where the shell drew it.
      const signedOut = await browser.newContext({ baseURL: baseUrl(), viewport, reducedMotion: 'reduce' });
      const login = await signedOut.newPage();
      await login.goto('/login');
      await visible(login.getByLabel(auth.email));
      expect(await login.locator('.ps-auth').count()).toBe(0);
      expect(await login.getByRole('heading', { level: 1 }).count()).toBe(1);
      const appHeading = await box(login, 'h1');
      // The shell's card is the app's card's size (its form's heights), so the heading does not move.
      for (const side of ['x', 'y', 'width', 'height'] as const) expect(Math.abs(appHeading![side] - shellHeading![side]), side).toBeLessThanOrEqual(1);
      await signedOut.close();
    }
    await session.close();
  });
});
