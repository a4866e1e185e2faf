/**
 * npm run bench:blocking (issue 28) — how long the main thread is blocked while /login, the list and
 * a lead page come up on a phone: Chromium's own 4× CPU throttle (measured, not Lighthouse's
 * simulation), a phone's viewport, a cold cache and a fresh browser context per load. For each load:
 *   blocking = Σ (duration − 50 ms) over the long tasks that start after the first contentful paint
 *   (Lighthouse's total blocking time, on tasks that really ran 4× slower), and the longest task.
 * It prints the median and range per page.
 *
 * Why it exists: on a 2-core machine Lighthouse's modelled TBT moves by ±50 % between runs of the
 * same build, too much to tell a 10 % change from noise. This measures the tasks themselves.
 *
 * BENCH_BUILDS=dirA,dirB measures existing builds (`vite build --outDir dir`) instead of building
 * the current sources, alternating them in every round so both see the same machine: an A/B of a
 * change. BENCH_RUNS (default 5) rounds, after one unmeasured warm-up round. BENCH_PAGES=login,list,lead
 * (default all). Artifacts (the stacks' logs) land in BENCH_ARTIFACTS (default /tmp/bench-blocking).
 */
import fs from 'node:fs';
import path from 'node:path';
import puppeteer, { type Browser } from 'puppeteer-core';
import { CHROMIUM_ARGS, findChromium } from '../../web/e2e/harness/chromium';
import { buildWeb } from '../../web/e2e/harness/global-setup';
import { repoRoot, startStack, type Stack } from '../../web/e2e/harness/stack';
import { richestLeadPath, signInCookie } from '../bench-lighthouse/session';

const RUNS = Math.max(1, Number(process.env.BENCH_RUNS || 5));
const PAGE_NAMES = ['login', 'list', 'lead'] as const;
type PageName = (typeof PAGE_NAMES)[number];
const chosen = (process.env.BENCH_PAGES || PAGE_NAMES.join(',')).split(',').map((name) => name.trim()).filter(Boolean);
const unknown = chosen.filter((name) => !(PAGE_NAMES as readonly string[]).includes(name));
if (unknown.length) throw new Error(`BENCH_PAGES: unknown ${unknown.join(', ')} (use ${PAGE_NAMES.join(', ')})`);
const PAGES = PAGE_NAMES.filter((name) => chosen.includes(name));
const artifactsDir = path.resolve(process.env.BENCH_ARTIFACTS || '/tmp/bench-blocking');

/** Lighthouse's mobile preset: a Moto G Power's screen, and its CPU as 4× slower than this one. */
const PHONE = { width: 412, height: 823, deviceScaleFactor: 1.75, isMobile: true, hasTouch: true };
const CPU_SLOWDOWN = 4;
/** Long tasks are those over 50 ms; each blocks input for what exceeds that. */
const LONG_TASK_MS = 50;
/** After `load`, how long the page may go on working (its screens' chunks, the first commits, live updates opening). */
const SETTLE_MS = 7000;

interface Target { label: string; stack: Stack; cookie: string; leadPath: string }
interface Load { blocking: number; longest: number; tasks: number }

/** Records every long task from the document's start (the observer is installed before any script of the page). */
const RECORD_LONG_TASKS = `(() => {
  const seen = (window.__benchLongTasks = []);
  new PerformanceObserver((list) => { for (const e of list.getEntries()) seen.push([e.startTime, e.duration]); })
    .observe({ type: 'longtask', buffered: true });
})()`;
const READ_LONG_TASKS = `(() => {
  const fcp = performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? 0;
  return { fcp, tasks: window.__benchLongTasks };
})()`;

async function measure(browser: Browser, target: Target, page: PageName): Promise<Load> {
  const context = await browser.createBrowserContext();
  try {
    const tab = await context.newPage();
    if (page !== 'login') {
      const [name, ...value] = target.cookie.split('=');
      await tab.setCookie({ name, value: value.join('='), url: target.stack.baseUrl });
    }
    await tab.setViewport(PHONE);
    const cdp = await tab.createCDPSession();
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: CPU_SLOWDOWN });
    await tab.evaluateOnNewDocument(RECORD_LONG_TASKS);
    const address = page === 'login' ? '/login' : page === 'list' ? '/manage/leads' : target.leadPath;
    // Not "network idle": the signed-in pages keep their live-updates stream open.
    await tab.goto(`${target.stack.baseUrl}${address}`, { waitUntil: 'load', timeout: 60_000 });
    await new Promise((resolve) => setTimeout(resolve, SETTLE_MS));
    if (new URL(tab.url()).pathname !== address) throw new Error(`${address} ended on ${tab.url()}`);
    const { fcp, tasks } = (await tab.evaluate(READ_LONG_TASKS)) as { fcp: number; tasks: [number, number][] };
    const after = tasks.filter(([start]) => start >= fcp);
    return {
      blocking: after.reduce((sum, [, duration]) => sum + Math.max(0, duration - LONG_TASK_MS), 0),
      longest: Math.max(0, ...tasks.map(([, duration]) => duration)),
      tasks: after.length,
    };
  } finally {
    await context.close();
  }
}

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor((values.length - 1) / 2)];
const spread = (values: number[]) => `${Math.round(median(values))} (${Math.round(Math.min(...values))}–${Math.round(Math.max(...values))})`;

async function main() {
  const chromiumPath = findChromium();
  if (!chromiumPath) throw new Error('Chromium is required: apt-get install -y chromium (or set CHROMIUM_PATH)');
  fs.rmSync(artifactsDir, { recursive: true, force: true });
  fs.mkdirSync(artifactsDir, { recursive: true });
  let builds = (process.env.BENCH_BUILDS ?? '').split(',').map((dir) => dir.trim()).filter(Boolean).map((dir) => path.resolve(repoRoot, dir));
  if (!builds.length) {
    console.log('building the web app (production) …');
    builds = [path.join(artifactsDir, 'web-dist')];
    buildWeb(builds[0]);
  }
  for (const dir of builds) if (!fs.existsSync(path.join(dir, 'index.html'))) throw new Error(`${dir} has no build (vite build --outDir ${dir})`);

  const stacks: Stack[] = [];
  const targets: Target[] = [];
  let browser: Browser | undefined;
  try {
    console.log(`starting the api and the gateway for ${builds.length} build(s) (fresh data dirs, demo seed) …`);
    for (const [index, dir] of builds.entries()) {
      const stackDir = path.join(artifactsDir, `stack-${index + 1}`);
      fs.mkdirSync(stackDir, { recursive: true });
      const stack = await startStack(stackDir, dir);
      stacks.push(stack);
      const cookie = await signInCookie(stack.baseUrl);
      const label = builds.length > 1 ? path.relative(process.cwd(), dir) || dir : 'current sources';
      targets.push({ label, stack, cookie, leadPath: await richestLeadPath(stack.baseUrl, cookie) });
    }
    browser = await puppeteer.launch({ executablePath: chromiumPath, args: [...CHROMIUM_ARGS], headless: true });
    const loads = new Map<string, Load[]>();
    // Round 0 warms the servers (first answers, JIT) and is not counted.
    for (let round = 0; round <= RUNS; round++) {
      for (const target of targets) {
        for (const page of PAGES) {
          const load = await measure(browser, target, page);
          if (round > 0) loads.set(`${page}\t${target.label}`, [...(loads.get(`${page}\t${target.label}`) ?? []), load]);
        }
      }
    }
    console.log(`\nMain-thread blocking at ${CPU_SLOWDOWN}× CPU, phone viewport, cold cache, ${RUNS} load(s) each (median, range), ${new Date().toISOString().slice(0, 10)}:`);
    console.log(['page'.padEnd(8), 'build'.padEnd(28), 'blocking ms'.padEnd(22), 'longest task ms'.padEnd(22), 'long tasks'].join(' '));
    for (const [key, values] of loads) {
      const [page, label] = key.split('\t');
      console.log([page.padEnd(8), label.padEnd(28), spread(values.map((v) => v.blocking)).padEnd(22), spread(values.map((v) => v.longest)).padEnd(22), spread(values.map((v) => v.tasks))].join(' '));
    }
  } finally {
    await browser?.close();
    for (const stack of stacks) await stack.stop();
  }
}

main().catch((error) => {
  console.error(error);
  process.exitCode = 1;
});
