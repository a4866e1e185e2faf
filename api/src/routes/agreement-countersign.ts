import { Type } from 'typebox';
import crypto from 'node:crypto';
import type { ApiApp } from '../context.js';
import { userOf } from '../auth/authenticate.js';
import { canSendAgreement } from '../auth/users.js';
import { recordActivity } from '../domain/activity.js';
import { MESSAGES_26 } from '../domain/agreement-messages.js';
import { DRAWN_SIGNATURE_MAX_DATA_URL, readDrawnSignature, SIGNING_FORM_MAX_BYTES, type DrawnSignatureProblem } from '../domain/drawn-signature.js';
import { leadFor } from '../domain/lead-access.js';
import { refuseDeactivatedOrganization } from '../domain/organizations.js';
import { AGREEMENT_SELECT, AGREEMENT_TYPE_LABELS, agreementJson } from '../domain/lead-documents.js';
import { raiseLeadStage, STAGE } from '../domain/stage.js';
import { badRequest, conflict, forbidden, notFound } from '../http/errors.js';
import { RowId } from '../http/formats.js';
import { isPrintableText } from '../http/input-text.js';
import { MESSAGES } from '../messages.js';
import type { AgreementSummary } from '../pdf/agreement.js';

const Id = RowId();

/**
 * The organization's countersignature (issue 26 item 14). After the customer signed, the
 * organization's signer countersigns in the portal: an org admin of the lead's organization (the
 * people who send agreements, canSendAgreement: not a viewer admin on someone else's lead) or a
 * super admin acting for it. Regular users 403; another organization's agreement 404. The same
 * checks as the customer's signature (typed name, "I agree", an optional drawn signature checked
 * by drawn-signature.ts); the fully executed PDF carries both signatures and both audit entries,
 * and a Clean Energy PPA then reaches Sale completed (stage 6).
 */
export default async function agreementCountersignRoutes(app: ApiApp) {
  const { db, media, offload } = app.ctx;

  app.post('/agreement/:id/countersign/', {
    bodyLimit: SIGNING_FORM_MAX_BYTES,
    schema: {
      tags: ['agreements'], summary: 'Countersign an agreement the customer signed: it is fully executed then',
      description: 'Org admins of the lead\'s organization and super admins (403 otherwise; 404 for another organization\'s agreement). '
        + '409 before the customer signed, when already countersigned, voided or superseded, or while the lead is cancelled. '
        + 'Records the countersigner, time, address, user agent and the SHA-256 of the customer-signed PDF shown, and renders the '
        + 'fully executed PDF (`file_executed`) with both signatures and both audit entries.',
      params: Type.Object({ id: Id }),
      body: Type.Object({
        full_name: Type.String({ maxLength: 1000, description: 'The countersigner\'s full name as typed (at most 200 characters once trimmed)' }),
        agree: Type.Boolean({ description: 'The "I agree" box: must be true' }),
        signature_png: Type.Optional(Type.Union([Type.String({ maxLength: DRAWN_SIGNATURE_MAX_DATA_URL }), Type.Null()],
          { description: 'An optional drawn signature: a PNG data URL (data:image/png;base64,…)' })),
      }),
      response: { 200: Type.Object({ detail: Type.String(), agreement: Type.Object({}, { additionalProperties: true }) }) },
    },
  }, async (request) => {
    const user = userOf(request);
    const { id } = request.params as { id: number };
    const body = request.body as { full_name: string; agree: boolean; signature_png?: string | null };
    // Who and what first: the record's existence and the caller's rights before the form's content.
    const found = (await db.query('SELECT id, lead_id FROM agreements WHERE id = $1', [id])).rows[0];
    if (!found) throw notFound();
    const lead = await leadFor(db, user, found.lead_id, 'read'); // 404 for another organization's agreement
    if (!canSendAgreement(user, lead)) throw forbidden();

    const name = body.full_name.trim().replace(/\s+/g, ' ');
    const problems: Record<string, string> = {};
    if (!name || name.length > 200 || !isPrintableText(name)) problems.full_name = MESSAGES_26.countersignNameRequired;
    if (body.agree !== true) problems.agree = MESSAGES_26.countersignMustAgree;
    const drawnProblem = (problem: DrawnSignatureProblem) =>
      problem === 'size' ? MESSAGES.signatureDrawnTooLarge : problem === 'blank' ? MESSAGES.signatureDrawnBlank : MESSAGES.signatureDrawnInvalid;
    let drawn: Buffer | null = null;
    if (body.signature_png) {
      const check = readDrawnSignature(body.signature_png);
      if (check.ok) drawn = check.png;
      else problems.signature_png = drawnProblem(check.problem);
    }
    if (drawn && !Object.keys(problems).length) {
      const problem = await offload.drawnSignature(drawn);
      if (problem) problems.signature_png = drawnProblem(problem);
    }
    if (Object.keys(problems).length) throw badRequest(problems);

    await db.transaction(async (tx) => {
      const current = (await tx.query('SELECT * FROM agreements WHERE id = $1 FOR UPDATE', [id])).rows[0];
      if (!current) throw notFound();
      const locked = await leadFor(tx, user, current.lead_id, 'read', true);
      if (!canSendAgreement(user, locked)) throw forbidden();
      // A deactivated organization's leads are read-only (issue 26 item 9): nothing is executed for it, even by a super admin.
      await refuseDeactivatedOrganization(tx, locked.organization_id);
      if (current.voided_at) throw conflict(MESSAGES_26.countersignVoided);
      if (current.countersigned_at) throw conflict(MESSAGES_26.countersignAlready);
      if (!current.file_signed) throw conflict(MESSAGES_26.countersignNotSigned);
      if (current.superseded) throw conflict(MESSAGES_26.countersignSuperseded);
      if (locked.cancelled_at) throw conflict(MESSAGES_26.countersignLeadClosed);
      const signedAt = new Date();
      const ip = request.ip || null;
      const userAgent = String(request.headers['user-agent'] ?? '').slice(0, 500) || null;
      const signedSha256 = crypto.createHash('sha256').update(await media.read(current.file_signed)).digest('hex');
      const customerDrawn = current.signer_signature_file ? (await media.read(current.signer_signature_file).catch(() => null)) : null;
      const pdf = await offload.agreement(current.summary as AgreementSummary, {
        signerName: current.signer_name, signedAt: current.signed_datetime, ip: current.signer_ip, userAgent: current.signer_user_agent,
        unsignedSha256: current.unsigned_sha256, drawnPngBase64: customerDrawn ? customerDrawn.toString('base64') : null,
        sentAt: current.sent_at ?? current.created, recipientName: current.recipient_name, recipientEmail: current.recipient_email, viewedAt: current.viewed_at,
        countersignature: { signerName: name, signerEmail: user.email, signedAt, ip, userAgent, signedSha256, drawnPngBase64: drawn ? drawn.toString('base64') : null },
      });
      const path = await media.saveBuffer(tx, `agreement-${id}-executed.pdf`, 'application/pdf', pdf, { organizationId: current.organization_id, visibility: 'organization', folder: 'agreements' });
      await tx.query(`UPDATE agreements SET countersigner_id = $2, countersigner_name = $3, countersigned_at = $4, countersigner_ip = $5,
                        countersigner_user_agent = $6, countersignature_kind = $7, signed_sha256 = $8, file_executed = $9 WHERE id = $1`,
        [id, user.id, name, signedAt, ip, userAgent, drawn ? 'drawn' : 'typed', signedSha256, path]);
      await recordActivity(tx, { leadId: current.lead_id, actor: user, action: 'agreement_countersigned',
        detail: { document_id: id, document_type: AGREEMENT_TYPE_LABELS[current.agreement_type] ?? null, signer_name: name } });
      // Decision (issue 26): a Clean Energy PPA completes the sale when fully executed, not at the customer's signature.
      if (current.agreement_type === 1) await raiseLeadStage(tx, current.lead_id, STAGE.saleCompleted, user);
    });
    const row = (await db.query(`${AGREEMENT_SELECT} WHERE a.id = $1`, [id])).rows[0];
    return { detail: MESSAGES_26.countersigned, agreement: agreementJson(app.ctx, row) };
  });
}
