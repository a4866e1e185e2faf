import { createContext, startTransition, useCallback, useContext, useMemo, useState, type ReactNode } from 'react';
import { graphql, useLazyLoadQuery } from 'react-relay';
import type { ViewerProviderQuery, ViewerProviderQuery$data } from '../__generated__/ViewerProviderQuery.graphql';

/**
 * The signed-in user, fetched once for the whole app (§4: on start the user is fetched; success
 * authorizes, failure unauthorizes). Guards and the layout read it from context; `refresh` refetches
 * it after login, sign-up or sign-out. A null viewer means signed out.
 */
export const viewerQuery = graphql`
  query ViewerProviderQuery {
    viewer {
      id
      firstName
      roleLabel
      isSuperAdmin
      isOrgAdmin
      isAdminRole
      organization {
        name
      }
    }
  }
`;

export type Viewer = NonNullable<ViewerProviderQuery$data['viewer']>;

interface ViewerState {
  viewer: Viewer | null;
  refresh: () => void;
}

const ViewerContext = createContext<ViewerState | null>(null);

export function ViewerProvider({ children }: { children: ReactNode }) {
  const [fetchKey, setFetchKey] = useState(0);
  const data = useLazyLoadQuery<ViewerProviderQuery>(
    viewerQuery,
    {},
    { fetchKey, fetchPolicy: fetchKey === 0 ? 'store-or-network' : 'network-only' },
  );
  const refresh = useCallback(() => startTransition(() => setFetchKey((k) => k + 1)), []);
  const value = useMemo(() => ({ viewer: data.viewer ?? null, refresh }), [data.viewer, refresh]);
  return <ViewerContext.Provider value={value}>{children}</ViewerContext.Provider>;
}

export function useViewer(): ViewerState {
  const state = useContext(ViewerContext);
  if (!state) throw new Error('useViewer must be used inside <ViewerProvider>');
  return state;
}
