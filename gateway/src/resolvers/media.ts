import { createGraphQLError } from 'graphql-yoga';
import mime from 'mime-types';
import type { GatewayContext } from '../context.js';
import { isUpstreamError } from '../rest/errors.js';
import { mediaApi } from '../rest/media.js';

export type FileKind = 'LEAD_FILE' | 'SYSTEM_IMAGE' | 'PROPOSAL_PDF' | 'QUOTE_PDF' | 'AGREEMENT_PDF' | 'SIGNED_AGREEMENT_PDF' | 'RESOURCE'
  | 'ENRICHMENT_INPUT' | 'ENRICHMENT_RESULT' | 'AVATAR' | 'LOGO' | 'POLICY_DOCUMENT';

/**
 * A File object before its fields resolve: what the record holding it says (no api call). `path`
 * is the stored media path, signed by `url` only when selected; `signedUrl` is a URL the api has
 * already signed in this request (avatar, logo, policy PDFs), answered as it is.
 */
export interface FileSource { kind: FileKind; name: string; size: number | null; path: string | null; signedUrl: string | null }

const lastSegment = (path: string) => {
  const segment = path.split('/').filter(Boolean).pop() ?? path;
  try { return decodeURIComponent(segment); } catch { return segment; }
};

/** A stored file by its media path; null when the record holds none. */
export function fileAt(kind: FileKind, path: string | null | undefined, name?: string | null, size?: number | null): FileSource | null {
  if (!path) return null;
  return { kind, path, name: name || lastSegment(path), size: size ?? null, signedUrl: null };
}

/** A file the api answered as a signed URL (…/api/media/<path>?expires=…&signature=…): its name is the path's last segment. */
export function fileSignedAt(kind: FileKind, url: string | null | undefined): FileSource | null {
  if (!url) return null;
  const path = url.split(/[?#]/)[0];
  return { kind, path: null, name: lastSegment(path), size: null, signedUrl: url };
}

export const contentTypeOf = (name: string) => mime.lookup(name) || 'application/octet-stream';

/** Signed URLs for stored files; the api checks the caller may read the file's owner record. */
export const mediaResolvers = {
  Query: {
    mediaFile: async (_: unknown, { path }: { path: string }, ctx: GatewayContext) => {
      try {
        const file = await mediaApi(ctx.rest).mediaFile(path);
        return { url: file.url, name: file.name, contentType: file.content_type, size: file.size };
      } catch (error) {
        if (isUpstreamError(error, 404)) return null;
        throw error;
      }
    },
  },
  File: {
    contentType: (f: FileSource) => contentTypeOf(f.name),
    /** Signed only when selected: one GET /get_media_file/ per file (memoised per request by the REST client). */
    url: async (f: FileSource, _: unknown, ctx: GatewayContext) => {
      if (f.signedUrl || !f.path) return f.signedUrl;
      try {
        return (await mediaApi(ctx.rest).mediaFile(f.path)).url;
      } catch (error) {
        if (isUpstreamError(error, 404)) throw createGraphQLError(`The file ${f.name} is no longer stored.`, { extensions: { code: 'NOT_FOUND' } });
        throw error;
      }
    },
  },
};
