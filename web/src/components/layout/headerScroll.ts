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

/** Whether the header should be hidden now, following the window's scroll (once per frame). */
export function useHeaderHidden(): boolean {
  const [hidden, setHidden] = useState(false);
  const state = useRef({ y: 0, hidden: false });

  useEffect(() => {
    state.current.y = window.scrollY;
    let frame = 0;
    const update = () => {
      frame = 0;
      const y = window.scrollY;
      const next = nextHeaderHidden(state.current.y, y, state.current.hidden);
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
