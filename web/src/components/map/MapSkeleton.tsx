import { Skeleton } from '@chakra-ui/react';

/** What a map shows while MapLibre, its style or its data load: a block of the map's size. */
export function MapSkeleton({ label }: { label: string }) {
  return <Skeleton height="full" width="full" borderRadius="0" aria-busy="true" aria-label={label} role="status" />;
}
