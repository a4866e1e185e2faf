import type { Queryable } from '../db/client.js';

/** Five failures in a row lock the account for 15 minutes (decisions.md), per client address. */
export const LOCK_AFTER_FAILURES = 5;
export const LOCK_MINUTES = 15;
/** A count untouched this long starts again from zero (and its row may be purged). */
const FORGET_AFTER = '1 day';

/**
 * Failed sign-ins are counted per (account, client address) in login_attempts.
 *
 * The count is taken BEFORE the password is checked, in one atomic upsert, so N parallel guesses
 * see N different counts and only the first LOCK_AFTER_FAILURES reach scrypt; the others are
 * refused at once. A success clears the row; the failure that completes the count sets the lock.
 *
 * The key includes the client address so that a stranger guessing a victim's password locks the
 * account only for the stranger's address: the victim, from elsewhere, still signs in. An unknown
 * account is counted under its normalised login, so it locks after the same five attempts and
 * cannot be told apart from a real one by its lock behaviour.
 */
export function accountKey(user: { id: number } | undefined, login: string): string {
  return user ? `user:${user.id}` : `login:${login}`;
}

export type Reservation = { allowed: true } | { allowed: false; minutes: number; seconds: number };

/** Counts one attempt; refuses (with the minutes left) when the account is locked for this address. */
export async function reserveLoginAttempt(db: Queryable, account: string, address: string): Promise<Reservation> {
  const { rows } = await db.query<{ attempts: number; minutes: number; seconds: number }>(
    `INSERT INTO login_attempts AS a (account, address, attempts, updated) VALUES ($1, $2, 1, now())
     ON CONFLICT (account, address) DO UPDATE SET
       attempts = CASE WHEN a.locked_until <= now() OR a.updated < now() - $5::interval THEN 1 ELSE a.attempts + 1 END,
       locked_until = CASE
         WHEN a.locked_until <= now() OR a.updated < now() - $5::interval THEN NULL
         -- Over the limit with no lock yet (the last allowed attempt is still running, or died):
         -- lock now, so a count can never stay above the limit without an end.
         WHEN a.attempts + 1 > $3::int THEN coalesce(a.locked_until, now() + make_interval(mins => $4::int))
         ELSE a.locked_until END,
       updated = now()
     RETURNING attempts,
       -- now() is when this transaction began: one that waited on the row lock can see a lock set
       -- after it began, so the minutes left are capped at the lock's length.
       least($4::int, greatest(1, ceil(extract(epoch FROM (coalesce(locked_until, now()) - now())) / 60)))::int AS minutes,
       -- The same in whole seconds, for Retry-After.
       least($4::int * 60, greatest(1, ceil(extract(epoch FROM (coalesce(locked_until, now()) - now())))))::int AS seconds`,
    [account, address, LOCK_AFTER_FAILURES, LOCK_MINUTES, FORGET_AFTER]);
  const row = rows[0];
  return row.attempts > LOCK_AFTER_FAILURES ? { allowed: false, minutes: row.minutes, seconds: row.seconds } : { allowed: true };
}

/** A reserved attempt failed: the failure that completes the count locks the account for this address. */
export async function recordLoginFailure(db: Queryable, account: string, address: string): Promise<void> {
  await db.query(
    `UPDATE login_attempts SET locked_until = coalesce(locked_until, now() + make_interval(mins => $4::int)), updated = now()
     WHERE account = $1 AND address = $2 AND attempts >= $3::int`,
    [account, address, LOCK_AFTER_FAILURES, LOCK_MINUTES]);
}

/** A success ends the run of failures from this address. */
export async function clearLoginAttempts(db: Queryable, account: string, address: string): Promise<void> {
  await db.query('DELETE FROM login_attempts WHERE account = $1 AND address = $2', [account, address]);
}

/** A new password (reset) lifts every lock of the account, from every address. */
export async function clearAccountAttempts(db: Queryable, userId: number): Promise<void> {
  await db.query('DELETE FROM login_attempts WHERE account = $1', [`user:${userId}`]);
}

let lastPurge = 0;
/** Drops counts nobody has touched for a day (at most once an hour per process). */
export async function purgeStaleAttempts(db: Queryable): Promise<void> {
  if (Date.now() - lastPurge < 3600_000) return;
  lastPurge = Date.now();
  await db.query(`DELETE FROM login_attempts WHERE updated < now() - $1::interval AND (locked_until IS NULL OR locked_until < now())`, [FORGET_AFTER]);
}
