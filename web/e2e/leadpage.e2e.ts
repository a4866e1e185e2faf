import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { leadEnums, success } from '../src/messages';
import { leadPageTexts as text } from '../src/screens/LeadPage/texts';
import { cancelLeadTexts as cancelText } from '../src/components/cancelLead/texts';
import { dealTexts } from '../src/screens/LeadPage/deals/texts';
import { dealHeaderTexts as deal } from '../src/screens/LeadPage/header/dealTexts';
import { checkScreen, demoUsers, gatewayRequest, launchBrowser, openSession, PHONE, signIn, visible, type Session } from './harness/browser';
import { cookieOf, createLead as createLeadAt } from './harness/setup';

/** A real 2×2 PNG, so the system image actually renders. */
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAIAAAACCAIAAAD91JpzAAAAFklEQVR4nGNkYGBg+M/AwMDAxMDAAAANHgEBxw9qXgAAAABJRU5ErkJggg==',
  'base64',
);

/** A fresh lead of the org admin's organization (setup, not the journey). */
const createLead = (name: string) => createLeadAt(name, { customer: { firstName: 'Eve', lastName: 'Journey' }, siteAddress: '100 Journey Way, Fresno, CA 93721', latitude: 36.74, longitude: -119.78 });

/** A demo lead the org admin can see (the newest). */
async function demoLead() {
  const cookie = await cookieOf(demoUsers.orgAdmin);
  const { data } = await gatewayRequest<{ leads: { edges: { node: { databaseId: number; name: string } }[] } }>(
    '{ leads(first: 1) { edges { node { databaseId name } } } }',
    {},
    cookie,
  );
  return data.leads.edges[0].node;
}

const operationsSince = (session: Session, mark: number) => session.graphql.slice(mark).map((c) => c.operationName);

/**
 * Every POST to /graphql, uploads included (the harness reads operation names from JSON bodies
 * only; a multipart body with a file is binary to Playwright).
 */
function countGraphQLPosts(page: Page) {
  const posts: string[] = [];
  page.on('request', (request) => {
    if (request.url().endsWith('/graphql') && request.method() === 'POST') posts.push(request.headers()['content-type'] ?? '');
  });
  return posts;
}
const tab = (page: Page, name: string) => page.getByRole('tab', { name, exact: true });

describe('the lead page', () => {
  let browser: Browser;
  beforeAll(async () => { browser = await launchBrowser(); });
  afterAll(async () => { await browser?.close(); });

  it('org admin: header and stage, edit + Update in one request, system image, documents', async () => {
    const lead = await demoLead();
    const session = await openSession(browser);
    const { page } = session;
    const posts = countGraphQLPosts(page);
    await signIn(page, demoUsers.orgAdmin);
    await page.goto(`/manage/leads/${lead.databaseId}`);
    await visible(page.getByRole('heading', { level: 1, name: lead.name }));
    await visible(page.getByText(/^Stage [1-7] of 7: /).first());
    expect(await tab(page, text.tabs.quotes).getAttribute('aria-selected')).toBe('true');
    // Reassignment is an org admin's right (§6).
    await visible(page.getByRole('button', { name: text.reassign.open }));
    await checkScreen(session, 'leadpage-quotes');

    for (const name of [text.tabs.proposals, text.tabs.agreements]) {
      await tab(page, name).click();
      await page.waitForURL(`**#${name.toLowerCase()}`);
      // The panel itself, not only the selected tab: for a frame the trigger can be selected before
      // its panel mounts (lazyMount), and axe then reads aria-controls pointing at nothing.
      await visible(page.getByRole('tabpanel', { name, exact: true }));
      await checkScreen(session, `leadpage-${name.toLowerCase()}`);
    }

    // Details: edit one field; Update is one GraphQL request and the page shows the answer.
    await tab(page, text.tabs.details).click();
    await page.waitForURL('**#details');
    await checkScreen(session, 'leadpage-details');
    await page.getByRole('button', { name: text.details.edit, exact: true }).click();
    const reseller = `Reseller ${Date.now()}`;
    await page.getByRole('textbox', { name: 'Energy reseller' }).fill(reseller);
    await checkScreen(session, 'leadpage-details-edit');
    const mark = session.graphql.length;
    await page.getByRole('button', { name: text.details.update }).click();
    await visible(page.getByText(success.leadUpdated));
    await visible(page.getByTestId('value-lead.energyReseller').getByText(reseller));
    expect(operationsSince(session, mark)).toEqual(['useUpdateLeadMutation']);

    // System image: replace (one multipart request), shown from its signed URL (one more query).
    const imageMark = posts.length;
    await page.getByTestId('system-image-input').setInputFiles({ name: 'layout.png', mimeType: 'image/png', buffer: PNG });
    await visible(page.getByTestId('system-image'));
    await visible(page.getByRole('button', { name: text.image.replace }));
    await page.waitForFunction(() => (document.querySelector('[data-testid="system-image"]') as HTMLImageElement | null)?.naturalWidth === 2);
    expect(posts.slice(imageMark).filter((type) => type.startsWith('multipart/form-data'))).toHaveLength(1);
    await checkScreen(session, 'leadpage-details-image');
    // Removing it asks first (issue 15): Keep leaves it, the confirmation removes it.
    await page.getByRole('button', { name: text.image.remove }).click();
    let confirm = page.getByRole('alertdialog', { name: text.image.removeTitle });
    await visible(confirm);
    await confirm.getByRole('button', { name: text.image.keep }).first().click();
    await confirm.waitFor({ state: 'hidden' });
    await visible(page.getByTestId('system-image'));
    await page.getByRole('button', { name: text.image.remove }).click();
    confirm = page.getByRole('alertdialog', { name: text.image.removeTitle });
    await confirm.getByRole('button', { name: text.image.remove }).click();
    await visible(page.getByText(text.image.empty));

    // Documents: upload an additional file of a kind, then delete it.
    await tab(page, text.tabs.documents).click();
    await page.getByLabel(text.documents.fileKind).selectOption({ label: leadEnums.fileKinds[6] });
    const fileName = `site-notes-${Date.now()}.txt`;
    const uploadMark = posts.length;
    await page.getByTestId('lead-file-input').setInputFiles({ name: fileName, mimeType: 'text/plain', buffer: Buffer.from('roof access from the north side') });
    await visible(page.getByText(success.fileUploaded(fileName)));
    const row = page.getByRole('row', { name: new RegExp(fileName) });
    await visible(row);
    await visible(row.getByText(leadEnums.fileKinds[6]));
    // One request: the upload, whose payload refreshed the table (no refetch).
    expect(posts.slice(uploadMark)).toHaveLength(1);
    expect(posts[uploadMark]).toMatch(/^multipart\/form-data/);
    const link = row.getByRole('link', { name: text.documents.open(fileName) });
    const href = new URL((await link.getAttribute('href'))!, 'http://x');
    expect(href.pathname).toBe('/document-preview');
    expect(href.searchParams.get('file')).toBe('additionalFiles');
    expect(href.searchParams.get('filename')).toBe(fileName);
    expect(href.searchParams.get('back')).toBe(`/manage/leads/${lead.databaseId}#documents`);
    await checkScreen(session, 'leadpage-documents');

    await row.getByRole('button', { name: text.documents.delete(fileName) }).click();
    const deleteMark = session.graphql.length;
    await page.getByRole('alertdialog').getByRole('button', { name: text.documents.deleteConfirm }).click();
    await visible(page.getByText(success.fileDeleted));
    await row.waitFor({ state: 'detached' });
    expect(operationsSince(session, deleteMark)).toEqual(['leadFilesDeleteMutation']);
    await session.close();
  });

  // Issue 15: the deal record's header and its stage-aware next action.
  it('deal header: the next action generates the marketing proposal, its figures show, then the next step opens Documents on bills', async () => {
    const id = await createLead(`Deal header journey ${Date.now()}`);
    const session = await openSession(browser);
    const { page } = session;
    await signIn(page, demoUsers.orgAdmin);
    await page.goto(`/manage/leads/${id}`);
    const header = page.getByTestId('deal-header');
    await visible(header);
    expect(await page.getByTestId('deal-ppaRate-value').textContent()).toBe(deal.empty);
    await page.getByRole('button', { name: `${deal.nextStep}: ${deal.actions.generateMarketing}` }).click();
    const dialog = page.getByRole('dialog', { name: deal.generate.title('Marketing') });
    await visible(dialog);
    await dialog.getByRole('button', { name: deal.generate.submit }).click();
    // It does what it says: the proposal is created and generated, and the Proposals tab shows it.
    await page.waitForURL(/#proposals$/);
    await expect.poll(() => tab(page, text.tabs.proposals).getAttribute('aria-selected')).toBe('true');
    const nextStep = page.getByRole('button', { name: `${deal.nextStep}: ${deal.actions.uploadBills}` });
    await visible(nextStep, 60_000);
    if ((await page.getByTestId('deal-activeProposal-value').textContent()) === deal.noActiveProposal) {
      await page.getByRole('button', { name: dealTexts.proposals.activate }).first().click();
    }
    await visible(page.getByTestId('deal-ppaRate-value').getByText(/^\$\d+\.\d{4}\/kWh$/), 30_000);
    expect(await page.getByTestId('deal-savings-value').textContent()).toMatch(/^\$[\d,]+$/);
    expect(await page.getByTestId('deal-systemSize-value').textContent()).toMatch(/ kW DC$/);
    expect(await page.getByTestId('deal-activeProposal-value').textContent()).toMatch(/^#\d+ Marketing$/);
    await page.evaluate(() => window.scrollTo(0, 0));
    await checkScreen(session, 'leadpage-deal-header');

    await nextStep.click();
    await page.waitForURL(/#documents$/);
    const choose = page.getByRole('button', { name: text.documents.choose });
    await visible(choose);
    await expect.poll(() => choose.evaluate((el) => el === document.activeElement)).toBe(true);
    expect(await page.getByRole('combobox', { name: text.documents.uploadTo }).inputValue()).toBe('UTILITY_BILL');
    await session.close();

    const phone = await openSession(browser, PHONE);
    await signIn(phone.page, demoUsers.orgAdmin);
    await phone.page.goto(`/manage/leads/${id}`);
    await visible(phone.page.getByTestId('deal-savings-value').getByText(/^\$/));
    await checkScreen(phone, 'leadpage-deal-header-phone');
    expect(await phone.page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(PHONE.width);
    await phone.close();
  });

  it('phone width (360 px): every tab fits', async () => {
    const lead = await demoLead();
    const session = await openSession(browser, PHONE);
    const { page } = session;
    await signIn(page, demoUsers.orgAdmin);
    for (const name of Object.values(text.tabs)) {
      await page.goto(`/manage/leads/${lead.databaseId}#${name.toLowerCase()}`);
      await visible(page.getByRole('heading', { level: 1, name: lead.name }));
      expect(await tab(page, name).getAttribute('aria-selected')).toBe('true');
      await checkScreen(session, `leadpage-phone-${name.toLowerCase()}`);
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(PHONE.width);
    }
    await session.close();
  });

  it('super admin: reassigns a lead to another organization', async () => {
    const id = await createLead(`Reassign journey ${Date.now()}`);
    const session = await openSession(browser);
    const { page } = session;
    await signIn(page, demoUsers.superAdmin);
    await page.goto(`/manage/leads/${id}`);
    await page.getByRole('button', { name: text.reassign.open }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByLabel(text.reassign.organization).selectOption({ label: 'Keystone EPC Builders' });
    const users = await dialog.getByLabel(text.reassign.user).locator('option').allTextContents();
    expect(users.length).toBeGreaterThan(1);
    await dialog.getByLabel(text.reassign.user).selectOption({ index: 1 });
    await checkScreen(session, 'leadpage-reassign');
    const mark = session.graphql.length;
    await dialog.getByRole('button', { name: text.reassign.save }).click();
    await visible(page.getByText(success.leadUpdated));
    await visible(page.getByTestId('lead-organization').getByText('Keystone EPC Builders'));
    expect(operationsSince(session, mark)).toEqual(['useAssignLeadMutation']);
    await session.close();
  });

  it('cancels a lead with a reason (kept, banner, Undo), restores it, and an admin deletes it for good (issue 15)', async () => {
    const name = `Cancel journey ${Date.now()}`;
    const id = await createLead(name);
    const session = await openSession(browser);
    const { page } = session;
    await signIn(page, demoUsers.orgAdmin);
    await page.goto(`/manage/leads/${id}`);
    await visible(page.getByRole('heading', { level: 1, name }));
    await page.getByRole('button', { name: cancelText.open }).click();
    const dialog = await visible(page.getByRole('alertdialog'));
    // The reason is asked for before anything is sent.
    await dialog.getByRole('button', { name: cancelText.confirm }).click();
    await visible(dialog.getByText(cancelText.reasonRequired));
    await dialog.getByRole('combobox', { name: cancelText.reason }).selectOption('Chose a competitor');
    await dialog.getByRole('textbox', { name: cancelText.details }).fill('Signed with a utility program');
    await page.mouse.move(0, 0); // not hovering the button that was clicked: the screen as it rests
    await checkScreen(session, 'leadpage-cancel-confirm');
    await dialog.getByRole('button', { name: cancelText.confirm }).click();
    await visible(page.getByText(success.leadCancelled));
    // The lead stays, cancelled: the banner says when, by whom and why; there is no next action.
    const banner = await visible(page.getByTestId('lead-cancelled-banner'));
    await visible(banner.getByText('Chose a competitor: Signed with a utility program'));
    expect(page.url()).toContain(`/manage/leads/${id}`);
    expect(await page.getByRole('button', { name: cancelText.open }).count()).toBe(0);
    // Nothing on the page offers a change the api would refuse (409) until it is restored.
    expect(await page.getByRole('button', { name: text.reassign.open }).count()).toBe(0);
    expect(await page.getByRole('button', { name: dealTexts.quotes.create, exact: true }).count()).toBe(0);
    await checkScreen(session, 'leadpage-cancelled-desktop');
    // Undo in the toast restores it.
    await page.getByRole('button', { name: cancelText.undo }).click();
    await visible(page.getByText(success.leadRestored));
    await page.getByTestId('lead-cancelled-banner').waitFor({ state: 'detached' });
    await visible(page.getByRole('button', { name: cancelText.open }));
    // Cancelled again, it is out of the list's default view and under Show: Cancelled.
    await page.getByRole('button', { name: cancelText.open }).click();
    const again = await visible(page.getByRole('alertdialog'));
    await again.getByRole('combobox', { name: cancelText.reason }).selectOption('No response');
    await again.getByRole('button', { name: cancelText.confirm }).click();
    await visible(page.getByTestId('lead-cancelled-banner'));

    // On a phone the banner and its actions fit the width.
    const phone = await openSession(browser, PHONE);
    await signIn(phone.page, demoUsers.orgAdmin);
    await phone.page.goto(`/manage/leads/${id}`);
    await visible(phone.page.getByTestId('lead-cancelled-banner'));
    // Polled: the page settles to the phone's width once its tabs are drawn, a moment after the
    // header and its banner (a clean clone's busy run once measured in between).
    await expect.poll(() => phone.page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth), { timeout: 5000 }).toBe(true);
    await checkScreen(phone, 'leadpage-cancelled-phone');
    await phone.close();

    // An admin deletes it for good, after a confirmation, and lands on the list.
    await page.getByRole('button', { name: cancelText.deleteForGood.open }).click();
    const confirm = await visible(page.getByRole('alertdialog'));
    await confirm.getByRole('button', { name: cancelText.deleteForGood.confirm }).click();
    await visible(page.getByText(success.leadDeleted));
    await page.waitForURL('**/manage/leads');
    // The lead is gone: its page now says so.
    await page.goto(`/manage/leads/${id}`);
    await visible(page.getByRole('heading', { name: text.notFoundTitle }));
    await checkScreen(session, 'leadpage-not-found');
    await session.close();
  });
});
