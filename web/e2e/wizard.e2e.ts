import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { leadFlow, success } from '../src/messages';
import { customerText, filesText, propertyText, wizardText } from '../src/screens/IntakeForm/texts';
import { checkScreen, DEMO_PASSWORD, demoUsers, expectUncovered, gatewayRequest, launchBrowser, openSession, PHONE, signIn, visible, type Session } from './harness/browser';

/** A one-page PDF small enough to write inline (the api checks the extension, the viewer the bytes). */
function minimalPdf(text: string): Buffer {
  const objects = [
    '<< /Type /Catalog /Pages 2 0 R >>',
    '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
    '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 612 792] /Contents 4 0 R /Resources << /Font << /F1 5 0 R >> >> >>',
    `<< /Length ${`BT /F1 18 Tf 72 720 Td (${text}) Tj ET`.length} >>\nstream\nBT /F1 18 Tf 72 720 Td (${text}) Tj ET\nendstream`,
    '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica >>',
  ];
  let body = '%PDF-1.4\n';
  const offsets: number[] = [];
  objects.forEach((object, i) => {
    offsets.push(body.length);
    body += `${i + 1} 0 obj\n${object}\nendobj\n`;
  });
  const xref = body.length;
  body += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n${offsets.map((o) => `${String(o).padStart(10, '0')} 00000 n \n`).join('')}`;
  body += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R >>\nstartxref\n${xref}\n%%EOF\n`;
  return Buffer.from(body, 'latin1');
}

const stepHeading = (page: Page, n: number) => page.getByRole('heading', { level: 2, name: wizardText.steps[n], exact: true });
const nextButton = (page: Page, name: string = wizardText.next) => page.getByRole('button', { name, exact: true });

async function fillCustomer(page: Page, leadName: string) {
  await page.getByLabel(customerText.leadName).fill(leadName);
  await page.getByLabel(new RegExp(`^${customerText.firstName}`)).fill('Maria');
  await page.getByLabel(new RegExp(`^${customerText.lastName}`)).fill('Alvarez');
  await page.getByLabel(customerText.role).fill('Facilities Director');
  await page.getByLabel(customerText.email(1)).fill('maria@valley.example');
  await page.getByLabel(customerText.phone(1)).fill('5595550101');
}

/** Types an address, waits for the suggestions and picks the first with the keyboard. */
async function chooseAddress(page: Page, typed: string) {
  const address = page.getByRole('combobox', { name: propertyText.address });
  await address.fill(typed);
  await visible(page.getByRole('listbox').getByRole('option').first());
  await address.press('ArrowDown');
  await address.press('Enter');
  await visible(page.getByTestId('pin-position'));
}

/** A draft of the org admin's (a wizard left at step 3), made through the gateway: setup, not the journey. */
async function makeDraft(name: string) {
  const { cookie } = await gatewayRequest(
    'mutation ($input: LoginInput!) { login(input: $input) { userErrors { messages } } }',
    { input: { emailOrPhone: demoUsers.orgAdmin, password: DEMO_PASSWORD, rememberMe: false } },
  );
  if (!cookie) throw new Error('no session cookie for the org admin');
  const { data } = await gatewayRequest<{ createLead: { lead: { databaseId: number } | null } }>(
    'mutation ($input: CreateLeadInput!) { createLead(input: $input) { lead { databaseId } } }',
    { input: { name, draft: true, property: { siteAddress: '735 Anacapa St, Santa Barbara, CA 93101' } } },
    cookie,
  );
  if (!data.createLead.lead) throw new Error('the draft was refused');
}

/** Steps 1 and 2: creates the lead and waits through the pre-qualification to step 3. */
async function createLead(session: Session, leadName: string, shots = false) {
  const { page } = session;
  await page.goto('/manage/intake-form');
  await visible(stepHeading(page, 0));
  if (shots) {
    // The org admin's drafts are listed above the empty form (issue 12), and checked by axe with it.
    await visible(page.getByTestId('lead-drafts').getByText('Half-finished E2E draft'));
    await nextButton(page).click();
    await visible(page.getByText(wizardText.fixErrors));
    await checkScreen(session, 'wizard-1-customer-errors');
  }
  await fillCustomer(page, leadName);
  if (shots) await checkScreen(session, 'wizard-1-customer');
  await nextButton(page).click();
  await visible(stepHeading(page, 1));
  await chooseAddress(page, '2150 S Cherry Ave, Fresno');
  await page.getByLabel(propertyText.ownerType).selectOption({ label: 'Property Owner/Owner-User/Partner' });
  await page.getByLabel(propertyText.buildingUse).selectOption('6');
  await page.getByLabel(propertyText.buildingSize).fill('48000');
  await page.getByLabel(propertyText.installType).selectOption('ROOFTOP');
  if (shots) await checkScreen(session, 'wizard-2-property');
  await nextButton(page, wizardText.createLead).click();
  // Pre-qualification can finish before anyone looks (it did in CI beside two CPU hogs): wait for
  // it or for the next step, and photograph it only when it is still on screen.
  const prequalifying = page.getByText(leadFlow.prequalifying);
  await visible(prequalifying.or(stepHeading(page, 2)), 45_000);
  if (shots && await prequalifying.first().isVisible()) await checkScreen(session, 'wizard-2-prequalifying');
  await visible(stepHeading(page, 2), 45_000);
}

describe('the lead intake wizard', () => {
  let browser: Browser;
  beforeAll(async () => { browser = await launchBrowser(); });
  afterAll(async () => { await browser?.close(); });

  it('org admin: five steps with an uploaded bill, then the lead page and the success message', async () => {
    const session = await openSession(browser);
    const { page } = session;
    await signIn(page, demoUsers.orgAdmin);
    await makeDraft('Half-finished E2E draft');
    await createLead(session, 'Valley Cold Storage E2E', true);
    await checkScreen(session, 'wizard-3-project');
    await page.getByLabel('Proposal intent').selectOption('Solar + ESS');
    await page.getByLabel('ESS capacity (kWh)').fill('abc');
    expect(await page.getByLabel('ESS capacity (kWh)').inputValue()).toBe('');
    await page.getByLabel('ESS capacity (kWh)').fill('250');
    await page.getByLabel('Project scope notes').fill('Roof redone in 2019.');
    await nextButton(page).click();

    await visible(stepHeading(page, 3));
    await page.getByTestId('upload-UTILITY_BILL').setInputFiles({ name: 'june-bill.pdf', mimeType: 'application/pdf', buffer: minimalPdf('June bill') });
    await visible(page.getByText(success.fileUploaded('june-bill.pdf')));
    await visible(page.getByTestId('files-UTILITY_BILL').getByText('june-bill.pdf'));
    await checkScreen(session, 'wizard-4-utility');
    await nextButton(page).click();

    await visible(stepHeading(page, 4));
    await page.getByLabel(filesText.fileKind).selectOption('SITE_SURVEY');
    await page.getByTestId('upload-ADDITIONAL').setInputFiles({ name: 'survey.pdf', mimeType: 'application/pdf', buffer: minimalPdf('Survey') });
    await visible(page.getByTestId('files-ADDITIONAL').getByText('survey.pdf'));
    await page.getByRole('button', { name: filesText.remove('survey.pdf') }).click();
    // The step's toasts never lie over its primary action: they sit above the wizard's action bar.
    // The pointer on a toast holds them all on screen while this is checked.
    await page.getByText(success.fileDeleted).hover();
    await expectUncovered(nextButton(page), 'Next, under the step\'s toasts');
    await page.mouse.move(0, 0);
    await page.getByTestId('files-ADDITIONAL').getByText('survey.pdf').waitFor({ state: 'detached' });
    await page.getByLabel(filesText.notes).fill('Call before visiting.');
    await checkScreen(session, 'wizard-5-additional');
    await nextButton(page).click();

    await visible(stepHeading(page, 5));
    await visible(page.getByText('Valley Cold Storage E2E'));
    await checkScreen(session, 'wizard-6-summary');
    await nextButton(page, wizardText.submit).click();
    await page.waitForURL(/\/manage\/leads\/\d+$/);
    await visible(page.getByText(success.leadSubmitted));
    await session.close();
  });

  it('imports utility data by referral code DEMO-CA-1 and lists the imported files', async () => {
    const session = await openSession(browser);
    const { page } = session;
    await signIn(page, demoUsers.orgAdmin);
    await createLead(session, 'Harbor Import E2E');
    await nextButton(page).click();
    await visible(stepHeading(page, 3));
    await page.getByLabel('Referral code').fill('DEMO-CA-1');
    await page.getByRole('button', { name: filesText.import }).click();
    await visible(page.getByText(leadFlow.utilityDataLoaded), 30_000);
    await visible(page.getByTestId('files-UTILITY_BILL').getByRole('listitem'));
    await visible(page.getByTestId('files-ADDITIONAL').getByRole('listitem'));
    await checkScreen(session, 'wizard-4-utility-imported');
    await session.close();
  });

  it('phone (360 px): ?address= fills the address and opens its suggestions', async () => {
    const session = await openSession(browser, PHONE);
    const { page } = session;
    await signIn(page, demoUsers.regular);
    await page.goto(`/manage/intake-form?address=${encodeURIComponent('Hartford, CT')}`);
    await visible(page.getByText(wizardText.prefilledAddress('Hartford, CT')));
    await checkScreen(session, 'wizard-phone-1-customer');
    await fillCustomer(page, 'Hartford Prospect E2E');
    await nextButton(page).click();
    await visible(stepHeading(page, 1));
    expect(await page.getByRole('combobox', { name: propertyText.address }).inputValue()).toBe('Hartford, CT');
    await visible(page.getByRole('listbox').getByRole('option', { name: /Hartford/ }));
    await checkScreen(session, 'wizard-phone-2-suggestions');
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(PHONE.width);
    await session.close();
  });
});
