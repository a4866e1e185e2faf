import fs from 'node:fs';
import path from 'node:path';
import AxeBuilder from '@axe-core/playwright';
import { chromium, type Browser, type BrowserContext, type Locator, type Page, type Response } from 'playwright-core';
import { expect, inject, onTestFailed } from 'vitest';
import { auth, layout } from '../../src/messages';
import { CHROMIUM_ARGS } from './chromium';
import type { Lane } from './lanes';
import { readMails, type Mail } from './stack';

/** This worker's lane (lanes.ts); vitest numbers its workers 1…maxWorkers in VITEST_POOL_ID. */
export function lane(): Lane {
  const lanes = inject('lanes');
  return lanes[(Number(process.env.VITEST_POOL_ID ?? 1) - 1) % lanes.length];
}

export const baseUrl = () => lane().baseUrl;

export function launchBrowser(): Promise<Browser> {
  return chromium.launch({ executablePath: inject('chromiumPath'), headless: true, args: CHROMIUM_ARGS });
}

export interface GraphQLCall { operationName: string | null; documentId: string | null; hasQueryText: boolean }


/** A page plus what it did: console errors and the GraphQL operations it sent. */
export interface Session {
  context: BrowserContext;
  page: Page;
  consoleErrors: string[];
  graphql: GraphQLCall[];
  close(): Promise<void>;
}

/** Where the desktop journeys run, and the §9 mobile width (below 600 px) for the phone ones. */
export const DESKTOP = { width: 1366, height: 900 };
export const PHONE = { width: 360, height: 740 };

function graphQLCallOf(body: string | null, contentType: string | undefined): GraphQLCall | null {
  if (!body) return null;
  let operation: { operationName?: string; documentId?: string; query?: string } | null = null;
  if (contentType?.includes('application/json')) operation = JSON.parse(body);
  else {
    // Multipart upload: the "operations" part is the JSON body.
    const match = /name="operations"\r\n\r\n([^\r]*)/.exec(body);
    if (match) operation = JSON.parse(match[1]);
  }
  if (!operation) return null;
  return { operationName: operation.operationName ?? null, documentId: operation.documentId ?? null, hasQueryText: !!operation.query };
}

/**
 * Issue 28: the production build registers a service worker. Journeys run without it unless they
 * ask (the offline journey): requests a service worker handles are out of reach of page.route and
 * of the request counting above, and its install would download the whole shell in each journey.
 */
export interface SessionOptions { serviceWorkers?: 'allow' | 'block' }

export async function openSession(browser: Browser, viewport = DESKTOP, options: SessionOptions = {}): Promise<Session> {
  const context = await browser.newContext({ baseURL: baseUrl(), viewport, reducedMotion: 'reduce', serviceWorkers: options.serviceWorkers ?? 'block' });
  const page = await context.newPage();
  // E2E_CPU_SLOWDOWN=4: Chromium runs the page's main thread that many times slower (a slow phone,
  // a busy laptop), to find the journeys that wait on time instead of on the app's state.
  const slowdown = Number(process.env.E2E_CPU_SLOWDOWN || 1);
  if (slowdown > 1) await (await context.newCDPSession(page)).send('Emulation.setCPUThrottlingRate', { rate: slowdown });
  const consoleErrors: string[] = [];
  const graphql: GraphQLCall[] = [];
  // The last GraphQL answers, read only if the journey fails (most never do).
  const answers: Response[] = [];
  // The app runs under the gateway's Content-Security-Policy: a violation anywhere in a journey
  // (an inline script, an eval, a host the policy does not list) fails it when the session closes.
  // Media answers are sandboxed on purpose (the stored-script journey opens hostile files).
  const cspViolations: string[] = [];
  await context.exposeBinding('__reportCspViolation', (_source, text: string) => { cspViolations.push(text); });
  await context.addInitScript(() => {
    document.addEventListener('securitypolicyviolation', (event) => {
      const report = (window as unknown as { __reportCspViolation?: (text: string) => void }).__reportCspViolation;
      report?.(`${event.violatedDirective} blocked ${event.blockedURI || '(inline)'} on ${event.documentURI}${event.sample ? `: ${event.sample}` : ''}`);
    });
  });
  page.on('console', (message) => { if (message.type() === 'error') consoleErrors.push(message.text()); });
  page.on('pageerror', (error) => consoleErrors.push(String(error)));
  page.on('request', (request) => {
    if (!request.url().endsWith('/graphql') || request.method() !== 'POST') return;
    const call = graphQLCallOf(request.postData(), request.headers()['content-type']);
    if (call) graphql.push(call);
  });
  page.on('response', (response) => {
    if (!response.url().endsWith('/graphql') || response.request().method() !== 'POST') return;
    // A live-updates stream never ends: its body cannot be read into the failure report.
    if (String(response.headers()['content-type'] ?? '').includes('text/event-stream')) return;
    answers.push(response);
    if (answers.length > 5) answers.shift();
  });
  // A failed journey leaves a picture of where it stopped, and prints what the page showed, logged
  // and was answered: on CI the log is all there is.
  onTestFailed(async ({ task }) => {
    const name = `FAILED-${task.name.replace(/[^a-z0-9]+/gi, '-').slice(0, 80)}`;
    // Bounded: a screenshot waits for the page's fonts and frames, which a broken page may never
    // give (one waited out the 4-minute hook limit in a loaded run, after the report was due).
    await page.screenshot({ path: path.join(inject('artifactsDir'), 'screenshots', `${name}.png`), fullPage: true, timeout: 20_000 }).catch(() => {});
    const shown = await page.evaluate(() => document.body.innerText).catch((error) => `(no text: ${error})`);
    const report = [
      `== ${task.name}`,
      `url: ${page.url()}`,
      `page text:\n${shown.slice(0, 2000)}`,
      `console errors:\n${consoleErrors.join('\n') || '(none)'}`,
      `last GraphQL answers:\n${(await Promise.all(answers.map(answerLine))).join('\n') || '(none)'}`,
    ].join('\n');
    fs.writeFileSync(path.join(inject('artifactsDir'), `${name}.txt`), report);
    console.error(report);
  });
  const close = async () => {
    const portal = cspViolations.filter((violation) => !/ on [^ ]*\/api\/media\//.test(violation));
    await context.close();
    expect(portal, 'Content-Security-Policy violations').toEqual([]);
  };
  return { context, page, consoleErrors, graphql, close };
}

/** One GraphQL answer as a failure report shows it: status and the start of the body. */
async function answerLine(response: Response): Promise<string> {
  const body = await response.text().catch((error) => `(body gone: ${error})`);
  return `${response.status()} ${body.slice(0, 400)}`;
}

/** An element's scroll and visible widths (a table region scrolls sideways when the first is larger). */
export function scrollSize(locator: Locator): Promise<{ scrollWidth: number; clientWidth: number }> {
  return locator.first().evaluate((el) => ({ scrollWidth: el.scrollWidth, clientWidth: el.clientWidth }));
}

/** Waits until the locator is visible (Playwright's auto-waiting, without @playwright/test). */
export async function visible(locator: Locator, timeout = 30_000): Promise<Locator> {
  await locator.first().waitFor({ state: 'visible', timeout });
  return locator.first();
}

/**
 * Fails when anything lies over the element: the topmost element at its centre and near each
 * corner must be the element or inside it (a toast over a primary action, a sticky bar over a field).
 */
export async function expectUncovered(locator: Locator, what: string) {
  // Where a user scrolling down to it sees it: at the bottom edge of the window, where toasts and
  // sticky bars sit. Then two frames, for what repositions itself on scroll.
  await locator.first().evaluate((element) => new Promise<void>((resolve) => {
    element.scrollIntoView({ block: 'end' });
    requestAnimationFrame(() => requestAnimationFrame(() => resolve()));
  }));
  const coveredBy = await locator.first().evaluate((element) => {
    const box = element.getBoundingClientRect();
    const inset = Math.min(4, box.width / 4, box.height / 4);
    const points = [[box.left + box.width / 2, box.top + box.height / 2], [box.left + inset, box.top + inset], [box.right - inset, box.top + inset],
      [box.left + inset, box.bottom - inset], [box.right - inset, box.bottom - inset]];
    for (const [x, y] of points) {
      const top = document.elementFromPoint(x, y);
      if (top && top !== element && !element.contains(top)) {
        const owner = top.closest('[data-scope][data-part="root"]') ?? top;
        return `${owner.tagName.toLowerCase()}${owner.getAttribute('data-scope') ? `[data-scope=${owner.getAttribute('data-scope')}]` : ''} "${(owner.textContent ?? '').trim().slice(0, 80)}"`;
      }
    }
    return null;
  });
  expect(coveredBy, `${what} is covered by ${coveredBy}`).toBeNull();
}

/** Polls `read` until `check` accepts its value (for what has no locator: URLs, attributes, lists). */
export async function until<T>(read: () => Promise<T>, check: (value: T) => boolean, timeout = 15_000): Promise<T> {
  const started = Date.now();
  for (;;) {
    const value = await read();
    if (check(value)) return value;
    if (Date.now() - started > timeout) throw new Error(`timed out; last value: ${JSON.stringify(value)}`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

export const DEMO_PASSWORD = 'demo1234';
/** The gateway's sign-in, as the journeys' setup sends it (signIn, setup.ts cookieOf). */
export const LOGIN_MUTATION = 'mutation ($input: LoginInput!) { login(input: $input) { userErrors { messages } } }';
/** The demo seed's users (api/src/seed): one of each kind the guards tell apart. */
export const demoUsers = {
  superAdmin: 'superadmin@demo.test',
  orgAdmin: 'orgadmin@demo.test',
  regular: 'user@demo.test',
  epc: 'epc@demo.test',
} as const;

/** Fills the login form on the current page and submits it. */
export async function submitLogin(page: Page, email: string, password = DEMO_PASSWORD) {
  await page.getByLabel(auth.email).fill(email);
  await page.getByLabel(auth.password).fill(password);
  await page.getByRole('button', { name: auth.login, exact: true }).click();
}

/** Logs in through the form and waits for the leads list (the journeys of signing in itself). */
export async function signInWithForm(page: Page, email: string, password = DEMO_PASSWORD) {
  await page.goto('/login');
  await submitLogin(page, email, password);
  await page.waitForURL('**/manage/leads');
}

/**
 * Signs in as the form would — the gateway's login mutation, its session cookie put in the page's
 * context — and opens the leads list. Most journeys sign in only to begin: the form's own journeys
 * (auth.e2e.ts) use signInWithForm, and skipping the login page saves a page load each (issue 36).
 */
export async function signIn(page: Page, email: string, password = DEMO_PASSWORD) {
  // The context's own request client: the answer's cookies land in the page's cookie jar.
  const response = await page.context().request.post('/graphql', {
    headers: { 'content-type': 'application/json', 'x-graphql-yoga-csrf': '1' },
    data: {
      query: LOGIN_MUTATION,
      variables: { input: { emailOrPhone: email, password, rememberMe: false } },
    },
  });
  const answer = await response.json() as { data?: { login: { userErrors: { messages: string[] }[] } } };
  const refused = answer.data?.login.userErrors;
  if (!response.ok() || !answer.data || refused?.length) throw new Error(`signing in ${email} was refused: ${JSON.stringify(answer)}`);
  await page.goto('/manage/leads');
  await page.waitForURL('**/manage/leads');
  // Signed in means the signed-in layout is up (its idle watch has recorded the access): the URL
  // alone is there before the app has asked who the viewer is.
  await visible(page.getByRole('button', { name: layout.accountMenu }));
}

/** Saves a full-page screenshot to web/e2e/artifacts/screenshots/<name>.png. */
export async function screenshot(page: Page, name: string) {
  await page.screenshot({ path: path.join(inject('artifactsDir'), 'screenshots', `${name}.png`), fullPage: true });
}

/**
 * axe-core on the current screen (WCAG 2 A/AA rules); fails on serious or critical violations and
 * keeps the whole report next to the screenshots.
 */
export async function expectAccessible(page: Page, name: string) {
  await settled(page);
  const report = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']).analyze();
  fs.writeFileSync(path.join(inject('artifactsDir'), `axe-${name}.json`), JSON.stringify(report.violations, null, 2));
  const serious = report.violations
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .map((violation) => `${violation.id} (${violation.impact}): ${violation.help} — ${violation.nodes.map((n) => n.target.join(' ')).slice(0, 3).join(', ')}`);
  expect(serious, `axe on ${name}`).toEqual([]);
}

/** A screen is done: screenshot, axe, and no console errors so far. */
/**
 * Waits for the settled screen: a screen mid-refetch is dimmed (aria-busy, opacity 0.6) and fails
 * colour contrast for a moment, and a drawer or dialog mid-slide is half drawn — nothing busy, no
 * finite animation running (a skeleton's endless pulse does not count). Up to 10 s, then goes on.
 */
async function settled(page: Page) {
  await page.waitForFunction(() => !document.querySelector('[aria-busy="true"]')
    && document.getAnimations().every((a) => a.playState !== 'running' || a.effect?.getTiming().iterations === Infinity), null, { timeout: 10_000 })
    .catch(() => undefined);
}

export async function checkScreen(session: Session, name: string) {
  // The screenshot shows the screen axe checks, not one mid-animation.
  await settled(session.page);
  await screenshot(session.page, name);
  await expectAccessible(session.page, name);
  expect(session.consoleErrors, `console errors on ${name}`).toEqual([]);
}

export function mailsTo(email: string): Mail[] {
  return readMails(lane().mailFile).filter((mail) => mail.to === email);
}

/**
 * The first link in the newest mail to `email` that contains `pathPart`. The api logs mail
 * asynchronously, so a request that just returned may not be in the file yet: wait for it (CI once
 * read the file before the line was written).
 */
export async function linkFromMail(email: string, pathPart: string, timeout = 10_000): Promise<string> {
  const started = Date.now();
  for (;;) {
    const body = mailsTo(email).at(-1)?.body ?? '';
    const link = body.split(/\s+/).find((word) => word.startsWith('http') && word.includes(pathPart));
    if (link) return link;
    if (Date.now() - started > timeout) throw new Error(`no ${pathPart} link in the mail to ${email}: ${body || '(no mail)'}`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

/** Calls the gateway directly (setup steps that are not what a journey is about). */
export function gatewayRequest<T>(query: string, variables: object = {}, cookie?: string): Promise<{ data: T; cookie: string | null }> {
  return gatewayRequestAt<T>(baseUrl(), query, variables, cookie);
}

/** gatewayRequest against a given gateway (the benches, which start their own stack outside vitest). */
export async function gatewayRequestAt<T>(base: string, query: string, variables: object = {}, cookie?: string): Promise<{ data: T; cookie: string | null }> {
  const response = await fetch(`${base}/graphql`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-graphql-yoga-csrf': '1', ...(cookie ? { cookie } : {}) },
    body: JSON.stringify({ query, variables }),
  });
  const json = (await response.json()) as { data: T; errors?: { message: string }[] };
  if (json.errors?.length) throw new Error(json.errors.map((e) => e.message).join('; '));
  const setCookie = response.headers.get('set-cookie');
  return { data: json.data, cookie: setCookie ? setCookie.split(';')[0] : null };
}

let counter = 0;
/** A fresh account (terms not yet accepted, as after any sign-up), made through the gateway. */
export async function newAccount(label: string) {
  counter += 1;
  const email = `${label}-${Date.now()}-${counter}@e2e.test`;
  const password = 'journey-pass-1';
  const { data } = await gatewayRequest<{ signup: { userErrors: { messages: string[] }[] } }>(
    `mutation ($input: SignupInput!) { signup(input: $input) { userErrors { messages } } }`,
    { input: { firstName: 'Erin', lastName: 'Tester', companyName: `E2E ${label} Co`, phoneNumber: `+1555${String(Date.now()).slice(-7)}`, email, password } },
  );
  if (data.signup.userErrors.length) throw new Error(`sign-up refused: ${JSON.stringify(data.signup.userErrors)}`);
  return { email, password };
}
