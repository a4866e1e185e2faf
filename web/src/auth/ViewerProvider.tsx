import { createContext, startTransition, useCallback, useContext, useMemo, useState, type ReactNode } from 'react';
import { graphql, useLazyLoadQuery } from 'react-relay';
import { useLogoutMutation } from '../mutations/useLogoutMutation';
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
      }
    }
  }
`;

export type Viewer = NonNullable<ViewerProviderQuery$data['viewer']>;

interface ViewerState {
  /** The signed-in user; null when signed out or when the terms are not accepted yet (§4). */
  viewer: Viewer | null;
  /**
   * Refetches the viewer: after login or terms acceptance, and after sign-up with `signedUp`,
   * which lets a brand-new user in before accepting the terms (§4: sign-up success authorizes).
   */
  refresh: (options?: { signedUp?: boolean }) => void;
  /** Revokes the session on the gateway, then refetches (the viewer becomes null). */
  signOut: () => Promise<void>;
}

const ViewerContext = createContext<ViewerState | null>(null);

export function ViewerProvider({ children }: { children: ReactNode }) {
  const [fetchKey, setFetchKey] = useState(0);
  const data = useLazyLoadQuery<ViewerProviderQuery>(
    viewerQuery,
    {},
    { fetchKey, fetchPolicy: fetchKey === 0 ? 'store-or-network' : 'network-only' },
  );
  const refresh = useCallback((options?: { signedUp?: boolean }) => {
    if (options?.signedUp) rememberSignUp();
    startTransition(() => setFetchKey((k) => k + 1));
  }, []);
  const [commitLogout] = useLogoutMutation();
  const signOut = useCallback(
    () =>
      new Promise<void>((resolve) => {
        // Signed out locally whatever the gateway answers: a failed logout must not keep the user in.
        const done = () => {
          forgetSignUp();
          refresh();
          resolve();
        };
        commitLogout({ variables: {}, onCompleted: done, onError: done });
      }),
    [commitLogout, refresh],
  );
  // §4: a login with is_terms_accepted false is not a login until the chain is accepted, so a
  // session cookie whose user has not accepted yet (e.g. after a reload mid-chain) counts as signed
  // out; but sign-up success authorizes, so this tab's own new account is let in.
  const viewer = data.viewer && (data.viewer.isTermsAccepted || signedUpInThisTab()) ? data.viewer : null;
  const value = useMemo(() => ({ viewer, refresh, signOut }), [viewer, refresh, signOut]);
  return <ViewerContext.Provider value={value}>{children}</ViewerContext.Provider>;
}

/**
 * Sign-up authorizes before the terms are accepted (§4); the terms chain runs at the next login.
 * Kept per tab (sessionStorage), set by a successful sign-up and cleared by sign-out or a login.
 */
const SIGNED_UP_KEY = 'portal.signedUp';
const rememberSignUp = () => sessionStorage.setItem(SIGNED_UP_KEY, '1');
export const forgetSignUp = () => sessionStorage.removeItem(SIGNED_UP_KEY);
const signedUpInThisTab = () => sessionStorage.getItem(SIGNED_UP_KEY) === '1';

/** The signed-in user's email, or '' (signed out, or outside the provider). */
export function useViewerEmail(): string {
  return useContext(ViewerContext)?.viewer?.email ?? '';
}

export function useViewer(): ViewerState {
  const state = useContext(ViewerContext);
  if (!state) throw new Error('useViewer must be used inside <ViewerProvider>');
  return state;
}
