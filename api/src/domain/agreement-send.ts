import type { ApiContext } from '../context.js';
import { hashToken, newToken } from '../auth/passwords.js';
import type { Queryable } from '../db/client.js';
import { badRequest } from '../http/errors.js';
import { isEmail } from '../http/formats.js';
import { MESSAGES } from '../messages.js';
import type { AgreementSummary } from '../pdf/agreement.js';
import { recordActivity, type ActivityActor } from './activity.js';
import { AGREEMENT_SELECT, AGREEMENT_TYPE_LABELS, agreementJson, PROPOSAL_STATUS, signUrlOf } from './lead-documents.js';
import type { LeadRow } from './lead-access.js';
import { refuseCancelled } from './lead-access.js';
import { agreementMailBody, cleanAgreementMessage } from './agreement-mail.js';
import { MESSAGES_26 } from './agreement-messages.js';
import { scheduleReminders } from './reminders.js';

/** The outbox keeps a mailed signing link at most this long (the link itself does not expire). */
export const SIGN_MAIL_HOURS = 7 * 24;
/** One live signing link per lead and kind: its mails share this key, so a newer link or a signature removes them. */
export const signMailKey = (leadId: number, agreementType: number) => `agreement:${leadId}:${agreementType}`;

/** The customer's first valid e-mail (customer.emails may be a list of strings or of {email}). */
export function customerEmail(customer: any): string | null {
  const raw = customer?.emails ?? customer?.email;
  const list = Array.isArray(raw) ? raw : typeof raw === 'string' ? raw.split(',') : [];
  for (const item of list) {
    const value = String(typeof item === 'object' && item ? item.email ?? item.value ?? '' : item).trim();
    if (isEmail(value)) return value;
  }
  return null;
}

export const customerName = (lead: any) => {
  const c = lead.customer ?? {};
  return String(c.name || [c.first_name, c.last_name].filter(Boolean).join(' ') || lead.name);
};

export interface SendAgreementInput {
  /** The lead, as read (and ideally locked) in tx; the caller has checked who may send (canSendAgreement). */
  lead: LeadRow;
  /** 0 LOI, 1 Clean Energy PPA. */
  agreementType: number;
  /** A proposal of the lead, or null/undefined for the newest active generated one. */
  proposalId?: number | null;
  /** Who sends: a staff member, or null when the customer started it (accepting a web proposal). */
  sentBy: ActivityActor;
  /** The rep's note for the mail (plain text, AGREEMENT_MESSAGE_MAX characters at most); null: the default wording. */
  message?: string | null;
}

/** What sendAgreement made, for deliverAgreement once the transaction committed. */
export interface SentAgreement {
  id: number;
  leadId: number;
  agreementType: number;
  token: string;
  email: string | null;
  summary: AgreementSummary;
  message: string | null;
}

/**
 * Sends an agreement for signing, inside the caller's transaction: checks the proposal, makes the
 * unsigned PDF, stores the agreement with a fresh signing token (hashed), supersedes the lead's
 * earlier unsigned one of the same kind and records `agreement_sent` on the timeline.
 * Refuses a cancelled lead (409) and a PPA without a priced, generated proposal (400).
 *
 * The mail is sent after the commit: call `deliverAgreement(ctx, sent)` then, which mails the link
 * and answers what POST /agreement/ answers ({detail, agreement} with the link once).
 *
 *   const sent = await db.transaction((tx) => sendAgreement(ctx, tx, { lead, agreementType: 1, sentBy: null }));
 *   const answer = await deliverAgreement(ctx, sent);
 */
export async function sendAgreement(ctx: ApiContext, tx: Queryable, input: SendAgreementInput): Promise<SentAgreement> {
  const { lead, agreementType } = input;
  refuseCancelled(lead); // issue 15: a cancelled lead is restored before anything is sent
  const message = cleanAgreementMessage(input.message);
  if (message === undefined) throw badRequest({ message: MESSAGES_26.agreementMessageInvalid });
  let proposal: any = null;
  if (input.proposalId) {
    proposal = (await tx.query('SELECT * FROM proposals WHERE id = $1 AND lead_id = $2', [input.proposalId, lead.id])).rows[0];
    if (!proposal) throw badRequest({ proposal: 'This proposal does not belong to the lead.' });
    if (agreementType === 1 && proposal.proposal_status !== PROPOSAL_STATUS.generated) throw badRequest({ proposal: MESSAGES.agreementProposalNotGenerated });
  } else {
    // The newest active generated proposal (issue 26 item 8: never an older one).
    proposal = (await tx.query('SELECT * FROM proposals WHERE lead_id = $1 AND is_active AND proposal_status = $2::int ORDER BY created DESC, id DESC LIMIT 1',
      [lead.id, PROPOSAL_STATUS.generated])).rows[0] ?? null;
    if (agreementType === 1 && !proposal) throw badRequest({ proposal: MESSAGES.agreementNeedsProposal });
  }
  if (agreementType === 1 && proposal && proposal.proposal_type === 0) throw badRequest({ proposal: MESSAGES.agreementPpaNeedsPriced });
  const token = newToken();
  const email = customerEmail(lead.customer);
  const sentById = input.sentBy?.id ?? null;
  const { rows } = await tx.query<{ id: number; created: Date }>(
    `INSERT INTO agreements (lead_id, organization_id, proposal_id, agreement_type, sign_token_hash, sent_by, sent_at, last_sent_at, recipient_name, recipient_email, send_message)
     VALUES ($1, $2, $3, $4, $5, $6, now(), now(), $7, $8, $9) RETURNING id, created`,
    [lead.id, lead.organization_id, proposal?.id ?? null, agreementType, hashToken(token), sentById, customerName(lead), email, message]);
  const org = (await tx.query('SELECT name FROM organizations WHERE id = $1', [lead.organization_id])).rows[0];
  const a = proposal?.proposal_data?.assumptions ?? {};
  const summary: AgreementSummary = {
    agreement_id: rows[0].id, agreement_type: agreementType,
    title: agreementType === 1 ? 'Clean Energy Power Purchase Agreement' : 'Letter of Intent',
    organization_name: org.name, customer_name: customerName(lead), lead_name: lead.name, site_address: lead.site_address ?? null,
    proposal_id: proposal?.id ?? null,
    system_size: a.system_size ?? lead.system_size ?? null, estimated_year_production: a.estimated_year_production ?? null,
    ppa_rate: a.ppa_rate ?? null, ppa_escalator: a.ppa_escalator ?? null, term_years: a.term_years ?? 25,
    year_25_cumulative_savings: proposal?.proposal_data?.system_savings_?.year_25_cumulative_savings ?? null,
    sent_date: new Date(rows[0].created).toISOString().slice(0, 10),
  };
  const pdf = await ctx.offload.agreement(summary);
  const path = await ctx.media.saveBuffer(tx, `agreement-${rows[0].id}.pdf`, 'application/pdf', pdf, { organizationId: lead.organization_id, visibility: 'organization', folder: 'agreements' });
  await tx.query('UPDATE agreements SET file = $2, summary = $3::jsonb WHERE id = $1', [rows[0].id, path, JSON.stringify(summary)]);
  // One live signing link per lead and kind: an earlier unsigned one is replaced by this one.
  await tx.query(`UPDATE agreements SET superseded = true WHERE lead_id = $1 AND agreement_type = $2 AND id <> $3 AND file_signed IS NULL AND NOT superseded`,
    [lead.id, agreementType, rows[0].id]);
  await recordActivity(tx, { leadId: lead.id, actor: input.sentBy, action: 'agreement_sent',
    detail: { document_id: rows[0].id, document_type: AGREEMENT_TYPE_LABELS[agreementType] ?? null, recipient: customerName(lead),
      recipient_email: email, message } });
  // Issue 26 item 15: reminders follow this link on the organization's schedule (domain/reminders.ts).
  await scheduleReminders(ctx, tx, { subject: 'agreement', id: rows[0].id, leadId: lead.id, organizationId: lead.organization_id, token,
    url: signUrlOf(ctx, token), toAddress: email, toName: customerName(lead), sentBy: sentById, mailKey: signMailKey(lead.id, agreementType) });
  return { id: rows[0].id, leadId: lead.id, agreementType, token, email, summary, message };
}

/**
 * Mails the signing link to the customer (when the lead has an e-mail): the only copy besides the
 * sender's answer. The outbox keeps the link like other credential links (outbox.ts): until the
 * mail is delivered, replaced by a newer link of the lead and kind, or signed, at most a week.
 * The mail is plain text (the rep's message is never HTML).
 */
export async function mailSignLink(ctx: ApiContext, sent: Pick<SentAgreement, 'email' | 'summary' | 'token' | 'leadId' | 'agreementType' | 'message'>) {
  if (!sent.email) return;
  const s = sent.summary;
  await ctx.mail.send(sent.email, `${s.title} from ${s.organization_name}`,
    agreementMailBody({ customerName: s.customer_name, organizationName: s.organization_name, title: s.title, leadName: s.lead_name,
      message: sent.message, url: signUrlOf(ctx, sent.token) }),
    { secret: { key: signMailKey(sent.leadId, sent.agreementType), validHours: SIGN_MAIL_HOURS, replaces: true } });
}

/** After the commit: mails the link and answers what POST /agreement/ answers (the link once). */
export async function deliverAgreement(ctx: ApiContext, sent: SentAgreement) {
  await mailSignLink(ctx, sent);
  const row = (await ctx.db.query(`${AGREEMENT_SELECT} WHERE a.id = $1`, [sent.id])).rows[0];
  return { detail: MESSAGES.agreementSent, agreement: agreementJson(ctx, row, sent.token) };
}
