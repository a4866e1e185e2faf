import { Type } from 'typebox';
import type { ApiApp } from '../context.js';
import { userOf } from '../auth/authenticate.js';
import { isSuperAdmin, type AuthUser } from '../auth/users.js';
import type { Queryable } from '../db/client.js';
import { BULK_JOB, type BulkKind } from '../domain/bulk-enrichment.js';
import { registerBulkEnrichmentJobs } from '../domain/bulk-enrichment-job.js';
import { forbidden, notFound } from '../http/errors.js';
import { Nullable } from '../http/formats.js';
import { readPage } from '../http/keyset.js';
import { pagedOf, pageQuery, type PageQuery } from '../http/pagination.js';
import { FILE_TYPES, FileField, requireFile } from '../http/uploads.js';
import { MESSAGES } from '../messages.js';

const DEFAULT_LIMIT = 10;
const MAX_ID = 2_147_483_647;

const VARIANTS: Array<{ kind: BulkKind; path: string; tag: string; label: string }> = [
  { kind: 'bulk', path: '/bulk_enrichment/', tag: 'bulk enrichment', label: 'bulk enrichment' },
  { kind: 'prospect', path: '/prospect_now_bulk_enrichment/', tag: 'bulk enrichment', label: 'prospect bulk enrichment' },
];

const ProspectRow = Type.Object({
  address: Type.String(),
  placed: Type.Optional(Type.Boolean({ description: 'False when the address names no US place: every fact is null (issue 12). Missing on results made before: placed.' })),
  location_precision: Type.Optional(Nullable(Type.String({ enum: ['rooftop', 'street', 'zip', 'city'] }))),
  owner_type: Nullable(Type.String()),
  building_size: Nullable(Type.Number({ description: 'ft²' })),
  property_use: Nullable(Type.String()),
  total_assessed_value: Nullable(Type.Number({ description: 'USD' })),
  business_name: Type.Optional(Nullable(Type.String({ description: "Issue 26: the row's business name (a business/company/name column of the upload), for the New Lead action" }))),
});

const Enrichment = Type.Object({
  id: Type.Integer(),
  name: Type.String(),
  file: Type.String({ description: 'Media path of the uploaded CSV (GET /api/get_media_file/{path}/)' }),
  status: Type.Union([Type.Literal('Pending'), Type.Literal('Processing'), Type.Literal('Completed'), Type.Literal('Failed')]),
  error: Nullable(Type.String({ description: 'Why the file failed' })),
  user: Nullable(Type.Object({ first_name: Type.String(), last_name: Type.String() })),
  submission_date: Type.String({ format: 'date-time' }),
  properties_count: Nullable(Type.Integer({ description: 'Addresses enriched, once Completed' })),
  result_file: Type.Optional(Nullable(Type.String({ description: 'bulk_enrichment only: media path of the result CSV' }))),
  prospect_now_data: Type.Optional(Type.Array(ProspectRow, { description: 'prospect_now_bulk_enrichment only' })),
});

const SELECT = `
  SELECT b.*, u.first_name, u.last_name FROM bulk_enrichments b LEFT JOIN users u ON u.id = b.user_id`;

function enrichmentJson(row: any) {
  return {
    id: row.id,
    name: row.name,
    file: row.file,
    status: row.status,
    error: row.error ?? null,
    user: row.user_id != null ? { first_name: row.first_name, last_name: row.last_name } : null,
    submission_date: new Date(row.submission_date).toISOString(),
    properties_count: row.properties_count ?? null,
    ...(row.kind === 'prospect' ? { prospect_now_data: row.prospect_now_data ?? [] } : { result_file: row.result_file ?? null }),
  };
}

async function findEnrichment(db: Queryable, kind: BulkKind, id: number) {
  const { rows } = await db.query(`${SELECT} WHERE b.id = $1 AND b.kind = $2`, [id, kind]);
  if (!rows[0]) throw notFound();
  return rows[0];
}

/** §6: the bulk enrichment screens are admin routes, so only super admins reach them. */
function requireSuperAdmin(user: AuthUser) {
  if (!isSuperAdmin(user)) throw forbidden();
}

export default async function bulkEnrichmentRoutes(app: ApiApp) {
  const { db, media, jobs, config } = app.ctx;
  registerBulkEnrichmentJobs(app.ctx);
  const IdParams = Type.Object({ id: Type.Integer({ minimum: 1, maximum: MAX_ID }) });

  for (const { kind, path, tag, label } of VARIANTS) {
    app.get(path, {
      schema: { tags: [tag], summary: `List ${label} files, newest first (super admins)`, querystring: pageQuery(DEFAULT_LIMIT), response: { 200: pagedOf(Enrichment) } },
    }, async (request) => {
      requireSuperAdmin(userOf(request));
      const list = await readPage(db, {
        select: SELECT, where: 'b.kind = $1', params: [kind],
        order: { tag: `${kind}_enrichments`, key: { sql: 'b.submission_date', type: 'timestamp', nullable: false }, id: 'b.id', desc: true },
        count: async () => (await db.query<{ count: number }>('SELECT count(*)::int AS count FROM bulk_enrichments WHERE kind = $1', [kind])).rows[0].count,
      }, request.query as PageQuery, DEFAULT_LIMIT);
      return { ...list, results: list.results.map(enrichmentJson) };
    });

    app.get(`${path}:id/`, {
      schema: { tags: [tag], summary: `One ${label} file (poll it for its status)`, params: IdParams, response: { 200: Enrichment } },
    }, async (request) => {
      requireSuperAdmin(userOf(request));
      return enrichmentJson(await findEnrichment(db, kind, (request.params as { id: number }).id));
    });

    app.post(path, {
      schema: {
        tags: [tag], summary: `Upload a CSV of addresses for ${label} (super admins)`,
        description: `A header row, then one property per row: an address column (address, site_address, property address or full_address; any case) or street, city, state and zip columns. At most 10,000 rows. The file is processed in the background: status Pending → Processing → Completed or Failed (with error).`,
        consumes: ['multipart/form-data'],
        body: Type.Object({
          file: FileField('CSV file'),
          name: Type.Optional(Type.String({ maxLength: 200, description: 'Display name; the file name when absent' })),
        }),
        response: { 201: Enrichment },
      },
    }, async (request, reply) => {
      const user = userOf(request);
      requireSuperAdmin(user);
      const body = request.body as { file: unknown; name?: string };
      const file = requireFile(body.file, FILE_TYPES.csv, config.uploadMaxBytes);
      const name = body.name?.trim() || file.filename;
      const id = await db.transaction(async (tx) => {
        const stored = await media.saveUpload(tx, file, { organizationId: user.organization_id, visibility: 'admin', folder: 'bulk-enrichment' });
        const { rows } = await tx.query<{ id: number }>(
          `INSERT INTO bulk_enrichments (kind, name, file, status, user_id, organization_id) VALUES ($1, $2, $3, 'Pending', $4, $5) RETURNING id`,
          [kind, name, stored, user.id, user.organization_id]);
        await jobs.enqueue(tx, BULK_JOB, { id: rows[0].id });
        return rows[0].id;
      });
      reply.status(201);
      return enrichmentJson(await findEnrichment(db, kind, id));
    });

    app.delete(`${path}:id/`, {
      schema: { tags: [tag], summary: `Delete a ${label} file and its results`, params: IdParams, response: { 200: Type.Object({ detail: Type.String() }) } },
    }, async (request) => {
      requireSuperAdmin(userOf(request));
      const { id } = request.params as { id: number };
      await db.transaction(async (tx) => {
        const { rows } = await tx.query('DELETE FROM bulk_enrichments WHERE id = $1 AND kind = $2 RETURNING file, result_file', [id, kind]);
        if (!rows[0]) throw notFound();
        await media.remove(tx, rows[0].file);
        await media.remove(tx, rows[0].result_file);
      });
      return { detail: MESSAGES.fileDeleted };
    });
  }
}
