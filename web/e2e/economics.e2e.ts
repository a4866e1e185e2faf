/**
 * Issue 25, honest numbers for every US site, in a real browser: a rep creates a lead at an Akron,
 * Ohio warehouse through the wizard (the offline geocoder places it, pre-qualification estimates it
 * with the site's utility and sun), generates the marketing proposal from the deal header, and the
 * customer's web page of that proposal names Ohio Edison and its commercial rate as NREL's
 * utility-rates-by-ZIP table gives it (read here from the same table, not typed), with where each
 * number comes from; the deal header's "Where do these numbers come from?" popover says the same,
 * at 1366 and 360 px.
 */
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { utilitiesForZip } from '../../shared/economics/utilities';
import { SOURCES_TEXTS } from '../../shared/pricing/sources';
import { leadFlow, success } from '../src/messages';
import { customerText, propertyText, wizardText } from '../src/screens/IntakeForm/texts';
import { proposalLinkTexts as link } from '../src/screens/LeadPage/deals/proposals/link/texts';
import { dealTexts } from '../src/screens/LeadPage/deals/texts';
import { dealHeaderTexts as deal } from '../src/screens/LeadPage/header/dealTexts';
import { numberSourcesTexts as sources } from '../src/screens/LeadPage/header/numberSourcesTexts';
import { checkScreen, demoUsers, launchBrowser, openSession, PHONE, signIn, visible, type Session } from './harness/browser';

const ADDRESS = '1 Cascade Plz, Akron, OH 44308';
/** The utility the table gives for the ZIP, most likely first, and its average commercial rate as the pages print it. */
const OHIO = utilitiesForZip('44308')[0];
const RATE = `$${OHIO.commercial_rate!.toFixed(4)}/kWh`;

const stepHeading = (page: Page, n: number) => page.getByRole('heading', { level: 2, name: wizardText.steps[n], exact: true });
const nextButton = (page: Page, name: string = wizardText.next) => page.getByRole('button', { name, exact: true });
const noSidewaysScroll = (page: Page) => page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth);

/** Opens the deal header's popover and checks it names the utility and its rate with the table's source. */
async function openSources(session: Session) {
  const { page } = session;
  const button = page.getByTestId('deal-header').getByRole('button', { name: sources.open });
  await visible(button);
  // Keyboard: focus, Enter opens it.
  await button.focus();
  await page.keyboard.press('Enter');
  const popover = page.getByTestId('number-sources');
  await visible(popover);
  await visible(popover.getByText(sources.title));
  expect(await popover.getByTestId('number-source-utility').textContent()).toContain(sources.utility(OHIO.name, 'OH'));
  const rate = await popover.getByTestId('number-source-utilityRate').textContent();
  expect(rate).toContain(sources.rate(RATE));
  expect(rate).toContain(sources.rateSources.UTILITY_TABLE);
  expect(rate).toContain(String(OHIO.commercial_rate_year));
  expect(await popover.getByTestId('number-source-production').textContent()).toContain('PVWatts-method model');
  return popover;
}

describe('an Ohio site (issue 25): the utility, its rate and where each number comes from', () => {
  let browser: Browser;
  let leadId = 0;
  let proposalUrl = '';
  beforeAll(async () => { browser = await launchBrowser(); });
  afterAll(async () => { await browser?.close(); });

  it('the table knows the ZIP: Ohio Edison with a commercial rate', () => {
    expect(OHIO).toMatchObject({ name: 'Ohio Edison Co', state: 'OH' });
    expect(OHIO.commercial_rate).toBeGreaterThan(0.05);
  });

  it('a rep creates the Akron lead in the wizard, generates the marketing proposal, and the popover names Ohio Edison and its rate', async () => {
    const session = await openSession(browser);
    const { page } = session;
    await signIn(page, demoUsers.orgAdmin);
    await page.goto('/manage/intake-form');
    await visible(stepHeading(page, 0));
    await page.getByLabel(customerText.leadName).fill(`Akron Cascade Warehouse ${Date.now()}`);
    await page.getByLabel(new RegExp(`^${customerText.firstName}`)).fill('Dana');
    await page.getByLabel(new RegExp(`^${customerText.lastName}`)).fill('Kowalski');
    await page.getByLabel(customerText.email(1)).fill('dana@cascade.example');
    await page.getByLabel(customerText.phone(1)).fill('3305550101');
    await nextButton(page).click();
    await visible(stepHeading(page, 1));
    const address = page.getByRole('combobox', { name: propertyText.address });
    await address.fill(ADDRESS);
    await visible(page.getByRole('listbox').getByRole('option', { name: /Akron, OH 44308/ }).first());
    await address.press('ArrowDown');
    await address.press('Enter');
    await visible(page.getByTestId('pin-position'));
    await page.getByLabel(propertyText.ownerType).selectOption({ label: 'Property Owner/Owner-User/Partner' });
    await page.getByLabel(propertyText.buildingSize).fill('40000');
    await page.getByLabel(propertyText.installType).selectOption('ROOFTOP');
    await nextButton(page, wizardText.createLead).click();
    await visible(page.getByText(leadFlow.prequalifying).or(stepHeading(page, 2)), 45_000);
    await visible(stepHeading(page, 2), 45_000);
    for (const step of [3, 4, 5]) {
      await nextButton(page).click();
      await visible(stepHeading(page, step));
    }
    await nextButton(page, wizardText.submit).click();
    await page.waitForURL(/\/manage\/leads\/\d+$/);
    await visible(page.getByText(success.leadSubmitted));
    leadId = Number(/\/manage\/leads\/(\d+)$/.exec(page.url())![1]);

    // The deal header's next action generates the marketing proposal from the lead's values.
    await page.getByRole('button', { name: `${deal.nextStep}: ${deal.actions.generateMarketing}` }).click();
    const dialog = page.getByRole('dialog', { name: deal.generate.title('Marketing') });
    await visible(dialog);
    await dialog.getByRole('button', { name: deal.generate.submit }).click();
    await page.waitForURL(/#proposals$/);
    await visible(page.getByRole('button', { name: `${deal.nextStep}: ${deal.actions.uploadBills}` }), 60_000);
    if ((await page.getByTestId('deal-activeProposal-value').textContent()) === deal.noActiveProposal) {
      await page.getByRole('button', { name: dealTexts.proposals.activate }).first().click();
    }
    await visible(page.getByTestId('deal-ppaRate-value').getByText(/^\$\d+\.\d{4}\/kWh$/), 30_000);

    // The popover, from the keyboard: Ohio Edison, the table's rate and year, the production model.
    await page.evaluate(() => window.scrollTo(0, 0));
    const popover = await openSources(session);
    await checkScreen(session, 'economics-popover');
    await page.keyboard.press('Escape');
    await popover.waitFor({ state: 'hidden' });

    // Share the proposal's web link (the Proposals tab's dialog), for the customer's page below.
    const proposalId = Number((await page.getByTestId('deal-activeProposal-value').textContent())!.match(/#(\d+)/)![1]);
    const card = page.getByRole('article', { name: dealTexts.proposals.heading(proposalId, 'Marketing') });
    await card.getByRole('button', { name: link.action }).click();
    const share = page.getByRole('dialog', { name: link.title(proposalId) });
    await visible(share);
    await share.getByRole('button', { name: link.create }).click();
    proposalUrl = await (await visible(share.getByTestId('proposal-link'))).inputValue();
    expect(proposalUrl).toMatch(/\/api\/p\/[0-9a-f]{64}$/);
    await session.close();
  });

  it("the customer's web page names Ohio Edison and the table's rate, and says where each number comes from (1366 and 360 px)", async () => {
    for (const viewport of [undefined, PHONE]) {
      const session = await openSession(browser, viewport);
      const { page } = session;
      const response = await page.goto(proposalUrl);
      expect(response?.status()).toBe(200);
      const section = page.locator('section[aria-labelledby="sources-title"]');
      await visible(section.getByRole('heading', { name: SOURCES_TEXTS.heading }));
      const text = (await section.textContent())!.replace(/\s+/g, ' ');
      expect(text).toContain(`Ohio (OH), ${OHIO.name}`);
      expect(text).toContain(`${RATE} in year 1. ${SOURCES_TEXTS.rateSources.utility_table}: `);
      expect(text).toContain(`, ${OHIO.commercial_rate_year}`);
      expect(text).toContain('PVWatts-method model');
      expect(text).toContain(SOURCES_TEXTS.labels.degradation);
      expect(text).toContain(SOURCES_TEXTS.labels.incentives);
      expect(text).not.toContain(SOURCES_TEXTS.enteredForDocument);
      expect(await noSidewaysScroll(page)).toBe(true);
      await section.scrollIntoViewIfNeeded();
      await checkScreen(session, viewport ? 'economics-proposal-page-phone' : 'economics-proposal-page');
      await session.close();
    }
  });

  it('the popover fits a 360 px phone and says the same', async () => {
    const phone = await openSession(browser, PHONE);
    await signIn(phone.page, demoUsers.orgAdmin);
    await phone.page.goto(`/manage/leads/${leadId}`);
    await visible(phone.page.getByTestId('deal-ppaRate-value').getByText(/^\$\d+\.\d{4}\/kWh$/));
    const popover = await openSources(phone);
    const box = (await popover.boundingBox())!;
    expect(box.x).toBeGreaterThanOrEqual(0);
    expect(box.x + box.width).toBeLessThanOrEqual(PHONE.width);
    expect(await noSidewaysScroll(phone.page)).toBe(true);
    await checkScreen(phone, 'economics-popover-phone');
    await phone.page.keyboard.press('Escape');
    await popover.waitFor({ state: 'hidden' });
    await phone.close();
  });
});
