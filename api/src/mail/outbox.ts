import type { FastifyBaseLogger } from 'fastify';
import type { Db, Queryable } from '../db/client.js';

/** What replaces a credential link in a stored mail once it is no longer needed. */
export const REDACTED_LINK = '[link removed from the outbox]';
/** A link in a mail body that carries a token (a run of 32 or more hex digits anywhere in the URL). */
const SECRET_LINK_SQL = 'https?://[^[:space:]]*[0-9a-fA-F]{32}[^[:space:]]*';

/** A mail that carries a credential link (password reset, invite). */
export interface SecretLink {
  /** Groups the mails of one credential ('reset:<user id>', 'invite:<invite id>') so they can be revoked together. */
  key: string;
  /** The link's lifetime: the stored body loses it at the latest then. */
  validHours: number;
  /** The new mail's link replaces the earlier ones of the key (those stop working): remove them now. */
  replaces?: boolean;
}

/**
 * Mail goes to the outbox table always (so it can be audited and, in the demo, followed), and is
 * sent through SMTP when SMTP_URL is set. Without SMTP the api logs it so a person can click links:
 * then the log and the outbox are the delivery channel (development and the demo only).
 *
 * Credential links are not kept in plaintext longer than needed (issue 10 item 8): a mail sent
 * with `secret` loses its link in the outbox once SMTP accepted it, once its credential is used
 * or replaced (revoke), and at the latest when the link expires (purgeExpired, run at every send
 * and at start). Subject, recipient and time stay for the audit.
 */
export class Mailer {
  private transport: Promise<{ sendMail(m: object): Promise<unknown> }> | null = null;
  /** True while the demo seed runs: its mail still lands in the outbox, without filling the console. */
  quiet = false;
  constructor(private db: Db, private log: FastifyBaseLogger, private smtpUrl: string | undefined, private from: string) {
    if (smtpUrl) this.transport = import('nodemailer').then((m) => m.default.createTransport(smtpUrl));
  }

  async send(to: string, subject: string, body: string, options: { secret?: SecretLink } = {}): Promise<void> {
    const { secret } = options;
    await this.purgeExpired();
    if (secret?.replaces) await this.revoke(this.db, secret.key);
    const { rows } = await this.db.query<{ id: number }>(
      `INSERT INTO outbox (to_address, subject, body, secret_key, secret_until)
       VALUES ($1, $2, $3, $4, CASE WHEN $4::text IS NULL THEN NULL ELSE now() + make_interval(hours => $5::int) END) RETURNING id`,
      [to, subject, body, secret?.key ?? null, secret?.validHours ?? 0]);
    if (!this.transport) {
      if (!this.quiet) this.log.info({ to, subject }, `mail (outbox #${rows[0].id}, no SMTP configured):\n${body}`);
      return;
    }
    try {
      await (await this.transport).sendMail({ from: this.from, to, subject, text: body });
      await this.db.query('UPDATE outbox SET sent_at = now() WHERE id = $1', [rows[0].id]);
      // Delivered: the outbox copy of a credential link is no longer needed.
      if (secret) await this.redact(this.db, 'id = $1', [rows[0].id]);
    } catch (error) {
      // The message stays unsent in the outbox; the user's action still succeeds.
      this.log.error({ err: error, to, subject }, 'SMTP send failed');
    }
  }

  /**
   * Writes a mail to the outbox in the caller's transaction without sending it (the mail exists
   * exactly when the caller's change does: reminders.ts). Without SMTP the outbox is the delivery
   * channel and the mail is logged like send() logs it; with SMTP, deliverQueued() sends it after
   * the transaction commits, from whichever process claims it first. Answers the outbox id.
   */
  async queue(db: Queryable, to: string, subject: string, body: string, options: { secret?: SecretLink } = {}): Promise<number> {
    const { secret } = options;
    const { rows } = await db.query<{ id: number }>(
      `INSERT INTO outbox (to_address, subject, body, secret_key, secret_until, deliver)
       VALUES ($1, $2, $3, $4, CASE WHEN $4::text IS NULL THEN NULL ELSE now() + make_interval(hours => $5::int) END, $6) RETURNING id`,
      [to, subject, body, secret?.key ?? null, secret?.validHours ?? 0, !!this.transport]);
    return rows[0].id;
  }

  /** Logs queued mails (no SMTP: the log and the outbox are the channel), after their transaction committed. */
  logQueued(ids: number[], mails: Array<{ to: string; subject: string; body: string }>) {
    if (this.transport || this.quiet) return;
    mails.forEach((m, i) => this.log.info({ to: m.to, subject: m.subject }, `mail (outbox #${ids[i]}, no SMTP configured):\n${m.body}`));
  }

  /**
   * Sends queued mails through SMTP (queue()), each claimed by one process (FOR UPDATE SKIP LOCKED,
   * then delivering_at): a process that died mid-delivery leaves its claim for 10 minutes, then the
   * next pass tries again. Answers how many were accepted. SMTP itself is at-least-once: a crash
   * after the server accepted a mail and before it was marked sent repeats that one mail.
   */
  async deliverQueued(limit = 20): Promise<number> {
    if (!this.transport) return 0;
    let delivered = 0;
    for (let i = 0; i < limit; i++) {
      const { rows } = await this.db.query<{ id: number; to_address: string; subject: string; body: string; secret_key: string | null }>(
        `UPDATE outbox SET delivering_at = now()
         WHERE id = (SELECT id FROM outbox WHERE deliver AND sent_at IS NULL AND (delivering_at IS NULL OR delivering_at < now() - interval '10 minutes')
                     ORDER BY id FOR UPDATE SKIP LOCKED LIMIT 1)
         RETURNING id, to_address, subject, body, secret_key`);
      const mail = rows[0];
      if (!mail) break;
      try {
        await (await this.transport).sendMail({ from: this.from, to: mail.to_address, subject: mail.subject, text: mail.body });
        await this.db.query('UPDATE outbox SET sent_at = now(), deliver = false WHERE id = $1', [mail.id]);
        if (mail.secret_key) await this.redact(this.db, 'id = $1', [mail.id]);
        delivered++;
      } catch (error) {
        this.log.error({ err: error, to: mail.to_address, subject: mail.subject }, 'SMTP send failed (tried again later)');
        break;
      }
    }
    return delivered;
  }

  /** The credential of `key` was used, replaced or revoked: its mails lose their links (in tx when given). */
  async revoke(db: Queryable, key: string): Promise<void> {
    await this.redact(db, 'secret_key = $1', [key]);
  }

  /** Removes the links of mails whose credential has expired. */
  async purgeExpired(): Promise<void> {
    await this.redact(this.db, 'secret_until <= now()', []);
  }

  private async redact(db: Queryable, where: string, params: unknown[]): Promise<void> {
    const n = params.length + 1;
    await db.query(
      `UPDATE outbox SET body = regexp_replace(body, $${n}, $${n + 1}, 'g'), redacted_at = now()
       WHERE secret_key IS NOT NULL AND redacted_at IS NULL AND ${where}`, [...params, SECRET_LINK_SQL, REDACTED_LINK]);
  }
}
