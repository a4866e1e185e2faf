import type { Queryable } from '../db/client.js';
import { AGREEMENT_TYPE_LABELS, PROPOSAL_TYPE_LABELS } from './lead-documents.js';

/** What a notification is about; the gateway exposes them as an enum. */
export const NOTIFICATION_KINDS = [
  'proposal_generated', 'quote_generated', 'agreement_signed',
  'bulk_enrichment_completed', 'bulk_enrichment_failed',
  'prospect_enrichment_completed', 'prospect_enrichment_failed',
  'invite_accepted', 'lead_assigned', 'agreement_viewed', 'proposal_viewed',
  // Issue 26: the customer accepted a web proposal (routes/proposal-links.ts).
  'proposal_accepted',
  // Issue 26 item 15 (domain/reminders.ts): a reminder went out to the customer.
  'reminder_sent',
  // Issue 26, item 18 (domain/handoff.ts).
  'lead_handed_off', 'handoff_revoked', 'handoff_step_done',
] as const;
export type NotificationKind = (typeof NOTIFICATION_KINDS)[number];

/** Paths of the web app that notifications link to (web/src/routing/paths.ts). */
export const WEB_LINKS = {
  lead: (id: number) => `/manage/leads/${id}`,
  bulkEnrichment: '/manage/bulk-enrichment',
  prospectEnrichment: '/manage/prospect-now-bulk-enrichment/upload',
  invites: '/user/invite-user',
} as const;

/** Titles and bodies, written once (tests import them). */
export const NOTIFICATION_TEXTS = {
  proposalGenerated: (id: number) => `Proposal #${id} generated`,
  proposalGeneratedBody: (type: string, lead: string) => `The ${type} proposal for ${lead} is ready.`,
  quoteGenerated: (id: number, pace: boolean) => `${pace ? 'PACE quote' : 'Quote'} #${id} generated`,
  quoteGeneratedBody: (lead: string) => `The quote for ${lead} is ready.`,
  agreementSigned: (type: string, id: number) => `${type} #${id} signed`,
  agreementSignedBody: (signer: string, type: string, lead: string) => `${signer} signed the ${type} for ${lead}. Your organization's countersignature is due: an org admin countersigns it in the lead's Agreements tab.`,
  agreementViewed: (type: string, id: number) => `${type} #${id} viewed`,
  agreementViewedBody: (customer: string, type: string, lead: string) => `${customer} opened the ${type} for ${lead}.`,
  bulkCompleted: (prospect: boolean) => `${prospect ? 'Prospect Now bulk' : 'Bulk'} enrichment completed`,
  bulkCompletedBody: (name: string, count: number) => `${name}: ${count} ${count === 1 ? 'address' : 'addresses'} enriched.`,
  bulkFailed: (prospect: boolean) => `${prospect ? 'Prospect Now bulk' : 'Bulk'} enrichment failed`,
  bulkFailedBody: (name: string, reason: string) => `${name}: ${reason}`,
  inviteAccepted: 'Invite accepted',
  inviteAcceptedBody: (who: string, email: string) => `${who} (${email}) accepted your invite and signed up.`,
  proposalViewed: (id: number) => `Proposal #${id} viewed`,
  proposalViewedBody: (type: string, lead: string) => `The customer opened the web link to the ${type} proposal for ${lead}.`,
  proposalAccepted: (id: number) => `Proposal #${id} accepted`,
  proposalAcceptedBody: (who: string, type: string, lead: string) => `${who} accepted the ${type} proposal for ${lead} on its web page.`,
  leadAssigned: 'Lead assigned to you',
  leadAssignedBody: (actor: string, lead: string) => `${actor} assigned ${lead} to you.`,
} as const;

export interface Notification {
  userIds: Array<number | null | undefined>;
  kind: NotificationKind;
  title: string;
  body: string;
  link: string | null;
  subject: { type: string; id: number } | null;
  /**
   * The organization of the record the event concerns: only its members and super admins may
   * receive it, so an event can never tell another organization about a record it cannot see.
   */
  organizationId?: number | null;
}

/**
 * Records one event for each of `userIds` (missing ids skipped, duplicates once), in the caller's
 * transaction so the notification exists exactly when the event does. Answers the recipients.
 */
export async function notify(tx: Queryable, n: Notification): Promise<number[]> {
  const ids = [...new Set(n.userIds.filter((id): id is number => Number.isInteger(id)))];
  if (!ids.length) return [];
  const { rows } = await tx.query<{ user_id: number }>(
    `INSERT INTO notifications (user_id, kind, title, body, link, subject_type, subject_id)
     SELECT u.id, $2, $3, $4, $5, $6, $7::int FROM users u
     WHERE u.id = ANY($1::int[]) AND ($8::int IS NULL OR u.organization_id = $8::int OR u.user_type = 3)
     ORDER BY u.id
     RETURNING user_id`,
    [ids, n.kind, n.title.slice(0, 200), n.body.slice(0, 1000), n.link, n.subject?.type ?? null, n.subject?.id ?? null, n.organizationId ?? null]);
  return rows.map((r) => r.user_id);
}

interface LeadFacts { id: number; name: string; organization_id: number; associated_user_id: number | null }
const leadFacts = async (tx: Queryable, leadId: number) =>
  (await tx.query<LeadFacts>('SELECT id, name, organization_id, associated_user_id FROM leads WHERE id = $1', [leadId])).rows[0] ?? null;

const personName = (u: { first_name?: string | null; last_name?: string | null; email?: string | null }) =>
  `${u.first_name ?? ''} ${u.last_name ?? ''}`.trim() || u.email || 'Someone';

/** A proposal's PDF is ready: the lead's assignee and whoever asked for it. */
export async function notifyProposalGenerated(tx: Queryable, proposalId: number, requestedBy?: number | null) {
  const p = (await tx.query<{ id: number; lead_id: number; proposal_type: number }>('SELECT id, lead_id, proposal_type FROM proposals WHERE id = $1', [proposalId])).rows[0];
  const lead = p && (await leadFacts(tx, p.lead_id));
  if (!lead) return [];
  return notify(tx, {
    userIds: [lead.associated_user_id, requestedBy], kind: 'proposal_generated', organizationId: lead.organization_id,
    title: NOTIFICATION_TEXTS.proposalGenerated(p.id),
    body: NOTIFICATION_TEXTS.proposalGeneratedBody(PROPOSAL_TYPE_LABELS[p.proposal_type] ?? 'new', lead.name),
    link: WEB_LINKS.lead(lead.id), subject: { type: 'proposal', id: p.id },
  });
}

/** A quote's PDF is ready: the lead's assignee and whoever asked for it. */
export async function notifyQuoteGenerated(tx: Queryable, quoteId: number, requestedBy?: number | null) {
  const q = (await tx.query<{ id: number; lead_id: number; quote_type: string }>('SELECT id, lead_id, quote_type FROM quotes WHERE id = $1', [quoteId])).rows[0];
  const lead = q && (await leadFacts(tx, q.lead_id));
  if (!lead) return [];
  return notify(tx, {
    userIds: [lead.associated_user_id, requestedBy], kind: 'quote_generated', organizationId: lead.organization_id,
    title: NOTIFICATION_TEXTS.quoteGenerated(q.id, q.quote_type === 'pace'), body: NOTIFICATION_TEXTS.quoteGeneratedBody(lead.name),
    link: WEB_LINKS.lead(lead.id), subject: { type: 'quote', id: q.id },
  });
}

/** The customer signed: the lead's assignee and the person who sent the agreement. */
export async function notifyAgreementSigned(tx: Queryable, agreementId: number, signer: string) {
  const a = (await tx.query<{ id: number; lead_id: number; agreement_type: number; sent_by: number | null }>(
    'SELECT id, lead_id, agreement_type, sent_by FROM agreements WHERE id = $1', [agreementId])).rows[0];
  const lead = a && (await leadFacts(tx, a.lead_id));
  if (!lead) return [];
  const type = AGREEMENT_TYPE_LABELS[a.agreement_type] ?? 'Agreement';
  return notify(tx, {
    userIds: [lead.associated_user_id, a.sent_by], kind: 'agreement_signed', organizationId: lead.organization_id,
    title: NOTIFICATION_TEXTS.agreementSigned(type, a.id), body: NOTIFICATION_TEXTS.agreementSignedBody(signer, type, lead.name),
    link: WEB_LINKS.lead(lead.id), subject: { type: 'agreement', id: a.id },
  });
}

/** The customer first opened the signing page (once per agreement): the lead's assignee and the sender. */
export async function notifyAgreementViewed(tx: Queryable, agreementId: number) {
  const a = (await tx.query<{ id: number; lead_id: number; agreement_type: number; sent_by: number | null; recipient_name: string | null }>(
    'SELECT id, lead_id, agreement_type, sent_by, recipient_name FROM agreements WHERE id = $1', [agreementId])).rows[0];
  const lead = a && (await leadFacts(tx, a.lead_id));
  if (!lead) return [];
  const type = AGREEMENT_TYPE_LABELS[a.agreement_type] ?? 'Agreement';
  return notify(tx, {
    userIds: [lead.associated_user_id, a.sent_by], kind: 'agreement_viewed', organizationId: lead.organization_id,
    title: NOTIFICATION_TEXTS.agreementViewed(type, a.id), body: NOTIFICATION_TEXTS.agreementViewedBody(a.recipient_name || 'The customer', type, lead.name),
    link: WEB_LINKS.lead(lead.id), subject: { type: 'agreement', id: a.id },
  });
}

/** The customer first opened a web proposal link (once per link): the lead's assignee and the link's creator. */
export async function notifyProposalViewed(tx: Queryable, linkId: number) {
  const l = (await tx.query<{ proposal_id: number; lead_id: number; created_by: number | null; proposal_type: number }>(
    'SELECT k.proposal_id, p.lead_id, k.created_by, p.proposal_type FROM proposal_links k JOIN proposals p ON p.id = k.proposal_id WHERE k.id = $1', [linkId])).rows[0];
  const lead = l && (await leadFacts(tx, l.lead_id));
  if (!lead) return [];
  return notify(tx, {
    userIds: [lead.associated_user_id, l.created_by], kind: 'proposal_viewed', organizationId: lead.organization_id,
    title: NOTIFICATION_TEXTS.proposalViewed(l.proposal_id),
    body: NOTIFICATION_TEXTS.proposalViewedBody(PROPOSAL_TYPE_LABELS[l.proposal_type] ?? 'new', lead.name),
    link: WEB_LINKS.lead(lead.id), subject: { type: 'proposal', id: l.proposal_id },
  });
}

/** The customer accepted a web proposal (issue 26): the lead's assignee and the link's creator. */
export async function notifyProposalAccepted(tx: Queryable, linkId: number, signer: string) {
  const l = (await tx.query<{ proposal_id: number; lead_id: number; created_by: number | null; proposal_type: number }>(
    'SELECT k.proposal_id, p.lead_id, k.created_by, p.proposal_type FROM proposal_links k JOIN proposals p ON p.id = k.proposal_id WHERE k.id = $1', [linkId])).rows[0];
  const lead = l && (await leadFacts(tx, l.lead_id));
  if (!lead) return [];
  return notify(tx, {
    userIds: [lead.associated_user_id, l.created_by], kind: 'proposal_accepted', organizationId: lead.organization_id,
    title: NOTIFICATION_TEXTS.proposalAccepted(l.proposal_id),
    body: NOTIFICATION_TEXTS.proposalAcceptedBody(signer || 'The customer', PROPOSAL_TYPE_LABELS[l.proposal_type] ?? 'new', lead.name),
    link: WEB_LINKS.lead(lead.id), subject: { type: 'proposal', id: l.proposal_id },
  });
}

/** A bulk file finished (Completed or Failed, as its row now says): its uploader. */
export async function notifyBulkOutcome(tx: Queryable, bulkId: number) {
  const { rows } = await tx.query<{ kind: string; name: string; status: string; error: string | null; properties_count: number | null; user_id: number | null; organization_id: number | null }>(
    'SELECT kind, name, status, error, properties_count, user_id, organization_id FROM bulk_enrichments WHERE id = $1', [bulkId]);
  const b = rows[0];
  if (!b || (b.status !== 'Completed' && b.status !== 'Failed')) return [];
  const prospect = b.kind === 'prospect';
  const completed = b.status === 'Completed';
  return notify(tx, {
    userIds: [b.user_id], organizationId: b.organization_id,
    kind: `${prospect ? 'prospect' : 'bulk'}_enrichment_${completed ? 'completed' : 'failed'}`,
    title: completed ? NOTIFICATION_TEXTS.bulkCompleted(prospect) : NOTIFICATION_TEXTS.bulkFailed(prospect),
    body: completed ? NOTIFICATION_TEXTS.bulkCompletedBody(b.name, b.properties_count ?? 0) : NOTIFICATION_TEXTS.bulkFailedBody(b.name, b.error ?? ''),
    link: prospect ? WEB_LINKS.prospectEnrichment : WEB_LINKS.bulkEnrichment, subject: { type: prospect ? 'prospect_enrichment' : 'bulk_enrichment', id: bulkId },
  });
}

/**
 * Someone signed up with an invite: the inviter. No organization filter: an organization invite
 * creates a new organization, which the inviter (of another one) is told about by design.
 */
export async function notifyInviteAccepted(tx: Queryable, inviteId: number, user: { first_name: string; last_name: string; email: string }) {
  const invite = (await tx.query<{ id: number; invited_by: number | null }>('SELECT id, invited_by FROM invites WHERE id = $1', [inviteId])).rows[0];
  if (!invite) return [];
  return notify(tx, {
    userIds: [invite.invited_by], kind: 'invite_accepted',
    title: NOTIFICATION_TEXTS.inviteAccepted, body: NOTIFICATION_TEXTS.inviteAcceptedBody(personName(user), user.email),
    link: WEB_LINKS.invites, subject: { type: 'invite', id: invite.id },
  });
}

/** A lead now has an assignee chosen by someone else: the assignee (never for assigning oneself). */
export async function notifyLeadAssigned(tx: Queryable, leadId: number, actor: { id: number; first_name: string; last_name: string; email: string }) {
  const lead = await leadFacts(tx, leadId);
  if (!lead || lead.associated_user_id == null || lead.associated_user_id === actor.id) return [];
  return notify(tx, {
    userIds: [lead.associated_user_id], kind: 'lead_assigned', organizationId: lead.organization_id,
    title: NOTIFICATION_TEXTS.leadAssigned, body: NOTIFICATION_TEXTS.leadAssignedBody(personName(actor), lead.name),
    link: WEB_LINKS.lead(lead.id), subject: { type: 'lead', id: lead.id },
  });
}
