import { useLocation } from 'react-router-dom';
import { ShellContent, SignedInShell, signedInKindOf } from './AppShell';

/**
 * What shows while the signed-in layout's code arrives (it is its own chunk, so /login does not
 * load it): the app shell's signed-in frame (issue 28), the same markup and styles the HTML drew
 * before any script ran, so React's first commit does not change a pixel. Plain elements styled by
 * index.html's shell CSS: it ships in the entry.
 */
export function LayoutSkeleton() {
  return <SignedInShell kind={signedInKindOf(useLocation().pathname)} />;
}

/** A screen's place while its chunk arrives, inside the layout: the shell's content for the route. */
export function ContentSkeleton() {
  return <ShellContent kind={signedInKindOf(useLocation().pathname)} />;
}
