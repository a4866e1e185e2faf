import LogoutMutation from '../__generated__/useLogoutMutation.graphql';
import { buildGraphQLRequest } from '../relay/request';

/**
 * A sign-out the server has not heard yet (issue 28). Signing out clears this browser's saved data
 * at once, but the session ends only when the gateway revokes it: a sign-out made offline (or
 * during an outage) would otherwise leave the session cookie valid, and the next page load would
 * sign the same user back in on a phone they meant to leave signed out. The mark is set before the
 * logout is sent and cleared when the gateway answers it; while it is set, the network layer sends
 * the logout first and nothing else until it is heard, and the page's first script asks nothing.
 */
const KEY = 'portal.signOutPending';

export function markSignOutPending() {
  try {
    localStorage.setItem(KEY, '1');
  } catch {
    // Storage refused (private mode, full): the sign-out still goes out now.
  }
}

export function clearSignOutPending() {
  try {
    localStorage.removeItem(KEY);
  } catch {
    // Nothing kept, nothing to clear.
  }
}

export function isSignOutPending(): boolean {
  try {
    return localStorage.getItem(KEY) === '1';
  } catch {
    return false;
  }
}

export const LOGOUT_OPERATION = LogoutMutation.params.name;

/**
 * Sends the pending logout. Heard (any answer but a failed connection or 5xx: an expired session
 * answers UNAUTHENTICATED, which is signed out too): the mark is cleared and true is returned.
 * Otherwise false, and the mark stays for the next request.
 */
export async function sendPendingSignOut(doFetch: typeof fetch, url: string, persistedIds: boolean): Promise<boolean> {
  try {
    const response = await doFetch(url, buildGraphQLRequest(LogoutMutation.params, {}, null, persistedIds));
    if (response.status >= 500) return false;
    clearSignOutPending();
    return true;
  } catch {
    return false;
  }
}
