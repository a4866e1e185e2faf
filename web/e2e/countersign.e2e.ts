/**
 * Issue 26, agreements on the staff side, in a real browser: the org admin sends a Clean Energy PPA
 * with an edited message (the dialog names the recipient), the customer signs from the mailed link
 * on a 390 px phone, the org admin countersigns (typed name and a drawn signature), and staff open
 * the signed PDF from the lead's Agreements tab, its Documents tab and the super admin's Agreements
 * list. Screens at 1366 and 390 px with axe.
 */
import type { Browser, Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { agreementRowTexts as rowText, countersignTexts as ct, sendDialogTexts as sd, signedDocumentTexts as dt, signLinkTexts } from '../src/components/agreements/texts';
import { dealTexts } from '../src/screens/LeadPage/deals/texts';
import { checkScreen, DEMO_PASSWORD, demoUsers, gatewayRequest, launchBrowser, linkFromMail, mailsTo, openSession, signIn, visible, type Session } from './harness/browser';

const CUSTOMER_EMAIL = `countersign.${Date.now()}@example.com`;
const PHONE_390 = { width: 390, height: 844 };
const MESSAGE = 'Hi Nadia, here is the PPA we walked through on Tuesday. <b>Sign</b> when ready — Ada';

/** A fresh lead of the org admin's organization with a generated Preliminary (priced) proposal, made through the gateway (setup). */
async function leadWithPricedProposal(name: string) {
  const { cookie } = await gatewayRequest(
    'mutation ($input: LoginInput!) { login(input: $input) { userErrors { messages } } }',
    { input: { emailOrPhone: demoUsers.orgAdmin, password: DEMO_PASSWORD, rememberMe: false } },
  );
  if (!cookie) throw new Error('no session cookie for the org admin');
  const { data } = await gatewayRequest<{ createLead: { lead: { id: string; databaseId: number } | null; userErrors: unknown[] } }>(
    'mutation ($input: CreateLeadInput!) { createLead(input: $input) { lead { id databaseId } userErrors { field messages } } }',
    { input: {
      name, customer: { firstName: 'Nadia', lastName: 'Okafor', emails: [CUSTOMER_EMAIL] },
      property: { siteAddress: '410 Countersign Road, Fresno, CA 93721', latitude: 36.74, longitude: -119.78 },
      projectInfo: { systemSize: 480, estimatedYearProduction: 760_000, epcPrice: 1_050_000, avoidedCost: 0.24 },
    } },
    cookie,
  );
  const lead = data.createLead.lead;
  if (!lead) throw new Error(`createLead refused: ${JSON.stringify(data.createLead.userErrors)}`);
  const made = await gatewayRequest<{ createProposal: { proposal: { id: string; databaseId: number } | null; userErrors: unknown[] } }>(
    'mutation ($input: CreateProposalInput!) { createProposal(input: $input) { proposal { id databaseId } userErrors { field messages } } }',
    { input: { leadId: lead.id, proposalType: 'PRELIMINARY', needCustomization: false } }, cookie,
  );
  const proposal = made.data.createProposal.proposal;
  if (!proposal) throw new Error(`createProposal refused: ${JSON.stringify(made.data.createProposal.userErrors)}`);
  for (let i = 0; i < 120; i++) {
    const { data: read } = await gatewayRequest<{ proposal: { proposalStatus: string } | null }>(
      'query ($id: Int!) { proposal(databaseId: $id) { proposalStatus } }', { id: proposal.databaseId }, cookie);
    if (read.proposal?.proposalStatus === 'GENERATED') return lead.databaseId;
    if (i === 2) await gatewayRequest('mutation ($id: ID!) { generateProposal(id: $id) { userErrors { messages } } }', { id: proposal.id }, cookie);
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  throw new Error('the proposal was not generated in time');
}

/** Draws a signature-like stroke across a pad with the mouse (pointer events, as a finger would). */
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

const agreementsTable = (page: Page) => page.getByRole('table', { name: dealTexts.agreements.caption });

/** Opens a "Open signed PDF" link and checks the preview: the PDF's name, its download (signed afresh), back. */
async function openSignedPdf(session: Session, link: Locator, screen: string) {
  await link.click();
  const download = session.page.getByRole('link', { name: /^Download .*-executed\.pdf$/ });
  await visible(download);
  const response = await session.page.request.get((await download.getAttribute('href'))!);
  expect(response.status()).toBe(200);
  expect(response.headers()['content-type']).toMatch(/pdf/);
  expect((await response.body()).subarray(0, 5).toString()).toBe('%PDF-');
  await checkScreen(session, screen);
}

describe('countersignature: send with a message, the customer signs, the org admin countersigns, staff open the PDF', () => {
  let browser: Browser;
  let leadId: number;
  let admin: Session;
  let agreementId = 0;
  beforeAll(async () => {
    browser = await launchBrowser();
    leadId = await leadWithPricedProposal(`Countersign Journey ${Date.now()}`);
  });
  afterAll(async () => {
    await admin?.close();
    await browser?.close();
  });

  it('the org admin sends a PPA: the dialog names the recipient; the edited message is mailed with the link', async () => {
    admin = await openSession(browser);
    await signIn(admin.page, demoUsers.orgAdmin);
    await admin.page.goto(`/manage/leads/${leadId}#agreements/send-ppa`);
    const dialog = admin.page.getByRole('dialog', { name: dealTexts.agreements.sendTitle });
    await visible(dialog);
    await visible(dialog.getByText(sd.recipient('Nadia Okafor', CUSTOMER_EMAIL)));
    await visible(dialog.getByText(sd.change));
    const message = dialog.getByTestId('agreement-message');
    expect(await message.inputValue()).toContain('Clean Energy Power Purchase Agreement');
    await message.fill(MESSAGE);
    await checkScreen(admin, 'countersign-send-dialog');
    await dialog.getByRole('button', { name: dealTexts.agreements.sendSubmit }).click();
    const linkDialog = admin.page.getByRole('dialog', { name: signLinkTexts.dialogTitle });
    await visible(linkDialog);
    await linkDialog.getByRole('button', { name: signLinkTexts.close }).first().click();
    await linkDialog.waitFor({ state: 'hidden' });
    const row = agreementsTable(admin.page).getByRole('row').nth(1);
    await visible(row.getByText(rowText.status.SENT, { exact: true }));
    agreementId = Number(await row.getAttribute('data-agreement'));
    expect(agreementId).toBeGreaterThan(0);

    await linkFromMail(CUSTOMER_EMAIL, '/api/agreement/sign/');
    const mail = mailsTo(CUSTOMER_EMAIL).at(-1)!;
    // Plain text: the message as typed, tags and all, never HTML.
    expect(mail.body).toContain(MESSAGE);
  });

  it('the customer signs from the mailed link on a 390 px phone', async () => {
    const url = await linkFromMail(CUSTOMER_EMAIL, '/api/agreement/sign/');
    const phone = await openSession(browser, PHONE_390);
    await phone.page.goto(url);
    await visible(phone.page.getByRole('heading', { name: 'Clean Energy Power Purchase Agreement' }));
    await phone.page.getByLabel('Full name').fill('Nadia Okafor');
    await phone.page.getByLabel(/I agree/).check();
    await checkScreen(phone, 'countersign-customer-signs-390');
    await phone.page.getByRole('button', { name: 'Sign agreement' }).click();
    await visible(phone.page.getByText('Thank you. The agreement has been signed.'));
    await phone.close();
  });

  it('the org admin countersigns (typed name and a drawn signature): fully executed', async () => {
    await admin.page.reload();
    const row = agreementsTable(admin.page).locator(`tr[data-agreement="${agreementId}"]`);
    await visible(row.getByText(rowText.status.SIGNED, { exact: true }));
    await visible(row.getByText(rowText.countersignDue));
    await visible(row.getByRole('link', { name: dt.openFor('Clean Energy PPA', agreementId) }));
    await row.getByRole('button', { name: rowText.actionsFor(agreementId) }).click();
    await admin.page.getByRole('menuitem', { name: ct.action }).click();
    const dialog = admin.page.getByRole('dialog', { name: ct.title('Clean Energy PPA', agreementId) });
    await visible(dialog);
    // Refused without the name and the consent, with the reason at each field.
    await dialog.getByRole('button', { name: ct.submit }).click();
    await visible(dialog.getByText(ct.nameRequired));
    await visible(dialog.getByText(ct.mustAgree));
    await dialog.getByLabel(ct.fullName).fill('Ada Admin');
    await drawSignature(admin.page, dialog.getByTestId('signature-pad'));
    await dialog.getByText(ct.agree).click();
    await checkScreen(admin, 'countersign-dialog');
    await dialog.getByRole('button', { name: ct.submit }).click();
    await visible(admin.page.getByText(ct.done, { exact: true }).first());
    await visible(row.getByText(rowText.status.EXECUTED, { exact: true }));
    await checkScreen(admin, 'countersign-agreements-executed');
  });

  it('staff open the signed PDF from the Agreements tab and the Documents tab (1366 and 390 px)', async () => {
    const row = agreementsTable(admin.page).locator(`tr[data-agreement="${agreementId}"]`);
    await openSignedPdf(admin, row.getByRole('link', { name: dt.openFor('Clean Energy PPA', agreementId) }), 'countersign-preview-from-agreements');

    // A regular user of the organization, on a phone, from the Documents tab.
    const phone = await openSession(browser, PHONE_390);
    await signIn(phone.page, demoUsers.regular);
    await phone.page.goto(`/manage/leads/${leadId}#documents`);
    const section = phone.page.getByTestId('signed-agreements');
    await visible(section.getByRole('heading', { name: dt.documentsTitle }));
    await checkScreen(phone, 'countersign-documents-tab-390');
    await openSignedPdf(phone, section.getByRole('link', { name: dt.openFor('Clean Energy PPA', agreementId) }), 'countersign-preview-390');
    await phone.close();
  });

  it('the super admin opens it from the admin Agreements list', async () => {
    const session = await openSession(browser);
    await signIn(session.page, demoUsers.superAdmin);
    await session.page.goto('/manage/agreements');
    const link = session.page.getByRole('link', { name: dt.openFor('Clean Energy PPA', agreementId) });
    await visible(link);
    await checkScreen(session, 'countersign-admin-list');
    await openSignedPdf(session, link, 'countersign-preview-from-admin');
    await session.close();
  });
});

