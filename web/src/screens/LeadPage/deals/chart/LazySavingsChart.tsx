import { Skeleton } from '@chakra-ui/react';
import { lazy, Suspense } from 'react';
import type { SavingsPoint } from './savingsData';
import { trackChunkLoad } from '../../../../routing/prefetch';

// recharts is large: it loads with the first chart, not with the lead page.
const SavingsChart = lazy(() => trackChunkLoad(() => import('./SavingsChart')).then((m) => ({ default: m.SavingsChart })));

export function LazySavingsChart({ points }: { points: SavingsPoint[] }) {
  return (
    <Suspense fallback={<Skeleton height={{ base: '260px', md: '300px' }} rounded="md" />}>
      <SavingsChart points={points} />
    </Suspense>
  );
}
