import { useEffect, useState } from 'react';
import { useViewer } from '../../auth/ViewerProvider';
import { layout as text } from '../../messages';
import { rememberWelcomeHidden } from './welcomeCookie';
import { WelcomeView } from './WelcomeView';

/** Per user (one browser may serve several people): dismissed welcome banners. */
export const welcomeDismissedKey = (userId: string) => `portal.welcomeDismissed.${userId}`;

const isDismissed = (key: string) => {
  try { return localStorage.getItem(key) === '1'; } catch { return false; }
};

/**
 * §1 welcome text above the routed screens: names the organization and what users can do. Once
 * read it only takes room (on a phone, half the first screen), so it can be dismissed for good
 * (issue 15), per user, remembered in this browser; on a phone it is compact (issue 26). Issue 28:
 * the gateway draws it into the page's HTML too (WelcomeView), so the choice is also kept in a
 * cookie the gateway reads (welcomeCookie.ts).
 */
export function Welcome() {
  const { viewer } = useViewer();
  const key = viewer ? welcomeDismissedKey(viewer.id) : '';
  const [dismissed, setDismissed] = useState<string | null>(null);
  const hidden = !!viewer && (dismissed === key || isDismissed(key));
  // A banner dismissed before the cookie existed: tell the gateway too, so it stops drawing it.
  useEffect(() => { if (hidden) rememberWelcomeHidden(viewer?.databaseId); }, [hidden, viewer?.databaseId]);
  if (!viewer || hidden) return null;
  const dismiss = () => {
    try { localStorage.setItem(key, '1'); } catch { /* private mode: for this visit only */ }
    rememberWelcomeHidden(viewer.databaseId);
    setDismissed(key);
  };
  return (
    <WelcomeView
      title={text.welcomeTitle(viewer.firstName)}
      text={text.welcomeText(viewer.organization?.name)}
      dismissLabel={text.dismissWelcome}
      onDismiss={dismiss}
      testId="welcome"
    />
  );
}
