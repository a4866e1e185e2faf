import { Type } from 'typebox';
import type { ApiApp } from '../context.js';
import { userOf } from '../auth/authenticate.js';
import { canSeeOrg, isSuperAdmin, type AuthUser } from '../auth/users.js';
import { forbidden, notFound } from '../http/errors.js';
import { contentDisposition, MEDIA_HEADERS } from '../media/served-type.js';

/**
 * A stored file's path as given in a URL: decoded, without the trailing slash of §7's route. A
 * malformed escape or a NUL byte names no stored file: 404, like any unknown path.
 */
function mediaPathOf(wildcard: string): string {
  let decoded: string;
  try {
    decoded = decodeURIComponent(wildcard.replace(/\/+$/, ''));
  } catch {
    throw notFound();
  }
  if (decoded.includes('\0')) throw notFound();
  return decoded.replace(/^\/+/, '').replace(/^media\//, '');
}

export function mayRead(user: AuthUser, file: { visibility: string; organization_id: number | null }): boolean {
  if (file.visibility === 'portal') return true;
  if (file.visibility === 'admin') return isSuperAdmin(user);
  return canSeeOrg(user, file.organization_id);
}

export default async function mediaRoutes(app: ApiApp) {
  const { db, media } = app.ctx;

  // Set before routing (onRequest), so 400/403/404 answers of the media route carry them as well.
  app.addHook('onRequest', async (request, reply) => {
    if (request.url.startsWith('/api/media/') || request.url === '/api/media') reply.headers(MEDIA_HEADERS);
  });

  app.get('/get_media_file/*', {
    schema: {
      tags: ['media'], summary: 'A short-lived signed URL for a stored file you may read',
      description: 'The path is the file value of a record (for example a lead file or a proposal pdf_file). Files of other organizations answer 404.',
      params: Type.Object({ '*': Type.String() }),
      response: { 200: Type.Object({ url: Type.String(), name: Type.String(), content_type: Type.String(), size: Type.Integer() }) },
    },
  }, async (request) => {
    const user = userOf(request);
    const rel = mediaPathOf((request.params as Record<string, string>)['*']);
    const { rows } = await db.query<{ visibility: string; organization_id: number | null; original_name: string; content_type: string; size: number }>('SELECT * FROM media_files WHERE path = $1', [rel]);
    // Unknown and forbidden look alike, so paths of other organizations cannot be probed.
    if (!rows[0] || !mayRead(user, rows[0])) throw notFound();
    // The type the file is served with (decided from its bytes), not the one its uploader declared.
    const served = await media.servedType(rel, rows[0].original_name).catch(() => null);
    if (!served) throw notFound();
    return { url: media.signedUrl(rel), name: rows[0].original_name, content_type: served.contentType, size: rows[0].size };
  });

  app.get('/media/*', {
    config: { public: true },
    schema: {
      tags: ['media'], summary: 'Serves a file by its signed URL (from get_media_file)', security: [],
      params: Type.Object({ '*': Type.String() }),
      querystring: Type.Object({ expires: Type.Integer(), signature: Type.String(), download: Type.Optional(Type.Boolean()) }),
    },
  }, async (request, reply) => {
    const rel = mediaPathOf((request.params as Record<string, string>)['*']);
    const { expires, signature, download } = request.query as { expires: number; signature: string; download?: boolean };
    if (!media.verify(rel, expires, signature)) throw forbidden('This link has expired or is not valid.');
    const { rows } = await db.query('SELECT original_name, content_type FROM media_files WHERE path = $1', [rel]);
    if (!rows[0]) throw notFound();
    // Decided again from the bytes at every answer, so files stored before the check are safe too:
    // only PDF, PNG, JPEG, GIF, WebP and plain text are shown; anything else is a download.
    const served = await media.servedType(rel, rows[0].original_name).catch(() => null);
    const body = served && (await media.stream(rel));
    if (!served || !body) throw notFound();
    reply.header('content-type', served.contentType)
      .header('content-disposition', contentDisposition(served.inline && !download ? 'inline' : 'attachment', rows[0].original_name))
      .header('cache-control', 'private, max-age=300')
      .headers(MEDIA_HEADERS);
    return reply.send(body);
  });
}
