import { useCallback, useRef } from 'react';

/**
 * Stored images come as signed URLs that last about five minutes, so an <img> shown again later
 * (the header's avatar, a tab opened anew) may hold an expired one. These handlers ask `reread` for a
 * fresh URL when the image fails, once until one loads again, so a file that is really gone is not
 * asked for in a loop.
 */
export function useImageReread(reread: () => void) {
  const retried = useRef(false);
  const onLoad = useCallback(() => {
    retried.current = false;
  }, []);
  const onError = useCallback(() => {
    if (retried.current) return;
    retried.current = true;
    reread();
  }, [reread]);
  return { onLoad, onError };
}
