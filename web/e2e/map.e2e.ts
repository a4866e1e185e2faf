import type { Browser, Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mapTexts } from '../src/components/map/texts';
import { checkScreen, demoUsers, launchBrowser, openSession, PHONE, signIn, until, visible } from './harness/browser';

const CLUSTER = /leads here: zoom in$/;
const LEAD = /^Show lead /;
const MARKER = /leads here: zoom in$|^Show lead /;

const mapRegion = (page: Page) => page.getByRole('region', { name: mapTexts.leadsMapLabel });
const zoomOf = async (map: Locator) => Number(await map.getAttribute('data-zoom'));

/** Zooms out with the map's own button (keyboard-usable) until clusters show; their counts. */
async function zoomOutToClusters(map: Locator): Promise<number[]> {
  for (let i = 0; i < 4; i++) {
    const counts = await clusterCounts(map);
    if (counts.length) return counts;
    const before = await zoomOf(map);
    await map.getByRole('button', { name: 'Zoom out' }).click();
    // data-zoom moves once the map is idle, in the same render as its markers.
    await until(() => zoomOf(map), (zoom) => zoom < before - 0.5);
  }
  throw new Error('no clusters after zooming out');
}

/** The counts shown on the clusters in view. */
async function clusterCounts(map: Locator): Promise<number[]> {
  const texts = await map.getByRole('button', { name: CLUSTER }).allInnerTexts();
  return texts.map(Number);
}

/** Opens the lead list's Map tab and waits for the markers (the view frames every lead). */
async function openMap(page: Page) {
  await page.goto('/manage/leads#leads-map');
  const map = await visible(mapRegion(page), 30_000);
  // WebGL draws, then the HTML buttons appear once MapLibre has clustered the leads.
  await visible(map.getByRole('button', { name: MARKER }), 30_000);
  return map;
}

describe('the overview map of the lead list', () => {
  let browser: Browser;
  beforeAll(async () => { browser = await launchBrowser(); });
  afterAll(async () => { await browser?.close(); });

  it('super admin: clusters with counts, a click zooms into one, a click on a lead opens it', async () => {
    const session = await openSession(browser);
    const { page } = session;
    await signIn(page, demoUsers.superAdmin);
    const map = await openMap(page);
    // The list starts the map's points query as the tab opens; the map joins it: one request.
    expect(session.graphql.filter((call) => call.operationName === 'LeadsMapQuery')).toHaveLength(1);

    // The overview frames every lead (issue 12): the demo organizations' leads, coast to coast,
    // need a wider view than §9's zoom 7 over central California.
    const framed = await zoomOf(map);
    expect(framed).toBeGreaterThan(1);
    expect(framed).toBeLessThan(7);
    // Other journeys add leads to the shared demo data, so which demo leads stand alone at this
    // zoom varies: any marker (a lead or a cluster) will do here.
    await visible(map.getByRole('button', { name: MARKER }));
    // One compact call for the points, not a page of the list per marker.
    expect(session.graphql.filter((c) => c.operationName === 'LeadsMapQuery')).toHaveLength(1);
    await checkScreen(session, 'leads-map');

    // Zoomed out to the whole state, the demo leads gather into clusters with their counts.
    const counts = await zoomOutToClusters(map);
    expect(counts.every((n) => Number.isInteger(n) && n >= 2)).toBe(true);
    await checkScreen(session, 'leads-map-clusters');

    // A click on the biggest cluster zooms in until it splits.
    const zoomedOut = await zoomOf(map);
    const biggest = Math.max(...counts);
    await map.getByRole('button', { name: mapTexts.cluster(biggest) }).first().click();
    await until(() => zoomOf(map), (zoom) => zoom > zoomedOut + 0.5);
    await checkScreen(session, 'leads-map-zoomed');

    // Keep opening clusters until a single lead shows, then open it.
    for (let i = 0; i < 8 && (await map.getByRole('button', { name: LEAD }).count()) === 0; i++) {
      const before = await zoomOf(map);
      await map.getByRole('button', { name: CLUSTER }).first().click();
      await until(() => zoomOf(map), (zoom) => zoom > before);
    }
    const lead = await visible(map.getByRole('button', { name: LEAD }));
    // Hovering shows the lead's name next to its marker.
    await lead.hover();
    const name = ((await lead.getAttribute('aria-label')) ?? '').replace(LEAD, '');
    await visible(map.getByText(name, { exact: true }));
    // A click shows the lead's preview card (issue 12); its link opens the lead.
    await lead.click();
    const card = await visible(page.getByTestId('lead-preview'));
    await visible(card.getByText(name, { exact: true }));
    await checkScreen(session, 'leads-map-preview');
    // Quick view (issue 15): the deal at a glance in the list's drawer, the map stays.
    await card.getByRole('button', { name: mapTexts.previewQuick }).click();
    const quick = await visible(page.getByTestId('lead-quick-view'));
    await visible(quick.getByText(name, { exact: true }));
    await checkScreen(session, 'leads-map-quick-view');
    await page.keyboard.press('Escape');
    await quick.waitFor({ state: 'detached' });
    await card.getByRole('link', { name: mapTexts.previewOpen }).click();
    await page.waitForURL(/\/manage\/leads\/\d+$/);
    expect(session.consoleErrors).toEqual([]);
    await session.close();
  });

  it('phone width (360 px): the map fits and its clusters work with the keyboard', async () => {
    const session = await openSession(browser, PHONE);
    const { page } = session;
    await signIn(page, demoUsers.orgAdmin);
    const map = await openMap(page);
    const box = await map.boundingBox();
    expect(box!.width).toBeLessThanOrEqual(PHONE.width);
    await checkScreen(session, 'leads-map-phone');

    await zoomOutToClusters(map);
    const zoomedOut = await zoomOf(map);
    const cluster = map.getByRole('button', { name: CLUSTER }).first();
    await cluster.focus();
    await page.keyboard.press('Enter');
    await until(() => zoomOf(map), (zoom) => zoom > zoomedOut + 0.5);
    await session.close();
  });
});
