import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { tableTexts } from '../src/components/table/texts';
import { access, auth, success } from '../src/messages';
import { inviteManageTexts } from '../src/screens/Admin/Invite/texts';
import { adminTexts } from '../src/screens/Admin/texts';
import { checkScreen, demoUsers, linkFromMail, launchBrowser, openSession, PHONE, scrollSize, signIn, until, visible, type Session } from './harness/browser';

const text = adminTexts;
const ADMIN_PATHS = [
  '/manage/agreements',
  '/manage/proposals',
  '/manage/bulk-enrichment',
  '/manage/prospect-now-bulk-enrichment/upload',
  '/manage/prospect-now-bulk-enrichment/upload-details?id=1',
];

/** The "1–10 of N" line under a table. */
async function rangeText(page: Page) {
  return (await visible(page.getByText(/^\d+–\d+ of \d+$/))).textContent();
}

/** A table loads, shows its first 10, and page 2 is the next 10 (the URL keeps the page). */
async function expectPages(session: Session, route: string, tableName: string, screenName: string) {
  const { page } = session;
  await page.goto(route);
  expect(await rangeText(page)).toMatch(/^1–10 of \d+$/);
  const table = page.getByRole('table', { name: tableName });
  expect(await table.getByRole('row').count()).toBe(11);
  await checkScreen(session, screenName);
  await page.getByRole('button', { name: tableTexts.page(2), exact: true }).click();
  await page.waitForURL(/[?&]page=2/);
  await visible(page.getByText(/^11–\d+ of \d+$/));
}

async function expectDenied(page: Page, route: string) {
  await page.goto(route);
  await visible(page.getByText(access.deniedTitle));
  await visible(page.getByText(access.deniedText));
}

describe('admin screens', () => {
  let browser: Browser;
  beforeAll(async () => { browser = await launchBrowser(); });
  afterAll(async () => { await browser?.close(); });

  it('super admin: agreements and proposals load and page', async () => {
    const session = await openSession(browser);
    await signIn(session.page, demoUsers.superAdmin);
    await expectPages(session, '/manage/agreements', text.agreements.table, 'admin-agreements');
    await expectPages(session, '/manage/proposals', text.proposals.table, 'admin-proposals');
    // The lead link of a row opens that lead.
    const leadLink = session.page.getByRole('table', { name: text.proposals.table }).getByRole('link').first();
    await leadLink.click();
    await session.page.waitForURL(/\/manage\/leads\/\d+$/);
    await session.close();
  });

  it('super admin: bulk enrichment lists the files, with their preview links', async () => {
    const session = await openSession(browser);
    const { page } = session;
    await signIn(page, demoUsers.superAdmin);
    await page.goto('/manage/bulk-enrichment');
    const table = await visible(page.getByRole('table', { name: text.enrichment.table }));
    await visible(table.getByText('Central Valley warehouses'));
    const preview = table.getByRole('link', { name: text.enrichment.openFile('Central Valley warehouses') });
    expect(await preview.getAttribute('href')).toMatch(/^\/document-preview\?node=[^&]+&file=file&filename=Central\+Valley\+warehouses\.csv&back=%2Fmanage%2Fbulk-enrichment$/);
    await checkScreen(session, 'admin-bulk-enrichment');
    await session.close();
  });

  it('super admin: upload a prospect CSV, watch it complete without a reload, open its details and start a New Lead', async () => {
    const session = await openSession(browser);
    const { page } = session;
    await signIn(page, demoUsers.superAdmin);
    await page.goto('/manage/prospect-now-bulk-enrichment/upload');
    await visible(page.getByRole('table', { name: text.enrichment.table }));
    await checkScreen(session, 'admin-prospect-upload');

    const name = `E2E prospects ${Date.now()}`;
    const csv = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'prospect-')), 'prospects-e2e.csv');
    // 25 rows: the details page then has three pages of 10.
    const addresses = ['1200 Van Ness Ave, Fresno, CA 93721', ...Array.from({ length: 24 }, (_, i) => `${100 + i} Pearl St, Boulder, CO 80302`)];
    fs.writeFileSync(csv, `address,owner\n${addresses.map((a, i) => `"${a}",O${i}`).join('\n')}\n`);
    // Marks this document: a reload would lose the mark.
    await page.evaluate(() => { (window as unknown as { noReload: boolean }).noReload = true; });
    await page.getByLabel(text.enrichment.nameLabel).fill(name);
    await page.getByTestId('upload-prospect').setInputFiles(csv);
    await visible(page.getByText(success.fileUploaded('prospects-e2e.csv'), { exact: true }));

    const row = page.getByRole('row').filter({ hasText: name });
    await visible(row);
    await visible(row.getByText(text.enrichment.status.COMPLETED), 30_000);
    await visible(row.getByRole('cell', { name: '25', exact: true }));
    expect(await page.evaluate(() => (window as unknown as { noReload?: boolean }).noReload)).toBe(true);
    await checkScreen(session, 'admin-prospect-uploaded');

    await row.getByRole('link', { name: text.enrichment.viewDetailsOf(name) }).click();
    await page.waitForURL(/\/manage\/prospect-now-bulk-enrichment\/upload-details\?id=\d+$/);
    // Navigations are transitions: the uploads table stays on screen until the details arrive.
    await visible(page.getByRole('table', { name: text.details.table }));
    expect(await rangeText(page)).toBe('1–10 of 25');
    expect(await page.getByRole('table', { name: text.details.table }).getByRole('row').count()).toBe(11);
    await checkScreen(session, 'admin-upload-details');

    // 10/20/50 rows a page and the quick jumper (§2); the URL keeps both.
    await page.getByLabel(tableTexts.goToPage).fill('3');
    await page.getByRole('button', { name: tableTexts.go, exact: true }).click();
    await page.waitForURL(/[?&]page=3/);
    await visible(page.getByText('21–25 of 25', { exact: true }));
    expect(await page.getByRole('table', { name: text.details.table }).getByRole('row').count()).toBe(6);
    await page.getByLabel(tableTexts.pageSize).selectOption('50');
    await page.waitForURL((url) => url.searchParams.get('size') === '50' && !url.searchParams.has('page'));
    await visible(page.getByText('1–25 of 25', { exact: true }));
    // A reload keeps the details (the id is in the URL).
    await page.reload();
    await visible(page.getByRole('table', { name: text.details.table }).getByText('1200 Van Ness Ave, Fresno, CA 93721'));

    // A desktop window shows every column; a narrower one scrolls the table sideways with the New
    // Lead action pinned to its end, in view without scrolling.
    const region = page.getByRole('region', { name: text.details.table, exact: true });
    const overflow = async () => { const size = await scrollSize(region); return size.scrollWidth - size.clientWidth; };
    expect(await overflow()).toBeLessThanOrEqual(0);
    await page.setViewportSize({ width: 700, height: 900 });
    await until(overflow, (pixels) => pixels > 0);
    const newLead = page.getByRole('link', { name: text.details.newLeadFor('1200 Van Ness Ave, Fresno, CA 93721') });
    const [action, frame] = await Promise.all([newLead.boundingBox(), region.boundingBox()]);
    expect(action!.x + action!.width).toBeLessThanOrEqual(frame!.x + frame!.width);
    await newLead.click();
    await page.waitForURL('**/manage/intake-form?address=*');
    expect(new URL(page.url()).searchParams.get('address')).toBe('1200 Van Ness Ave, Fresno, CA 93721');
    await session.close();
  });

  it('super admin: invite an organization and a user; the invitee signs up with the company prefilled', async () => {
    const session = await openSession(browser);
    const { page } = session;
    await signIn(page, demoUsers.superAdmin);
    await page.goto('/user/invite-user');
    await visible(page.getByRole('table', { name: text.invite.table }).or(page.getByText(text.invite.emptyTitle)));
    await checkScreen(session, 'admin-invite');

    const orgEmail = `org-${Date.now()}@e2e.test`;
    const orgName = `E2E Bright Roofs ${Date.now()}`;
    await page.getByLabel(text.invite.types.ORGANIZATION).check({ force: true });
    await page.getByRole('textbox', { name: text.invite.email, exact: true }).fill(orgEmail);
    await page.getByRole('textbox', { name: inviteManageTexts.firstName }).fill('Nia');
    await page.getByRole('textbox', { name: inviteManageTexts.lastName }).fill('Bright');
    await page.getByRole('textbox', { name: text.invite.organizationName, exact: true }).fill(orgName);
    await page.getByLabel(text.invite.businessType).selectOption('EPC_MEMBER');
    let from = session.graphql.length;
    await page.getByRole('button', { name: text.invite.send }).click();
    await visible(page.getByText(success.inviteSent, { exact: true }));
    const orgRow = page.getByRole('table', { name: text.invite.table }).getByRole('row').filter({ hasText: orgEmail });
    await visible(orgRow);
    await visible(orgRow.getByText(orgName));
    // The invite, then the table reloaded once with the current page and size.
    expect(session.graphql.slice(from).map((c) => c.operationName)).toEqual(['AdminCreateInviteMutation', 'AdminInviteUserScreenQuery']);

    const userEmail = `user-${Date.now()}@e2e.test`;
    await page.getByLabel(text.invite.types.USER).check({ force: true });
    await page.getByRole('textbox', { name: text.invite.email, exact: true }).fill(userEmail);
    await page.getByRole('button', { name: text.invite.send }).click();
    await visible(page.getByText(/^Required$/));
    await page.getByRole('combobox', { name: text.invite.organization, exact: true }).selectOption({ index: 1 });
    const joined = await page.getByRole('combobox', { name: text.invite.organization, exact: true }).evaluate((el) => (el as HTMLSelectElement).selectedOptions[0].text);
    from = session.graphql.length;
    await page.getByRole('button', { name: text.invite.send }).click();
    await visible(page.getByRole('table', { name: text.invite.table }).getByRole('row').filter({ hasText: userEmail }));
    expect(session.graphql.slice(from).map((c) => c.operationName)).toEqual(['AdminCreateInviteMutation', 'AdminInviteUserScreenQuery']);
    await checkScreen(session, 'admin-invite-sent');

    // Inviting an address again says it re-sent (issue 15); the table lists the invite once.
    const againEmail = `again-${Date.now()}@e2e.test`;
    for (const expected of [success.inviteSent, success.inviteResent]) {
      await page.getByLabel(text.invite.types.USER).check({ force: true });
      await page.getByRole('textbox', { name: text.invite.email, exact: true }).fill(againEmail);
      await page.getByRole('combobox', { name: text.invite.organization, exact: true }).selectOption({ index: 1 });
      const sentFrom = session.graphql.length;
      await page.getByRole('button', { name: text.invite.send }).click();
      // The table reloads once the invite is answered and the form has emptied: only then is the
      // form ready for the next address (the last send's toast may still be showing; under load CI
      // typed the next address before the form emptied, and the send found it empty).
      await until(async () => session.graphql.slice(sentFrom).map((c) => c.operationName), (names) => names.includes('AdminInviteUserScreenQuery'));
      await visible(page.getByText(expected, { exact: true }));
    }
    await visible(page.getByRole('table', { name: text.invite.table }).getByRole('row').filter({ hasText: againEmail }));
    expect(await page.getByRole('table', { name: text.invite.table }).getByRole('row').filter({ hasText: againEmail }).count()).toBe(1);
    await session.close();

    // The invitees open their links signed out: the company is prefilled and cannot be changed.
    for (const [email, company] of [[orgEmail, orgName], [userEmail, joined]] as const) {
      const invitee = await openSession(browser);
      const link = new URL(await linkFromMail(email, '/signup'));
      await invitee.page.goto(`${link.pathname}${link.search}`);
      const companyField = await visible(invitee.page.getByLabel(auth.companyName));
      await invitee.page.waitForFunction((value) => (document.querySelector('input[autocomplete="organization"]') as HTMLInputElement | null)?.value === value, company);
      expect(await companyField.isDisabled()).toBe(true);
      expect(await invitee.page.getByLabel(auth.companyEmail).inputValue()).toBe(email);
      if (email === orgEmail) await checkScreen(invitee, 'admin-invite-signup');
      await invitee.close();
    }
  });

  it('regular user: every admin screen and the invite screen are refused', async () => {
    const session = await openSession(browser);
    await signIn(session.page, demoUsers.regular);
    for (const route of [...ADMIN_PATHS, '/user/invite-user']) await expectDenied(session.page, route);
    await checkScreen(session, 'admin-denied-regular');
    await session.close();
  });

  it('org admin: the invite screen works; the admin tables are refused', async () => {
    const session = await openSession(browser);
    const { page } = session;
    await signIn(page, demoUsers.orgAdmin);
    for (const route of ADMIN_PATHS) await expectDenied(page, route);
    await page.goto('/user/invite-user');
    await visible(page.getByRole('button', { name: text.invite.send }));
    // Org admins invite into their own organization: there is nothing to choose.
    expect(await page.getByRole('combobox', { name: text.invite.organization, exact: true }).count()).toBe(0);
    const email = `colleague-${Date.now()}@e2e.test`;
    await page.getByRole('textbox', { name: text.invite.email, exact: true }).fill(email);
    await page.getByRole('button', { name: text.invite.send }).click();
    await visible(page.getByText(success.inviteSent, { exact: true }));
    await visible(page.getByRole('table', { name: text.invite.table }).getByRole('row').filter({ hasText: email }));
    await checkScreen(session, 'admin-invite-org-admin');
    await session.close();
  });

  it('phone: the tables scroll inside their card', async () => {
    const session = await openSession(browser, PHONE);
    const { page } = session;
    await signIn(page, demoUsers.superAdmin);
    await page.goto('/manage/proposals');
    // The loading skeleton carries the same region name: wait for the table's data rows, then
    // measure until the layout settles (a re-render can hide the region for a frame).
    const region = page.getByRole('region', { name: text.proposals.table, exact: true });
    await visible(region.getByRole('cell').filter({ hasText: /\w/ }));
    const size = await until(
      () => scrollSize(region),
      ({ clientWidth }) => clientWidth > 0,
    );
    expect(size.scrollWidth).toBeGreaterThan(size.clientWidth);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
    await checkScreen(session, 'admin-proposals-phone');
    await session.close();
  });
});
