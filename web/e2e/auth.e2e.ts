import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MESSAGES as API_MESSAGES } from '../../api/src/messages';
import { access, auth } from '../src/messages';
import { checkScreen, demoUsers, launchBrowser, openSession, signIn, visible } from './harness/browser';

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
    await page.getByLabel(auth.email).fill(demoUsers.regular);
    await page.getByLabel(auth.password).fill('not-the-password');
    await page.getByRole('button', { name: auth.login, exact: true }).click();
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
    await page.getByLabel(auth.email).fill(demoUsers.regular);
    await page.getByLabel(auth.password).fill('demo1234');
    await page.getByRole('button', { name: auth.login, exact: true }).click();
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
});
