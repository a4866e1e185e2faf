import { Box, Skeleton } from '@chakra-ui/react';
import { lazy, Suspense, useEffect, useRef, useState } from 'react';
import type { SavingsPoint } from './savingsData';
import { trackChunkLoad } from '../../../../routing/prefetch';

// recharts is large: it loads with the first chart, not with the lead page.
const SavingsChart = lazy(() => trackChunkLoad(() => import('./SavingsChart')).then((m) => ({ default: m.SavingsChart })));

/** How far below (or above) the screen a chart's place starts loading it: about a phone's screen. */
const NEAR = '800px 0px';

/**
 * True once the element is within NEAR of the viewport (at once where IntersectionObserver is
 * missing). Issue 28: a lead's quote cards each have a chart, mostly below the first screen on a
 * phone; recharts (~100 KB) and its drawing waited on the page's first load for nothing.
 */
function useNearViewport(ref: React.RefObject<HTMLElement | null>): boolean {
  const [near, setNear] = useState(() => typeof IntersectionObserver === 'undefined');
  useEffect(() => {
    const element = ref.current;
    if (near || !element) return;
    const observer = new IntersectionObserver((entries) => {
      if (entries.some((entry) => entry.isIntersecting)) { setNear(true); observer.disconnect(); }
    }, { rootMargin: NEAR });
    observer.observe(element);
    return () => observer.disconnect();
  }, [near, ref]);
  return near;
}

export function LazySavingsChart({ points }: { points: SavingsPoint[] }) {
  const place = useRef<HTMLDivElement>(null);
  const near = useNearViewport(place);
  const skeleton = <Skeleton height={{ base: '260px', md: '300px' }} rounded="md" />;
  return (
    <Box ref={place}>
      {near ? <Suspense fallback={skeleton}><SavingsChart points={points} /></Suspense> : skeleton}
    </Box>
  );
}
