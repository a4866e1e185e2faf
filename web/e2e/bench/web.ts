/**
 * npm run bench:web — the main screens in Debian's Chromium (headless, 1366×900, warm HTTP cache),
 * timed with the Performance API, BENCH_RUNS (default 10) times each; p50 / p90 in markdown tables.
 *
 * - Lead list reload → first row: navigation → LeadListScreenQuery sent → its answer parsed (the
 *   data arrives) → rows committed (the app's `leads:rows` mark, LeadTable's layout effect) → the
 *   frame that paints them. "data and code → rows" is the rendering once both the data and the
 *   screen's code are there (the `leads:code` mark, made when the list's module is evaluated).
 * - Lead page reload → content: navigation → LeadPageQuery answered → content committed (the
 *   app's `lead:content` mark) → painted → the first savings chart drawn.
 * - A search keystroke in the lead list → rows: keydown → the debounce ends and the query is sent
 *   → answer parsed → rows committed → painted (debounce included).
 * - On a phone (issue 28): the lead list as cards at 360 px and the lead page, each with the CPU
 *   slowed 4× (CDP Emulation.setCPUThrottlingRate, as Lighthouse's mobile preset): the same steps.
 *
 * Each phase also gets the main thread's work from the DevTools protocol (Performance.getMetrics:
 * script, layout, style) and the long tasks (PerformanceObserver) inside it.
 *
 * The journeys' harness starts the stack: the same production build (buildWeb) and api + gateway
 * on free ports with the demo seed; BENCH_LEADS (default 120) more leads are added to the demo
 * affiliate through the gateway so the list shows a full 50-row page and a search narrows one
 * full page to another ("ben" → "benc").
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { chromium, type Browser, type CDPSession, type Page } from 'playwright-core';
import { DEMO_PASSWORD, DESKTOP, PHONE, demoUsers, gatewayRequestAt, signIn } from '../harness/browser';
import { CHROMIUM_ARGS, findChromium } from '../harness/chromium';
import { buildWeb } from '../harness/global-setup';
import { startStack, type Stack } from '../harness/stack';

const RUNS = Math.max(1, Number(process.env.BENCH_RUNS || 10));
const EXTRA_LEADS = Math.max(0, Number(process.env.BENCH_LEADS ?? 120));
/** The search the keystroke starts from, and the key: "ben" matches every added lead, "benc" half. */
const SEARCH_FROM = 'ben';
const SEARCH_KEY = 'c';
/** How much slower than this machine the phone rows run (Lighthouse's mobile preset uses 4). */
const PHONE_CPU_SLOWDOWN = 4;
/** BENCH_STEPS=list,lead,search: which desktop rows to run (all by default; an A/B of one row in less time). */
const STEPS = new Set((process.env.BENCH_STEPS || 'list,lead,search').split(',').map((step) => step.trim()));

// ---------------------------------------------------------------------------------------------
// Seed: more leads for the demo affiliate, through the gateway as its org admin

const STREETS = ['Oak', 'Main', 'Cherry', 'Market', 'Elm', 'Pine', 'Cedar', 'Mission'];
const KINDS = ['Cold Storage', 'Logistics', 'Winery', 'Packing', 'Offices', 'Plastics', 'Dairy', 'Brewing'];

/** Signs in as the demo org admin, adds the leads (four at a time), and finds the richest demo lead. */
async function seed(baseUrl: string): Promise<{ added: number; leadId: number; leadName: string; deals: string }> {
  const login = await gatewayRequestAt<{ login: { userErrors: unknown[] } }>(baseUrl,
    'mutation ($input: LoginInput!) { login(input: $input) { userErrors { messages } } }',
    { input: { emailOrPhone: demoUsers.orgAdmin, password: DEMO_PASSWORD } });
  const cookie = login.cookie;
  if (!cookie) throw new Error(`sign-in refused: ${JSON.stringify(login.data)}`);
  let next = 0;
  const worker = async () => {
    while (next < EXTRA_LEADS) {
      const i = next++;
      // Half "Benchley …", half "Benton …": "ben" finds them all, "benc" the first half.
      const name = `${i % 2 ? 'Benton' : 'Benchley'} ${KINDS[i % KINDS.length]} ${i + 1}`;
      const { data } = await gatewayRequestAt<{ createLead: { userErrors: { messages: string[] }[] } }>(baseUrl,
        `mutation ($input: CreateLeadInput!) { createLead(input: $input) { userErrors { messages } } }`,
        { input: {
          name,
          proposalType: (['MARKETING', 'PRELIMINARY', 'DETAILED'] as const)[i % 3],
          customer: { firstName: 'Dana', lastName: `Customer${i}`, emails: [`bench${i}@bench.test`], phoneNumbers: ['+15550100200'] },
          property: { siteAddress: `${100 + i} ${STREETS[i % STREETS.length]} St, Fresno, CA 93721`, latitude: 36.73 + i / 1000, longitude: -119.78 - i / 1000 },
        } }, cookie);
      if (data.createLead.userErrors.length) throw new Error(`createLead refused: ${JSON.stringify(data.createLead.userErrors)}`);
    }
  };
  await Promise.all([worker(), worker(), worker(), worker()]);
  // The lead page is timed on the demo lead with the most quotes and proposals (the most charts).
  const { data } = await gatewayRequestAt<{ leads: { edges: { node: { databaseId: number; name: string; quotes: unknown[]; proposals: unknown[]; agreements: unknown[] } }[] } }>(baseUrl,
    '{ leads(page: 1, pageSize: 500) { edges { node { databaseId name quotes { id } proposals { id } agreements { id } } } } }', {}, cookie);
  const richest = data.leads.edges.map((e) => e.node)
    .sort((a, b) => b.quotes.length + b.proposals.length - (a.quotes.length + a.proposals.length))[0];
  return {
    added: EXTRA_LEADS, leadId: richest.databaseId, leadName: richest.name,
    deals: `${richest.quotes.length} quotes, ${richest.proposals.length} proposals, ${richest.agreements.length} agreements`,
  };
}

// ---------------------------------------------------------------------------------------------
// In the page

interface PageMarks {
  /** operationName → when its request left, when its answer was parsed (the latest of each). */
  sent: Record<string, number>;
  /** operationName → how many requests the document sent. */
  requests: Record<string, number>;
  answered: Record<string, number>;
  /** app mark name → every time it was made, and the frame after it (painted). */
  marks: Record<string, number[]>;
  painted: Record<string, number[]>;
  keydown: number;
  longTasks: { start: number; duration: number }[];
  charts: number;
}

/**
 * Runs before the app's scripts (addInitScript): fetch is wrapped to note when each GraphQL
 * operation is sent and when its JSON is parsed (what Relay then renders); performance.mark is
 * wrapped so each app mark also notes the end of the frame after it (rAF, then a message: after
 * the paint); a long-task observer; the last keydown's event time; the first time a savings chart
 * is drawn.
 */
function instrumentPage() {
  const state: PageMarks = { sent: {}, requests: {}, answered: {}, marks: {}, painted: {}, keydown: -1, longTasks: [], charts: -1 };
  (window as unknown as { __bench: PageMarks }).__bench = state;
  const realFetch = window.fetch;
  window.fetch = function (input: RequestInfo | URL, init?: RequestInit) {
    const match = typeof init?.body === 'string' ? /"operationName":"(\w+)"/.exec(init.body) : null;
    const operation = match?.[1];
    if (operation) {
      state.sent[operation] = performance.now();
      state.requests[operation] = (state.requests[operation] ?? 0) + 1;
    }
    const pending = realFetch.call(this, input, init);
    if (!operation) return pending;
    return pending.then((response) => {
      const json = response.json.bind(response);
      response.json = () => json().then((value: unknown) => {
        state.answered[operation] = performance.now();
        performance.mark(`bench:data:${operation}`); // in the trace too (main-thread CPU after it)
        return value;
      });
      return response;
    });
  };
  const realMark = performance.mark.bind(performance);
  performance.mark = ((name: string, options?: PerformanceMarkOptions) => {
    const entry = realMark(name, options);
    if (!name.startsWith('bench:')) {
      (state.marks[name] ??= []).push(entry.startTime);
      requestAnimationFrame(() => {
        const channel = new MessageChannel();
        channel.port1.onmessage = () => { (state.painted[name] ??= []).push(performance.now()); };
        channel.port2.postMessage(0);
      });
    }
    return entry;
  }) as typeof performance.mark;
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) state.longTasks.push({ start: entry.startTime, duration: entry.duration });
  }).observe({ type: 'longtask', buffered: true });
  document.addEventListener('keydown', (event) => { state.keydown = event.timeStamp; }, true);
  const observer = new MutationObserver(() => {
    if (state.charts >= 0) return;
    if (document.querySelector('[data-testid="savings-chart"] svg .recharts-bar-rectangle')) state.charts = performance.now();
  });
  observer.observe(document, { childList: true, subtree: true });
}

const readMarks = (page: Page) => page.evaluate(() => (window as unknown as { __bench: PageMarks }).__bench);

/** Main-thread work from the DevTools protocol, in ms (cumulative counters: take differences). */
async function work(cdp: CDPSession) {
  const { metrics } = await cdp.send('Performance.getMetrics');
  const value = (name: string) => (metrics.find((m) => m.name === name)?.value ?? 0) * 1000;
  return { script: value('ScriptDuration'), layout: value('LayoutDuration'), style: value('RecalcStyleDuration'), task: value('TaskDuration') };
}
type Work = Awaited<ReturnType<typeof work>>;
/** The counters restart when a navigation gets a new renderer: then the second reading is the load's own. */
const workDiff = (a: Work, b: Work): Work => (b.task < a.task ? b
  : { script: b.script - a.script, layout: b.layout - a.layout, style: b.style - a.style, task: b.task - a.task });

const longTaskTotal = (tasks: PageMarks['longTasks'], from: number, to: number) =>
  tasks.filter((t) => t.start >= from && t.start < to).reduce((sum, t) => sum + t.duration, 0);

/** The first value at or after `from` (a mark made again later belongs to a later step). */
const firstAfter = (values: number[] | undefined, from: number) => values?.find((v) => v >= from) ?? NaN;

/**
 * Where a reload's rendering can start: the later of the data parsed and the screen's code
 * evaluated (its `…:code` mark). Since issue 28 the route's query starts while the code loads, so
 * the data usually arrives first; timing from the data alone would count downloading and
 * evaluating the chunks as rendering.
 */
function readyMark(m: PageMarks, codeMark: string, data: number, dataMark: string): { at: number; mark: string } {
  const code = firstAfter(m.marks[codeMark], 0);
  return code > data ? { at: code, mark: codeMark } : { at: data, mark: dataMark };
}

/** Waits until the page has been quiet: no busy list, the idle callback of a settled page. */
async function settle(page: Page) {
  await page.waitForFunction(() => !document.querySelector('[aria-busy="true"]'), null, { timeout: 30_000 });
  await page.evaluate(() => new Promise((resolve) => requestIdleCallback(resolve, { timeout: 2000 })));
  await page.waitForTimeout(300);
}

// ---------------------------------------------------------------------------------------------
// Main-thread CPU from a trace: the wall times above grow when other processes take the cores;
// the renderer main thread's own CPU time (trace events' tdur) does not

interface TraceEvent { ph: string; name: string; cat?: string; pid: number; tid: number; ts: number; dur?: number; tdur?: number }

const TRACE_CATEGORIES = ['devtools.timeline', 'blink.user_timing', 'toplevel'];

/** Runs `step` while Chromium traces, and returns its result and the trace's events. */
async function traced<T>(browser: Browser, page: Page, step: () => Promise<T>): Promise<{ result: T; events: TraceEvent[] }> {
  await browser.startTracing(page, { categories: TRACE_CATEGORIES });
  const result = await step().catch(async (error) => { await browser.stopTracing(); throw error; });
  const buffer = await browser.stopTracing();
  const raw = JSON.parse(buffer.toString('utf8')) as { traceEvents: TraceEvent[] } | TraceEvent[];
  return { result, events: Array.isArray(raw) ? raw : raw.traceEvents };
}

/**
 * CPU ms of the renderer main thread (the thread that made the marks) from the first `from` mark
 * to the first `to` mark after it; a task cut by either mark counts in proportion to its overlap.
 */
function cpuBetween(events: TraceEvent[], from: string, to: string): number {
  const marks = events.filter((e) => e.cat?.includes('blink.user_timing'));
  const start = marks.find((e) => e.name === from);
  if (!start) return NaN;
  const end = marks.find((e) => e.name === to && e.ts >= start.ts);
  if (!end) return NaN;
  const onThread = events.filter((e) => e.ph === 'X' && e.pid === start.pid && e.tid === start.tid && e.dur !== undefined);
  const topLevel = onThread.some((e) => e.name === 'ThreadControllerImpl::RunTask') ? 'ThreadControllerImpl::RunTask' : 'RunTask';
  let cpu = 0;
  for (const task of onThread) {
    if (task.name !== topLevel || !task.dur) continue;
    const overlap = Math.min(task.ts + task.dur, end.ts) - Math.max(task.ts, start.ts);
    if (overlap > 0) cpu += (task.tdur ?? task.dur) * (overlap / task.dur);
  }
  return cpu / 1000;
}

/**
 * V8's garbage collection on that thread between the same marks (MinorGC / MajorGC events, inside
 * the tasks cpuBetween counts): a collection of a page load's garbage that lands in a later step
 * (a keystroke a second after the load) is that load's cost, and moves the step's figure by tens of ms.
 */
function gcBetween(events: TraceEvent[], from: string, to: string): number {
  const marks = events.filter((e) => e.cat?.includes('blink.user_timing'));
  const start = marks.find((e) => e.name === from);
  const end = start && marks.find((e) => e.name === to && e.ts >= start.ts);
  if (!start || !end) return NaN;
  return events.filter((e) => e.ph === 'X' && e.pid === start.pid && e.tid === start.tid && (e.name === 'MinorGC' || e.name === 'MajorGC')
    && e.ts >= start.ts && e.ts < end.ts).reduce((sum, e) => sum + (e.tdur ?? e.dur ?? 0), 0) / 1000;
}

// ---------------------------------------------------------------------------------------------
// The screens

type Sample = Record<string, number>;
/** What the runs saw besides timings (the same every run, printed once). */
const notes = new Set<string>();

/** The first row of the list: a table row, or on a phone a card. */
const FIRST_ROW = { table: 'table tbody tr', cards: '[data-testid="lead-cards"] > li' };

async function leadListReload(browser: Browser, page: Page, cdp: CDPSession, firstRow = FIRST_ROW.table): Promise<Sample> {
  const before = await work(cdp);
  const { events } = await traced(browser, page, async () => {
    await page.goto('/manage/leads');
    await page.locator(firstRow).first().waitFor({ state: 'visible', timeout: 60_000 });
    await page.waitForFunction(() => (window as unknown as { __bench: PageMarks }).__bench.painted['leads:rows']?.length, null, { timeout: 30_000 });
  });
  const m = await readMarks(page);
  const w = workDiff(before, await work(cdp));
  const rows = firstAfter(m.marks['leads:rows'], 0);
  const painted = firstAfter(m.painted['leads:rows'], 0);
  const data = m.answered.LeadListScreenQuery;
  const ready = readyMark(m, 'leads:code', data, 'bench:data:LeadListScreenQuery');
  const out: Sample = {
    'navigation → query sent': m.sent.LeadListScreenQuery,
    'query sent → data parsed': data - m.sent.LeadListScreenQuery,
    'navigation → list code evaluated': firstAfter(m.marks['leads:code'], 0),
    '**data and code → rows committed** (render + commit)': rows - ready.at,
    '**main-thread CPU, data and code → rows committed**': cpuBetween(events, ready.mark, 'leads:rows'),
    '… of which garbage collection': gcBetween(events, ready.mark, 'leads:rows'),
    'rows committed → painted': painted - rows,
    '**navigation → first rows painted**': painted,
    'long tasks, navigation → painted': longTaskTotal(m.longTasks, 0, painted),
    'main thread: script (whole load)': w.script,
    'main thread: style + layout (whole load)': w.style + w.layout,
  };
  await settle(page);
  return out;
}

/** `chart`: also wait for the first savings chart (the phone layout does not draw one on arrival). */
async function leadPageReload(browser: Browser, page: Page, cdp: CDPSession, leadId: number, chart = true): Promise<Sample> {
  const before = await work(cdp);
  const { events } = await traced(browser, page, async () => {
    await page.goto(`/manage/leads/${leadId}`);
    await page.waitForFunction((chart) => {
      const bench = (window as unknown as { __bench: PageMarks }).__bench;
      return bench.painted['lead:content']?.length && (!chart || bench.charts >= 0);
    }, chart, { timeout: 60_000 });
  });
  const m = await readMarks(page);
  const w = workDiff(before, await work(cdp));
  notes.add(`lead page: ${await page.locator('[data-testid="savings-chart"]').count()} savings charts mounted, ${await page.locator('[data-testid="savings-chart"] svg').count()} drawn, ${await page.locator('[role="tabpanel"]:not([hidden])').count()} of ${await page.locator('[role="tabpanel"]').count()} tab panels shown`);
  const content = firstAfter(m.marks['lead:content'], 0);
  const painted = firstAfter(m.painted['lead:content'], 0);
  const data = m.answered.LeadPageQuery;
  const ready = readyMark(m, 'lead:code', data, 'bench:data:LeadPageQuery');
  const out: Sample = {
    'navigation → query sent': m.sent.LeadPageQuery,
    'query sent → data parsed': data - m.sent.LeadPageQuery,
    'navigation → lead page code evaluated': firstAfter(m.marks['lead:code'], 0),
    '**data and code → content committed**': content - ready.at,
    '**main-thread CPU, data and code → content committed**': cpuBetween(events, ready.mark, 'lead:content'),
    '**navigation → content painted**': painted,
    ...(chart ? {
      'navigation → first savings chart drawn': m.charts,
      'long tasks, navigation → first chart drawn': longTaskTotal(m.longTasks, 0, m.charts),
    } : { 'long tasks, navigation → content painted': longTaskTotal(m.longTasks, 0, painted) }),
    'main thread: script (whole load)': w.script,
    'main thread: style + layout (whole load)': w.style + w.layout,
  };
  await settle(page);
  return out;
}

/** `around`: what to start just before the key and stop once the rows are painted (the keystroke's own CPU profile). */
async function searchKeystroke(browser: Browser, page: Page, cdp: CDPSession, around?: { start(): Promise<void>; stop(): Promise<void> }): Promise<Sample> {
  // A fresh document each time: nothing of "benc" is in Relay's store yet.
  await page.goto(`/manage/leads?search=${SEARCH_FROM}`);
  await page.locator('table tbody tr').first().waitFor({ state: 'visible', timeout: 60_000 });
  await settle(page);
  const input = page.getByRole('searchbox');
  await input.focus();
  await input.press('End');
  await page.waitForTimeout(200);
  const before = await work(cdp);
  const start = await page.evaluate(() => performance.now());
  const requestsBefore = (await readMarks(page)).requests.LeadListScreenQuery ?? 0;
  const { events } = await traced(browser, page, async () => {
    await around?.start();
    await page.evaluate(() => performance.mark('bench:before-key'));
    await input.press(SEARCH_KEY);
    await page.waitForFunction(({ start }) => {
      const bench = (window as unknown as { __bench: PageMarks }).__bench;
      const answered = bench.answered.LeadListScreenQuery;
      return answered > start && bench.painted['leads:rows']?.some((t) => t > answered);
    }, { start }, { timeout: 30_000 });
    await around?.stop();
  });
  const m = await readMarks(page);
  const w = workDiff(before, await work(cdp));
  const key = m.keydown;
  notes.add(`search keystroke: ${(m.requests.LeadListScreenQuery ?? 0) - requestsBefore} LeadListScreenQuery request(s)`);
  const data = m.answered.LeadListScreenQuery;
  const rows = firstAfter(m.marks['leads:rows'], data);
  const painted = firstAfter(m.painted['leads:rows'], rows);
  const out: Sample = {
    'keydown → query sent (debounce + navigation)': m.sent.LeadListScreenQuery - key,
    'query sent → data parsed': data - m.sent.LeadListScreenQuery,
    '**data → rows committed** (render + commit)': rows - data,
    '**main-thread CPU, data → rows committed**': cpuBetween(events, 'bench:data:LeadListScreenQuery', 'leads:rows'),
    '… of which garbage collection': gcBetween(events, 'bench:data:LeadListScreenQuery', 'leads:rows'),
    'rows committed → painted': painted - rows,
    '**keydown → rows painted**': painted - key,
    'main-thread CPU, keydown → rows committed': cpuBetween(events, 'bench:before-key', 'leads:rows'),
    '… of which garbage collection ': gcBetween(events, 'bench:before-key', 'leads:rows'),
    'long tasks, keydown → painted': longTaskTotal(m.longTasks, key, painted),
    'main thread: script, keydown → painted': w.script,
  };
  await settle(page);
  return out;
}

// ---------------------------------------------------------------------------------------------
// Figures

function percentile(values: number[], p: number) {
  const sorted = values.filter((v) => !Number.isNaN(v)).sort((a, b) => a - b);
  if (!sorted.length) return NaN;
  // Nearest rank: p90 of 10 runs is the 9th.
  return sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1))];
}
const ms = (n: number) => (Number.isNaN(n) ? '—' : `${Math.round(n).toLocaleString('en-US')} ms`);

function table(title: string, samples: Sample[]) {
  const lines = [`\n### ${title} (${samples.length} runs)\n`, '| step | p50 | p90 |', '|---|---:|---:|'];
  for (const name of Object.keys(samples[0])) {
    const values = samples.map((s) => s[name]);
    lines.push(`| ${name} | ${ms(percentile(values, 50))} | ${ms(percentile(values, 90))} |`);
  }
  return lines.join('\n');
}

async function repeat(label: string, step: () => Promise<Sample>): Promise<Sample[]> {
  await step(); // one warm-up: the HTTP cache and the code chunks of the screen
  const samples: Sample[] = [];
  for (let i = 0; i < RUNS; i++) {
    samples.push(await step());
    process.stdout.write(`\r${label}: ${i + 1}/${RUNS}`);
  }
  process.stdout.write('\n');
  return samples;
}

/**
 * BENCH_PROFILE=dir: one more run of `step` under the DevTools CPU profiler, saved as
 * dir/<name>.cpuprofile (open it in DevTools), and its 20 functions with the most self time. For
 * readable names give it an unminified build: `cd web && npx vite build --minify false --outDir
 * /tmp/web-dist` and BENCH_WEB_DIST=/tmp/web-dist (which skips this script's own build); then
 * it also prints the self time per package (the styling runtime's share among them).
 */
async function profile(cdp: CDPSession, name: string, step: () => Promise<Sample>) {
  if (!process.env.BENCH_PROFILE) return;
  await startProfiler(cdp);
  await step();
  await stopProfiler(cdp, name);
}

async function startProfiler(cdp: CDPSession) {
  await cdp.send('Profiler.enable');
  await cdp.send('Profiler.setSamplingInterval', { interval: 200 });
  await cdp.send('Profiler.start');
}

/** Stops the profiler started by startProfiler, saves the profile and prints where its time went. */
async function stopProfiler(cdp: CDPSession, name: string) {
  const dir = process.env.BENCH_PROFILE!;
  const { profile: cpu } = await cdp.send('Profiler.stop');
  await cdp.send('Profiler.disable');
  fs.mkdirSync(dir, { recursive: true });
  const file = path.join(path.resolve(dir), `${name}.cpuprofile`);
  fs.writeFileSync(file, JSON.stringify(cpu));
  const self = new Map<number, number>();
  const deltas = cpu.timeDeltas ?? [];
  (cpu.samples ?? []).forEach((id, i) => self.set(id, (self.get(id) ?? 0) + (deltas[i + 1] ?? 0) / 1000));
  const byFunction = new Map<string, number>();
  for (const node of cpu.nodes) {
    const where = node.callFrame.url ? `${path.basename(node.callFrame.url)}:${node.callFrame.lineNumber + 1}` : '';
    const key = `${node.callFrame.functionName || '(anonymous)'} ${where}`.trim();
    byFunction.set(key, (byFunction.get(key) ?? 0) + (self.get(node.id) ?? 0));
  }
  const total = [...byFunction.values()].reduce((a, b) => a + b, 0);
  console.log(`\n${name}: CPU profile ${file} (${ms(total)} sampled); most self time:`);
  for (const [key, value] of [...byFunction].sort((a, b) => b[1] - a[1]).slice(0, 20)) console.log(`  ${ms(value).padStart(8)}  ${key}`);
  const dist = process.env.BENCH_WEB_DIST;
  if (dist) printShares(cpu.nodes, self, path.resolve(dist));
}

/** Where a package's work goes in the breakdown below; the styling runtime is Chakra's CSS-in-JS path. */
function share(module: string): string {
  if (/@emotion\/|\/stylis\/|@chakra-ui\/react\/dist\/esm\/styled-system\/|@pandacss\//.test(module)) return 'styling runtime (emotion, stylis, Chakra styled-system)';
  if (/@chakra-ui\/react\//.test(module)) return 'Chakra components';
  if (/@zag-js\/|@ark-ui\//.test(module)) return 'zag / ark (Chakra\'s machines)';
  if (/react-dom\/|scheduler\//.test(module)) return 'react-dom';
  if (/relay-runtime\/|react-relay\//.test(module)) return 'Relay';
  if (/node_modules\//.test(module)) return module.replace(/.*node_modules\/((@[^/]+\/)?[^/]+).*/, '$1');
  // The app's own modules, per file (a build from the repository root names them web/src/…).
  return /^(web\/)?src\//.test(module) ? `app: ${module.replace(/^web\//, '')}` : module;
}

/**
 * The profile's self time per package. Needs an unminified build in BENCH_WEB_DIST, whose chunks
 * name each module in a `// node_modules/…` line above its code: a sample's line is in the last
 * module named above it.
 */
function printShares(nodes: { id: number; callFrame: { url: string; lineNumber: number; functionName: string } }[], self: Map<number, number>, dist: string) {
  const starts = new Map<string, { line: number; module: string }[]>();
  const moduleAt = (url: string, line: number) => {
    const file = path.join(dist, new URL(url).pathname);
    if (!starts.has(url)) {
      const list: { line: number; module: string }[] = [];
      if (fs.existsSync(file)) fs.readFileSync(file, 'utf8').split('\n').forEach((text, i) => {
        const match = /^\/\/ ((?:node_modules|(?:web\/)?src|\.\.)\/\S+)$/.exec(text);
        if (match) list.push({ line: i, module: match[1] });
      });
      starts.set(url, list);
    }
    const list = starts.get(url)!;
    let found = '(bundler glue)';
    for (const entry of list) { if (entry.line > line) break; found = entry.module; }
    return found;
  };
  const byShare = new Map<string, number>();
  for (const node of nodes) {
    const time = self.get(node.id) ?? 0;
    if (!time) continue;
    const { url, lineNumber, functionName } = node.callFrame;
    const key = url.startsWith('http') ? share(moduleAt(url, lineNumber)) : functionName || '(native)';
    byShare.set(key, (byShare.get(key) ?? 0) + time);
  }
  const busy = [...byShare].filter(([key]) => key !== '(idle)').reduce((sum, [, value]) => sum + value, 0);
  console.log(`  self time by package (of ${ms(busy)} not idle):`);
  for (const [key, value] of [...byShare].filter(([key]) => key !== '(idle)').sort((a, b) => b[1] - a[1]).slice(0, 12)) {
    console.log(`  ${ms(value).padStart(8)}  ${((value / busy) * 100).toFixed(0).padStart(3)} %  ${key}`);
  }
}

/** A signed-in, instrumented page at `viewport`; console errors go to `errors`. */
async function openPage(browser: Browser, stack: Stack, viewport: typeof DESKTOP, errors: string[]) {
  // No service worker (issue 28): runs stay comparable with earlier figures (a warm HTTP cache, as before).
  const context = await browser.newContext({ baseURL: stack.baseUrl, viewport, serviceWorkers: 'block' });
  const page = await context.newPage();
  page.on('console', (message) => { if (message.type() === 'error') errors.push(message.text()); });
  page.on('pageerror', (error) => errors.push(String(error)));
  await signIn(page, demoUsers.orgAdmin);
  // As text: tsx names nested functions with an __name helper the page does not have.
  await context.addInitScript({ content: `var __name = (fn) => fn; (${instrumentPage})();` });
  const cdp = await context.newCDPSession(page);
  await cdp.send('Performance.enable');
  return { context, page, cdp };
}

/**
 * The phone rows: the card list at 360 px and the lead page, with the CPU slowed 4× (the throttle
 * holds for the page's renderer across reloads). The trace's CPU times are the slowed ones.
 */
async function runPhone(browser: Browser, stack: Stack, leadId: number, errors: string[]) {
  const { context, page, cdp } = await openPage(browser, stack, PHONE, errors);
  try {
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: PHONE_CPU_SLOWDOWN });
    if (process.env.BENCH_PROFILE) {
      await leadListReload(browser, page, cdp, FIRST_ROW.cards);
      await profile(cdp, 'phone-card-list-4x', () => leadListReload(browser, page, cdp, FIRST_ROW.cards));
      await leadPageReload(browser, page, cdp, leadId, false);
      await profile(cdp, 'phone-lead-page-4x', () => leadPageReload(browser, page, cdp, leadId, false));
    }
    const cards = await repeat(`phone card list (${PHONE_CPU_SLOWDOWN}× CPU)`, () => leadListReload(browser, page, cdp, FIRST_ROW.cards));
    notes.add(`phone card list: ${await page.locator(FIRST_ROW.cards).count()} cards, ${await page.locator('table').count()} tables`);
    const leadPage = await repeat(`phone lead page (${PHONE_CPU_SLOWDOWN}× CPU)`, () => leadPageReload(browser, page, cdp, leadId, false));
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: 1 });
    await cdp.detach();
    return { cards, leadPage };
  } finally {
    await context.close();
  }
}

/** The desktop rows: list reload, lead page reload, search keystroke (1366×900, the CPU as it is). */
async function runDesktop(browser: Browser, stack: Stack, leadId: number, errors: string[]) {
  const { context, page, cdp } = await openPage(browser, stack, DESKTOP, errors);
  try {
    if (process.env.BENCH_PROFILE) {
      await leadListReload(browser, page, cdp);
      await profile(cdp, 'lead-list-reload', () => leadListReload(browser, page, cdp));
      await leadPageReload(browser, page, cdp, leadId);
      await profile(cdp, 'lead-page-reload', () => leadPageReload(browser, page, cdp, leadId));
      // Only the keystroke (key → rows painted), not the page load before it.
      await searchKeystroke(browser, page, cdp, { start: () => startProfiler(cdp), stop: () => stopProfiler(cdp, 'search-keystroke') });
    }
    const list = STEPS.has('list') ? await repeat('lead list reload', () => leadListReload(browser, page, cdp)) : undefined;
    const leadPage = STEPS.has('lead') ? await repeat('lead page reload', () => leadPageReload(browser, page, cdp, leadId)) : undefined;
    const search = STEPS.has('search') ? await repeat('search keystroke', () => searchKeystroke(browser, page, cdp)) : undefined;
    await cdp.detach();
    return { list, leadPage, search };
  } finally {
    await context.close();
  }
}

async function run(stack: Stack, chromiumPath: string, lead: { leadId: number; leadName: string; deals: string }) {
  const browser: Browser = await chromium.launch({ executablePath: chromiumPath, headless: true, args: CHROMIUM_ARGS });
  try {
    const errors: string[] = [];
    // BENCH_DESKTOP=0 / BENCH_PHONE=0 leave out those rows (an A/B of one screen in less time).
    const desktop = process.env.BENCH_DESKTOP === '0' ? undefined : await runDesktop(browser, stack, lead.leadId, errors);
    const phone = process.env.BENCH_PHONE === '0' ? undefined : await runPhone(browser, stack, lead.leadId, errors);

    console.log(`\nBrowser timings: Chromium ${browser.version()} headless, ${DESKTOP.width}×${DESKTOP.height}, warm HTTP cache, ${os.cpus().length} cores (load average ${os.loadavg()[0].toFixed(1)}), production build, PGlite with the demo seed + ${EXTRA_LEADS} leads`);
    if (desktop) {
      if (desktop.list) console.log(table('Lead list reload → first rows (50 rows, org admin)', desktop.list));
      if (desktop.leadPage) console.log(table(`Lead page reload → content ("${lead.leadName}": ${lead.deals}; Quotes tab)`, desktop.leadPage));
      if (desktop.search) console.log(table(`Search keystroke → rows ("${SEARCH_FROM}" + "${SEARCH_KEY}", debounce included)`, desktop.search));
    }
    if (phone) {
      const on = `${PHONE.width}×${PHONE.height}, CPU slowed ${PHONE_CPU_SLOWDOWN}×`;
      console.log(table(`Phone: lead list reload → first cards (${on})`, phone.cards));
      console.log(table(`Phone: lead page reload → content (${on})`, phone.leadPage));
    }
    if (notes.size) console.log(`\n${[...notes].map((note) => `- ${note}`).join('\n')}`);
    if (errors.length) console.log(`\nconsole errors:\n${errors.join('\n')}`);
  } finally {
    await browser.close();
  }
}

const chromiumPath = findChromium();
if (!chromiumPath) {
  console.error('bench:web needs Chromium: apt-get install -y chromium (or set CHROMIUM_PATH to its binary)');
  process.exit(1);
}
// Its own folder (the build, the services' logs): a journey run at the same time clears web/e2e/artifacts.
const workDir = fs.mkdtempSync(path.join(os.tmpdir(), 'portal-bench-web-'));
let failed = false;
let stack: Stack | undefined;
try {
  if (process.env.BENCH_WEB_DIST) {
    console.log(`using the build in ${process.env.BENCH_WEB_DIST}`);
  } else {
    console.log('building the web app…');
    buildWeb(path.join(workDir, 'web-dist'));
  }
  stack = await startStack(workDir, process.env.BENCH_WEB_DIST ? path.resolve(process.env.BENCH_WEB_DIST) : path.join(workDir, 'web-dist'));
  const started = Date.now();
  const lead = await seed(stack.baseUrl);
  console.log(`${lead.added} leads added in ${((Date.now() - started) / 1000).toFixed(1)} s; api + gateway on ${stack.baseUrl}`);
  await run(stack, chromiumPath, lead);
} catch (error) {
  failed = true;
  console.error(error);
  console.error(`\nservice logs kept in ${workDir}`);
} finally {
  await stack?.stop();
  if (!failed) fs.rmSync(workDir, { recursive: true, force: true });
}
process.exit(failed ? 1 : 0);
