import type { Queryable } from '../db/client.js';
import type { Mailer } from '../mail/outbox.js';
import { clearAccountAttempts } from './login-attempts.js';

/** The outbox key of a user's password reset mails. */
export const resetMailKey = (userId: number) => `reset:${userId}`;
/** The outbox key of an invite's mails (a re-invite replaces the link: same invite, new token). */
export const inviteMailKey = (inviteId: number) => `invite:${inviteId}`;

/**
 * Gives the account a new password (a reset, or any future change-password route), inside tx:
 * every reset link of the account stops working (used or not) and its mails lose the link, every
 * session ends except keepTokenHash (the session that changed it, if any), and sign-in locks from
 * every address are lifted. Returns the account's e-mail.
 */
export async function setPassword(tx: Queryable, mail: Mailer, userId: number, passwordHash: string, keepTokenHash: string | null = null): Promise<string> {
  const { rows } = await tx.query<{ email: string }>('UPDATE users SET password_hash = $2 WHERE id = $1 RETURNING email', [userId, passwordHash]);
  await tx.query('UPDATE password_resets SET used_at = now() WHERE user_id = $1 AND used_at IS NULL', [userId]);
  await mail.revoke(tx, resetMailKey(userId));
  await tx.query('DELETE FROM auth_tokens WHERE user_id = $1 AND token_hash IS DISTINCT FROM $2::text', [userId, keepTokenHash]);
  await clearAccountAttempts(tx, userId);
  return rows[0].email;
}
