import { createContext, startTransition, useCallback, useContext, useMemo, useState, type ReactNode } from 'react';
import { graphql, useLazyLoadQuery, useRelayEnvironment } from 'react-relay';
import type { RecordSourceSelectorProxy } from 'relay-runtime';
import { useRetryKey } from '../components/ErrorBoundary';
import { useLogoutMutation } from '../mutations/useLogoutMutation';
import { clearOfflineData } from '../offline/setup';
import { clearSignOutPending, markSignOutPending } from './pendingSignOut';
import { clearViewer } from '../relay/environment';
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
      databaseId
      firstName
      lastName
      email
      image {
        url
      }
      roleLabel
      isTermsAccepted
      isSuperAdmin
      isOrgAdmin
      isAdminRole
      organization {
        name
        businessType
      }
    }
  }
`;

export type Viewer = NonNullable<ViewerProviderQuery$data['viewer']>;

interface ViewerState {
  /** The signed-in user; null when signed out or when the terms are not accepted yet (§4). */
  viewer: Viewer | null;
  /**
   * The user of a session whose terms are not accepted yet (a new sign-up): not signed in for the
   * app's screens, but the sign-up result greets them and opens the terms chain (issue 15).
   */
  pendingTerms: Viewer | null;
  /** Refetches the viewer: after login, sign-up or terms acceptance. */
  refresh: () => void;
  /** Revokes the session on the gateway, then refetches (the viewer becomes null). */
  signOut: () => Promise<void>;
}

const ViewerContext = createContext<ViewerState | null>(null);

export function ViewerProvider({ children }: { children: ReactNode }) {
  const [fetchKey, setFetchKey] = useState(0);
  // Issue 26: while the service is unavailable the query fails (relay/environment.ts) and the app's
  // boundary retries: a new retry key asks the server again instead of showing the kept failure.
  const retryKey = useRetryKey();
  const fresh = fetchKey === 0 && retryKey === 0;
  const data = useLazyLoadQuery<ViewerProviderQuery>(
    viewerQuery,
    {},
    { fetchKey: `${retryKey}.${fetchKey}`, fetchPolicy: fresh ? 'store-or-network' : 'network-only' },
  );
  const refresh = useCallback(() => {
    startTransition(() => setFetchKey((k) => k + 1));
  }, []);
  const [commitLogout] = useLogoutMutation();
  const environment = useRelayEnvironment();
  const signOut = useCallback(
    () =>
      new Promise<void>((resolve) => {
        // Signed out locally whatever the gateway answers: a failed logout must not keep the user in.
        const done = () => {
          refresh();
          resolve();
        };
        // Issue 28: until the gateway hears the logout (offline, an outage) the session is alive;
        // the mark makes the network layer send it before anything else (auth/pendingSignOut.ts).
        markSignOutPending();
        const heard = () => {
          clearSignOutPending();
          done();
        };
        // Not heard (offline, an outage): signed out here without asking the server (which cannot
        // answer, or would still know the session): the guards go to the sign-in page.
        const unheard = () => {
          clearViewer(environment);
          resolve();
        };
        // Issue 28: the saved answers go first, whatever the gateway answers (offline too): the
        // refetch that follows must not find this user's viewer in the offline cache.
        void clearOfflineData().finally(() => commitLogout({ variables: {}, onCompleted: heard, onError: unheard }));
        // The in-memory store is a cache too: every record it holds is stale for whoever signs in
        // next in this tab, so their screens ask the server instead of showing this user's data.
        // (Relay's RecordSourceProxy has invalidateStore; @types/relay-runtime lists it on the selector proxy only.)
        environment.commitUpdate((store) => (store as RecordSourceSelectorProxy).invalidateStore());
      }),
    [commitLogout, environment, refresh],
  );
  // §4: a login with is_terms_accepted false is not a login until the chain is accepted, so a
  // session cookie whose user has not accepted yet (a reload mid-chain, a new sign-up) counts as
  // signed out. Issue 15: a new sign-up too accepts the terms before the first screen, not at the
  // next login (the spec let it in at once).
  const viewer = data.viewer?.isTermsAccepted ? data.viewer : null;
  const pendingTerms = data.viewer && !data.viewer.isTermsAccepted ? data.viewer : null;
  const value = useMemo(() => ({ viewer, pendingTerms, refresh, signOut }), [viewer, pendingTerms, refresh, signOut]);
  return <ViewerContext.Provider value={value}>{children}</ViewerContext.Provider>;
}

/** The signed-in user's email, or '' (signed out, or outside the provider). */
export function useViewerEmail(): string {
  return useContext(ViewerContext)?.viewer?.email ?? '';
}

export function useViewer(): ViewerState {
  const state = useContext(ViewerContext);
  if (!state) throw new Error('useViewer must be used inside <ViewerProvider>');
  return state;
}
