import { Type } from 'typebox';
import { formatDate } from '../../../shared/format/dates.js';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { ApiApp, ApiContext } from '../context.js';
import { userOf } from '../auth/authenticate.js';
import { hashToken, newToken } from '../auth/passwords.js';
import { isSuperAdmin } from '../auth/users.js';
import type { Queryable } from '../db/client.js';
import { recordActivity } from '../domain/activity.js';
import { scheduleReminders } from '../domain/reminders.js';
import { leadFor, type LeadRow } from '../domain/lead-access.js';
import { PROPOSAL_STATUS, PROPOSAL_TYPE_LABELS, signUrlOf } from '../domain/lead-documents.js';
import { publicBrandOf } from '../domain/public-brand.js';
import { badRequest, conflict, notFound } from '../http/errors.js';
import { isPrintableText } from '../http/input-text.js';
import { cleanMailText } from '../domain/mail-text.js';
import { clientKey, throttleBy } from '../http/throttle.js';
import { MEDIA_HEADERS } from '../media/served-type.js';
import { MESSAGES } from '../messages.js';
import { CUSTOMER_PAGE_TEXTS as T, PROPOSAL_MAIL_LIMITS } from '../customer-pages-messages.js';
import { deliverAgreement, sendAgreement, type SentAgreement } from '../domain/agreement-send.js';
import { isEmail } from '../http/formats.js';
import { proposalFor } from './proposals.js';
import { proposalPage, type ProposalAcceptView } from './proposal-page.js';

const Any = Type.Object({}, { additionalProperties: true });
const Id = Type.Integer({ minimum: 1, maximum: 2_147_483_647 });

/** The accept form's body limit: a name (200), an e-mail (254) and a checkbox, percent-encoded, with room to spare. */
const ACCEPT_FORM_MAX_BYTES = 8 * 1024;

/** A link's lifetime in days: 30 unless the rep chooses 1–90. */
export const PROPOSAL_LINK_DAYS = { default: 30, min: 1, max: 90 } as const;

/** The web proposal link (the customer's credential; only its hash is stored). */
export const proposalLinkUrlOf = (ctx: ApiContext, token: string) => `${ctx.config.publicUrl}/api/p/${token}`;

/** The outbox key of a link's mails: revoking the link removes the URL from the stored copies. */
const linkMailKey = (linkId: number) => `proposal-link:${linkId}`;


export type ProposalLinkStatus = 'active' | 'expired' | 'revoked';
export const proposalLinkStatusOf = (row: { revoked_at?: unknown; expires_at: Date | string }, now = Date.now()): ProposalLinkStatus =>
  row.revoked_at ? 'revoked' : new Date(row.expires_at).getTime() <= now ? 'expired' : 'active';

const LINK_SELECT = `
  SELECT k.*, nullif(trim(coalesce(cu.first_name, '') || ' ' || coalesce(cu.last_name, '')), '') AS created_by_name, cu.email AS created_by_email,
         nullif(trim(coalesce(ru.first_name, '') || ' ' || coalesce(ru.last_name, '')), '') AS revoked_by_name
  FROM proposal_links k LEFT JOIN users cu ON cu.id = k.created_by LEFT JOIN users ru ON ru.id = k.revoked_by`;

const iso = (value: unknown) => (value ? new Date(value as string).toISOString() : null);

/** A link as the rep's screens show it; `url` only in the answer that creates it. */
export function proposalLinkJson(ctx: ApiContext, row: any, token: string | null = null) {
  return {
    id: row.id,
    proposal: row.proposal_id,
    lead: row.lead_id,
    status: proposalLinkStatusOf(row),
    url: token ? proposalLinkUrlOf(ctx, token) : null,
    created: iso(row.created),
    created_by: row.created_by ?? null,
    created_by_name: row.created_by_name ?? row.created_by_email ?? null,
    expires_at: iso(row.expires_at),
    revoked_at: iso(row.revoked_at),
    revoked_by: row.revoked_by ?? null,
    revoked_by_name: row.revoked_at ? (row.revoked_by_name ?? null) : null,
    first_viewed_at: iso(row.first_viewed_at),
    last_viewed_at: iso(row.last_viewed_at),
    view_count: row.view_count ?? 0,
  };
}

/** Link previewers of chat and mail apps fetch a pasted link; they are not the customer. */
const PREVIEWER = /bot\b|crawler|spider|slack|facebookexternalhit|whatsapp|telegram|discord|skypeuripreview|preview|embedly|linkedin|outlook|googleimageproxy/i;

const customerName = (lead: any) => {
  const c = lead.customer ?? {};
  return String(c.name || [c.first_name, c.last_name].filter(Boolean).join(' ') || lead.name);
};

export default async function proposalLinksRoutes(app: ApiApp) {
  const { db, media } = app.ctx;
  const linkRow = async (q: Queryable, id: number) => (await q.query(`${LINK_SELECT} WHERE k.id = $1`, [id])).rows[0] ?? null;

  app.post('/proposal/:id/link/', {
    schema: {
      tags: ['proposals'], summary: 'Create a web link to a generated proposal for the customer (read-only, expiring, revocable)',
      description: 'Those who may change the lead (403 otherwise, 404 for another organization\'s proposal, 409 for a cancelled lead, 400 when '
        + 'the proposal is not generated). The answer carries the link (`link.url`) once: only its hash is stored. It expires after '
        + '`expires_in_days` (1–90, default 30). With `email` the new link is also e-mailed to the customer (issue 26: the URL exists '
        + 'only when a link is made, so e-mailing makes a link): plain text through the api\'s mail (SMTP, else the outbox), recorded '
        + 'on the lead\'s timeline as `proposal_link_emailed`.',
      params: Type.Object({ id: Id }),
      body: Type.Object({
        expires_in_days: Type.Optional(Type.Integer({ minimum: PROPOSAL_LINK_DAYS.min, maximum: PROPOSAL_LINK_DAYS.max, description: 'Days until the link expires (default 30)' })),
        email: Type.Optional(Type.Object({
          to: Type.String({ minLength: 3, maxLength: 254, description: 'The recipient (the lead\'s customer e-mail, as the dialog prefills it, or another)' }),
          subject: Type.Optional(Type.Union([Type.String({ maxLength: PROPOSAL_MAIL_LIMITS.subject }), Type.Null()], { description: `One line, at most ${PROPOSAL_MAIL_LIMITS.subject} characters; empty: the default subject` })),
          message: Type.Optional(Type.Union([Type.String({ maxLength: PROPOSAL_MAIL_LIMITS.message }), Type.Null()], { description: `Plain text above the link, at most ${PROPOSAL_MAIL_LIMITS.message} characters; empty: the default wording` })),
        }, { additionalProperties: false, description: 'E-mail the new link to the customer' })),
      }),
      response: { 201: Type.Object({ detail: Type.String(), link: Any }) },
    },
  }, async (request, reply) => {
    const user = userOf(request);
    const { id } = request.params as { id: number };
    const body = (request.body ?? {}) as { expires_in_days?: number; email?: { to: string; subject?: string | null; message?: string | null } };
    const days = body.expires_in_days ?? PROPOSAL_LINK_DAYS.default;
    let email: { to: string; subject: string | null; message: string | null } | null = null;
    if (body.email) {
      const to = body.email.to.trim();
      const subject = cleanMailText(body.email.subject, PROPOSAL_MAIL_LIMITS.subject, true);
      const message = cleanMailText(body.email.message, PROPOSAL_MAIL_LIMITS.message, false);
      const problems: Record<string, string> = {};
      if (!isEmail(to) || !isPrintableText(to)) problems['email.to'] = T.mailRecipientInvalid;
      if (subject === undefined) problems['email.subject'] = T.mailInvalidText;
      if (message === undefined) problems['email.message'] = T.mailInvalidText;
      if (Object.keys(problems).length) throw badRequest(problems);
      email = { to, subject: subject ?? null, message: message ?? null };
    }
    const created = await db.transaction(async (tx) => {
      const p = await proposalFor(tx, user, id);
      const lead = await leadFor(tx, user, p.lead_id, 'write');
      if (p.proposal_status !== PROPOSAL_STATUS.generated || !p.pdf_file || !p.proposal_data) throw badRequest({ non_field_errors: MESSAGES.proposalLinkNotGenerated });
      const token = newToken();
      const { rows } = await tx.query<{ id: number }>(
        `INSERT INTO proposal_links (proposal_id, lead_id, organization_id, token_hash, created_by, expires_at)
         VALUES ($1, $2, $3, $4, $5, now() + make_interval(days => $6::int)) RETURNING id`,
        [p.id, lead.id, p.organization_id, hashToken(token), user.id, days]);
      await recordActivity(tx, { leadId: lead.id, actor: user, action: 'proposal_link_created',
        detail: { document_id: p.id, document_type: PROPOSAL_TYPE_LABELS[p.proposal_type] ?? null, link_id: rows[0].id, expires_in_days: days } });
      let mail: { to: string; subject: string; body: string } | null = null;
      if (email) {
        const org = (await tx.query<{ name: string }>('SELECT name FROM organizations WHERE id = $1', [p.organization_id])).rows[0];
        const expires = (await tx.query<{ expires_at: Date }>('SELECT expires_at FROM proposal_links WHERE id = $1', [rows[0].id])).rows[0].expires_at;
        const typeLabel = PROPOSAL_TYPE_LABELS[p.proposal_type] ?? '';
        mail = {
          to: email.to,
          subject: email.subject ?? T.mailSubject(org?.name ?? '', typeLabel),
          body: T.mailBody(customerName(lead), email.message ?? T.mailDefaultMessage(org?.name ?? '', lead.name), proposalLinkUrlOf(app.ctx, token), formatDate(expires)),
        };
        // Issue 26 item 15: an e-mailed link reminds the customer until it is viewed (domain/reminders.ts).
        await scheduleReminders(app.ctx, tx, { subject: 'proposal_link', id: rows[0].id, leadId: lead.id, organizationId: p.organization_id, token,
          url: proposalLinkUrlOf(app.ctx, token), toAddress: email.to, toName: customerName(lead), sentBy: user.id, mailKey: linkMailKey(rows[0].id) });
        await recordActivity(tx, { leadId: lead.id, actor: user, action: 'proposal_link_emailed',
          detail: { document_id: p.id, document_type: typeLabel || null, link_id: rows[0].id, recipient: email.to, recipient_email: email.to, subject: mail.subject, message: email.message } });
      }
      return { id: rows[0].id, token, mail, days };
    });
    // After the commit, through the api's mail (SMTP, else the outbox); the outbox keeps the link
    // until SMTP accepts it, the link is revoked, or it expires.
    if (created.mail) {
      await app.ctx.mail.send(created.mail.to, created.mail.subject, created.mail.body,
        { secret: { key: linkMailKey(created.id), validHours: created.days * 24 } });
    }
    reply.status(201);
    return {
      detail: created.mail ? T.mailSent(created.mail.to) : MESSAGES.proposalLinkCreated,
      link: proposalLinkJson(app.ctx, await linkRow(db, created.id), created.token),
    };
  });

  app.get('/proposal/:id/links/', {
    schema: {
      tags: ['proposals'], summary: 'The web links of a proposal, newest first (never their URLs)',
      description: 'Anyone who may see the proposal (404 otherwise).',
      params: Type.Object({ id: Id }),
      response: { 200: Type.Object({ results: Type.Array(Any) }) },
    },
  }, async (request) => {
    const p = await proposalFor(db, userOf(request), (request.params as { id: number }).id);
    const { rows } = await db.query(`${LINK_SELECT} WHERE k.proposal_id = $1 ORDER BY k.created DESC, k.id DESC`, [p.id]);
    return { results: rows.map((row) => proposalLinkJson(app.ctx, row)) };
  });

  app.post('/proposal_link/:id/revoke/', {
    schema: {
      tags: ['proposals'], summary: 'Revoke a web proposal link: it stops opening for good',
      description: 'Those who may change the lead, also while it is cancelled (403 otherwise, 404 for another organization\'s link); '
        + '409 when it is already revoked. The page then says the link was withdrawn.',
      params: Type.Object({ id: Id }),
      response: { 200: Type.Object({ detail: Type.String(), link: Any }) },
    },
  }, async (request) => {
    const user = userOf(request);
    const { id } = request.params as { id: number };
    await db.transaction(async (tx) => {
      const link = (await tx.query('SELECT * FROM proposal_links WHERE id = $1 FOR UPDATE', [id])).rows[0];
      if (!link) throw notFound();
      const p = await proposalFor(tx, user, link.proposal_id); // 404 for another organization's link
      const lead = await leadFor(tx, user, p.lead_id, 'lifecycle'); // revoking protects the customer: allowed on a cancelled lead
      if (link.revoked_at) throw conflict(MESSAGES.proposalLinkAlreadyRevoked);
      await tx.query('UPDATE proposal_links SET revoked_at = now(), revoked_by = $2 WHERE id = $1', [id, user.id]);
      await app.ctx.mail.revoke(tx, linkMailKey(id)); // a mailed copy of the link no longer opens anything
      await recordActivity(tx, { leadId: lead.id, actor: user, action: 'proposal_link_revoked',
        detail: { document_id: p.id, document_type: PROPOSAL_TYPE_LABELS[p.proposal_type] ?? null, link_id: id } });
    });
    return { detail: MESSAGES.proposalLinkRevoked, link: proposalLinkJson(app.ctx, await linkRow(db, id)) };
  });

  // The public page, in its own context (prefix /p) so its not-found and error answers are pages.
  await app.register(async (site) => {
    const byToken = async (token: string): Promise<any> => (/^[0-9a-f]{64}$/.test(token)
      ? (await db.query(
        `SELECT k.*, p.proposal_status, p.proposal_type, p.proposal_data, p.pdf_file, p.installation_name, p.date_generated,
                p.organization_id AS proposal_organization_id, l.name AS lead_name, l.customer, l.site_address, l.cancelled_at AS lead_cancelled_at,
                o.name AS organization_name, o.proposal_accept_sends_agreement,
                pa.accepted_at, pa.signer_name AS accepted_by, pa.agreement_id AS accepted_agreement_id
           FROM proposal_links k JOIN proposals p ON p.id = k.proposal_id JOIN leads l ON l.id = p.lead_id JOIN organizations o ON o.id = p.organization_id
           LEFT JOIN proposal_acceptances pa ON pa.proposal_id = p.id
          WHERE k.token_hash = $1`, [hashToken(token)])).rows[0] ?? null
      : null);

    const message = (reply: FastifyReply, status: number, title: string) =>
      proposalPage(reply, status, { kind: 'message', title, message: MESSAGES.proposalLinkAskSender });
    const invalid = (reply: FastifyReply) => message(reply, 404, MESSAGES.proposalLinkInvalidTitle);

    /** The link's row when it opens now, or the page that says why not (nothing about the proposal). */
    const usable = async (request: FastifyRequest, reply: FastifyReply) => {
      const row = await byToken(String((request.params as { token?: string }).token ?? ''));
      if (!row) { await invalid(reply); return null; }
      const status = proposalLinkStatusOf(row);
      if (status === 'revoked') { await message(reply, 410, MESSAGES.proposalLinkRevokedTitle); return null; }
      if (status === 'expired') { await message(reply, 410, MESSAGES.proposalLinkExpiredTitle); return null; }
      if (row.proposal_status !== PROPOSAL_STATUS.generated || !row.pdf_file || !row.proposal_data) {
        await message(reply, 409, MESSAGES.proposalLinkUpdatingTitle); return null;
      }
      return row;
    };

    // Throttled by client address and by link, like the signing page (issue 24).
    const throttle = throttleBy(site, 'proposal-page', [
      { max: app.ctx.config.publicPageRateLimit, key: (request) => `address:${clientKey(request)}`, detail: MESSAGES.tooManyRequests },
      { max: app.ctx.config.publicPageRateLimit, detail: MESSAGES.tooManyRequestsForLink, key: (request) => {
        const token = (request.params as { token?: unknown } | undefined)?.token;
        return typeof token === 'string' && /^[0-9a-f]{64}$/.test(token) ? `link:${hashToken(token)}` : null;
      } },
    ]);
    if (throttle) site.addHook('onRequest', throttle);

    site.setNotFoundHandler(async (_request, reply) => invalid(reply));
    site.setErrorHandler(async (error: any, _request, reply) => {
      const status = Number(error?.statusCode ?? error?.status);
      if (!(status >= 400 && status < 500)) throw error;
      if (status === 429) return proposalPage(reply, 429, { kind: 'message', title: MESSAGES.tooManyRequestsTitle, message: error.message });
      // The accept form's body past its limit (issue 26): a page that says so, not the link's not-found page.
      if (status === 413) return proposalPage(reply, 413, { kind: 'message', title: T.acceptTooLargeTitle, message: T.acceptTooLarge });
      return invalid(reply);
    });

    site.get('/', { config: { public: true }, schema: { hide: true } }, async (_request, reply) => invalid(reply));

    const brandOf = (row: any) => publicBrandOf(app.ctx, { organizationId: row.proposal_organization_id, organizationName: row.organization_name, leadId: row.lead_id, fallbackUserId: row.created_by });

    /**
     * The accept part of the page (issue 26, item 13): what was accepted; nothing on a cancelled
     * (closed-lost) lead, whose page says it is no longer active; else the form. A PPA starts at
     * once only for a priced proposal (not the marketing one) where the organization allows it.
     */
    const acceptOf = (row: any, form: Partial<ProposalAcceptView & { state: 'form' }> = {}): ProposalAcceptView | null => {
      if (row.accepted_at) {
        return { state: 'accepted', acceptedOn: formatDate(row.accepted_at), name: row.accepted_by, agreementSent: !!row.accepted_agreement_id };
      }
      if (row.lead_cancelled_at) return null;
      return { state: 'form', sendsAgreement: sendsAgreement(row), ...form };
    };
    const sendsAgreement = (row: any) => !!row.proposal_accept_sends_agreement && row.proposal_type !== 0;

    const render = async (reply: FastifyReply, status: number, row: any, token: string, accept: ProposalAcceptView | null) => proposalPage(reply, status, {
      kind: 'proposal', proposalId: row.proposal_id, proposalType: PROPOSAL_TYPE_LABELS[row.proposal_type] ?? '',
      installationName: row.installation_name || row.lead_name, customerName: customerName({ customer: row.customer, name: row.lead_name }), site: row.site_address ?? null,
      generatedOn: row.date_generated ? new Date(row.date_generated).toISOString().slice(0, 10) : null,
      expiresOn: new Date(row.expires_at).toISOString().slice(0, 10), data: row.proposal_data, pdfUrl: `/api/p/${token}/pdf`,
      acceptUrl: `/api/p/${token}/accept`,
      // Issue 26: a cancelled (closed-lost) lead's link keeps showing the proposal, says it is no longer active, and cannot be accepted.
      notice: row.lead_cancelled_at ? T.proposalInactive : null,
      accept,
      brand: await brandOf(row),
    });

    const page = async (request: FastifyRequest, reply: FastifyReply) => {
      const row = await usable(request, reply);
      if (!row) return reply;
      await markViewed(request, row);
      return render(reply, 200, row, (request.params as { token: string }).token, acceptOf(row));
    };
    const pageOptions = {
      config: { public: true },
      schema: { tags: ['proposals'], summary: 'The web proposal link\'s page (HTML; 404 unknown, 410 expired or revoked)', security: [], params: Type.Object({ token: Type.String() }) },
    };
    site.get('/:token', pageOptions, page);
    site.get('/:token/', { ...pageOptions, schema: { ...pageOptions.schema, hide: true } }, page);

    // The accept form's body (form-urlencoded from the page, or JSON), small: a name, an e-mail, a checkbox.
    site.addContentTypeParser('application/x-www-form-urlencoded', { parseAs: 'string', bodyLimit: ACCEPT_FORM_MAX_BYTES },
      (_request, body, done) => done(null, Object.fromEntries(new URLSearchParams(body as string))));
    // Throttled like the signing form (API_SIGN_RATE_LIMIT), per address and per link, before the body is read.
    const acceptThrottle = throttleBy(site, 'proposal-accept', [
      { max: app.ctx.config.signRateLimit, key: (request) => `address:${clientKey(request)}`, detail: MESSAGES.tooManyRequests },
      { max: app.ctx.config.signRateLimit, detail: MESSAGES.tooManyRequestsForLink, key: (request) => {
        const token = (request.params as { token?: unknown } | undefined)?.token;
        return typeof token === 'string' && /^[0-9a-f]{64}$/.test(token) ? `link:${hashToken(token)}` : null;
      } },
    ]);

    site.post('/:token/accept', {
      config: { public: true, checksOwnText: true },
      bodyLimit: ACCEPT_FORM_MAX_BYTES,
      ...(acceptThrottle ? { onRequest: acceptThrottle } : {}),
      schema: {
        tags: ['proposals'], security: [], params: Type.Object({ token: Type.String() }),
        summary: 'Accept the proposal of a web proposal link (form-urlencoded from the page: full_name, email, accept=on)',
        description: 'The customer accepts on the page (issue 26). Once per proposal: a replay answers the accepted page (409). Where the '
          + 'organization allows it (organizations.proposal_accept_sends_agreement, default true) and the proposal is priced, a Clean Energy '
          + 'PPA is sent for signature to the given e-mail and the answer redirects (303) to its signing page; otherwise the page says the '
          + 'rep will send it. The rep hears of it (bell and timeline: proposal_accepted). 410 for an expired or revoked link, 409 on a '
          + 'cancelled (closed-lost) lead.',
        consumes: ['application/x-www-form-urlencoded'],
      },
    }, async (request, reply) => {
      const token = (request.params as { token: string }).token;
      const row = await usable(request, reply);
      if (!row) return reply;
      if (row.lead_cancelled_at) {
        return proposalPage(reply, 409, { kind: 'message', title: T.proposalInactiveTitle, message: T.proposalInactive, brand: await brandOf(row) });
      }
      if (row.accepted_at) return render(reply, 409, row, token, acceptOf(row));
      const body = (request.body ?? {}) as Record<string, unknown>;
      const name = typeof body.full_name === 'string' ? body.full_name.trim().replace(/\s+/g, ' ') : '';
      const email = typeof body.email === 'string' ? body.email.trim() : '';
      const accepted = body.accept === 'on' || body.accept === true || body.accept === 'true';
      const errors: string[] = [];
      if (!name || name.length > 200 || !isPrintableText(name)) errors.push(T.acceptNameRequired);
      if (!email || email.length > 254 || !isPrintableText(email) || !isEmail(email)) errors.push(T.acceptEmailInvalid);
      if (!accepted) errors.push(T.acceptMustCheck);
      if (errors.length) {
        return render(reply, 400, row, token, acceptOf(row, { errors, name: name.slice(0, 200), email: email.slice(0, 254) }));
      }
      const ip = request.ip || null;
      const userAgent = String(request.headers['user-agent'] ?? '').slice(0, 500) || null;
      const outcome = await db.transaction(async (tx): Promise<'stale' | 'cancelled' | 'already' | { sent: SentAgreement | null }> => {
        // The proposal's row is ours: a second accept (another tab, a replay) waits here and then finds the first.
        const p = (await tx.query<any>('SELECT * FROM proposals WHERE id = $1 FOR UPDATE', [row.proposal_id])).rows[0];
        const link = (await tx.query<any>('SELECT * FROM proposal_links WHERE id = $1', [row.id])).rows[0];
        if (!p || !link || proposalLinkStatusOf(link) !== 'active' || p.proposal_status !== PROPOSAL_STATUS.generated) return 'stale';
        const lead = (await tx.query<LeadRow>('SELECT * FROM leads WHERE id = $1 FOR UPDATE', [p.lead_id])).rows[0];
        if (!lead || lead.cancelled_at) return 'cancelled';
        const inserted = await tx.query<{ id: number }>(
          `INSERT INTO proposal_acceptances (proposal_id, lead_id, organization_id, link_id, signer_name, signer_email, signer_ip, signer_user_agent)
           VALUES ($1, $2, $3, $4, $5, $6, $7, $8) ON CONFLICT (proposal_id) DO NOTHING RETURNING id`,
          [p.id, lead.id, p.organization_id, link.id, name, email, ip, userAgent]);
        if (!inserted.rows[0]) return 'already';
        const org = (await tx.query('SELECT proposal_accept_sends_agreement FROM organizations WHERE id = $1', [lead.organization_id])).rows[0];
        let sent: SentAgreement | null = null;
        if (org?.proposal_accept_sends_agreement && p.proposal_type !== 0) {
          // The PPA goes to the person who accepted, at the e-mail they gave (the lead's customer stays as it is).
          sent = await sendAgreement(app.ctx, tx, {
            lead: { ...lead, customer: { ...(lead.customer ?? {}), emails: [email] } }, agreementType: 1, proposalId: p.id, sentBy: null,
          });
          await tx.query('UPDATE proposal_acceptances SET agreement_id = $2 WHERE id = $1', [inserted.rows[0].id, sent.id]);
        }
        await recordActivity(tx, { leadId: lead.id, actor: null, action: 'proposal_accepted',
          detail: { document_id: p.id, document_type: PROPOSAL_TYPE_LABELS[p.proposal_type] ?? null, link_id: link.id, signer_name: name,
            signer_email: email, agreement_id: sent?.id ?? null } });
        return { sent };
      });
      if (outcome === 'stale') return usable(request, reply).then((r) => r ? render(reply, 409, r, token, acceptOf(r)) : reply);
      const fresh = await byToken(token);
      if (outcome === 'cancelled') {
        return proposalPage(reply, 409, { kind: 'message', title: T.proposalInactiveTitle, message: T.proposalInactive, brand: await brandOf(row) });
      }
      if (outcome === 'already') return render(reply, 409, fresh, token, acceptOf(fresh));
      if (outcome.sent) {
        await deliverAgreement(app.ctx, outcome.sent); // mails the signing link to the e-mail given
        // The signing page next (its link is the customer's credential; it is in the mail too).
        return reply.header('cache-control', 'no-store').header('referrer-policy', 'no-referrer').redirect(signUrlOf(app.ctx, outcome.sent.token), 303);
      }
      return render(reply, 200, fresh, token, { ...acceptOf(fresh)!, justNow: true } as ProposalAcceptView);
    });

    site.get('/:token/pdf', {
      config: { public: true },
      schema: { tags: ['proposals'], summary: 'The proposal PDF of a web proposal link (inline)', security: [], params: Type.Object({ token: Type.String() }) },
    }, async (request, reply) => {
      const row = await usable(request, reply);
      if (!row) return reply;
      let bytes: Buffer;
      try { bytes = await media.read(row.pdf_file); } catch { return message(reply, 409, MESSAGES.proposalLinkUpdatingTitle); }
      return reply.status(200).headers(MEDIA_HEADERS)
        .header('content-type', 'application/pdf')
        .header('content-disposition', `inline; filename="proposal-${row.proposal_id}.pdf"`)
        .header('cache-control', 'no-store')
        .header('referrer-policy', 'no-referrer')
        .send(bytes);
    });

    /**
     * A customer's view: counted, and the first one of the link is on the lead's timeline (the
     * customer: no actor), which tells the assignee and the link's creator. A signed-in member of
     * the proposal's organization or a super admin previewing it, a HEAD request and a chat app's
     * link preview do not count.
     */
    async function markViewed(request: FastifyRequest, row: any) {
      const viewer = request.user;
      if (viewer && (isSuperAdmin(viewer) || viewer.organization_id === row.proposal_organization_id)) return;
      if (request.method !== 'GET' || PREVIEWER.test(String(request.headers['user-agent'] ?? ''))) return;
      await db.transaction(async (tx) => {
        const { rows } = await tx.query<{ view_count: number }>(
          `UPDATE proposal_links SET view_count = view_count + 1, last_viewed_at = now(), first_viewed_at = coalesce(first_viewed_at, now())
            WHERE id = $1 AND revoked_at IS NULL AND expires_at > now() RETURNING view_count`, [row.id]);
        if (rows[0]?.view_count === 1) {
          await recordActivity(tx, { leadId: row.lead_id, actor: null, action: 'proposal_viewed',
            detail: { document_id: row.proposal_id, document_type: PROPOSAL_TYPE_LABELS[row.proposal_type] ?? null, link_id: row.id } });
        }
      });
    }
  }, { prefix: '/p' });
}
