import { startTransition, useEffect, useState } from 'react';

/**
 * Issue 28: how many of a page's `total` rows to draw, growing from `first` by `step` per
 * commit. When the list mounts (a page load, a visit from another screen), the first screenful
 * is committed on its own and the rest follows in small transitions after it: on a phone's CPU
 * one commit of fifty cards and the screen around them was a 400 ms task that input waited
 * behind. Once the list has been drawn in full, later answers (a search, another page) draw all
 * their rows at once, as before.
 */
export function useFirstRowsFirst(total: number, first: number, step = first): number {
  const [count, setCount] = useState(first);
  useEffect(() => {
    // Drawn in full: from now on every answer is drawn whole (a search must not trickle in).
    if (count >= total) {
      if (count !== Infinity) setCount(Infinity);
      return;
    }
    // A task of its own, after this commit's paint; a transition, so typing or a click goes first.
    const timer = setTimeout(() => startTransition(() => setCount((shown) => shown + step)), 0);
    return () => clearTimeout(timer);
  }, [count, total, step]);
  return Math.min(count, total);
}
