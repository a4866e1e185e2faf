import type { Browser, Locator } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { taskTexts } from '../src/screens/Tasks/texts';
import { forecastTexts } from '../src/screens/LeadPage/tasks/texts';
import { forecastListTexts } from '../src/screens/Leads/forecastTexts';
import { checkScreen, DEMO_PASSWORD, demoUsers, gatewayRequest, launchBrowser, openSession, signIn, visible } from './harness/browser';

/** The phone of issue 26's report. */
const PHONE_390 = { width: 390, height: 844 };
/** A month no demo lead and no other journey uses: the list and pipeline then show this journey's lead alone. */
const CLOSE_MONTH = '2098-07';
const CLOSE_DAY = `${CLOSE_MONTH}-15`;

/** Waits for a dialog's opening animation, so its screenshot shows it as the user sees it. */
async function settled(dialog: Locator) {
  // An animation cancelled meanwhile (a re-render) rejects its promise: that one is done too.
  await dialog.evaluate((element) => Promise.all(element.getAnimations({ subtree: true }).map((a) => a.finished.catch(() => undefined))));
}

/**
 * This journey's own lead (other journeys use the demo leads), in the org admin's organization,
 * with an active proposal (so it has a deal value: the proposal's contract price).
 */
async function journeyLead() {
  const { cookie } = await gatewayRequest<unknown>(
    'mutation ($input: LoginInput!) { login(input: $input) { userErrors { messages } } }',
    { input: { emailOrPhone: demoUsers.orgAdmin, password: DEMO_PASSWORD } },
  );
  if (!cookie) throw new Error('no session cookie for the org admin');
  const name = `Tasks Journey ${Date.now()}`;
  const { data } = await gatewayRequest<{ createLead: { lead: { id: string; databaseId: number } | null; userErrors: unknown[] } }>(
    'mutation ($input: CreateLeadInput!) { createLead(input: $input) { lead { id databaseId } userErrors { field messages } } }',
    { input: {
      name, customer: { firstName: 'Tara', lastName: 'Follow', emails: ['tara.follow@example.com'], phoneNumbers: ['(559) 555-0142'] },
      property: { siteAddress: '2250 S Cherry Ave, Fresno, CA 93706', latitude: 36.71, longitude: -119.77 },
      projectInfo: { systemSize: 150, estimatedYearProduction: 240000, epcPrice: 300000, avoidedCost: 0.22 },
    } },
    cookie,
  );
  if (!data.createLead.lead) throw new Error(`createLead refused: ${JSON.stringify(data.createLead.userErrors)}`);
  const made = await gatewayRequest<{ createProposal: { userErrors: unknown[] } }>(
    'mutation ($input: CreateProposalInput!) { createProposal(input: $input) { userErrors { field messages } } }',
    { input: { leadId: data.createLead.lead.id, proposalType: 'PRELIMINARY' } }, cookie,
  );
  if (made.data.createProposal.userErrors.length) throw new Error(`createProposal refused: ${JSON.stringify(made.data.createProposal.userErrors)}`);
  return { ...data.createLead.lead, name };
}

describe('tasks and the forecast (issue 26, items 16 and 17)', () => {
  let browser: Browser;
  let lead: { id: string; databaseId: number; name: string };
  beforeAll(async () => {
    browser = await launchBrowser();
    lead = await journeyLead();
  });
  afterAll(async () => { await browser?.close(); });

  it('a rep turns the next step into a task, sees it by the bell and in My tasks, marks it done and undoes it', async () => {
    const session = await openSession(browser);
    const { page } = session;
    await signIn(page, demoUsers.orgAdmin);
    await page.goto(`/manage/leads/${lead.databaseId}`);

    // The deal header: "Add as task" beside the next step, the step's label as the note.
    const header = await visible(page.getByTestId('deal-header'));
    await header.getByTestId('add-as-task').click();
    const dialog = await visible(page.getByRole('dialog', { name: taskTexts.addTitle }));
    await settled(dialog);
    const note = dialog.getByLabel(taskTexts.note);
    expect((await note.inputValue()).length).toBeGreaterThan(0);
    await dialog.getByLabel(taskTexts.kind).selectOption('CALL');
    await note.fill('Call Tara about the preliminary proposal');
    await checkScreen(session, 'tasks-add-dialog');
    await dialog.getByRole('button', { name: taskTexts.addTask }).click();
    await visible(page.getByText('Task added.', { exact: true }));

    // Beside the bell: the due count, a link to My tasks.
    const due = await visible(page.getByTestId('tasks-due-count'));
    expect(Number(await due.textContent())).toBeGreaterThanOrEqual(1);
    await page.getByTestId('tasks-due-link').click();
    await page.waitForURL('**/user/tasks');
    const today = await visible(page.getByTestId('tasks-today'));
    const item = today.getByTestId('task-item').filter({ hasText: 'Call Tara about the preliminary proposal' });
    await visible(item);
    await expect.poll(() => item.getByRole('link', { name: lead.name }).getAttribute('href')).toBe(`/manage/leads/${lead.databaseId}`);
    await checkScreen(session, 'tasks-my-tasks');

    // Done: it leaves Today for Done recently; Undo brings it back.
    await item.getByTestId('task-done-toggle').click();
    await visible(page.getByText('Task done.', { exact: true }));
    const done = page.getByTestId('tasks-done').getByTestId('task-item').filter({ hasText: 'Call Tara about the preliminary proposal' });
    await visible(done);
    await expect.poll(() => today.getByTestId('task-item').filter({ hasText: 'Call Tara about the preliminary proposal' }).count()).toBe(0);
    await checkScreen(session, 'tasks-my-tasks-done');
    await done.getByTestId('task-undo').click();
    await visible(page.getByText('Task reopened.', { exact: true }));
    await visible(page.getByTestId('tasks-today').getByTestId('task-item').filter({ hasText: 'Call Tara about the preliminary proposal' }));

    // The lead's timeline says so.
    await page.goto(`/manage/leads/${lead.databaseId}#tasks`);
    await visible(page.getByTestId('lead-open-tasks').getByText('Call Tara about the preliminary proposal'));
    await checkScreen(session, 'tasks-lead-tab');
    await session.close();
  });

  it('sets an expected close date, and the list filters by its month and the pipeline sums the deal value', async () => {
    const session = await openSession(browser);
    const { page } = session;
    await signIn(page, demoUsers.orgAdmin);
    await page.goto(`/manage/leads/${lead.databaseId}#tasks`);
    const forecast = await visible(page.getByTestId('forecast'));
    // The deal value is the active proposal's price.
    await expect.poll(() => forecast.getByTestId('deal-value').textContent()).toMatch(/^\$[\d,]+$/);
    const dealValue = (await forecast.getByTestId('deal-value').textContent())!;
    // A year no one means is refused beside the field.
    await forecast.getByTestId('expected-close-input').fill('1850-01-01');
    await forecast.getByRole('button', { name: forecastTexts.save }).click();
    await visible(forecast.getByText(forecastTexts.invalid));
    await forecast.getByTestId('expected-close-input').fill(CLOSE_DAY);
    await forecast.getByRole('button', { name: forecastTexts.save }).click();
    await visible(page.getByText(forecastTexts.saved, { exact: true }));

    // The list by its month: this lead alone; the pipeline's stage shows its deal value.
    await page.goto(`/manage/leads?close_month=${CLOSE_MONTH}#leads-table`);
    await expect.poll(() => page.getByTestId('close-month-filter').inputValue()).toBe(CLOSE_MONTH);
    await visible(page.getByRole('link', { name: lead.name }));
    await checkScreen(session, 'tasks-list-close-month');
    await page.goto(`/manage/leads?close_month=${CLOSE_MONTH}#leads-pipeline`);
    const value = page.getByText(forecastListTexts.stageValue(dealValue, 1), { exact: true });
    await visible(value);
    await checkScreen(session, 'tasks-pipeline-sum');
    await session.close();
  });

  it('works on a 390 px phone: My tasks, the lead\'s Tasks tab and the task dialog', async () => {
    const session = await openSession(browser, PHONE_390);
    const { page } = session;
    await signIn(page, demoUsers.orgAdmin);
    await page.goto('/user/tasks');
    await visible(page.getByTestId('tasks-today').getByTestId('task-item').first());
    const width = await page.evaluate(() => document.documentElement.scrollWidth);
    expect(width).toBeLessThanOrEqual(PHONE_390.width);
    await checkScreen(session, 'tasks-my-tasks-phone');
    await page.goto(`/manage/leads/${lead.databaseId}#tasks`);
    await visible(page.getByTestId('forecast'));
    await checkScreen(session, 'tasks-lead-tab-phone');
    await page.getByTestId('lead-add-task').click();
    const dialog = await visible(page.getByRole('dialog', { name: taskTexts.addTitle }));
    await settled(dialog);
    await checkScreen(session, 'tasks-add-dialog-phone');
    await dialog.getByRole('button', { name: taskTexts.cancel }).click().catch(() => page.keyboard.press('Escape'));
    await session.close();
  });
});
