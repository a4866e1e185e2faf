import type { Browser, Page } from 'playwright-core';
import { MESSAGES as API_MESSAGES } from '../../api/src/messages';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { baseUrl, DEMO_PASSWORD, demoUsers, gatewayRequest, launchBrowser, newAccount, openSession, signIn } from './harness/browser';

/**
 * Issue 10, item 3: a file crafted to attack whoever opens it. A self-registered user of another
 * organization uploads HTML and SVG payloads whose script would rename the page and read the
 * viewer's data through /graphql; the super admin, signed in, opens each one's media URL. Nothing
 * runs: the files are downloads or plain text, and every media answer is a sandboxed document.
 */

const MARK = 'PWNED-BY-UPLOAD';
/** What the payload does when it runs: renames the page and reads the viewer through /graphql. */
const SCRIPT = `document.title = '${MARK}';
fetch('/graphql?stolen=1', { method: 'POST', credentials: 'include', headers: { 'content-type': 'application/json', 'x-graphql-yoga-csrf': '1' },
  body: JSON.stringify({ query: '{ viewer { email } }' }) });`;
const HTML = `<!doctype html><html><head><title>Quarterly report</title></head><body><h1>Report</h1><script>${SCRIPT}</script></body></html>\n`;
const SVG = `<?xml version="1.0" encoding="UTF-8"?>
<svg xmlns="http://www.w3.org/2000/svg" width="100" height="100" onload="document.title = '${MARK}-onload'">
  <script>${SCRIPT}</script><circle cx="50" cy="50" r="40" fill="orange"/>
</svg>\n`;

/** The payloads, each under a name the lead-file upload accepts and the type an attacker declares. */
const PAYLOADS = [
  { name: 'report.json', type: 'text/html', content: HTML, expect: 'download' },
  { name: 'drawing.xml', type: 'image/svg+xml', content: SVG, expect: 'download' },
  { name: 'notes.txt', type: 'text/html', content: HTML, expect: 'text' },
] as const;

const LOGIN = 'mutation($input: LoginInput!) { login(input: $input) { viewer { id } } }';

async function sessionCookie(email: string, password = DEMO_PASSWORD): Promise<string> {
  const { cookie } = await gatewayRequest(LOGIN, { input: { emailOrPhone: email, password } });
  if (!cookie) throw new Error(`no session cookie for ${email}`);
  return cookie;
}

/** Uploads a file through the gateway's multipart GraphQL upload, as the web app does; returns its media path. */
async function uploadLeadFile(cookie: string, file: { name: string; type: string; content: string }): Promise<string> {
  const form = new FormData();
  form.append('operations', JSON.stringify({
    query: 'mutation($file: Upload!) { uploadLeadFile(file: $file, kind: ADDITIONAL) { files { path name } userErrors { messages } } }',
    variables: { file: null },
  }));
  form.append('map', JSON.stringify({ 0: ['variables.file'] }));
  form.append('0', new Blob([file.content], { type: file.type }), file.name);
  const response = await fetch(`${baseUrl()}/graphql`, { method: 'POST', headers: { cookie, 'x-graphql-yoga-csrf': '1' }, body: form });
  const json = (await response.json()) as { data?: { uploadLeadFile: { files: { path: string }[]; userErrors: unknown[] } }; errors?: unknown[] };
  if (!json.data || json.errors?.length || json.data.uploadLeadFile.userErrors.length) throw new Error(`upload refused: ${JSON.stringify(json)}`);
  return json.data.uploadLeadFile.files[0].path;
}

async function signedUrl(cookie: string, path: string): Promise<{ url: string; contentType: string }> {
  const { data } = await gatewayRequest<{ mediaFile: { url: string; contentType: string } | null }>(
    'query($path: String!) { mediaFile(path: $path) { url contentType } }', { path }, cookie);
  if (!data.mediaFile) throw new Error(`no media file ${path}`);
  return data.mediaFile;
}

/** Every request a page sends that only the payload's script would send. */
function watchForScript(page: Page): string[] {
  const sent: string[] = [];
  page.on('request', (request) => { if (request.url().includes('stolen=1')) sent.push(request.url()); });
  return sent;
}

describe('stored script through uploads: a signed-in super admin opens hostile files and nothing runs', () => {
  let browser: Browser;
  let attackerCookie: string;
  let adminCookie: string;
  const uploaded: Record<string, string> = {};

  beforeAll(async () => {
    browser = await launchBrowser();
    // The attacker: anyone who signs up gets an organization of their own and can upload lead files.
    const attacker = await newAccount('attacker');
    attackerCookie = await sessionCookie(attacker.email, attacker.password);
    for (const payload of PAYLOADS) uploaded[payload.name] = await uploadLeadFile(attackerCookie, payload);
    adminCookie = await sessionCookie(demoUsers.superAdmin);
  });
  afterAll(async () => { await browser?.close(); });

  // Issue 15: HTML named .png is not stored at all (before, it was stored and served as a download).
  it('photo.png whose bytes are HTML is refused at upload, saying why', async () => {
    await expect(uploadLeadFile(attackerCookie, { name: 'photo.png', type: 'image/png', content: HTML })).rejects.toThrow(API_MESSAGES.fileContent('png'));
  });

  it('control: the same payload served as HTML from the portal origin does run (so the checks below can see script)', async () => {
    const session = await openSession(browser);
    const { page } = session;
    const stolen = watchForScript(page);
    await page.route('**/control-payload.html', (route) => route.fulfill({ status: 200, contentType: 'text/html', body: HTML }));
    await page.goto('/control-payload.html');
    await page.waitForFunction((mark) => document.title === mark, MARK);
    await expect.poll(() => stolen.length).toBeGreaterThan(0);
    await session.close();
  });

  for (const payload of PAYLOADS) {
    it(`${payload.name} (declared ${payload.type}): ${payload.expect === 'download' ? 'a download' : 'plain text'}, no script runs`, async () => {
      const session = await openSession(browser);
      const { page, context } = session;
      await signIn(page, demoUsers.superAdmin);
      const stolen = watchForScript(page);
      const { url, contentType } = await signedUrl(adminCookie, uploaded[payload.name]);
      expect(new URL(url).origin).toBe(baseUrl());

      // The signed-in super admin opens the link: a download, or text shown as text.
      const download = payload.expect === 'download' ? page.waitForEvent('download') : null;
      const response = await page.goto(url).catch(() => null); // "Download is starting" when it becomes a download
      // The payload's script runs while its document loads (inline, or on its load event): once the
      // download has started, or the document has loaded, it would have run. Then check it did not.
      if (download) await download;
      else await page.waitForLoadState('load');
      expect(await page.title()).not.toContain(MARK);
      expect(stolen).toEqual([]);
      if (payload.expect === 'download') {
        expect((await download)!.suggestedFilename()).toBe(payload.name);
      } else {
        expect(response?.headers()['content-type']).toBe('text/plain; charset=utf-8');
        expect(await page.locator('body').innerText()).toContain('<script>');
      }

      // The answer itself: a sandboxed document, never sniffed, never the declared type.
      const answer = await context.request.get(url);
      expect(answer.status()).toBe(200);
      expect(answer.headers()['content-security-policy']).toBe("sandbox; default-src 'none'");
      expect(answer.headers()['x-content-type-options']).toBe('nosniff');
      if (payload.expect === 'download') {
        expect(contentType).toBe('application/octet-stream');
        expect(answer.headers()['content-type']).toBe('application/octet-stream');
        expect(answer.headers()['content-disposition']).toMatch(/^attachment;/);
      } else {
        expect(contentType).toBe('text/plain; charset=utf-8');
        expect(answer.headers()['content-disposition']).toMatch(/^inline;/);
      }
      await session.close();
    });
  }

  it('the media answer is sandboxed even where a type is shown inline: the page has no script and no origin', async () => {
    const session = await openSession(browser);
    const { page } = session;
    await signIn(page, demoUsers.superAdmin);
    const { url } = await signedUrl(adminCookie, uploaded['notes.txt']);
    await page.goto(url);
    // A sandboxed document (CSP sandbox without allow-scripts / allow-same-origin) has an opaque origin.
    expect(await page.evaluate(() => window.origin).catch(() => 'null')).toBe('null');
    await session.close();
  });
});
