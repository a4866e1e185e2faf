/**
 * Issue 26, item 18 — the handoff after the sale, in a real browser at 1366 and 390 px: a lead whose
 * Clean Energy PPA the customer signed (made through the api, not what this journey is about); the
 * org admin hands it to the EPC organization in the lead's Handoff tab; the EPC's org admin finds it
 * under "Handed to us" (the lead page stays a 404 to them), ticks Permits done with a date on a phone;
 * the sales rep sees the progress back in the tab and in the deal header. Screenshots and axe.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser } from 'playwright-core';
import { handoffTexts as t } from '../src/screens/LeadPage/handoff/texts';
import { leadPageTexts } from '../src/screens/LeadPage/texts';
import { checkScreen, DEMO_PASSWORD, demoUsers, lane, launchBrowser, openSession, signIn, visible, type Session } from './harness/browser';

const PHONE_390 = { width: 390, height: 844 };
const EPC_NAME = 'Keystone EPC Builders';
const LEAD_NAME = `Handoff Cannery ${Date.now()}`;

/** A REST call to the api itself (setup through its own routes, as the seed does). */
async function api<T = any>(method: string, path: string, token: string | null, body?: unknown): Promise<{ status: number; body: T }> {
  const response = await fetch(`${lane().apiUrl}${path}`, {
    method,
    headers: { ...(token ? { authorization: `Token ${token}` } : {}), ...(body === undefined ? {} : { 'content-type': 'application/json' }) },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const text = await response.text();
  return { status: response.status, body: (text ? JSON.parse(text) : null) as T };
}

/** A lead of the org admin's organization with a generated Detailed proposal and a Clean Energy PPA the customer signed. */
async function leadWithSignedPpa(): Promise<number> {
  const login = await api<{ token: string }>('POST', '/login/', null, { email_or_phone: demoUsers.orgAdmin, password: DEMO_PASSWORD });
  expect(login.status, JSON.stringify(login.body)).toBe(200);
  const token = login.body.token;
  const lead = await api('POST', '/lead/', token, {
    name: LEAD_NAME,
    customer: { first_name: 'Hana', last_name: 'Offer', emails: ['hana.offer@example.com'], phone_numbers: ['+15595550177'] },
    property: { site_address: '1600 E Belmont Ave, Fresno, CA 93701', latitude: 36.7508, longitude: -119.7781 },
  });
  expect(lead.status, JSON.stringify(lead.body)).toBe(201);
  const id = lead.body.id as number;
  // Enrichment prices the site; a Detailed proposal is generated, then the PPA sent and signed.
  const proposal = await api('POST', '/proposal/', token, { lead: id, proposal_type: 2, need_customization: false });
  expect(proposal.status, JSON.stringify(proposal.body)).toBeLessThan(300);
  if (proposal.body.proposal_status === 0) await api('POST', '/proposal_generate/', token, { proposal_pk: proposal.body.id });
  const started = Date.now();
  for (;;) {
    const p = await api('GET', `/proposal/${proposal.body.id}/`, token);
    if (p.body.pdf_file) break;
    if (Date.now() - started > 120_000) throw new Error(`proposal not generated: ${JSON.stringify(p.body).slice(0, 300)}`);
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  const sent = await api('POST', '/agreement/', token, { lead: id, agreement_type: 1 });
  expect(sent.status, JSON.stringify(sent.body)).toBe(201);
  const signPath = new URL(sent.body.agreement.sign_url).pathname.replace(/^\/api/, '');
  const signed = await api('POST', signPath, null, { full_name: 'Hana Offer', agree: true });
  expect(signed.status, JSON.stringify(signed.body)).toBe(200);
  return id;
}

describe('the handoff after the sale', () => {
  let browser: Browser;
  let leadId = 0;
  let rep: Session;
  beforeAll(async () => {
    browser = await launchBrowser();
    leadId = await leadWithSignedPpa();
  }, 240_000);
  afterAll(async () => browser?.close());

  it('the org admin hands the sold lead to the EPC organization from its Handoff tab', async () => {
    rep = await openSession(browser);
    const { page } = rep;
    await signIn(page, demoUsers.orgAdmin);
    await page.goto(`/manage/leads/${leadId}#handoff`);
    const panel = await visible(page.getByTestId('handoff-panel'), 60_000);
    await visible(panel.getByText(t.progress(0, 5)));
    await visible(panel.getByText(t.notHanded));
    await panel.getByLabel(t.chooseEpc).selectOption({ label: EPC_NAME });
    await panel.getByRole('button', { name: t.handOff, exact: true }).click();
    await visible(panel.getByTestId('handoff-epc-name'));
    expect(await panel.getByTestId('handoff-epc-name').textContent()).toContain(`Handed to ${EPC_NAME}`);
    // The deal header shows the handoff's progress.
    await visible(page.getByTestId('deal-handoff-badge'));
    expect(await page.getByTestId('deal-handoff-badge').textContent()).toBe(t.badge(0, 5));
    await checkScreen(rep, 'handoff-seller-handed');
  });

  it('the EPC finds it under Handed to us on a 390 px phone, cannot open the lead page, ticks Permits done with a date', async () => {
    const epc = await openSession(browser, PHONE_390);
    const { page } = epc;
    await signIn(page, demoUsers.epc);
    // The lead list tells them leads were handed to their organization.
    const banner = await visible(page.getByTestId('handed-banner'));
    await banner.getByRole('link', { name: t.openHanded }).click();
    await page.waitForURL('**/manage/handoffs');
    const link = await visible(page.getByRole('link', { name: LEAD_NAME }));
    await checkScreen(epc, 'handoff-epc-list-phone');
    await link.click();
    await page.waitForURL(`**/manage/handoffs/${leadId}`);
    const panel = await visible(page.getByTestId('handoff-panel'));
    // The packet: the customer's contact, the site, the signed PPA; no handing off or revoking for the EPC.
    const packet = panel.getByTestId('handoff-packet');
    await visible(packet.getByText('hana.offer@example.com'));
    await visible(packet.getByRole('link', { name: t.openDocument('Clean Energy PPA') }));
    expect(await panel.getByTestId('handoff-epc').count()).toBe(0);
    await checkScreen(epc, 'handoff-epc-screen-phone');

    const permits = panel.getByTestId('handoff-step-PERMITS');
    await permits.getByRole('button', { name: t.edit('Permits') }).click();
    await permits.getByText(t.markDone, { exact: true }).click();
    const today = await page.evaluate(() => {
      const d = new Date();
      return `${d.getFullYear()}-${String(d.getMonth() + 1).padStart(2, '0')}-${String(d.getDate()).padStart(2, '0')}`;
    });
    expect(await permits.getByTestId('handoff-permits-done').inputValue()).toBe(today);
    await permits.getByLabel(t.note).fill('City permit B-2291 issued.');
    await checkScreen(epc, 'handoff-epc-editing-phone');
    await permits.getByRole('button', { name: t.save }).click();
    await visible(panel.getByText(t.progress(1, 5)));
    expect(await permits.getByTestId('handoff-step-PERMITS-status').textContent()).toMatch(/^Done \d{2}-\d{2}-\d{4}$/);
    await visible(permits.getByText('City permit B-2291 issued.'));
    await checkScreen(epc, 'handoff-epc-permits-done-phone');

    // The lead page itself stays closed to them, like any lead of another organization.
    await page.goto(`/manage/leads/${leadId}`);
    await visible(page.getByText(leadPageTexts.notFoundTitle));
    await epc.close();
  });

  it('the sales rep sees the progress back, in the tab and in the deal header (1366 px)', async () => {
    const { page } = rep;
    // A fresh load of the lead page (the rep's tab was left open on it).
    await page.goto(`/manage/leads/${leadId}#handoff`);
    await page.reload();
    const panel = await visible(page.getByTestId('handoff-panel'), 60_000);
    await visible(panel.getByText(t.progress(1, 5)));
    const permits = panel.getByTestId('handoff-step-PERMITS');
    expect(await permits.getByTestId('handoff-step-PERMITS-status').textContent()).toMatch(/^Done /);
    await visible(permits.getByText('City permit B-2291 issued.'));
    expect(await page.getByTestId('deal-handoff-badge').textContent()).toBe(t.badge(1, 5));
    await checkScreen(rep, 'handoff-seller-progress');
    // The timeline tells what the EPC did.
    await page.getByRole('tab', { name: 'Activity' }).click();
    await visible(page.getByText('updated the handoff checklist').first());
  });
});
