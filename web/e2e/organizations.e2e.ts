/**
 * The super admin's Organizations screen (issue 26, item 9), in a real browser: the super admin
 * searches, opens an organization, renames it, invites a member into it, deactivates it (its user,
 * signed in elsewhere, is signed out at once and refused at login with the message), and
 * reactivates it (the user signs in again). At 1366 px, and the screens again at a 390 px phone.
 */
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ORGANIZATION_MESSAGES } from '../../api/src/domain/organization-messages';
import { access, success } from '../src/messages';
import { organizationTexts as text } from '../src/screens/Admin/Organizations/texts';
import { checkScreen, demoUsers, gatewayRequest, launchBrowser, mailsTo, newAccount, openSession, signIn, submitLogin, until, visible, type Session } from './harness/browser';

const PHONE_390 = { width: 390, height: 844 };

describe('organizations: search, open, rename, invite, deactivate and reactivate', () => {
  let browser: Browser;
  let admin: Session;
  let member: Session;
  let account: { email: string; password: string };
  const stamp = Date.now();
  const renamed = `Harbor Renamed ${stamp}`;
  const invitee = `invitee-${stamp}@e2e.test`;

  beforeAll(async () => {
    browser = await launchBrowser();
    // An organization of its own: a fresh sign-up (its company), terms accepted, signed in in its own browser.
    account = await newAccount('orgs');
    const { cookie } = await gatewayRequest('mutation ($input: LoginInput!) { login(input: $input) { userErrors { messages } } }',
      { input: { emailOrPhone: account.email, password: account.password, rememberMe: false } });
    await gatewayRequest('mutation { acceptTerms { ok } }', {}, cookie!);
  });
  afterAll(async () => {
    await admin?.close();
    await member?.close();
    await browser?.close();
  });

  it('the super admin opens Organizations from the sidebar and searches', async () => {
    member = await openSession(browser);
    await signIn(member.page, account.email, account.password);
    admin = await openSession(browser);
    await signIn(admin.page, demoUsers.superAdmin);
    await admin.page.getByRole('link', { name: text.nav }).first().click();
    await admin.page.waitForURL('**/manage/organizations');
    await visible(admin.page.getByRole('table', { name: text.table }));
    await admin.page.getByRole('searchbox', { name: text.searchLabel }).fill('E2E orgs');
    await admin.page.waitForURL(/q=E2E/);
    const link = admin.page.getByRole('link', { name: /^E2E orgs .*Co$/ });
    await visible(link);
    expect(await link.count()).toBeGreaterThanOrEqual(1);
    await checkScreen(admin, 'organizations-list');
  });

  it('opens the organization and renames it', async () => {
    const { page } = admin;
    // The member's own organization (sign-up named it after the account's label; this run's database has one).
    await page.getByRole('link', { name: /^E2E orgs .*Co$/ }).first().click();
    await page.waitForURL(/\/manage\/organizations\/\d+$/);
    await visible(page.getByRole('table', { name: text.membersTable }).getByText(account.email));
    const form = page.getByRole('form', { name: text.detailsHeading });
    await form.getByRole('textbox', { name: new RegExp(text.name) }).fill(`  ${renamed}  `);
    await form.getByRole('button', { name: text.save }).click();
    await visible(page.getByText(text.saved, { exact: true }).first());
    await visible(page.getByRole('heading', { level: 1, name: renamed }));
    await visible(page.getByText(text.history.RENAMED(null, renamed).split('“')[0], { exact: false }).first());
    await checkScreen(admin, 'organizations-detail');
  });

  it('invites a member into it', async () => {
    const { page } = admin;
    const form = page.getByRole('form', { name: text.inviteHeading });
    await form.getByRole('textbox', { name: new RegExp(text.inviteEmail) }).fill(invitee);
    await form.getByRole('textbox', { name: text.inviteName }).fill('Ivy Invitee');
    await form.getByRole('button', { name: text.inviteSend }).click();
    await visible(page.getByText(success.inviteSent, { exact: true }).first());
    const mail = await until(async () => mailsTo(invitee).at(-1), (m) => m !== undefined);
    expect(mail!.subject).toContain(renamed);
  });

  it('deactivates it after a confirmation that says what happens: its user is signed out and refused at login', async () => {
    const { page } = admin;
    await page.getByRole('button', { name: text.deactivate }).click();
    const dialog = page.getByRole('alertdialog', { name: text.deactivateTitle(renamed) });
    await visible(dialog);
    for (const line of text.deactivateWhat) await visible(dialog.getByText(line));
    await dialog.getByRole('textbox').fill('Journey: contract ended');
    await checkScreen(admin, 'organizations-deactivate-confirm');
    await dialog.getByRole('button', { name: text.confirmDeactivate }).click();
    await visible(page.getByText(ORGANIZATION_MESSAGES.deactivated(renamed), { exact: true }).first());
    await visible(page.getByRole('button', { name: text.reactivate }));
    await visible(page.getByText(text.history.DEACTIVATED('Journey: contract ended')));
    await checkScreen(admin, 'organizations-deactivated');

    // The member, signed in elsewhere: the next load finds no session; signing in says why.
    await member.page.reload();
    await member.page.waitForURL('**/login**');
    await submitLogin(member.page, account.email, account.password);
    await visible(member.page.getByText(ORGANIZATION_MESSAGES.organizationDeactivatedLogin));
    expect(member.page.url()).toContain('/login');
    member.consoleErrors.length = 0; // the refused sign-in's 400 is the point here
    await checkScreen(member, 'organizations-member-refused');
  });

  it('reactivates it: the user signs in again', async () => {
    const { page } = admin;
    await page.getByRole('button', { name: text.reactivate }).click();
    const dialog = page.getByRole('alertdialog', { name: text.reactivateTitle(renamed) });
    await dialog.getByRole('button', { name: text.confirmReactivate }).click();
    await visible(page.getByText(ORGANIZATION_MESSAGES.reactivated(renamed), { exact: true }).first());
    await visible(page.getByRole('button', { name: text.deactivate }));
    await submitLogin(member.page, account.email, account.password);
    await member.page.waitForURL('**/manage/leads');
    // The member is their organization's admin: Organizations is still not theirs (no entry, the page refuses).
    expect(await member.page.getByRole('link', { name: text.nav }).count()).toBe(0);
    await member.page.goto('/manage/organizations');
    await visible(member.page.getByText(access.deniedTitle));
  });

  it('the list and the organization at a 390 px phone', async () => {
    const phone = await openSession(browser, PHONE_390);
    try {
      await signIn(phone.page, demoUsers.superAdmin);
      await phone.page.goto(`/manage/organizations?q=${encodeURIComponent(renamed)}`);
      const link = phone.page.getByRole('link', { name: renamed });
      await visible(link);
      expect(await phone.page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
      await checkScreen(phone, 'organizations-list-phone');
      await link.click();
      await visible(phone.page.getByRole('heading', { level: 1, name: renamed }));
      await visible(phone.page.getByRole('table', { name: text.membersTable }).getByText(account.email));
      expect(await phone.page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
      await checkScreen(phone, 'organizations-detail-phone');
    } finally {
      await phone.close();
    }
  });
});
