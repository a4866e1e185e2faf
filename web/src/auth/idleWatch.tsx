import { useEffect, useRef } from 'react';
import { notifyInfo } from '../components/ui/toaster';
import { IDLE_MINUTES } from '../constants';
import { idle } from '../messages';
import { clearLastAccess, IDLE_CHECK_MS, isIdleExpired, readLastAccess, writeLastAccess } from './idle';
import { useViewer } from './ViewerProvider';

/**
 * §4 idle time-out for the signed-in pages: at mount (which, after a reload, is "at load") and then
 * every 30 s and whenever the tab becomes visible again (timers are throttled in background tabs),
 * signs out when the last access is older than `minutes`, with an info toast saying why.
 */
export function useIdleSignOut(minutes: number = IDLE_MINUTES) {
  const { signOut } = useViewer();
  // One sign-out per layout: the interval and visibilitychange could both fire before it completes.
  const signingOut = useRef(false);

  useEffect(() => {
    const check = () => {
      if (signingOut.current || !isIdleExpired(readLastAccess(), Date.now(), minutes)) return false;
      signingOut.current = true;
      clearLastAccess();
      // Stays until closed: the user may come back long after it appeared and needs to know why.
      notifyInfo(idle.signedOut(minutes), Infinity);
      void signOut();
      return true;
    };
    // Entering the signed-in layout counts as an access, unless the stored time says it is too late.
    if (!check()) writeLastAccess(Date.now());
    const timer = window.setInterval(check, IDLE_CHECK_MS);
    const onVisibility = () => {
      if (document.visibilityState === 'visible') check();
    };
    document.addEventListener('visibilitychange', onVisibility);
    return () => {
      window.clearInterval(timer);
      document.removeEventListener('visibilitychange', onVisibility);
    };
  }, [minutes, signOut]);

  // The layout goes away when the user is signed out (logout, idle, or an UNAUTHENTICATED answer
  // that bypasses signOut): forget the time then (§4), so nothing stale waits for the next sign-in.
  // (A signed-in visit to a page outside the layout also clears it; the next action records it again.)
  useEffect(() => () => clearLastAccess(), []);
}

/** Mount inside the signed-in layout. */
export function IdleWatch({ minutes }: { minutes?: number }) {
  useIdleSignOut(minutes);
  return null;
}
