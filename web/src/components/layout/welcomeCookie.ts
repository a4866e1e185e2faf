/**
 * Issue 28: the welcome banner is drawn by the gateway into a signed-in page's HTML, so the gateway
 * must know who dismissed it. The browser's choice (localStorage, per user: Welcome.tsx) is mirrored
 * in this cookie: the database ids of the users of this browser who hid it, dot-separated. Not
 * HttpOnly (the app writes it), not a secret (ids and a preference), a year long.
 * gateway/src/shell-data.ts reads it by the same name.
 */
export const WELCOME_HIDDEN_COOKIE = 'portal_welcome_hidden';
const MAX_IDS = 20;

/** The ids in the cookie of `cookieHeader` (document.cookie). */
export function welcomeHiddenIds(cookieHeader: string): string[] {
  const pair = cookieHeader.split(';').map((part) => part.trim()).find((part) => part.startsWith(`${WELCOME_HIDDEN_COOKIE}=`));
  if (!pair) return [];
  return pair.slice(WELCOME_HIDDEN_COOKIE.length + 1).split('.').filter((id) => /^\d{1,12}$/.test(id));
}

/** The Set-Cookie string that adds `userId` (newest last, the oldest dropped past MAX_IDS). */
export function welcomeHiddenCookie(cookieHeader: string, userId: number, secure: boolean): string {
  const ids = [...welcomeHiddenIds(cookieHeader).filter((id) => id !== String(userId)), String(userId)].slice(-MAX_IDS);
  return `${WELCOME_HIDDEN_COOKIE}=${ids.join('.')}; Path=/; Max-Age=${365 * 24 * 3600}; SameSite=Lax${secure ? '; Secure' : ''}`;
}

/** Records in this browser's cookie that `userId` hid the banner (no-op when already there). */
export function rememberWelcomeHidden(userId: number | null | undefined) {
  if (typeof document === 'undefined' || userId == null) return;
  try {
    if (welcomeHiddenIds(document.cookie).includes(String(userId))) return;
    document.cookie = welcomeHiddenCookie(document.cookie, userId, location.protocol === 'https:');
  } catch { /* cookies off: the banner shows in the HTML and React removes it */ }
}
