/**
 * Reminders (issue 26 item 15), in a real browser: the org admin reads what reminders do and sets
 * the schedule on the profile's organization section (1366 and 390 px), an agreement goes to a
 * customer, the reminder worker runs with a later clock (the api's test-only hook, API_TEST_HOOKS,
 * for this lead only — other journeys' leads are untouched), and the lead's timeline says
 * "Reminder sent to … (day 1)", the customer's mail carries the link they were sent, and the rep's
 * bell has it. The schedule goes back to the default afterwards (journeys share one database).
 */
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { activityTexts } from '../src/screens/LeadPage/activity/texts';
import { leadPageTexts } from '../src/screens/LeadPage/texts';
import { reminderTexts as t } from '../src/screens/Profile/reminderTexts';
import { checkScreen, DEMO_PASSWORD, demoUsers, lane, gatewayRequest, launchBrowser, mailsTo, openSession, PHONE, signIn, visible, type Session } from './harness/browser';
import { cookieOf } from './harness/setup';

/** A fresh lead of the org admin's organization with a customer e-mail, and an LOI sent to it (setup through the gateway). */
async function leadWithSentLoi(name: string, email: string) {
  const cookie = await cookieOf(demoUsers.orgAdmin);
  const { data } = await gatewayRequest<{ createLead: { lead: { id: string; databaseId: number } | null; userErrors: unknown[] } }>(
    'mutation ($input: CreateLeadInput!) { createLead(input: $input) { lead { id databaseId } userErrors { field messages } } }',
    { input: { name, customer: { firstName: 'Rhea', lastName: 'Minder', emails: [email] },
      property: { siteAddress: '410 Reminder Road, Fresno, CA 93721', latitude: 36.74, longitude: -119.78 } } },
    cookie,
  );
  const lead = data.createLead.lead;
  if (!lead) throw new Error(`createLead refused: ${JSON.stringify(data.createLead.userErrors)}`);
  const sent = await gatewayRequest<{ sendAgreement: { agreement: { databaseId: number; signUrl: string | null } | null; userErrors: unknown[] } }>(
    'mutation ($lead: ID!) { sendAgreement(leadId: $lead, agreementType: LOI) { agreement { databaseId signUrl } userErrors { field messages } } }',
    { lead: lead.id }, cookie,
  );
  const agreement = sent.data.sendAgreement.agreement;
  if (!agreement?.signUrl) throw new Error(`sendAgreement refused: ${JSON.stringify(sent.data.sendAgreement.userErrors)}`);
  return { leadId: lead.databaseId, agreementId: agreement.databaseId, signUrl: agreement.signUrl };
}

/** The api's test-only hook: runs the reminder worker for one lead as if `daysAhead` days had passed. */
async function runRemindersLater(leadId: number, daysAhead: number) {
  const apiUrl = lane().apiUrl;
  const login = await fetch(`${apiUrl}/login/`, { method: 'POST', headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email_or_phone: demoUsers.superAdmin, password: DEMO_PASSWORD }) });
  const { token } = (await login.json()) as { token: string };
  const res = await fetch(`${apiUrl}/testing/reminders/run/`, { method: 'POST', headers: { 'content-type': 'application/json', authorization: `Token ${token}` },
    body: JSON.stringify({ lead: leadId, days_ahead: daysAhead }) });
  expect(res.status).toBe(200);
  return (await res.json()) as { sent: number; stopped: number };
}

const settings = (page: Page) => page.getByTestId('reminder-settings');
const dayInput = (page: Page, n: number) => settings(page).getByRole('textbox', { name: t.dayLabel(n) });

async function openOrganizationSettings(session: Session) {
  await session.page.goto('/user/profile');
  await visible(settings(session.page).getByRole('heading', { name: t.heading }));
}

describe('reminders: the organization sets the schedule, the worker reminds, the timeline shows it', () => {
  let browser: Browser;
  let orgId: string | null = null;
  beforeAll(async () => { browser = await launchBrowser(); });
  afterAll(async () => {
    // Back to the default schedule for the other journeys of this run.
    if (orgId) {
      const cookie = await cookieOf(demoUsers.orgAdmin);
      await gatewayRequest('mutation ($input: UpdateReminderSettingsInput!) { updateReminderSettings(input: $input) { userErrors { messages } } }',
        { input: { organizationId: orgId, enabled: true, days: [3, 7] } }, cookie).catch(() => undefined);
    }
    await browser?.close();
  });

  let admin: Session;
  let lead: { leadId: number; agreementId: number; signUrl: string; name: string };

  it('the org admin reads what reminders do and sets the schedule (checked in the browser, saved)', async () => {
    admin = await openSession(browser);
    const { page } = admin;
    await signIn(page, demoUsers.orgAdmin);
    await openOrganizationSettings(admin);
    const { data } = await gatewayRequest<{ viewer: { organization: { id: string } } }>('{ viewer { organization { id } } }', {}, await cookieOf(demoUsers.orgAdmin));
    orgId = data.viewer.organization.id;

    // The default schedule, explained in words.
    await visible(settings(page).getByText(t.explanation));
    await visible(settings(page).getByText(t.stops));
    expect(await dayInput(page, 1).inputValue()).toBe('3');
    expect(await dayInput(page, 2).inputValue()).toBe('7');
    await expect.poll(() => page.getByTestId('reminder-summary').textContent()).toBe(t.summary([3, 7]));

    // A careless value is refused beside its field, not sent.
    await dayInput(page, 2).fill('90');
    await settings(page).getByRole('button', { name: t.save }).click();
    await visible(settings(page).getByText(t.dayRange(1, 60)));

    // Day 1 and day 5 instead; a third one added and removed again.
    await dayInput(page, 1).fill('1');
    await dayInput(page, 2).fill('5');
    await settings(page).getByRole('button', { name: t.add }).click();
    await visible(dayInput(page, 3));
    await settings(page).getByRole('button', { name: t.remove(3) }).click();
    await expect.poll(() => dayInput(page, 3).count()).toBe(0);
    await expect.poll(() => page.getByTestId('reminder-summary').textContent()).toBe(t.summary([1, 5]));
    await settings(page).getByRole('button', { name: t.save }).click();
    await visible(page.getByText(t.saved).first());
    await checkScreen(admin, 'reminders-settings-desktop');

    // Saved: read again after a reload.
    await page.reload();
    await visible(dayInput(page, 1));
    expect(await dayInput(page, 1).inputValue()).toBe('1');
    expect(await dayInput(page, 2).inputValue()).toBe('5');
  }, 180_000);

  it('an agreement goes out; two days later the worker reminds the customer once, and the timeline says so', async () => {
    const { page } = admin;
    // An agreement goes to the customer; two days later the worker reminds them (day 1).
    const email = `rhea.${Date.now()}@example.com`;
    const name = `Reminder Journey ${Date.now()}`;
    const { leadId, agreementId, signUrl } = await leadWithSentLoi(name, email);
    lead = { leadId, agreementId, signUrl, name };
    expect(await runRemindersLater(leadId, 0)).toMatchObject({ sent: 0 });
    expect(await runRemindersLater(leadId, 2)).toMatchObject({ sent: 1 });
    expect(await runRemindersLater(leadId, 2)).toMatchObject({ sent: 0 }); // once
    await expect.poll(() => mailsTo(email).filter((m) => m.subject.startsWith('Reminder')).length, { timeout: 10_000 }).toBe(1);
    const reminder = mailsTo(email).find((m) => m.subject.startsWith('Reminder'))!;
    expect(reminder.body).toContain(signUrl);

    // The lead's timeline says so.
    await page.goto(`/manage/leads/${leadId}#activity`);
    await visible(page.getByRole('heading', { level: 1, name }));
    await page.getByRole('tab', { name: leadPageTexts.tabs.activity, exact: true }).click();
    const entry = page.locator('[data-testid="activity-entry"][data-action="REMINDER_SENT"]');
    await visible(entry);
    const text = (await entry.textContent()) ?? '';
    expect(text).toContain(`${activityTexts.reminderSent} ${activityTexts.actions.reminderSent('Rhea Minder', 1, activityTexts.documents.agreement('LOI', agreementId))}`);
    expect(text).toMatch(/Reminder sent to Rhea Minder \(day 1\)/);
    await checkScreen(admin, 'reminders-timeline-desktop');
    await admin.context.close();
  }, 180_000);

  it('on a phone (360 and 390 px): the same settings and the same timeline entry', async () => {
    const { leadId } = lead;
    for (const width of [PHONE.width, 390]) {
      const phone = await openSession(browser, { width, height: 800 });
      await signIn(phone.page, demoUsers.orgAdmin);
      await openOrganizationSettings(phone);
      expect(await dayInput(phone.page, 1).inputValue()).toBe('1');
      expect(await phone.page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
      await checkScreen(phone, `reminders-settings-phone-${width}`);
      await phone.page.goto(`/manage/leads/${leadId}#activity`);
      await phone.page.getByRole('tab', { name: leadPageTexts.tabs.activity, exact: true }).click();
      await visible(phone.page.locator('[data-testid="activity-entry"][data-action="REMINDER_SENT"]'));
      await checkScreen(phone, `reminders-timeline-phone-${width}`);
      await phone.context.close();
    }
  }, 240_000);
});
