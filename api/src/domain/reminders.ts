import crypto from 'node:crypto';
import type { ApiContext } from '../context.js';
import type { Queryable } from '../db/client.js';
import { hashToken } from '../auth/passwords.js';
import { recordActivity } from './activity.js';
import { AGREEMENT_TYPE_LABELS, PROPOSAL_TYPE_LABELS } from './lead-documents.js';
import { notify, WEB_LINKS } from './notifications.js';

/**
 * Issue 26 item 15, reminders. An unsigned agreement and an unviewed web proposal link remind the
 * customer by e-mail on the organization's schedule: day offsets after the link was sent (default
 * 3 and 7; 0–3 of them, each 1–60 days; on or off).
 *
 * The link. Sign tokens and proposal-link tokens are stored only hashed, so a reminder cannot
 * rebuild the link the customer holds. It is captured when it is issued (scheduleReminders, called
 * by the routes that send an agreement, resend it and create a web link, while the raw token is in
 * hand) and kept in reminder_links sealed with AES-256-GCM under a key derived from the api's media
 * secret — a copy of the database alone does not reveal it — and only while a reminder may still
 * go out: the last reminder, and any reason to stop, wipe it. The customer's link never changes: a
 * reminder carries the very link they were sent (no new token replaces theirs).
 *
 * Sending. runReminders() (the api's worker every minute; tests call it with their own `now`)
 * claims one due link at a time with FOR UPDATE SKIP LOCKED and, in the same transaction, checks
 * that it is still live (the agreement row share-locked, so a signature or void waits for the
 * reminder or the reminder sees it), writes the mail to the outbox, the (link, day) row of
 * reminders_sent (unique), the timeline entry and the bell. A process that dies before commit
 * leaves nothing behind (the next pass sends it); after commit the reminder exists exactly once.
 */

/** The schedule's bounds (the settings route, the gateway and the web form use them). */
export const REMINDER_LIMITS = { maxSteps: 3, minDay: 1, maxDay: 60 } as const;
export const DEFAULT_REMINDER_DAYS = [3, 7] as const;
/** How often the in-process worker looks for due reminders. */
export const REMINDER_TICK_MS = 60_000;
/** The outbox keeps a reminder's link at most this long (like the signing mail's). */
const REMINDER_MAIL_HOURS = 7 * 24;

export type ReminderSubject = 'agreement' | 'proposal_link';

/** Why reminders of a link stopped (reminder_links.stop_reason). */
export const REMINDER_STOP_REASONS = ['completed', 'signed', 'voided', 'replaced', 'revoked', 'expired', 'viewed', 'lead_cancelled', 'link_unavailable'] as const;

/** Mail texts, written once (tests import them). */
export const REMINDER_TEXTS = {
  agreementSubject: (title: string, org: string) => `Reminder: ${title} from ${org} is waiting for your signature`,
  agreementBody: (name: string, org: string, title: string, lead: string, url: string) =>
    `Hello ${name},\n\nA friendly reminder: ${org} sent you the ${title} for ${lead}, and it is not signed yet.`
    + `\nRead and sign it here:\n${url}\n\nIf you have questions, reply to your contact at ${org}.\n`,
  proposalSubject: (org: string) => `Reminder: your solar proposal from ${org}`,
  proposalBody: (name: string, org: string, type: string, lead: string, url: string) =>
    `Hello ${name},\n\nA friendly reminder: ${org} prepared a ${type} proposal for ${lead}.`
    + `\nView it here:\n${url}\n\nIf you have questions, reply to your contact at ${org}.\n`,
  notificationTitle: (what: string) => `Reminder sent: ${what}`,
  notificationBody: (who: string, what: string, lead: string, day: number) => `${who} was reminded of the ${what} for ${lead} (day ${day}).`,
} as const;

/** Checks a schedule; answers the problem's text or null. Days are distinct whole numbers, sorted by the caller. */
export function reminderDaysProblem(days: unknown): string | null {
  if (!Array.isArray(days)) return 'Enter a list of days.';
  if (days.length > REMINDER_LIMITS.maxSteps) return `At most ${REMINDER_LIMITS.maxSteps} reminders.`;
  for (const d of days) {
    if (!Number.isInteger(d) || d < REMINDER_LIMITS.minDay || d > REMINDER_LIMITS.maxDay) return `Each reminder is ${REMINDER_LIMITS.minDay}–${REMINDER_LIMITS.maxDay} days after sending.`;
  }
  if (new Set(days).size !== days.length) return 'Each day once.';
  return null;
}

// ---- the sealed link -------------------------------------------------------------------------

const keys = new WeakMap<object, Promise<Buffer>>();

/**
 * The sealing key: HKDF of the media secret (MEDIA_SECRET, else the one kept in app_settings),
 * read through `q` — the caller's transaction when there is one (PGlite has one connection: a
 * query beside an open transaction would wait for it forever).
 */
function sealKey(ctx: Pick<ApiContext, 'config' | 'db'>, q: Queryable): Promise<Buffer> {
  let key = keys.get(ctx.db);
  if (!key) {
    key = (async () => {
      const secret = ctx.config.mediaSecret
        ?? (await q.query<{ value: string }>(`SELECT value FROM app_settings WHERE key = 'media_secret'`)).rows[0]?.value;
      if (!secret) throw new Error('no media secret to seal reminder links with');
      return Buffer.from(crypto.hkdfSync('sha256', secret, 'portal', 'reminder-links', 32));
    })();
    keys.set(ctx.db, key);
    key.catch(() => keys.delete(ctx.db));
  }
  return key;
}

export async function sealLink(ctx: Pick<ApiContext, 'config' | 'db'>, link: string, q: Queryable = ctx.db): Promise<string> {
  const iv = crypto.randomBytes(12);
  const cipher = crypto.createCipheriv('aes-256-gcm', await sealKey(ctx, q), iv);
  const data = Buffer.concat([cipher.update(link, 'utf8'), cipher.final()]);
  return [iv, cipher.getAuthTag(), data].map((b) => b.toString('base64url')).join('.');
}

/** The link, or null when it cannot be opened (another secret, tampered). */
export async function openLink(ctx: Pick<ApiContext, 'config' | 'db'>, sealed: string, q: Queryable = ctx.db): Promise<string | null> {
  const key = await sealKey(ctx, q);
  try {
    const [iv, tag, data] = sealed.split('.').map((p) => Buffer.from(p, 'base64url'));
    const decipher = crypto.createDecipheriv('aes-256-gcm', key, iv);
    decipher.setAuthTag(tag);
    return Buffer.concat([decipher.update(data), decipher.final()]).toString('utf8');
  } catch {
    return null;
  }
}

// ---- scheduling ------------------------------------------------------------------------------

export interface ReminderSchedule {
  subject: ReminderSubject;
  /** The agreement's or the proposal link's id. */
  id: number;
  leadId: number;
  organizationId: number;
  /** The raw token and the link that carries it, as just issued. */
  token: string;
  url: string;
  /** The customer; no reminders without an address. */
  toAddress: string | null | undefined;
  toName: string;
  sentBy: number | null;
  /** The outbox key of the link's mails (the agreement's signMailKey), so a signature or void removes reminder links too. */
  mailKey?: string;
}

/**
 * Lets reminders follow a link just issued, in the caller's transaction (the schedule itself is
 * the organization's at each reminder's time, so changing the settings changes pending ones). An
 * earlier link of the same agreement (resend) stops at the worker's next pass: its token no
 * longer matches (no row of it is touched here, so a resend never waits for a running worker).
 */
export async function scheduleReminders(ctx: Pick<ApiContext, 'config' | 'db'>, tx: Queryable, s: ReminderSchedule): Promise<void> {
  const to = s.toAddress?.trim();
  if (!to) return;
  await tx.query(
    `INSERT INTO reminder_links (organization_id, lead_id, agreement_id, proposal_link_id, token_hash, sealed_link, to_address, to_name, sent_by, mail_key)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10)`,
    [s.organizationId, s.leadId, s.subject === 'agreement' ? s.id : null, s.subject === 'proposal_link' ? s.id : null,
      hashToken(s.token), await sealLink(ctx, s.url, tx), to.slice(0, 320), s.toName.slice(0, 300), s.sentBy, s.mailKey ?? `proposal_link:${s.id}`]);
}

// ---- the worker ------------------------------------------------------------------------------

/** Why a live link's reminders stop now (null: still live); one SQL expression over r, l, a, k and $1 (now). */
const STOP_REASON_SQL = `
  CASE
    WHEN l.cancelled_at IS NOT NULL THEN 'lead_cancelled'
    WHEN r.agreement_id IS NOT NULL AND (a.file_signed IS NOT NULL OR a.signed_datetime IS NOT NULL) THEN 'signed'
    WHEN r.agreement_id IS NOT NULL AND a.voided_at IS NOT NULL THEN 'voided'
    WHEN r.agreement_id IS NOT NULL AND (a.superseded OR a.sign_token_hash IS DISTINCT FROM r.token_hash) THEN 'replaced'
    WHEN r.proposal_link_id IS NOT NULL AND k.revoked_at IS NOT NULL THEN 'revoked'
    WHEN r.proposal_link_id IS NOT NULL AND k.expires_at <= $1::timestamptz THEN 'expired'
    WHEN r.proposal_link_id IS NOT NULL AND k.first_viewed_at IS NOT NULL THEN 'viewed'
  END`;

const LINK_JOINS = `
  FROM reminder_links r JOIN leads l ON l.id = r.lead_id
  LEFT JOIN agreements a ON a.id = r.agreement_id LEFT JOIN proposal_links k ON k.id = r.proposal_link_id`;

export interface RunOptions {
  /** The clock (tests pass a later one instead of waiting days). */
  now?: Date;
  /** Only this lead's links (the e2e hook). */
  leadId?: number | null;
  /** At most this many reminders in one pass. */
  limit?: number;
  /**
   * Called inside the transaction after the reminder's rows are written, before commit: the
   * multi-process test ends its process here to prove a crash loses and doubles nothing.
   */
  beforeCommit?: (reminder: { linkId: number; day: number }) => Promise<void> | void;
}

/** Stops links that should remind no more: their sealed link is wiped. Answers how many. */
export async function stopFinishedReminders(ctx: Pick<ApiContext, 'db' | 'mail'>, now = new Date()): Promise<number> {
  return ctx.db.transaction(async (tx) => {
    const { rows } = await tx.query<{ id: number; reason: string; mail_key: string | null; proposal_link_id: number | null }>(
      `WITH s AS (
         SELECT r.id, ${STOP_REASON_SQL} AS reason ${LINK_JOINS}
         WHERE r.stopped_at IS NULL FOR UPDATE OF r SKIP LOCKED)
       UPDATE reminder_links r SET stopped_at = $1::timestamptz, stop_reason = s.reason, sealed_link = NULL
       FROM s WHERE s.id = r.id AND s.reason IS NOT NULL AND r.stopped_at IS NULL
       RETURNING r.id, s.reason, r.mail_key, r.proposal_link_id`, [now]);
    // Reminder mails of a proposal link lose their link in the outbox too (agreements' keys are
    // revoked by their own routes on signing, voiding and resending; a cancelled lead's here).
    for (const row of rows) {
      if (row.mail_key && (row.proposal_link_id || row.reason === 'lead_cancelled')) await ctx.mail.revoke(tx, row.mail_key);
    }
    return rows.length;
  });
}

interface DueRow {
  id: number; lead_id: number; agreement_id: number | null; proposal_link_id: number | null; sealed_link: string | null;
  to_address: string; to_name: string; sent_by: number | null; base_at: Date; last_day: number; mail_key: string | null;
  reminder_days: number[]; organization_id: number; organization_name: string; lead_name: string; associated_user_id: number | null;
}

/** The largest scheduled day past `last` whose time has come, and whether a later one remains. */
export function dueDay(days: number[], baseAt: Date, lastDay: number, now: Date): { day: number | null; more: boolean } {
  const sorted = [...days].sort((x, y) => x - y);
  const due = sorted.filter((d) => d > lastDay && baseAt.getTime() + d * 86_400_000 <= now.getTime());
  const day = due.length ? due[due.length - 1] : null;
  return { day, more: sorted.some((d) => d > (day ?? lastDay)) };
}

/**
 * Sends every due reminder once (see the header); answers how many were sent and stopped. Safe to
 * run in any number of processes at once.
 */
export async function runReminders(ctx: Pick<ApiContext, 'db' | 'mail' | 'config'>, options: RunOptions = {}): Promise<{ sent: number; stopped: number }> {
  const now = options.now ?? new Date();
  const limit = options.limit ?? 100;
  let stopped = await stopFinishedReminders(ctx, now);
  let sent = 0;
  const mails: Array<{ id: number; to: string; subject: string; body: string }> = [];
  for (let i = 0; i < limit; i++) {
    const outcome = await ctx.db.transaction(async (tx) => {
      const row = (await tx.query<DueRow>(
        `SELECT r.*, o.reminder_days, l.organization_id, o.name AS organization_name, l.name AS lead_name, l.associated_user_id
           FROM reminder_links r JOIN leads l ON l.id = r.lead_id JOIN organizations o ON o.id = l.organization_id
          WHERE r.stopped_at IS NULL AND o.reminders_enabled AND ($2::int IS NULL OR r.lead_id = $2::int)
            -- A deactivated organization's links answer "no longer available": its reminders wait (not stopped: reactivating resumes them).
            AND o.deactivated_at IS NULL
            AND EXISTS (SELECT 1 FROM unnest(o.reminder_days) d WHERE d > r.last_day AND r.base_at + make_interval(days => d) <= $1::timestamptz)
          ORDER BY r.id LIMIT 1 FOR UPDATE OF r SKIP LOCKED`, [now, options.leadId ?? null])).rows[0];
      if (!row) return null;
      // The subject, share-locked: a signature, void or revoke waits for this reminder, or it sees them.
      if (row.agreement_id) await tx.query('SELECT id FROM agreements WHERE id = $1 FOR SHARE', [row.agreement_id]);
      else await tx.query('SELECT id FROM proposal_links WHERE id = $1 FOR SHARE', [row.proposal_link_id]);
      const live = (await tx.query<{ reason: string | null; agreement_type: number | null; title: string | null; proposal_type: number | null; proposal_id: number | null }>(
        `SELECT ${STOP_REASON_SQL} AS reason, a.agreement_type, a.summary->>'title' AS title, p.proposal_type, p.id AS proposal_id
         ${LINK_JOINS} LEFT JOIN proposals p ON p.id = k.proposal_id WHERE r.id = $2`, [now, row.id])).rows[0];
      const stop = async (reason: string) => {
        await tx.query('UPDATE reminder_links SET stopped_at = $2, stop_reason = $3, sealed_link = NULL WHERE id = $1', [row.id, now, reason]);
        // As stopFinishedReminders: earlier reminder mails of a proposal link (or a cancelled lead's) lose the link in the outbox.
        if (row.mail_key && (row.proposal_link_id || reason === 'lead_cancelled')) await ctx.mail.revoke(tx, row.mail_key);
        return 'stopped' as const;
      };
      if (live.reason) return stop(live.reason);
      const url = row.sealed_link ? await openLink(ctx, row.sealed_link, tx) : null;
      if (!url) return stop('link_unavailable');
      const { day, more } = dueDay(row.reminder_days, new Date(row.base_at), row.last_day, now);
      if (day == null) return null; // cannot happen: the query found a due day
      // The (link, day) row is the reminder's identity: never a second one (unique), even if a lock were lost.
      const mark = await tx.query<{ id: number }>(
        'INSERT INTO reminders_sent (reminder_link_id, day) VALUES ($1, $2) ON CONFLICT (reminder_link_id, day) DO NOTHING RETURNING id', [row.id, day]);
      await tx.query(
        `UPDATE reminder_links SET last_day = $2${more ? '' : `, stopped_at = $3, stop_reason = 'completed', sealed_link = NULL`} WHERE id = $1`,
        more ? [row.id, day] : [row.id, day, now]);
      if (!mark.rows[0]) return 'skipped' as const;
      const agreement = row.agreement_id != null;
      const label = agreement ? (AGREEMENT_TYPE_LABELS[live.agreement_type ?? -1] ?? 'Agreement') : `${PROPOSAL_TYPE_LABELS[live.proposal_type ?? -1] ?? ''} proposal`.trim();
      const name = row.to_name || 'there';
      const subject = agreement
        ? REMINDER_TEXTS.agreementSubject(live.title || label, row.organization_name)
        : REMINDER_TEXTS.proposalSubject(row.organization_name);
      const body = agreement
        ? REMINDER_TEXTS.agreementBody(name, row.organization_name, live.title || label, row.lead_name, url)
        : REMINDER_TEXTS.proposalBody(name, row.organization_name, PROPOSAL_TYPE_LABELS[live.proposal_type ?? -1] ?? 'solar', row.lead_name, url);
      const outboxId = await ctx.mail.queue(tx, row.to_address, subject, body,
        { secret: { key: row.mail_key ?? `proposal_link:${row.proposal_link_id}`, validHours: REMINDER_MAIL_HOURS } });
      await tx.query('UPDATE reminders_sent SET outbox_id = $2 WHERE id = $1', [mark.rows[0].id, outboxId]);
      await recordActivity(tx, {
        leadId: row.lead_id, actor: null, action: 'reminder_sent',
        detail: {
          // As other entries name documents: the agreement's kind and id, or the linked proposal's type and id.
          kind: agreement ? 'agreement' : 'proposal_link', document_type: agreement ? label : (PROPOSAL_TYPE_LABELS[live.proposal_type ?? -1] ?? null),
          document_id: agreement ? row.agreement_id : live.proposal_id,
          link_id: row.proposal_link_id ?? undefined, recipient: row.to_name || null, recipient_email: row.to_address, day,
        },
      });
      await notify(tx, {
        userIds: [row.associated_user_id, row.sent_by], kind: 'reminder_sent', organizationId: row.organization_id,
        title: REMINDER_TEXTS.notificationTitle(label), body: REMINDER_TEXTS.notificationBody(row.to_name || row.to_address, label, row.lead_name, day),
        link: WEB_LINKS.lead(row.lead_id),
        subject: agreement ? { type: 'agreement', id: row.agreement_id! } : { type: 'proposal_link', id: row.proposal_link_id! },
      });
      await options.beforeCommit?.({ linkId: row.id, day });
      return { id: outboxId, to: row.to_address, subject, body };
    });
    if (outcome === null) break;
    if (outcome === 'stopped') stopped++;
    else if (outcome !== 'skipped') { sent++; mails.push(outcome); }
  }
  // After commit: logged (no SMTP) or delivered through SMTP by whichever process claims each.
  ctx.mail.logQueued(mails.map((m) => m.id), mails);
  await ctx.mail.deliverQueued();
  return { sent, stopped };
}

/** Runs the worker every REMINDER_TICK_MS in this process (with the job worker on); returns a stop function. */
export function startReminderWorker(ctx: Pick<ApiContext, 'db' | 'mail' | 'config'>, log: { error(obj: object, msg: string): void }, everyMs = REMINDER_TICK_MS): () => void {
  let running: Promise<unknown> | null = null;
  const tick = () => {
    if (running) return;
    running = runReminders(ctx).catch((error) => log.error({ err: error }, 'reminders failed')).finally(() => { running = null; });
  };
  const timer = setInterval(tick, everyMs);
  timer.unref();
  return () => clearInterval(timer);
}
