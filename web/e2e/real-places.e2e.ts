import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { leadFlow, success } from '../src/messages';
import { mapTexts } from '../src/components/map/texts';
import { customerText, propertyText, wizardText } from '../src/screens/IntakeForm/texts';
import { leadPageTexts } from '../src/screens/LeadPage/texts';
import { listTexts } from '../src/screens/Leads/texts';
import { demoUsers, launchBrowser, openSession, signIn, until, visible } from './harness/browser';

/**
 * Issue 12, real places: a lead in a town the old 60-city table did not know, placed by hand on
 * the map, then moved to another state by editing its address, which places it and estimates it
 * again. Everything real: the api's offline US index, the gateway, MapLibre in Chromium.
 */
const stepHeading = (page: Page, n: number) => page.getByRole('heading', { level: 2, name: wizardText.steps[n], exact: true });
const latitudeShown = async (page: Page) => Number((await page.getByTestId('value-property.latitude').textContent())?.replace(/[^\d.-]/g, ''));

describe('real places (issue 12)', () => {
  let browser: Browser;
  beforeAll(async () => { browser = await launchBrowser(); });
  afterAll(async () => { await browser?.close(); });

  it('Santa Barbara, placed by hand, then moved to Hartford, CT and estimated again', async () => {
    const session = await openSession(browser);
    const { page } = session;
    await signIn(page, demoUsers.orgAdmin);
    await page.goto('/manage/intake-form');
    await visible(stepHeading(page, 0));
    await page.getByLabel(customerText.leadName).fill('Anacapa Street Offices');
    await page.getByLabel(new RegExp(`^${customerText.firstName}`)).fill('Lena');
    await page.getByLabel(new RegExp(`^${customerText.lastName}`)).fill('Ortiz');
    await page.getByLabel(customerText.email(1)).fill('lena@anacapa.example');
    await page.getByLabel(customerText.phone(1)).fill('8055550101');
    await page.getByRole('button', { name: wizardText.next, exact: true }).click();
    await visible(stepHeading(page, 1));

    // A town outside the old table: the ZIP-level suggestion, then the pin moved by hand.
    const address = page.getByRole('combobox', { name: propertyText.address });
    await address.fill('735 Anacapa St, Santa Barbara, CA 93101');
    await visible(page.getByRole('listbox').getByRole('option', { name: /735 Anacapa St, Santa Barbara, CA 93101/ }));
    await address.press('ArrowDown');
    await address.press('Enter');
    await visible(page.getByText(propertyText.precisionNotice('ZIP', false)));
    const pin = page.getByRole('button', { name: new RegExp(`^${mapTexts.pin}`) });
    await pin.focus();
    await pin.press('ArrowRight');
    await pin.press('ArrowUp');
    // On the building now: the approximation notice goes.
    await until(() => page.getByTestId('precision-notice').count(), (n) => n === 0);
    await page.getByLabel(propertyText.ownerType).selectOption({ label: 'Property Owner/Owner-User/Partner' });
    await page.getByRole('button', { name: wizardText.createLead, exact: true }).click();
    await visible(page.getByText(leadFlow.prequalifying));
    await visible(stepHeading(page, 2), 45_000);
    const id = Number((await page.getByTestId('lead-badge').textContent())?.replace('#', ''));

    // Left before the summary's Submit: a draft, said so on its page and kept out of the list.
    await page.goto(`/manage/leads/${id}#details`);
    await visible(page.getByTestId('draft-banner'));
    await visible(page.getByTestId('value-property.latitude'));
    const santaBarbara = await latitudeShown(page);
    expect(santaBarbara).toBeGreaterThan(34.3);
    expect(santaBarbara).toBeLessThan(34.5);
    // Placed by hand on the building: no approximation to report.
    expect(await page.getByTestId('location-approximate').count()).toBe(0);

    // Another state: the edit mode's address search, typed by hand (no suggestion chosen): the api
    // places the lead again and estimates it again.
    await page.getByRole('button', { name: leadPageTexts.details.edit }).click();
    await visible(page.getByTestId('site-location-editor').getByRole('button', { name: new RegExp(`^${mapTexts.pin}`) }));
    const siteAddress = page.getByRole('combobox', { name: leadPageTexts.details.siteAddress });
    await siteAddress.fill('210 Capitol Ave, Hartford, CT 06106');
    await visible(page.getByText(leadPageTexts.details.siteAddressTyped));
    await siteAddress.press('Escape');
    await page.getByRole('button', { name: leadPageTexts.details.update }).click();
    await visible(page.getByText(success.leadUpdated));
    await visible(page.getByText(leadPageTexts.details.reEnriched), 45_000);
    await until(() => latitudeShown(page), (latitude) => latitude > 41.7 && latitude < 41.8, 15_000);
    await visible(page.getByText(leadPageTexts.details.locationApproximate('ZIP')));

    // The county is one of the state's; submitting the draft puts the lead in the list.
    await page.getByRole('button', { name: leadPageTexts.details.edit }).click();
    const pinAgain = page.getByTestId('site-location-editor').getByRole('button', { name: new RegExp(`^${mapTexts.pin}`) });
    await visible(pinAgain);
    await page.getByTestId('county-select').selectOption({ label: 'Tolland' });
    await page.getByRole('button', { name: leadPageTexts.details.update }).click();
    await visible(page.getByText(success.leadUpdated));
    await page.getByTestId('draft-banner').getByRole('button', { name: leadPageTexts.draft.submit }).click();
    await visible(page.getByText(success.leadSubmitted));
    await page.getByTestId('draft-banner').waitFor({ state: 'detached' });
    await page.goto('/manage/leads');
    await page.getByRole('searchbox', { name: listTexts.search }).fill('Anacapa Street Offices');
    await visible(page.getByRole('link', { name: /Anacapa Street Offices/ }).first(), 30_000);
    await session.close();
  });
});
