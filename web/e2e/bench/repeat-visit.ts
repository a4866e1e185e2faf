/**
 * npm run bench:repeat-visit (issue 28) — a rep's repeat visit to the lead list on a phone: the
 * assets are cached from an earlier visit, the data is not. Lighthouse's mobile throttling applied
 * in Chromium through the DevTools protocol (its "devtools" equivalents of the simulated preset:
 * 562.5 ms request latency, 1,474.56 kbps down, 607.5 kbps up, CPU slowed 4×), 360×740, signed in
 * as the demo org admin.
 *
 * Two ways the assets can be cached, each BENCH_RUNS (default 5) times:
 * - the service worker (installed by the first visit; its precache answers the HTML and scripts);
 * - the HTTP cache alone (service workers blocked: hashed assets are immutable, the HTML is
 *   revalidated with its ETag).
 * Each run is a fresh navigation to /manage/leads (not a reload, which revalidates), timed from
 * navigation start to: the list query sent, its answer parsed, the first cards committed (the
 * app's `leads:rows` mark) and painted (the frame after it). The aim: cards within 1 s.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { chromium, type Browser, type BrowserContext, type CDPSession, type Page } from 'playwright-core';
import { PHONE, demoUsers, signIn } from '../harness/browser';
import { CHROMIUM_ARGS, findChromium } from '../harness/chromium';
import { buildWeb } from '../harness/global-setup';
import { startStack, type Stack } from '../harness/stack';

const RUNS = Math.max(1, Number(process.env.BENCH_RUNS || 5));
const AIM_MS = 1000;
/** Lighthouse's mobile preset as DevTools throttling (lighthouse/core/config/constants.js, mobileSlow4G). */
const THROTTLE = { latency: 150 * 3.75, downloadKbps: 1.6 * 1024 * 0.9, uploadKbps: 750 * 0.9, cpu: 4 };

interface Marks { sent: number; answered: number; rows: number; painted: number; fcp: number }

/** In the page before its scripts: when the list query leaves and is parsed, the rows' mark and its paint. */
function instrumentPage() {
  const state = { sent: -1, answered: -1, rows: -1, painted: -1, fcp: -1 };
  (window as unknown as { __repeat: typeof state }).__repeat = state;
  const realFetch = window.fetch;
  window.fetch = function (input: RequestInfo | URL, init?: RequestInit) {
    const isList = typeof init?.body === 'string' && init.body.includes('"operationName":"LeadListScreenQuery"');
    if (isList && state.sent < 0) state.sent = performance.now();
    const pending = realFetch.call(this, input, init);
    if (!isList) return pending;
    return pending.then((response) => {
      const json = response.json.bind(response);
      response.json = () => json().then((value: unknown) => {
        if (state.answered < 0) state.answered = performance.now();
        return value;
      });
      return response;
    });
  };
  const realMark = performance.mark.bind(performance);
  performance.mark = ((name: string, options?: PerformanceMarkOptions) => {
    const entry = realMark(name, options);
    if (name === 'leads:rows' && state.rows < 0) {
      state.rows = entry.startTime;
      requestAnimationFrame(() => {
        const channel = new MessageChannel();
        channel.port1.onmessage = () => { state.painted = performance.now(); };
        channel.port2.postMessage(0);
      });
    }
    return entry;
  }) as typeof performance.mark;
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) if (entry.name === 'first-contentful-paint') state.fcp = entry.startTime;
  }).observe({ type: 'paint', buffered: true });
}

async function throttle(cdp: CDPSession) {
  await cdp.send('Network.enable');
  await cdp.send('Network.emulateNetworkConditions', {
    offline: false, latency: THROTTLE.latency,
    downloadThroughput: (THROTTLE.downloadKbps * 1024) / 8, uploadThroughput: (THROTTLE.uploadKbps * 1024) / 8,
  });
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: THROTTLE.cpu });
}

/** One repeat visit: a fresh navigation to the list, timed from navigation start. */
async function visit(page: Page): Promise<Marks> {
  // From a small same-origin answer (the renderer and its CPU throttle stay; a same-URL goto could be a reload).
  await page.goto('/health');
  await page.goto('/manage/leads', { waitUntil: 'commit' });
  await page.waitForFunction(() => (window as unknown as { __repeat: Marks }).__repeat.painted >= 0, null, { timeout: 60_000 });
  return page.evaluate(() => (window as unknown as { __repeat: Marks }).__repeat);
}

/** Whether the service worker controls the list page (it does once installed and activated). */
async function controlled(page: Page): Promise<boolean> {
  return page.evaluate(async () => {
    if (!('serviceWorker' in navigator)) return false;
    await navigator.serviceWorker.ready;
    return !!navigator.serviceWorker.controller;
  });
}

async function runMode(browser: Browser, stack: Stack, serviceWorkers: 'allow' | 'block', errors: string[]) {
  const context: BrowserContext = await browser.newContext({ baseURL: stack.baseUrl, viewport: PHONE, serviceWorkers });
  try {
    const page = await context.newPage();
    page.on('console', (message) => { if (message.type() === 'error') errors.push(message.text()); });
    page.on('pageerror', (error) => errors.push(String(error)));
    await signIn(page, demoUsers.orgAdmin);
    await page.locator('[data-testid="lead-cards"] > li').first().waitFor({ timeout: 30_000 });
    if (serviceWorkers === 'allow') {
      // The first visit installs the worker and precaches the shell; a second load is controlled by it.
      await page.evaluate(() => navigator.serviceWorker.ready);
      await page.reload();
      if (!(await controlled(page))) throw new Error('the service worker did not take control of the list page');
    }
    await context.addInitScript({ content: `var __name = (fn) => fn; (${instrumentPage})();` });
    const cdp = await context.newCDPSession(page);
    await throttle(cdp);
    await visit(page); // warm-up: the first throttled visit fills what the unthrottled one did not
    const samples: Marks[] = [];
    for (let i = 0; i < RUNS; i++) samples.push(await visit(page));
    if (serviceWorkers === 'allow' && !(await controlled(page))) throw new Error('the runs were not controlled by the service worker');
    return samples;
  } finally {
    await context.close();
  }
}

const percentile = (values: number[], p: number) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)];
};
const ms = (value: number) => (value < 0 || Number.isNaN(value) ? '—' : `${Math.round(value).toLocaleString('en-US')} ms`);

function table(title: string, samples: Marks[]) {
  const rows: [string, (m: Marks) => number][] = [
    ['navigation → first contentful paint', (m) => m.fcp],
    ['navigation → list query sent', (m) => m.sent],
    ['navigation → list answer parsed', (m) => m.answered],
    ['navigation → cards committed', (m) => m.rows],
    [`**navigation → cards painted** (aim ≤ ${AIM_MS.toLocaleString('en-US')} ms)`, (m) => m.painted],
  ];
  const lines = [`\n### ${title}\n`, '| step | p50 | p90 |', '|---|---:|---:|'];
  for (const [label, read] of rows) {
    const values = samples.map(read).filter((v) => v >= 0);
    lines.push(`| ${label} | ${values.length ? ms(percentile(values, 50)) : '—'} | ${values.length ? ms(percentile(values, 90)) : '—'} |`);
  }
  return lines.join('\n');
}

const chromiumPath = findChromium();
if (!chromiumPath) {
  console.error('bench:repeat-visit needs Chromium: apt-get install -y chromium (or set CHROMIUM_PATH to its binary)');
  process.exit(1);
}
const workDir = fs.mkdtempSync(path.join(os.tmpdir(), 'portal-bench-repeat-'));
let failed = false;
let stack: Stack | undefined;
try {
  const dist = process.env.BENCH_WEB_DIST ? path.resolve(process.env.BENCH_WEB_DIST) : path.join(workDir, 'web-dist');
  if (!process.env.BENCH_WEB_DIST) {
    console.log('building the web app…');
    buildWeb(dist);
  }
  stack = await startStack(workDir, dist);
  const browser = await chromium.launch({ executablePath: chromiumPath, headless: true, args: CHROMIUM_ARGS });
  try {
    const errors: string[] = [];
    const withWorker = await runMode(browser, stack, 'allow', errors);
    const httpCache = await runMode(browser, stack, 'block', errors);
    console.log(`\nRepeat visit to /manage/leads on a phone: Chromium ${browser.version()} headless, ${PHONE.width}×${PHONE.height}, `
      + `${THROTTLE.latency} ms latency, ${THROTTLE.downloadKbps.toFixed(0)} kbps down, CPU slowed ${THROTTLE.cpu}×; `
      + `${RUNS} runs each, ${os.cpus().length} cores (load average ${os.loadavg()[0].toFixed(1)}), production build, PGlite with the demo seed`);
    console.log(table('Assets from the service worker', withWorker));
    console.log(table('Assets from the HTTP cache (no service worker)', httpCache));
    if (errors.length) console.log(`\nconsole errors:\n${errors.join('\n')}`);
  } finally {
    await browser.close();
  }
} catch (error) {
  failed = true;
  console.error(error);
  console.error(`\nservice logs kept in ${workDir}`);
} finally {
  await stack?.stop();
  if (!failed) fs.rmSync(workDir, { recursive: true, force: true });
}
process.exit(failed ? 1 : 0);
