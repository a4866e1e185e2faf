import { useCallback } from 'react';
import { fetchQuery, graphql, useRelayEnvironment } from 'react-relay';
import type { useViewerImageRereadQuery } from '../__generated__/useViewerImageRereadQuery.graphql';
import { useImageReread } from '../components/useImageReread';

/**
 * A fresh signed URL of the viewer's image (the api signs it with the viewer): the answer lands on
 * the app's viewer record, so the header's avatar and the profile picture both take it.
 */
const query = graphql`
  query useViewerImageRereadQuery {
    viewer {
      id
      image {
        url
      }
    }
  }
`;

/** <img> handlers for the viewer's picture: re-read its URL once when it fails (it may have expired). */
export function useViewerImageReread() {
  const environment = useRelayEnvironment();
  const reread = useCallback(() => {
    fetchQuery<useViewerImageRereadQuery>(environment, query, {}, { fetchPolicy: 'network-only' }).subscribe({ error: () => undefined });
  }, [environment]);
  return useImageReread(reread);
}
