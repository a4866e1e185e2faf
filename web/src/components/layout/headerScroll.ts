import { useEffect, useRef, useState } from 'react';
import { HEADER_HIDE_AFTER } from '../../constants';

/**
 * §2/§9: the header hides after a scroll of 300. Our rule: within 300 px of the top it is always
 * shown; further down it slides away while the user scrolls down (reading) and comes back as soon
 * as they scroll up (looking for the menu), so it is never more than a flick away.
 */
export function nextHeaderHidden(previousY: number, y: number, hidden: boolean): boolean {
  if (y <= HEADER_HIDE_AFTER) return false;
  if (y > previousY) return true;
  if (y < previousY) return false;
  return hidden;
}

/**
 * Whether the header should be hidden now, following the window's scroll (once per frame).
 *
 * Issue 28: the position is first read in the frame of the first scroll, never when the page
 * mounts: reading `scrollY` in the mount effect made the browser lay out the whole new page in the
 * middle of React's commit (25–35 ms of a phone-throttled trace's longest task), and then again
 * once the commit's remaining styles landed. Until the first scroll the header shows, as it would.
 */
export function useHeaderHidden(): boolean {
  const [hidden, setHidden] = useState(false);
  const state = useRef<{ y: number | null; hidden: boolean }>({ y: null, hidden: false });

  useEffect(() => {
    let frame = 0;
    const update = () => {
      frame = 0;
      const y = window.scrollY;
      // The first reading has no direction yet: only the position counts (near the top: shown).
      const next = nextHeaderHidden(state.current.y ?? y, y, state.current.hidden);
      state.current = { y, hidden: next };
      setHidden(next);
    };
    const onScroll = () => {
      if (!frame) frame = window.requestAnimationFrame(update);
    };
    window.addEventListener('scroll', onScroll, { passive: true });
    return () => {
      window.removeEventListener('scroll', onScroll);
      if (frame) window.cancelAnimationFrame(frame);
    };
  }, []);

  return hidden;
}
