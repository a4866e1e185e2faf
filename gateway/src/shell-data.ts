import type { Dispatcher } from 'undici';
import { cookieValue } from './context.js';
import type { ShellKind, ShellSlots } from './app-shell.js';
import { RestClient, type RestCaller } from './rest/client.js';
import { accountApi } from './rest/account.js';
import { isUpstreamError } from './rest/errors.js';
import { leadsApi } from './rest/leads.js';
import { parseAuthorization } from './sessions.js';

/**
 * Issue 28: what a signed-in page's HTML draws of its viewer and its data (the app shell's slots,
 * web/src/components/layout/AppShell.tsx): the welcome banner with the viewer's first name and
 * organization, and on a lead's page the lead's name. The browser then paints the page's largest
 * text from the HTML, seconds before the app's script has run on a phone. Asked of the api with
 * the request's own session, so exactly what the app would show this user; a lead the user may
 * not see is simply not drawn (the app says "not found").
 *
 * Never in the way: at most SHELL_LOOKUP_MS, and any failure (the api slow or down, a bad id)
 * leaves the slots empty and the page is served with its skeletons, as before.
 */
export const SHELL_LOOKUP_MS = 300;

/** The cookie web/src/components/layout/welcomeCookie.ts writes: ids of this browser's users who hid the banner. */
export const WELCOME_HIDDEN_COOKIE = 'portal_welcome_hidden';

/** A lead page's id when it is one the api could have (a positive 31-bit integer), else null. */
export function leadIdOf(pathname: string): number | null {
  const match = /^\/manage\/leads\/(\d{1,10})\/?$/.exec(pathname);
  if (!match) return null;
  const id = Number(match[1]);
  return id > 0 && id <= 2 ** 31 - 1 ? id : null;
}

const hiddenFor = (cookieHeader: string | null) =>
  new Set((cookieValue(cookieHeader, WELCOME_HIDDEN_COOKIE) ?? '').split('.').filter(Boolean));

export type ShellData = { signedIn: false } | { signedIn: true; slots: ShellSlots };

/**
 * The slots for `kind` at `pathname`: `signedIn: false` when the api says the session has ended
 * (the page then draws the sign-in card, where the app will go), else the values found.
 */
export async function shellData(
  dispatcher: Dispatcher, apiUrl: string, cookieHeader: string | null, cookieName: string,
  kind: ShellKind, pathname: string, caller: RestCaller = {},
): Promise<ShellData> {
  const token = cookieValue(cookieHeader, cookieName);
  const credentials = token ? parseAuthorization(`Token ${token}`) : { kind: 'none' as const };
  if (credentials.kind !== 'token') return { signedIn: true, slots: {} };
  const rest = new RestClient(dispatcher, apiUrl, credentials.authorization, SHELL_LOOKUP_MS, caller);
  const leadId = kind === 'lead' ? leadIdOf(pathname) : null;
  // The call's own timeouts, and a deadline over all (a queue or a slow body must not hold the page).
  let timer: NodeJS.Timeout | undefined;
  const deadline = new Promise<null>((resolve) => { timer = setTimeout(() => resolve(null), SHELL_LOOKUP_MS); });
  const quiet = <T>(promise: Promise<T>) =>
    Promise.race([promise.catch((error: unknown) => (isUpstreamError(error, 401) ? ('ended' as const) : null)), deadline]);
  const [me, lead] = await Promise.all([
    quiet(accountApi(rest).me()),
    leadId === null ? null : quiet(leadsApi(rest).lead(leadId)),
  ]).finally(() => clearTimeout(timer));
  if (me === 'ended') return { signedIn: false };
  const slots: ShellSlots = {};
  // Only an answer of the expected shape is drawn (anything else: the skeleton, as if none came).
  if (me && typeof me === 'object' && typeof me.first_name === 'string' && !hiddenFor(cookieHeader).has(String(me.id))) {
    const organization = typeof me.organization?.name === 'string' ? me.organization.name : null;
    if (organization) slots['welcome-org'] = { firstName: me.first_name, organization };
    else slots.welcome = { firstName: me.first_name };
  }
  if (lead && typeof lead === 'object' && typeof lead.name === 'string') slots.lead = { leadName: lead.name };
  return { signedIn: true, slots };
}
