import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MESSAGES as API_MESSAGES } from '../../api/src/messages';
import { CHANNEL_MESSAGES } from '../../gateway/src/resolvers/error-channel';
import { auth, leadFlow, passwordReset, success } from '../src/messages';
import { inviteText } from '../src/screens/Auth/texts';
import { emptyDraft, type WizardDraft } from '../src/screens/IntakeForm/draft';
import { resetLinkText } from '../src/screens/PasswordReset/texts';
import { customerText, filesText, wizardText } from '../src/screens/IntakeForm/texts';
import {
  checkScreen, demoUsers, expectAccessible, gatewayRequest, launchBrowser, linkFromMail, newAccount, openSession, screenshot, signIn, submitLogin, visible,
} from './harness/browser';

/**
 * Issue 11, in the browser: what a careless user (or a stale link) sends is refused on the field
 * and step it concerns, in the server's words, and links that no longer work say so up front.
 */

const TOO_LONG = (n: number) => `Ensure this field has no more than ${n} characters.`;
const stepHeading = (page: Page, n: number) => page.getByRole('heading', { level: 2, name: wizardText.steps[n], exact: true });
/** The error text of the field whose input is labelled `label`. */
const fieldError = (page: Page, label: string | RegExp) =>
  page.locator('[data-scope="field"][data-part="root"]').filter({ has: page.getByLabel(label) }).locator('[data-part="error-text"]');

describe('bad input in the forms', () => {
  let browser: Browser;
  beforeAll(async () => { browser = await launchBrowser(); });
  afterAll(async () => { await browser?.close(); });

  it('wizard: a lead name and a mailing address the server refuses on step 2 land back on step 1, under their fields, together', async () => {
    const session = await openSession(browser);
    const { page } = session;
    await signIn(page, demoUsers.orgAdmin);

    // Prevention first: the name field takes no more than the api's 200 characters.
    await page.goto('/manage/intake-form');
    await visible(stepHeading(page, 0));
    await page.getByLabel(customerText.leadName).fill('N'.repeat(600));
    expect((await page.getByLabel(customerText.leadName).inputValue()).length).toBe(200);

    // A draft typed before the form knew the limits (it lives in this tab's sessionStorage): both
    // texts are over the api's limits, and the wizard is at the property step, ready to create the lead.
    const longName = `Valley ${'N'.repeat(593)}`;
    const draft: WizardDraft = {
      ...emptyDraft(),
      step: 1,
      customer: {
        ...emptyDraft().customer, leadName: longName, firstName: 'Maria', lastName: 'Alvarez',
        emails: ['maria@valley.example'], phones: ['5595550101'], mailingAddress: `PO Box ${'9'.repeat(593)}`,
      },
      property: {
        ...emptyDraft().property, address: '2150 S Cherry Ave, Fresno, CA 93721', latitude: 36.71161, longitude: -119.77224, ownerType: 'NON_OWNER_TENANT',
      },
    };
    await page.evaluate((saved) => sessionStorage.setItem('intake-wizard-draft', saved), JSON.stringify(draft));
    await page.reload();
    await visible(stepHeading(page, 1));
    await page.getByRole('button', { name: wizardText.createLead, exact: true }).click();

    // Back on the customer step, each message under its field, one summary of both, the name focused.
    await visible(stepHeading(page, 0));
    await visible(fieldError(page, customerText.leadName).getByText(TOO_LONG(200), { exact: true }));
    await visible(fieldError(page, customerText.mailingAddress).getByText(TOO_LONG(500), { exact: true }));
    const summary = page.getByTestId('wizard-refusal');
    await visible(summary.getByText(`${customerText.leadName}: ${TOO_LONG(200)}`));
    await visible(summary.getByText(`${customerText.mailingAddress}: ${TOO_LONG(500)}`));
    expect(await page.getByLabel(customerText.leadName).evaluate((el) => el === document.activeElement)).toBe(true);
    expect(await page.getByText(/Please try again/).count()).toBe(0);
    await checkScreen(session, 'bad-input-wizard-refused');

    // Fixing both lets the lead be created.
    await page.getByLabel(customerText.leadName).fill('Valley Cold Storage Refused Once');
    await page.getByLabel(customerText.mailingAddress).fill('PO Box 99, Fresno, CA');
    await visible(page.getByRole('button', { name: wizardText.next, exact: true }));
    await page.getByRole('button', { name: wizardText.next, exact: true }).click();
    await visible(stepHeading(page, 1));
    await page.getByRole('button', { name: wizardText.createLead, exact: true }).click();
    await visible(page.getByText(leadFlow.prequalifying));
    await visible(stepHeading(page, 2), 45_000);

    // Utility step: a referral code the utility data service does not know is said on its field.
    await page.getByRole('button', { name: wizardText.next, exact: true }).click();
    await visible(stepHeading(page, 3));
    await page.getByLabel(filesText.referral).fill('NO-SUCH-CODE');
    await page.getByRole('button', { name: filesText.import, exact: true }).click();
    await visible(fieldError(page, filesText.referral).getByText(CHANNEL_MESSAGES.referralNotFound('NO-SUCH-CODE'), { exact: true }));
    await checkScreen(session, 'bad-input-wizard-referral');
    await session.close();
  });

  it('sign-up: the server\'s refusal shows under its field (a taken email), not as a message with no field', async () => {
    const { email } = await newAccount('taken');
    const session = await openSession(browser);
    const { page } = session;
    await page.goto('/signup');
    await visible(page.getByRole('heading', { name: auth.signupTitle }));
    await page.getByLabel(auth.firstName).fill('Tara');
    await page.getByLabel(auth.lastName).fill('Taken');
    await page.getByLabel(auth.companyName).fill('Taken Solar');
    await page.getByLabel(auth.phone).fill('5550001111');
    await page.getByLabel(auth.companyEmail).fill(email);
    await page.locator('input[type=password]').fill('a-long-password');
    await page.getByRole('button', { name: auth.signup, exact: true }).click();
    const message = fieldError(page, auth.companyEmail);
    await visible(message);
    expect((await message.textContent())?.trim()).toBeTruthy();
    expect(await page.getByLabel(auth.companyEmail).getAttribute('aria-invalid')).toBe('true');
    expect(new URL(page.url()).pathname).toBe('/signup');
    await checkScreen(session, 'bad-input-signup-taken-email');
    await session.close();
  });

  it('login: a locked account shows the api\'s lock text inline', async () => {
    const { email } = await newAccount('locked');
    const session = await openSession(browser);
    const { page } = session;
    await page.goto('/login');
    await visible(page.getByRole('heading', { name: auth.loginTitle }));
    const locked = new RegExp(API_MESSAGES.tooManyAttempts(999).replace('999', '\\d+').replace(/[.]/g, '\\.'));
    // Five wrong passwords, then the account is locked (api/src/auth/login-attempts.ts).
    for (let attempt = 0; attempt < 6; attempt++) {
      await submitLogin(page, email, `wrong-password-${attempt}`);
      await visible(page.getByRole('alert').getByText(attempt < 5 ? API_MESSAGES.invalidCredentials : locked));
    }
    await checkScreen(session, 'bad-input-login-locked');
    await session.close();
  });

  it('reset link: a used or unknown link says so when the page opens and offers a new one', async () => {
    const { email } = await newAccount('stale-reset');
    await gatewayRequest('mutation ($email: String!) { requestPasswordReset(email: $email) { ok } }', { email });
    const link = await linkFromMail(email, '/password-reset?token=');
    const token = new URL(link).searchParams.get('token')!;
    const { data } = await gatewayRequest<{ resetPassword: { ok: boolean } }>(
      'mutation ($token: String!, $password: String!) { resetPassword(token: $token, password: $password) { ok } }', { token, password: 'new-pass-123' });
    expect(data.resetPassword.ok).toBe(true);

    const session = await openSession(browser);
    const { page } = session;
    for (const url of [link, '/password-reset?token=not-a-real-token']) {
      await page.goto(url);
      await visible(page.getByRole('alert').getByText(resetLinkText.linkInvalid));
      await visible(page.getByRole('heading', { name: passwordReset.requestTitle }));
      // No new password is asked for: the link cannot set one.
      expect(await page.getByLabel(passwordReset.newPassword).count()).toBe(0);
      expect(await page.getByRole('textbox', { name: passwordReset.email }).inputValue()).toBe('');
    }
    await checkScreen(session, 'bad-input-reset-link-used');
    await page.getByRole('textbox', { name: passwordReset.email }).fill(email);
    await page.getByRole('button', { name: passwordReset.send, exact: true }).click();
    await visible(page.getByText(success.passwordResetRequested));
    await session.close();
  });

  it('invite: a bad invite token says the invitation is invalid and offers a plain sign-up', async () => {
    const session = await openSession(browser);
    const { page } = session;
    await page.goto('/signup?token=not-a-real-invite');
    await visible(page.getByRole('alert').getByText(inviteText.invalidTitle));
    expect(await page.getByRole('button', { name: auth.signup, exact: true }).count()).toBe(0);
    await checkScreen(session, 'bad-input-invite-invalid');
    await page.getByRole('link', { name: inviteText.plainSignup }).click();
    await page.waitForURL((url) => url.pathname === '/signup' && url.search === '');
    await visible(page.getByRole('button', { name: auth.signup, exact: true }));
    await session.close();
  });

  it('signing page: a link without its trailing slash, truncated or damaged shows the branded page, never JSON', async () => {
    const session = await openSession(browser);
    const { page } = session;
    const token = 'ab'.repeat(32);
    for (const path of [
      `/api/agreement/sign/${token}`, `/api/agreement/sign/${token}/`, `/api/agreement/sign/${token.slice(0, 20)}`,
      `/api/agreement/sign/${token}/extra/`, '/api/agreement/sign/%E0%A4%A/', '/api/agreement/sign/',
    ]) {
      const response = await page.goto(path);
      expect(response?.status(), path).toBe(404);
      expect(response?.headers()['content-type'], path).toMatch(/^text\/html/);
      await visible(page.getByRole('heading', { name: API_MESSAGES.signingLinkInvalidTitle }));
      await visible(page.getByText(API_MESSAGES.signingLinkAskSender));
      expect(await page.locator('body').textContent(), path).not.toMatch(/^\s*[{[]/);
    }
    // Screenshot and axe only: the 404 status itself is logged to the console by the browser.
    await screenshot(page, 'bad-input-signing-link-invalid');
    await expectAccessible(page, 'bad-input-signing-link-invalid');
    await session.close();
  });
});
