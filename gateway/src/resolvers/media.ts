import type { GatewayContext } from '../context.js';
import { isUpstreamError } from '../rest/errors.js';
import { mediaApi } from '../rest/media.js';

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
};
