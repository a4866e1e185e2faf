/**
 * npm run bench:map — the lead list's Map tab with BENCH_LEADS (default 10,000) leads, in Debian's
 * Chromium (headless, 1366×900): the time from navigation to the first clusters, the frame times
 * while the map is panned and zoomed with the mouse, long tasks, and the JS heap. Figures, one run,
 * no thresholds.
 *
 * The journeys' harness does the rest: the same production build (buildWeb) and the same api +
 * gateway on free ports (startStack), but with no demo seed: the fresh data dir is migrated and
 * seeded with SQL first (one organization, an org admin, the leads spread over California), so
 * the api's real GET /api/lead_locations/ reads real rows.
 *
 * BENCH_TRACE=file.json also writes a Chrome trace of the pan + zoom (open it in DevTools'
 * Performance panel) to see where the frame time goes.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { chromium, type Browser, type Page } from 'playwright-core';
import { openPglite } from '../../../api/src/db/client.js';
import { migrate } from '../../../api/src/db/migrate.js';
import { hashPassword } from '../../../api/src/auth/passwords.js';
import { mapTexts } from '../../src/components/map/texts';
import { DESKTOP, signIn } from '../harness/browser';
import { CHROMIUM_ARGS, findChromium } from '../harness/chromium';
import { buildWeb } from '../harness/global-setup';
import { startStack, type Stack } from '../harness/stack';

const LEADS = Number(process.env.BENCH_LEADS || 10_000);
const EMAIL = 'mapbench@bench.test';
const PASSWORD = 'bench-map-1';
/** OVERVIEW_MAP_VIEW's center (src/constants.ts reads import.meta.env, which only Vite provides). */
const CENTER = { latitude: 35.77, longitude: -119.41 } as const;
const CLUSTER_LABEL = mapTexts.cluster(0).replace(/^0/, ''); // " leads here: zoom in"

// ---------------------------------------------------------------------------------------------
// Seed: where the leads are

/** A small seeded PRNG (mulberry32): the same map on every run. */
function prng(seed: number) {
  return () => {
    seed = (seed + 0x6d2b79f5) | 0;
    let t = Math.imul(seed ^ (seed >>> 15), 1 | seed);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** Cities the leads gather in (weight = share of the clustered leads), most within 300 km of the center. */
const CITIES = [
  { name: 'Fresno', lat: 36.737, lng: -119.787, weight: 14 },
  { name: 'Bakersfield', lat: 35.373, lng: -119.019, weight: 12 },
  { name: 'Los Angeles', lat: 34.052, lng: -118.244, weight: 16 },
  { name: 'San Jose', lat: 37.339, lng: -121.895, weight: 10 },
  { name: 'Oakland', lat: 37.804, lng: -122.271, weight: 8 },
  { name: 'Sacramento', lat: 38.582, lng: -121.494, weight: 8 },
  { name: 'Stockton', lat: 37.958, lng: -121.291, weight: 6 },
  { name: 'Modesto', lat: 37.639, lng: -120.997, weight: 6 },
  { name: 'Visalia', lat: 36.330, lng: -119.292, weight: 6 },
  { name: 'Salinas', lat: 36.678, lng: -121.656, weight: 4 },
  { name: 'Santa Barbara', lat: 34.421, lng: -119.698, weight: 4 },
  { name: 'Riverside', lat: 33.953, lng: -117.396, weight: 4 },
  { name: 'San Diego', lat: 32.716, lng: -117.161, weight: 2 },
] as const;

const KM_PER_DEGREE_LAT = 111.2;
const kmPerDegreeLng = (lat: number) => KM_PER_DEGREE_LAT * Math.cos((lat * Math.PI) / 180);

/**
 * 60 % spread over an ellipse along the Central Valley (300 km × 90 km half-axes, tilted north-west,
 * centred on the map's default view), 40 % around cities (normal, σ 8 km).
 */
function leadLocations(n: number, seed = 20261122): { latitude: number; longitude: number; city: string }[] {
  const random = prng(seed);
  const normal = () => Math.sqrt(-2 * Math.log(1 - random())) * Math.cos(2 * Math.PI * random());
  const totalWeight = CITIES.reduce((sum, c) => sum + c.weight, 0);
  const tilt = (-35 * Math.PI) / 180; // the valley's axis, from north towards west
  const out: { latitude: number; longitude: number; city: string }[] = [];
  for (let i = 0; i < n; i++) {
    if (random() < 0.6) {
      // Uniform in the ellipse: radius √u, then scaled and turned onto the valley's axis.
      const r = Math.sqrt(random());
      const angle = 2 * Math.PI * random();
      const along = 300 * r * Math.cos(angle);
      const across = 90 * r * Math.sin(angle);
      const northKm = along * Math.cos(tilt) - across * Math.sin(tilt);
      const eastKm = along * Math.sin(tilt) + across * Math.cos(tilt);
      const latitude = CENTER.latitude + northKm / KM_PER_DEGREE_LAT;
      out.push({ latitude, longitude: CENTER.longitude + eastKm / kmPerDegreeLng(latitude), city: 'Central Valley' });
    } else {
      let pick = random() * totalWeight;
      const city = CITIES.find((c) => (pick -= c.weight) < 0) ?? CITIES[0];
      const latitude = city.lat + (8 * normal()) / KM_PER_DEGREE_LAT;
      out.push({ latitude, longitude: city.lng + (8 * normal()) / kmPerDegreeLng(latitude), city: city.name });
    }
  }
  return out;
}

/**
 * The data dir as the api finds it: migrated, one organization, its org admin (who can sign in),
 * and the leads, inserted with SQL as api/bench/leads.ts does. The api is not running yet: it
 * owns the database once it starts.
 */
async function seedDataDir(dataDir: string): Promise<number> {
  const started = Date.now();
  const db = await openPglite(dataDir);
  try {
    await migrate(db);
    const org = (await db.query<{ id: number }>(
      `INSERT INTO organizations (name, business_type, description) VALUES ('Golden State Solar', 0, 'Map bench') RETURNING id`)).rows[0].id;
    await db.query(
      `INSERT INTO users (email, phone_number, first_name, last_name, password_hash, user_type, organization_id, membership_type, is_terms_accepted, terms_accepted_at)
       VALUES ($1, '+15550109999', 'Mara', 'Bench', $2, 2, $3, 1, true, now())`,
      [EMAIL, await hashPassword(PASSWORD), org]);
    const points = leadLocations(LEADS);
    await db.query(`
      INSERT INTO leads (organization_id, name, lead_status, proposal_type, customer, property, project_info, enrichment_status, updated, created)
      SELECT $1::int,
        (ARRAY['Valley','Harbor','Sierra','Central','Summit','Pioneer','Coastal','Granite'])[1 + g % 8] || ' ' ||
          (ARRAY['Cold Storage','Logistics','Winery','Packing','Offices','Plastics','Dairy','Brewing','Machining'])[1 + (g / 8) % 9] || ' ' || g,
        g % 7, g % 3,
        jsonb_build_object('first_name', (ARRAY['Maria','James','Elena','David','Ashley','Robert'])[1 + g % 6], 'last_name', 'Customer' || (g % 997)),
        jsonb_build_object('site_address', (100 + g % 9000) || ' ' || (ARRAY['Oak','Main','Cherry','Market','Elm','Pine','Cedar','Mission'])[1 + (g / 3) % 8] || ' St, ' || city[g] || ', CA',
          'latitude', round(lat[g]::numeric, 6), 'longitude', round(lng[g]::numeric, 6),
          'solar_cost', 50000 + (g % 2000) * 1000, 'rooftop_solar_capacity', 20 + g % 1980),
        jsonb_build_object('system_size', 20 + g % 1980, 'estimated_year_production', (20 + g % 1980) * 1500),
        'completed', now() - (g % 720) * interval '1 hour', now() - (g % 720 + 24) * interval '1 hour'
      FROM (SELECT $2::float8[] AS lat, $3::float8[] AS lng, $4::text[] AS city) p, generate_series(1, $5::int) g`,
      [org, points.map((p) => p.latitude), points.map((p) => p.longitude), points.map((p) => p.city), LEADS]);
    await db.query('ANALYZE leads');
  } finally {
    await db.close();
  }
  return Date.now() - started;
}

// ---------------------------------------------------------------------------------------------
// In the page

interface BenchState {
  frames: number[];
  longTasks: { start: number; duration: number }[];
  marks: Record<string, number>;
}

/**
 * Runs in the page before any of its scripts (addInitScript): a requestAnimationFrame loop that
 * keeps every frame's timestamp, a long-task observer, and marks for the map's milestones.
 */
function instrumentPage(clusterLabel: string) {
  const state: BenchState = { frames: [], longTasks: [], marks: {} };
  (window as unknown as { __bench: BenchState }).__bench = state;
  const frame = (t: number) => { state.frames.push(t); requestAnimationFrame(frame); };
  requestAnimationFrame(frame);
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) state.longTasks.push({ start: entry.startTime, duration: entry.duration });
  }).observe({ type: 'longtask', buffered: true });
  // The map's points: when the app asks for them (the answer's timing is in Resource Timing).
  const realFetch = window.fetch;
  window.fetch = function (input: RequestInfo | URL, init?: RequestInit) {
    if (state.marks.mapQuerySent === undefined && typeof init?.body === 'string' && init.body.includes('"LeadsMapQuery"')) {
      state.marks.mapQuerySent = performance.now();
    }
    return realFetch.call(this, input, init);
  };
  // The canvas, then the first cluster buttons: LeadMarkers adds them once MapLibre is idle,
  // that is once the cluster layer has drawn every tile in view.
  const observer = new MutationObserver(() => {
    if (state.marks.canvas === undefined && document.querySelector('canvas.maplibregl-canvas')) state.marks.canvas = performance.now();
    if (state.marks.clusters === undefined && document.querySelector(`button[aria-label$="${clusterLabel}"]`)) {
      state.marks.clusters = performance.now();
      observer.disconnect();
    }
  });
  observer.observe(document, { childList: true, subtree: true });
}

/** performance.memory's used JS heap (the page's main thread; MapLibre's workers have their own). */
const usedHeap = (page: Page) => page.evaluate(() => (performance as unknown as { memory?: { usedJSHeapSize: number } }).memory?.usedJSHeapSize ?? null);

/** The used heap as it is, then after a full garbage collection (what the page really holds). */
async function heap(page: Page): Promise<string> {
  const used = await usedHeap(page);
  if (used === null) return 'n/a (no performance.memory)';
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('HeapProfiler.collectGarbage');
  await cdp.detach();
  return `${mb(used)} / ${mb((await usedHeap(page))!)}`;
}

const readState = (page: Page) => page.evaluate(() => (window as unknown as { __bench: BenchState }).__bench);
const now = (page: Page) => page.evaluate(() => performance.now());

/**
 * Pans with mouse drags (a move every ~16 ms) and zooms with wheel turns, like a user looking
 * around: about 10 s of input at 60 fps, longer when frames are slow (each move waits for the page).
 */
async function panAndZoom(page: Page) {
  const box = (await page.locator('canvas.maplibregl-canvas').boundingBox())!;
  const cx = box.x + box.width / 2;
  const cy = box.y + box.height / 2;
  const drag = async (dx: number, dy: number, steps = 24) => {
    await page.mouse.move(cx, cy);
    await page.mouse.down();
    for (let i = 1; i <= steps; i++) {
      await page.mouse.move(cx + (dx * i) / steps, cy + (dy * i) / steps);
      await page.waitForTimeout(16);
    }
    await page.mouse.up();
    await page.waitForTimeout(250);
  };
  const wheel = async (deltaY: number, ticks: number) => {
    await page.mouse.move(cx, cy);
    for (let i = 0; i < ticks; i++) {
      await page.mouse.wheel(0, deltaY);
      await page.waitForTimeout(120);
    }
    await page.waitForTimeout(400);
  };
  await drag(300, 0);
  await drag(0, 200);
  await drag(-300, -200);
  await wheel(-100, 6); // in, towards the valley
  await drag(250, 150);
  await drag(-250, -150);
  await wheel(100, 9); // out past the start, the whole state
  await drag(-200, 100);
  await wheel(-100, 5);
  // Let the last moves settle: the markers refresh once the map is idle.
  await page.waitForTimeout(1000);
}

// ---------------------------------------------------------------------------------------------
// Figures

function percentile(sorted: number[], p: number) {
  return sorted.length ? sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] : NaN;
}
const ms = (n: number | undefined) => (n === undefined || Number.isNaN(n) ? '—' : `${Math.round(n).toLocaleString('en-US')} ms`);
const ms1 = (n: number) => `${n.toFixed(1)} ms`;
const mb = (bytes: number) => `${(bytes / 1024 / 1024).toFixed(1)} MB`;

function longTaskSummary(tasks: { start: number; duration: number }[], from: number, to: number) {
  const inside = tasks.filter((t) => t.start >= from && t.start < to);
  const total = inside.reduce((sum, t) => sum + t.duration, 0);
  const longest = inside.reduce((max, t) => Math.max(max, t.duration), 0);
  return inside.length ? `${inside.length} (${ms(total)} in all, longest ${ms(longest)})` : '0';
}

interface TraceEvent { ph: string; name: string; pid: number; tid: number; ts: number; dur?: number; args?: { name?: string } }

/**
 * Where the pan + zoom's time went, from the trace: busy time per thread (the renderer's main
 * thread, the GPU process that runs WebGL, the compositor, MapLibre's workers) and the renderer
 * main thread's biggest entries (nested: FireAnimationFrame holds MapLibre's render, which holds
 * FunctionCall…).
 */
function traceSummary(file: string): string[] {
  const raw = JSON.parse(fs.readFileSync(file, 'utf8')) as { traceEvents: TraceEvent[] } | TraceEvent[];
  const events = Array.isArray(raw) ? raw : raw.traceEvents;
  const threads = new Map<string, string>();
  for (const e of events) if (e.ph === 'M' && e.name === 'thread_name') threads.set(`${e.pid}:${e.tid}`, e.args?.name ?? '?');
  const busy = new Map<string, number>();
  const main = new Map<string, number>();
  let first = Infinity;
  let last = 0;
  for (const e of events) {
    if (e.ph !== 'X') continue;
    first = Math.min(first, e.ts);
    last = Math.max(last, e.ts + (e.dur ?? 0));
    const thread = threads.get(`${e.pid}:${e.tid}`) ?? '?';
    if (e.name === 'ThreadControllerImpl::RunTask') busy.set(thread, (busy.get(thread) ?? 0) + (e.dur ?? 0));
    if (thread === 'CrRendererMain' && !e.name.includes('RunTask')) main.set(e.name, (main.get(e.name) ?? 0) + (e.dur ?? 0));
  }
  const span = (last - first) / 1000;
  const top = (m: Map<string, number>, n: number) => [...m].sort((a, b) => b[1] - a[1]).slice(0, n)
    .map(([name, us]) => `${name} ${ms(us / 1000)} (${((100 * us) / 1000 / span).toFixed(0)} %)`).join(', ');
  return [`trace span ${ms(span)}`, `busy per thread: ${top(busy, 6)}`, `renderer main thread: ${top(main, 6)}`];
}

async function run(stack: Stack, chromiumPath: string) {
  const browser: Browser = await chromium.launch({
    executablePath: chromiumPath, headless: true, args: [...CHROMIUM_ARGS, '--enable-precise-memory-info'],
  });
  try {
    // No reducedMotion here (the journeys' sessions ask for it): wheel zooms and drags ease as a user sees them.
    const context = await browser.newContext({ baseURL: stack.baseUrl, viewport: DESKTOP, serviceWorkers: 'block' });
    const page = await context.newPage();
    const errors: string[] = [];
    page.on('console', (message) => { if (message.type() === 'error') errors.push(message.text()); });
    page.on('pageerror', (error) => errors.push(String(error)));
    await signIn(page, EMAIL, PASSWORD);
    // As text: tsx names nested functions with an __name helper the page does not have.
    await context.addInitScript({ content: `var __name = (fn) => fn; (${instrumentPage})(${JSON.stringify(CLUSTER_LABEL)});` });
    // A new document (not a hash change on the list): the app's shell comes from the HTTP cache,
    // as for a user who has just signed in; the map's own chunk and points do not.
    await page.goto('about:blank');
    await page.goto('/manage/leads#leads-map');
    await page.locator(`button[aria-label$="${CLUSTER_LABEL}"]`).first().waitFor({ state: 'visible', timeout: 120_000 });
    const shown = await page.getByText(/ leads? on the map$/).first().textContent();
    await page.waitForTimeout(1000);
    // The control: frames while nothing moves (what the machine gives an idle page).
    const restFrom = await now(page);
    await page.waitForTimeout(2000);
    const restTo = await now(page);
    const loaded = await readState(page);
    const timing = await page.evaluate(() => {
      const nav = performance.getEntriesByType('navigation')[0] as PerformanceNavigationTiming;
      const graphql = (performance.getEntriesByType('resource') as PerformanceResourceTiming[]).filter((e) => e.name.endsWith('/graphql'));
      return {
        domContentLoaded: nav.domContentLoadedEventEnd,
        graphql: graphql.map((e) => ({ start: e.startTime, end: e.responseEnd, bytes: e.encodedBodySize })),
      };
    });
    const mapAnswer = timing.graphql.find((e) => loaded.marks.mapQuerySent !== undefined && e.start >= loaded.marks.mapQuerySent - 1);
    const heapLoaded = await heap(page);
    const clusterButtons = await page.locator(`button[aria-label$="${CLUSTER_LABEL}"]`).count();
    const zoomBefore = await page.getByRole('region', { name: mapTexts.leadsMapLabel, exact: true }).getAttribute('data-zoom');

    const trace = process.env.BENCH_TRACE;
    if (trace) await browser.startTracing(page, { path: path.resolve(trace), screenshots: false });
    const from = await now(page);
    await panAndZoom(page);
    const to = await now(page);
    if (trace) await browser.stopTracing();
    const after = await readState(page);
    const zoomAfter = await page.getByRole('region', { name: mapTexts.leadsMapLabel, exact: true }).getAttribute('data-zoom');
    const heapAfter = await heap(page);

    const frameTimes = (start: number, end: number) => {
      const stamps = after.frames.filter((t) => t >= start && t <= end);
      return stamps.slice(1).map((t, i) => t - stamps[i]).sort((a, b) => a - b);
    };
    const deltas = frameTimes(from, to);
    const rest = frameTimes(restFrom, restTo);
    const over50 = deltas.filter((d) => d > 50).length;
    const marks = loaded.marks;
    const rows: [string, string][] = [
      ['leads on the map', shown?.replace(/ leads? on the map$/, '') ?? '—'],
      ['navigation → DOMContentLoaded', ms(timing.domContentLoaded)],
      ['navigation → LeadsMapQuery sent', ms(marks.mapQuerySent)],
      ['LeadsMapQuery answered (request → last byte)', mapAnswer ? `${ms(mapAnswer.end - mapAnswer.start)}, ${(mapAnswer.bytes / 1024).toFixed(0)} KB` : '—'],
      ['navigation → map canvas', ms(marks.canvas)],
      ['**navigation → first clusters** (cluster buttons, after the map is idle)', ms(marks.clusters)],
      ['cluster buttons in the first view', String(clusterButtons)],
      ['long tasks, navigation → first clusters + 1 s', longTaskSummary(loaded.longTasks, 0, (marks.clusters ?? 0) + 1000)],
      ['frame time at rest (2 s, nothing moving) p50 / p99', `${ms1(percentile(rest, 50))} / ${ms1(percentile(rest, 99))}`],
      ['JS heap after load (used / after a full GC)', heapLoaded],
      [`pan + zoom: ${((to - from) / 1000).toFixed(1)} s, zoom ${zoomBefore} → ${zoomAfter}`, `${deltas.length} frames (${(deltas.length / ((to - from) / 1000)).toFixed(0)} fps)`],
      ['**frame time p50 / p95 / p99**', `${ms1(percentile(deltas, 50))} / ${ms1(percentile(deltas, 95))} / ${ms1(percentile(deltas, 99))}`],
      ['longest frame', ms1(deltas.at(-1) ?? NaN)],
      ['**frames over 50 ms**', `${over50} (${((100 * over50) / Math.max(1, deltas.length)).toFixed(1)} %)`],
      ['**long tasks during pan + zoom**', longTaskSummary(after.longTasks, from, to)],
      ['JS heap after pan + zoom (used / after a full GC)', heapAfter],
    ];
    console.log(`\nLead map, ${LEADS.toLocaleString('en-US')} leads in one organization: Chromium ${browser.version()} headless, ${DESKTOP.width}×${DESKTOP.height}, ${os.cpus().length} cores (load average ${os.loadavg()[0].toFixed(1)}), one run\n`);
    console.log('| figure | value |');
    console.log('|---|---:|');
    for (const [name, value] of rows) console.log(`| ${name} | ${value} |`);
    if (trace) console.log(`\ntrace of the pan + zoom: ${path.resolve(trace)}\n${traceSummary(path.resolve(trace)).map((line) => `- ${line}`).join('\n')}`);
    if (errors.length) console.log(`\nconsole errors:\n${errors.join('\n')}`);
    await context.close();
  } finally {
    await browser.close();
  }
}

const chromiumPath = findChromium();
if (!chromiumPath) {
  console.error('bench:map needs Chromium: apt-get install -y chromium (or set CHROMIUM_PATH to its binary)');
  process.exit(1);
}
// Its own folder (the build, the services' logs): a journey run at the same time clears web/e2e/artifacts.
const workDir = fs.mkdtempSync(path.join(os.tmpdir(), 'portal-bench-map-'));
let failed = false;
let stack: Stack | undefined;
try {
  console.log('building the web app…');
  buildWeb(path.join(workDir, 'web-dist'));
  let seedMs = 0;
  stack = await startStack(workDir, path.join(workDir, 'web-dist'), {
    seedDemo: false,
    prepareDataDir: async (dataDir) => { seedMs = await seedDataDir(dataDir); },
  });
  console.log(`${LEADS.toLocaleString('en-US')} leads seeded in ${(seedMs / 1000).toFixed(1)} s; api + gateway on ${stack.baseUrl}`);
  await run(stack, chromiumPath);
} catch (error) {
  failed = true;
  console.error(error);
  console.error(`\nservice logs kept in ${workDir}`);
} finally {
  await stack?.stop();
  if (!failed) fs.rmSync(workDir, { recursive: true, force: true });
}
process.exit(failed ? 1 : 0);
