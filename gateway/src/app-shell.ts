/**
 * The app shell (issue 28): the web build's index.html carries one `<template data-shell="kind">`
 * per route kind (web/src/components/layout/AppShell.tsx, the real frame of the screen with
 * skeletons where the data will go). The page served for a route has that kind's markup inside
 * #root, so the browser draws the frame from the HTML, before the script arrives (on a slow phone
 * network, seconds earlier); React's first commit replaces it. The templates themselves are
 * removed: a page carries only its own shell.
 */
import { APP_SCRIPTS_END } from './runtime-settings.js';

export type ShellKind = 'login' | 'leads' | 'lead' | 'signed-in';

// One template per line (write-app-shell.mts): the greedy `[^\n]*` reaches the line's last
// </template>, past the slots' own <template>s inside it.
const TEMPLATES = /[ \t]*<template data-shell="([\w-]+)">([^\n]*)<\/template>\n?/g;
const SLOTS = /<template data-slot="(!?)([\w-]+)">([\s\S]*?)<\/template>/g;
const TOKENS = /%%(\w+)%%/g;
/** Where the production build's inert app scripts start (web/src/routing/earlyFetchPlugin.ts). */
const APP_SCRIPTS_START = '<template data-app-scripts>';
const ROOT = '<div id="root"></div>';

/**
 * The shell for a path: the sign-in card on /login, the signed-in frame (with the list's or the
 * lead page's skeleton) on the signed-in routes when the request carries a session cookie, and
 * the sign-in card when it does not (the app sends a visitor without a session to /login). None
 * elsewhere (sign-up, password reset, files): those screens draw their own.
 */
export function shellKindOf(pathname: string, hasSession: boolean): ShellKind | null {
  if (/^\/login\/?$/.test(pathname)) return 'login';
  if (!(pathname === '/' || /^\/manage(\/|$)/.test(pathname))) return null;
  if (!hasSession) return 'login';
  if (/^\/manage\/leads\/?$/.test(pathname)) return 'leads';
  if (/^\/manage\/leads\/[^/]+\/?$/.test(pathname)) return 'lead';
  return 'signed-in';
}

/**
 * What fills a shell's slots (web/src/components/layout/AppShell.tsx, SHELL_TOKENS): per slot
 * name, its tokens' values. A slot without an entry is left out (its `!name` opposite stays).
 */
export type ShellSlots = Partial<Record<string, Record<string, string>>>;

const pages = new Map<string, { source: string; html: string }>();

/** `html` without its shell templates, and with `kind`'s markup in #root (when the page has it), its slots as yet unfilled. */
function pageWithShell(html: string, kind: ShellKind | null): string {
  const key = kind ?? '';
  const cached = pages.get(key);
  if (cached?.source === html) return cached.html;
  let shell = '';
  const stripped = html.replace(TEMPLATES, (_, name: string, markup: string) => {
    if (name === kind) shell = markup;
    return '';
  });
  let out = shell ? stripped.replace(ROOT, `<div id="root">${shell}</div>`) : stripped;
  // The sign-in card's frame has nothing to read, only places for the form: there the app's code
  // is asked for at once, not after the first paint (web/src/routing/appAfterPaint.ts).
  if (kind === 'login') out = withAppScriptsLive(out);
  pages.set(key, { source: html, html: out });
  return out;
}

/**
 * `html` with the app-scripts template replaced by the tags it holds. The opening is the last one
 * before the end marker: a mention of the tag earlier in the page (a comment) is left alone.
 */
function withAppScriptsLive(html: string): string {
  const end = html.indexOf(APP_SCRIPTS_END);
  const start = end < 0 ? -1 : html.lastIndexOf(APP_SCRIPTS_START, end);
  if (start < 0) return html;
  return html.slice(0, start) + html.slice(start + APP_SCRIPTS_START.length, end) + html.slice(end + APP_SCRIPTS_END.length);
}

const ESCAPES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };
/** Text made safe for HTML text and quoted attributes (the values are the api's: names a user typed). */
export const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (char) => ESCAPES[char]);

/**
 * `html` without its shell templates, with `kind`'s markup in #root and its slots filled from
 * `slots` (each value escaped; one pass, so a value that looks like a token stays text).
 */
export function withAppShell(html: string, kind: ShellKind | null, slots: ShellSlots = {}): string {
  return pageWithShell(html, kind).replace(SLOTS, (_, not: string, name: string, markup: string) => {
    const values = slots[name];
    if (not) return values ? '' : markup;
    return values ? markup.replace(TOKENS, (token, key: string) => (key in values ? escapeHtml(values[key]) : token)) : '';
  });
}

/** Whether a Cookie header names the session cookie with a value. */
export function hasSessionCookie(cookieHeader: string | undefined, cookieName: string): boolean {
  if (!cookieHeader) return false;
  return cookieHeader.split(';').some((pair) => {
    const [name, ...value] = pair.trim().split('=');
    return name === cookieName && value.join('=').length > 0;
  });
}
