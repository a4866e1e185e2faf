import { useEffect, useRef } from 'react';

/** How often a list with a file in progress is read again. */
export const POLL_MS = 2000;

/**
 * While `active`, calls `poll` every `ms` (never two at once: a slow answer skips a beat), and
 * stops as soon as `active` turns false or the component unmounts. Used to read an enrichment
 * list again while a file is pending or processing, so its status changes without a reload.
 */
export function usePollWhile(active: boolean, poll: () => Promise<unknown>, ms = POLL_MS) {
  const pollRef = useRef(poll);
  pollRef.current = poll;
  useEffect(() => {
    if (!active) return undefined;
    let inFlight = false;
    const timer = setInterval(() => {
      if (inFlight) return;
      inFlight = true;
      pollRef.current().catch(() => {}).finally(() => { inFlight = false; });
    }, ms);
    return () => clearInterval(timer);
  }, [active, ms]);
}
