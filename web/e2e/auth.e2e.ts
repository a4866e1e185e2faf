import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MESSAGES as API_MESSAGES } from '../../api/src/messages';
import { access, auth, layout, passwordReset, pdfViewer, signupResult, success, terms } from '../src/messages';
import {
  checkScreen, demoUsers, launchBrowser, linkFromMail, newAccount, openSession, PHONE, signIn, signInWithForm, submitLogin, until, visible,
} from './harness/browser';

describe('signing in and the route guards', () => {
  let browser: Browser;
  beforeAll(async () => { browser = await launchBrowser(); });
  afterAll(async () => { await browser?.close(); });

  it('a wrong password shows the inline message and keeps the user on /login', async () => {
    const session = await openSession(browser);
    const { page } = session;
    await page.goto('/login');
    await visible(page.getByRole('heading', { name: auth.loginTitle }));
    await checkScreen(session, 'login');
    await submitLogin(page, demoUsers.regular, 'not-the-password');
    await visible(page.getByText(API_MESSAGES.invalidCredentials));
    expect(new URL(page.url()).pathname).toBe('/login');
    await checkScreen(session, 'login-wrong-password');
    await session.close();
  });

  it('a signed-out visit to a signed-in route goes to /login and comes back after signing in', async () => {
    const session = await openSession(browser);
    const { page } = session;
    await page.goto('/user/resources');
    await page.waitForURL('**/login?redirect=%2Fuser%2Fresources');
    await submitLogin(page, demoUsers.regular, 'demo1234');
    await page.waitForURL('**/user/resources');
    await session.close();
  });

  it('a regular user opening an admin route sees Access Denied and a way back to the leads', async () => {
    const session = await openSession(browser);
    const { page } = session;
    await signIn(page, demoUsers.regular);
    await page.goto('/manage/agreements');
    await visible(page.getByText(access.deniedTitle, { exact: true }));
    await visible(page.getByText(access.deniedText));
    await checkScreen(session, 'access-denied');
    await page.getByRole('button', { name: access.backToLeads }).click();
    await page.waitForURL('**/manage/leads');
    await session.close();
  });

  it('an unknown path shows NotFound; the production build sends persisted query ids, never texts', async () => {
    const session = await openSession(browser);
    const { page } = session;
    await page.goto('/no/such/page');
    await visible(page.getByText(access.notFoundTitle, { exact: true }));
    await checkScreen(session, 'not-found');
    expect(session.graphql.length).toBeGreaterThan(0);
    for (const call of session.graphql) {
      expect(call.documentId, `${call.operationName} sent an id`).toMatch(/^[0-9a-f]{32}$/);
      expect(call.hasQueryText, `${call.operationName} sent its text`).toBe(false);
    }
    await session.close();
  });

  it('sign up → Registration Successful → Go To Dashboard → the terms chain → the leads page, signed in', async () => {
    const session = await openSession(browser);
    const { page } = session;
    await page.goto('/signup');
    await visible(page.getByRole('heading', { name: auth.signupTitle }));
    const email = `newcomer-${Date.now()}@e2e.test`;
    await page.getByLabel(auth.firstName).fill('Nora');
    await page.getByLabel(auth.lastName).fill('Newcomer');
    await page.getByLabel(auth.companyName).fill('Brightside Solar');
    await page.getByLabel(auth.phone).fill('5557654321');
    await page.getByLabel(auth.companyEmail).fill(email);
    await page.locator('input[type=password]').fill('a-long-password');
    await checkScreen(session, 'signup');
    await page.getByRole('button', { name: auth.signup, exact: true }).click();
    await page.waitForURL('**/signup-result');
    await visible(page.getByText(signupResult.title));
    await visible(page.getByText(signupResult.welcome('Nora')));
    await checkScreen(session, 'signup-result');
    await page.getByRole('button', { name: signupResult.goToDashboard }).click();
    // Issue 15: the new user accepts the terms before the first screen, not at the next login.
    for (const title of [terms.privacyPolicy, terms.termsOfService, terms.platformAgreement]) {
      const dialog = page.getByRole('dialog', { name: title });
      await visible(dialog);
      await visible(dialog.locator('canvas'));
      expect(new URL(page.url()).pathname).toBe('/signup-result');
      await dialog.getByRole('button', { name: terms.accept, exact: true }).click();
    }
    await visible(page.getByText(success.termsAccepted));
    await page.waitForURL('**/manage/leads');
    await visible(page.getByText(layout.welcomeText('Brightside Solar')));
    await session.close();
  });

  it('log in with the terms not yet accepted: Privacy → Terms → Platform Access Agreement, then signed in', async () => {
    const { email, password } = await newAccount('terms');
    const session = await openSession(browser);
    const { page } = session;
    await page.goto('/login');
    await submitLogin(page, email, password);

    for (const [index, title] of [terms.privacyPolicy, terms.termsOfService, terms.platformAgreement].entries()) {
      const dialog = page.getByRole('dialog', { name: title });
      await visible(dialog);
      // The real policy PDF, drawn by pdfjs, paged.
      await visible(dialog.getByText(/^Page 1 of \d+$/));
      await visible(dialog.locator('canvas'));
      await checkScreen(session, `terms-${index + 1}`);
      expect(new URL(page.url()).pathname).toBe('/login');
      await dialog.getByRole('button', { name: terms.accept, exact: true }).click();
    }
    await visible(page.getByText(success.termsAccepted));
    await page.waitForURL('**/manage/leads');

    // Accepted once, for good: the next login goes straight in.
    await page.getByRole('button', { name: layout.accountMenu }).click();
    await page.getByRole('menuitem', { name: layout.logout }).click();
    await page.waitForURL('**/login**');
    await signInWithForm(page, email, password);
    await session.close();
  });

  // Issue 15: on a 360 px phone each policy PDF fits the width, zooms, and only the zoomed page scrolls sideways.
  it('phone width (360 px): the terms chain\'s PDFs fit the width and zoom, without sideways page scroll', async () => {
    const { email, password } = await newAccount('terms-phone');
    const session = await openSession(browser, PHONE);
    const { page } = session;
    await page.goto('/login');
    await submitLogin(page, email, password);
    const pageScrollWidth = () => page.evaluate(() => document.documentElement.scrollWidth);
    for (const [index, title] of [terms.privacyPolicy, terms.termsOfService, terms.platformAgreement].entries()) {
      const dialog = page.getByRole('dialog', { name: title });
      await visible(dialog);
      await visible(dialog.getByText(/^Page 1 of \d+$/));
      const canvas = dialog.locator('canvas');
      await visible(canvas);
      const area = dialog.getByRole('region', { name: pdfViewer.pageArea(title) });
      // Fitted: the page is as wide as its area (all of the dialog's width but its padding), which is inside the screen.
      const fit = await area.evaluate((element) => {
        const page = element.querySelector('canvas')!.getBoundingClientRect();
        const box = element.getBoundingClientRect();
        return { page: page.width, area: element.clientWidth, left: box.left, right: box.right, scrolls: element.scrollWidth > element.clientWidth };
      });
      expect(fit.page).toBeGreaterThanOrEqual(fit.area - 1);
      expect(fit.area).toBeGreaterThan(PHONE.width - 60);
      expect(fit.left).toBeGreaterThanOrEqual(0);
      expect(fit.right).toBeLessThanOrEqual(PHONE.width);
      expect(fit.scrolls).toBe(false);
      expect(await pageScrollWidth()).toBeLessThanOrEqual(PHONE.width);
      if (index === 0) {
        await checkScreen(session, 'terms-phone-fit');
        // Zoom in with the button, then the keyboard: the page grows and scrolls inside its area only.
        await dialog.getByRole('button', { name: pdfViewer.zoomIn }).click();
        await area.focus();
        await page.keyboard.press('+');
        await visible(dialog.getByText('150 %', { exact: true }));
        await until(() => canvas.evaluate((element) => element.getBoundingClientRect().width), (width) => width > fit.area * 1.4);
        expect(await area.evaluate((element) => element.scrollWidth > element.clientWidth)).toBe(true);
        expect(await pageScrollWidth()).toBeLessThanOrEqual(PHONE.width);
        await area.evaluate((element) => { element.scrollLeft = element.scrollWidth / 4; });
        await checkScreen(session, 'terms-phone-zoomed');
        await dialog.getByRole('button', { name: pdfViewer.zoomOut }).click();
        await page.keyboard.press('Tab');
        await area.focus();
        await page.keyboard.press('0');
        await visible(dialog.getByText('100 %', { exact: true }));
      }
      await dialog.getByRole('button', { name: terms.accept, exact: true }).click();
    }
    await visible(page.getByText(success.termsAccepted));
    await page.waitForURL('**/manage/leads');
    await session.close();
  });

  it('Decline closes the chain and leaves the user signed out, even after a reload', async () => {
    const { email, password } = await newAccount('decline');
    const session = await openSession(browser);
    const { page } = session;
    await page.goto('/login');
    await submitLogin(page, email, password);
    const privacy = page.getByRole('dialog', { name: terms.privacyPolicy });
    await visible(privacy);
    await privacy.getByRole('button', { name: terms.decline }).click();
    await privacy.waitFor({ state: 'hidden' });
    await page.goto('/manage/leads');
    await page.waitForURL('**/login?redirect=**');
    await session.close();
  });

  it('password reset: request a link, set a new password from the e-mail, log in with it', async () => {
    const { email } = await newAccount('reset');
    const session = await openSession(browser);
    const { page } = session;
    await page.goto('/login');
    // Once idle, the login card has loaded the screens it links to, so the link opens at once.
    await until(
      () => page.evaluate(() => performance.getEntriesByType('resource').map((entry) => entry.name).join(' ')),
      (loaded) => loaded.includes('PasswordResetScreen') && loaded.includes('SignupResultScreen'),
    );
    await page.getByRole('link', { name: auth.forgotPassword }).click();
    await page.waitForURL('**/password-reset');
    // Navigations are transitions: until the reset screen's code has loaded the login form (whose
    // field is also 'Email') stays on screen, so wait for the reset screen itself.
    await visible(page.getByRole('heading', { name: passwordReset.requestTitle }));
    await page.getByLabel(passwordReset.email).fill(email);
    await checkScreen(session, 'password-reset-request');
    await page.getByRole('button', { name: passwordReset.send }).click();
    await visible(page.getByText(success.passwordResetRequested));

    await page.goto(await linkFromMail(email, '/password-reset?token='));
    await visible(page.getByRole('heading', { name: passwordReset.setTitle }));
    await page.getByLabel(new RegExp(`^${passwordReset.newPassword}`)).fill('brand-new-secret');
    await page.getByLabel(new RegExp(`^${passwordReset.confirmPassword}`)).fill('brand-new-secret');
    await checkScreen(session, 'password-reset-set');
    await page.getByRole('button', { name: passwordReset.save }).click();
    await visible(page.getByText(success.passwordChanged));
    await page.getByRole('link', { name: passwordReset.goToLogin }).click();
    await page.waitForURL('**/login');
    // The reset account has not accepted the terms yet: the chain opens, which proves the new password worked.
    await submitLogin(page, email, 'brand-new-secret');
    await visible(page.getByRole('dialog', { name: terms.privacyPolicy }));
    await session.close();
  });
});
