import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { errors, layout } from '../src/messages';
import { listTexts as text } from '../src/screens/Leads/texts';
import { LEAD_SEARCH_MAX } from '../src/validation/limits';
import { checkScreen, demoUsers, launchBrowser, openSession, signIn, until, visible } from './harness/browser';

/**
 * Issue 11, "in the browser: prevent, then place": an inverted Updated range or a search over the
 * api's 200 characters used to replace the lead list with a developer message naming the
 * operation, which "Try again" repeated and only a reload cleared. A careless user (and a
 * hand-typed address) can no longer produce either, and the list never shows the raw error.
 */

const params = (page: Page) => Object.fromEntries(new URL(page.url()).searchParams);
const searchbox = (page: Page) => page.getByRole('searchbox', { name: text.search });

/** The list answered: its summary is on screen, and no failure text anywhere. */
async function listShown(page: Page) {
  await visible(page.getByRole('region', { name: text.summaryLabel }));
  expect(await page.getByText(errors.generic).count()).toBe(0);
  expect(await page.getByText(/LeadListScreenQuery|No data returned|operation/).count()).toBe(0);
}

describe('the lead list under bad input (issue 11)', () => {
  let browser: Browser;
  beforeAll(async () => { browser = await launchBrowser(); });
  afterAll(async () => { await browser?.close(); });

  it('cannot invert the range, cuts a long paste, ignores a bad address, and survives navigating away and back', async () => {
    const session = await openSession(browser);
    const { page } = session;
    await signIn(page, demoUsers.orgAdmin);
    await visible(page.getByRole('table'));

    // The range picker: an end picked past the other swaps them; the inputs bound each other.
    const from = page.getByLabel(text.updatedFrom);
    const to = page.getByLabel(text.updatedTo);
    await to.fill('2025-01-01');
    await until(() => Promise.resolve(params(page).updated), (value) => value === ',2025-01-01');
    await from.fill('2025-06-01');
    await until(() => Promise.resolve(params(page).updated), (value) => value === '2025-01-01,2025-06-01');
    // The inputs follow once the filtered list has answered (the change is a transition).
    await until(() => from.inputValue(), (value) => value === '2025-01-01');
    expect(await to.inputValue()).toBe('2025-06-01');
    expect(await to.getAttribute('min')).toBe('2025-01-01');
    expect(await from.getAttribute('max')).toBe('2025-06-01');
    await listShown(page);
    await page.getByRole('button', { name: text.clearFilters }).first().click();
    await until(() => Promise.resolve(params(page).updated), (value) => value === undefined);

    // A 300-character paste is cut to the api's limit, and the list answers.
    await searchbox(page).click();
    await page.keyboard.insertText('harbor '.repeat(43).slice(0, 300));
    expect((await searchbox(page).inputValue()).length).toBe(LEAD_SEARCH_MAX);
    await until(() => Promise.resolve(params(page).search ?? ''), (value) => value.length > 0);
    expect(params(page).search.length).toBeLessThanOrEqual(LEAD_SEARCH_MAX);
    await listShown(page);

    // Hand-typed addresses: nothing the api refuses is sent, so the list is never locked.
    await page.goto('/manage/leads?updated=inverted');
    await visible(page.getByRole('table'));
    await listShown(page);
    await page.goto(`/manage/leads?updated=2025-06-01%2C2025-01-01&search=${'z'.repeat(300)}`);
    await listShown(page);
    expect((await searchbox(page).inputValue()).length).toBe(LEAD_SEARCH_MAX);
    await until(() => page.getByLabel(text.updatedFrom).inputValue(), (value) => value === '2025-01-01');
    expect(await page.getByLabel(text.updatedTo).inputValue()).toBe('2025-06-01');
    await page.goto('/manage/leads?updated=2026-02-30%2C');
    await visible(page.getByRole('table'));
    await listShown(page);

    // Away to another screen and back: the list comes back, no reload needed. (One sidebar group
    // is open at a time: Manage, where Leads is, starts open; Profile is under User.)
    const nav = page.getByRole('navigation', { name: layout.navLabel });
    const openGroup = async (group: string, link: string) => {
      if (!(await nav.getByRole('link', { name: link }).isVisible())) await nav.getByRole('button', { name: group, exact: true }).click();
      await (await visible(nav.getByRole('link', { name: link }))).click();
    };
    await openGroup(layout.user, layout.profile);
    await page.waitForURL('**/user/profile');
    await page.goBack();
    await page.waitForURL('**/manage/leads**');
    await visible(page.getByRole('table'));
    await listShown(page);
    await openGroup(layout.manage, layout.leads);
    await page.waitForURL((url) => url.pathname === '/manage/leads' && url.search === '');
    await visible(page.getByRole('table'));
    await listShown(page);
    await checkScreen(session, 'bad-input-leadlist');
    await session.close();
  }, 180_000);
});
