import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auth, layout, shell } from '../src/messages';
import { listTexts } from '../src/screens/Leads/texts';
import { baseUrl, checkScreen, demoUsers, DESKTOP, launchBrowser, openSession, PHONE, screenshot, signIn, visible } from './harness/browser';

/**
 * Issue 28, the app shell: the gateway's HTML draws the route's frame (the sign-in card, the
 * signed-in header and sidebar with the list's heading or the lead page's skeleton) before any
 * script runs, and React's first commit replaces it: nothing of it is left, nothing is doubled.
 * A signed-in page's HTML also names its viewer (the welcome banner) and a lead page its lead, at
 * the place and size React draws them (the page's largest text: painted from the HTML).
 */
const box = (page: Page, selector: string) => page.locator(selector).first().boundingBox();
const near = (a: { x: number; y: number; width: number; height: number } | null, b: typeof a, what: string) => {
  for (const side of ['x', 'y', 'width', 'height'] as const) expect(Math.abs(a![side] - b![side]), `${what} ${side}: ${JSON.stringify(a)} vs ${JSON.stringify(b)}`).toBeLessThanOrEqual(1);
};
const WELCOME = layout.welcomeTitle('Olivia');
/** Where a heading's text is painted (what the browser's largest-paint measures), not its element's box. */
const textBox = (page: Page, selector: string) => page.locator(selector).first().evaluate((element) => {
  const range = document.createRange();
  range.selectNodeContents(element);
  const { x, y, width, height } = range.getBoundingClientRect();
  return { x, y, width, height };
});
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
      // The viewer's welcome, named from the session (the demo org admin of Sunrise Solar Partners).
      await visible(bare.getByRole('heading', { level: 2, name: WELCOME }));
      await visible(bare.getByText(layout.welcomeText('Sunrise Solar Partners')));
      // The sidebar is a drawer on phones (not drawn), fixed at the left from 600 px.
      expect(await bare.locator('.ps-side').isVisible()).toBe(name === 'desktop');
      expect(await noSideScroll(bare)).toBe(true);
      await screenshot(bare, `app-shell-list-${name}`);
      const shellHeader = await box(bare, 'header');
      const shellWelcome = await box(bare, '.ps-welcome');

      await bare.goto(leadHref!);
      await visible(bare.getByRole('status', { name: shell.loading }));
      const shellTitle = await textBox(bare, 'h1');
      expect(await bare.getByRole('heading', { level: 1 }).count()).toBe(1);
      expect(await noSideScroll(bare)).toBe(true);
      await screenshot(bare, `app-shell-lead-${name}`);
      // Someone else's lead, or no lead at all: no name, the skeleton.
      await bare.goto('/manage/leads/2147483647');
      await visible(bare.getByRole('status', { name: shell.loading }));
      expect(await bare.getByRole('heading', { level: 1 }).count()).toBe(0);
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
      // The app's banner is where and as large as the HTML drew it: no jump, no later "largest paint".
      near(await box(page, '[data-testid="welcome"]'), shellWelcome, 'welcome');
      await checkScreen(session, `app-shell-list-after-${name}`);

      await page.goto(leadHref!);
      await visible(page.getByRole('tab').first());
      expect(await page.locator('.ps-app, .ps-auth').count()).toBe(0);
      expect(await page.getByRole('main').count()).toBe(1);
      expect(await page.getByRole('heading', { level: 1 }).count()).toBe(1);
      near(await textBox(page, 'h1'), shellTitle, 'lead name');

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

    // Dismissed in the app: the next page's HTML leaves the banner out too (the cookie the gateway reads).
    await page.goto('/manage/leads');
    await (await visible(page.getByRole('button', { name: layout.dismissWelcome }))).click();
    expect(await page.getByTestId('welcome').count()).toBe(0);
    const after: BrowserContext = await browser.newContext({ baseURL: baseUrl(), viewport: PHONE, javaScriptEnabled: false });
    await after.addCookies(await session.context.cookies());
    const bare = await after.newPage();
    await bare.goto('/manage/leads');
    await visible(bare.getByRole('heading', { level: 1, name: listTexts.title }));
    expect(await bare.getByRole('heading', { level: 2, name: WELCOME }).count()).toBe(0);
    await after.close();
    await session.close();
  });
});
