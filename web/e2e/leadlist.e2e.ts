import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { leadEnums, success } from '../src/messages';
import { mapTexts } from '../src/components/map/texts';
import { cancelLeadTexts as cancelText } from '../src/components/cancelLead/texts';
import { bulkTexts as bulk } from '../src/screens/Leads/tools/texts';
import { previewTexts as preview } from '../src/screens/Leads/preview/texts';
import { viewTexts as views } from '../src/screens/Leads/tools/viewTexts';
import fs from 'node:fs/promises';
import { listTexts as text } from '../src/screens/Leads/texts';
import {
  checkScreen, DEMO_PASSWORD, demoUsers, gatewayRequest, launchBrowser, openSession, PHONE, scrollSize, signIn, until, visible, type Session,
} from './harness/browser';

const SCREEN_QUERY = 'LeadListScreenQuery';
const listQueries = (session: Session) => session.graphql.filter((call) => call.operationName === SCREEN_QUERY).length;
const params = (page: Page) => Object.fromEntries(new URL(page.url()).searchParams);

/** Shows or hides a column through the column chooser. */
async function toggleColumn(page: Page, label: string) {
  await page.getByRole('button', { name: bulk.columnsLabel }).click();
  const item = page.getByRole('menuitemcheckbox', { name: label });
  const before = await item.getAttribute('aria-checked');
  await item.click();
  // The choice is made once the item says so (a menu still opening on a slow machine can miss a
  // click); only then is the menu closed, if the click did not close it.
  if (await item.isVisible()) {
    await until(() => item.getAttribute('aria-checked').catch(() => 'closed'), (checked) => checked !== before);
    if (await item.isVisible()) await page.keyboard.press('Escape');
  }
}

/** The names in the table, in order. */
async function rowNames(page: Page): Promise<string[]> {
  return page.getByRole('table').locator('tbody tr td.lead-row-name').allInnerTexts();
}

/** The "11–20 of 25" line under the table. */
const rangeText = (page: Page) => page.getByText(/^\d+–\d+ of \d+$/).innerText();

/** The §9 summary's total leads figure. */
async function totalLeads(page: Page): Promise<number> {
  const summary = page.getByRole('region', { name: text.summaryLabel });
  const value = await summary.getByText(text.totalLeads, { exact: true }).locator('xpath=..').innerText();
  return Number(value.replace(text.totalLeads, '').replace(/[^\d]/g, ''));
}

async function chooseStatus(page: Page, stage: number) {
  await page.getByRole('button', { name: /^Filter by lead status/ }).click();
  await page.getByRole('menuitemcheckbox', { name: leadEnums.stages[stage] }).click();
  await page.keyboard.press('Escape');
}

/**
 * The journey both roles make (§2, §4): search, sort, filter by status, page 2 at 10 a page, then a
 * reload on the pipeline tab restores the tab and the filters.
 */
async function exerciseList(session: Session, role: string) {
  const { page } = session;
  await visible(page.getByRole('table'));
  const total = await totalLeads(page);
  expect(total).toBeGreaterThan(10);
  // The summary counts what the table counts.
  expect(await rangeText(page)).toBe(`1–${total} of ${total}`);

  // Search: typing waits for a pause before asking (one request per pause, not one per key; a
  // busy machine may pause mid-word, hence "fewer than the keys").
  const before = listQueries(session);
  await page.getByRole('searchbox', { name: text.search }).pressSequentially('harbor', { delay: 20 });
  await until(() => rowNames(page), (names) => names.length === 1);
  expect((await rowNames(page))[0]).toBe('Harbor Logistics Center');
  expect(params(page)).toEqual({ search: 'harbor' });
  expect(listQueries(session) - before).toBeGreaterThanOrEqual(1);
  expect(listQueries(session) - before).toBeLessThan('harbor'.length);
  await page.getByRole('button', { name: text.clearFilters }).first().click();
  await until(() => rowNames(page), (names) => names.length === total);

  // Sort by name, both ways.
  await page.getByRole('button', { name: text.columns.name, exact: true }).click();
  const ascending = await until(() => rowNames(page), (names) => names.length === total && names.join() === [...names].sort((a, b) => a.localeCompare(b)).join());
  expect(params(page)).toEqual({ order: 'asc__name' });
  await page.getByRole('button', { name: text.columns.name, exact: true }).click();
  await until(() => rowNames(page), (names) => names.join() === [...ascending].reverse().join());
  expect(await page.getByRole('columnheader', { name: text.columns.name }).getAttribute('aria-sort')).toBe('descending');

  // Filter by status: every row is at that stage.
  await chooseStatus(page, 6);
  const statuses = await until(
    () => page.getByRole('table').locator('tbody tr .lead-row-stage').allInnerTexts(),
    (cells) => cells.length > 0 && cells.every((cell) => cell === leadEnums.stages[6]),
  );
  expect(statuses.length).toBeLessThan(total);
  expect(params(page)).toMatchObject({ lead_status: '6' });
  await page.getByRole('button', { name: text.clearFilters }).first().click();
  await until(() => rowNames(page), (names) => names.length === total);

  // Ten a page, then page 2.
  await page.getByRole('combobox', { name: text.pageSize }).selectOption('10');
  await until(() => rowNames(page), (names) => names.length === 10);
  await page.getByRole('button', { name: text.page(2), exact: true }).click();
  await until(() => rangeText(page), (range) => range === `11–${Math.min(20, total)} of ${total}`);
  expect(params(page)).toEqual({ order: 'desc__name', page: '2', limit: '10' });
  await checkScreen(session, `leadlist-${role}-table-page2`);

  // A filter, the pipeline tab, then a reload: all of it comes back.
  await page.getByRole('searchbox', { name: text.search }).fill('s');
  await until(() => Promise.resolve(params(page).search), (value) => value === 's');
  await chooseStatus(page, 3);
  await until(() => Promise.resolve(params(page).lead_status), (value) => value === '3');
  await page.getByRole('tab', { name: text.tabs['leads-pipeline'] }).click();
  await page.waitForURL('**#leads-pipeline');
  await visible(page.getByRole('heading', { name: leadEnums.stages[3] }));
  await page.reload();
  const pipelineTab = await visible(page.getByRole('tab', { name: text.tabs['leads-pipeline'] }));
  expect(await pipelineTab.getAttribute('aria-selected')).toBe('true');
  expect(new URL(page.url()).hash).toBe('#leads-pipeline');
  expect(params(page)).toEqual({ search: 's', lead_status: '3', order: 'desc__name', limit: '10' });
  expect(await page.getByRole('searchbox', { name: text.search }).inputValue()).toBe('s');
  await visible(page.getByRole('button', { name: text.filterBy(text.leadStatus, 1) }));
  // The status filter keeps only its stage's column.
  const pipeline = page.getByRole('region', { name: text.pipelineLabel });
  await visible(pipeline.getByRole('heading', { name: leadEnums.stages[3] }));
  expect(await pipeline.getByRole('heading').count()).toBe(1);
  await checkScreen(session, `leadlist-${role}-pipeline-restored`);
}

/** Signs in through the gateway and creates a lead to delete (setup, not what the journey is about). */
async function createLeadToDelete(email: string, prefix = 'Journey delete'): Promise<string> {
  const { cookie } = await gatewayRequest(
    `mutation ($input: LoginInput!) { login(input: $input) { viewer { id } } }`,
    { input: { emailOrPhone: email, password: DEMO_PASSWORD } },
  );
  const name = `${prefix} ${Date.now()}`;
  const { data } = await gatewayRequest<{ createLead: { lead: { databaseId: number } | null; userErrors: unknown[] } }>(
    `mutation ($input: CreateLeadInput!) { createLead(input: $input) { lead { databaseId } userErrors { field messages } } }`,
    { input: { name, proposalType: 'MARKETING', property: { siteAddress: '2150 S Cherry Ave, Fresno, CA 93721', latitude: 36.71, longitude: -119.77 } } },
    cookie ?? undefined,
  );
  if (!data.createLead.lead) throw new Error(`createLead refused: ${JSON.stringify(data.createLead.userErrors)}`);
  return name;
}

/** Deletes for good the lead named `name` through the gateway as `email`, an admin (cleanup of the shared demo database). */
async function deleteLeadNamed(email: string, name: string, state: 'OPEN' | 'ALL' = 'OPEN') {
  const { cookie } = await gatewayRequest(
    `mutation ($input: LoginInput!) { login(input: $input) { viewer { id } } }`,
    { input: { emailOrPhone: email, password: DEMO_PASSWORD } },
  );
  const { data } = await gatewayRequest<{ leads: { edges: { node: { id: string; name: string } }[] } }>(
    'query ($search: String, $state: LeadState) { leads(first: 10, search: $search, state: $state) { edges { node { id name } } } }', { search: name, state }, cookie ?? undefined,
  );
  for (const { node } of data.leads.edges.filter((e) => e.node.name === name)) {
    await gatewayRequest('mutation ($id: ID!) { deleteLead(id: $id) { deletedLeadId } }', { id: node.id }, cookie ?? undefined);
  }
}

/** Gateway calls as `email` for setting a journey up (issue 15: cancelling a lead by name). */
function client(email: string) {
  return {
    async cancel(name: string) {
      const { cookie } = await gatewayRequest(
        `mutation ($input: LoginInput!) { login(input: $input) { viewer { id } } }`,
        { input: { emailOrPhone: email, password: DEMO_PASSWORD } },
      );
      const { data } = await gatewayRequest<{ leads: { edges: { node: { id: string; name: string } }[] } }>(
        'query ($search: String) { leads(first: 10, search: $search) { edges { node { id name } } } }', { search: name }, cookie ?? undefined,
      );
      for (const { node } of data.leads.edges.filter((e) => e.node.name === name)) {
        await gatewayRequest('mutation ($id: ID!) { cancelLead(id: $id, reason: "No response") { message } }', { id: node.id }, cookie ?? undefined);
      }
    },
  };
}

describe('the lead list', () => {
  let browser: Browser;
  beforeAll(async () => { browser = await launchBrowser(); });
  afterAll(async () => { await browser?.close(); });

  it('super admin: organization column, search, sort, status filter, page 2, reload restores tab and filters', async () => {
    const session = await openSession(browser);
    const { page } = session;
    await signIn(page, demoUsers.superAdmin);
    await visible(page.getByRole('columnheader', { name: text.columns.organization }));
    await visible(page.getByRole('cell', { name: 'Keystone EPC Builders' }));
    await checkScreen(session, 'leadlist-table-desktop');
    // Issue 15: a super admin's eleven columns fit 1366 px, Assigned user included, with no sideways scroll.
    const wide = await scrollSize(page.getByRole('region', { name: text.tableLabel, exact: true }));
    expect(wide.scrollWidth - wide.clientWidth).toBeLessThanOrEqual(0);
    await visible(page.getByRole('columnheader', { name: text.columns.assignedUser }));
    // Production builds send persisted ids, not query texts.
    expect(session.graphql.filter((c) => c.operationName === SCREEN_QUERY).every((c) => c.documentId && !c.hasQueryText)).toBe(true);
    await exerciseList(session, 'superadmin');
    await session.close();
  }, 180_000);

  it('org admin: no organization column; the same journey; deleting a lead reloads list and summary', async () => {
    const name = await createLeadToDelete(demoUsers.orgAdmin);
    const session = await openSession(browser);
    const { page } = session;
    await signIn(page, demoUsers.orgAdmin);
    await visible(page.getByRole('table'));
    expect(await page.getByRole('columnheader', { name: text.columns.organization }).count()).toBe(0);
    await exerciseList(session, 'orgadmin');

    // Back to the table, page 2 of 10 sorted by name; the new lead is found by its name.
    await page.getByRole('tab', { name: text.tabs['leads-table'] }).click();
    await page.getByRole('button', { name: text.clearFilters }).first().click();
    // Typed right after clearing, while that list is still loading: the typing must survive it.
    await page.getByRole('searchbox', { name: text.search }).fill('journey delete');
    await until(() => rowNames(page), (names) => names.length === 1 && names[0] === name, 30_000);
    const total = await totalLeads(page);
    expect(total).toBe(1);
    const queriesBefore = listQueries(session);
    // Issue 15: cancelling asks why and keeps the lead (closed-lost).
    await page.getByRole('button', { name: cancelText.openFor(name) }).click();
    const dialog = await visible(page.getByRole('alertdialog'));
    await visible(dialog.getByText(cancelText.intro(name)));
    await dialog.getByRole('combobox', { name: cancelText.reason }).selectOption('Financing declined');
    await checkScreen(session, 'leadlist-cancel-dialog');
    await dialog.getByRole('button', { name: cancelText.confirm }).click();
    await visible(page.getByText(success.leadCancelled));
    await until(() => rowNames(page), (names) => !names.includes(name));
    await until(() => totalLeads(page), (value) => value === total - 1);
    // One reload of the list and summary after the mutation, with the same filters.
    expect(session.graphql.map((c) => c.operationName).slice(-2)).toEqual(['useLeadLifecycleCancelMutation', SCREEN_QUERY]);
    expect(listQueries(session) - queriesBefore).toBe(1);
    expect(params(page)).toMatchObject({ search: 'journey delete', order: 'desc__name', limit: '10' });
    // Show: Cancelled lists it with its chip and Restore; restoring brings it back to the open list.
    await page.getByRole('combobox', { name: text.show }).selectOption('CANCELLED');
    await until(() => rowNames(page), (names) => names.length === 1 && names[0] === name, 30_000);
    expect(params(page)).toMatchObject({ state: 'cancelled' });
    await visible(page.getByRole('row', { name: new RegExp(name) }).getByText(cancelText.cancelledChip, { exact: true }));
    await checkScreen(session, 'leadlist-cancelled-desktop');
    await page.getByRole('button', { name: cancelText.restoreFor(name) }).click();
    await visible(page.getByText(success.leadRestored));
    await until(() => rowNames(page), (names) => names.length === 0);
    await page.getByRole('combobox', { name: text.show }).selectOption('OPEN');
    await until(() => rowNames(page), (names) => names.includes(name), 30_000);
    await session.close();

    // On a phone the cancelled card shows its chip and Restore.
    await client(demoUsers.orgAdmin).cancel(name);
    const phone = await openSession(browser, PHONE);
    await signIn(phone.page, demoUsers.orgAdmin);
    await phone.page.goto(`/manage/leads?state=cancelled&search=${encodeURIComponent('journey delete')}`);
    const cards = await visible(phone.page.getByTestId('lead-cards'));
    await visible(cards.getByText(cancelText.cancelledChip, { exact: true }));
    // Issue 26: Cancel and Restore sit in the card's More actions menu, away from Preview.
    await cards.getByRole('button', { name: text.card.moreFor(name) }).click();
    await visible(phone.page.getByRole('menuitem', { name: cancelText.restore }));
    await checkScreen(phone, 'leadlist-cancelled-phone');
    await phone.page.getByRole('menuitem', { name: cancelText.restore }).click();
    await visible(phone.page.getByText(success.leadRestored));
    await phone.close();
    await deleteLeadNamed(demoUsers.orgAdmin, name, 'ALL');
  }, 180_000);

  it('regular user: the delete action only on the leads assigned to them (issue 10)', async () => {
    const colleagues = await createLeadToDelete(demoUsers.orgAdmin, 'Journey regular');
    const own = await createLeadToDelete(demoUsers.regular, 'Journey regular');
    const session = await openSession(browser);
    const { page } = session;
    await signIn(page, demoUsers.regular);
    await visible(page.getByRole('table'));
    await page.getByRole('searchbox', { name: text.search }).fill('journey regular');
    await until(() => rowNames(page), (names) => names.includes(own) && names.includes(colleagues), 30_000);
    expect(await page.getByRole('button', { name: cancelText.openFor(colleagues) }).count()).toBe(0);
    await page.getByRole('button', { name: cancelText.openFor(own) }).click();
    const dialog = page.getByRole('alertdialog');
    await dialog.getByRole('combobox', { name: cancelText.reason }).selectOption('Duplicate lead');
    await dialog.getByRole('button', { name: cancelText.confirm }).click();
    await visible(page.getByText(success.leadCancelled));
    await until(() => rowNames(page), (names) => !names.includes(own) && names.includes(colleagues));
    await session.close();
    await deleteLeadNamed(demoUsers.orgAdmin, colleagues);
    await deleteLeadNamed(demoUsers.orgAdmin, own, 'ALL');
  }, 180_000);

  it('bulk actions, the column chooser and CSV export (issue 15), at desktop and at 360 px', async () => {
    const first = await createLeadToDelete(demoUsers.orgAdmin, 'Journey bulk');
    const second = await createLeadToDelete(demoUsers.orgAdmin, 'Journey bulk');
    const session = await openSession(browser);
    const { page } = session;
    await signIn(page, demoUsers.orgAdmin);
    await visible(page.getByRole('table'));
    await page.getByRole('searchbox', { name: text.search }).fill('journey bulk');
    await until(() => rowNames(page), (names) => names.includes(first) && names.includes(second), 30_000);

    // The column chooser hides Created, and the choice outlives a reload.
    await toggleColumn(page, text.columns.created);
    await page.getByRole('columnheader', { name: text.columns.created }).waitFor({ state: 'detached' });
    await page.reload();
    await until(() => rowNames(page), (names) => names.includes(first), 30_000);
    expect(await page.getByRole('columnheader', { name: text.columns.created }).count()).toBe(0);

    // Export CSV: the filtered list with the columns shown.
    // The success toast shows for 2 s beside the download: watched for from the click, not after
    // reading the file (a slow runner read it after the toast had gone).
    const [file] = await Promise.all([
      page.waitForEvent('download'),
      visible(page.getByText(bulk.exported(2))),
      page.getByRole('button', { name: bulk.exportCsv }).click(),
    ]);
    expect(file.suggestedFilename()).toMatch(/^leads-\d{4}-\d{2}-\d{2}\.csv$/);
    const csv = (await fs.readFile((await file.path())!, 'utf8')).replace(/^\ufeff/, '');
    const [header, ...lines] = csv.trim().split(/\r?\n/);
    expect(header.split(',')).toEqual(expect.arrayContaining(['ID', 'Name', 'Assigned user']));
    expect(header).not.toContain('Created');
    expect(lines.filter((line) => line.includes('Journey bulk')).length).toBe(2);

    // Quick preview from a row: the deal at a glance, the list stays.
    await page.getByRole('button', { name: preview.previewFor(first) }).click();
    const quick = await visible(page.getByTestId('lead-quick-view'));
    await visible(quick.getByText(first, { exact: true }));
    await visible(quick.getByText(preview.lastActivity));
    expect(page.url()).toContain('/manage/leads?');
    await checkScreen(session, 'leadlist-quick-view-desktop');
    await page.keyboard.press('Escape');
    await quick.waitFor({ state: 'detached' });

    // Select both, reassign them to the regular user, then cancel them with one reason.
    await page.getByRole('checkbox', { name: bulk.selectLead(first) }).check();
    await page.getByRole('checkbox', { name: bulk.selectLead(second) }).check();
    await visible(page.getByText(bulk.selected(2)));
    await checkScreen(session, 'leadlist-bulk-desktop');
    await page.getByRole('button', { name: bulk.reassignSelected }).click();
    const reassign = await visible(page.getByRole('dialog'));
    const select = reassign.getByRole('combobox', { name: bulk.reassignUser });
    await select.locator('option', { hasText: demoUsers.regular }).first().waitFor({ state: 'attached' });
    const value = await select.locator('option', { hasText: demoUsers.regular }).first().getAttribute('value');
    await select.selectOption(value!);
    await reassign.getByRole('button', { name: bulk.reassignSave }).click();
    await visible(page.getByText('2 leads reassigned.'));
    await until(async () => page.getByRole('row', { name: new RegExp(first) }).innerText(), (row) => row.includes('Uma Patel'), 30_000);
    await page.getByRole('checkbox', { name: bulk.selectPage }).check();
    await page.getByRole('button', { name: bulk.cancelSelected }).click();
    const dialog = await visible(page.getByRole('alertdialog'));
    await dialog.getByRole('combobox', { name: cancelText.reason }).selectOption('Not interested');
    await dialog.getByRole('button', { name: cancelText.confirm }).click();
    await visible(page.getByText('2 leads cancelled.'));
    await until(() => rowNames(page), (names) => !names.includes(first) && !names.includes(second), 30_000);
    await session.close();

    // On a phone the tools wrap onto the width; the cancelled leads show under Show: Cancelled.
    const phone = await openSession(browser, PHONE);
    await signIn(phone.page, demoUsers.orgAdmin);
    await phone.page.goto(`/manage/leads?state=cancelled&search=${encodeURIComponent('journey bulk')}`);
    await visible(phone.page.getByTestId('lead-cards').getByText(first));
    await visible(phone.page.getByRole('button', { name: bulk.exportCsv }));
    expect(await phone.page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
    // The filters fold behind one button that counts them (Show: Cancelled is on).
    expect(await phone.page.getByRole('combobox', { name: text.show }).isVisible()).toBe(false);
    await checkScreen(phone, 'leadlist-tools-phone');
    await phone.page.getByRole('button', { name: text.filtersToggle(1) }).click();
    await visible(phone.page.getByRole('combobox', { name: text.show }));
    await checkScreen(phone, 'leadlist-filters-phone');
    // The quick preview is a bottom sheet on a phone.
    await phone.page.getByRole('button', { name: preview.previewFor(first) }).click();
    await visible(phone.page.getByTestId('lead-quick-view').getByText(first, { exact: true }));
    await checkScreen(phone, 'leadlist-quick-view-phone');
    await phone.page.keyboard.press('Escape');
    await phone.close();
    for (const name of [first, second]) await deleteLeadNamed(demoUsers.orgAdmin, name, 'ALL');
  }, 180_000);

  it('saved views (issue 15): save the filters, sort and columns under a name, reopen them from the menu, delete the view', async () => {
    const session = await openSession(browser);
    const { page } = session;
    await signIn(page, demoUsers.regular);
    await visible(page.getByRole('table'));
    const viewName = `Journey view ${Date.now()}`;
    // A filtered, sorted list with a hidden column.
    await page.goto('/manage/leads?state=all&order=asc__name&limit=20');
    await visible(page.getByRole('table'));
    await toggleColumn(page, text.columns.created);
    await page.getByRole('button', { name: views.views }).click();
    await page.getByRole('menuitem', { name: views.saveCurrent }).click();
    const dialog = await visible(page.getByRole('dialog', { name: views.saveTitle }));
    await dialog.getByRole('textbox', { name: views.name }).fill(viewName);
    await checkScreen(session, 'leadlist-save-view');
    await dialog.getByRole('button', { name: views.save }).click();
    await visible(page.getByText('View saved.'));

    // Somewhere else entirely, with the column back; the view brings both back.
    await page.getByRole('button', { name: text.clearFilters }).first().click();
    await page.goto('/manage/leads');
    await toggleColumn(page, text.columns.created);
    await visible(page.getByRole('columnheader', { name: text.columns.created }));
    await page.getByRole('button', { name: views.views }).click();
    await page.getByRole('menuitem', { name: viewName }).click();
    await until(async () => params(page), (p) => p.state === 'all' && p.order === 'asc__name' && p.limit === '20');
    await page.getByRole('columnheader', { name: text.columns.created }).waitFor({ state: 'detached' });
    await checkScreen(session, 'leadlist-view-applied');
    await session.close();

    // On a phone the menu lists it too; Manage views deletes it after a confirmation.
    const phone = await openSession(browser, PHONE);
    await signIn(phone.page, demoUsers.regular);
    await visible(phone.page.getByTestId('lead-cards'));
    await phone.page.getByRole('button', { name: views.views }).click();
    await visible(phone.page.getByRole('menuitem', { name: viewName }));
    await checkScreen(phone, 'leadlist-views-phone');
    await phone.page.getByRole('menuitem', { name: views.manage }).click();
    const manage = await visible(phone.page.getByRole('dialog', { name: views.manageTitle }));
    await manage.getByRole('button', { name: views.deleteView(viewName) }).click();
    await phone.page.getByRole('alertdialog').getByRole('button', { name: views.deleteConfirm }).click();
    await visible(phone.page.getByText('View deleted.'));
    await manage.getByText(viewName).waitFor({ state: 'detached' });
    await phone.close();
  }, 180_000);

  it('each tab at desktop and at 360 px', async () => {
    for (const [viewport, label] of [[undefined, 'desktop'], [PHONE, 'phone']] as const) {
      const session = await openSession(browser, viewport);
      const { page } = session;
      // Wide content (the table, the stage columns) scrolls inside its own region, never the page.
      const noSidewaysScroll = async () =>
        expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(viewport?.width ?? 1366);
      await signIn(page, demoUsers.regular);
      if (viewport) {
        // Issue 15: a phone gets a card per lead (name, stage chip, kW, city, updated), no table.
        const cards = await visible(page.getByTestId('lead-cards'));
        expect(await page.getByRole('table').count()).toBe(0);
        const first = cards.getByRole('listitem').first();
        await visible(first.getByRole('link'));
        await visible(first.getByText(/ kW$/));
        await visible(first.getByText(/^Updated \d\d-\d\d-\d{4}$/));
        await noSidewaysScroll();
        // The summary is one compact strip: its three figures side by side.
        const tops = await page.getByTestId('lead-summary').locator(':scope > *').evaluateAll((els) => els.map((e) => Math.round(e.getBoundingClientRect().top)));
        expect(tops).toHaveLength(3);
        expect(new Set(tops).size).toBe(1);
      } else {
        await visible(page.getByRole('table'));
        await noSidewaysScroll();
        // A desktop window shows every column (text wraps).
        const table = await scrollSize(page.getByRole('region', { name: text.tableLabel, exact: true }));
        expect(table.scrollWidth - table.clientWidth).toBeLessThanOrEqual(0);
      }
      await checkScreen(session, `leadlist-${label}-table`);
      await page.getByRole('tab', { name: text.tabs['leads-map'] }).click();
      await visible(page.getByRole('tabpanel'));
      // The map is busy until it first settles with its markers drawn.
      await visible(page.getByRole('region', { name: mapTexts.leadsMapLabel }).and(page.locator('[aria-busy="false"]')), 60_000);
      await noSidewaysScroll();
      await checkScreen(session, `leadlist-${label}-map`);
      await page.getByRole('tab', { name: text.tabs['leads-pipeline'] }).click();
      await visible(page.getByRole('region', { name: text.pipelineLabel }));
      await noSidewaysScroll();
      await checkScreen(session, `leadlist-${label}-pipeline`);
      await session.close();
    }
  }, 180_000);
});
