import type { Browser, Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { leadFlow, success } from '../src/messages';
import { agreementRowTexts, signLinkTexts } from '../src/components/agreements/texts';
import { dealTexts } from '../src/screens/LeadPage/deals/texts';
import { checkScreen, DEMO_PASSWORD, demoUsers, gatewayRequest, launchBrowser, openSession, PHONE, signIn, visible, type Session } from './harness/browser';

/** The lead page's read of a generating lead: a catch-up read with live updates, a 2-s poll without (issue 14). */
const POLL = 'usePollWhileProcessingQuery';
/** The lead page's live updates: one server-sent-events stream while the page is open. */
const LIVE = 'LiveUpdatesLeadSubscription';

interface LeadRow { databaseId: number; name: string; address: string | null; stage: string; isProposalsLocked: boolean; proposals: { id: string }[]; agreements: { id: string }[] }

/**
 * A demo lead of the org admin's organization that is still at stage 0 (no proposals or agreements
 * yet), found through the gateway. Another journey's lead can be at stage 0 with agreements (the
 * signing journey sends an LOI without a proposal): when it ran first, this one met its agreements.
 */
async function freshDemoLead(): Promise<LeadRow> {
  const { cookie } = await gatewayRequest<unknown>(
    'mutation ($input: LoginInput!) { login(input: $input) { userErrors { messages } } }',
    { input: { emailOrPhone: demoUsers.orgAdmin, password: DEMO_PASSWORD } },
  );
  const { data } = await gatewayRequest<{ leads: { edges: { node: LeadRow }[] } }>(
    '{ leads(first: 100) { edges { node { databaseId name address stage isProposalsLocked proposals { id } agreements { id } } } } }', {}, cookie ?? undefined,
  );
  const lead = data.leads.edges.map((e) => e.node).find((l) => l.stage === 'LEAD_CREATED' && !l.isProposalsLocked && l.proposals.length === 0 && l.agreements.length === 0
    // A California site: the journey quotes a California PACE program (WRCOG), and its PPA saves money there.
    && /,\s*CA\s+\d{5}/.test(l.address ?? ''));
  if (!lead) throw new Error('no California demo lead at stage 0 in the org admin\'s organization');
  return lead;
}

/** The operations sent since `from` (no poll among them: results arrive over the live updates). */
const sentSince = (session: Session, from: number) => session.graphql.slice(from).map((c) => c.operationName);

/** Waits for a dialog's opening animation, so its screenshot shows it as the user sees it. */
async function settled(dialog: Locator) {
  await dialog.evaluate((element) => Promise.all(element.getAnimations({ subtree: true }).map((a) => a.finished)));
}

async function toast(page: Page, text: string) {
  await visible(page.getByText(text, { exact: true }), 30_000);
}

describe('the lead page deals: proposals, quotes, agreements', () => {
  let browser: Browser;
  let lead: LeadRow;
  /** The link the org admin's send showed once; the later journeys use it. */
  let signUrl = '';
  beforeAll(async () => {
    browser = await launchBrowser();
    lead = await freshDemoLead();
  });
  afterAll(async () => { await browser?.close(); });

  it('org admin: create and generate a proposal (chart), create a PACE quote, send an agreement — one request each', async () => {
    const session = await openSession(browser);
    const { page } = session;
    await signIn(page, demoUsers.orgAdmin);

    // Proposals: empty state, then create a preliminary proposal.
    await page.goto(`/manage/leads/${lead.databaseId}#proposals`);
    await visible(page.getByText(dealTexts.proposals.empty));
    await checkScreen(session, 'deals-proposals-empty');
    await page.getByRole('button', { name: dealTexts.proposals.create }).click();
    const dialog = page.getByRole('dialog', { name: dealTexts.proposals.createTitle });
    await visible(dialog);
    await dialog.getByLabel(dealTexts.proposals.type).selectOption('PRELIMINARY');
    await dialog.getByLabel(dealTexts.pricing.escalator).selectOption('THREE_PERCENT');
    // Issue 15: the proposal dialog previews the price and savings too (the quote test below types overrides).
    const preview = await visible(dialog.getByTestId('price-preview'));
    await expect.poll(() => preview.getByTestId('preview-contract-price').textContent()).toMatch(/^\$[\d,]+$/);
    const previewYear25 = await preview.getByTestId('preview-year-25').textContent();
    await settled(dialog);
    await checkScreen(session, 'deals-proposal-dialog');
    let from = session.graphql.length;
    await dialog.getByRole('button', { name: dealTexts.proposals.submitCreate }).click();
    await toast(page, leadFlow.requestInitiated);
    const requested = page.getByText(/^Proposal #\d+ requested successfully\.$/);
    await visible(requested, 30_000);
    const proposalId = Number(/#(\d+)/.exec((await requested.textContent()) ?? '')![1]);
    expect(sentSince(session, from)).toEqual(['createProposalMutation']);
    await dialog.waitFor({ state: 'hidden' });

    // Generate it: the §4 loading message with its progress, then the message and the savings chart.
    // The result is pushed over the page's one live-updates stream (issue 14): nothing polls.
    expect(session.graphql.filter((c) => c.operationName === LIVE)).toHaveLength(1);
    const card = page.getByRole('article', { name: dealTexts.proposals.heading(proposalId, 'Preliminary') });
    from = session.graphql.length;
    await card.getByRole('button', { name: dealTexts.generate }).click();
    await visible(page.getByRole('status').getByText(leadFlow.proposalGenerating));
    await toast(page, leadFlow.proposalGenerated(proposalId));
    const sent = sentSince(session, from);
    expect(sent.filter((name) => name !== POLL)).toEqual(['generateProposalMutation']);
    // No polling: at most one catch-up read each time the proposal turned Processing (the job may
    // finish before the mutation's answer arrives), never the 2-s poll of a failed stream.
    expect(sent.filter((name) => name === POLL).length).toBeLessThanOrEqual(2);
    await visible(card.getByTestId('savings-chart'), 30_000);
    await visible(card.getByText(/Year 25 cumulative savings: \$/));
    // The generated proposal's year-25 savings are the ones the dialog previewed.
    expect(await card.getByText(/Year 25 cumulative savings: \$/).first().textContent()).toContain(previewYear25!);
    await visible(card.getByRole('link', { name: dealTexts.openPdf }));
    expect(await card.getByRole('link', { name: dealTexts.openPdf }).getAttribute('href')).toMatch(/^\/document-preview\?node=[^&]+&file=pdf&filename=proposal-\d+\.pdf&back=%2Fmanage%2Fleads%2F\d+%23proposals$/);
    await card.getByRole('button', { name: dealTexts.chart.showTable }).click();
    await visible(card.getByRole('table', { name: dealTexts.chart.tableCaption }));
    await checkScreen(session, 'deals-proposal-generated');

    // Quotes: a PACE quote (program required inline first).
    await page.getByRole('tab', { name: 'Quotes' }).click();
    await page.getByRole('button', { name: dealTexts.quotes.createPace }).click();
    const quoteDialog = page.getByRole('dialog', { name: dealTexts.quotes.createPaceTitle });
    await quoteDialog.getByRole('button', { name: dealTexts.quotes.submitPace }).click();
    await visible(quoteDialog.getByText(dealTexts.quotes.programRequired));
    await quoteDialog.getByLabel(dealTexts.quotes.program).selectOption('WRCOG');
    await quoteDialog.getByLabel(dealTexts.quotes.bondDiscountMode).selectOption('SOLAR_AND_ROOF');
    await quoteDialog.getByLabel(dealTexts.pricing.storage).selectOption('TWO_HOUR');
    await quoteDialog.getByLabel(dealTexts.pricing.essCapacity).fill('200');
    await settled(quoteDialog);
    await checkScreen(session, 'deals-pace-quote-dialog');
    from = session.graphql.length;
    await quoteDialog.getByRole('button', { name: dealTexts.quotes.submitPace }).click();
    const created = page.getByText(/^Pace Quote #\d+ created successfully\.$/);
    await visible(created, 30_000);
    expect(sentSince(session, from)).toEqual(['createPaceQuoteMutation']);
    const quoteId = Number(/#(\d+)/.exec((await created.textContent()) ?? '')![1]);
    await visible(page.getByRole('article', { name: dealTexts.quotes.heading(quoteId, 'PACE Quote') }));
    await checkScreen(session, 'deals-quotes');

    // Agreements: send an LOI for the lead.
    await page.getByRole('tab', { name: 'Agreements' }).click();
    await visible(page.getByText(dealTexts.agreements.empty));
    await page.getByRole('button', { name: dealTexts.agreements.send }).click();
    const sendDialog = page.getByRole('dialog', { name: dealTexts.agreements.sendTitle });
    await sendDialog.getByLabel(dealTexts.agreements.type).selectOption('CLEAN_ENERGY_PPA');
    from = session.graphql.length;
    await sendDialog.getByRole('button', { name: dealTexts.agreements.sendSubmit }).click();
    await toast(page, success.agreementSent);
    expect(sentSince(session, from)).toEqual(['sendAgreementMutation']);
    // The signing link is shown once, to its sender (issue 10): the api keeps only its hash.
    const linkDialog = page.getByRole('dialog', { name: signLinkTexts.dialogTitle });
    await visible(linkDialog);
    signUrl = await linkDialog.getByTestId('sign-link').inputValue();
    expect(signUrl).toMatch(/\/api\/agreement\/sign\/[0-9a-f]{64}\/$/);
    await settled(linkDialog);
    await checkScreen(session, 'deals-sign-link');
    await linkDialog.getByRole('button', { name: signLinkTexts.close }).first().click();
    await linkDialog.waitFor({ state: 'hidden' });
    const row = page.getByRole('table', { name: dealTexts.agreements.caption }).getByRole('row').nth(1);
    await visible(row.getByText('Clean Energy PPA'));
    await visible(row.getByText(agreementRowTexts.status.SENT, { exact: true }));
    await visible(row.getByRole('button', { name: /^Actions for agreement/ }));
    expect(await page.getByText(/\/api\/agreement\/sign\//).count()).toBe(0);
    await checkScreen(session, 'deals-agreements');
    await session.close();
  });

  // Issue 15: the dialog previews the price and savings with the api's model; the created quote shows the same figures.
  it('org admin: the quote dialog previews the price as an override is typed, and the generated quote matches it', async () => {
    const session = await openSession(browser);
    const { page } = session;
    await signIn(page, demoUsers.orgAdmin);
    await page.goto(`/manage/leads/${lead.databaseId}#quotes`);
    await page.getByRole('button', { name: dealTexts.quotes.create, exact: true }).click();
    const dialog = page.getByRole('dialog', { name: dealTexts.quotes.createTitle });
    const preview = dialog.getByTestId('price-preview');
    await visible(preview);
    const figure = (id: string) => preview.getByTestId(`preview-${id}`).textContent();
    const fromLead = await figure('contract-price');
    expect(fromLead).toMatch(/^\$[\d,]+$/);
    // An override, as typed: the preview follows it before anything is sent.
    const sent = session.graphql.length;
    await dialog.getByLabel(dealTexts.pricing.systemSize).fill('150');
    await dialog.getByLabel(dealTexts.pricing.epcPrice, { exact: true }).fill('2.4');
    await dialog.getByLabel(dealTexts.pricing.epcPriceUnit).selectOption('DOLLARS_PER_WATT');
    // 150 kW × ($2.40 + the default $0.25 profit) per watt.
    await expect.poll(() => figure('contract-price')).toBe('$397,500');
    expect(await figure('price-per-watt')).toBe('$2.65/W');
    expect(sentSince(session, sent)).toEqual([]);
    const shown = { price: await figure('contract-price'), rate: await figure('ppa-rate'), year25: await figure('year-25') };
    expect(shown.rate).toMatch(/^\$0\.\d{4}\/kWh$/);
    expect(shown.year25).toMatch(/^-?\$[\d,]+$/);
    await settled(dialog);
    await checkScreen(session, 'deals-quote-preview');
    await dialog.getByRole('button', { name: dealTexts.quotes.submit }).click();
    const created = page.getByText(/^Quote #\d+ created successfully\.$/);
    await visible(created, 30_000);
    const quoteId = Number(/#(\d+)/.exec((await created.textContent()) ?? '')![1]);
    const card = page.getByRole('article', { name: dealTexts.quotes.heading(quoteId, 'Quote') });
    await card.getByRole('button', { name: dealTexts.generate }).click();
    await visible(card.getByRole('link', { name: dealTexts.openPdf }), 60_000);
    // The api's figures are the preview's.
    for (const text of [shown.price!, shown.rate!, shown.year25!]) await visible(card.getByText(text, { exact: true }));
    await checkScreen(session, 'deals-quote-from-preview');
    await session.close();
  });

  it('phone width (360 px): the quote dialog\'s preview fits without sideways scrolling', async () => {
    const session = await openSession(browser, PHONE);
    const { page } = session;
    await signIn(page, demoUsers.orgAdmin);
    await page.goto(`/manage/leads/${lead.databaseId}#quotes`);
    await page.getByRole('button', { name: dealTexts.quotes.createPace }).click();
    const dialog = page.getByRole('dialog', { name: dealTexts.quotes.createPaceTitle });
    await dialog.getByLabel(dealTexts.quotes.program).selectOption('CSCDA');
    const preview = dialog.getByTestId('price-preview');
    await expect.poll(() => preview.getByTestId('preview-financed').textContent()).toMatch(/^\$[\d,]+$/);
    await preview.scrollIntoViewIfNeeded();
    await settled(dialog);
    expect(await preview.evaluate((element) => element.scrollWidth <= element.clientWidth)).toBe(true);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(PHONE.width);
    await checkScreen(session, 'deals-quote-preview-phone');
    await session.close();
  });

  it('regular user: sees the agreement, but no Send button and no signing link (issue 10)', async () => {
    const session = await openSession(browser);
    const { page } = session;
    await signIn(page, demoUsers.regular);
    await page.goto(`/manage/leads/${lead.databaseId}#agreements`);
    const table = page.getByRole('table', { name: dealTexts.agreements.caption });
    await visible(table.getByText('Clean Energy PPA'));
    expect(await page.getByRole('button', { name: dealTexts.agreements.send }).count()).toBe(0);
    expect(await table.getByRole('columnheader', { name: dealTexts.agreements.actions }).count()).toBe(0);
    expect(await page.getByRole('button', { name: /^Actions for agreement/ }).count()).toBe(0);
    // The page holds no trace of the link's token.
    expect(await page.content()).not.toContain(/([0-9a-f]{64})\/$/.exec(signUrl)![1]);
    await checkScreen(session, 'deals-agreements-regular');
    await session.close();
  });

  it('the customer signs through the link, signed out', async () => {
    const session = await openSession(browser);
    const { page } = session;
    await page.goto(signUrl);
    await page.getByLabel('Full name').fill('Grace Hopper');
    await page.getByLabel(/I agree/).check();
    await page.getByRole('button', { name: 'Sign agreement' }).click();
    await visible(page.getByText('Thank you. The agreement has been signed.'));
    await session.close();
  });

  it('phone width (360 px): the tabs fit without sideways scrolling', async () => {
    const session = await openSession(browser, PHONE);
    const { page } = session;
    await signIn(page, demoUsers.orgAdmin);
    await page.goto(`/manage/leads/${lead.databaseId}#proposals`);
    await visible(page.getByTestId('savings-chart'), 30_000);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(PHONE.width);
    await checkScreen(session, 'deals-proposals-phone');
    await session.close();
  });
});
