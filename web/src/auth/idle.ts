/**
 * §4 idle time-out, the parts without React: the last access time lives in localStorage so every
 * tab of the portal shares it (activity in one tab keeps the others signed in too).
 */

export const LAST_ACCESS_KEY = 'portal.lastAccess';
/** Writing on every pointer move or key would thrash storage; once per 5 s is precise enough. */
export const RECORD_THROTTLE_MS = 5_000;
/** How often a signed-in page checks whether the user has been idle too long. */
export const IDLE_CHECK_MS = 30_000;
/** The user actions that count as access (§4 "every user action"). */
export const ACTIVITY_EVENTS = ['pointerdown', 'keydown', 'scroll'] as const;

/** True when the last access is more than `minutes` before `now`. No stored time is never expired. */
export function isIdleExpired(lastAccess: number | null, now: number, minutes: number): boolean {
  if (lastAccess == null) return false;
  return now - lastAccess > minutes * 60_000;
}

/** True when an action at `now` should be written (the stored time is missing or ≥ 5 s old). */
export function shouldRecord(lastAccess: number | null, now: number, throttleMs = RECORD_THROTTLE_MS): boolean {
  return lastAccess == null || now - lastAccess >= throttleMs || now < lastAccess;
}

/** The stored last access time, or null when missing, unreadable or storage is blocked. */
export function readLastAccess(storage: Storage | undefined = safeStorage()): number | null {
  try {
    const raw = storage?.getItem(LAST_ACCESS_KEY);
    if (raw == null) return null;
    const value = Number(raw);
    return Number.isFinite(value) ? value : null;
  } catch {
    return null;
  }
}

export function writeLastAccess(now: number, storage: Storage | undefined = safeStorage()): void {
  try {
    storage?.setItem(LAST_ACCESS_KEY, String(now));
  } catch {
    // Private mode or a full quota: the time-out then only counts from this page's own activity.
  }
}

export function clearLastAccess(storage: Storage | undefined = safeStorage()): void {
  try {
    storage?.removeItem(LAST_ACCESS_KEY);
  } catch {
    // See writeLastAccess.
  }
}

/** Records a user action, throttled (the throttle reads the stored time, so tabs share it too). */
export function recordActivity(now = Date.now(), storage: Storage | undefined = safeStorage()): void {
  if (shouldRecord(readLastAccess(storage), now)) writeLastAccess(now, storage);
}

/**
 * Listens for user actions on `target` and records them. Returns the function that stops it.
 * Capture phase and passive: components that stop propagation still count, and scrolling is
 * never delayed.
 */
export function listenForActivity(target: Pick<Window, 'addEventListener' | 'removeEventListener'> = window): () => void {
  const onActivity = () => recordActivity();
  const options = { capture: true, passive: true } as const;
  ACTIVITY_EVENTS.forEach((type) => target.addEventListener(type, onActivity, options));
  return () => ACTIVITY_EVENTS.forEach((type) => target.removeEventListener(type, onActivity, options));
}

function safeStorage(): Storage | undefined {
  try {
    return typeof window === 'undefined' ? undefined : window.localStorage;
  } catch {
    return undefined;
  }
}
