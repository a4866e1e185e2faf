import { Type } from 'typebox';
import type { ApiApp } from '../context.js';
import { userOf } from '../auth/authenticate.js';
import { badRequest, HttpError } from '../http/errors.js';
import { isEmail, isPhoneDigits, Nullable } from '../http/formats.js';
import { FILE_TYPES, FileField, requireFile } from '../http/uploads.js';
import type { UploadedFile } from '../media/storage.js';
import { MESSAGES } from '../messages.js';

/** Where support requests are e-mailed; SUPPORT_EMAIL, else a local address that lands in the outbox. */
export const supportAddress = () => process.env.SUPPORT_EMAIL?.trim() || 'support@portal.local';

/** §9: support message at most 1024 characters. */
const MESSAGE_MAX = 1024;

export default async function supportRoutes(app: ApiApp) {
  const { db, media, mail, config } = app.ctx;

  app.post('/support_info/', {
    schema: {
      tags: ['support'], summary: 'Send a support request (the CONTACT US form)',
      description: `contact: an e-mail address or a phone number (10 digits). message: at most ${MESSAGE_MAX} characters. file: optional (${FILE_TYPES.support.join(', ')}).`,
      consumes: ['multipart/form-data', 'application/json'],
      body: Type.Object({
        contact: Type.String({ minLength: 1, maxLength: 254 }),
        message: Type.String({ minLength: 1, maxLength: MESSAGE_MAX }),
        file: Type.Optional(Nullable(FileField('Optional attachment'))),
      }),
      response: { 201: Type.Object({ id: Type.Integer(), detail: Type.String() }) },
    },
  }, async (request, reply) => {
    const user = userOf(request);
    const body = request.body as { contact: string; message: string; file?: unknown };
    const contact = body.contact.trim();
    const message = body.message.trim();
    const errors: Record<string, string | string[]> = {};
    if (!contact) errors.contact = MESSAGES.notBlank;
    else if (!isPhoneDigits(contact) && !isEmail(contact)) errors.contact = MESSAGES.contactFormat;
    if (!message) errors.message = MESSAGES.notBlank;
    // A JSON client may send file: null for "no file"; anything else must be a real upload. Its
    // problem comes with the others, so one answer lists everything to fix (issue 15).
    let file: UploadedFile | null = null;
    try {
      file = body.file == null ? null : requireFile(body.file, FILE_TYPES.support, config.uploadMaxBytes);
    } catch (error) {
      if (!(error instanceof HttpError)) throw error;
      Object.assign(errors, error.body as Record<string, string | string[]>);
    }
    if (Object.keys(errors).length) throw badRequest(errors);

    const saved = await db.transaction(async (tx) => {
      const path = file ? await media.saveUpload(tx, file, { organizationId: user.organization_id, visibility: 'admin', folder: 'support' }) : null;
      const { rows } = await tx.query<{ id: number }>('INSERT INTO support_requests (user_id, contact, message, file) VALUES ($1, $2, $3, $4) RETURNING id',
        [user.id, contact, message, path]);
      return { id: rows[0].id, path };
    });

    const { rows } = await db.query<{ name: string | null }>('SELECT name FROM organizations WHERE id = $1', [user.organization_id]);
    await mail.send(supportAddress(), `Support request #${saved.id} from ${user.first_name} ${user.last_name}`.trim(), [
      `From: ${user.first_name} ${user.last_name} <${user.email}>${rows[0]?.name ? ` of ${rows[0].name}` : ''}`,
      `Contact: ${contact}`,
      '',
      message,
      '',
      saved.path ? `Attachment (super admins: GET /api/get_media_file/${saved.path}/): ${file!.filename}` : 'No attachment.',
    ].join('\n'));
    reply.status(201);
    return { id: saved.id, detail: MESSAGES.supportSubmitted };
  });
}
