import { Type } from 'typebox';
import type { ApiApp } from '../context.js';
import { userOf } from '../auth/authenticate.js';
import { canManageResources } from '../auth/users.js';
import { forbidden, notFound } from '../http/errors.js';
import { readPage, type KeysetOrder } from '../http/keyset.js';
import { pagedOf, pageQuery, type PageQuery } from '../http/pagination.js';

/** Newest first; a keyset order (issue 24). */
const RESOURCES_ORDER: KeysetOrder = { tag: 'resources', key: { sql: 'created', type: 'timestamp', nullable: false }, id: 'id', desc: true };
import { extensionOf, FILE_TYPES, FileField, requireFile } from '../http/uploads.js';
import { MESSAGES } from '../messages.js';

const DEFAULT_LIMIT = 10;

const Resource = Type.Object({
  id: Type.Integer(),
  name: Type.String(),
  file: Type.String({ description: 'Media path (GET /api/get_media_file/{path}/ for a URL)' }),
  format: Type.String({ description: 'From the file extension, upper case (PDF, DOCX, ...)' }),
  created: Type.String({ format: 'date-time' }),
});

function resourceJson(row: any) {
  return {
    id: row.id,
    name: row.name,
    file: row.file,
    format: extensionOf(row.file).toUpperCase(),
    created: new Date(row.created).toISOString(),
  };
}

/**
 * Portal resources: documents every signed-in user of every organization can read, so they are
 * managed by super admins only (organizations have no resources of their own).
 */
export default async function resourcesRoutes(app: ApiApp) {
  const { db, media, config } = app.ctx;

  app.get('/portal_resource/', {
    schema: { tags: ['resources'], summary: 'Portal resources, newest first', querystring: pageQuery(DEFAULT_LIMIT), response: { 200: pagedOf(Resource) } },
  }, async (request) => {
    userOf(request);
    const list = await readPage(db, {
      select: 'SELECT * FROM portal_resources', where: 'true', params: [], order: RESOURCES_ORDER,
      count: async () => (await db.query<{ count: number }>('SELECT count(*)::int AS count FROM portal_resources')).rows[0].count,
    }, request.query as PageQuery, DEFAULT_LIMIT);
    return { ...list, results: list.results.map(resourceJson) };
  });

  app.post('/portal_resource/', {
    schema: {
      tags: ['resources'], summary: 'Upload a portal resource (super admins)',
      consumes: ['multipart/form-data'],
      body: Type.Object({
        file: FileField(`Document (${FILE_TYPES.document.join(', ')})`),
        name: Type.Optional(Type.String({ maxLength: 200, description: 'Display name; the file name when absent' })),
      }),
      response: { 201: Resource },
    },
  }, async (request, reply) => {
    const user = userOf(request);
    if (!canManageResources(user)) throw forbidden();
    const body = request.body as { file: unknown; name?: string };
    const file = requireFile(body.file, FILE_TYPES.document, config.uploadMaxBytes);
    const name = body.name?.trim() || file.filename;
    const row = await db.transaction(async (tx) => {
      const stored = await media.saveUpload(tx, file, { organizationId: user.organization_id, visibility: 'portal', folder: 'resources' });
      const { rows } = await tx.query('INSERT INTO portal_resources (name, file, uploaded_by) VALUES ($1, $2, $3) RETURNING *', [name, stored, user.id]);
      return rows[0];
    });
    reply.status(201);
    return resourceJson(row);
  });

  app.delete('/portal_resource/:id/', {
    schema: {
      tags: ['resources'], summary: 'Delete a portal resource (super admins)',
      params: Type.Object({ id: Type.Integer({ minimum: 1, maximum: 2_147_483_647 }) }),
      response: { 200: Type.Object({ detail: Type.String() }) },
    },
  }, async (request) => {
    if (!canManageResources(userOf(request))) throw forbidden();
    const { id } = request.params as { id: number };
    await db.transaction(async (tx) => {
      const { rows } = await tx.query('DELETE FROM portal_resources WHERE id = $1 RETURNING file', [id]);
      if (!rows[0]) throw notFound();
      await media.remove(tx, rows[0].file);
    });
    return { detail: MESSAGES.resourceDeleted };
  });
}
