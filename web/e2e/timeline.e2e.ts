import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { leadEnums, success } from '../src/messages';
import { activityTexts as activity } from '../src/screens/LeadPage/activity/texts';
import { leadPageTexts as text } from '../src/screens/LeadPage/texts';
import { checkScreen, demoUsers, launchBrowser, openSession, PHONE, signIn, visible } from './harness/browser';
import { createLead as createLeadAt } from './harness/setup';

/** A fresh lead of the org admin's organization (setup, not the journey). */
const createLead = (name: string) => createLeadAt(name, { customer: { firstName: 'Tim', lastName: 'Line' }, siteAddress: '200 Timeline Ave, Fresno, CA 93721', latitude: 36.75, longitude: -119.77 });

const tab = (page: Page, name: string) => page.getByRole('tab', { name, exact: true });
const entries = (page: Page) => page.getByTestId('activity-entry');

describe('the lead\'s activity timeline', () => {
  let browser: Browser;
  beforeAll(async () => { browser = await launchBrowser(); });
  afterAll(async () => { await browser?.close(); });

  it('an edit and an upload in the browser show up on the Activity tab, who and when, newest first', async () => {
    const name = `Timeline ${Date.now()}`;
    const leadId = await createLead(name);
    const session = await openSession(browser);
    const { page } = session;
    await signIn(page, demoUsers.orgAdmin);
    await page.goto(`/manage/leads/${leadId}#activity`);
    await visible(page.getByRole('heading', { level: 1, name }));
    // Created through the gateway: the first entry.
    await visible(entries(page).first());
    expect(await entries(page).count()).toBe(1);
    await expect.poll(() => entries(page).first().getAttribute('data-action')).toBe('CREATED');
    const actor = (await entries(page).first().locator('span').first().textContent())!.trim();
    expect(actor.length).toBeGreaterThan(0);

    // Edit the energy reseller and the notes on Details.
    await tab(page, text.tabs.details).click();
    await page.getByRole('button', { name: text.details.edit, exact: true }).click();
    await page.getByRole('textbox', { name: 'Energy reseller' }).fill('Sunrise Power');
    await page.getByRole('textbox', { name: 'Notes', exact: true }).fill('Call after 3pm');
    await page.getByRole('button', { name: text.details.update }).click();
    await visible(page.getByText(success.leadUpdated));

    // Upload a file on Documents.
    await tab(page, text.tabs.documents).click();
    await page.getByLabel(text.documents.fileKind).selectOption({ label: leadEnums.fileKinds[6] });
    const fileName = `survey-${Date.now()}.txt`;
    await page.getByTestId('lead-file-input').setInputFiles({ name: fileName, mimeType: 'text/plain', buffer: Buffer.from('north side access') });
    await visible(page.getByText(success.fileUploaded(fileName)));

    // The timeline has both, newest first, from the mutations' own answers (no reload).
    await tab(page, text.tabs.activity).click();
    await page.waitForURL('**#activity');
    await visible(page.getByRole('list', { name: activity.listLabel }));
    await expect.poll(() => entries(page).count()).toBe(3);
    const rows = await entries(page).allTextContents();
    expect(rows[0]).toContain(`${actor} uploaded ${fileName}`);
    expect(rows[1]).toContain(`${actor} edited`);
    expect(rows[1]).toMatch(/Energy reseller/);
    expect(rows[1]).toMatch(/Notes/);
    expect(rows[2]).toContain(`${actor} ${activity.actions.created}`);
    // §9: the exact time (MM-DD-YYYY HH:MM), the relative one only beside it.
    const time = entries(page).first().locator('time');
    expect(await time.textContent()).toMatch(/^\d{2}-\d{2}-\d{4} \d{2}:\d{2}$/);
    expect(await entries(page).first().textContent()).toMatch(/just now|1 minute ago/);
    await checkScreen(session, 'timeline-desktop');
    await session.close();

    // On a phone: readable at 360 px, no sideways scroll.
    const phone = await openSession(browser, PHONE);
    await signIn(phone.page, demoUsers.orgAdmin);
    await phone.page.goto(`/manage/leads/${leadId}#activity`);
    await visible(phone.page.getByRole('list', { name: activity.listLabel }));
    await expect.poll(() => entries(phone.page).count()).toBe(3);
    expect(await phone.page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(PHONE.width);
    await checkScreen(phone, 'timeline-phone');
    await phone.close();
  });
});
