import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../db/client.js';

/**
 * Mail goes to the outbox table always (so it can be audited and, in the demo, followed), and is
 * sent through SMTP when SMTP_URL is set. Without SMTP the api logs it so a person can click links.
 */
export class Mailer {
  private transport: Promise<{ sendMail(m: object): Promise<unknown> }> | null = null;
  /** True while the demo seed runs: its mail still lands in the outbox, without filling the console. */
  quiet = false;
  constructor(private db: Db, private log: FastifyBaseLogger, private smtpUrl: string | undefined, private from: string) {
    if (smtpUrl) this.transport = import('nodemailer').then((m) => m.default.createTransport(smtpUrl));
  }

  async send(to: string, subject: string, body: string): Promise<void> {
    const { rows } = await this.db.query<{ id: number }>(
      'INSERT INTO outbox (to_address, subject, body) VALUES ($1, $2, $3) RETURNING id', [to, subject, body]);
    if (!this.transport) {
      if (!this.quiet) this.log.info({ to, subject }, `mail (outbox #${rows[0].id}, no SMTP configured):\n${body}`);
      return;
    }
    try {
      await (await this.transport).sendMail({ from: this.from, to, subject, text: body });
      await this.db.query('UPDATE outbox SET sent_at = now() WHERE id = $1', [rows[0].id]);
    } catch (error) {
      // The message stays unsent in the outbox; the user's action still succeeds.
      this.log.error({ err: error, to, subject }, 'SMTP send failed');
    }
  }
}
