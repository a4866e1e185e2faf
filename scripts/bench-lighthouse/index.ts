/**
 * npm run bench:lighthouse (issue 13) — Lighthouse's performance and accessibility scores, with LCP
 * and TBT, for /login, the signed-in /manage/leads and a lead page (issue 28: the demo lead with the
 * most quotes and proposals, as bench:web times), under the mobile preset (simulated slow 4G,
 * 4× CPU slowdown; Lighthouse's default) and the desktop preset, in Debian's Chromium.
 *
 * The journeys' harness does the rest: a production build of the current sources into this run's
 * folder (buildWeb: never a stale or half-rebuilt web/dist) and the api + gateway as `npm start`
 * runs them, on free ports with a fresh data dir and the demo seed (startStack). /manage/leads is
 * signed in as the demo org admin through the GraphQL login mutation: its session cookie is sent
 * with every request of that page's runs.
 *
 * BENCH_RUNS (default 1) runs each page and preset that many times and prints the median with the
 * range: scores move with the machine's load. BENCH_PRESETS=mobile (or desktop) runs one preset only;
 * BENCH_PAGES=login,list,lead (any of them, comma-separated) runs those pages only.
 * Reports (JSON) land in BENCH_ARTIFACTS (default
 * /tmp/bench-lighthouse). BENCH_WEB_DIST=web/dist measures an existing build instead of building.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import type { Result } from 'lighthouse';
import { CHROMIUM_ARGS, findChromium } from '../../web/e2e/harness/chromium';
import { buildWeb } from '../../web/e2e/harness/global-setup';
import { repoRoot, startStack, type Stack } from '../../web/e2e/harness/stack';
import { richestLeadPath, signInCookie } from './session';

const RUNS = Math.max(1, Number(process.env.BENCH_RUNS || 1));
const artifactsDir = path.resolve(process.env.BENCH_ARTIFACTS || '/tmp/bench-lighthouse');

/** `:lead` is the demo lead richestLeadPath finds once the stack is up. */
const PAGES = [
  { path: '/login', signedIn: false },
  { path: '/manage/leads', signedIn: true },
  { path: '/manage/leads/:lead', signedIn: true },
] as const;
/** BENCH_PAGES's names for PAGES, in the same order. */
const PAGE_NAMES = ['login', 'list', 'lead'] as const;
const chosenPages = (process.env.BENCH_PAGES ?? '').split(',').map((name) => name.trim()).filter(Boolean);
const unknownPages = chosenPages.filter((name) => !(PAGE_NAMES as readonly string[]).includes(name));
if (unknownPages.length) throw new Error(`BENCH_PAGES: unknown ${unknownPages.join(', ')} (use ${PAGE_NAMES.join(', ')})`);
const RUN_PAGES = PAGES.filter((_, i) => !chosenPages.length || chosenPages.includes(PAGE_NAMES[i]));
/** mobile: Lighthouse's default (Moto G Power, slow 4G: 150 ms RTT, 1.6 Mbps, 4× CPU); desktop: its desktop config. */
const ALL_PRESETS = ['mobile', 'desktop'] as const;
const PRESETS = ALL_PRESETS.filter((preset) => !process.env.BENCH_PRESETS || process.env.BENCH_PRESETS.split(',').includes(preset));

interface Job { url: string; port: number; preset: (typeof ALL_PRESETS)[number]; cookie?: string; out: string; audits?: string[] }

/** One Lighthouse run in a plain node process (run-lighthouse.mjs says why); its report. */
async function runLighthouse(job: Job): Promise<Result> {
  const child = spawn(process.execPath, [path.join(import.meta.dirname, 'run-lighthouse.mjs'), JSON.stringify(job)], { cwd: repoRoot, stdio: ['ignore', 'inherit', 'inherit'] });
  const code = await new Promise<number | null>((resolve) => child.once('exit', resolve));
  if (code !== 0) throw new Error(`Lighthouse on ${job.url} (${job.preset}) exited with ${code}`);
  return JSON.parse(fs.readFileSync(job.out, 'utf8')) as Result;
}

/** Chromium with a DevTools port for Lighthouse (no chrome-launcher: Debian's binary, our flags). */
async function launchChromium(executable: string, userDataDir: string): Promise<{ port: number; child: ChildProcess }> {
  const child = spawn(executable, [
    ...CHROMIUM_ARGS, '--headless=new', '--remote-debugging-port=0', `--user-data-dir=${userDataDir}`, 'about:blank',
  ], { stdio: ['ignore', 'ignore', 'pipe'] });
  const port = await new Promise<number>((resolve, reject) => {
    let seen = '';
    const timer = setTimeout(() => reject(new Error(`Chromium did not open a DevTools port: ${seen.slice(-500)}`)), 30_000);
    child.stderr!.on('data', (chunk: Buffer) => {
      seen += chunk.toString();
      const match = /DevTools listening on ws:\/\/[^:]+:(\d+)\//.exec(seen);
      if (match) { clearTimeout(timer); resolve(Number(match[1])); }
    });
    child.once('exit', (code) => { clearTimeout(timer); reject(new Error(`Chromium exited with ${code}: ${seen.slice(-500)}`)); });
  });
  child.stderr!.resume();
  return { port, child };
}

interface Figures { performance: number; accessibility: number; lcpMs: number; tbtMs: number; fcpMs: number; cls: number }

function figuresOf(lhr: Result): Figures {
  const score = (id: string) => Math.round((lhr.categories[id]?.score ?? 0) * 100);
  const value = (id: string) => lhr.audits[id]?.numericValue ?? NaN;
  return {
    performance: score('performance'), accessibility: score('accessibility'),
    lcpMs: value('largest-contentful-paint'), tbtMs: value('total-blocking-time'), fcpMs: value('first-contentful-paint'), cls: value('cumulative-layout-shift'),
  };
}

/** What Lighthouse blames: the performance audits that are not passed, biggest estimated saving first. */
function blamed(lhr: Result): string[] {
  const ids = new Set(lhr.categories.performance.auditRefs.map((ref) => ref.id));
  return Object.values(lhr.audits)
    .filter((audit) => ids.has(audit.id) && audit.score !== null && audit.score < 0.9 && audit.scoreDisplayMode !== 'informative'
      && !['largest-contentful-paint', 'total-blocking-time', 'first-contentful-paint', 'speed-index', 'interactive', 'cumulative-layout-shift', 'max-potential-fid'].includes(audit.id))
    .sort((a, b) => ((b.metricSavings?.LCP ?? 0) + (b.metricSavings?.TBT ?? 0)) - ((a.metricSavings?.LCP ?? 0) + (a.metricSavings?.TBT ?? 0)))
    .slice(0, 6)
    .map((audit) => `${audit.title}${audit.displayValue ? ` (${audit.displayValue})` : ''}`);
}

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor((values.length - 1) / 2)];
const seconds = (ms: number) => `${(ms / 1000).toFixed(2)} s`;
const spread = (values: number[], show: (value: number) => string) =>
  values.length > 1 ? `${show(median(values))} (${show(Math.min(...values))}–${show(Math.max(...values))})` : show(values[0]);

async function main() {
  const chromiumPath = findChromium();
  if (!chromiumPath) throw new Error('Chromium is required: apt-get install -y chromium (or set CHROMIUM_PATH)');
  fs.rmSync(artifactsDir, { recursive: true, force: true });
  fs.mkdirSync(artifactsDir, { recursive: true });
  let webDist = process.env.BENCH_WEB_DIST ? path.resolve(repoRoot, process.env.BENCH_WEB_DIST) : path.join(artifactsDir, 'web-dist');
  if (!process.env.BENCH_WEB_DIST) {
    console.log('building the web app (production) …');
    buildWeb(webDist);
  } else if (!fs.existsSync(path.join(webDist, 'index.html'))) throw new Error(`${webDist} has no build: npm run build`);
  webDist = path.resolve(webDist);

  let stack: Stack | undefined;
  let chromium: ChildProcess | undefined;
  const stopAll = async () => {
    if (chromium && chromium.exitCode === null) {
      const exited = new Promise((resolve) => chromium!.once('exit', resolve));
      chromium.kill('SIGTERM');
      await Promise.race([exited, new Promise((resolve) => setTimeout(resolve, 5000))]);
      if (chromium.exitCode === null) chromium.kill('SIGKILL');
    }
    await stack?.stop();
  };
  process.once('SIGINT', () => { void stopAll().then(() => process.exit(130)); });
  try {
    console.log('starting the api and the gateway (fresh data dir, demo seed) …');
    stack = await startStack(artifactsDir, webDist);
    const cookie = await signInCookie(stack.baseUrl);
    const leadPath = await richestLeadPath(stack.baseUrl, cookie);
    const pages = RUN_PAGES.map((page) => ({ ...page, path: page.path.replace('/manage/leads/:lead', leadPath) }));
    const launched = await launchChromium(chromiumPath, path.join(artifactsDir, 'chromium-profile'));
    chromium = launched.child;
    // One unmeasured load of each page first: the gateway's and the api's first answers (cold
    // JIT, PGlite caches) are not what a user of a running server waits for.
    for (const page of pages) {
      await runLighthouse({
        url: `${stack.baseUrl}${page.path}`, port: launched.port, preset: 'mobile', audits: ['first-contentful-paint'],
        out: path.join(artifactsDir, 'warm-up.json'), ...(page.signedIn ? { cookie } : {}),
      });
    }

    const rows: string[] = [];
    const notes: string[] = [];
    for (const page of pages) {
      for (const preset of PRESETS) {
        const runs: Figures[] = [];
        let last: Result | undefined;
        for (let run = 0; run < RUNS; run++) {
          const name = `${page.path.replace(/\W+/g, '-').replace(/^-/, '')}-${preset}-${run + 1}.json`;
          const lhr = await runLighthouse({
            url: `${stack.baseUrl}${page.path}`, port: launched.port, preset, out: path.join(artifactsDir, name), ...(page.signedIn ? { cookie } : {}),
          });
          if (lhr.runtimeError) throw new Error(`Lighthouse on ${page.path}: ${lhr.runtimeError.message}`);
          if (new URL(lhr.finalDisplayedUrl).pathname !== page.path) {
            throw new Error(`${page.path} ended on ${lhr.finalDisplayedUrl} (signed in: ${page.signedIn})`);
          }
          runs.push(figuresOf(lhr));
          last = lhr;
        }
        const pick = (key: keyof Figures) => runs.map((figures) => figures[key]);
        rows.push([
          page.path.padEnd(20), preset.padEnd(8),
          spread(pick('performance'), String).padEnd(14), spread(pick('accessibility'), String).padEnd(12),
          spread(pick('lcpMs'), seconds).padEnd(26), spread(pick('tbtMs'), (ms) => `${Math.round(ms)} ms`).padEnd(24),
          spread(pick('fcpMs'), seconds).padEnd(26), spread(pick('cls'), (v) => v.toFixed(3)),
        ].join(' '));
        if (last) notes.push(`${page.path} ${preset}: ${blamed(last).join('; ') || 'nothing'}`);
      }
    }
    console.log(`\nLighthouse ${lighthouseVersion()} in ${chromiumPath}, ${RUNS} run(s) each${RUNS > 1 ? ' (median, range)' : ''}, ${new Date().toISOString().slice(0, 10)}:`);
    console.log(['page'.padEnd(20), 'preset'.padEnd(8), 'performance'.padEnd(14), 'a11y'.padEnd(12), 'LCP'.padEnd(26), 'TBT'.padEnd(24), 'FCP'.padEnd(26), 'CLS'].join(' '));
    for (const row of rows) console.log(row);
    console.log('\nWhat Lighthouse blames (last run; audits below 90, biggest estimated LCP + TBT saving first):');
    for (const note of notes) console.log(`  ${note}`);
    console.log(`\nreports: ${artifactsDir}/*.json (open with https://googlechrome.github.io/lighthouse/viewer/)`);
  } finally {
    await stopAll();
  }
}

function lighthouseVersion(): string {
  return JSON.parse(fs.readFileSync(path.join(repoRoot, 'node_modules', 'lighthouse', 'package.json'), 'utf8')).version;
}

main().catch((error) => {
  console.error(error);
  process.exitCode = 1;
});
