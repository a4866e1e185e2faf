import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MESSAGES as API_MESSAGES } from '../../api/src/messages';
import { leadFlow, success } from '../src/messages';
import { inviteManageTexts } from '../src/screens/Admin/Invite/texts';
import { adminTexts } from '../src/screens/Admin/texts';
import { customerText, propertyText, summaryText, wizardText } from '../src/screens/IntakeForm/texts';
import { checkScreen, demoUsers, launchBrowser, openSession, signIn, visible, type Session } from './harness/browser';

/**
 * Issue 26 (items 10 and 11), in a real browser at 1366 and 390 px: a new lead through the wizard
 * sees its pre-qualification result, edits the property from the summary and goes back with every
 * step's check kept; an invite names the invitee and is revoked and resent from the Invites table.
 */
const PHONE_390 = { width: 390, height: 844 };
const stepHeading = (page: Page, n: number) => page.getByRole('heading', { level: 2, name: wizardText.steps[n], exact: true });
const button = (page: Page, name: string) => page.getByRole('button', { name, exact: true });

async function throughPrequalification(session: Session, leadName: string) {
  const { page } = session;
  await page.goto('/manage/intake-form');
  await visible(stepHeading(page, 0));
  await page.getByLabel(customerText.leadName).fill(leadName);
  await page.getByLabel(new RegExp(`^${customerText.firstName}`)).fill('Maria');
  await page.getByLabel(new RegExp(`^${customerText.lastName}`)).fill('Alvarez');
  await page.getByLabel(customerText.email(1)).fill('maria@valley.example');
  await page.getByLabel(customerText.phone(1)).fill('5595550101');
  await button(page, wizardText.next).click();
  await visible(stepHeading(page, 1));
  const address = page.getByRole('combobox', { name: propertyText.address });
  await address.fill('2150 S Cherry Ave, Fresno');
  await visible(page.getByRole('listbox').getByRole('option').first());
  await address.press('ArrowDown');
  await address.press('Enter');
  await visible(page.getByTestId('pin-position'));
  await page.getByLabel(propertyText.ownerType).selectOption({ label: 'Property Owner/Owner-User/Partner' });
  await page.getByLabel(propertyText.buildingSize).fill('48000');
  await button(page, wizardText.createLead).click();
  await visible(page.getByText(leadFlow.prequalifying).or(stepHeading(page, 2)), 45_000);
  await visible(stepHeading(page, 2), 45_000);
}

describe('wizard flow and invites (issue 26)', () => {
  let browser: Browser;
  beforeAll(async () => { browser = await launchBrowser(); });
  afterAll(async () => { await browser?.close(); });

  for (const [label, viewport] of [['desktop', undefined], ['phone', PHONE_390]] as const) {
    it(`${label}: the pre-qualification result shows in the wizard; Edit Property from the summary keeps the checks and goes back`, async () => {
      const session = await openSession(browser, viewport);
      const { page } = session;
      await signIn(page, demoUsers.orgAdmin);
      await throughPrequalification(session, `Wizard flow ${label} ${Date.now()}`);
      const result = page.getByTestId('prequal-result');
      await visible(result, 30_000);
      await visible(result.getByText(wizardText.prequalified));
      expect(await result.textContent()).toMatch(/kW DC/);
      await checkScreen(session, `wizard-flow-${label}-prequal`);
      for (const step of [2, 3, 4]) {
        await button(page, wizardText.next).click();
        await visible(stepHeading(page, step + 1));
      }
      await visible(page.getByTestId('prequal-result'));
      await page.getByRole('button', { name: summaryText.edit(wizardText.steps[1]) }).click();
      await visible(stepHeading(page, 1));
      // Steps 3 to 5 keep their checks while the property is edited.
      for (const step of [0, 2, 3, 4]) await visible(page.getByRole('listitem', { name: `${wizardText.steps[step]} (${wizardText.stepDone})` }));
      await checkScreen(session, `wizard-flow-${label}-edit-property`);
      await page.getByLabel(propertyText.buildingSize).fill('52000');
      await button(page, wizardText.backToSummary).click();
      await visible(stepHeading(page, 5));
      await visible(page.getByText('52,000').or(page.getByText('52000')));
      await checkScreen(session, `wizard-flow-${label}-back-to-summary`);
      await button(page, wizardText.submit).click();
      await page.waitForURL(/\/manage\/leads\/\d+$/);
      await visible(page.getByText(success.leadSubmitted));
      await session.close();
    });
  }

  it('phone (390 px): an invite names the invitee, is revoked after a confirmation and resent', async () => {
    const session = await openSession(browser, PHONE_390);
    const { page } = session;
    await signIn(page, demoUsers.orgAdmin);
    await page.goto('/user/invite-user');
    const email = `revoke-${Date.now()}@e2e.test`;
    await page.getByRole('textbox', { name: adminTexts.invite.email, exact: true }).fill(email);
    await page.getByRole('textbox', { name: inviteManageTexts.firstName }).fill('Rae');
    await page.getByRole('textbox', { name: inviteManageTexts.lastName }).fill('Kowalski');
    await page.getByRole('button', { name: adminTexts.invite.send }).click();
    await visible(page.getByText(success.inviteSent, { exact: true }));
    const revoke = page.getByRole('button', { name: inviteManageTexts.revokeFor(email) });
    await visible(revoke);
    await checkScreen(session, 'invite-flow-phone-sent');
    await revoke.click();
    const dialog = page.getByRole('alertdialog');
    await visible(dialog.getByText(inviteManageTexts.revokeText(email)));
    await checkScreen(session, 'invite-flow-phone-revoke-confirm');
    await dialog.getByRole('button', { name: inviteManageTexts.revoke, exact: true }).click();
    await visible(page.getByText(API_MESSAGES.inviteRevoked));
    await revoke.waitFor({ state: 'detached' });
    await page.getByRole('button', { name: inviteManageTexts.resendFor(email) }).click();
    await visible(page.getByText(API_MESSAGES.inviteResent));
    await visible(page.getByRole('button', { name: inviteManageTexts.revokeFor(email) }));
    await checkScreen(session, 'invite-flow-phone-resent');
    await session.close();
  });
});
