import { useEffect, useRef } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import type { LeadTab } from './texts';

/**
 * A tab and what to do there, in the URL hash: `#agreements/send-ppa` opens the Agreements tab
 * with its send dialog (the deal header's next action, issue 15). The tab part alone picks the tab.
 */
export const tabIntentHash = (tab: LeadTab, intent: string) => `${tab}/${intent}`;

/** The intent part of a hash (`send-ppa` of `#agreements/send-ppa`), or null. */
export function intentOfHash(hash: string): string | null {
  const slash = hash.indexOf('/');
  return slash < 0 ? null : hash.slice(slash + 1) || null;
}

/**
 * Runs `act` once when the URL asks this tab for `intent`, then drops the intent from the hash
 * (so a reload or the back button does not do it again).
 */
export function useTabIntent(tab: LeadTab, intent: string, act: () => void) {
  const location = useLocation();
  const navigate = useNavigate();
  const actRef = useRef(act);
  actRef.current = act;
  const asked = location.hash === `#${tabIntentHash(tab, intent)}`;
  useEffect(() => {
    if (!asked) return;
    navigate({ hash: tab }, { replace: true });
    actRef.current();
  }, [asked, navigate, tab]);
}
