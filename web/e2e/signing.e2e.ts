/**
 * The customer's side of an agreement (issue 15), in a real browser: the org admin sends an LOI,
 * the customer opens the signing page on a 360 px phone (viewed), draws a signature and signs
 * (signed, with the audit certificate), and a second agreement is voided and its page says so.
 */
import type { Browser, Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { success } from '../src/messages';
import { agreementRowTexts as rowText, signLinkTexts } from '../src/components/agreements/texts';
import { dealTexts } from '../src/screens/LeadPage/deals/texts';
import { checkScreen, DEMO_PASSWORD, demoUsers, expectAccessible, gatewayRequest, launchBrowser, openSession, PHONE, screenshot, signIn, visible, type Session } from './harness/browser';

const CUSTOMER_EMAIL = 'ada.signer@example.com';

/** A fresh lead of the org admin's organization with a customer e-mail, made through the gateway (setup, not the journey). */
async function createLead(name: string) {
  const { cookie } = await gatewayRequest(
    'mutation ($input: LoginInput!) { login(input: $input) { userErrors { messages } } }',
    { input: { emailOrPhone: demoUsers.orgAdmin, password: DEMO_PASSWORD, rememberMe: false } },
  );
  if (!cookie) throw new Error('no session cookie for the org admin');
  const { data } = await gatewayRequest<{ createLead: { lead: { databaseId: number } | null; userErrors: unknown[] } }>(
    'mutation ($input: CreateLeadInput!) { createLead(input: $input) { lead { databaseId } userErrors { field messages } } }',
    { input: { name, customer: { firstName: 'Ada', lastName: 'Signer', emails: [CUSTOMER_EMAIL] }, property: { siteAddress: '200 Signing Way, Fresno, CA 93721', latitude: 36.74, longitude: -119.78 } } },
    cookie,
  );
  if (!data.createLead.lead) throw new Error(`createLead refused: ${JSON.stringify(data.createLead.userErrors)}`);
  return data.createLead.lead.databaseId;
}

/** Sends an LOI from the lead's Agreements tab and answers the link the one-time dialog shows. */
async function sendLoi(page: Page): Promise<string> {
  await page.getByRole('button', { name: dealTexts.agreements.send }).click();
  const sendDialog = page.getByRole('dialog', { name: dealTexts.agreements.sendTitle });
  await sendDialog.getByRole('button', { name: dealTexts.agreements.sendSubmit }).click();
  await visible(page.getByText(success.agreementSent, { exact: true }));
  const linkDialog = page.getByRole('dialog', { name: signLinkTexts.dialogTitle });
  await visible(linkDialog);
  const url = await linkDialog.getByTestId('sign-link').inputValue();
  expect(url).toMatch(/\/api\/agreement\/sign\/[0-9a-f]{64}\/$/);
  await linkDialog.getByRole('button', { name: signLinkTexts.close }).first().click();
  await linkDialog.waitFor({ state: 'hidden' });
  return url;
}

/** The Agreements tab's row of agreement `id`. */
const rowOf = (page: Page, id: number) => page.getByRole('table', { name: dealTexts.agreements.caption }).locator(`tr[data-agreement="${id}"]`);

/** Draws a signature-like stroke across the pad with the mouse (pointer events, as a finger would). */
async function drawSignature(page: Page, pad: Locator) {
  await pad.scrollIntoViewIfNeeded();
  const box = (await pad.boundingBox())!;
  const at = (fx: number, fy: number) => [box.x + box.width * fx, box.y + box.height * fy] as const;
  await page.mouse.move(...at(0.1, 0.6));
  await page.mouse.down();
  for (let i = 1; i <= 24; i++) {
    const t = i / 24;
    await page.mouse.move(...at(0.1 + 0.8 * t, 0.6 - 0.3 * Math.sin(t * Math.PI * 3)), { steps: 2 });
  }
  await page.mouse.up();
}

const noSidewaysScroll = (page: Page) => page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth);

describe('the customer side of agreements: view, draw and sign on a phone, void', () => {
  let browser: Browser;
  let leadId: number;
  let admin: Session;
  /** The first agreement's link, and the customer's phone session that opens it. */
  let signUrl = '';
  let phone: Session;
  beforeAll(async () => {
    browser = await launchBrowser();
    leadId = await createLead(`Signing Journey ${Date.now()}`);
  });
  afterAll(async () => {
    await admin?.close();
    await browser?.close();
  });

  it('the org admin sends an LOI: the row shows Sent, the recipient and a row menu, no link', async () => {
    admin = await openSession(browser);
    await signIn(admin.page, demoUsers.orgAdmin);
    await admin.page.goto(`/manage/leads/${leadId}#agreements`);
    await visible(admin.page.getByText(dealTexts.agreements.empty));
    const url = await sendLoi(admin.page);
    const table = admin.page.getByRole('table', { name: dealTexts.agreements.caption });
    const row = table.getByRole('row').nth(1);
    await visible(row.getByText(rowText.status.SENT, { exact: true }));
    await visible(row.getByText(CUSTOMER_EMAIL));
    await visible(row.getByText('Ada Signer'));
    expect(await admin.page.getByText(/\/api\/agreement\/sign\//).count()).toBe(0);
    // Copy link copies the link just issued (kept in this tab only).
    await admin.context.grantPermissions(['clipboard-read', 'clipboard-write']);
    await row.getByRole('button', { name: /^Actions for agreement/ }).click();
    await admin.page.getByRole('menuitem', { name: rowText.copy }).click();
    await visible(admin.page.getByText(signLinkTexts.copied, { exact: true }));
    expect(await admin.page.evaluate(() => navigator.clipboard.readText())).toBe(url);
    await checkScreen(admin, 'signing-agreements-sent');
    signUrl = url;
  });

  it('the customer opens the link on a 360 px phone: branding, contact, the text readable; the row shows Viewed', async () => {
    phone = await openSession(browser, PHONE);
    const { page } = phone;
    await page.goto(signUrl);
    await visible(page.getByRole('heading', { name: 'Letter of Intent' }));
    await visible(page.getByRole('heading', { name: 'Your contact' }));
    await visible(page.getByText('This Letter of Intent records', { exact: false }));
    await visible(page.getByRole('link', { name: 'Open the agreement (PDF)' }));
    // The pad is shown by the page's one script (nonce-allowed under its CSP).
    await visible(page.getByRole('img', { name: /Signature pad/ }));
    expect(await noSidewaysScroll(page)).toBe(true);
    // Body text is at least 16 px: readable without zooming.
    expect(await page.evaluate(() => parseFloat(getComputedStyle(document.querySelector('.doc li')!).fontSize))).toBeGreaterThanOrEqual(15);
    await checkScreen(phone, 'signing-page-phone');

    await admin.page.reload();
    const row = admin.page.getByRole('table', { name: dealTexts.agreements.caption }).getByRole('row').nth(1);
    await visible(row.getByText(rowText.status.VIEWED, { exact: true }));
    await checkScreen(admin, 'signing-agreements-viewed');
  });

  it('the customer draws a signature and signs; the row shows Signed by customer, the countersignature due', async () => {
    const { page } = phone;
    await page.getByLabel('Full name').fill('Ada Signer');
    await drawSignature(page, page.getByRole('img', { name: /Signature pad/ }));
    // The stroke is on the pad (inked pixels), so the form posts it as the signature.
    const inked = await page.evaluate(() => {
      const canvas = document.getElementById('pad') as HTMLCanvasElement;
      const pixels = canvas.getContext('2d')!.getImageData(0, 0, canvas.width, canvas.height).data;
      let n = 0;
      for (let i = 3; i < pixels.length; i += 4) if (pixels[i] > 64) n++;
      return n;
    });
    expect(inked).toBeGreaterThan(100);
    await page.getByLabel(/I agree/).check();
    await checkScreen(phone, 'signing-page-phone-drawn');
    await page.getByRole('button', { name: 'Sign agreement' }).click();
    await visible(page.getByText('Thank you. The agreement has been signed.'));
    // The signed PDF carries the drawn image (and the audit certificate, checked in the api's tests).
    const signedPdf = await page.request.get((await page.getByRole('link', { name: 'Open the signed agreement (PDF)' }).getAttribute('href'))!);
    expect(signedPdf.status()).toBe(200);
    expect((await signedPdf.body()).toString('latin1')).toMatch(/\/Subtype \/Image/);
    await checkScreen(phone, 'signing-page-phone-signed');
    await phone.close();

    await admin.page.reload();
    const row = admin.page.getByRole('table', { name: dealTexts.agreements.caption }).getByRole('row').nth(1);
    await visible(row.getByText(rowText.status.SIGNED, { exact: true }));
    // Issue 26: the organization countersigns (or declines) from the row menu (countersign.e2e.ts).
    await visible(row.getByText(rowText.countersignDue));
  });

  it('a second agreement is voided after confirming; its link then shows the voided page (desktop and phone)', async () => {
    const url = await sendLoi(admin.page);
    const id = Number((await admin.page.getByRole('table', { name: dealTexts.agreements.caption }).getByRole('row').nth(1).getAttribute('data-agreement')) ?? 0);
    const row = rowOf(admin.page, id);
    await visible(row.getByText(rowText.status.SENT, { exact: true }));
    await row.getByRole('button', { name: rowText.actionsFor(id) }).click();
    await admin.page.getByRole('menuitem', { name: rowText.voidAction }).click();
    const confirm = admin.page.getByRole('alertdialog', { name: rowText.voidTitle });
    await visible(confirm);
    await checkScreen(admin, 'signing-void-confirm');
    await confirm.getByRole('button', { name: rowText.voidConfirm }).click();
    await visible(row.getByText(rowText.status.VOIDED, { exact: true }));
    await checkScreen(admin, 'signing-agreements-voided');

    for (const viewport of [undefined, PHONE]) {
      const session = await openSession(browser, viewport);
      const response = await session.page.goto(url);
      expect(response?.status()).toBe(410);
      await visible(session.page.getByRole('heading', { name: 'Agreement voided' }));
      await visible(session.page.getByText(/voided this agreement, so it can no longer be signed/));
      expect(await session.page.getByRole('button', { name: 'Sign agreement' }).count()).toBe(0);
      // The page's own 410 is the one console error (a document answered Gone); nothing else.
      const name = viewport ? 'signing-voided-phone' : 'signing-voided-desktop';
      await screenshot(session.page, name);
      await expectAccessible(session.page, name);
      expect(session.consoleErrors.filter((e) => !/status of 410/.test(e))).toEqual([]);
      await session.close();
    }
  });

  it('the signing page at desktop width (1366 px)', async () => {
    // A fresh link for the desktop screenshot: sent, opened signed-out, not signed.
    const url = await sendLoi(admin.page);
    const session = await openSession(browser);
    await session.page.goto(url);
    await visible(session.page.getByRole('img', { name: /Signature pad/ }));
    await checkScreen(session, 'signing-page-desktop');
    await session.close();
  });
});
