import { Type } from 'typebox';
import type { ApiApp, ApiContext } from '../context.js';
import { userOf } from '../auth/authenticate.js';
import { canChange, canSeeOrg, type AuthUser } from '../auth/users.js';
import type { Queryable } from '../db/client.js';
import { recordActivity } from '../domain/activity.js';
import { leadFor } from '../domain/lead-access.js';
import { leadFileJson } from '../domain/leads.js';
import { raiseLeadStage, STAGE } from '../domain/stage.js';
import { applyBillRate, BILLS_EXPORT_NAME, billRateOf, downloadExport, fetchAuthorizations, utilityService } from '../domain/utility-service.js';
import { badRequest, forbidden, notFound } from '../http/errors.js';
import { extensionOf, FILE_TYPES, FileField, requireFile } from '../http/uploads.js';
import type { UploadedFile } from '../media/storage.js';
import { MESSAGES } from '../messages.js';

type Kind = 'utility_bill' | 'additional';
const Any = Type.Object({}, { additionalProperties: true });
const Detail = Type.Object({ detail: Type.String() });
/** §3 file kinds 0–9; 7 is 15-minute interval data. */
const INTERVAL_DATA_FILE_TYPE = 7;
const MAX_SERVICE_FILES = 20;

/** lead_pk of a multipart form: absent, empty, "null" or "undefined" all mean "no lead yet". */
function leadPkOf(value: unknown): number | null {
  if (value === undefined || value === null || value === '' || value === 'null' || value === 'undefined') return null;
  const text = String(value).trim();
  if (!/^\d{1,10}$/.test(text)) throw badRequest({ lead_pk: MESSAGES.integerInvalid });
  return Number(text);
}

/**
 * The lead a file goes to (checked for write access, locked), or the uploader's organization when
 * the wizard uploads before the lead exists; POST /lead/ attaches such files later.
 */
async function fileOwner(tx: Queryable, user: AuthUser, leadPk: number | null) {
  const lead = leadPk === null ? null : await leadFor(tx, user, leadPk, 'write', true);
  const organizationId = lead?.organization_id ?? user.organization_id;
  if (organizationId == null) throw badRequest({ lead_pk: 'This field is required.' });
  return { leadId: lead?.id ?? null, organizationId };
}

type Source = { upload: UploadedFile } | { data: Buffer; contentType: string; filename: string };

async function storeLeadFile(ctx: ApiContext, tx: Queryable, user: AuthUser, owner: { leadId: number | null; organizationId: number }, kind: Kind, fileType: number, source: Source) {
  const meta = { organizationId: owner.organizationId, visibility: 'organization' as const, folder: 'lead-files' };
  const name = 'upload' in source ? source.upload.filename : source.filename;
  const path = 'upload' in source
    ? await ctx.media.saveUpload(tx, source.upload, meta)
    : await ctx.media.saveBuffer(tx, source.filename, source.contentType, source.data, meta);
  const size = 'upload' in source ? source.upload.size : source.data.length;
  const contentType = 'upload' in source ? source.upload.mimetype : source.contentType;
  const { rows } = await tx.query(
    `INSERT INTO lead_files (lead_id, organization_id, kind, file_type, name, file, size, content_type, uploaded_by)
     VALUES ($1, $2, $3, $4::int, $5, $6, $7::int, $8, $9) RETURNING *`,
    [owner.leadId, owner.organizationId, kind, fileType, name.slice(0, 255), path, size, contentType, user.id]);
  if (owner.leadId !== null) {
    await recordActivity(tx, { leadId: owner.leadId, actor: user, action: 'file_uploaded', detail: { file_id: rows[0].id, file_name: rows[0].name, kind, file_type: fileType } });
  }
  return rows[0];
}

/** After a lead's files changed: touch it, and a utility bill proves stage 2. */
async function leadFilesChanged(tx: Queryable, user: AuthUser, leadId: number | null, addedBill: boolean) {
  if (leadId === null) return;
  await tx.query('UPDATE leads SET updated = now() WHERE id = $1', [leadId]);
  if (addedBill) await raiseLeadStage(tx, leadId, STAGE.utilityData, user);
}

/** A file name for an export ("Bills: all meters [csv]" → "Bills all meters.csv"). */
function exportFilename(name: string, link: string, contentType: string): string | null {
  const ext = /\[(\w{2,5})\]\s*$/.exec(name)?.[1]?.toLowerCase()
    || extensionOf(new URL(link).pathname)
    || (contentType === 'text/csv' ? 'csv' : contentType === 'application/pdf' ? 'pdf' : '');
  if (!(FILE_TYPES.document as readonly string[]).includes(ext)) return null;
  const base = name.replace(/\[\w+\]\s*$/, '').replace(/[^A-Za-z0-9 ._-]+/g, ' ').replace(/\s+/g, ' ').trim() || 'utility export';
  return `${base.slice(0, 150)}.${ext}`;
}

function serviceFilesOf(body: unknown): Array<{ link: string; name: string }> {
  const list = Array.isArray(body) ? body : (body as any)?.files;
  if (!Array.isArray(list) || list.length === 0) throw badRequest({ files: 'This field is required.' });
  if (list.length > MAX_SERVICE_FILES) throw badRequest({ files: `Ensure this field has no more than ${MAX_SERVICE_FILES} elements.` });
  return list.map((item, i) => {
    if (!item || typeof item.link !== 'string' || item.link.length > 2000 || typeof item.name !== 'string' || !item.name.trim() || item.name.length > 200)
      throw badRequest({ [`files.${i}`]: 'Each file needs a link (up to 2000 characters) and a name (up to 200 characters).' });
    return { link: item.link, name: item.name.trim() };
  });
}

export default async function leadFilesRoutes(app: ApiApp) {
  const { db, media, config } = app.ctx;

  const uploadRoute = (url: string, kind: Kind, summary: string) => app.put(url, {
    schema: {
      tags: ['lead files'], summary, consumes: ['multipart/form-data'],
      description: 'Without lead_pk (the wizard, before the lead exists) the file belongs to your organization until POST /lead/ attaches it.',
      body: Type.Object({
        file: FileField(`Accepted: ${FILE_TYPES.document.join(', ')}`),
        file_type: Type.Optional(Type.Integer({ minimum: 0, maximum: 9, default: 0, description: 'File kind 0–9 (§3)' })),
        lead_pk: Type.Optional(Type.Unsafe<string | number>({ type: ['integer', 'string'], maxLength: 12, description: 'The lead (optional)' })),
      }),
      response: { 200: Any },
    },
  }, async (request, reply) => {
    const user = userOf(request);
    const body = request.body as { file: unknown; file_type?: number; lead_pk?: unknown };
    const upload = requireFile(body.file, FILE_TYPES.document, config.uploadMaxBytes);
    const leadPk = leadPkOf(body.lead_pk);
    const row = await db.transaction(async (tx) => {
      const owner = await fileOwner(tx, user, leadPk);
      const stored = await storeLeadFile(app.ctx, tx, user, owner, kind, body.file_type ?? 0, { upload });
      await leadFilesChanged(tx, user, owner.leadId, kind === 'utility_bill');
      return stored;
    });
    return reply.send({ data: { ids: [row.id] }, ...leadFileJson(row) });
  });
  uploadRoute('/utility_bill_upload/', 'utility_bill', 'Upload a utility bill (a lead with one reaches stage 2)');
  uploadRoute('/additional_file_upload/', 'additional', 'Upload an additional file of a lead');

  const deleteRoute = (url: string, kind: Kind, summary: string) => app.delete(url, {
    schema: {
      tags: ['lead files'], summary,
      params: Type.Object({ id: Type.Integer({ minimum: 1, maximum: 2_147_483_647 }) }),
      response: { 200: Detail },
    },
  }, async (request) => {
    const user = userOf(request);
    const { id } = request.params as { id: number };
    await db.transaction(async (tx) => {
      const { rows } = await tx.query('SELECT * FROM lead_files WHERE id = $1 AND kind = $2 FOR UPDATE', [id, kind]);
      const file = rows[0];
      if (!file) throw notFound();
      if (file.lead_id) await leadFor(tx, user, file.lead_id, 'write');
      else if (!canSeeOrg(user, file.organization_id)) throw notFound();
      else if (!canChange(user, { organization_id: file.organization_id, associated_user_id: file.uploaded_by })) throw forbidden();
      await tx.query('DELETE FROM lead_files WHERE id = $1', [id]);
      if (file.lead_id) await recordActivity(tx, { leadId: file.lead_id, actor: user, action: 'file_deleted', detail: { file_name: file.name, kind, file_type: file.file_type } });
      await leadFilesChanged(tx, user, file.lead_id, false);
      await media.remove(tx, file.file);
    });
    return { detail: MESSAGES.fileDeleted };
  });
  // §7 writes these two without a trailing slash; both spellings are accepted.
  for (const suffix of ['', '/']) {
    deleteRoute(`/delete_utility_bill/:id${suffix}`, 'utility_bill', 'Delete a utility bill');
    deleteRoute(`/delete_additional_file/:id${suffix}`, 'additional', 'Delete an additional file');
  }

  app.get('/utility_authorizations/', {
    schema: {
      tags: ['lead files'], summary: 'Utility data service authorizations of a referral code (the service key stays on the server)',
      querystring: Type.Object({ referral: Type.String({ minLength: 1, maxLength: 100 }) }),
      response: { 200: Any },
    },
  }, async (request) => fetchAuthorizations(utilityService(config), (request.query as { referral: string }).referral));

  app.post('/utility_bill_from_service/', {
    schema: {
      tags: ['lead files'], summary: 'Import export files of the utility data service',
      description: `Body {lead_pk, files: [{link, name}]} or a bare list with lead_pk in the query. Only links of the configured service are fetched. '${BILLS_EXPORT_NAME}' becomes a utility bill (stage 2), the others additional files.`,
      querystring: Type.Object({ lead_pk: Type.Optional(Type.Integer({ minimum: 1 })) }),
      body: Type.Unsafe<unknown>({ type: ['object', 'array'], maxItems: MAX_SERVICE_FILES }),
      response: { 201: Any },
    },
  }, async (request, reply) => {
    const user = userOf(request);
    const body = request.body as any;
    const files = serviceFilesOf(body);
    const leadPk = leadPkOf(Array.isArray(body) ? (request.query as any).lead_pk : body.lead_pk ?? (request.query as any).lead_pk);
    if (leadPk !== null) await leadFor(db, user, leadPk, 'write'); // refuse before downloading anything
    const service = utilityService(config);
    const downloads: Array<{ data: Buffer; contentType: string; filename: string; kind: Kind; fileType: number }> = [];
    for (const file of files) {
      const { data, contentType } = await downloadExport(service, file.link, file.name, config.uploadMaxBytes);
      const filename = exportFilename(file.name, file.link, contentType);
      if (!filename) throw badRequest({ files: MESSAGES.utilityDownloadFailed(file.name) });
      const isBill = file.name === BILLS_EXPORT_NAME;
      downloads.push({ data, contentType, filename, kind: (isBill ? 'utility_bill' : 'additional') as Kind,
        fileType: /interval/i.test(file.name) ? INTERVAL_DATA_FILE_TYPE : 0 });
    }
    const rows = await db.transaction(async (tx) => {
      const owner = await fileOwner(tx, user, leadPk);
      const stored = [];
      for (const d of downloads) stored.push(await storeLeadFile(app.ctx, tx, user, owner, d.kind, d.fileType, d));
      await leadFilesChanged(tx, user, owner.leadId, downloads.some((d) => d.kind === 'utility_bill'));
      // The bills' own rate wins over the table's estimate (issue 25; a rate the user typed stays).
      const bill = downloads.find((d) => d.kind === 'utility_bill' && (/csv/i.test(d.contentType) || /\.csv$/i.test(d.filename)));
      const billRate = bill ? billRateOf(bill.data) : null;
      if (owner.leadId !== null && billRate) await applyBillRate(tx, owner.leadId, billRate);
      return stored;
    });
    return reply.status(201).send({
      data: { ids: rows.map((r) => r.id) },
      utility_bills: rows.filter((r) => r.kind === 'utility_bill').map(leadFileJson),
      additional_files: rows.filter((r) => r.kind === 'additional').map(leadFileJson),
    });
  });
}
