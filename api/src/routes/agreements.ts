import { Type } from 'typebox';
import crypto from 'node:crypto';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { ApiApp } from '../context.js';
import { userOf } from '../auth/authenticate.js';
import { hashToken, newToken } from '../auth/passwords.js';
import { AGREEMENT_MESSAGE_MAX, cleanAgreementMessage } from '../domain/agreement-mail.js';
import { MESSAGES_26 } from '../domain/agreement-messages.js';
import { customerEmail, customerName, deliverAgreement, mailSignLink, sendAgreement, signMailKey } from '../domain/agreement-send.js';
import { canSendAgreement, isSuperAdmin } from '../auth/users.js';
import { recordActivity } from '../domain/activity.js';
import { scheduleReminders } from '../domain/reminders.js';
import { leadFor, refuseCancelled } from '../domain/lead-access.js';
import { AGREEMENT_SELECT, AGREEMENT_TYPE_LABELS, agreementJson, signUrlOf } from '../domain/lead-documents.js';
import { readDrawnSignature, SIGNING_FORM_MAX_BYTES, type DrawnSignatureProblem } from '../domain/drawn-signature.js';
import { publicBrandOf } from '../domain/public-brand.js';
import { badRequest, conflict, forbidden, HttpError, notFound } from '../http/errors.js';
import { isPrintableText } from '../http/input-text.js';
import { readPage } from '../http/keyset.js';
import { pagedOf, pageQuery, type PageQuery } from '../http/pagination.js';
import { clientKey, throttleBy } from '../http/throttle.js';
import { MESSAGES } from '../messages.js';
import type { AgreementSummary } from '../pdf/agreement.js';
import { signingPage, type SigningBrand } from './signing-page.js';

const Any = Type.Object({}, { additionalProperties: true });
const Id = Type.Integer({ minimum: 1, maximum: 2_147_483_647 });
/** The rep's note in the signing link's mail (plain text; agreement-mail.ts checks control characters). */
const Message = Type.Optional(Type.Union([Type.String({ maxLength: AGREEMENT_MESSAGE_MAX }), Type.Null()],
  { description: `The rep's message above the signing link in the mail (plain text, at most ${AGREEMENT_MESSAGE_MAX} characters; null or empty: the default wording)` }));

export default async function agreementsRoutes(app: ApiApp) {
  const { db, media, mail, offload, config } = app.ctx;

  app.get('/agreement_for_sign/', {
    schema: { tags: ['agreements'], summary: 'All agreements (super admins only)', querystring: pageQuery(10), response: { 200: pagedOf(Any) } },
  }, async (request) => {
    if (!isSuperAdmin(userOf(request))) throw forbidden();
    const list = await readPage(db, {
      select: AGREEMENT_SELECT, where: 'true', params: [],
      order: { tag: 'agreements', key: { sql: 'a.created', type: 'timestamp', nullable: false }, id: 'a.id', desc: true },
      count: async () => (await db.query<{ n: number }>('SELECT count(*)::int AS n FROM agreements')).rows[0].n,
    }, request.query as PageQuery, 10);
    return { ...list, results: list.results.map((row) => agreementJson(app.ctx, row)) };
  });

  app.get('/agreement/:id/', {
    schema: { tags: ['agreements'], summary: 'One agreement (scoped like its lead)', params: Type.Object({ id: Id }), response: { 200: Any } },
  }, async (request) => {
    const user = userOf(request);
    const { rows } = await db.query(`${AGREEMENT_SELECT} WHERE a.id = $1`, [(request.params as { id: number }).id]);
    if (!rows[0]) throw notFound();
    await leadFor(db, user, rows[0].lead_id, 'read'); // 404 for another organization's agreement
    return agreementJson(app.ctx, rows[0]);
  });

  app.post('/agreement/', {
    schema: {
      tags: ['agreements'], summary: 'Send an agreement for signing (a Clean Energy PPA needs a generated proposal)',
      description: 'Org admins of the lead\'s organization and super admins (403 otherwise). The answer carries the signing link (`sign_url`) '
        + 'once; it is mailed to the customer and stored only hashed, so every other answer has `sign_url: null`. '
        + 'POST /agreement/{id}/resend/ issues a fresh link.',
      body: Type.Object({
        lead: Id,
        agreement_type: Type.Integer({ minimum: 0, maximum: 1, description: '0 LOI, 1 Clean Energy PPA' }),
        proposal: Type.Optional(Type.Union([Id, Type.Null()], { description: 'Default: the newest active generated proposal of the lead' })),
        message: Message,
      }),
      response: { 201: Type.Object({ detail: Type.String(), agreement: Any }) },
    },
  }, async (request, reply) => {
    const user = userOf(request);
    const body = request.body as { lead: number; agreement_type: number; proposal?: number | null; message?: string | null };
    const sent = await db.transaction(async (tx) => {
      const lead = await leadFor(tx, user, body.lead, 'read', true);
      if (!canSendAgreement(user, lead)) throw forbidden();
      return sendAgreement(app.ctx, tx, { lead, agreementType: body.agreement_type, proposalId: body.proposal ?? null, sentBy: user, message: body.message });
    });
    reply.status(201);
    return deliverAgreement(app.ctx, sent);
  });

  app.post('/agreement/:id/resend/', {
    schema: {
      tags: ['agreements'], summary: 'Issue a fresh signing link for an unsigned agreement and mail it to the customer again',
      description: 'Org admins of the lead\'s organization and super admins (403 otherwise; 404 for another organization\'s agreement). '
        + 'The earlier link stops working; the answer carries the new `sign_url` once. 400 when the agreement is signed, superseded or voided '
        + '(voiding is final: send a new agreement instead). An optional `message` replaces the note above the link in the mail.',
      params: Type.Object({ id: Id }),
      body: Type.Optional(Type.Object({ message: Message })),
      response: { 200: Type.Object({ detail: Type.String(), agreement: Any }) },
    },
  }, async (request) => {
    const user = userOf(request);
    const { id } = request.params as { id: number };
    const given = (request.body as { message?: string | null } | undefined)?.message;
    const message = cleanAgreementMessage(given);
    if (message === undefined) throw badRequest({ message: MESSAGES_26.agreementMessageInvalid });
    const resent = await db.transaction(async (tx) => {
      const current = (await tx.query('SELECT * FROM agreements WHERE id = $1 FOR UPDATE', [id])).rows[0];
      if (!current) throw notFound();
      const lead = await leadFor(tx, user, current.lead_id, 'read'); // 404 for another organization's agreement
      if (!canSendAgreement(user, lead)) throw forbidden();
      refuseCancelled(lead);
      if (current.file_signed) throw badRequest({ non_field_errors: MESSAGES.agreementAlreadySigned });
      if (current.voided_at) throw badRequest({ non_field_errors: MESSAGES.agreementIsVoided });
      if (current.superseded) throw badRequest({ non_field_errors: MESSAGES.agreementSuperseded });
      const token = newToken();
      // The link goes to the lead's customer as of now (the e-mail may have been corrected since).
      // A resend without a message keeps the earlier one (the dialog shows it prefilled).
      const note = given === undefined ? current.send_message ?? null : message;
      const email = customerEmail(lead.customer);
      await tx.query('UPDATE agreements SET sign_token_hash = $2, last_sent_at = now(), recipient_name = $3, recipient_email = $4, send_message = $5 WHERE id = $1',
        [id, hashToken(token), customerName(lead), email, note]);
      // Issue 26 item 15: the new link's reminders count from now; the old link's stop (domain/reminders.ts).
      await scheduleReminders(app.ctx, tx, { subject: 'agreement', id, leadId: lead.id, organizationId: lead.organization_id, token,
        url: signUrlOf(app.ctx, token), toAddress: email, toName: customerName(lead), sentBy: user.id, mailKey: signMailKey(current.lead_id, current.agreement_type) });
      await recordActivity(tx, { leadId: lead.id, actor: user, action: 'agreement_resent',
        detail: { document_id: current.id, document_type: AGREEMENT_TYPE_LABELS[current.agreement_type] ?? null, recipient: customerName(lead),
          recipient_email: email, message: note } });
      return { token, email, summary: current.summary as AgreementSummary, leadId: current.lead_id, agreementType: current.agreement_type, message: note };
    });
    await mailSignLink(app.ctx, resent);
    const row = (await db.query(`${AGREEMENT_SELECT} WHERE a.id = $1`, [id])).rows[0];
    return { detail: MESSAGES.agreementResent, agreement: agreementJson(app.ctx, row, resent.token) };
  });

  app.post('/agreement/:id/void/', {
    schema: {
      tags: ['agreements'], summary: 'Void an unsigned agreement: its signing link stops working for good',
      description: 'Org admins of the lead\'s organization and super admins, as for resending (403 otherwise; 404 for another organization\'s '
        + 'agreement). The signing page then says the agreement was voided. 409 when it is fully executed (countersigned) or already voided; '
        + 'an agreement the customer signed but the organization has not countersigned can be voided (the organization declines). A voided agreement '
        + 'is not resent: send a new one.',
      params: Type.Object({ id: Id }),
      response: { 200: Type.Object({ detail: Type.String(), agreement: Any }) },
    },
  }, async (request) => {
    const user = userOf(request);
    const { id } = request.params as { id: number };
    await db.transaction(async (tx) => {
      const current = (await tx.query('SELECT * FROM agreements WHERE id = $1 FOR UPDATE', [id])).rows[0];
      if (!current) throw notFound();
      const lead = await leadFor(tx, user, current.lead_id, 'read'); // 404 for another organization's agreement
      if (!canSendAgreement(user, lead)) throw forbidden();
      // Issue 26: signed by the customer but not countersigned, the organization may still decline (void);
      // a fully executed agreement is final.
      if (current.countersigned_at) throw conflict(MESSAGES_26.executedCannotVoid);
      if (current.voided_at) throw conflict(MESSAGES.agreementAlreadyVoided);
      await tx.query('UPDATE agreements SET voided_at = now(), voided_by = $2 WHERE id = $1', [id, user.id]);
      await recordActivity(tx, { leadId: lead.id, actor: user, action: 'agreement_voided',
        detail: { document_id: current.id, document_type: AGREEMENT_TYPE_LABELS[current.agreement_type] ?? null } });
      // The mailed link leaves the outbox, unless a newer agreement of the lead and kind owns the key now.
      if (!current.superseded) await mail.revoke(tx, signMailKey(current.lead_id, current.agreement_type));
    });
    const row = (await db.query(`${AGREEMENT_SELECT} WHERE a.id = $1`, [id])).rows[0];
    return { detail: MESSAGES.agreementVoided, agreement: agreementJson(app.ctx, row) };
  });

  // The public signing page, in its own context (prefix /agreement/sign) so the form parser, the
  // HTML error answers and the not-found page apply to it alone.
  await app.register(async (signing) => {
    // The form's body fits the largest drawn signature the check allows (drawn-signature.ts).
    signing.addContentTypeParser('application/x-www-form-urlencoded', { parseAs: 'string', bodyLimit: SIGNING_FORM_MAX_BYTES },
      (_request, body, done) => done(null, Object.fromEntries(new URLSearchParams(body as string))));

    // Throttled by client address and by link, before the body is read (issue 24): every request
    // of the prefix as a page, and the form's posts more tightly.
    const linkKey = (request: FastifyRequest) => {
      const token = (request.params as { token?: unknown } | undefined)?.token;
      return typeof token === 'string' && /^[0-9a-f]{64}$/.test(token) ? `link:${hashToken(token)}` : null;
    };
    const limits = (name: string, max: number) => throttleBy(signing, name, [
      { max, key: (request) => `address:${clientKey(request)}`, detail: MESSAGES.tooManyRequests },
      { max, key: linkKey, detail: MESSAGES.tooManyRequestsForLink },
    ]);
    const pageThrottle = limits('signing-page', config.publicPageRateLimit);
    const signThrottle = limits('signing-post', config.signRateLimit);
    if (pageThrottle) signing.addHook('onRequest', pageThrottle);

    const byToken = async (token: string) => /^[0-9a-f]{64}$/.test(token)
      ? (await db.query(`${AGREEMENT_SELECT} WHERE a.sign_token_hash = $1`, [hashToken(token)])).rows[0] ?? null : null;
    /**
     * The page's PDF link (issue 26, item 3): a route under the link's own token that signs a fresh
     * short-lived media URL at each click, so the link works for as long as the page does.
     */
    const pdfLinkOf = (token: string) => `${signUrlOf(app.ctx, token)}pdf`;

    /** Who to ask for a new link: the sender, with their e-mail and phone, or else their organization. */
    const senderLine = async (row: any): Promise<string> => {
      const sender = row.sent_by
        ? (await db.query('SELECT first_name, last_name, email, phone_number FROM users WHERE id = $1', [row.sent_by])).rows[0] : null;
      if (!sender) return `${MESSAGES.signingLinkAskSender} (${row.organization_name})`;
      const name = [sender.first_name, sender.last_name].filter(Boolean).join(' ') || sender.email;
      return MESSAGES.signingSenderContact(name, row.organization_name, [sender.email, sender.phone_number].filter(Boolean).join(', '));
    };

    /** The organization's name and logo and the rep's contact (the lead's assignee, else the sender), for every page of a link that names an agreement. */
    const brandOf = (row: any): Promise<SigningBrand> => publicBrandOf(app.ctx, {
      organizationId: row.organization_id, organizationName: row.organization_name, leadId: row.lead_id, fallbackUserId: row.sent_by,
    });

    const voidedPage = async (reply: FastifyReply, row: any) => signingPage(reply, 410, {
      kind: 'message', title: MESSAGES.agreementVoidedTitle, message: MESSAGES.agreementVoidedPage(row.organization_name), brand: await brandOf(row),
    });

    /** The branded page of a link that names no usable agreement (with the sender's contact when it names one). */
    const invalidLink = async (reply: FastifyReply, row: any = null) => signingPage(reply, 404, {
      kind: 'message', title: MESSAGES.signingLinkInvalidTitle, message: MESSAGES.agreementNotFound,
      lines: [MESSAGES.signingLinkAskSender, ...(row ? [await senderLine(row)] : [])],
    });

    // A link missing its trailing slash goes to the slashed one (308 keeps a POST a POST) when its
    // token names an agreement; any other URL under the prefix (truncated, damaged, extra
    // segments) is the branded page, never the api's JSON 404.
    signing.setNotFoundHandler(async (request, reply) => {
      const [pathname, query] = String(request.raw.url ?? '').split(/\?(.*)/s, 2);
      const rest = pathname.replace(/^.*?\/agreement\/sign\/?/, '');
      const segments = rest.split('/');
      let token = segments[0] ?? '';
      try { token = decodeURIComponent(token); } catch { token = ''; }
      const row = await byToken(token);
      if (row && segments.length === 1) return reply.redirect(`${segments[0]}/${query ? `?${query}` : ''}`, 308);
      return invalidLink(reply, row);
    });

    // Errors of the page's own requests (a body it cannot read, a refused content type) are pages
    // too; a JSON caller gets the api's JSON answer from the parent handler.
    signing.setErrorHandler(async (error: any, request, reply) => {
      const status = error instanceof HttpError ? error.status : Number(error?.statusCode);
      if (String(request.headers['content-type'] ?? '').includes('json') || !(status >= 400 && status < 500)) throw error;
      if (status === 429) return signingPage(reply, 429, { kind: 'message', title: MESSAGES.tooManyRequestsTitle, message: error.message });
      return signingPage(reply, status, { kind: 'message', title: MESSAGES.signingRequestRefused, message: MESSAGES.agreementNotFound, lines: [MESSAGES.signingLinkAskSender] });
    });

    // The prefix itself (a link cut before its token): without this, /agreement/:id/ would take it (id "sign": a JSON 400).
    signing.route({
      method: ['GET', 'POST'], url: '/', config: { public: true, checksOwnText: true }, schema: { hide: true },
      handler: async (_request, reply) => invalidLink(reply),
    });

    signing.get('/:token/', {
      config: { public: true, checksOwnText: true },
      schema: { tags: ['agreements'], summary: 'The signing page of an agreement (HTML)', security: [], params: Type.Object({ token: Type.String() }) },
    }, async (request, reply) => {
      const token = (request.params as { token: string }).token;
      const row = await byToken(token);
      if (!row) return invalidLink(reply);
      if (row.voided_at) return voidedPage(reply, row);
      if (row.superseded) return signingPage(reply, 410, { kind: 'message', title: 'Agreement replaced', message: MESSAGES.agreementSuperseded, lines: [await senderLine(row)] });
      if (row.file_signed) return signingPage(reply, 200, { kind: 'message', title: 'Already signed', message: MESSAGES.agreementAlreadySigned, pdfUrl: pdfLinkOf(token), lines: [await senderLine(row)] });
      // Issue 26: a cancelled (closed-lost) lead's agreement is not signed; voiding it stays possible.
      if (row.lead_cancelled_at) return signingPage(reply, 409, { kind: 'message', title: MESSAGES_26.agreementLeadClosedTitle, message: MESSAGES_26.agreementLeadClosed(row.organization_name), lines: [await senderLine(row)] });
      await markViewed(request, row);
      return signingPage(reply, 200, { kind: 'form', summary: row.summary, pdfUrl: row.file ? pdfLinkOf(token) : null, brand: await brandOf(row) });
    });

    // The agreement's PDF (the signed one once signed): a redirect to a media URL signed now, so a
    // page left open for hours still opens it; a link that no longer names a live agreement answers
    // the page's own HTML message, never the media route's JSON (issue 26, item 3).
    signing.get('/:token/pdf', {
      config: { public: true, checksOwnText: true },
      schema: { tags: ['agreements'], summary: 'The agreement PDF of a signing link (a redirect to a fresh short-lived media URL; HTML page when the link is not live)', security: [], params: Type.Object({ token: Type.String() }) },
    }, async (request, reply) => {
      const row = await byToken((request.params as { token: string }).token);
      if (!row) return invalidLink(reply);
      if (row.voided_at) return voidedPage(reply, row);
      if (row.superseded) return signingPage(reply, 410, { kind: 'message', title: 'Agreement replaced', message: MESSAGES.agreementSuperseded, lines: [await senderLine(row)] });
      const file = row.file_executed ?? row.file_signed ?? row.file;
      if (!file) return invalidLink(reply, row);
      return reply.header('cache-control', 'no-store').header('referrer-policy', 'no-referrer').redirect(media.signedUrl(file), 302);
    });

    signing.post('/:token/', {
      // The form is read without a schema; sign() refuses a name with control characters itself.
      config: { public: true, checksOwnText: true },
      bodyLimit: SIGNING_FORM_MAX_BYTES,
      ...(signThrottle ? { onRequest: signThrottle } : {}),
      schema: {
        tags: ['agreements'], summary: 'Sign an agreement (form-urlencoded from the page, or JSON {full_name, agree})', security: [],
        consumes: ['application/x-www-form-urlencoded', 'application/json'], params: Type.Object({ token: Type.String() }),
      },
    }, async (request, reply) => sign(request, reply));

    /**
     * The customer's first look at a live link: viewed_at, and the rep and sender hear of it once.
     * A signed-in member of the agreement's organization, or a super admin (the request carries
     * their token), previewing the page does not count.
     */
    async function markViewed(request: FastifyRequest, row: any) {
      const viewer = request.user;
      if (viewer && (isSuperAdmin(viewer) || viewer.organization_id === row.organization_id)) return;
      if (row.viewed_at) return;
      await db.transaction(async (tx) => {
        // The link's state as it is now: a resend, void, replacement or signature since the lookup ends this view.
        const { rows } = await tx.query(
          `UPDATE agreements SET viewed_at = now()
            WHERE id = $1 AND sign_token_hash = $2 AND viewed_at IS NULL AND voided_at IS NULL AND file_signed IS NULL AND NOT superseded RETURNING id`,
          [row.id, row.sign_token_hash]);
        // On the lead's timeline (the customer: no actor); the same call tells the rep and the sender.
        if (rows[0]) {
          await recordActivity(tx, { leadId: row.lead_id, actor: null, action: 'agreement_viewed',
            detail: { document_id: row.id, document_type: AGREEMENT_TYPE_LABELS[row.agreement_type] ?? null, recipient: row.recipient_name ?? null } });
        }
      });
    }

    async function sign(request: FastifyRequest, reply: FastifyReply) {
      const html = !String(request.headers['content-type'] ?? '').includes('json');
      const fail = async (status: number, title: string, message: string, row: any = null) => html
        ? signingPage(reply, status, { kind: 'message', title, message, lines: row ? [await senderLine(row)] : [MESSAGES.signingLinkAskSender] })
        : reply.status(status).send(status === 404 ? { detail: message } : { non_field_errors: [message] });
      const body = (request.body ?? {}) as Record<string, unknown>;
      const given = body.full_name ?? body.signer_name; // signer_name: the column's name, accepted too
      const name = typeof given === 'string' ? given.trim().replace(/\s+/g, ' ') : '';
      const agreed = [true, 'true', 'on', '1', 'yes'].includes(body.agree as any);
      const token = (request.params as { token: string }).token;
      const row = await byToken(token);
      const invalid = () => (html ? invalidLink(reply) : fail(404, MESSAGES.signingLinkInvalidTitle, MESSAGES.agreementNotFound));
      if (!row) return invalid();
      if (row.voided_at) return html ? voidedPage(reply, row) : fail(400, MESSAGES.agreementVoidedTitle, MESSAGES.agreementVoidedPage(row.organization_name));
      if (row.superseded) return fail(400, 'Agreement replaced', MESSAGES.agreementSuperseded, row);
      if (row.file_signed) return fail(400, 'Already signed', MESSAGES.agreementAlreadySigned, row);
      const closed = () => fail(409, MESSAGES_26.agreementLeadClosedTitle, MESSAGES_26.agreementLeadClosed(row.organization_name), row);
      if (row.lead_cancelled_at) return closed();
      const problems: Record<string, string> = {};
      if (!name || name.length > 200 || !isPrintableText(name)) problems.full_name = MESSAGES.signerNameRequired;
      if (!agreed) problems.agree = MESSAGES.signerMustAgree;
      // A drawn signature (the page's pad) is optional: the typed name signs without it. Its cheap
      // checks (size, PNG chunks, declared dimensions) run here; its pixels are inflated and scanned
      // last, in a worker thread, and only when everything else of the request is in order (issue 24).
      const drawnProblem = (problem: DrawnSignatureProblem) =>
        problem === 'size' ? MESSAGES.signatureDrawnTooLarge : problem === 'blank' ? MESSAGES.signatureDrawnBlank : MESSAGES.signatureDrawnInvalid;
      let drawn: Buffer | null = null;
      if (typeof body.signature_png === 'string' && body.signature_png !== '') {
        const check = readDrawnSignature(body.signature_png);
        if (check.ok) drawn = check.png;
        else problems.signature_png = drawnProblem(check.problem);
      } else if (body.signature_png != null && body.signature_png !== '') problems.signature_png = MESSAGES.signatureDrawnInvalid;
      if (drawn && !Object.keys(problems).length) {
        const problem = await offload.drawnSignature(drawn);
        if (problem) problems.signature_png = drawnProblem(problem);
      }
      if (Object.keys(problems).length) {
        if (!html) return reply.status(400).send(Object.fromEntries(Object.entries(problems).map(([k, v]) => [k, [v]])));
        return signingPage(reply, 400, { kind: 'form', summary: row.summary, pdfUrl: row.file ? pdfLinkOf(token) : null, errors: Object.values(problems), name, brand: await brandOf(row) });
      }
      const outcome = await db.transaction(async (tx) => {
        const current = (await tx.query('SELECT * FROM agreements WHERE id = $1 FOR UPDATE', [row.id])).rows[0];
        // The row as it is now that it is ours: a resend (a fresh link) or a void that committed
        // after the lookup above ends this link too (issue 24).
        if (!current || current.sign_token_hash !== hashToken(token)) return 'stale';
        if (current.voided_at) return 'voided';
        if (current.superseded) return 'superseded';
        if (current.file_signed) return 'signed';
        // The lead as it is now (a cancel that committed after the lookup refuses the signature too).
        if ((await tx.query('SELECT cancelled_at FROM leads WHERE id = $1 FOR SHARE', [row.lead_id])).rows[0]?.cancelled_at) return 'closed';
        // The audit trail (on the signed PDF and in the row): typed name, UTC time, address (request.ip:
        // the client's, as the trusted gateway reports it), user agent and the SHA-256 of the unsigned PDF shown.
        const signedAt = new Date();
        const ip = request.ip || null;
        const userAgent = String(request.headers['user-agent'] ?? '').slice(0, 500) || null;
        const unsignedSha256 = current.file ? crypto.createHash('sha256').update(await media.read(current.file)).digest('hex') : null;
        const pdf = await offload.agreement(current.summary, {
          signerName: name, signedAt, ip, userAgent, unsignedSha256, drawnPngBase64: drawn ? drawn.toString('base64') : null,
          sentAt: current.sent_at ?? current.created, recipientName: current.recipient_name, recipientEmail: current.recipient_email, viewedAt: current.viewed_at,
        });
        const path = await media.saveBuffer(tx, `agreement-${row.id}-signed.pdf`, 'application/pdf', pdf, { organizationId: row.organization_id, visibility: 'organization', folder: 'agreements' });
        // The drawn image is kept (organization-only) so the fully executed copy shows it again (issue 26).
        const drawnPath = drawn
          ? await media.saveBuffer(tx, `agreement-${row.id}-signature.png`, 'image/png', drawn, { organizationId: row.organization_id, visibility: 'organization', folder: 'agreements' })
          : null;
        await tx.query(`UPDATE agreements SET signer_name = $2, signed_datetime = $3, file_signed = $4, signer_ip = $5, signer_user_agent = $6, unsigned_sha256 = $7, signature_kind = $8, signer_signature_file = $9 WHERE id = $1`,
          [row.id, name, signedAt, path, ip, userAgent, unsignedSha256, drawn ? 'drawn' : 'typed', drawnPath]);
        await mail.revoke(tx, signMailKey(row.lead_id, row.agreement_type)); // signed: the mailed link is spent
        // The customer signed (no actor); the timeline's entry tells the assignee and the sender.
        await recordActivity(tx, { leadId: row.lead_id, actor: null, action: 'agreement_signed',
          detail: { document_id: row.id, document_type: AGREEMENT_TYPE_LABELS[row.agreement_type] ?? null, signer_name: name } });
        // Sale completed (stage 6) waits for the countersignature: a PPA is a sale once fully executed (agreement-countersign.ts).
        return 'ok';
      });
      if (outcome === 'stale') return invalid();
      if (outcome === 'voided') return html ? voidedPage(reply, row) : fail(400, MESSAGES.agreementVoidedTitle, MESSAGES.agreementVoidedPage(row.organization_name));
      if (outcome === 'superseded') return fail(400, 'Agreement replaced', MESSAGES.agreementSuperseded, row);
      if (outcome === 'signed') return fail(400, 'Already signed', MESSAGES.agreementAlreadySigned, row);
      if (outcome === 'closed') return closed();
      const sender = row.sent_by ? (await db.query('SELECT email FROM users WHERE id = $1', [row.sent_by])).rows[0] : null;
      if (sender) await mail.send(sender.email, `${AGREEMENT_TYPE_LABELS[row.agreement_type]} #${row.id} signed`, MESSAGES_26.signedMailBody(name, AGREEMENT_TYPE_LABELS[row.agreement_type], row.lead_name));
      const signed = (await db.query(`${AGREEMENT_SELECT} WHERE a.id = $1`, [row.id])).rows[0];
      if (html) return signingPage(reply, 200, { kind: 'message', title: 'Signed', message: MESSAGES.agreementSigned, pdfUrl: signed.file_signed ? pdfLinkOf(token) : null, brand: await brandOf(signed) });
      return { detail: MESSAGES.agreementSigned, agreement: agreementJson(app.ctx, signed) };
    }
  }, { prefix: '/agreement/sign' });
}
