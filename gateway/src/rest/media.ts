import { PathSegments, restPath, type RestClient } from './client.js';

export interface RestMediaFile { url: string; name: string; content_type: string; size: number }

/** GET /get_media_file/{path}/: the only code that knows the media path. */
export const mediaApi = (rest: RestClient) => ({
  mediaFile: (path: string) =>
    rest.get<RestMediaFile>(restPath`/get_media_file/${new PathSegments(path.replace(/^\/+|\/+$/g, ''))}/`),
});
